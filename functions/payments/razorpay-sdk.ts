import Razorpay from 'razorpay';
import * as z from '../../shared/zod';
import type { RazorpayKeys } from './razorpay-config';
import {
  razorpaySubscriptionSchema,
  type RazorpayGateway,
  type RazorpayPayment,
} from './razorpay-gateway';

/** Below the function's 15 s timeout, so a hanging Razorpay is answered with a 502, not a 504. */
const REQUEST_TIMEOUT_MS = 8000;

/**
 * The SDK creates its axios instance with Razorpay's host hard-coded; locally the stand-in takes
 * its place by pointing that instance's base URL elsewhere (the `/v1/...` paths stay the same).
 * Checked rather than assumed, so an SDK upgrade that moves it fails loudly, not by calling out.
 */
function configureHttpClient(client: Razorpay, apiUrl: string | undefined): Razorpay {
  // An axios instance is a function with properties.
  const http: unknown = Reflect.get(client.api, 'rq');
  const defaults: unknown = typeof http === 'function' ? Reflect.get(http, 'defaults') : undefined;
  if (typeof defaults !== 'object' || defaults === null) {
    throw new Error('The razorpay SDK no longer exposes its HTTP client (api.rq.defaults)');
  }
  Object.assign(defaults, {
    timeout: REQUEST_TIMEOUT_MS,
    ...(apiUrl === undefined ? {} : { baseURL: apiUrl }),
  });
  return client;
}

/** The SDK with these keys, at `apiUrl` when given (the stand-in), with the request timeout. */
export function razorpayClient(
  keys: Pick<RazorpayKeys, 'keyId' | 'keySecret'>,
  apiUrl?: string,
): Razorpay {
  return configureHttpClient(
    new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret }),
    apiUrl,
  );
}

const paymentSchema: z.ZodMiniType<RazorpayPayment> = z.object({
  id: z.string().check(z.minLength(1)),
  amount: z.number().check(z.int()),
  amount_refunded: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});

const orderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  amount: z.number().check(z.int()),
  currency: z.string(),
});

const planSchema = z.pipe(
  z.object({
    id: z.string().check(z.minLength(1)),
    period: z.string(),
    interval: z.number().check(z.int()),
    item: z.object({ amount: z.number().check(z.int()), currency: z.string() }),
  }),
  z.transform(({ id, period, interval, item }) => ({
    id,
    period,
    interval,
    amount: item.amount,
    currency: item.currency,
  })),
);

/** Razorpay through its SDK, with the account's keys, at `apiUrl` when given (the stand-in). */
export function createRazorpayGateway(keys: RazorpayKeys, apiUrl?: string): RazorpayGateway {
  const client = razorpayClient(keys, apiUrl);
  return {
    async createOrder(order) {
      const created: unknown = await client.orders.create({
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        notes: order.notes,
      });
      return orderSchema.parse(created);
    },
    async fetchPlan(planId) {
      return planSchema.parse(await client.plans.fetch(planId));
    },
    async createSubscription(subscription) {
      const created: unknown = await client.subscriptions.create({
        plan_id: subscription.planId,
        total_count: subscription.totalCount,
        quantity: 1,
        customer_notify: 1,
        notes: subscription.notes,
        ...(subscription.startAt === undefined ? {} : { start_at: subscription.startAt }),
      });
      return razorpaySubscriptionSchema.parse(created);
    },
    async fetchSubscription(subscriptionId) {
      return razorpaySubscriptionSchema.parse(await client.subscriptions.fetch(subscriptionId));
    },
    async cancelSubscription(subscriptionId, atCycleEnd) {
      const cancelled: unknown = await client.subscriptions.cancel(subscriptionId, atCycleEnd);
      return razorpaySubscriptionSchema.parse(cancelled);
    },
    async updateSubscription(subscriptionId, update) {
      const updated: unknown = await client.subscriptions.update(subscriptionId, {
        plan_id: update.planId,
        quantity: 1,
        schedule_change_at: update.scheduleChangeAt,
        customer_notify: 1,
      });
      return razorpaySubscriptionSchema.parse(updated);
    },
    async cancelScheduledChanges(subscriptionId) {
      const updated: unknown = await client.subscriptions.cancelScheduledChanges(subscriptionId);
      return razorpaySubscriptionSchema.parse(updated);
    },
    async refundPayment(paymentId, notes) {
      await client.payments.refund(paymentId, { notes });
    },
    async fetchPayment(paymentId) {
      return paymentSchema.parse(await client.payments.fetch(paymentId));
    },
  };
}
