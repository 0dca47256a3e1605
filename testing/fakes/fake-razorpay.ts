import { randomBytes } from 'node:crypto';
import type {
  RazorpayGateway,
  RazorpaySubscription,
} from '../../functions/payments/razorpay-gateway';
import { hmacSha256Hex } from '../../functions/payments/signatures';

/**
 * Razorpay for unit tests: its gateway in memory, and what Checkout and the webhook sender sign.
 * Tests over HTTP use the local stand-in (`testing/cloud/razorpay-stand-in-server.ts`) instead.
 */

export const testKeys = {
  keyId: 'rzp_test_fake',
  keySecret: 'fake-key-secret',
  webhookSecret: 'fake-webhook-secret',
  planIds: { starter: 'plan_fakestarter', pro: 'plan_fakepro', enterprise: 'plan_fakeenterprise' },
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id as Razorpay makes them: a prefix and 14 letters and digits. */
export function razorpayId(prefix: 'order' | 'pay' | 'sub'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/** What Checkout hands the page on success: `order_id|payment_id` signed with the key secret. */
export function checkoutSignature(
  orderId: string,
  paymentId: string,
  keySecret = testKeys.keySecret,
) {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export interface PaidEvent {
  event: 'payment.captured' | 'order.paid';
  orderId: string;
  paymentId: string;
  amount: number;
  currency?: string;
}

/** A webhook body as Razorpay sends it for a captured payment or a paid order. */
export function paidEventBody({ event, orderId, paymentId, amount, currency = 'INR' }: PaidEvent) {
  const payment = {
    entity: {
      id: paymentId,
      entity: 'payment',
      amount,
      currency,
      status: 'captured',
      order_id: orderId,
      method: 'upi',
      captured: true,
      created_at: Math.floor(Date.now() / 1000),
    },
  };
  const payload =
    event === 'order.paid'
      ? {
          payment,
          order: {
            entity: { id: orderId, entity: 'order', amount, amount_paid: amount, status: 'paid' },
          },
        }
      : { payment };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_fake',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** `X-Razorpay-Signature` of a body. */
export function webhookSignature(body: string | Buffer, webhookSecret = testKeys.webhookSecret) {
  return hmacSha256Hex(webhookSecret, body);
}

/** Razorpay's `payment_id|subscription_id` Checkout signature for a subscription's payment. */
export function subscriptionSignature(
  subscriptionId: string,
  paymentId: string,
  keySecret = testKeys.keySecret,
) {
  return hmacSha256Hex(keySecret, `${paymentId}|${subscriptionId}`);
}

const MONTH_SECONDS = 30 * 24 * 60 * 60;

type OutageCall = 'refundPayment' | 'cancelSubscription' | 'updateSubscription';

/**
 * Razorpay's subscriptions in memory, behind the gateway interface the server uses: plans for the
 * test keys' plan ids at the catalogue's prices, subscriptions that life-cycle helpers pay, renew,
 * fail and end as Razorpay would, and the webhook bodies that report each state.
 */
export function createFakeSubscriptions(prices: Record<string, number>) {
  const subscriptions = new Map<string, RazorpaySubscription>();
  const refunds: string[] = [];
  /** Plans to switch to at the next renewal, by subscription. */
  const scheduled = new Map<string, string>();
  /** Updates made at once, in order: the subscription and the plan it moved to. */
  const updates: { subscriptionId: string; planId: string }[] = [];
  /** Calls Razorpay is to refuse, and how many more times. */
  const outages = new Map<OutageCall, number>();
  const refusesNow = (call: OutageCall) => {
    const left = outages.get(call) ?? 0;
    if (left > 0) outages.set(call, left - 1);
    return left > 0;
  };
  const now = () => Math.floor(Date.now() / 1000);
  const get = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`No subscription ${id}`);
    return subscription;
  };
  const set = (id: string, change: Partial<RazorpaySubscription>) => {
    const updated = { ...get(id), ...change };
    subscriptions.set(id, updated);
    return updated;
  };
  const gateway: Omit<RazorpayGateway, 'createOrder'> = {
    fetchPlan: (planId) => {
      const entry = Object.entries(testKeys.planIds).find(([, id]) => id === planId);
      const amount = entry ? prices[entry[0]] : undefined;
      if (amount === undefined) return Promise.reject(new Error(`No plan ${planId}`));
      return Promise.resolve({
        id: planId,
        period: 'monthly',
        interval: 1,
        amount,
        currency: 'INR',
      });
    },
    createSubscription: ({ planId, startAt }) => {
      const id = razorpayId('sub');
      const created = {
        id,
        plan_id: planId,
        status: 'created',
        current_start: null,
        current_end: null,
        charge_at: startAt ?? null,
        start_at: startAt ?? null,
        ended_at: null,
        paid_count: 0,
        notes: [],
      };
      subscriptions.set(id, created);
      return Promise.resolve(created);
    },
    fetchSubscription: (id) => Promise.resolve(get(id)),
    refundPayment: (paymentId) => {
      if (refusesNow('refundPayment')) {
        return Promise.reject(new Error('Razorpay is having a bad day'));
      }
      if (refunds.includes(paymentId)) {
        return Promise.reject(new Error('The payment has been fully refunded already'));
      }
      refunds.push(paymentId);
      return Promise.resolve();
    },
    fetchPayment: (paymentId) =>
      Promise.resolve({
        id: paymentId,
        amount: 100,
        amount_refunded: refunds.includes(paymentId) ? 100 : 0,
      }),
    cancelSubscription: (id, atCycleEnd) => {
      if (refusesNow('cancelSubscription')) {
        return Promise.reject(new Error('Razorpay is having a bad day'));
      }
      const subscription = get(id);
      if (['cancelled', 'completed', 'expired'].includes(subscription.status)) {
        return Promise.reject(new Error('Subscription is not cancellable in cancelled status.'));
      }
      return Promise.resolve(
        atCycleEnd ? subscription : set(id, { status: 'cancelled', ended_at: now() }),
      );
    },
    updateSubscription: (id, { planId, scheduleChangeAt }) => {
      if (refusesNow('updateSubscription')) {
        return Promise.reject(new Error('Razorpay did not answer'));
      }
      const subscription = get(id);
      if (!['authenticated', 'active'].includes(subscription.status)) {
        return Promise.reject(new Error(`Cannot update a ${subscription.status} subscription`));
      }
      if (scheduleChangeAt === 'cycle_end') {
        scheduled.set(id, planId);
        return Promise.resolve(
          set(id, { has_scheduled_changes: true, change_scheduled_at: subscription.current_end }),
        );
      }
      updates.push({ subscriptionId: id, planId });
      return Promise.resolve(set(id, { plan_id: planId }));
    },
    cancelScheduledChanges: (id) => {
      if (!scheduled.delete(id)) return Promise.reject(new Error('No scheduled changes'));
      return Promise.resolve(set(id, { has_scheduled_changes: false, change_scheduled_at: null }));
    },
  };
  return {
    gateway,
    get,
    /** The payments refunded, in order. */
    refunds,
    updates,
    /** Makes the next `times` calls of a kind fail, as an outage at Razorpay would. */
    refuse(call: OutageCall, times = 1) {
      outages.set(call, times);
    },
    /** Checkout's payment: the first charge, as `subscription.charged` would report it. */
    pay(id: string) {
      // Paid a minute before anyone reports it, so a period the server made up would show.
      const start = now() - 60;
      return set(id, {
        status: 'active',
        paid_count: 1,
        current_start: start,
        current_end: start + MONTH_SECONDS,
        charge_at: start + MONTH_SECONDS,
      });
    },
    /** Checkout for one that starts later (`start_at`): the method authorised, nothing paid. */
    authorise(id: string) {
      return set(id, { status: 'authenticated' });
    },
    /** `start_at` has come: the first charge of an authorised subscription. */
    start(id: string) {
      const start = get(id).start_at ?? now();
      return set(id, {
        status: 'active',
        paid_count: 1,
        current_start: start,
        current_end: start + MONTH_SECONDS,
        charge_at: start + MONTH_SECONDS,
      });
    },
    /** Makes an update at once as Razorpay would, without the product asking (its answer lost). */
    update(id: string, planId: string) {
      return set(id, { plan_id: planId });
    },
    renew(id: string) {
      const { paid_count, current_end } = get(id);
      const start = current_end ?? now();
      const switchTo = scheduled.get(id);
      scheduled.delete(id);
      return set(id, {
        ...(switchTo ? { plan_id: switchTo, has_scheduled_changes: false } : {}),
        status: 'active',
        paid_count: paid_count + 1,
        current_start: start,
        current_end: start + MONTH_SECONDS,
        charge_at: start + MONTH_SECONDS,
      });
    },
    failCharge(id: string) {
      return set(id, { status: get(id).status === 'pending' ? 'halted' : 'pending' });
    },
    end(id: string) {
      return set(id, { status: 'cancelled', ended_at: now(), charge_at: null });
    },
  };
}

/** A subscription event's webhook body, carrying the subscription as it is now (and a charge's payment). */
export function subscriptionEventBody(
  event: string,
  subscription: RazorpaySubscription,
  paymentId?: string,
) {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_fake',
    event,
    contains: paymentId ? ['subscription', 'payment'] : ['subscription'],
    payload: {
      subscription: { entity: { entity: 'subscription', ...subscription } },
      ...(paymentId ? { payment: { entity: { entity: 'payment', id: paymentId } } } : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}
