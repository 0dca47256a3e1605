import type { StatusMessage } from '../../shared/api/socket-schemas';
import { PROJECT_MODEL, type AgentName } from '../../shared/constants';
import { quoteRun, REQUIRED_AGENT, type RunQuote, type RunSize } from '../../shared/pricing';
import { agentsForRun, chooseAgents, type SelectionInput } from './agent-selection';
/** A message's quote as the user sees it before confirming, and as the debit charges it. */
export interface MessageQuote {
  kind: 'build' | 'edit';
  /** What runs and what it costs: the debit is exactly `run.total`. */
  run: RunQuote;
  /** What each agent does for this message, all six, in pipeline order. */
  choices: ReturnType<typeof chooseAgents>;
  /** The agents that run when the user makes no choice. */
  defaultAgents: AgentName[];
  balance: number;
  /** Credits missing for this run: 0 when the balance covers it. */
  missing: number;
  /**
   * When credits are missing: the most agents of this run that the balance covers (the Frontend
   * always among them), or null when not even the Frontend alone fits.
   */
  affordable: RunQuote | null;
}

export interface MessageQuoteInput extends SelectionInput {
  /** The user's choice of agents; the default selection when absent. */
  agents?: readonly AgentName[];
  balance: number;
  model?: string;
  /** What the message is priced as (`sizeOfMessage`); a build's price when absent. */
  size?: RunSize;
}

/** Subsets of `agents` that keep the Frontend, largest first. */
function subsetsWithFrontend(agents: readonly AgentName[]): AgentName[][] {
  const optional = agents.filter((agent) => agent !== REQUIRED_AGENT);
  const subsets: AgentName[][] = [];
  for (let mask = 0; mask < 1 << optional.length; mask++) {
    subsets.push([REQUIRED_AGENT, ...optional.filter((_, index) => mask & (1 << index))]);
  }
  return subsets.sort((a, b) => b.length - a.length);
}

/** The variant of a run the balance covers: most agents, then most work for the credits. */
function affordableVariant(run: RunQuote, balance: number): RunQuote | null {
  const fitting = subsetsWithFrontend(run.agents)
    .map((agents) => quoteRun(agents, run.model, run.size))
    .filter((quote) => quote.total <= balance)
    .sort((a, b) => b.agents.length - a.agents.length || b.total - a.total);
  return fitting[0] ?? null;
}

/**
 * What a message is priced as (edit-size.ts): the edit reader is loaded only for an edit, so a
 * cold start of the functions that quote and debit loads none of it.
 */
export async function sizeOfMessage(selection: SelectionInput): Promise<RunSize> {
  if (!selection.hasCode) return 'build';
  const { runSizeOf } = await import('./edit-size');
  return runSizeOf(selection);
}

/** What a message runs and debits: the user's choice of agents, or the default selection. */
export function quoteRunFor(
  selection: SelectionInput,
  agents: readonly AgentName[] | undefined,
  model: string = PROJECT_MODEL,
  size: RunSize = 'build',
): RunQuote {
  return quoteRun(agentsForRun(selection, agents), model, size);
}

/**
 * The quote of one message: which agents run (the user's choice or the default), what each costs
 * and the total to debit, the balance, and when it is short, how much is missing and what fits.
 * The quote endpoint answers with it; the socket debits `quoteRunFor` of the same message and
 * agents, the function this one prices with, so what the user confirmed is what is charged.
 */
export function quoteMessage(input: MessageQuoteInput): MessageQuote {
  const selection = { prompt: input.prompt, hasCode: input.hasCode };
  const choices = chooseAgents(selection);
  const defaultAgents = choices.filter((choice) => choice.selected).map((choice) => choice.name);
  const run = quoteRunFor(selection, input.agents, input.model, input.size);
  const missing = Math.max(0, run.total - input.balance);
  return {
    kind: input.hasCode ? 'edit' : 'build',
    run,
    choices,
    defaultAgents,
    balance: input.balance,
    missing,
    affordable: missing > 0 ? affordableVariant(run, input.balance) : null,
  };
}

/** The first status of every chosen agent: waiting, with the cost it will be charged. */
export function pendingStatuses(generationId: string, quote: RunQuote, at: Date): StatusMessage[] {
  return quote.lines.map((line) => ({
    type: 'status',
    generation_id: generationId,
    agent: line.name,
    status: 'pending',
    cost: line.cost,
    credits_used: 0,
    timestamp: at.toISOString(),
  }));
}
