import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, newContext } from '../../testing/browser/chromium';
import {
  accessibilityViolations,
  screenshotIfAsked,
  switchColorScheme,
} from '../../testing/browser/page-helpers';
import { deploySeededSite } from '../../testing/cloud/deployed-site';
import { signUpWithProfile } from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { inboxOf } from '../../testing/cloud/outbox';

/** A café's page with a full-height layout and a footer of its own, as generated pages have. */
const CAFE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lucky Draw Cafe</title>
<style>body{margin:0;font-family:sans-serif;background:#111;color:#eee}
main{min-height:60vh;padding:2rem}footer{padding:1rem;background:#222}a{color:#f0f}</style></head>
<body><main><h1>Lucky Draw Cafe</h1><p>Claim your prize below.</p></main>
<footer><p>© Lucky Draw Cafe</p></footer></body>
</html>`;

describe.runIf(chromiumPath)('reporting a deployed site in headless Chromium', () => {
  const cloud = useSharedCloud();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let siteUrl: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const owner = await signUpWithProfile(cloud, `cafe-${randomUUID().slice(0, 8)}@example.com`);
    ({ url: siteUrl } = await deploySeededSite(cloud, owner, 'Lucky Draw Cafe', CAFE_PAGE));
    browser = await launchChromium();
    context = await newContext(browser, { viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('ends the deployed site with a small “Report this site” link after its own footer', async () => {
    await page.goto(siteUrl);

    const bar = page.getByRole('complementary', { name: 'Report abuse' });
    const link = bar.getByRole('link', { name: 'Report this site' });
    await expect.poll(() => link.isVisible()).toBe(true);
    const [footerBox, barBox] = await Promise.all([
      page.locator('footer').boundingBox(),
      bar.boundingBox(),
    ]);
    expect(barBox?.y).toBeGreaterThanOrEqual((footerBox?.y ?? 0) + (footerBox?.height ?? 0) - 1);
    expect(barBox?.height).toBeLessThan(60);
    expect(await link.getAttribute('href')).toBe(`${cloud.url}/report?site=${siteUrl}`);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await screenshotIfAsked(page, 'deployed-site-report-link', { widths: [1440, 375] });
  });

  it('opens the report form with the site filled in, and sends the report', async () => {
    await page.getByRole('link', { name: 'Report this site' }).click();

    await page.getByRole('heading', { level: 1, name: 'Report this site' }).waitFor();
    expect(await page.getByLabel('Site address').inputValue()).toBe(siteUrl);
    await screenshotIfAsked(page, 'report-page', { widths: [1440, 375] });
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Choose what is wrong with the site').waitFor();
    await page.getByRole('radio', { name: 'Phishing or a fake login page' }).check();
    await page.getByLabel('Details').fill('Asks for my card number to claim a prize');
    await page.getByRole('button', { name: 'Send report' }).click();

    const sent = page.getByRole('status').filter({ hasText: 'Report sent' });
    await sent.waitFor();
    expect(await sent.textContent()).toContain('We have your report');
    await screenshotIfAsked(page, 'report-sent', { widths: [1440, 375] });
    await expect
      .poll(async () =>
        (await inboxOf(cloud, cloud.environment.OPERATOR_EMAIL ?? 'none')).some((mail) =>
          mail.subject.endsWith(siteUrl),
        ),
      )
      .toBe(true);
  });

  it('has no accessibility violations on the report form, light or dark', async () => {
    await page.goto(`${cloud.url}/report`);
    await page.getByRole('heading', { level: 1, name: 'Report this site' }).waitFor();
    const violations: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      violations.push(...(await accessibilityViolations(page)));
    }
    await page.emulateMedia({ colorScheme: 'light' });

    expect(violations).toEqual([]);
    expect(await page.getByLabel('Site address').inputValue()).toBe('');
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
