import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '../../../../shared/api';
import {
  FAKE_RAZORPAY_KEY_ID,
  type FakeApiServer,
} from '../../../../testing/web/auth/fake-api-server';
import type { InMemoryAuthService } from '../../../../testing/web/auth/in-memory-auth-service';
import { currentUrl, renderApp } from '../../../../testing/web/auth/render-app';
import { signInAs } from '../../../../testing/web/auth/sign-in-as';
import {
  balanceBadge,
  stubPaymentPage,
  unstubPaymentPage,
  type PaymentPageFakes,
} from '../../../../testing/web/credits/payment-page-fakes';
import { formatBillingDate } from '../../lib/subscriptions/subscription-display';
import {
  FAKE_BILLING_PERIOD_S,
  withFakeSubscriptions,
  type FakeSubscriptionsApi,
} from '../../../../testing/web/subscriptions/fake-subscriptions-api';

let auth: InMemoryAuthService;
let server: FakeApiServer;
let subscriptions: FakeSubscriptionsApi;
let razorpay: PaymentPageFakes['razorpay'];

const ASHA = { id: 'u1', username: 'asha', email: 'asha@example.com', credits: 20 };
const NEXT_BILLING = 1_764_583_200;

function activeStarter(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan_id: 'starter',
    status: 'active',
    charge_at: NEXT_BILLING,
    subscription_id: 'sub_existing',
    cancel_at_cycle_end: false,
    current_end: NEXT_BILLING,
    ...overrides,
  };
}

function signIn(credits = ASHA.credits) {
  return signInAs({ auth, server }, { ...ASHA, credits });
}

async function openSubscriptions() {
  const app = renderApp('/subscriptions', auth);
  await screen.findByRole('heading', { level: 1, name: 'Subscription plans' });
  return app;
}

async function openWithPlans() {
  const app = await openSubscriptions();
  await screen.findByRole('article', { name: 'Starter' });
  return app;
}

function planCard(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

function planButton(name: string): HTMLElement {
  return within(planCard(name)).getByRole('button');
}

function currentPlanCard(): HTMLElement {
  return screen.getByRole('region', { name: 'Your subscription' });
}

function requestsTo(path: string) {
  return server.requests.filter((request) => request.path === path);
}

beforeEach(() => {
  ({ auth, server, razorpay } = stubPaymentPage());
  // The subscription calls are answered on top of the API server.
  subscriptions = withFakeSubscriptions(server);
  vi.stubGlobal('fetch', subscriptions.fetch);
});

afterEach(unstubPaymentPage);

describe('the subscription plans page', () => {
  it('sends a visitor without a token to /auth?mode=login', async () => {
    const { router } = renderApp('/subscriptions', auth);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome Back!');
    expect(currentUrl(router)).toBe('/auth?mode=login&redirect=%2Fsubscriptions');
  });

  it('shows the nav with a way back and the balance, and no current plan without a subscription', async () => {
    await signIn();

    await openWithPlans();

    const nav = screen.getByRole('navigation', { name: 'Subscription plans' });
    expect(within(nav).getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(balanceBadge()).toBe('20credits');
    expect(screen.queryByRole('region', { name: 'Your subscription' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Subscription plans · Sitewright'));
  });

  it('lists a card per plan with rupee prices, monthly credits and features; pro is Most Popular', async () => {
    await signIn();

    await openWithPlans();

    const cards = within(screen.getByRole('region', { name: 'Plans' })).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Free',
      'Starter',
      'Pro',
      'Enterprise',
    ]);
    expect(planCard('Free').textContent).toContain('₹0');
    expect(planCard('Free').textContent).not.toContain('/month');
    expect(planCard('Free').textContent).toContain('20 credits at sign-up');
    expect(within(planCard('Starter')).getByText('₹499')).toBeTruthy();
    expect(within(planCard('Starter')).getByText('/month')).toBeTruthy();
    expect(planCard('Starter').textContent).toContain('250 credits / month');
    expect(within(planCard('Pro')).getByText('₹1,499')).toBeTruthy();
    expect(planCard('Enterprise').textContent).toContain('4,000 credits / month');
    const features = within(planCard('Enterprise')).getByRole('list', {
      name: 'Enterprise features',
    });
    expect(within(features).getByText('Dedicated account manager')).toBeTruthy();
    expect(within(planCard('Pro')).getByText('Most Popular')).toBeTruthy();
    expect(within(planCard('Starter')).queryByText('Most Popular')).toBeNull();
  });

  it("marks the free plan as current; choosing it says 'You are already on the free plan'", async () => {
    await signIn();
    await openWithPlans();
    const free = planButton('Free');
    expect(free.textContent).toBe('Current Plan');
    expect(free.getAttribute('aria-disabled')).toBe('true');
    expect(planButton('Starter').textContent).toBe('Choose Starter');
    expect(planButton('Starter').getAttribute('aria-disabled')).toBe('false');

    fireEvent.click(free);

    expect(await screen.findByText('You are already on the free plan')).toBeTruthy();
    expect(requestsTo('/api/subscriptions/create')).toHaveLength(0);
    expect(razorpay.checkouts).toHaveLength(0);
  });

  it('subscribes: create, checkout with the subscription, verify, then the plan and the new balance', async () => {
    await signIn();
    await openWithPlans();

    fireEvent.click(planButton('Starter'));

    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));
    expect(requestsTo('/api/subscriptions/create')[0]?.body).toEqual({ plan_id: 'starter' });
    expect(razorpay.last().opened).toBe(true);
    expect(razorpay.last().options).toMatchObject({
      key: FAKE_RAZORPAY_KEY_ID,
      subscription_id: 'sub_fake_1',
      prefill: { name: 'asha', email: 'asha@example.com' },
    });
    expect(razorpay.last().options).not.toHaveProperty('amount');
    expect(planButton('Starter').textContent).toBe('Processing...');
    expect(planButton('Pro').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(planButton('Pro'));
    expect(requestsTo('/api/subscriptions/create')).toHaveLength(1);

    razorpay.last().pay();

    expect(await screen.findByText('Subscribed to Starter! 250 credits added.')).toBeTruthy();
    // The click on Pro while Starter was under way asked for nothing.
    expect(requestsTo('/api/subscriptions/create')).toHaveLength(1);
    expect(requestsTo('/api/subscriptions/verify')[0]?.body).toMatchObject({
      subscription_id: 'sub_fake_1',
      payment_id: 'pay_fake_1',
    });
    await waitFor(() => expect(balanceBadge()).toBe('270credits'));
    const current = await screen.findByRole('region', { name: 'Your subscription' });
    expect(current.textContent).toContain('Starter');
    expect(current.querySelector('[data-tone]')?.textContent).toBe('Active');
    const nextBilling = formatBillingDate(subscriptions.now() + FAKE_BILLING_PERIOD_S);
    expect(current.textContent).toContain(`Next billing date: ${nextBilling}`);
    expect(planButton('Starter').textContent).toBe('Current Plan');
    expect(planButton('Free').textContent).toBe('Choose Free');
  });

  it("shows the server's reason when the subscription cannot be created", async () => {
    await signIn();
    await openWithPlans();
    // Subscribed in another tab meanwhile: this page still offers the plans.
    subscriptions.subscriptions.set(ASHA.email, activeStarter());

    fireEvent.click(planButton('Pro'));

    expect(
      await screen.findByText(
        'You already have an active subscription. Cancel it before choosing another plan.',
      ),
    ).toBeTruthy();
    expect(razorpay.checkouts).toHaveLength(0);
    // The page catches up with the subscription the server has.
    expect(await screen.findByRole('region', { name: 'Your subscription' })).toBeTruthy();
    expect(planButton('Starter').textContent).toBe('Current Plan');
  });

  it("says 'Failed to create subscription' when the server fails without a reason of its own", async () => {
    await signIn();
    subscriptions.failures.create = { status: 500, detail: 'Internal server error' };
    await openWithPlans();

    fireEvent.click(planButton('Starter'));

    expect(await screen.findByText('Failed to create subscription')).toBeTruthy();
    expect(razorpay.checkouts).toHaveLength(0);
    await waitFor(() => expect(planButton('Starter').textContent).toBe('Choose Starter'));
  });

  it("says 'Payment verification failed' and keeps the free plan when the payment is not genuine", async () => {
    await signIn();
    await openWithPlans();
    fireEvent.click(planButton('Starter'));
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));

    razorpay.last().pay('0'.repeat(64));

    expect(await screen.findByText('Payment verification failed')).toBeTruthy();
    await waitFor(() => expect(planButton('Starter').textContent).toBe('Choose Starter'));
    expect(balanceBadge()).toBe('20credits');
    expect(screen.queryByRole('region', { name: 'Your subscription' })).toBeNull();
    expect(planButton('Free').textContent).toBe('Current Plan');
  });

  it('says why when the server refunds a plan paid for in another tab', async () => {
    await signIn();
    const detail =
      'You already have an active subscription, so this payment was cancelled and refunded.';
    subscriptions.failures.verify = { status: 409, detail };
    await openWithPlans();
    fireEvent.click(planButton('Pro'));
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));

    razorpay.last().pay();

    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.queryByText('Payment verification failed')).toBeNull();
  });

  it('changes nothing when the checkout is closed', async () => {
    await signIn();
    await openWithPlans();
    fireEvent.click(planButton('Pro'));
    await waitFor(() => expect(razorpay.checkouts).toHaveLength(1));

    razorpay.last().dismiss();

    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(planButton('Pro').textContent).toBe('Choose Pro');
    expect(requestsTo('/api/subscriptions/verify')).toHaveLength(0);
  });

  it('shows the current plan with its status and next billing date, Upgrade on dearer plans, and why Free cannot be chosen', async () => {
    await signIn(270);
    subscriptions.subscriptions.set(ASHA.email, activeStarter());

    await openWithPlans();

    const current = currentPlanCard();
    expect(current.textContent).toContain('Starter');
    expect(current.querySelector('[data-tone]')?.textContent).toBe('Active');
    expect(current.textContent).toContain(`Next billing date: ${formatBillingDate(NEXT_BILLING)}`);
    expect(within(current).getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(planButton('Starter').textContent).toBe('Current Plan');
    expect(planButton('Starter').getAttribute('aria-disabled')).toBe('true');
    expect(planButton('Pro').textContent).toBe('Upgrade');
    expect(planButton('Pro').getAttribute('aria-disabled')).toBe('false');
    expect(planButton('Enterprise').textContent).toBe('Upgrade');
    expect(within(planCard('Free')).getByText('Cancel your current plan to switch')).toBeTruthy();

    fireEvent.click(planButton('Free'));

    // The hint under Free, and now the toast.
    await waitFor(() =>
      expect(screen.getAllByText('Cancel your current plan to switch')).toHaveLength(2),
    );
    expect(requestsTo('/api/subscriptions/create')).toHaveLength(0);
  });

  it('says what an upgrade charges and grants for the days left before it is confirmed', async () => {
    await signIn(270);
    const now = Math.floor(Date.now() / 1000);
    const day = 24 * 60 * 60;
    subscriptions.subscriptions.set(
      ASHA.email,
      activeStarter({ current_start: now - 10 * day, current_end: now + 20 * day }),
    );
    await openWithPlans();

    fireEvent.click(planButton('Pro'));

    const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade to Pro?' });
    // Two thirds of the period are left: two thirds of ₹1,000 and of 750 credits.
    expect(dialog.textContent).toContain('You pay ₹666.67 now');
    expect(dialog.textContent).toContain('get 500 more credits at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Starter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo('/api/subscriptions/change')).toHaveLength(0);
  });

  it('shows a switch scheduled for renewal on the current plan, with Keep to undo it', async () => {
    await signIn(1020);
    subscriptions.subscriptions.set(
      ASHA.email,
      activeStarter({ plan_id: 'pro', scheduled_change: { plan_id: 'starter', at: NEXT_BILLING } }),
    );

    await openWithPlans();

    const current = currentPlanCard();
    expect(current.textContent).toContain(
      `Changes to Starter on ${formatBillingDate(NEXT_BILLING)}`,
    );
    expect(within(current).getByRole('button', { name: 'Keep Pro' })).toBeTruthy();
    expect(planButton('Enterprise').getAttribute('aria-disabled')).toBe('true');
    expect(
      within(planCard('Enterprise')).getByText('Undo the scheduled change to choose another plan'),
    ).toBeTruthy();
  });

  it('shows other statuses only as a badge: no billing date and no Cancel', async () => {
    await signIn();
    subscriptions.subscriptions.set(
      ASHA.email,
      activeStarter({ status: 'halted', charge_at: null }),
    );

    await openWithPlans();

    const current = currentPlanCard();
    expect(current.querySelector('[data-tone]')?.textContent).toBe('Halted');
    expect(current.textContent).not.toContain('Next billing date');
    expect(within(current).queryByRole('button')).toBeNull();
    // A halted subscription is over: the user is on the free plan and may subscribe again.
    expect(planButton('Free').textContent).toBe('Current Plan');
    expect(planButton('Starter').getAttribute('aria-disabled')).toBe('false');
  });

  it('cancels at the end of the billing period, after confirmation', async () => {
    await signIn(270);
    subscriptions.subscriptions.set(ASHA.email, activeStarter());
    await openWithPlans();

    fireEvent.click(within(currentPlanCard()).getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain(
      `cancelled at the end of the billing period, on ${formatBillingDate(NEXT_BILLING)}`,
    );
    expect(dialog.textContent).toContain('unused monthly credits expire');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Plan' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requestsTo('/api/subscriptions/cancel')).toHaveLength(0);

    fireEvent.click(within(currentPlanCard()).getByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );

    const ends = formatBillingDate(NEXT_BILLING);
    expect(await screen.findByText(`Your subscription will end on ${ends}`)).toBeTruthy();
    // One cancellation: the first dialog's "Keep Plan" sent none.
    expect(requestsTo('/api/subscriptions/cancel').map((request) => request.body)).toEqual([
      { cancel_at_cycle_end: true },
    ]);
    const current = currentPlanCard();
    expect(current.querySelector('[data-tone]')?.textContent).toBe('Active');
    expect(current.textContent).toContain(`Ends on ${ends}`);
    expect(current.textContent).toContain('stays usable');
    expect(current.textContent).not.toContain('Next billing date');
    // Nothing left to cancel: it can only be resumed.
    expect(
      within(current)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resume plan']);
    expect(
      within(planCard('Pro')).getByText('You can choose another plan when your current plan ends'),
    ).toBeTruthy();
  });

  it("says 'Failed to cancel subscription' when the cancellation fails", async () => {
    await signIn(270);
    subscriptions.subscriptions.set(ASHA.email, activeStarter());
    subscriptions.failures.cancel = { status: 502, detail: 'Payment provider unavailable' };
    await openWithPlans();

    fireEvent.click(within(currentPlanCard()).getByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Subscription' }),
    );

    expect(await screen.findByText('Failed to cancel subscription')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(currentPlanCard()).getByRole('button', { name: 'Cancel Subscription' }),
      ).toBeTruthy(),
    );
    expect(currentPlanCard().textContent).toContain('Next billing date');
  });

  it("says 'Failed to load plans' when the plans do not load, and retries", async () => {
    await signIn();
    subscriptions.failures.plans = { status: 500, detail: 'Server busy' };

    await openSubscriptions();

    // The toast (requirements §8) and the list's own notice.
    await waitFor(() => expect(screen.getAllByText('Failed to load plans')).toHaveLength(2));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load plans');
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeTruthy();
    delete subscriptions.failures.plans;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Starter' })).toBeTruthy();
  });

  it('answers the pricing questions in the FAQ', async () => {
    await signIn();
    await openWithPlans();

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(faq.textContent).toContain('A one-page build costs 17 credits');
    expect(faq.textContent).toContain('a build with all six costs 67');
    expect(faq.textContent).toContain('Monthly credits reset with each renewal');
    expect(faq.textContent).toContain("replace the previous month's monthly credits");
    expect(faq.textContent).toContain('20 welcome credits never expire');
    expect(faq.textContent).toContain('Spending uses your monthly credits first');
    expect(faq.textContent).toContain('Cancelling takes effect at the end of the billing period');
    expect(faq.textContent).toContain('Pending');
    expect(faq.textContent).toContain('billed monthly through Razorpay');
  });

  it('ends the session on a 401', async () => {
    await signIn();
    server.rejectSession = true;

    const { router } = renderApp('/subscriptions', auth);

    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/auth?mode=login&redirect=%2Fsubscriptions'),
    );
  });
});
