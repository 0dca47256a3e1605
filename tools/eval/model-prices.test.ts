import { describe, expect, it } from 'vitest';
import { costOf, LIST_PRICES, priceOf } from './model-prices';

describe('the price the eval reckons a model’s cost at', () => {
  it('is the list price of a known model, the operator’s for any other, and unknown otherwise', () => {
    expect(priceOf('gpt-5-mini', {})).toEqual(LIST_PRICES['gpt-5-mini']);
    expect(priceOf('llama3.1', {})).toBeNull();
    expect(priceOf('llama3.1', { EVAL_PRICE_INPUT: '0.2', EVAL_PRICE_OUTPUT: '0.6' })).toEqual({
      input: 0.2,
      output: 0.6,
    });
  });

  it('counts input and output tokens at their own prices, per million', () => {
    expect(costOf({ inputTokens: 20_000, outputTokens: 8_000 }, { input: 1.25, output: 10 })).toBe(
      0.105,
    );
  });

  it('refuses a price that is not a number of dollars', () => {
    expect(() => priceOf('gpt-5', { EVAL_PRICE_INPUT: 'cheap', EVAL_PRICE_OUTPUT: '1' })).toThrow();
  });
});
