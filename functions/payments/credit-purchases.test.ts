import { randomUUID } from 'node:crypto';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { findCreditPackage } from '../../shared/catalogue';
import { useLocalTable } from '../../testing/local-table';
import { recordedFunnel, recordedMetrics } from '../../testing/recorded-metrics';
import { createProfiles } from '../auth/profiles';
import { createCreditAccount } from '../credits/credit-account';
import {
  checkoutSignature,
  paidEventBody,
  razorpayId,
  testKeys,
  webhookSignature,
} from '../../testing/fakes/fake-razorpay';
import { createPayments } from './payments';
import type { RazorpayAccess } from './razorpay-gateway';

const table = useLocalTable('credit-purchases-test');

function setUp() {
  const recorded = recordedMetrics();
  const funnel = recordedFunnel();
  const access: RazorpayAccess = {
    keys: testKeys,
    gateway: {
      createOrder: async (order) => ({
        id: razorpayId('order'),
        amount: order.amount,
        currency: order.currency,
      }),
      fetchPlan: () => Promise.reject(new Error('no plans here')),
      createSubscription: () => Promise.reject(new Error('no subscriptions here')),
      fetchSubscription: () => Promise.reject(new Error('no subscriptions here')),
      cancelSubscription: () => Promise.reject(new Error('no subscriptions here')),
      updateSubscription: () => Promise.reject(new Error('no subscriptions here')),
      cancelScheduledChanges: () => Promise.reject(new Error('no subscriptions here')),
      refundPayment: () => Promise.reject(new Error('no refunds here')),
      fetchPayment: () => Promise.reject(new Error('no payments here')),
    },
  };
  const credits = createCreditAccount(table);
  const payments = createPayments({
    table,
    razorpay: () => Promise.resolve(access),
    clock: () => new Date(),
    newId: monotonicFactory(),
    credits,
    metrics: recorded.metrics,
    funnel: funnel.funnel,
  });
  return { ...payments, credits, recorded, funnel };
}

async function newUser(): Promise<string> {
  const userId = `buyer-${randomUUID()}`;
  await createProfiles(table).createWithWelcomeCredits({
    userId,
    username: 'buyer',
    email: `${userId}@example.com`,
    photoUrl: null,
    emailVerified: true,
    createdAt: new Date(),
  });
  return userId;
}

describe('the payments credited metric', () => {
  it('counts a paid order once, however often verify and the webhook report it', async () => {
    const { purchases, webhooks, credits, recorded, funnel } = setUp();
    const userId = await newUser();
    const pack = findCreditPackage('pack_300');
    const order = await purchases.createOrder(userId, 'pack_300', true);
    const paymentId = razorpayId('pay');
    const verify = {
      order_id: order.order_id,
      payment_id: paymentId,
      signature: checkoutSignature(order.order_id, paymentId),
    };

    await purchases.verifyPayment(userId, verify);
    await purchases.verifyPayment(userId, verify);
    const rawBody = Buffer.from(
      paidEventBody({
        event: 'payment.captured',
        orderId: order.order_id,
        paymentId,
        amount: order.amount,
      }),
    );
    const outcome = await webhooks.handle({
      rawBody,
      signature: webhookSignature(rawBody),
      eventId: randomUUID(),
    });

    expect(outcome).toBe('already_credited');
    expect(await credits.balanceOf(userId)).toBe(20 + (pack?.credits ?? NaN));
    expect(recorded.times('PaymentsCredited')).toBe(1);
    expect(recorded.names()).toEqual(['PaymentsCredited']);
    expect(funnel.counted).toEqual([{ step: 'purchase', countable: true }]);
  });

  it("counts the purchase in the funnel only as its buyer's order allowed, even by webhook", async () => {
    const { purchases, webhooks, funnel } = setUp();
    const userId = await newUser();
    const order = await purchases.createOrder(userId, 'pack_300', false);
    const rawBody = Buffer.from(
      paidEventBody({
        event: 'order.paid',
        orderId: order.order_id,
        paymentId: razorpayId('pay'),
        amount: order.amount,
      }),
    );

    const outcome = await webhooks.handle({
      rawBody,
      signature: webhookSignature(rawBody),
      eventId: randomUUID(),
    });

    expect(outcome).toBe('credited');
    expect(funnel.steps()).toEqual([]);
  });

  it('counts nothing for an order that was never paid', async () => {
    const { purchases, recorded } = setUp();
    const userId = await newUser();
    const order = await purchases.createOrder(userId, 'pack_300', true);

    await expect(
      purchases.verifyPayment(userId, {
        order_id: order.order_id,
        payment_id: razorpayId('pay'),
        signature: 'forged',
      }),
    ).rejects.toThrow();

    expect(recorded.times('PaymentsCredited')).toBe(0);
  });
});
