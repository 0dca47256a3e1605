import { describe, expect, it } from 'vitest';
import { statusMessageSchema } from '../../shared/api/socket-schemas';
import { AGENT_NAMES } from '../../shared/constants';
import { pendingStatuses, quoteGeneration, unusedCredits } from './generation-quote';

describe('quoteGeneration', () => {
  it("adds the model's credit per message to the agents' cost", () => {
    expect(quoteGeneration(['Frontend'])).toMatchObject({
      subtotal: 16,
      discount: 0,
      agentTotal: 16,
      model: 'gpt-5',
      modelCost: 1,
      total: 17,
    });
  });

  it('splits the multi-agent discount over the agents so their lines add up to the total', () => {
    const quote = quoteGeneration([...AGENT_NAMES]);
    expect(quote).toMatchObject({ subtotal: 73, discount: 7, agentTotal: 66, total: 67 });
    expect(quote.lines.reduce((sum, line) => sum + line.cost, 0)).toBe(66);
    expect(quote.lines.map((line) => line.listCost)).toEqual([12, 8, 15, 16, 12, 10]);
    for (const line of quote.lines) expect(line.cost).toBeLessThanOrEqual(line.listCost);
  });

  it('charges list cost per agent under 4 agents', () => {
    expect(quoteGeneration(['Image', 'Frontend']).lines).toEqual([
      { name: 'Image', listCost: 15, cost: 15 },
      { name: 'Frontend', listCost: 16, cost: 16 },
    ]);
  });

  it('refuses a model without a price', () => {
    expect(() => quoteGeneration(['Frontend'], 'gpt-4')).toThrow('No model cost for gpt-4');
  });
});

describe('pendingStatuses', () => {
  it('announces every chosen agent as waiting, with the cost it will be charged', () => {
    const quote = quoteGeneration(['Planner', 'Content', 'Frontend', 'Testing']);
    const statuses = pendingStatuses(
      '01JGENERATION0000000000000',
      quote,
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(statuses.map((status) => statusMessageSchema.parse(status))).toHaveLength(4);
    expect(statuses[0]).toEqual({
      type: 'status',
      generation_id: '01JGENERATION0000000000000',
      agent: 'Planner',
      status: 'pending',
      cost: quote.lines[0]?.cost,
      credits_used: 0,
      timestamp: '2026-01-01T00:00:00.000Z',
    });
    expect(statuses.reduce((sum, status) => sum + status.cost, 0)).toBe(quote.agentTotal);
  });
});

describe('unusedCredits', () => {
  const quote = quoteGeneration(['Image', 'Frontend', 'Backend']);

  it('gives everything back, model credit included, when no agent completed', () => {
    expect(unusedCredits(quote, [])).toBe(quote.total);
  });

  it('gives back the agents that did not complete once one has', () => {
    expect(unusedCredits(quote, ['Image'])).toBe(16 + 12);
  });

  it('gives nothing back when every agent completed', () => {
    expect(unusedCredits(quote, ['Image', 'Frontend', 'Backend'])).toBe(0);
  });
});
