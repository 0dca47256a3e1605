import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES, findPlan, PLANS } from '../../shared/catalogue';
import { ledgerEntriesOf, useLocalTable } from '../../testing/local-table';
import { createProfiles } from '../auth/profiles';
import {
  createCreditAccount,
  InsufficientCreditsError,
  RefundExceedsSpendError,
} from '../credits/credit-account';
import { totalOf, zeroTotals } from '../credits/balances';
import { createCreditTotals } from '../credits/credit-totals';
import {
  checkoutSignature,
  createFakeSubscriptions,
  paidEventBody,
  subscriptionEventBody,
  subscriptionSignature,
  testKeys,
  webhookSignature,
} from '../../testing/fakes/fake-razorpay';
import { PaymentError } from './payment-errors';
import { createPaymentOrders } from './payment-orders';
import { createPayments } from './payments';
import type { RazorpayAccess } from './razorpay-gateway';

/** Mulberry32: a small seeded PRNG, so every run plays the same operations. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 20261121;
const USERS = 4;
const ROUNDS = 16;
const OPERATIONS_PER_ROUND = 30;

const table = useLocalTable('credits-property-test');

interface Spend {
  userId: string;
  generationId: string;
  amount: number;
}

interface Order {
  userId: string;
  orderId: string;
  paymentId: string;
  amount: number;
  credits: number;
  /** A valid report of its payment (verify or webhook) was sent. */
  reported: boolean;
}

interface PaidSubscription {
  userId: string;
  subscriptionId: string;
  paymentId: string;
  planId: string;
}

describe('credits under random concurrent spends, refunds, purchases, subscriptions and replays', () => {
  it('keeps every balance equal to its ledger, never negative, each payment counted once', async () => {
    const random = seededRandom(SEED);
    const pick = <T>(items: readonly T[]): T => {
      const item = items[Math.floor(random() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    };
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const nextId = monotonicFactory(random);
    let orderNumber = 0;

    const credits = createCreditAccount(table, { maxAttempts: 200 });
    const fake = createFakeSubscriptions(
      Object.fromEntries(PLANS.map((plan) => [plan.id, plan.price])),
    );
    const access: RazorpayAccess = {
      keys: testKeys,
      gateway: {
        ...fake.gateway,
        createOrder: (order) =>
          Promise.resolve({
            id: `order_p${SEED}n${(orderNumber += 1)}`,
            amount: order.amount,
            currency: order.currency,
          }),
      },
    };
    const razorpay = () => Promise.resolve(access);
    const clock = () => new Date();
    const { purchases, subscriptions, webhooks } = createPayments({
      table,
      razorpay,
      clock,
      newId: nextId,
      credits,
    });
    // A redelivery repeats the first delivery's bytes, as Razorpay's retries do.
    const sentBodies = new Map<string, Buffer>();
    const deliver = (event: string, subscriptionId: string, eventId = `evt_${nextId()}`) => {
      const body =
        sentBodies.get(eventId) ??
        Buffer.from(subscriptionEventBody(event, fake.get(subscriptionId)));
      sentBodies.set(eventId, body);
      return () => webhooks.handle({ rawBody: body, signature: webhookSignature(body), eventId });
    };

    const users: string[] = [];
    for (let index = 0; index < USERS; index += 1) {
      const userId = `property-${SEED}-${index}`;
      await createProfiles(table).createWithWelcomeCredits({
        userId,
        username: `user${index}`,
        email: `user${index}@example.com`,
        photoUrl: null,
        emailVerified: true,
        createdAt: new Date(),
      });
      users.push(userId);
    }

    const spends: Spend[] = [];
    const orders: Order[] = [];
    const verifiedCredits = new Map<string, number[]>();
    const unexpected: unknown[] = [];
    const paidSubscriptions: PaidSubscription[] = [];
    /** Refusals the rules allow; anything else fails the test. */
    const allowed = (error: unknown) =>
      error instanceof InsufficientCreditsError ||
      error instanceof RefundExceedsSpendError ||
      (error instanceof PaymentError &&
        [
          'alreadySubscribed',
          'duplicateSubscriptionRefunded',
          'nothingToCancel',
          'cancelFailed',
        ].includes(error.failure));
    const liveAtRazorpay = (subscription: PaidSubscription) =>
      ['active', 'pending', 'halted'].includes(fake.get(subscription.subscriptionId).status);

    const operations: (() => () => Promise<unknown>)[] = [
      // A new spend.
      () => {
        const spend = { userId: pick(users), generationId: nextId(), amount: between(1, 40) };
        spends.push(spend);
        return () =>
          credits.reserveCredits({ ...spend, operation: 'Website generation', at: clock() });
      },
      // A replay of an earlier spend.
      () => {
        if (spends.length === 0) return () => Promise.resolve();
        const spend = pick(spends);
        return () =>
          credits.reserveCredits({ ...spend, operation: 'Website generation', at: clock() });
      },
      // A refund (or its replay) of part of an earlier spend.
      () => {
        if (spends.length === 0) return () => Promise.resolve();
        const spend = pick(spends);
        const amount = Math.max(1, Math.floor(spend.amount / 2));
        return () => credits.refundCredits({ ...spend, amount, reason: 'Refund', at: clock() });
      },
      // A new order.
      () => {
        const userId = pick(users);
        const pack = pick(CREDIT_PACKAGES);
        return async () => {
          const created = await purchases.createOrder(userId, pack.id, true);
          orders.push({
            userId,
            orderId: created.order_id,
            paymentId: `pay_${nextId()}`,
            amount: pack.price,
            credits: pack.credits,
            reported: false,
          });
        };
      },
      // Checkout's success for an order, sent once or replayed.
      () => {
        if (orders.length === 0) return () => Promise.resolve();
        const order = pick(orders);
        order.reported = true;
        const signature = checkoutSignature(order.orderId, order.paymentId);
        return async () => {
          const reply = await purchases.verifyPayment(order.userId, {
            order_id: order.orderId,
            payment_id: order.paymentId,
            signature,
          });
          verifiedCredits.set(order.orderId, [
            ...(verifiedCredits.get(order.orderId) ?? []),
            reply.credits_added,
          ]);
        };
      },
      // The webhook for an order's payment, either event, possibly a redelivery.
      () => {
        if (orders.length === 0) return () => Promise.resolve();
        const order = pick(orders);
        order.reported = true;
        const event = random() < 0.5 ? 'payment.captured' : 'order.paid';
        const body = Buffer.from(paidEventBody({ event, ...order }));
        const eventId = `evt_${order.orderId}_${event}`;
        return () => webhooks.handle({ rawBody: body, signature: webhookSignature(body), eventId });
      },
      // A forged verify, or someone else's order: both must be refused.
      () => {
        if (orders.length === 0) return () => Promise.resolve();
        const order = pick(orders);
        const forged = random() < 0.5;
        const caller = forged ? order.userId : (users.find((user) => user !== order.userId) ?? '');
        const signature = forged
          ? checkoutSignature(order.orderId, order.paymentId, 'guessed')
          : checkoutSignature(order.orderId, order.paymentId);
        return async () => {
          const refused = await purchases
            .verifyPayment(caller, {
              order_id: order.orderId,
              payment_id: order.paymentId,
              signature,
            })
            .then(
              () => false,
              (error: unknown) =>
                error instanceof PaymentError && error.failure === 'verificationFailed',
            );
          if (!refused) unexpected.push(new Error(`verify of ${order.orderId} was not refused`));
        };
      },
    ];

    operations.push(
      // A new subscription, paid at the checkout (refused while the user has a live one).
      () => {
        const userId = pick(users);
        const planId = pick(['starter', 'pro', 'enterprise']);
        return async () => {
          const created = await subscriptions.create(userId, planId, true);
          const subscriptionId = created.subscription.subscription_id;
          fake.pay(subscriptionId);
          paidSubscriptions.push({ userId, subscriptionId, paymentId: `pay_${nextId()}`, planId });
        };
      },
      // Checkout's success for a subscription, sent once or replayed.
      () => {
        if (paidSubscriptions.length === 0) return () => Promise.resolve();
        const paid = pick(paidSubscriptions);
        return () =>
          subscriptions.verify(paid.userId, {
            subscription_id: paid.subscriptionId,
            payment_id: paid.paymentId,
            signature: subscriptionSignature(paid.subscriptionId, paid.paymentId),
          });
      },
      // A renewal charged, or a report of the current state, possibly redelivered.
      () => {
        if (paidSubscriptions.length === 0) return () => Promise.resolve();
        const paid = pick(paidSubscriptions);
        if (random() < 0.5 && liveAtRazorpay(paid)) fake.renew(paid.subscriptionId);
        const eventId = `evt_${paid.subscriptionId}_${fake.get(paid.subscriptionId).paid_count}`;
        return deliver('subscription.charged', paid.subscriptionId, eventId);
      },
      // A failed renewal: pending, then halted.
      () => {
        if (paidSubscriptions.length === 0) return () => Promise.resolve();
        const paid = pick(paidSubscriptions);
        if (!liveAtRazorpay(paid)) return () => Promise.resolve();
        const { status } = fake.failCharge(paid.subscriptionId);
        return deliver(`subscription.${status}`, paid.subscriptionId);
      },
      // A cancellation at cycle end, and the period's end.
      () => {
        const userId = pick(users);
        return () => subscriptions.cancel(userId);
      },
      () => {
        if (paidSubscriptions.length === 0) return () => Promise.resolve();
        const paid = pick(paidSubscriptions);
        if (!liveAtRazorpay(paid)) return () => Promise.resolve();
        fake.end(paid.subscriptionId);
        return deliver('subscription.cancelled', paid.subscriptionId);
      },
    );

    for (let round = 0; round < ROUNDS; round += 1) {
      const batch = Array.from({ length: OPERATIONS_PER_ROUND }, () => pick(operations)());
      const outcomes = await Promise.allSettled(batch.map((run) => run()));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected' && !allowed(outcome.reason)) {
          unexpected.push(outcome.reason);
        }
      }
    }

    expect(unexpected).toEqual([]);
    const paymentOrders = createPaymentOrders(table);
    const totals = createCreditTotals(table);
    const creditedOrders = new Set<string>();
    for (const userId of users) {
      const ledger = await ledgerEntriesOf(table, userId);
      const balance = (await credits.balanceOf(userId)) ?? -1;
      const sum = ledger.reduce((total, entry) => total + entry.amount, 0);
      expect(balance).toBe(sum);
      expect(balance).toBeGreaterThanOrEqual(0);
      const account = await credits.accountOf(userId);
      const monthly = ledger.reduce((total, entry) => total + (entry.monthlyAmount ?? 0), 0);
      expect(account?.monthly).toBe(monthly);
      expect(monthly).toBeGreaterThanOrEqual(0);
      expect(monthly).toBeLessThanOrEqual(balance);

      // Each paid cycle granted once, never more cycles than Razorpay charged.
      const grants = ledger.filter((entry) => entry.type === 'subscription');
      const references = grants.map((entry) => entry.reference ?? '');
      expect(new Set(references).size).toBe(references.length);
      for (const grant of grants) {
        const [subscriptionId = '', cycle = ''] = (grant.reference ?? '').split('#');
        expect(Number(cycle)).toBeLessThanOrEqual(fake.get(subscriptionId).paid_count);
        const paid = paidSubscriptions.find((item) => item.subscriptionId === subscriptionId);
        expect(paid?.userId).toBe(userId);
        expect(grant.amount).toBe(findPlan(paid?.planId ?? '')?.credits);
      }
      for (const entry of ledger) expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);

      const expectedTotals = zeroTotals();
      for (const entry of ledger) {
        const total = totalOf[entry.type];
        if (total) expectedTotals[total] += Math.abs(entry.amount);
      }
      expect(await totals.summary(userId)).toEqual({ current_balance: balance, ...expectedTotals });

      for (const entry of ledger.filter((item) => item.type === 'purchase')) {
        const reference = entry.reference ?? '';
        expect(creditedOrders.has(reference)).toBe(false);
        creditedOrders.add(reference);
        const order = await paymentOrders.get(reference);
        expect(order).toMatchObject({ userId, status: 'paid', entryId: entry.id });
        expect(entry.amount).toBe(order?.credits);
      }
    }
    for (const order of orders) {
      const stored = await paymentOrders.get(order.orderId);
      expect(stored?.status).toBe(order.reported ? 'paid' : 'pending');
      expect(creditedOrders.has(order.orderId)).toBe(order.reported);
      for (const added of verifiedCredits.get(order.orderId) ?? [])
        expect(added).toBe(order.credits);
    }
    expect(orders.some((order) => order.reported)).toBe(true);
    expect(spends.length).toBeGreaterThan(20);
    const ledgers = await Promise.all(users.map((userId) => ledgerEntriesOf(table, userId)));
    const types = new Set(ledgers.flat().map((entry) => entry.type));
    expect([...types].sort()).toEqual(
      ['expiry', 'purchase', 'refund', 'spend', 'subscription', 'welcome'].sort(),
    );
  }, 120_000);
});
