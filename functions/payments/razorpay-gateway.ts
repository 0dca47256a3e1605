import * as z from 'zod';
import { rememberedUntilFailure } from '../../shared/remembered';
import { PaymentError } from './payment-errors';
import type { PaymentsConfig, RazorpayKeys } from './razorpay-config';

export interface NewRazorpayOrder {
  /** In paise. */
  amount: number;
  currency: 'INR';
  /** Ours, unique per order (Razorpay allows 40 characters). */
  receipt: string;
  notes: Record<string, string>;
}

export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
}

/** A Razorpay plan: what a subscription to it charges, and how often. */
export interface RazorpayPlan {
  id: string;
  period: string;
  interval: number;
  /** In paise. */
  amount: number;
  currency: string;
}

export interface NewRazorpaySubscription {
  planId: string;
  /** How many monthly charges at most; Razorpay requires a bound. */
  totalCount: number;
  notes: Record<string, string>;
}

export interface SubscriptionUpdate {
  planId: string;
  scheduleChangeAt: 'now' | 'cycle_end';
}

/** What a webhook or a fetch says of a subscription (unix seconds; null until known). */
export const razorpaySubscriptionSchema = z.object({
  id: z.string().min(1),
  plan_id: z.string().min(1),
  status: z.string().min(1),
  current_start: z.number().int().nullish(),
  current_end: z.number().int().nullish(),
  charge_at: z.number().int().nullish(),
  ended_at: z.number().int().nullish(),
  has_scheduled_changes: z.boolean().nullish(),
  change_scheduled_at: z.number().int().nullish(),
  paid_count: z.number().int().nonnegative().default(0),
  notes: z.union([z.record(z.string(), z.string()), z.array(z.unknown())]).nullish(),
});
export type RazorpaySubscription = z.infer<typeof razorpaySubscriptionSchema>;

/** What the product asks of Razorpay's API (Checkout and webhooks do the rest). */
export interface RazorpayGateway {
  createOrder(order: NewRazorpayOrder): Promise<RazorpayOrder>;
  fetchPlan(planId: string): Promise<RazorpayPlan>;
  createSubscription(subscription: NewRazorpaySubscription): Promise<RazorpaySubscription>;
  fetchSubscription(subscriptionId: string): Promise<RazorpaySubscription>;
  /** At cycle end: the subscription stays active until its period ends; otherwise at once. */
  cancelSubscription(subscriptionId: string, atCycleEnd: boolean): Promise<RazorpaySubscription>;
  /**
   * Moves the subscription to another plan: `now` (Razorpay charges the difference for the rest of
   * the period, and the subscription answers with the new plan) or at `cycle_end` (scheduled).
   */
  updateSubscription(
    subscriptionId: string,
    update: SubscriptionUpdate,
  ): Promise<RazorpaySubscription>;
  /** Drops an update scheduled for the cycle's end. */
  cancelScheduledChanges(subscriptionId: string): Promise<RazorpaySubscription>;
  /** Gives back what is left of a payment. */
  refundPayment(paymentId: string, notes: Record<string, string>): Promise<void>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
}

const paymentSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  amount_refunded: z.number().int().nonnegative().default(0),
});
/** A payment, as far as a refund needs it: what was paid and what was given back (paise). */
export type RazorpayPayment = z.infer<typeof paymentSchema>;

const orderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
});

const planSchema = z
  .object({
    id: z.string().min(1),
    period: z.string(),
    interval: z.number().int(),
    item: z.object({ amount: z.number().int(), currency: z.string() }),
  })
  .transform(({ id, period, interval, item }) => ({
    id,
    period,
    interval,
    amount: item.amount,
    currency: item.currency,
  }));

/** Razorpay through its SDK, with the account's keys, at `apiUrl` when given (the stand-in). */
export function createRazorpayGateway(keys: RazorpayKeys, apiUrl?: string): RazorpayGateway {
  // The SDK (with axios and its MIME table, a third of the function) is loaded by the first call
  // that reaches Razorpay's API: webhooks and verifications check signatures with the keys alone.
  const sdk = rememberedUntilFailure(async () =>
    (await import('./razorpay-sdk')).razorpayClient(keys, apiUrl),
  );
  return {
    async createOrder(order) {
      const created: unknown = await (
        await sdk()
      ).orders.create({
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        notes: order.notes,
      });
      return orderSchema.parse(created);
    },
    async fetchPlan(planId) {
      return planSchema.parse(await (await sdk()).plans.fetch(planId));
    },
    async createSubscription(subscription) {
      const created: unknown = await (
        await sdk()
      ).subscriptions.create({
        plan_id: subscription.planId,
        total_count: subscription.totalCount,
        quantity: 1,
        customer_notify: 1,
        notes: subscription.notes,
      });
      return razorpaySubscriptionSchema.parse(created);
    },
    async fetchSubscription(subscriptionId) {
      return razorpaySubscriptionSchema.parse(
        await (await sdk()).subscriptions.fetch(subscriptionId),
      );
    },
    async cancelSubscription(subscriptionId, atCycleEnd) {
      const cancelled: unknown = await (
        await sdk()
      ).subscriptions.cancel(subscriptionId, atCycleEnd);
      return razorpaySubscriptionSchema.parse(cancelled);
    },
    async updateSubscription(subscriptionId, update) {
      const updated: unknown = await (
        await sdk()
      ).subscriptions.update(subscriptionId, {
        plan_id: update.planId,
        quantity: 1,
        schedule_change_at: update.scheduleChangeAt,
        customer_notify: 1,
      });
      return razorpaySubscriptionSchema.parse(updated);
    },
    async cancelScheduledChanges(subscriptionId) {
      const updated: unknown = await (
        await sdk()
      ).subscriptions.cancelScheduledChanges(subscriptionId);
      return razorpaySubscriptionSchema.parse(updated);
    },
    async refundPayment(paymentId, notes) {
      await (await sdk()).payments.refund(paymentId, { notes });
    },
    async fetchPayment(paymentId) {
      return paymentSchema.parse(await (await sdk()).payments.fetch(paymentId));
    },
  };
}

export interface RazorpayAccess {
  keys: RazorpayKeys;
  gateway: RazorpayGateway;
}

/**
 * The account's keys and a gateway with them, made once per container (the secret is read on first
 * use, and again only after a failed read). Without an account configured, every use is refused
 * with PaymentError('notConfigured').
 */
export function razorpayAccessFrom(config: PaymentsConfig): () => Promise<RazorpayAccess> {
  const readKeys = config.keys;
  if (!readKeys) return () => Promise.reject(new PaymentError('notConfigured'));
  return rememberedUntilFailure(async () => {
    const keys = await readKeys();
    return { keys, gateway: createRazorpayGateway(keys, config.apiUrl) };
  });
}
