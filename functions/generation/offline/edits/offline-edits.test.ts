import { describe, expect, it } from 'vitest';
import { AGENT_NAMES } from '../../../../shared/constants';
import { EditUnchangedError } from '../../models/model-errors';
import { runAgents } from '../../../../testing/fixtures/generation/run-agents';
import { embeddedPlan } from '../../page/site-plan';
import { validatePage } from '../../page/validate-page';
import { parsedPage } from '../../../../testing/fixtures/generation/parsed-page';

const build = (prompt: string) => runAgents({ prompt, agents: AGENT_NAMES });
/** An edit as the product runs it: the agents it chooses for the message, on the current page. */
const editPage = (baseHtml: string, prompt: string) => runAgents({ prompt, baseHtml });

function sectionsText(html: string, exceptIds: readonly string[] = []): Record<string, string> {
  const text: Record<string, string> = {};
  for (const section of parsedPage(html).querySelectorAll('main > section')) {
    if (!exceptIds.includes(section.id)) text[section.id] = section.textContent ?? '';
  }
  return text;
}

describe('offline edits through the pipeline', () => {
  const prompt = 'a bakery website for Crumb & Co.';

  it('makes the page dark and green and keeps every word of copy', async () => {
    const original = await build(prompt);

    const edited = await editPage(original.html, 'make it dark and use green');

    const plan = embeddedPlan(edited.html);
    expect(plan?.theme.mode).toBe('dark');
    expect(plan?.theme.hue).toBe(140);
    expect(edited.html).not.toBe(original.html);
    expect(sectionsText(edited.html)).toEqual(sectionsText(original.html));
    expect(await validatePage(edited.html)).toEqual([]);
  });

  it('renames the site and changes its colour in one message, quoted name and all', async () => {
    const original = await build(prompt);

    const edited = await editPage(
      original.html,
      'Change the title to "Crumb & Co. Bakery" and make the accent colour green',
    );

    const plan = embeddedPlan(edited.html);
    expect(plan?.title).toBe('Crumb & Co. Bakery');
    expect(plan?.theme.hue).toBe(140);
    expect(plan?.sections).toEqual(embeddedPlan(original.html)?.sections);
  });

  it('takes an unquoted new name up to the end of its clause', async () => {
    const original = await build(prompt);

    const edited = await editPage(original.html, 'rename it to Loaf Story, and make it dark');

    const plan = embeddedPlan(edited.html);
    expect(plan?.title).toBe('Loaf Story');
    expect(plan?.theme.mode).toBe('dark');
  });

  it('adds a FAQ section and leaves the existing sections as they were', async () => {
    const original = await build(prompt);

    const edited = await editPage(original.html, 'add a FAQ');

    const before = sectionsText(original.html);
    const after = sectionsText(edited.html);
    expect(Object.keys(after)).toContain('faq');
    expect(Object.keys(before)).not.toContain('faq');
    expect(sectionsText(edited.html, ['faq'])).toEqual(before);
    expect(await validatePage(edited.html)).toEqual([]);
  });

  it('removes the testimonials and keeps the rest', async () => {
    const original = await build(prompt);

    const edited = await editPage(original.html, 'remove the testimonials');

    expect(Object.keys(sectionsText(edited.html))).not.toContain('testimonials');
    expect(sectionsText(edited.html)).toEqual(sectionsText(original.html, ['testimonials']));
  });

  it('renames the site in the title and the main heading', async () => {
    const original = await build(prompt);

    const edited = await editPage(original.html, 'rename it to "Golden Crust"');

    const document = parsedPage(edited.html);
    expect(document.title).toBe('Golden Crust');
    expect(document.querySelector('h1')?.textContent).toBe('Golden Crust');
    expect(embeddedPlan(edited.html)?.theme).toEqual(embeddedPlan(original.html)?.theme);
    expect(embeddedPlan(edited.html)?.sections).toEqual(embeddedPlan(original.html)?.sections);
  });

  it('refuses to change a page it cannot read, saying why', async () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><title>Hand-made</title></head><body></body></html>';

    await expect(editPage(html, 'make it dark')).rejects.toThrow(EditUnchangedError);
  });
});
