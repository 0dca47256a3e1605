import { describe, expect, it } from 'vitest';
import { statusMessageSchema } from '../../shared/api/socket-schemas';
import { AGENT_NAMES, WELCOME_CREDITS, type AgentName } from '../../shared/constants';
import { quoteRun } from '../../shared/pricing';
import { QUICK_ACTIONS, SURPRISE_IDEAS } from '../../shared/project-ideas';
import { PLAIN_ONE_PAGE_PROMPTS } from '../../testing/fixtures/generation/plain-prompts';
import { pendingStatuses, quoteMessage, quoteRunFor } from './generation-quote';

const LAW_FIRM = 'A complete website for a law firm';

/** Every subset of the agents. */
const subsets: AgentName[][] = Array.from({ length: 1 << AGENT_NAMES.length }, (_, mask) =>
  AGENT_NAMES.filter((_, index) => mask & (1 << index)),
);

describe('quoteMessage', () => {
  // The quote API answers with this quote; tests/integration/generation/quote-api.test.ts builds
  // a few of these prompts through the real socket to show the debit and the page follow it.
  it.each([
    ...QUICK_ACTIONS.map((action) => action.prompt),
    ...SURPRISE_IDEAS,
    ...PLAIN_ONE_PAGE_PROMPTS,
  ])('quotes a new account at most its free credits for its first build: %s', (prompt) => {
    const quote = quoteMessage({ prompt, hasCode: false, balance: WELCOME_CREDITS });
    expect(quote.run.total).toBeLessThanOrEqual(WELCOME_CREDITS);
    expect(quote).toMatchObject({ kind: 'build', balance: WELCOME_CREDITS, missing: 0 });
  });

  it('quotes the default agents, with the balance and nothing missing when it covers them', () => {
    const quote = quoteMessage({ prompt: LAW_FIRM, hasCode: false, balance: 100 });
    expect(quote).toMatchObject({ kind: 'build', balance: 100, missing: 0, affordable: null });
    expect(quote.run.agents).toEqual(['Planner', 'Content', 'Frontend', 'Testing']);
    expect(quote.defaultAgents).toEqual(quote.run.agents);
    expect(quote.run.total).toBe(43);
  });

  it.each(subsets.map((agents) => [agents.join('+') || 'none', agents] as const))(
    'quotes exactly what the run debits for the agents %s',
    (_, agents) => {
      const quote = quoteMessage({ prompt: LAW_FIRM, hasCode: false, agents, balance: 20 });
      const debited = quoteRunFor({ prompt: LAW_FIRM, hasCode: false }, agents);
      expect(quote.run).toEqual(debited);
      expect(debited.agents).toContain('Frontend');
      expect(debited.total).toBe(quoteRun([...agents, 'Frontend']).total);
    },
  );

  it('changes the total when agents are switched off', () => {
    const all = quoteMessage({ prompt: LAW_FIRM, hasCode: false, balance: 100 });
    const fewer = quoteMessage({
      prompt: LAW_FIRM,
      hasCode: false,
      agents: ['Planner', 'Frontend'],
      balance: 100,
    });
    expect(fewer.run.total).toBe(29);
    expect(fewer.run.total).toBeLessThan(all.run.total);
  });

  it('says how much is missing and offers the most agents the balance covers', () => {
    const quote = quoteMessage({ prompt: LAW_FIRM, hasCode: false, balance: 30 });
    expect(quote.missing).toBe(13);
    expect(quote.affordable?.agents).toEqual(['Planner', 'Frontend']);
    expect(quote.affordable?.total).toBe(29);
  });

  it('offers no variant when not even the Frontend alone fits', () => {
    const quote = quoteMessage({ prompt: LAW_FIRM, hasCode: false, balance: 3 });
    expect(quote).toMatchObject({ missing: 40, affordable: null });
  });

  it('is an edit when the project has code', () => {
    expect(quoteMessage({ prompt: 'Make it blue', hasCode: true, balance: 20 }).kind).toBe('edit');
  });
});

describe('pendingStatuses', () => {
  it('announces every chosen agent as waiting, with the cost it will be charged', () => {
    const quote = quoteRun(['Planner', 'Content', 'Frontend', 'Testing']);
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
