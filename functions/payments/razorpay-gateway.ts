import * as z from '../../shared/zod';
import type { RazorpayKeys } from './razorpay-config';

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
  /**
   * Unix seconds of the first charge, when it is not at Checkout: Checkout then only authorises
   * the payment method (a token amount Razorpay refunds) and the first cycle is charged then.
   */
  startAt?: number;
}

export interface SubscriptionUpdate {
  planId: string;
  scheduleChangeAt: 'now' | 'cycle_end';
}

/** What a webhook or a fetch says of a subscription (unix seconds; null until known). */
export const razorpaySubscriptionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  plan_id: z.string().check(z.minLength(1)),
  status: z.string().check(z.minLength(1)),
  current_start: z.nullish(z.number().check(z.int())),
  current_end: z.nullish(z.number().check(z.int())),
  charge_at: z.nullish(z.number().check(z.int())),
  ended_at: z.nullish(z.number().check(z.int())),
  start_at: z.nullish(z.number().check(z.int())),
  has_scheduled_changes: z.nullish(z.boolean()),
  change_scheduled_at: z.nullish(z.number().check(z.int())),
  paid_count: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  notes: z.nullish(z.union([z.record(z.string(), z.string()), z.array(z.unknown())])),
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

/** A payment, as far as a refund needs it: what was paid and what was given back (paise). */
export interface RazorpayPayment {
  id: string;
  amount: number;
  amount_refunded: number;
}

export interface RazorpayAccess {
  keys: RazorpayKeys;
  gateway: RazorpayGateway;
}
