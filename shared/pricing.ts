import {
  AGENT_COSTS,
  CREDITS_PER_CHAT_MESSAGE_ESTIMATE,
  CREDITS_PER_FULL_BUILD_ESTIMATE,
  MULTI_AGENT_DISCOUNT,
  MULTI_AGENT_DISCOUNT_MIN_AGENTS,
  PAISE_PER_RUPEE,
  type AgentName,
} from './constants';

export interface AgentQuote {
  agents: { name: AgentName; cost: number }[];
  subtotal: number;
  discount: number;
  total: number;
}

/** The credits a run of these agents costs: their sum, 10% off (rounded down) with 4 or more. */
export function quoteForAgents(agents: readonly AgentName[]): AgentQuote {
  const lines = agents.map((name) => ({ name, cost: AGENT_COSTS[name] }));
  const subtotal = lines.reduce((sum, line) => sum + line.cost, 0);
  const discount =
    agents.length >= MULTI_AGENT_DISCOUNT_MIN_AGENTS
      ? Math.floor(subtotal * MULTI_AGENT_DISCOUNT)
      : 0;
  return { agents: lines, subtotal, discount, total: subtotal - discount };
}

/** What a package's credits roughly buy (spec §9), rounded down. */
export function packageEstimates(credits: number): { chatMessages: number; fullBuilds: number } {
  return {
    chatMessages: Math.floor(credits / CREDITS_PER_CHAT_MESSAGE_ESTIMATE),
    fullBuilds: Math.floor(credits / CREDITS_PER_FULL_BUILD_ESTIMATE),
  };
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** Prices are stored in paise and shown in rupees: 49900 → "₹499", 229950 → "₹2,299.50". */
export function formatPaise(paise: number): string {
  const format = paise % PAISE_PER_RUPEE === 0 ? wholeRupees : rupeesAndPaise;
  return format.format(paise / PAISE_PER_RUPEE);
}
