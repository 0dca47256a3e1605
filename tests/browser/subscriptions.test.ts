import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionSchema, type Subscription } from '../../shared/api';
import { findPlan } from '../../shared/catalogue';
import { WELCOME_CREDITS } from '../../shared/constants';
import { formatPaise } from '../../shared/pricing';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { seedProject } from '../../testing/cloud/seed';
import { isComplete, openTestSocket } from '../../testing/cloud/socket-client';
import { CONTROL_TOKEN_HEADER } from '../../tools/local-cloud/gateway/control-token-names';
import { chromiumPath, launchChromium } from '../../testing/browser/chromium';
import {
  balanceBadge,
  localCheckout,
  waitForBalance,
  undeliveredWebhooks,
} from '../../testing/browser/local-checkout';
import {
  violationsInBothSchemes,
  newAccount,
  pageHelpers,
  screenshotIfAsked,
  signedInUserId,
  signUpInNewContext,
  type Account,
} from '../../testing/browser/page-helpers';
/** Time enough for a run of the local pipeline on a busy machine. */
const RUN_TIMEOUT_MS = 60_000;

const STARTER = findPlan('starter');
if (!STARTER) throw new Error('The catalogue has no starter plan');
const SUBSCRIBED_BALANCE = WELCOME_CREDITS + STARTER.credits;
const PRO = findPlan('pro');
if (!PRO) throw new Error('The catalogue has no pro plan');
/** Upgraded the moment after subscribing: the whole period's difference is granted. */
const UPGRADED_BALANCE = WELCOME_CREDITS + PRO.credits;

describe.runIf(chromiumPath)('subscribing in headless Chromium, against the local cloud', () => {
  const cloud = useSharedCloud();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  const helpers = () => pageHelpers(page);
  const planCard = (name: string): Locator => page.getByRole('article', { name });
  const currentPlanCard = (): Locator => page.getByRole('region', { name: 'Your subscription' });

  /** The signed-in user's subscription, as the server has it. */
  async function subscriptionStatus(): Promise<Subscription> {
    const body = await page.evaluate(async () => {
      const response = await fetch('/api/subscriptions/status', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
      });
      return (await response.json()) as unknown;
    });
    const parsed = subscriptionSchema.safeParse(
      typeof body === 'object' && body !== null ? Reflect.get(body, 'subscription') : undefined,
    );
    if (!parsed.success) throw new Error(`No subscription in ${JSON.stringify(body)}`);
    return parsed.data;
  }

  /** A date as the page shows it, formatted by the browser (its time zone, its locale data). */
  function pageDate(unixSeconds: number): Promise<string> {
    return page.evaluate(
      (seconds) =>
        new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(new Date(seconds * 1000)),
      unixSeconds,
    );
  }

  async function openSubscriptions() {
    await page.goto(`${cloud.url}/subscriptions`);
    await helpers().heading('Subscription plans');
    await planCard('Starter').waitFor();
  }

  /** Subscribes the signed-in user to Starter through the local checkout. */
  async function subscribeToStarter() {
    await openSubscriptions();
    await planCard('Starter').getByRole('button', { name: 'Choose Starter' }).click();
    const pay = localCheckout(page).payButton;
    await pay.waitFor();
    await screenshotIfAsked(page, 'subscriptions-checkout');
    await pay.click();
    await helpers().toast(`Subscribed to Starter! ${STARTER?.credits ?? 0} credits added.`);
  }

  async function signUp(account: Account) {
    await context?.close();
    ({ context, page } = await signUpInNewContext(browser, cloud.url, account, pageErrors));
  }

  beforeAll(async () => {
    browser = await launchChromium();
    await signUp(newAccount('meera'));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a card per plan with rupee prices, Free as the current plan and Pro as Most Popular', async () => {
    await openSubscriptions();

    await expect(balanceBadge(page)).resolves.toBe(WELCOME_CREDITS);
    await expect(currentPlanCard().count()).resolves.toBe(0);
    await expect(planCard('Starter').textContent()).resolves.toContain(
      `${formatPaise(STARTER.price)}/month`,
    );
    await expect(planCard('Free').textContent()).resolves.toContain('₹0');
    await expect(planCard('Pro').getByText('Most Popular').count()).resolves.toBe(1);
    const free = planCard('Free').getByRole('button', { name: 'Current Plan' });
    await expect(free.getAttribute('aria-disabled')).resolves.toBe('true');
    // Unavailable, yet focusable: choosing it with the keyboard says why.
    await free.focus();
    await page.keyboard.press('Enter');
    await helpers().toast('You are already on the free plan');
    await screenshotIfAsked(page, 'subscriptions', { fullPage: true });
  });

  it('subscribes to Starter through the local checkout: Active, next billing date, +250 credits', async () => {
    await subscribeToStarter();

    await waitForBalance(page, SUBSCRIBED_BALANCE);
    const card = currentPlanCard();
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain('Starter');
    await expect(card.locator('[data-tone]').textContent()).resolves.toBe('Active');
    const subscription = await subscriptionStatus();
    expect(subscription).toMatchObject({ plan_id: 'starter', status: 'active' });
    if (subscription.charge_at === null) throw new Error('An active subscription has no charge_at');
    await expect(card.textContent()).resolves.toContain(
      `Next billing date: ${await pageDate(subscription.charge_at)}`,
    );
    await expect(
      planCard('Starter').getByRole('button', { name: 'Current Plan' }).count(),
    ).resolves.toBe(1);
    await screenshotIfAsked(page, 'subscriptions-active', { fullPage: true });

    // The webhooks for the same charge arrive too; they must not grant the credits again.
    await cloud.razorpay.webhooksDelivered();
    expect(await undeliveredWebhooks(cloud)).toEqual([]);
    await openSubscriptions();
    await expect(balanceBadge(page)).resolves.toBe(SUBSCRIBED_BALANCE);
  });

  it('upgrades Starter to Pro at once: the dialog says the charge and credits, then the card shows Pro and the balance grew', async () => {
    await openSubscriptions();
    await planCard('Pro').getByRole('button', { name: 'Upgrade' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Upgrade to Pro?' });
    await expect(dialog.textContent()).resolves.toContain(
      `You pay ${formatPaise(PRO.price - STARTER.price)} now for the rest of this billing period ` +
        `and get ${PRO.credits - STARTER.credits} more credits at once.`,
    );
    await screenshotIfAsked(page, 'subscriptions-upgrade');
    await dialog.getByRole('button', { name: /^Upgrade · / }).click();

    await helpers().toast(`Upgraded to Pro! ${PRO.credits - STARTER.credits} credits added.`);
    await expect.poll(() => balanceBadge(page)).toBe(UPGRADED_BALANCE);
    await expect(currentPlanCard().textContent()).resolves.toContain('Pro');
    await expect(
      planCard('Pro').getByRole('button', { name: 'Current Plan' }).count(),
    ).resolves.toBe(1);
    await expect(subscriptionStatus()).resolves.toMatchObject({ plan_id: 'pro', status: 'active' });
  });

  it('switches Pro to Starter at renewal: the card shows the scheduled change until it is undone', async () => {
    const { current_end: periodEnd } = await subscriptionStatus();
    if (periodEnd === null || periodEnd === undefined) throw new Error('No current_end');
    const changesOn = `Changes to Starter on ${await pageDate(periodEnd)}`;

    await planCard('Starter').getByRole('button', { name: 'Switch at renewal' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Switch to Starter at renewal?' });
    await expect(dialog.textContent()).resolves.toContain('Nothing is charged now');
    await dialog.getByRole('button', { name: 'Switch at renewal' }).click();

    await helpers().toast(changesOn);
    await expect(currentPlanCard().textContent()).resolves.toContain(changesOn);
    await screenshotIfAsked(page, 'subscriptions-scheduled', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshotIfAsked(page, 'subscriptions-scheduled-mobile-dark', { fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await currentPlanCard().getByRole('button', { name: 'Keep Pro' }).click();
    await helpers().toast('Your plan stays Pro');
    await expect(currentPlanCard().textContent()).resolves.toContain('Next billing date');
    await expect(subscriptionStatus()).resolves.toMatchObject({
      plan_id: 'pro',
      scheduled_change: null,
    });
    await expect(balanceBadge(page)).resolves.toBe(UPGRADED_BALANCE);
  });

  it('cancels at the end of the period, after confirmation: still Active, marked as ending', async () => {
    await openSubscriptions();
    const { current_end: periodEnd } = await subscriptionStatus();
    if (periodEnd === null || periodEnd === undefined) throw new Error('No current_end');
    const ends = await pageDate(periodEnd);

    await currentPlanCard().getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    await expect(dialog.textContent()).resolves.toContain('end of the billing period');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();

    await helpers().toast(`Your subscription will end on ${ends}`);
    const card = currentPlanCard();
    await expect(card.locator('[data-tone]').textContent()).resolves.toBe('Active');
    await expect(card.textContent()).resolves.toContain(`Ends on ${ends}`);
    // Nothing left to cancel or change; it can only be resumed.
    await expect(card.getByRole('button').allTextContents()).resolves.toEqual(['Resume plan']);
    await expect(subscriptionStatus()).resolves.toMatchObject({
      status: 'active',
      cancel_at_cycle_end: true,
      charge_at: null,
    });
    await openSubscriptions();
    await expect(currentPlanCard().textContent()).resolves.toContain(`Ends on ${ends}`);
    await expect(balanceBadge(page)).resolves.toBe(UPGRADED_BALANCE);
    await screenshotIfAsked(page, 'subscriptions-ending', { fullPage: true });
  });

  it('resumes the cancelled plan: authorised with no charge, undoable, and it takes over when the period ends', async () => {
    await openSubscriptions();
    const { current_end: periodEnd, subscription_id: oldId } = await subscriptionStatus();
    if (!periodEnd || !oldId) throw new Error('No ending subscription');
    const ends = await pageDate(periodEnd);
    const card = currentPlanCard();
    const resume = async () => {
      await card.getByRole('button', { name: 'Resume plan' }).click();
      const checkout = localCheckout(page);
      // Only a token amount, to authorise the method: the plan is charged when the period ends.
      await expect(checkout.payButton.textContent()).resolves.toBe('Pay ₹5');
      await checkout.payButton.click();
      await helpers().toast(`Your Pro plan resumes on ${ends}`);
      await card.getByText(`Resumes on ${ends}`).waitFor();
    };

    await resume();
    await expect(balanceBadge(page)).resolves.toBe(UPGRADED_BALANCE);
    await screenshotIfAsked(page, 'subscriptions-resuming', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshotIfAsked(page, 'subscriptions-resuming-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await card.getByRole('button', { name: "Don't resume" }).click();
    await helpers().toast(`Resume cancelled: your plan ends on ${ends}`);
    await card.getByText(`Ends on ${ends}`).waitFor();
    await resume();

    // The period ends: Razorpay charges the resume and reports the cancelled one's end.
    const resumeId = (await cloud.razorpay.subscriptions()).find(
      (entry) =>
        !Array.isArray(entry.notes) &&
        entry.notes.resumes === oldId &&
        entry.status === 'authenticated',
    )?.id;
    if (!resumeId) throw new Error('No authorised resume at the local Razorpay');
    await cloud.razorpay.startSubscription(resumeId);
    await cloud.razorpay.endSubscriptionPeriod(oldId);
    await cloud.razorpay.webhooksDelivered();

    await openSubscriptions();
    await expect(subscriptionStatus()).resolves.toMatchObject({
      subscription_id: resumeId,
      plan_id: 'pro',
      status: 'active',
      cancel_at_cycle_end: false,
      resumes_at: null,
    });
    await expect(card.getByRole('button', { name: 'Cancel Subscription' }).count()).resolves.toBe(
      1,
    );
    // The old month's credits expired as the new month's were granted: once.
    await expect(balanceBadge(page)).resolves.toBe(UPGRADED_BALANCE);
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSubscriptions();
    await screenshotIfAsked(page, 'subscriptions-mobile', { fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  it('meets axe-core in light and dark', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await violationsInBothSchemes(page, { prepare: openSubscriptions })).toEqual([]);
  });

  it(
    'replaces the monthly credits on renewal rather than adding to them',
    async () => {
      await signUp(newAccount('arjun'));
      await subscribeToStarter();
      await waitForBalance(page, SUBSCRIBED_BALANCE);
      await cloud.razorpay.webhooksDelivered();

      // Spend some of them on a build, over the socket the workspace uses (building in the
      // workspace is the first-build and generation files' walk).
      const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
      const projectId = await seedProject(cloud, {
        userId: await signedInUserId(page),
        name: 'Tailor',
      });
      const socket = await openTestSocket(cloud, projectId, token);
      try {
        socket.watch(token);
        socket.generate(token, 'A one-page site for a neighbourhood tailor');
        expect(isComplete(await socket.end({ timeoutMs: RUN_TIMEOUT_MS }))).toBe(true);
      } finally {
        await socket.close();
      }
      await openSubscriptions();
      const spent = SUBSCRIBED_BALANCE - (await balanceBadge(page));
      expect(spent).toBeGreaterThan(0);

      const { subscription_id: subscriptionId } = await subscriptionStatus();
      const renewal = await fetch(`${cloud.url}/_local/razorpay/control/subscriptions/renew`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CONTROL_TOKEN_HEADER]: cloud.controlToken },
        body: JSON.stringify({ subscription_id: subscriptionId }),
      });
      // The body says why, should the stand-in refuse.
      expect({ status: renewal.status, body: await renewal.text() }).toMatchObject({ status: 200 });

      await openSubscriptions();
      await expect(balanceBadge(page)).resolves.toBe(SUBSCRIBED_BALANCE);
      await expect(currentPlanCard().locator('[data-tone]').textContent()).resolves.toBe('Active');
      await screenshotIfAsked(page, 'subscriptions-renewed', { fullPage: true });
    },
    2 * RUN_TIMEOUT_MS,
  );

  it('raised no uncaught errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
