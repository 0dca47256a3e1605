import { agentCostsFor } from '../../shared/pricing';
import type { QuoteRequest, QuoteResponse } from '../../shared/api/quote-schemas';
import type { CreditAccount } from '../credits/credit-account';
import type { WelcomeGrants } from '../credits/welcome-grant';
import type { GenerationEngine } from './models/model-settings';
import type { AgentChoice } from './agent-selection';
import type { AgentName } from '../../shared/constants';
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

/** What the templates do anyway in place of an agent that is free in template mode. */
const TEMPLATES_DO: Partial<Record<AgentName, string>> = {
  Planner: 'the templates choose the sections from your words for every page',
  Content: 'the templates fill in their copy with your details for every page',
  Image: 'every page gets the templates’ built-in art',
};

/**
 * What each agent is compared with (agent-work.ts): the Planner, Content and Image agents with the
 * templates' plan, copy and art a run without them uses; the Backend and Testing agents with the
 * page they are given. When their work changes nothing, the run gives their credits back, which
 * their line says up front.
 */
const PAID_ON_CHANGE: Partial<Record<AgentName, string>> = {
  Planner: 'Charged only if its plan differs from the templates’ (sections, order or look).',
  Content: 'Charged only if it rewrites the templates’ copy.',
  Image: 'Charged only if it makes pictures beyond the built-in art.',
  Backend: 'Charged only if the page has something for it to keep or wire up.',
  Testing: 'Charged only if it finds something to fix.',
};

/** An agent's line: in template mode, one that changes nothing says it costs nothing, and why. */
function reasonFor(choice: AgentChoice, engine: GenerationEngine): string {
  const instead = TEMPLATES_DO[choice.name];
  if (engine.engine === 'template' && instead) {
    return `Free in template mode: ${instead}, so it changes nothing a build without it would not have.`;
  }
  const onChange = PAID_ON_CHANGE[choice.name];
  return onChange ? `${choice.reason.replace(/\.?$/, '.')} ${onChange}` : choice.reason;
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
    agents: quote.run.lines.map((line) => {
      const choice = reasons.get(line.name);
      return {
        name: line.name,
        cost: line.cost,
        list_cost: line.listCost,
        optional: choice?.optional ?? true,
        reason: choice ? reasonFor(choice, engine) : '',
      };
    }),
    available: quote.choices
      .filter((choice) => !running.has(choice.name))
      .map((choice) => ({
        name: choice.name,
        list_cost: agentCostsFor(quote.run.size, quote.run.model)[choice.name],
        reason: reasonFor(choice, engine),
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
