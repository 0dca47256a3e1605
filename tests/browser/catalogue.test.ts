import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatePage } from '../../functions/generation/page/validate-page';
import { SECTION_KINDS, type SectionKind } from '../../functions/generation/page/site-plan';
import { CATALOGUE } from '../../functions/generation/catalogue/kinds';
import {
  WIDGET_PROBE_SOURCE,
  type WidgetResult,
} from '../../functions/generation/catalogue/widgets';
import { catalogueSamplePages } from '../../testing/fixtures/generation/catalogue-samples';
import { chromiumPath, launchChromium, newContext } from '../../testing/browser/chromium';
import { accessibilityViolations } from '../../testing/browser/page-helpers';

/**
 * Every kind of the section catalogue, rendered by the offline Frontend into a few pages that hold
 * them all, each page checked in Chromium as a visitor gets it: valid and accessible (contrast
 * too, which needs layout), every section filled, every widget working when used, and nothing
 * wider than a 375 px phone.
 */
describe.runIf(chromiumPath)('the section catalogue in headless Chromium', () => {
  let browser: Browser;
  const pages = catalogueSamplePages();

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('covers every kind of the catalogue across the sample pages', () => {
    const covered = new Set(pages.flatMap((page) => page.kinds));
    expect(SECTION_KINDS.filter((kind) => kind !== 'custom' && !covered.has(kind))).toEqual([]);
    expect(SECTION_KINDS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(pages.map((page) => [page.name, page] as const))(
    '%s: valid, accessible, filled, working and 375 px wide',
    async (_name, sample) => {
      expect(await validatePage(sample.html)).toEqual([]);
      const context = await newContext(browser, { viewport: { width: 375, height: 812 } });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.setContent(sample.html, { waitUntil: 'load' });

        const filled = await page.evaluate((kinds: readonly string[]) => {
          const empty: string[] = [];
          for (const kind of kinds) {
            const section = document.querySelector(`[data-kind="${kind}"]`);
            if (!section?.querySelector('[data-item], [data-widget], [data-approximated]')) {
              empty.push(kind);
            }
          }
          return empty;
        }, sample.kinds);
        expect(filled, 'sections with nothing in them').toEqual([]);
        const counts = await page.evaluate(
          () =>
            Object.fromEntries(
              [...document.querySelectorAll('[data-kind]')].map((section) => [
                section.getAttribute('data-kind'),
                section.querySelectorAll('[data-item]').length,
              ]),
            ) as Record<string, number>,
        );
        for (const kind of sample.kinds as SectionKind[]) {
          expect(counts[kind] ?? 0, `${kind} items`).toBeGreaterThanOrEqual(
            CATALOGUE[kind].items[0],
          );
        }

        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, 'page width at 375 px').toBeLessThanOrEqual(375);
        // The site's name in the header wraps between words, never inside one.
        const splitWords = await page.evaluate(() => {
          const text = document.querySelector('.brand')?.firstChild;
          if (!text?.textContent) return ['no site name in the header'];
          const split: string[] = [];
          for (const match of text.textContent.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) split.push(match[0]);
          }
          return split;
        });
        expect(splitWords, 'words of the site name split across lines').toEqual([]);

        expect(await accessibilityViolations(page)).toEqual([]);

        const widgets = (await page.evaluate(WIDGET_PROBE_SOURCE)) as WidgetResult[];
        expect(widgets.filter((result) => !result.ok)).toEqual([]);
        // Every widget the catalogue says these kinds hold is there, and was used.
        expect([...new Set(widgets.map((result) => result.widget))]).toEqual(
          expect.arrayContaining(sample.widgets),
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
