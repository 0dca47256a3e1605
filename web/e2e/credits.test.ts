import axe from 'axe-core';
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES } from '../../shared/catalogue';
import { WELCOME_CREDITS } from '../../shared/constants';
import { formatPaise } from '../../shared/pricing';
import { startLocalCloud, type LocalCloud } from '../../infra/local/local-cloud';
import { chromiumPath, launchChromium } from './chromium';
import { newAccount, pageHelpers, register } from './page-helpers';

/** Where the page's screenshots go, for a person to look at. */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? '/tmp';
/** The local checkout's webhook follows a payment this much later; the test waits it out. */
const WEBHOOK_DELAY_MS = 200;
const CHECKOUT_FRAME = 'iframe[title="Razorpay Checkout (local test mode)"]';

const SUMMARY_LABELS = [
  'Current Balance',
  'Total Spent',
  'Total Refunded',
  'Total Purchased',
] as const;
type SummaryLabel = (typeof SUMMARY_LABELS)[number];

/** "1,234" → 1234. */
function creditsIn(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d]/g, '');
  if (!digits) throw new Error(`No number in "${text ?? ''}"`);
  return Number(digits);
}

describe.runIf(chromiumPath)('buying credits in headless Chromium, against the local cloud', () => {
  let cloud: LocalCloud;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const account = newAccount('kiran');
  const creator = CREDIT_PACKAGES[1];

  const helpers = () => pageHelpers(page);
  const checkout = (): FrameLocator => page.frameLocator(CHECKOUT_FRAME);
  const packageCard = (name: string): Locator => page.getByRole('article', { name });
  const historyRows = (): Locator => page.getByRole('table').getByRole('row');

  async function balanceBadge(): Promise<number> {
    return creditsIn(await page.getByRole('status', { name: 'Credit balance' }).textContent());
  }

  async function summary(): Promise<Record<SummaryLabel, number>> {
    const card = page.getByRole('region', { name: 'Credit summary' });
    const values = await Promise.all(
      SUMMARY_LABELS.map(async (label) => {
        const stat = card.locator('div').filter({ has: page.getByText(label, { exact: true }) });
        return [label, creditsIn(await stat.locator('dd').textContent())] as const;
      }),
    );
    return Object.fromEntries(values) as Record<SummaryLabel, number>;
  }

  /** axe-core's violations on the page as it is now: rule id and the offending markup. */
  async function accessibilityViolations(): Promise<string[]> {
    await page.addScriptTag({ content: axe.source });
    return page.evaluate(async () => {
      const pageAxe: typeof axe = Reflect.get(window, 'axe');
      const results = await pageAxe.run(document, { resultTypes: ['violations'] });
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.html}`),
      );
    });
  }

  async function openCredits() {
    await page.goto(`${cloud.url}/credits`);
    await helpers().heading('Credits');
    await packageCard(creator.name).waitFor();
  }

  async function openHistory(): Promise<number> {
    await page.getByRole('tab', { name: 'Transaction History' }).click();
    await page.getByRole('table').waitFor();
    return (await historyRows().count()) - 1;
  }

  beforeAll(async () => {
    cloud = await startLocalCloud({
      host: '127.0.0.1',
      port: 0,
      dataDir: null,
      web: 'dev',
      razorpayWebhookDelayMs: WEBHOOK_DELAY_MS,
    });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await register(page, cloud.url, account);
  });

  afterAll(async () => {
    await browser?.close();
    await cloud?.close();
  });

  it('shows the balance, the summary and the packages with rupee prices', async () => {
    await openCredits();

    await expect(balanceBadge()).resolves.toBe(WELCOME_CREDITS);
    await expect(summary()).resolves.toEqual({
      'Current Balance': WELCOME_CREDITS,
      'Total Spent': 0,
      'Total Refunded': 0,
      'Total Purchased': 0,
    });
    for (const pack of CREDIT_PACKAGES) {
      await expect(packageCard(pack.name).textContent()).resolves.toContain(
        formatPaise(pack.price),
      );
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}/credits-desktop.png`, fullPage: true });
  });

  it('changes nothing when the checkout is closed', async () => {
    const before = await summary();
    const entriesBefore = await openHistory();
    await page.getByRole('tab', { name: 'Buy Credits' }).click();

    await packageCard(creator.name).getByRole('button', { name: 'Buy Now' }).click();
    await checkout().getByRole('button', { name: /^Pay / }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/credits-checkout.png` });
    await checkout().getByRole('button', { name: 'Close' }).click();

    await helpers().toast('Payment cancelled');
    await page.locator(CHECKOUT_FRAME).waitFor({ state: 'detached' });
    const buyNow = packageCard(creator.name).getByRole('button', { name: 'Buy Now' });
    await expect(buyNow.getAttribute('aria-disabled')).resolves.toBe('false');
    await expect(buyNow.evaluate((button) => button === document.activeElement)).resolves.toBe(
      true,
    );
    await openCredits();
    await expect(summary()).resolves.toEqual(before);
    await expect(balanceBadge()).resolves.toBe(before['Current Balance']);
    await expect(openHistory()).resolves.toBe(entriesBefore);
  });

  it('buys a package through the local checkout: balance and summary rise by exactly its credits', async () => {
    await openCredits();
    const before = await summary();

    await packageCard(creator.name).getByRole('button', { name: 'Buy Now' }).click();
    const pay = checkout().getByRole('button', { name: /^Pay / });
    await pay.waitFor();
    await expect(pay.textContent()).resolves.toContain(formatPaise(creator.price).slice(1));
    await pay.click();

    await helpers().toast(`Payment successful! ${creator.credits} credits added.`);
    const expected = before['Current Balance'] + creator.credits;
    await page.waitForFunction(
      (balance) =>
        document.querySelector('[role="status"][aria-label="Credit balance"]')?.textContent ===
        `${balance}credits`,
      expected,
    );
    await expect(summary()).resolves.toMatchObject({
      'Current Balance': expected,
      'Total Purchased': before['Total Purchased'] + creator.credits,
    });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/credits-purchased.png` });

    // The webhook for the same payment arrives too; it must not credit the package again.
    await page.waitForTimeout(WEBHOOK_DELAY_MS * 5);
    await openCredits();
    await expect(balanceBadge()).resolves.toBe(expected);
    await expect(summary()).resolves.toEqual({
      ...before,
      'Current Balance': expected,
      'Total Purchased': before['Total Purchased'] + creator.credits,
    });
  });

  it('lists the purchase in the history as completed, newest first', async () => {
    await openHistory();

    const newest = historyRows().nth(1);
    await expect(newest.textContent()).resolves.toContain(`${creator.name} purchase`);
    await expect(newest.textContent()).resolves.toContain(`+${creator.credits}`);
    await expect(newest.locator('[data-tone]').getAttribute('data-tone')).resolves.toBe(
      'completed',
    );
    const purchases = historyRows().filter({ hasText: `${creator.name} purchase` });
    await expect(purchases.count()).resolves.toBe(1);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/credits-history-desktop.png`,
      fullPage: true,
    });
    await page.getByRole('tab', { name: 'Pricing Table' }).click();
    await page.getByRole('region', { name: 'Agent costs' }).waitFor();
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/credits-pricing-desktop.png`,
      fullPage: true,
    });
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCredits();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/credits-mobile.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await openHistory();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/credits-history-mobile.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Pricing Table' }).click();
    await page.getByRole('region', { name: 'Agent costs' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/credits-pricing-mobile.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('tab', { name: 'Transaction History' }).click();
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/credits-history-mobile-dark.png`,
      fullPage: true,
    });
  });

  it('meets axe-core on every tab, in light and dark', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await openCredits();
      for (const tab of ['Buy Credits', 'Transaction History', 'Pricing Table']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel', { name: tab }).waitFor();
        await page.getByRole('tabpanel', { name: tab }).locator('[aria-busy="true"]').waitFor({
          state: 'detached',
        });
        // Colour transitions must end before contrast is measured.
        await page.waitForTimeout(300);
        expect(await accessibilityViolations(), `${tab}, ${colorScheme}`).toEqual([]);
      }
    }
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
