import { describe, expect, it } from 'vitest';
import { formatPaise, packageEstimates, quoteForAgents } from './pricing';

describe('quoteForAgents', () => {
  it('sums the agent costs of spec §9 with no discount under 4 agents', () => {
    expect(quoteForAgents(['Planner', 'Frontend', 'Testing'])).toMatchObject({
      subtotal: 38,
      discount: 0,
      total: 38,
    });
  });

  it('takes 10% off, rounded down, with 4 or more agents', () => {
    const quote = quoteForAgents(['Planner', 'Frontend', 'Backend', 'Testing']);
    expect(quote).toMatchObject({ subtotal: 50, discount: 5, total: 45 });
    expect(quote.agents.map((line) => line.cost)).toEqual([12, 16, 12, 10]);
  });
});

describe('packageEstimates', () => {
  it('estimates chat messages as credits / 5 and full builds as credits / 25, rounded down', () => {
    expect(packageEstimates(130)).toEqual({ chatMessages: 26, fullBuilds: 5 });
  });
});

describe('formatPaise', () => {
  it('shows paise as rupees', () => {
    expect(formatPaise(49900)).toBe('₹499');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(229950)).toBe('₹2,299.50');
  });
});
