import { describe, expect, it } from 'vitest';
import { WELCOME_CREDITS } from '../../shared/constants';
import { quoteRunFor, sizeOfMessage } from './generation-quote';
import { runSizeOf } from './edit-size';

const edit = (prompt: string) => runSizeOf({ prompt, hasCode: true });
const editTotal = (prompt: string) =>
  quoteRunFor({ prompt, hasCode: true }, undefined, 'gpt-5', edit(prompt)).total;
const buildTotal = (prompt: string) => quoteRunFor({ prompt, hasCode: false }, undefined).total;

describe('what an edit is priced as', () => {
  it.each([
    'Rename the site to Crumb & Co',
    'change the headline to "Fresh from our oven, every morning"',
    'Make it blue',
    'use a dark theme',
    'Remove the testimonials section',
    'move the FAQ above the pricing',
    'Change the phone number to +91 98765 43210',
    'use a serif font',
    'make the text bigger',
    'Rename it to Sunrise Yoga and make it green',
  ])('a small change costs at most 3 credits: %s', (prompt) => {
    expect(edit(prompt)).toBe('small');
    expect(editTotal(prompt)).toBeLessThanOrEqual(3);
  });

  it.each([
    'Add a testimonials section',
    'add a FAQ after the menu',
    'make it look more premium',
    'make the headline shorter and punchier',
    'Rewrite the text to sound friendlier',
    'Rename it to Sunrise Yoga and add a pricing section',
    'add a dark mode toggle',
  ])('a new section, a restyle or a rewording costs at most 8 credits: %s', (prompt) => {
    expect(edit(prompt)).toBe('medium');
    expect(editTotal(prompt)).toBeLessThanOrEqual(8);
  });

  it('prices words no rule reads as the larger edit, never as a build', () => {
    expect(edit('sprinkle some magic on it')).toBe('medium');
  });

  it.each([
    'Redesign the whole page',
    'start over with a minimal look',
    'A landing page for a dentist in Pune',
  ])('prices a redesign or a new site as a build: %s', (prompt) => {
    expect(edit(prompt)).toBe('build');
    expect(editTotal(prompt)).toBeGreaterThanOrEqual(buildTotal('A landing page for a bakery'));
  });

  it('leaves a new account a first build and an edit within its welcome credits', async () => {
    const build = buildTotal('A landing page for my bakery in Mumbai');
    const rename = editTotal('Rename the bakery to Crumb & Co');
    expect(build + rename).toBeLessThanOrEqual(WELCOME_CREDITS);
  });

  it('prices every first message as a build, whatever its words', async () => {
    await expect(sizeOfMessage({ prompt: 'Make it blue', hasCode: false })).resolves.toBe('build');
    await expect(sizeOfMessage({ prompt: 'Make it blue', hasCode: true })).resolves.toBe('small');
  });
});
