import type { StatusMessage } from '../../shared/api/socket-schemas';
import { MODEL_COSTS } from '../../shared/catalogue';
import { PROJECT_MODEL, type AgentName } from '../../shared/constants';
import { quoteForAgents } from '../../shared/pricing';

/** One agent of a quote. */
export interface QuoteLine {
  name: AgentName;
  /** The agent's price list cost (AGENT_COSTS). */
  listCost: number;
  /**
   * What this agent is charged in this build: its list cost less its share of the multi-agent
   * discount. The lines sum to the agents' total, so the client's Estimated Cost (the sum of the
   * costs of agents that are not idle) and a refund of unfinished agents are both exact.
   */
  cost: number;
}

/** What one message costs, debited in full before the first agent starts. */
export interface GenerationQuote {
  agents: AgentName[];
  lines: QuoteLine[];
  subtotal: number;
  discount: number;
  /** Agents' total after the discount. */
  agentTotal: number;
  model: string;
  /** The model's credits per message (MODEL_COSTS). */
  modelCost: number;
  total: number;
}

/**
 * Splits the discount over the lines in proportion to their cost (largest remainder, ties to the
 * earlier agent), so every line is a whole number of credits and the shares add up exactly.
 */
function discountShares(costs: readonly number[], subtotal: number, discount: number): number[] {
  if (discount === 0 || subtotal === 0) return costs.map(() => 0);
  const exact = costs.map((cost) => (discount * cost) / subtotal);
  const shares = exact.map(Math.floor);
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The quote: the agents' total (10% off, rounded down, with 4+ agents) plus the model's credit. */
export function quoteGeneration(
  agents: readonly AgentName[],
  model: string = PROJECT_MODEL,
): GenerationQuote {
  const modelCost = MODEL_COSTS[model];
  if (modelCost === undefined) throw new Error(`No model cost for ${model}`);
  const priced = quoteForAgents(agents);
  const shares = discountShares(
    priced.agents.map((line) => line.cost),
    priced.subtotal,
    priced.discount,
  );
  const lines = priced.agents.map((line, index) => ({
    name: line.name,
    listCost: line.cost,
    cost: line.cost - (shares[index] ?? 0),
  }));
  return {
    agents: [...agents],
    lines,
    subtotal: priced.subtotal,
    discount: priced.discount,
    agentTotal: priced.total,
    model,
    modelCost,
    total: priced.total + modelCost,
  };
}

/** The first status of every chosen agent: waiting, with the cost it will be charged. */
export function pendingStatuses(
  generationId: string,
  quote: GenerationQuote,
  at: Date,
): StatusMessage[] {
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

/**
 * What a failed build gives back: the cost of every agent that did not complete, and the model's
 * credit too when no agent completed (the message produced nothing).
 */
export function unusedCredits(
  quote: { lines: readonly { name: AgentName; cost: number }[]; modelCost: number },
  completed: readonly AgentName[],
): number {
  const done = new Set(completed);
  const unfinished = quote.lines
    .filter((line) => !done.has(line.name))
    .reduce((sum, line) => sum + line.cost, 0);
  const anyDone = quote.lines.some((line) => done.has(line.name));
  return unfinished + (anyDone ? 0 : quote.modelCost);
}
