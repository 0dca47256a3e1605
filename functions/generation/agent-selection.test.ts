import { describe, expect, it } from 'vitest';
import { AGENT_NAMES, WELCOME_CREDITS } from '../../shared/constants';
import { quoteRun } from '../../shared/pricing';
import { QUICK_ACTIONS, SURPRISE_IDEAS } from '../../shared/project-ideas';
import { PLAIN_ONE_PAGE_PROMPTS } from '../../testing/fixtures/generation/plain-prompts';
import { agentsForRun, chooseAgents, selectAgents } from './agent-selection';

const firstBuild = (prompt: string) => selectAgents({ prompt, hasCode: false });
const edit = (prompt: string) => selectAgents({ prompt, hasCode: true });
const costOf = (prompt: string, hasCode = false) =>
  quoteRun(selectAgents({ prompt, hasCode })).total;

describe('the default agents of a first build', () => {
  it.each([...QUICK_ACTIONS.map((action) => action.prompt), ...SURPRISE_IDEAS])(
    'builds every dashboard idea within the welcome credits: %s',
    (prompt) => {
      expect(firstBuild(prompt)).toEqual(['Frontend']);
      expect(costOf(prompt)).toBeLessThanOrEqual(WELCOME_CREDITS);
    },
  );

  it.each(PLAIN_ONE_PAGE_PROMPTS)(
    'builds a one-page site asked for in plain words with the Frontend alone: %s',
    (prompt) => {
      expect(firstBuild(prompt)).toEqual(['Frontend']);
      expect(costOf(prompt)).toBe(17);
    },
  );

  it('adds the Image agent when the words ask for custom artwork', () => {
    expect(firstBuild('A portfolio with custom illustrations of my cat')).toEqual([
      'Image',
      'Frontend',
    ]);
    expect(costOf('A portfolio with custom illustrations of my cat')).toBe(32);
  });

  it.each([
    'A page for my gym with member login',
    'A booking page that saves entries to a database',
    'A recipe site with a backend API',
  ])('adds the Backend agent for real backend work: %s', (prompt) => {
    expect(firstBuild(prompt)).toEqual(['Frontend', 'Backend']);
    expect(costOf(prompt)).toBe(29);
  });

  it('adds the Content agent when the words ask for copywriting', () => {
    expect(firstBuild('A page for my shop, please write persuasive copy')).toEqual([
      'Content',
      'Frontend',
    ]);
  });

  it('adds the Testing agent when the words ask for accessibility checks', () => {
    expect(firstBuild('A clinic page that meets WCAG accessibility')).toEqual([
      'Frontend',
      'Testing',
    ]);
  });

  it('runs Planner, Content, Frontend and Testing for a complete site, 10% off', () => {
    const agents = firstBuild('A complete website for a law firm');
    expect(agents).toEqual(['Planner', 'Content', 'Frontend', 'Testing']);
    expect(quoteRun(agents)).toMatchObject({ subtotal: 46, discount: 4, modelCost: 1, total: 43 });
  });

  it('does not turn a long description into a complete site', () => {
    const prompt = `A site for my yoga studio ${'with calm colours and friendly words '.repeat(10)}`;
    expect(firstBuild(prompt)).toEqual(['Frontend']);
  });

  it('runs all six agents, in pipeline order, for a full-stack store with custom images', () => {
    const prompt = 'A full-stack online store with custom product images and a cart';
    expect(firstBuild(prompt)).toEqual([...AGENT_NAMES]);
    expect(costOf(prompt)).toBe(67);
  });

  it('does not read words inside other words', () => {
    expect(
      firstBuild('A platform for a coffee shop, with copyright notes and testimonials'),
    ).toEqual(['Frontend']);
  });

  it('is deterministic', () => {
    const input = { prompt: 'A complete site with custom artwork', hasCode: false };
    expect(chooseAgents(input)).toEqual(chooseAgents(input));
  });
});

describe('what each agent will do, for the quote', () => {
  it('names the working parts the Frontend will make for this prompt', () => {
    const frontend = chooseAgents({
      prompt: 'A small shop with a cart, a photo gallery and a contact form',
      hasCode: false,
    }).find((choice) => choice.name === 'Frontend');
    expect(frontend).toMatchObject({ selected: true, optional: false });
    expect(frontend?.reason).toContain('forms, cart and gallery working');
  });

  it('quotes the words that brought an optional agent in', () => {
    const image = chooseAgents({
      prompt: 'A bakery page with hand-drawn illustrations',
      hasCode: false,
    }).find((choice) => choice.name === 'Image');
    expect(image).toMatchObject({ selected: true, optional: true });
    expect(image?.reason).toContain('"hand-drawn illustrations"');
  });

  it('says what an agent would add when it is not chosen', () => {
    const choices = chooseAgents({ prompt: 'A landing page', hasCode: false });
    for (const choice of choices.filter((c) => c.name !== 'Frontend')) {
      expect(choice).toMatchObject({ selected: false, optional: true });
      expect(choice.reason.length).toBeGreaterThan(10);
    }
  });
});

describe('the default agents of an edit of existing code', () => {
  it('runs the Frontend agent alone for a small change', () => {
    expect(edit('Make the header blue')).toEqual(['Frontend']);
    expect(costOf('Make the header blue', true)).toBe(17);
  });

  it('keeps forms and carts with the Frontend', () => {
    expect(edit('Add a newsletter sign up form')).toEqual(['Frontend']);
  });

  it('adds the Image agent when the edit asks for new artwork', () => {
    expect(edit('Replace the hero image with a picture of mountains')).toEqual([
      'Image',
      'Frontend',
    ]);
  });

  it('rewords the page’s own copy with the Frontend alone, paying for no fresh copy', () => {
    expect(edit('make the copy warmer and friendlier')).toEqual(['Frontend']);
    expect(edit('the wording should sound more formal')).toEqual(['Frontend']);
    expect(edit('rewrite the copy for our new autumn range')).toEqual(['Content', 'Frontend']);
  });

  it('rebuilds completely when the edit asks for a redesign', () => {
    expect(edit('Redesign it from scratch')).toEqual(['Planner', 'Content', 'Frontend', 'Testing']);
  });

  it('treats "from scratch" on a first build as an ordinary request', () => {
    expect(firstBuild('A landing page built from scratch')).toEqual(['Frontend']);
  });
});

describe('the agents a run uses', () => {
  const input = { prompt: 'A complete website for a law firm', hasCode: false };

  it('is the default selection when the user made no choice', () => {
    expect(agentsForRun(input, undefined)).toEqual(selectAgents(input));
  });

  it("is the user's choice, in pipeline order, always with the Frontend", () => {
    expect(agentsForRun(input, ['Testing', 'Image'])).toEqual(['Image', 'Frontend', 'Testing']);
    expect(agentsForRun(input, [])).toEqual(['Frontend']);
  });
});
