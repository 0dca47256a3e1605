import { describe, expect, it } from 'vitest';
import { AGENT_NAMES, WELCOME_CREDITS } from '../../shared/constants';
import { selectAgents, signalsOf } from './agent-selection';
import { quoteGeneration } from './generation-quote';

const firstBuild = (prompt: string) => selectAgents({ prompt, hasCode: false });
const edit = (prompt: string) => selectAgents({ prompt, hasCode: true });
const costOf = (prompt: string, hasCode = false) =>
  quoteGeneration(selectAgents({ prompt, hasCode })).total;

describe('selectAgents on a first build', () => {
  it('builds a plain landing page with the Frontend agent alone, for 17 credits', () => {
    expect(firstBuild('A landing page for my bakery')).toEqual(['Frontend']);
    expect(costOf('A landing page for my bakery')).toBe(17);
  });

  it('keeps the smallest build within the 20 welcome credits', () => {
    expect(costOf('A landing page for my bakery')).toBeLessThanOrEqual(WELCOME_CREDITS);
  });

  it('adds the Image agent when the prompt asks for pictures', () => {
    expect(firstBuild('A portfolio with a gallery of my photos')).toEqual(['Image', 'Frontend']);
    expect(costOf('A portfolio with a gallery of my photos')).toBe(32);
  });

  it.each([
    'An online store for handmade candles',
    'A page with a contact form',
    'Table booking for my restaurant',
    'A product list with filters',
    'A mortgage calculator',
  ])('adds the Backend agent for behaviour: %s', (prompt) => {
    expect(firstBuild(prompt)).toEqual(['Frontend', 'Backend']);
    expect(costOf(prompt)).toBe(29);
  });

  it('adds the Content agent when the prompt asks for copy', () => {
    expect(firstBuild('A blog about hiking')).toEqual(['Content', 'Frontend']);
  });

  it('runs Planner, Content, Frontend and Testing for a complete site, 10% off', () => {
    expect(firstBuild('A complete website for a law firm')).toEqual([
      'Planner',
      'Content',
      'Frontend',
      'Testing',
    ]);
    const quote = quoteGeneration(firstBuild('A complete website for a law firm'));
    expect(quote).toMatchObject({ subtotal: 46, discount: 4, modelCost: 1, total: 43 });
  });

  it('treats a long first description as a complete site', () => {
    const prompt = `A site for my yoga studio ${'with calm colours and friendly words '.repeat(10)}`;
    expect(firstBuild(prompt)).toEqual(['Planner', 'Content', 'Frontend', 'Testing']);
  });

  it('runs all six agents, in pipeline order, for a full-stack store with images', () => {
    const prompt = 'A full-stack online store with product photos and a cart';
    expect(firstBuild(prompt)).toEqual([...AGENT_NAMES]);
    expect(costOf(prompt)).toBe(67);
  });

  it('does not read words inside other words', () => {
    expect(firstBuild('A platform for a coffee shop, with information about us')).toEqual([
      'Frontend',
    ]);
  });
});

describe('selectAgents on an edit of existing code', () => {
  it('runs the Frontend agent alone for a small change', () => {
    expect(edit('Make the header blue')).toEqual(['Frontend']);
    expect(costOf('Make the header blue', true)).toBe(17);
  });

  it('adds the Backend agent when the edit asks for behaviour', () => {
    expect(edit('Add a newsletter sign up form')).toEqual(['Frontend', 'Backend']);
  });

  it('adds the Image agent when the edit asks for images', () => {
    expect(edit('Replace the hero image with a picture of mountains')).toEqual([
      'Image',
      'Frontend',
    ]);
  });

  it('does not turn a long edit into a complete build', () => {
    const prompt = `Change the footer ${'and make the spacing a little larger '.repeat(10)}`;
    expect(signalsOf({ prompt, hasCode: true }).has('complete')).toBe(false);
    expect(edit(prompt)).toEqual(['Frontend']);
  });

  it('rebuilds completely when the edit asks for a redesign', () => {
    expect(edit('Redesign it from scratch')).toEqual(['Planner', 'Content', 'Frontend', 'Testing']);
  });

  it('is deterministic: the same message always chooses the same agents', () => {
    const input = { prompt: 'A shop with a cart and photos', hasCode: false };
    expect(selectAgents(input)).toEqual(selectAgents(input));
  });
});
