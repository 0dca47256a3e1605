import {
  AGENT_COSTS,
  EDIT_AGENT_COSTS,
  MODEL_COSTS,
  AGENT_NAMES,
  MULTI_AGENT_DISCOUNT,
  MULTI_AGENT_DISCOUNT_MIN_AGENTS,
  PAISE_PER_RUPEE,
  PROJECT_MODEL,
  TEMPLATE_ENGINE,
  type AgentName,
  type EditSize,
} from './constants';

/** What a run is priced as: a build (first or redone), or an edit of the page by its size. */
export type RunSize = 'build' | EditSize;

/**
 * The agents whose work in template mode is what the templates do for every page anyway (the
 * plan, the copy and the built-in art): they change nothing a Frontend-only run would not have,
 * so template mode charges nothing for them.
 */
export const TEMPLATE_FREE_AGENTS: readonly AgentName[] = ['Planner', 'Content', 'Image'];

/** Each agent's credits for a run of this size, on this model (or the templates). */
export function agentCostsFor(
  size: RunSize,
  model: string = PROJECT_MODEL,
): Record<AgentName, number> {
  const list = size === 'build' ? AGENT_COSTS : EDIT_AGENT_COSTS[size];
  if (model !== TEMPLATE_ENGINE) return list;
  return {
    ...list,
    ...Object.fromEntries(TEMPLATE_FREE_AGENTS.map((agent) => [agent, 0])),
  };
}

/** One agent of a quote. */
export interface QuoteLine {
  name: AgentName;
  /** The agent's price list cost for the run's size (AGENT_COSTS, or EDIT_AGENT_COSTS). */
  listCost: number;
  /**
   * What this agent is charged in this run: its list cost less its share of the multi-agent
   * discount. The lines sum to the agents' total, so the client's Estimated Cost (the sum of the
   * costs of agents that are not idle) and a refund of unfinished agents are both exact.
   */
  cost: number;
}

/** What one message costs, debited in full before the first agent starts. */
export interface RunQuote {
  /** A build, or an edit by its size: which price list the lines come from. */
  size: RunSize;
  /** The agents that run, in pipeline order. */
  agents: AgentName[];
  lines: QuoteLine[];
  subtotal: number;
  discount: number;
  /** Agents' total after the discount. */
  agentTotal: number;
  model: string;
  /** The model's credits per message (MODEL_COSTS; none for the templates). */
  modelCost: number;
  total: number;
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

/** The agents in pipeline order, each once (Planner, Content, Image, Frontend, Backend, Testing). */
export function inPipelineOrder(agents: Iterable<AgentName>): AgentName[] {
  const chosen = new Set(agents);
  return AGENT_NAMES.filter((agent) => chosen.has(agent));
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

/**
 * The price of one message: the agents' costs for its size (a build's list, requirements §9, or an
 * edit's by how much it changes), 10% off rounded down with 4 or more agents, plus the model's
 * credit. The quote the user confirms, the debit and every estimate the product shows come from
 * this one function.
 */
export function quoteRun(
  agents: Iterable<AgentName>,
  model: string = PROJECT_MODEL,
  size: RunSize = 'build',
): RunQuote {
  const modelCost = model === TEMPLATE_ENGINE ? 0 : MODEL_COSTS[model];
  if (modelCost === undefined) throw new Error(`No model cost for ${model}`);
  const list = agentCostsFor(size, model);
  const ordered = inPipelineOrder(agents);
  const costs = ordered.map((name) => list[name]);
  const subtotal = costs.reduce((sum, cost) => sum + cost, 0);
  // Agents that cost nothing (template mode's) do not count towards the discount.
  const paid = costs.filter((cost) => cost > 0).length;
  const discount =
    paid >= MULTI_AGENT_DISCOUNT_MIN_AGENTS ? Math.floor(subtotal * MULTI_AGENT_DISCOUNT) : 0;
  const shares = discountShares(costs, subtotal, discount);
  const lines = ordered.map((name, index) => ({
    name,
    listCost: list[name],
    cost: list[name] - (shares[index] ?? 0),
  }));
  const agentTotal = subtotal - discount;
  return {
    size,
    agents: ordered,
    lines,
    subtotal,
    discount,
    agentTotal,
    model,
    modelCost,
    total: agentTotal + modelCost,
  };
}

/** The agent that writes the page: every run has it, and it cannot be switched off. */
export const REQUIRED_AGENT: AgentName = 'Frontend';

/**
 * The runs the product's estimates are quoted for: a one-page build (the Frontend alone, what the
 * product runs unless the words ask for more), a full build with every agent, and a small and a
 * larger edit by the Frontend.
 */
export const TYPICAL_RUNS = {
  onePage: { agents: [REQUIRED_AGENT], size: 'build' },
  everyAgent: { agents: [...AGENT_NAMES], size: 'build' },
  smallEdit: { agents: [REQUIRED_AGENT], size: 'small' },
  largerEdit: { agents: [REQUIRED_AGENT], size: 'medium' },
} as const satisfies Record<string, { agents: readonly AgentName[]; size: RunSize }>;

/** What one of the typical runs costs, model included. */
export function typicalCost(run: keyof typeof TYPICAL_RUNS): number {
  const { agents, size } = TYPICAL_RUNS[run];
  return quoteRun(agents, PROJECT_MODEL, size).total;
}

/** Runs people ask for, with what each costs by the quote function, for the pricing table. */
export function exampleRuns(): { label: string; total: number }[] {
  const examples: [string, AgentName[], RunSize][] = [
    ['A one-page site', [REQUIRED_AGENT], 'build'],
    ['A small edit: a name, a text, a colour, a section moved', [REQUIRED_AGENT], 'small'],
    ['A larger edit: a new section, a restyle, a rewording', [REQUIRED_AGENT], 'medium'],
    ['With custom artwork', ['Image', REQUIRED_AGENT], 'build'],
    ['With real backend work', [REQUIRED_AGENT, 'Backend'], 'build'],
    [
      'A complete site, planned, written and checked',
      ['Planner', 'Content', REQUIRED_AGENT, 'Testing'],
      'build',
    ],
    ['Every agent', [...AGENT_NAMES], 'build'],
  ];
  return examples.map(([label, agents, size]) => ({
    label,
    total: quoteRun(agents, PROJECT_MODEL, size).total,
  }));
}

/**
 * What a number of credits buys, by the quote function, rounded down: one-page builds, larger
 * edits, and full builds with every agent. This replaces requirements §9's fixed "credits / 5 chat
 * messages, credits / 25 full builds", which no longer matched what a run costs.
 */
export function packageEstimates(credits: number): {
  onePageBuilds: number;
  edits: number;
  fullBuilds: number;
} {
  return {
    onePageBuilds: Math.floor(credits / typicalCost('onePage')),
    edits: Math.floor(credits / typicalCost('largerEdit')),
    fullBuilds: Math.floor(credits / typicalCost('everyAgent')),
  };
}

/**
 * What runs cost, in one sentence for every place that tells people (the pricing note, the FAQ,
 * the credit packs): the figures come from the quote function, so they are what runs charge.
 */
export function costSummary(): string {
  const onePage = quoteRun(TYPICAL_RUNS.onePage.agents);
  const percent = Math.round(MULTI_AGENT_DISCOUNT * 100);
  return (
    `A one-page build costs ${onePage.total} credits: ${onePage.agentTotal} for the ` +
    `Frontend agent, which writes the page with its forms, tabs and cart working, and ` +
    `${onePage.modelCost} for the model. An edit costs ${typicalCost('smallEdit')} for a small ` +
    `change (a name, a text, a colour) and ${typicalCost('largerEdit')} for a larger one (a new ` +
    `section, a restyle). Planner, Content, Image, Backend and Testing join when your words ask ` +
    `for what they do, or when you switch them on; a build with all six costs ` +
    `${typicalCost('everyAgent')}, ${percent}% off with ${MULTI_AGENT_DISCOUNT_MIN_AGENTS} or ` +
    `more agents. You see the exact quote before anything runs.`
  );
}

/**
 * The rupee formats, made on first use: loading a locale's number data is some 20 ms of a server
 * function's cold start, and most never format a price.
 */
const rupeeFormats = new Map<'whole' | 'paise', Intl.NumberFormat>();

function rupeeFormat(digits: 'whole' | 'paise'): Intl.NumberFormat {
  let format = rupeeFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      ...(digits === 'whole' ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
    });
    rupeeFormats.set(digits, format);
  }
  return format;
}

/** Prices are stored in paise and shown in rupees: 49900 → "₹499", 229950 → "₹2,299.50". */
export function formatPaise(paise: number): string {
  return rupeeFormat(paise % PAISE_PER_RUPEE === 0 ? 'whole' : 'paise').format(
    paise / PAISE_PER_RUPEE,
  );
}
