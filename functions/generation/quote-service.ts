import { agentCostsFor } from '../../shared/pricing';
import type { QuoteRequest, QuoteResponse } from '../../shared/api/quote-schemas';
import type { CreditAccount } from '../credits/credit-account';
import type { WelcomeGrants } from '../credits/welcome-grant';
import type { GenerationEngine } from './models/model-settings';
import { ProjectError } from '../projects/project-errors';
import type { Projects } from '../projects/projects';
import { quoteMessage, sizeOfMessage, type MessageQuote } from './generation-quote';

export interface QuoteServiceDeps {
  projects: Pick<Projects, 'get'>;
  credits: Pick<CreditAccount, 'balanceOf'>;
  welcome: Pick<WelcomeGrants, 'due'>;
  /** What writes the pages here: the quote names it, and prices the model's credit by it. */
  engine: GenerationEngine;
}

/** The quote as the API answers it. */
export function quoteResponseOf(
  quote: MessageQuote,
  engine: GenerationEngine,
  welcomeDue = 0,
): QuoteResponse {
  const running = new Set(quote.run.agents);
  const reasons = new Map(quote.choices.map((choice) => [choice.name, choice]));
  return {
    kind: quote.kind,
    size: quote.run.size,
    engine: engine.engine,
    agents: quote.run.lines.map((line) => ({
      name: line.name,
      cost: line.cost,
      list_cost: line.listCost,
      optional: reasons.get(line.name)?.optional ?? true,
      reason: reasons.get(line.name)?.reason ?? '',
    })),
    available: quote.choices
      .filter((choice) => !running.has(choice.name))
      .map((choice) => ({
        name: choice.name,
        list_cost: agentCostsFor(quote.run.size)[choice.name],
        reason: choice.reason,
      })),
    default_agents: quote.defaultAgents,
    model: engine.model === null ? null : { name: engine.model, cost: quote.run.modelCost },
    subtotal: quote.run.subtotal,
    discount: quote.run.discount,
    total: quote.run.total,
    balance: quote.balance - welcomeDue,
    welcome_due: welcomeDue,
    missing: quote.missing,
    affordable: quote.affordable && {
      agents: quote.affordable.agents,
      total: quote.affordable.total,
    },
  };
}

/** Answers `POST /api/projects/{projectId}/quote` for the caller's own project. */
export function createQuoteService({ projects, credits, welcome, engine }: QuoteServiceDeps) {
  return {
    async quote(userId: string, projectId: string, request: QuoteRequest): Promise<QuoteResponse> {
      const project = await projects.get(userId, projectId);
      if (!project || project.deleting) throw new ProjectError('notFound');
      const balance = (await credits.balanceOf(userId)) ?? 0;
      const selection = { prompt: request.message, hasCode: project.currentVersion > 0 };
      const size = await sizeOfMessage(selection);
      const quoteWith = (welcomeDue: number) =>
        quoteResponseOf(
          quoteMessage({
            ...selection,
            size,
            agents: request.agents,
            // What the run can spend once the email is verified, as the run asks first.
            balance: balance + welcomeDue,
            model: engine.pricedAs,
          }),
          engine,
          welcomeDue,
        );
      const quote = quoteWith(0);
      // Only a balance that falls short can have welcome credits waiting behind it.
      if (quote.missing === 0) return quote;
      const welcomeDue = await welcome.due(userId);
      return welcomeDue === 0 ? quote : quoteWith(welcomeDue);
    },
  };
}
