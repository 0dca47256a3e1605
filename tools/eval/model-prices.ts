import * as z from '../../shared/zod';

/** US dollars per million tokens, in and out. */
export interface TokenPrice {
  input: number;
  output: number;
}

/**
 * List prices of the models an operator is likely to compare (per million tokens, as published
 * at the time of writing; check your provider's page). EVAL_PRICE_INPUT and EVAL_PRICE_OUTPUT
 * (dollars per million) price any other, or override these.
 */
export const LIST_PRICES: Readonly<Record<string, TokenPrice>> = {
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
};

const dollars = z.optional(z.coerce.number().check(z.nonnegative()));

/** The price the eval reports a model's cost at: the environment's, else the list's; null: unknown. */
export function priceOf(model: string, env: NodeJS.ProcessEnv = process.env): TokenPrice | null {
  const input = dollars.parse(env.EVAL_PRICE_INPUT || undefined);
  const output = dollars.parse(env.EVAL_PRICE_OUTPUT || undefined);
  if (input !== undefined && output !== undefined) return { input, output };
  return LIST_PRICES[model] ?? null;
}

/** What `tokens` cost at `price`, in dollars. */
export function costOf(
  tokens: { inputTokens: number; outputTokens: number },
  price: TokenPrice,
): number {
  return (tokens.inputTokens * price.input + tokens.outputTokens * price.output) / 1_000_000;
}
