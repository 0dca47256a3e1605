import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type * as z from '../../../shared/zod';
import {
  creditSummaryResponseSchema,
  listTransactionsResponseSchema,
} from '../../../shared/api/credits-schemas';
import {
  changePlanResponseSchema,
  createSubscriptionResponseSchema,
  subscriptionStatusResponseSchema,
  verifySubscriptionResponseSchema,
} from '../../../shared/api/subscription-schemas';
import { findPlan } from '../../../shared/catalogue';
import {
  payAtLocalCheckout,
  subscriptionCheckoutSuccessSchema,
} from '../../../testing/cloud/razorpay-checkout';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';

/**
 * Subscriptions on the local cloud as the browser drives them, against the Razorpay stand-in: the
 * subscription through the SDK, Checkout's signed success, verify, the stand-in's webhooks, and
 * its life-cycle controls (renewal, failed charges, the end of a cancelled period).
 */

const cloud = useSharedCloud();

const starter = findPlan('starter');
const STARTER_CREDITS = starter?.credits ?? 0;

const newUser = () => signUpWithProfile(cloud, `s-${randomUUID().slice(0, 8)}@example.com`);

async function statusOf(user: SignedUpAccount) {
  const reply = await callApi(cloud, 'GET', '/api/subscriptions/status', { token: user.idToken });
  expect(reply.status).toBe(200);
  return subscriptionStatusResponseSchema.parse(reply.body).subscription;
}

async function balanceOf(user: SignedUpAccount) {
  const reply = await callApi(cloud, 'GET', '/api/credits/summary', { token: user.idToken });
  return creditSummaryResponseSchema.parse(reply.body).summary.current_balance;
}

async function create(user: SignedUpAccount, planId = 'starter') {
  return callApi(cloud, 'POST', '/api/subscriptions/create', {
    token: user.idToken,
    body: { plan_id: planId },
  });
}

function verify(user: SignedUpAccount, paid: z.infer<typeof subscriptionCheckoutSuccessSchema>) {
  return callApi(cloud, 'POST', '/api/subscriptions/verify', {
    token: user.idToken,
    body: {
      subscription_id: paid.razorpay_subscription_id,
      payment_id: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
  });
}

/** Creates a subscription and pays it at the stand-in's checkout, as the browser would. */
async function subscribeAndPay(
  user: SignedUpAccount,
  planId = 'starter',
  method: 'card' | 'upi' = 'upi',
) {
  const created = await create(user, planId);
  expect(created.status).toBe(200);
  const { subscription } = createSubscriptionResponseSchema.parse(created.body);
  expect(subscription.key_id).toBe(cloud.razorpay.keyId);
  const paid = await payAtLocalCheckout(cloud, {
    key_id: subscription.key_id,
    subscription_id: subscription.subscription_id,
    outcome: 'captured',
    method,
  });
  expect(paid.status).toBe(200);
  return subscriptionCheckoutSuccessSchema.parse(paid.body);
}

/** Waits until the stand-in's webhooks for a subscription were all answered. */
async function webhooksSettled(subscriptionId: string) {
  await expect
    .poll(
      async () => {
        const events = (await cloud.razorpay.events()).filter((event) =>
          JSON.stringify(event).includes(subscriptionId),
        );
        return events.length > 0 && events.every((event) => event.deliveries.length > 0);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

describe('subscribing through the local Razorpay stand-in', () => {
  it('grants the first month once, shows the plan active, and survives every replay', async () => {
    const user = await newUser();
    expect(await statusOf(user)).toEqual({
      plan_id: 'free',
      status: 'none',
      charge_at: null,
      subscription_id: null,
    });
    const paid = await subscribeAndPay(user);

    // Signed the orders' way round (subscription first), or with another key: refused.
    const reversed = createHmac('sha256', cloud.razorpay.keySecret)
      .update(`${paid.razorpay_subscription_id}|${paid.razorpay_payment_id}`)
      .digest('hex');
    for (const signature of [reversed, 'a'.repeat(64)]) {
      const refused = await verify(user, { ...paid, razorpay_signature: signature });
      expect(refused).toEqual({ status: 400, body: { detail: 'Payment verification failed' } });
    }
    expect(await balanceOf(user)).toBe(20);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const verified = await verify(user, paid);
      expect(verified.status).toBe(200);
      expect(verifySubscriptionResponseSchema.parse(verified.body).credits_added).toBe(
        STARTER_CREDITS,
      );
    }
    await webhooksSettled(paid.razorpay_subscription_id);
    // Razorpay's retry of the charge: the same event id and body, answered as a duplicate.
    const charged = (await cloud.razorpay.events()).filter(
      (event) =>
        event.event === 'subscription.charged' &&
        event.subscription_id === paid.razorpay_subscription_id,
    );
    expect(charged).toHaveLength(1);
    expect(await cloud.razorpay.resendWebhook(charged[0]?.id ?? '')).toMatchObject({
      status: 200,
    });

    expect(await balanceOf(user)).toBe(20 + STARTER_CREDITS);
    const subscription = await statusOf(user);
    const atRazorpay = (await cloud.razorpay.subscriptions()).find(
      (item) => item.id === paid.razorpay_subscription_id,
    );
    expect(subscription).toMatchObject({
      plan_id: 'starter',
      status: 'active',
      subscription_id: paid.razorpay_subscription_id,
      charge_at: atRazorpay?.charge_at,
    });
    expect(subscription.charge_at).toBeGreaterThan(Date.now() / 1000 + 27 * 24 * 3600);
  });

  it('refuses the free plan, an unknown plan, a second live plan and another user', async () => {
    const user = await newUser();
    expect(await create(user, 'free')).toEqual({
      status: 400,
      body: { detail: 'You are already on the free plan' },
    });
    expect(await create(user, 'gold')).toEqual({ status: 400, body: { detail: 'Unknown plan' } });
    const paid = await subscribeAndPay(user);
    expect((await verify(user, paid)).status).toBe(200);
    expect(await create(user, 'pro')).toEqual({
      status: 409,
      body: {
        detail: 'You already have an active subscription. Cancel it before choosing another plan.',
      },
    });
    const stranger = await newUser();
    expect(await verify(stranger, paid)).toEqual({
      status: 400,
      body: { detail: 'Payment verification failed' },
    });
    expect(await balanceOf(stranger)).toBe(20);
  });
});

describe('two checkouts at once', () => {
  it('keeps the first plan paid for, and cancels and refunds the second', async () => {
    const user = await newUser();
    const first = await subscribeAndPay(user);
    const second = await subscribeAndPay(user, 'pro');
    expect((await verify(user, first)).status).toBe(200);

    expect(await verify(user, second)).toEqual({
      status: 409,
      body: {
        detail:
          'You already have an active subscription, so this payment was cancelled and refunded.',
      },
    });
    await webhooksSettled(second.razorpay_subscription_id);
    const atRazorpay = (await cloud.razorpay.subscriptions()).find(
      (item) => item.id === second.razorpay_subscription_id,
    );
    expect(atRazorpay?.status).toBe('cancelled');
    const refunds = (await cloud.razorpay.refunds()).filter(
      (refund) => refund.payment_id === second.razorpay_payment_id,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(findPlan('pro')?.price);
    expect(await statusOf(user)).toMatchObject({
      plan_id: 'starter',
      subscription_id: first.razorpay_subscription_id,
    });
    expect(await balanceOf(user)).toBe(20 + STARTER_CREDITS);
  });
});

describe("a subscription's life cycle on one machine", () => {
  it('cancels at cycle end: usable until the period ends, then the monthly credits expire', async () => {
    const user = await newUser();
    const cancel = () =>
      callApi(cloud, 'POST', '/api/subscriptions/cancel', {
        token: user.idToken,
        body: { cancel_at_cycle_end: true },
      });
    expect(await cancel()).toEqual({
      status: 409,
      body: { detail: 'You have no active subscription to cancel' },
    });
    const paid = await subscribeAndPay(user);
    await verify(user, paid);
    const subscriptionId = paid.razorpay_subscription_id;

    expect(await cancel()).toEqual({ status: 200, body: { success: true } });
    const cancelled = await statusOf(user);
    expect(cancelled).toMatchObject({
      status: 'active',
      cancel_at_cycle_end: true,
      charge_at: null,
    });
    expect(cancelled.current_end).toBeGreaterThan(Date.now() / 1000);
    expect(await balanceOf(user)).toBe(20 + STARTER_CREDITS);
    await expect(cloud.razorpay.renewSubscription(subscriptionId)).rejects.toThrow();

    const ended = await cloud.razorpay.endSubscriptionPeriod(subscriptionId);
    expect(ended.deliveries).toEqual([
      expect.objectContaining({ event: 'subscription.cancelled', status: 200 }),
    ]);
    expect(await statusOf(user)).toMatchObject({ status: 'cancelled', charge_at: null });
    expect(await balanceOf(user)).toBe(20);
    expect(await cancel()).toMatchObject({ status: 409 });
  });

  it('replaces the monthly credits at renewal, and expires them when charges keep failing', async () => {
    const user = await newUser();
    const paid = await subscribeAndPay(user);
    await verify(user, paid);
    await webhooksSettled(paid.razorpay_subscription_id);
    const subscriptionId = paid.razorpay_subscription_id;

    const renewed = await cloud.razorpay.renewSubscription(subscriptionId);
    expect(renewed.deliveries).toEqual([
      expect.objectContaining({ event: 'subscription.charged', status: 200 }),
    ]);
    expect(await balanceOf(user)).toBe(20 + STARTER_CREDITS);
    expect((await statusOf(user)).charge_at).toBe(renewed.subscription.charge_at);

    await cloud.razorpay.failSubscriptionCharge(subscriptionId);
    expect(await statusOf(user)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(user)).toBe(20 + STARTER_CREDITS);
    await cloud.razorpay.failSubscriptionCharge(subscriptionId);
    expect(await statusOf(user)).toMatchObject({ status: 'halted' });
    expect(await balanceOf(user)).toBe(20);

    const history = await callApi(cloud, 'GET', '/api/credits/transactions', {
      token: user.idToken,
    });
    const { transactions } = listTransactionsResponseSchema.parse(history.body);
    expect(transactions.map((item) => [item.type, item.amount, item.balance_after])).toEqual([
      ['expiry', -STARTER_CREDITS, 20],
      ['subscription', STARTER_CREDITS, 20 + STARTER_CREDITS],
      ['expiry', -STARTER_CREDITS, 20],
      ['subscription', STARTER_CREDITS, 20 + STARTER_CREDITS],
      ['welcome', 20, 20],
    ]);
  });
});

describe('changing plans through the local Razorpay stand-in', () => {
  const pro = findPlan('pro');
  const PRO_CREDITS = pro?.credits ?? 0;

  const change = (user: SignedUpAccount, planId: string) =>
    callApi(cloud, 'POST', '/api/subscriptions/change', {
      token: user.idToken,
      body: { plan_id: planId },
    });
  const undo = (user: SignedUpAccount) =>
    callApi(cloud, 'POST', '/api/subscriptions/change/cancel', { token: user.idToken, body: {} });

  /** A user subscribed to a plan paid by card, its first month granted. */
  async function subscribedByCard(planId: string) {
    const user = await newUser();
    const paid = await subscribeAndPay(user, planId, 'card');
    expect((await verify(user, paid)).status).toBe(200);
    await webhooksSettled(paid.razorpay_subscription_id);
    return { user, subscriptionId: paid.razorpay_subscription_id };
  }

  it('upgrades now: Razorpay charges the difference, the credit difference is granted once', async () => {
    const { user, subscriptionId } = await subscribedByCard('starter');
    const stranger = await subscribedByCard('starter');

    const reply = await change(user, 'pro');

    expect(reply.status).toBe(200);
    const changed = changePlanResponseSchema.parse(reply.body);
    // Subscribed a moment ago: the whole period is left.
    expect(changed).toMatchObject({
      effective: 'now',
      charge: (pro?.price ?? 0) - (starter?.price ?? 0),
      credits_added: PRO_CREDITS - STARTER_CREDITS,
      subscription: { plan_id: 'pro', status: 'active', subscription_id: subscriptionId },
    });
    const invoices = (await cloud.razorpay.invoicesOf(subscriptionId)).map(
      (invoice) => invoice.order_id,
    );
    const charged = (await cloud.razorpay.payments())
      .filter((payment) => invoices.includes(payment.order_id))
      .map((payment) => [payment.amount, payment.method]);
    expect(charged).toEqual([
      [starter?.price ?? 0, 'card'],
      [changed.charge, 'card'],
    ]);

    // subscription.updated arrives, and again; the call is retried: nothing more is granted.
    await webhooksSettled(subscriptionId);
    const updated = (await cloud.razorpay.events()).filter(
      (event) => event.event === 'subscription.updated' && event.subscription_id === subscriptionId,
    );
    expect(updated).toHaveLength(1);
    expect(await cloud.razorpay.resendWebhook(updated[0]?.id ?? '')).toMatchObject({ status: 200 });
    expect(await change(user, 'pro')).toEqual({
      status: 409,
      body: { detail: 'You are already on this plan' },
    });
    expect(await balanceOf(user)).toBe(20 + PRO_CREDITS);
    expect(await statusOf(stranger.user)).toMatchObject({
      plan_id: 'starter',
      subscription_id: stranger.subscriptionId,
    });
    expect(await balanceOf(stranger.user)).toBe(20 + STARTER_CREDITS);
  });

  it('downgrades at renewal, can be undone before, and renews with the cheaper plan\u2019s credits', async () => {
    const { user, subscriptionId } = await subscribedByCard('pro');
    const atRazorpay = async () =>
      (await cloud.razorpay.subscriptions()).find((item) => item.id === subscriptionId);
    const periodEnd = (await atRazorpay())?.current_end;

    const scheduled = changePlanResponseSchema.parse((await change(user, 'starter')).body);
    expect(scheduled).toMatchObject({
      effective: 'cycle_end',
      charge: 0,
      credits_added: 0,
      subscription: { plan_id: 'pro', scheduled_change: { plan_id: 'starter', at: periodEnd } },
    });
    expect(await atRazorpay()).toMatchObject({ has_scheduled_changes: true });

    const undone = await undo(user);
    expect(undone.status).toBe(200);
    expect(await statusOf(user)).toMatchObject({ plan_id: 'pro', scheduled_change: null });
    expect(await atRazorpay()).toMatchObject({ has_scheduled_changes: false });
    expect(await undo(user)).toEqual({
      status: 409,
      body: { detail: 'You have no plan change to undo' },
    });

    expect((await change(user, 'starter')).status).toBe(200);
    const renewed = await cloud.razorpay.renewSubscription(subscriptionId);
    expect(renewed.deliveries.every((delivery) => delivery.status === 200)).toBe(true);
    expect(await statusOf(user)).toMatchObject({
      plan_id: 'starter',
      status: 'active',
      scheduled_change: null,
    });
    expect(await balanceOf(user)).toBe(20 + STARTER_CREDITS);
  });

  it('refuses the current plan, the free plan, no subscription and a UPI mandate, changing nothing', async () => {
    const { user } = await subscribedByCard('starter');
    expect(await change(user, 'starter')).toEqual({
      status: 409,
      body: { detail: 'You are already on this plan' },
    });
    expect(await change(user, 'free')).toMatchObject({ status: 400 });
    expect(await change(user, 'gold')).toEqual({ status: 400, body: { detail: 'Unknown plan' } });
    expect(await change(await newUser(), 'pro')).toMatchObject({ status: 409 });

    const byUpi = await newUser();
    const paid = await subscribeAndPay(byUpi, 'starter', 'upi');
    await verify(byUpi, paid);
    expect(await change(byUpi, 'pro')).toEqual({
      status: 409,
      body: {
        detail:
          'Your payment method does not allow changing plans. Cancel your subscription, then subscribe to the new plan when it ends.',
      },
    });
    expect(await statusOf(byUpi)).toMatchObject({ plan_id: 'starter' });
    expect(await balanceOf(byUpi)).toBe(20 + STARTER_CREDITS);
    expect(await balanceOf(user)).toBe(20 + STARTER_CREDITS);
  });
});
