import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { PRODUCT_NAME } from '../../web/src/lib/product';
import { chromiumPath, launchChromium, newPage } from '../../testing/browser/chromium';

describe.runIf(chromiumPath)('the app in headless Chromium, served by the local cloud', () => {
  const cloud = useSharedCloud();
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    // The same way `npm start` serves it: Vite in middleware mode on the gateway's origin.
    browser = await launchChromium();
    // With its service worker, as people's browsers load it.
    page = await newPage(browser, { serviceWorkers: 'allow' });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('loads the app at the root with its name and a way to sign in', async () => {
    await page.goto(cloud.url);
    await expect(page.title()).resolves.toContain(PRODUCT_NAME);
    await page.getByRole('link', { name: 'Get Started Free' }).first().waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('routes client-side to a screen of requirements §2 and back', async () => {
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.waitForURL(/\/auth\?mode=login$/);
    await page.goto(`${cloud.url}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe(`Contact · ${PRODUCT_NAME}`);
    expect(pageErrors).toEqual([]);
  });

  it('sends a signed-out visitor of a signed-in screen to log in', async () => {
    await page.goto(`${cloud.url}/subscriptions`);
    await page.waitForURL(/\/auth\?/);
    expect(new URL(page.url()).searchParams.get('mode')).toBe('login');
  });

  it('shows a not-found page for an unknown route', async () => {
    await page.goto(`${cloud.url}/no/such/page`);
    await page
      .getByText(/doesn.t exist/i)
      .first()
      .waitFor();
    await expect(page.title()).resolves.toContain('Page not found');
  });

  it('reaches the API on the same origin from the page', async () => {
    const plans = await page.evaluate(async () => {
      const response = await fetch('/api/subscriptions/plans');
      const body: { plans: { id: string }[] } = await response.json();
      return body.plans.map((plan) => plan.id);
    });
    expect(plans).toEqual(['free', 'starter', 'pro', 'enterprise']);
  });
});
