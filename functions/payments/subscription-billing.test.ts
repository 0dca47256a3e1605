import { randomUUID } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import { describe, expect, it, vi } from 'vitest';
import type { PlanIdValue } from '../../shared/api/subscription-schemas';
import { findPlan, PLANS } from '../../shared/catalogue';
import { ledgerEntriesOf, useLocalTable } from '../../testing/local-table';
import { createProfiles } from '../auth/profiles';
import { createCreditAccount } from '../credits/credit-account';
import { logger } from '../lib/observability';
import { recordedFunnel, recordedMetrics } from '../../testing/recorded-metrics';
import {
  createFakeSubscriptions,
  subscriptionEventBody,
  subscriptionSignature,
  testKeys,
  webhookSignature,
} from '../../testing/fakes/fake-razorpay';
import { UNDO_PENDING_LOG, type PaymentError, type PaymentFailure } from './payment-errors';
import type { WebhookDelivery } from './payment-webhooks';
import { createPayments } from './payments';
import type { RazorpayAccess, RazorpaySubscription } from './razorpay-gateway';

const table = useLocalTable('subscription-billing-test');

const starter = findPlan('starter') ?? PLANS[1];
const pro = findPlan('pro') ?? PLANS[2];
const prices = Object.fromEntries(PLANS.map((plan) => [plan.id, plan.price]));

function setUp(options: { prices?: Record<string, number>; planIds?: object } = {}) {
  const recorded = recordedMetrics();
  const funnel = recordedFunnel();
  /** How far the server's clock is ahead of now: a test moves it into the billing period. */
  const clock = { aheadMs: 0 };
  const fake = createFakeSubscriptions(options.prices ?? prices);
  const access: RazorpayAccess = {
    keys: { ...testKeys, ...(options.planIds ? { planIds: options.planIds } : {}) },
    gateway: {
      createOrder: () => Promise.reject(new Error('no orders here')),
      ...fake.gateway,
    },
  };
  const credits = createCreditAccount(table);
  const { subscriptions: billing, webhooks } = createPayments({
    table,
    razorpay: () => Promise.resolve(access),
    clock: () => new Date(Date.now() + clock.aheadMs),
    newId: monotonicFactory(),
    credits,
    metrics: recorded.metrics,
    funnel: funnel.funnel,
  });
  /** A subscription event as Razorpay sends it; a redelivery repeats these very bytes and id. */
  const eventOf = (
    event: string,
    entity: RazorpaySubscription,
    paymentId?: string,
  ): WebhookDelivery => {
    const rawBody = Buffer.from(subscriptionEventBody(event, entity, paymentId));
    return { rawBody, signature: webhookSignature(rawBody), eventId: randomUUID() };
  };
  /** Delivers a new subscription event. */
  const deliver = (event: string, entity: RazorpaySubscription, paymentId?: string) =>
    webhooks.handle(eventOf(event, entity, paymentId));
  return { fake, billing, credits, webhooks, eventOf, deliver, recorded, funnel, clock };
}

async function newUser(): Promise<string> {
  const userId = `sub-${randomUUID()}`;
  await createProfiles(table).createWithWelcomeCredits({
    userId,
    username: 'subscriber',
    email: `${userId}@example.com`,
    photoUrl: null,
    emailVerified: true,
    createdAt: new Date(),
  });
  return userId;
}

function refusal(failure: PaymentFailure) {
  return expect.objectContaining({ failure, name: 'PaymentError' }) as PaymentError;
}

type Setup = ReturnType<typeof setUp>;

/** Creates a subscription and pays its first charge at the (fake) checkout. */
async function subscribe(
  { billing, fake }: Setup,
  userId: string,
  planId: string = starter.id,
  countable = true,
) {
  const created = await billing.create(userId, planId, countable);
  const subscriptionId = created.subscription.subscription_id;
  fake.pay(subscriptionId);
  const paymentId = `pay_${randomUUID().slice(0, 14)}`;
  const signature = subscriptionSignature(subscriptionId, paymentId);
  return { subscriptionId, paymentId, signature };
}

describe('subscribing', () => {
  it('grants the first month once, however often verify and the webhooks report it', async () => {
    const setup = setUp();
    const userId = await newUser();
    const paid = await subscribe(setup, userId);
    const request = {
      subscription_id: paid.subscriptionId,
      payment_id: paid.paymentId,
      signature: paid.signature,
    };

    expect(await setup.billing.verify(userId, request)).toEqual({
      success: true,
      credits_added: starter.credits,
    });
    expect(await setup.billing.verify(userId, request)).toEqual({
      success: true,
      credits_added: starter.credits,
    });
    const entity = setup.fake.get(paid.subscriptionId);
    expect(await setup.deliver('subscription.activated', entity)).toBe('already_credited');
    const charged = setup.eventOf('subscription.charged', entity);
    expect(await setup.webhooks.handle(charged)).toBe('already_credited');
    expect(await setup.webhooks.handle(charged)).toBe('duplicate');

    expect(await setup.credits.accountOf(userId)).toEqual({
      credits: 20 + starter.credits,
      monthly: starter.credits,
    });
    const status = await setup.billing.status(userId);
    expect(status).toMatchObject({
      plan_id: 'starter',
      status: 'active',
      subscription_id: paid.subscriptionId,
      charge_at: entity.current_end,
      current_end: entity.current_end,
      cancel_at_cycle_end: false,
    });
    const grants = (await ledgerEntriesOf(table, userId)).filter(
      (entry) => entry.type === 'subscription',
    );
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ amount: starter.credits, balanceAfter: 270 });
    expect(setup.recorded.times('PaymentsCredited')).toBe(1);
    expect(setup.funnel.steps()).toEqual(['subscription_started']);
  });

  it('starts in the funnel only as its subscriber allowed when subscribing, even by webhook', async () => {
    const setup = setUp();
    const userId = await newUser();
    const { subscriptionId } = await subscribe(setup, userId, starter.id, false);

    expect(await setup.deliver('subscription.charged', setup.fake.get(subscriptionId))).toBe(
      'credited',
    );
    expect(setup.funnel.counted).toEqual([{ step: 'subscription_started', countable: false }]);
    expect(setup.funnel.steps()).toEqual([]);
  });

  it('is reported as none before anything is paid', async () => {
    const setup = setUp();
    const userId = await newUser();
    await setup.billing.create(userId, 'pro', true);
    expect(await setup.billing.status(userId)).toEqual({
      plan_id: 'free',
      status: 'none',
      charge_at: null,
      subscription_id: null,
    });
  });

  it.each([
    ['the orders\u2019 order (subscription|payment)', 'reversed'],
    ['another secret', 'forged'],
    ['another user', 'stranger'],
  ])('refuses a verify signed with %s and grants nothing', async (_, kind) => {
    const setup = setUp();
    const userId = await newUser();
    const paid = await subscribe(setup, userId);
    const signature =
      kind === 'reversed'
        ? subscriptionSignature(paid.paymentId, paid.subscriptionId)
        : kind === 'forged'
          ? subscriptionSignature(paid.subscriptionId, paid.paymentId, 'guessed-secret')
          : paid.signature;
    const caller = kind === 'stranger' ? await newUser() : userId;

    await expect(
      setup.billing.verify(caller, {
        subscription_id: paid.subscriptionId,
        payment_id: paid.paymentId,
        signature,
      }),
    ).rejects.toEqual(refusal('verificationFailed'));
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 20, monthly: 0 });
    expect((await setup.billing.status(userId)).status).toBe('none');
  });

  it('refuses the free plan, and a second plan while one is live', async () => {
    const setup = setUp();
    const userId = await newUser();
    await expect(setup.billing.create(userId, 'free', true)).rejects.toThrow(
      'You are already on the free plan',
    );
    await expect(setup.billing.create(userId, 'gold', true)).rejects.toEqual(
      refusal('unknownPlan'),
    );
    const paid = await subscribe(setup, userId);
    await setup.deliver('subscription.charged', setup.fake.get(paid.subscriptionId));
    await expect(setup.billing.create(userId, 'pro', true)).rejects.toEqual(
      refusal('alreadySubscribed'),
    );
  });

  const refundedMessage =
    'You already have an active subscription, so this payment was cancelled and refunded.';
  const pendingMessage =
    'You already have an active subscription, so this payment will be cancelled and refunded shortly.';

  /** A user with a live starter plan, and a second (pro) subscription paid in another tab. */
  async function withDuplicate() {
    const setup = setUp();
    const userId = await newUser();
    const first = await subscribe(setup, userId);
    const second = await subscribe(setup, userId, 'pro');
    const verify = (paid: typeof first) =>
      setup.billing.verify(userId, {
        subscription_id: paid.subscriptionId,
        payment_id: paid.paymentId,
        signature: paid.signature,
      });
    await verify(first);
    return { setup, userId, first, second, verify };
  }

  it('cancels and refunds a second subscription paid in another tab while the first is live', async () => {
    const { setup, userId, first, second, verify } = await withDuplicate();

    await expect(verify(second)).rejects.toThrow(refundedMessage);
    expect(setup.fake.get(second.subscriptionId).status).toBe('cancelled');
    expect(setup.fake.refunds).toEqual([second.paymentId]);
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });
    expect(await setup.billing.status(userId)).toMatchObject({
      subscription_id: first.subscriptionId,
      status: 'active',
    });
  });

  it('never lets a refunded duplicate become the subscription, even once the first has ended', async () => {
    const { setup, userId, first, second, verify } = await withDuplicate();
    await expect(verify(second)).rejects.toThrow(refundedMessage);
    await setup.billing.cancel(userId);
    expect(
      await setup.deliver('subscription.cancelled', setup.fake.end(first.subscriptionId)),
    ).toBe('updated');

    // Checkout's signature does not expire: the refunded payment's success is replayed.
    await expect(verify(second)).rejects.toThrow(refundedMessage);
    const charged = setup.fake.get(second.subscriptionId);
    expect(await setup.deliver('subscription.charged', charged, second.paymentId)).toBe('ignored');

    expect(setup.fake.refunds).toEqual([second.paymentId]);
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 20, monthly: 0 });
    expect(await setup.billing.status(userId)).toMatchObject({
      subscription_id: first.subscriptionId,
      status: 'cancelled',
    });
  });

  describe('when Razorpay refuses part of undoing a duplicate', () => {
    it('finishes the refund on the next report, and refunds once', async () => {
      const { setup, userId, second, verify } = await withDuplicate();
      setup.fake.refuse('refundPayment', 2);
      const logged = vi.spyOn(logger, 'error');

      await expect(verify(second)).rejects.toThrow(pendingMessage);
      // The line the operators' alarm counts.
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^${UNDO_PENDING_LOG}: undoing ${second.subscriptionId}`)),
      );
      logged.mockRestore();
      expect(setup.fake.get(second.subscriptionId).status).toBe('cancelled');
      expect(setup.fake.refunds).toEqual([]);

      // Razorpay reports the cancellation; still refused, so answered with an error and redelivered.
      const cancelled = setup.eventOf(
        'subscription.cancelled',
        setup.fake.get(second.subscriptionId),
      );
      await expect(setup.webhooks.handle(cancelled)).rejects.toThrow();
      expect(setup.fake.refunds).toEqual([]);
      expect(await setup.webhooks.handle(cancelled)).toBe('ignored');
      expect(setup.fake.refunds).toEqual([second.paymentId]);

      // Verify again, and the event once more: nothing is refunded twice.
      await expect(verify(second)).rejects.toThrow(refundedMessage);
      expect(await setup.webhooks.handle(cancelled)).toBe('duplicate');
      expect(setup.fake.refunds).toEqual([second.paymentId]);
      expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });
    });

    it('refunds a duplicate whose cancellation was refused, and cancels it on the next try', async () => {
      const { setup, second, verify } = await withDuplicate();
      setup.fake.refuse('cancelSubscription');

      await expect(verify(second)).rejects.toThrow(pendingMessage);
      expect(setup.fake.get(second.subscriptionId).status).toBe('active');
      expect(setup.fake.refunds).toEqual([second.paymentId]);

      await expect(verify(second)).rejects.toThrow(refundedMessage);
      expect(setup.fake.get(second.subscriptionId).status).toBe('cancelled');
      expect(setup.fake.refunds).toEqual([second.paymentId]);
    });

    it('refunds a duplicate only the webhook reports, with the payment it charged', async () => {
      const { setup, userId, second } = await withDuplicate();
      const entity = setup.fake.get(second.subscriptionId);

      expect(await setup.deliver('subscription.activated', entity)).toBe('ignored');
      expect(setup.fake.get(second.subscriptionId).status).toBe('cancelled');
      expect(setup.fake.refunds).toEqual([]);
      // The charge's report, as Razorpay has the subscription now: cancelled, no cycle paid.
      const cancelled = setup.fake.get(second.subscriptionId);
      expect(await setup.deliver('subscription.charged', cancelled, second.paymentId)).toBe(
        'ignored',
      );
      expect(setup.fake.refunds).toEqual([second.paymentId]);
      expect(await setup.billing.status(userId)).toMatchObject({ plan_id: 'starter' });
    });
  });

  it('refuses a plan whose Razorpay plan is missing or charges another price', async () => {
    const userId = await newUser();
    await expect(setUp({ planIds: {} }).billing.create(userId, 'pro', true)).rejects.toEqual(
      refusal('planNotAvailable'),
    );
    const cheaper = setUp({ prices: { ...prices, pro: pro.price - 100 } });
    await expect(cheaper.billing.create(userId, 'pro', true)).rejects.toEqual(
      refusal('planNotAvailable'),
    );
  });
});

describe("a subscription's life", () => {
  it('ends up active when charged arrives before activated', async () => {
    const setup = setUp();
    const userId = await newUser();
    const { subscriptionId } = await subscribe(setup, userId);
    const authenticated = { ...setup.fake.get(subscriptionId), status: 'authenticated' };
    const charged = setup.fake.get(subscriptionId);

    expect(await setup.deliver('subscription.charged', charged)).toBe('credited');
    expect(await setup.deliver('subscription.activated', charged)).toBe('already_credited');
    expect(await setup.deliver('subscription.authenticated', authenticated)).toBe('ignored');
    expect(await setup.billing.status(userId)).toMatchObject({ status: 'active' });
    expect(await setup.credits.balanceOf(userId)).toBe(270);
  });

  it('replaces the monthly credits at each renewal: spends draw them first, the rest expire', async () => {
    const setup = setUp();
    const userId = await newUser();
    const { subscriptionId } = await subscribe(setup, userId);
    await setup.deliver('subscription.charged', setup.fake.get(subscriptionId));
    await setup.credits.reserveCredits({
      userId,
      generationId: monotonicFactory()(),
      amount: 100,
      operation: 'Website generation',
      at: new Date(),
    });
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 170, monthly: 150 });

    const renewed = setup.fake.renew(subscriptionId);
    expect(await setup.deliver('subscription.charged', renewed)).toBe('credited');
    // A redelivery under a new event id (Razorpay's retries keep it; a copy may not).
    expect(await setup.deliver('subscription.charged', renewed)).toBe('already_credited');

    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });
    const ledger = await ledgerEntriesOf(table, userId);
    expect(ledger.map((entry) => [entry.type, entry.amount, entry.balanceAfter])).toEqual([
      ['welcome', 20, 20],
      ['subscription', 250, 270],
      ['spend', -100, 170],
      ['expiry', -150, 20],
      ['subscription', 250, 270],
    ]);
    expect(await setup.billing.status(userId)).toMatchObject({
      status: 'active',
      charge_at: renewed.current_end,
    });
    // A renewal is no new start: the funnel counted the first month only.
    expect(setup.funnel.steps()).toEqual(['subscription_started']);
  });

  it('keeps the plan usable after cancelling until the period ends, then expires it', async () => {
    const setup = setUp();
    const userId = await newUser();
    const { subscriptionId } = await subscribe(setup, userId);
    await setup.deliver('subscription.charged', setup.fake.get(subscriptionId));

    await setup.billing.cancel(userId);
    await setup.billing.cancel(userId);
    const entity = setup.fake.get(subscriptionId);
    expect(await setup.billing.status(userId)).toEqual({
      plan_id: 'starter',
      status: 'active',
      charge_at: null,
      subscription_id: subscriptionId,
      cancel_at_cycle_end: true,
      current_end: entity.current_end,
      current_start: entity.current_start,
      scheduled_change: null,
      resumes_at: null,
    });
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });

    expect(await setup.deliver('subscription.cancelled', setup.fake.end(subscriptionId))).toBe(
      'updated',
    );
    expect(await setup.billing.status(userId)).toMatchObject({
      status: 'cancelled',
      charge_at: null,
    });
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 20, monthly: 0 });
    expect((await ledgerEntriesOf(table, userId)).at(-1)).toMatchObject({
      type: 'expiry',
      amount: -250,
    });
    await expect(setup.billing.cancel(userId)).rejects.toEqual(refusal('nothingToCancel'));

    // Over, so a new plan may start; the old one's late reports change nothing.
    const next = await subscribe(setup, userId, 'pro');
    await setup.deliver('subscription.charged', setup.fake.get(next.subscriptionId));
    expect(await setup.deliver('subscription.charged', setup.fake.renew(subscriptionId))).toBe(
      'ignored',
    );
    expect(await setup.credits.accountOf(userId)).toEqual({
      credits: 20 + pro.credits,
      monthly: pro.credits,
    });
  });

  it('refuses to cancel when there is no active subscription', async () => {
    const setup = setUp();
    await expect(setup.billing.cancel(await newUser())).rejects.toThrow(
      'You have no active subscription to cancel',
    );
  });

  it('keeps credits while a renewal is retried, expires them when the subscription halts', async () => {
    const setup = setUp();
    const userId = await newUser();
    const { subscriptionId } = await subscribe(setup, userId);
    await setup.deliver('subscription.charged', setup.fake.get(subscriptionId));

    expect(await setup.deliver('subscription.pending', setup.fake.failCharge(subscriptionId))).toBe(
      'updated',
    );
    expect(await setup.credits.balanceOf(userId)).toBe(270);
    const halted = setup.fake.failCharge(subscriptionId);
    expect(await setup.deliver('subscription.halted', halted)).toBe('updated');
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 20, monthly: 0 });
    expect(await setup.billing.status(userId)).toMatchObject({ status: 'halted' });

    // A late copy of an earlier state does not move it back.
    expect(await setup.deliver('subscription.pending', { ...halted, status: 'pending' })).toBe(
      'ignored',
    );
    // A charge that finally succeeds brings it back, with the new month's credits.
    expect(await setup.deliver('subscription.charged', setup.fake.renew(subscriptionId))).toBe(
      'credited',
    );
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });
  });

  it('gives a refund back to the monthly credits the spend drew from', async () => {
    const setup = setUp();
    const userId = await newUser();
    const { subscriptionId } = await subscribe(setup, userId);
    await setup.deliver('subscription.charged', setup.fake.get(subscriptionId));
    const generationId = monotonicFactory()();
    const at = new Date();
    await setup.credits.reserveCredits({ userId, generationId, amount: 40, operation: 'x', at });
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 230, monthly: 210 });
    await setup.credits.refundCredits({ userId, generationId, amount: 40, reason: 'x', at });
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });
  });
});

describe('changing plans', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const enterprise = findPlan('enterprise') ?? PLANS[3];

  /** A user on an active plan, its first month granted. */
  async function subscribed(planId: PlanIdValue = starter.id) {
    const setup = setUp();
    const userId = await newUser();
    const { subscriptionId } = await subscribe(setup, userId, planId);
    await setup.deliver('subscription.charged', setup.fake.get(subscriptionId));
    return { setup, userId, subscriptionId };
  }

  it('upgrades now: the credit difference for the days left, granted once however it is reported', async () => {
    const { setup, userId, subscriptionId } = await subscribed();
    // Half-way through the 30-day period (paid a minute ago): 15 days are left, the last begun.
    setup.clock.aheadMs = 15 * DAY_MS;

    const changed = await setup.billing.change(userId, 'pro');

    const share = (pro.credits - starter.credits) / 2;
    expect(changed).toMatchObject({
      success: true,
      effective: 'now',
      charge: (pro.price - starter.price) / 2,
      credits_added: share,
      subscription: { plan_id: 'pro', status: 'active', scheduled_change: null },
    });
    expect(setup.fake.updates).toEqual([{ subscriptionId, planId: testKeys.planIds.pro }]);
    expect(await setup.credits.accountOf(userId)).toEqual({
      credits: 20 + starter.credits + share,
      monthly: starter.credits + share,
    });
    // Razorpay's webhook about the update, twice, and the call retried: nothing more.
    const updated = setup.eventOf('subscription.updated', setup.fake.get(subscriptionId));
    expect(await setup.webhooks.handle(updated)).toBe('already_credited');
    expect(await setup.webhooks.handle(updated)).toBe('duplicate');
    await expect(setup.billing.change(userId, 'pro')).rejects.toEqual(refusal('samePlan'));
    expect(await setup.credits.balanceOf(userId)).toBe(20 + starter.credits + share);
    const upgrades = (await ledgerEntriesOf(table, userId)).filter(
      (entry) => entry.type === 'subscription',
    );
    expect(upgrades.map((entry) => entry.amount)).toEqual([starter.credits, share]);

    // The renewal is charged at Pro and grants Pro's month, replacing the bucket.
    expect(await setup.deliver('subscription.charged', setup.fake.renew(subscriptionId))).toBe(
      'credited',
    );
    expect(await setup.credits.accountOf(userId)).toEqual({
      credits: 20 + pro.credits,
      monthly: pro.credits,
    });
  });

  it('grants an upgrade whose answer was lost when Razorpay reports it, once', async () => {
    const { setup, userId, subscriptionId } = await subscribed();
    setup.fake.refuse('updateSubscription');
    await expect(setup.billing.change(userId, 'pro')).rejects.toEqual(refusal('changeFailed'));
    expect(await setup.billing.status(userId)).toMatchObject({ plan_id: 'starter' });

    // Razorpay made the update after all, and says so.
    const updated = setup.eventOf(
      'subscription.updated',
      setup.fake.update(subscriptionId, testKeys.planIds.pro),
    );
    expect(await setup.webhooks.handle(updated)).toBe('credited');
    expect(await setup.deliver('subscription.updated', setup.fake.get(subscriptionId))).toBe(
      'already_credited',
    );

    const share = pro.credits - starter.credits;
    expect(await setup.credits.accountOf(userId)).toEqual({
      credits: 20 + starter.credits + share,
      monthly: starter.credits + share,
    });
    expect(await setup.billing.status(userId)).toMatchObject({ plan_id: 'pro' });
  });

  it('settles a lost upgrade on the next try rather than asking Razorpay twice', async () => {
    const { setup, userId, subscriptionId } = await subscribed();
    setup.fake.refuse('updateSubscription');
    await expect(setup.billing.change(userId, 'pro')).rejects.toEqual(refusal('changeFailed'));
    setup.fake.update(subscriptionId, testKeys.planIds.pro);

    const retried = await setup.billing.change(userId, 'pro');

    expect(retried).toMatchObject({
      effective: 'now',
      credits_added: pro.credits - starter.credits,
    });
    expect(setup.fake.updates).toEqual([]);
    expect(await setup.credits.balanceOf(userId)).toBe(20 + pro.credits);
  });

  it('refuses another upgrade while one Razorpay has not answered may still be under way', async () => {
    const { setup, userId } = await subscribed();
    setup.fake.refuse('updateSubscription');
    await expect(setup.billing.change(userId, 'pro')).rejects.toEqual(refusal('changeFailed'));

    await expect(setup.billing.change(userId, 'enterprise')).rejects.toEqual(
      refusal('changeInProgress'),
    );
    // A minute on, it was not made: asked again, and granted once.
    setup.clock.aheadMs = 2 * 60 * 1000;
    expect(await setup.billing.change(userId, 'enterprise')).toMatchObject({
      credits_added: enterprise.credits - starter.credits,
    });
    expect(await setup.credits.balanceOf(userId)).toBe(20 + enterprise.credits);
  });

  it('downgrades at renewal: nothing now, then the cheaper plan\u2019s month; undoable before', async () => {
    const { setup, userId, subscriptionId } = await subscribed(pro.id);
    const { current_end: periodEnd } = setup.fake.get(subscriptionId);

    const changed = await setup.billing.change(userId, 'starter');

    expect(changed).toMatchObject({
      effective: 'cycle_end',
      charge: 0,
      credits_added: 0,
      subscription: { plan_id: 'pro', scheduled_change: { plan_id: 'starter', at: periodEnd } },
    });
    await expect(setup.billing.change(userId, 'enterprise')).rejects.toEqual(
      refusal('changeAlreadyScheduled'),
    );
    expect(await setup.billing.cancelChange(userId)).toMatchObject({
      subscription: { plan_id: 'pro', scheduled_change: null },
    });
    await expect(setup.billing.cancelChange(userId)).rejects.toEqual(refusal('nothingScheduled'));

    await setup.billing.change(userId, 'starter');
    expect(await setup.deliver('subscription.charged', setup.fake.renew(subscriptionId))).toBe(
      'credited',
    );
    expect(await setup.billing.status(userId)).toMatchObject({
      plan_id: 'starter',
      status: 'active',
      scheduled_change: null,
    });
    expect(await setup.credits.accountOf(userId)).toEqual({
      credits: 20 + starter.credits,
      monthly: starter.credits,
    });
  });

  it('refuses the current plan, the free plan, an unknown plan and no live plan, changing nothing', async () => {
    const { setup, userId } = await subscribed();
    await expect(setup.billing.change(userId, 'starter')).rejects.toEqual(refusal('samePlan'));
    await expect(setup.billing.change(userId, 'free')).rejects.toEqual(refusal('changeToFree'));
    await expect(setup.billing.change(userId, 'gold')).rejects.toEqual(refusal('unknownPlan'));
    await expect(setup.billing.change(await newUser(), 'pro')).rejects.toEqual(
      refusal('nothingToChange'),
    );
    await setup.billing.cancel(userId);
    await expect(setup.billing.change(userId, 'pro')).rejects.toEqual(refusal('changeWhileEnding'));
    expect(setup.fake.updates).toEqual([]);
    expect(await setup.credits.balanceOf(userId)).toBe(20 + starter.credits);
  });

  it('cancelling drops a scheduled downgrade: the plan ends rather than switches', async () => {
    const { setup, userId, subscriptionId } = await subscribed(pro.id);
    await setup.billing.change(userId, 'starter');

    await setup.billing.cancel(userId);

    expect(setup.fake.get(subscriptionId).has_scheduled_changes).toBe(false);
    expect(await setup.billing.status(userId)).toMatchObject({
      plan_id: 'pro',
      cancel_at_cycle_end: true,
      scheduled_change: null,
    });
  });
});

describe('resuming a plan cancelled at its period’s end', () => {
  /** A Starter plan paid for, then cancelled at the period's end: 20 + 250 credits, 250 monthly. */
  async function ending() {
    const setup = setUp();
    const userId = await newUser();
    const { subscriptionId } = await subscribe(setup, userId);
    await setup.deliver('subscription.charged', setup.fake.get(subscriptionId));
    await setup.billing.cancel(userId);
    return { setup, userId, oldId: subscriptionId };
  }

  /** Resume pressed and authorised at Checkout (a token payment, not a charge), then verified. */
  async function resumed({ setup, userId }: { setup: Setup; userId: string }) {
    const created = await setup.billing.resume(userId);
    const resumeId = created.subscription.subscription_id;
    setup.fake.authorise(resumeId);
    const paymentId = `pay_${randomUUID().slice(0, 14)}`;
    const request = {
      subscription_id: resumeId,
      payment_id: paymentId,
      signature: subscriptionSignature(resumeId, paymentId),
    };
    return { resumeId, paymentId, request, verify: () => setup.billing.verify(userId, request) };
  }

  it('grants nothing when authorised, and the month once at its first charge, before the old one’s end is reported', async () => {
    const { setup, userId, oldId } = await ending();
    const periodEnd = setup.fake.get(oldId).current_end;
    const resume = await resumed({ setup, userId });
    // Its first charge is when the cancelled period ends, not at Checkout.
    expect(setup.fake.get(resume.resumeId).start_at).toBe(periodEnd);

    expect(await resume.verify()).toEqual({ success: true, credits_added: 0 });
    expect(await setup.deliver('subscription.authenticated', setup.fake.get(resume.resumeId))).toBe(
      'ignored',
    );
    expect(await setup.billing.status(userId)).toMatchObject({
      subscription_id: oldId,
      status: 'active',
      cancel_at_cycle_end: true,
      resumes_at: periodEnd,
    });
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });
    // One resume, and no other plan on top of it.
    await expect(setup.billing.resume(userId)).rejects.toEqual(refusal('alreadyResuming'));
    await expect(setup.billing.create(userId, 'pro', true)).rejects.toEqual(
      refusal('alreadySubscribed'),
    );

    // Razorpay charges it as the period ends, and may say so before it says the old one ended.
    const charged = setup.eventOf(
      'subscription.charged',
      setup.fake.start(resume.resumeId),
      'pay_first',
    );
    expect(await setup.webhooks.handle(charged)).toBe('credited');
    expect(await setup.webhooks.handle(charged)).toBe('duplicate');
    expect(await setup.deliver('subscription.activated', setup.fake.get(resume.resumeId))).toBe(
      'already_credited',
    );
    expect(await setup.deliver('subscription.cancelled', setup.fake.end(oldId))).toBe('ignored');

    expect(setup.fake.refunds).toEqual([]);
    expect(setup.fake.get(resume.resumeId).status).toBe('active');
    expect(await setup.billing.status(userId)).toMatchObject({
      subscription_id: resume.resumeId,
      plan_id: 'starter',
      status: 'active',
      cancel_at_cycle_end: false,
      resumes_at: null,
    });
    // The old month's unused credits expired, the new month's were granted: once each.
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });
    const ledger = await ledgerEntriesOf(table, userId);
    expect(ledger.slice(-2)).toMatchObject([
      { type: 'expiry', amount: -250 },
      { amount: 250, reference: `${resume.resumeId}#1` },
    ]);
  });

  it('takes over after the old one’s end is reported too, the user on free in between', async () => {
    const { setup, userId, oldId } = await ending();
    const resume = await resumed({ setup, userId });
    await resume.verify();

    expect(await setup.deliver('subscription.cancelled', setup.fake.end(oldId))).toBe('updated');
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 20, monthly: 0 });
    expect(await setup.billing.status(userId)).toMatchObject({ status: 'cancelled' });

    expect(
      await setup.deliver('subscription.charged', setup.fake.start(resume.resumeId), 'pay_first'),
    ).toBe('credited');
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });
    expect(await setup.billing.status(userId)).toMatchObject({
      subscription_id: resume.resumeId,
      status: 'active',
      resumes_at: null,
    });
    expect(setup.fake.refunds).toEqual([]);
  });

  it('cancels a resume at Razorpay before it charges; the plan then ends as it was going to', async () => {
    const { setup, userId, oldId } = await ending();
    const resume = await resumed({ setup, userId });
    await resume.verify();

    const undone = await setup.billing.cancelResume(userId);
    expect(undone.subscription).toMatchObject({ subscription_id: oldId, resumes_at: null });
    expect(setup.fake.get(resume.resumeId).status).toBe('cancelled');
    await expect(setup.billing.cancelResume(userId)).rejects.toEqual(refusal('nothingToUnresume'));
    // Razorpay's report of that cancellation changes nothing more.
    expect(await setup.deliver('subscription.cancelled', setup.fake.get(resume.resumeId))).toBe(
      'ignored',
    );
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });

    await setup.deliver('subscription.cancelled', setup.fake.end(oldId));
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 20, monthly: 0 });
    // Resumable again after all? No: the period is over; a plan is chosen anew.
    await expect(setup.billing.resume(userId)).rejects.toEqual(refusal('nothingToResume'));
  });

  it('does not bring back a cancelled resume when its authorisation is reported late, in any order', async () => {
    const { setup, userId, oldId } = await ending();
    const resume = await resumed({ setup, userId });
    await resume.verify();
    // Webhooks carry the subscription as it was when the event happened, and may come late.
    const whenAuthorised = structuredClone(setup.fake.get(resume.resumeId));
    await setup.billing.cancelResume(userId);
    const whenCancelled = structuredClone(setup.fake.get(resume.resumeId));

    expect(await setup.deliver('subscription.cancelled', whenCancelled)).toBe('ignored');
    expect(await setup.deliver('subscription.authenticated', whenAuthorised)).toBe('ignored');
    expect(await setup.billing.status(userId)).toMatchObject({
      subscription_id: oldId,
      cancel_at_cycle_end: true,
      resumes_at: null,
    });
    // So the plan can be resumed again at once.
    const again = await setup.billing.resume(userId);
    expect(again.subscription.subscription_id).not.toBe(resume.resumeId);
    expect(setup.fake.refunds).toEqual([]);
  });

  it('keeps a resume when Razorpay will not cancel it, and says so', async () => {
    const { setup, userId } = await ending();
    const resume = await resumed({ setup, userId });
    await resume.verify();
    setup.fake.refuse('cancelSubscription');

    await expect(setup.billing.cancelResume(userId)).rejects.toEqual(refusal('cancelFailed'));
    expect(await setup.billing.status(userId)).toMatchObject({
      resumes_at: setup.fake.get(resume.resumeId).start_at,
    });
  });

  it('cancels and refunds a second resume authorised in another tab', async () => {
    const { setup, userId, oldId } = await ending();
    const first = await resumed({ setup, userId });
    // The second tab pressed Resume before the first authorised.
    const second = await setup.billing.resume(userId).catch(() => null);
    expect(second).not.toBeNull();
    const secondId = second?.subscription.subscription_id ?? '';
    await first.verify();
    setup.fake.authorise(secondId);
    const paymentId = 'pay_secondtab001';

    await expect(
      setup.billing.verify(userId, {
        subscription_id: secondId,
        payment_id: paymentId,
        signature: subscriptionSignature(secondId, paymentId),
      }),
    ).rejects.toEqual(refusal('duplicateSubscriptionRefunded'));
    expect(setup.fake.get(secondId).status).toBe('cancelled');
    expect(setup.fake.refunds).toEqual([paymentId]);
    expect(await setup.billing.status(userId)).toMatchObject({
      subscription_id: oldId,
      resumes_at: setup.fake.get(first.resumeId).start_at,
    });
  });

  it('refuses to resume a plan that is not ending, changing nothing', async () => {
    const setup = setUp();
    const userId = await newUser();
    await expect(setup.billing.resume(userId)).rejects.toEqual(refusal('nothingToResume'));
    await expect(setup.billing.cancelResume(userId)).rejects.toEqual(refusal('nothingToUnresume'));
    const { subscriptionId } = await subscribe(setup, userId);
    await setup.deliver('subscription.charged', setup.fake.get(subscriptionId));
    await expect(setup.billing.resume(userId)).rejects.toEqual(refusal('nothingToResume'));
    expect(await setup.billing.status(userId)).toMatchObject({
      cancel_at_cycle_end: false,
      resumes_at: null,
    });
    expect(await setup.credits.accountOf(userId)).toEqual({ credits: 270, monthly: 250 });
  });
});
