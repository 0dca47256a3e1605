import { describe, expect, it } from 'vitest';
import { AGENT_COSTS, AGENT_NAMES, TEMPLATE_ENGINE, WELCOME_CREDITS } from './constants';
import { PRICING_INFO } from './catalogue';
import {
  costSummary,
  formatPaise,
  packageEstimates,
  quoteRun,
  typicalCost,
  unusedCredits,
} from './pricing';

describe('quoteRun', () => {
  it("adds the model's credit per message to the agents' cost", () => {
    expect(quoteRun(['Frontend'])).toMatchObject({
      subtotal: 16,
      discount: 0,
      agentTotal: 16,
      model: 'gpt-5',
      modelCost: 1,
      total: 17,
    });
  });

  it('sums the agent costs of requirements §9 with no discount under 4 agents', () => {
    expect(quoteRun(['Planner', 'Frontend', 'Testing'])).toMatchObject({
      subtotal: 38,
      discount: 0,
      total: 39,
    });
  });

  it('splits the 10% multi-agent discount over the agents so their lines add up', () => {
    const quote = quoteRun([...AGENT_NAMES]);
    expect(quote).toMatchObject({ subtotal: 73, discount: 7, agentTotal: 66, total: 67 });
    expect(quote.lines.reduce((sum, line) => sum + line.cost, 0)).toBe(66);
    expect(quote.lines.map((line) => line.listCost)).toEqual([12, 8, 15, 16, 12, 10]);
    for (const line of quote.lines) expect(line.cost).toBeLessThanOrEqual(line.listCost);
  });

  it('prices agents in pipeline order, each once, whatever order they are given in', () => {
    expect(quoteRun(['Testing', 'Frontend', 'Planner', 'Frontend']).agents).toEqual([
      'Planner',
      'Frontend',
      'Testing',
    ]);
  });

  it('refuses a model without a price', () => {
    expect(() => quoteRun(['Frontend'], 'gpt-4')).toThrow('No model cost for gpt-4');
  });
});

describe('template mode', () => {
  it('charges no model credit, and nothing for the agents whose work the templates do anyway', () => {
    const quote = quoteRun([...AGENT_NAMES], TEMPLATE_ENGINE);
    expect(quote.modelCost).toBe(0);
    expect(quote.lines.filter((line) => line.cost === 0).map((line) => line.name)).toEqual([
      'Planner',
      'Content',
      'Image',
    ]);
    expect(quote.total).toBe(quoteRun(['Frontend', 'Backend', 'Testing'], TEMPLATE_ENGINE).total);
    expect(quoteRun(['Frontend'], TEMPLATE_ENGINE).total).toBe(AGENT_COSTS.Frontend);
  });
});

describe('edits, priced by their size', () => {
  it('charges a small edit at most 3 and a larger one at most 8, model included', () => {
    expect(quoteRun(['Frontend'], 'gpt-5', 'small')).toMatchObject({
      size: 'small',
      total: 3,
    });
    expect(quoteRun(['Frontend'], 'gpt-5', 'medium').total).toBeLessThanOrEqual(8);
    expect(quoteRun(['Content', 'Frontend'], 'gpt-5', 'medium').total).toBeLessThanOrEqual(8);
  });

  it('leaves a first build and an edit within the welcome credits', () => {
    expect(typicalCost('onePage') + typicalCost('smallEdit')).toBeLessThanOrEqual(WELCOME_CREDITS);
  });

  it('prices every agent of an edit below its build price, and a redone build as a build', () => {
    for (const size of ['small', 'medium'] as const) {
      const edit = quoteRun([...AGENT_NAMES], 'gpt-5', size);
      const build = quoteRun([...AGENT_NAMES]);
      edit.lines.forEach((line, index) => {
        expect(line.listCost).toBeGreaterThan(0);
        expect(line.listCost).toBeLessThan(build.lines[index]?.listCost ?? 0);
      });
    }
    expect(quoteRun(['Frontend'], 'gpt-5', 'build')).toEqual(quoteRun(['Frontend']));
  });
});

describe('what the product says runs cost', () => {
  it('estimates a package by the quotes of a one-page build, a larger edit and every agent', () => {
    const onePage = quoteRun(['Frontend']).total;
    const edit = quoteRun(['Frontend'], 'gpt-5', 'medium').total;
    const everyAgent = quoteRun([...AGENT_NAMES]).total;
    for (const credits of [20, 100, 300, 750, 2000]) {
      expect(packageEstimates(credits)).toEqual({
        onePageBuilds: Math.floor(credits / onePage),
        edits: Math.floor(credits / edit),
        fullBuilds: Math.floor(credits / everyAgent),
      });
    }
    expect(packageEstimates(100)).toEqual({
      onePageBuilds: 5,
      edits: 16,
      fullBuilds: 1,
    });
  });

  it('quotes in the pricing note and the FAQ the totals real runs are charged', () => {
    const summary = costSummary();
    expect(summary).toContain(`build costs ${quoteRun(['Frontend']).total} credits`);
    expect(summary).toContain(
      `costs ${quoteRun(['Frontend'], 'gpt-5', 'small').total} for a small`,
    );
    expect(summary).toContain(`all six costs ${quoteRun([...AGENT_NAMES]).total}`);
    expect(PRICING_INFO.note).toBe(summary);
  });
});

describe('formatPaise', () => {
  it('shows paise as rupees', () => {
    expect(formatPaise(49900)).toBe('₹499');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(229950)).toBe('₹2,299.50');
  });
});

describe('unusedCredits', () => {
  const quote = quoteRun(['Image', 'Frontend', 'Backend']);

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
