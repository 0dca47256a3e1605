import { describe, expect, it } from 'vitest';
import { offlineModels } from '../offline/offline-models';
import { lostInRewrite } from './rewrite-losses';

const PROMPT =
  'a cafe called Bean There in Kochi with a menu, three reviews, an FAQ and a dark mode toggle. email hello@beanthere.in';

async function builtPage(): Promise<string> {
  const plan = await offlineModels.plan(PROMPT);
  const content = await offlineModels.writeContent(plan);
  return offlineModels.buildPage(plan, content, await offlineModels.makeImages(plan, content));
}

describe('what a page written again lost', () => {
  it('is nothing when the new page delivers all the old one did', async () => {
    const before = await builtPage();
    const after = before.replace('<footer', '<footer data-rewritten');

    expect(await lostInRewrite(before, after)).toEqual([]);
  });

  it('names the asked-for items and the facts the new page no longer has', async () => {
    const before = await builtPage();
    const after = before
      .replace(/<section id="[^"]*" data-kind="faq"[\s\S]*?<\/section>/, '')
      .replaceAll('hello@beanthere.in', 'hi@example.com');

    const lost = await lostInRewrite(before, after);

    expect(lost).toHaveLength(2);
    expect(lost[0]).toMatch(/^“.+”$/);
    expect(lost[1]).toBe('“hello@beanthere.in”');
  });

  it('does not count what the instruction changes: a rename’s old name, a fact it names', async () => {
    const before = await builtPage();
    const renamed = before.replaceAll('Bean There', 'Roast &amp; Co');
    expect(await lostInRewrite(before, renamed, 'Rename the site to "Roast & Co"')).toEqual([]);
    expect(await lostInRewrite(before, renamed, 'change the name to Roast & Co')).toEqual([]);
    // Any other change that drops the name loses it.
    expect(await lostInRewrite(before, renamed, 'make the colours warmer')).toEqual([
      '“Bean There”',
    ]);

    const moved = before.replaceAll('hello@beanthere.in', 'team@beanthere.in');
    expect(
      await lostInRewrite(before, moved, 'use team@beanthere.in instead of hello@beanthere.in'),
    ).toEqual([]);
  });

  it('holds a page with no plan to nothing, as nothing was asked of it', async () => {
    const before = (await builtPage()).replace(/<script[^>]*id="site-plan"[\s\S]*?<\/script>/, '');

    expect(await lostInRewrite(before, '<!DOCTYPE html><title>Empty</title>')).toEqual([]);
  });
});
