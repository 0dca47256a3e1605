import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from '../../../shared/zod';
import { useOwnLocalCloud, withRunSpa } from '../../../testing/cloud/local-cloud-suite';
import { chromiumPath, launchChromium, newContext } from '../../../testing/browser/chromium';

/** A person's Chrome: headless Chromium says so in its user agent, and bots are not counted. */
const PERSON_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const reportSchema = z.object({
  pages: z.array(z.object({ page: z.string(), views: z.number() })),
});

describe.runIf(chromiumPath)("the app's own analytics in headless Chromium", () => {
  // A cloud of its own: it counts the whole product's page views, which other files add to.
  const cloud = useOwnLocalCloud(withRunSpa());
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function newPage({ globalPrivacyControl = false } = {}): Promise<Page> {
    const context = await newContext(browser, { userAgent: PERSON_AGENT });
    contexts.push(context);
    if (globalPrivacyControl) {
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      );
    }
    return context.newPage();
  }

  /** Opens a screen and waits for its title (Vite may reload once while it warms up). */
  async function open(page: Page, path: string, title: string) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await page.goto(`${cloud.url}${path}`);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }

  /** The page views `/_local/analytics.json` shows, once `expected` are all there. */
  async function countedPages(expected: readonly string[]): Promise<Map<string, number>> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(`${cloud.url}/_local/analytics.json`);
      const { pages } = reportSchema.parse(await response.json());
      const views = new Map(pages.map((entry) => [entry.page, entry.views]));
      if (expected.every((page) => views.has(page)) || attempt === 50) return views;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('counts the screens visited by their templates, and none from a browser with GPC on', async () => {
    const declining = await newPage({ globalPrivacyControl: true });
    await open(declining, '/contact', 'Send Us a Message');
    await declining.close({ runBeforeUnload: true });
    const visitor = await newPage();
    await open(visitor, '/?utm_source=newsletter', 'Build Production-Ready Websites with AI');
    // Screens reached inside the app, without loading a page.
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await visitor.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    // Closing the tab (pagehide) sends what waits. Not leaving it by loading another page: that
    // beacon would go after the page, when the context's user agent no longer applies, and carry
    // HeadlessChrome's own, which the server rightly drops as a bot's.
    await visitor.close({ runBeforeUnload: true });

    const views = await countedPages(['/', '/privacy', '/terms']);
    const reader = await newPage();
    await reader.goto(`${cloud.url}/_local/analytics`);

    expect(Object.fromEntries(views)).toEqual({ '/': 1, '/privacy': 1, '/terms': 1 });
    await reader.getByRole('heading', { level: 1, name: 'Product analytics' }).waitFor();
    const pagesTable = reader.locator('table').nth(1);
    for (const page of ['/', '/privacy', '/terms']) {
      await expect(
        pagesTable.getByRole('cell', { name: page, exact: true }).isVisible(),
      ).resolves.toBe(true);
    }
  });
});
