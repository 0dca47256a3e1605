import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES } from '../../shared/catalogue';
import { WELCOME_CREDITS } from '../../shared/constants';
import { formatPaise } from '../../shared/pricing';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { chromiumPath, launchChromium } from '../../testing/browser/chromium';
import {
  balanceBadge,
  creditsIn,
  localCheckout,
  waitForBalance,
  undeliveredWebhooks,
} from '../../testing/browser/local-checkout';
import {
  violationsInBothSchemes,
  newAccount,
  pageHelpers,
  screenshotIfAsked,
  signUpInNewContext,
} from '../../testing/browser/page-helpers';

const SUMMARY_LABELS = [
  'Current Balance',
  'Total Spent',
  'Total Refunded',
  'Total Purchased',
] as const;
type SummaryLabel = (typeof SUMMARY_LABELS)[number];

describe.runIf(chromiumPath)('buying credits in headless Chromium, against the local cloud', () => {
  const cloud = useSharedCloud();
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  const account = newAccount('kiran');
  const creator = CREDIT_PACKAGES[1];

  const helpers = () => pageHelpers(page);
  const checkout = () => localCheckout(page);
  const packageCard = (name: string): Locator => page.getByRole('article', { name });
  const historyRows = (): Locator => page.getByRole('table').getByRole('row');

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
    browser = await launchChromium();
    ({ page } = await signUpInNewContext(browser, cloud.url, account, pageErrors));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the balance, the summary and the packages with rupee prices', async () => {
    await openCredits();

    await expect(balanceBadge(page)).resolves.toBe(WELCOME_CREDITS);
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
    await screenshotIfAsked(page, 'credits-desktop', { fullPage: true });
  });

  it('changes nothing when the checkout is closed', async () => {
    const before = await summary();
    const entriesBefore = await openHistory();
    await page.getByRole('tab', { name: 'Buy Credits' }).click();

    await packageCard(creator.name).getByRole('button', { name: 'Buy Now' }).click();
    await checkout().payButton.waitFor();
    await screenshotIfAsked(page, 'credits-checkout');
    await checkout().closeButton.click();

    await helpers().toast('Payment cancelled');
    await checkout().closed();
    const buyNow = packageCard(creator.name).getByRole('button', { name: 'Buy Now' });
    await expect(buyNow.getAttribute('aria-disabled')).resolves.toBe('false');
    await expect(buyNow.evaluate((button) => button === document.activeElement)).resolves.toBe(
      true,
    );
    await openCredits();
    await expect(summary()).resolves.toEqual(before);
    await expect(balanceBadge(page)).resolves.toBe(before['Current Balance']);
    await expect(openHistory()).resolves.toBe(entriesBefore);
  });

  it('buys a package through the local checkout: balance and summary rise by exactly its credits', async () => {
    await openCredits();
    const before = await summary();

    await packageCard(creator.name).getByRole('button', { name: 'Buy Now' }).click();
    const pay = checkout().payButton;
    await pay.waitFor();
    await expect(pay.textContent()).resolves.toContain(formatPaise(creator.price).slice(1));
    await pay.click();

    await helpers().toast(`Payment successful! ${creator.credits} credits added.`);
    const expected = before['Current Balance'] + creator.credits;
    await waitForBalance(page, expected);
    await expect(summary()).resolves.toMatchObject({
      'Current Balance': expected,
      'Total Purchased': before['Total Purchased'] + creator.credits,
    });
    await screenshotIfAsked(page, 'credits-purchased');

    // The webhook for the same payment arrives too; it must not credit the package again.
    await cloud.razorpay.webhooksDelivered();
    expect(await undeliveredWebhooks(cloud)).toEqual([]);
    await openCredits();
    await expect(balanceBadge(page)).resolves.toBe(expected);
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
    await screenshotIfAsked(page, 'credits-history-desktop', { fullPage: true });
    await page.getByRole('tab', { name: 'Pricing Table' }).click();
    await page.getByRole('region', { name: 'Agent costs' }).waitFor();
    await screenshotIfAsked(page, 'credits-pricing-desktop', { fullPage: true });
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCredits();
    await screenshotIfAsked(page, 'credits-mobile', { fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await openHistory();
    await screenshotIfAsked(page, 'credits-history-mobile', { fullPage: true });
    await page.getByRole('tab', { name: 'Pricing Table' }).click();
    await page.getByRole('region', { name: 'Agent costs' }).waitFor();
    await screenshotIfAsked(page, 'credits-pricing-mobile', { fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('tab', { name: 'Transaction History' }).click();
    await screenshotIfAsked(page, 'credits-history-mobile-dark', { fullPage: true });
  });

  it('meets axe-core on every tab, in light and dark', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCredits();
    for (const tab of ['Buy Credits', 'Transaction History', 'Pricing Table']) {
      const showTab = async () => {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel', { name: tab }).waitFor();
        await page.getByRole('tabpanel', { name: tab }).locator('[aria-busy="true"]').waitFor({
          state: 'detached',
        });
      };
      const violations = await violationsInBothSchemes(page, { prepare: showTab });
      expect({ tab, violations }).toEqual({ tab, violations: [] });
    }
  });

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
