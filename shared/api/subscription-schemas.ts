import * as z from '../zod';
import { paymentSignatureSchema, providerIdSchema, successSchema } from './common';

export const planIdSchema = z.enum(['free', 'starter', 'pro', 'enterprise'], {
  error: 'Unknown plan',
});
export type PlanIdValue = z.infer<typeof planIdSchema>;

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  /** Monthly price in paise; 0 for the free plan. */
  price: z.number().check(z.int(), z.nonnegative()),
  /** Credits granted each month (for free, once at sign-up). */
  credits: z.number().check(z.int(), z.nonnegative()),
  features: z.readonly(z.array(z.string())),
});
export type Plan = z.infer<typeof planSchema>;

export const listPlansResponseSchema = z.extend(successSchema, { plans: z.array(planSchema) });
export type ListPlansResponse = z.infer<typeof listPlansResponseSchema>;

export const subscriptionStatusSchema = z.enum([
  'none',
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * The statuses in which a subscription's plan is the user's plan: paid for (active), or paid until
 * a renewal Razorpay is still retrying (pending), or just authorised (authenticated). Halted,
 * cancelled, completed and expired subscriptions are over: the user is back on the free plan and
 * may subscribe again.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['authenticated', 'active', 'pending'] as const;

export function isLiveSubscription(status: SubscriptionStatus): boolean {
  return (LIVE_SUBSCRIPTION_STATUSES as readonly SubscriptionStatus[]).includes(status);
}

export const subscriptionSchema = z.object({
  plan_id: planIdSchema,
  status: subscriptionStatusSchema,
  /** Unix seconds of the next billing; null when nothing will be charged. */
  charge_at: z.nullable(z.number().check(z.int())),
  subscription_id: z.nullable(z.string()),
  /** True once cancellation at cycle end was requested; the plan stays usable until current_end. */
  cancel_at_cycle_end: z.optional(z.boolean()),
  /** Unix seconds when the paid period ends (the plan's credits expire then unless renewed). */
  current_end: z.optional(z.nullable(z.number().check(z.int()))),
  /** Unix seconds when the paid period began: with current_end, what a plan change is pro rata to. */
  current_start: z.optional(z.nullable(z.number().check(z.int()))),
  /** A switch to a cheaper plan, made at renewal (`at`, unix seconds) unless undone before. */
  scheduled_change: z.optional(
    z.nullable(z.object({ plan_id: planIdSchema, at: z.number().check(z.int()) })),
  ),
  /**
   * A plan cancelled at its period's end and resumed: the same plan starts again (and is first
   * charged) at this time, unix seconds, unless the resume is cancelled before.
   */
  resumes_at: z.optional(z.nullable(z.number().check(z.int()))),
});

/** The plan a user is on: the subscription's while it is live, otherwise free. */
export function currentPlanIdOf(subscription: Subscription): PlanIdValue {
  return isLiveSubscription(subscription.status) ? subscription.plan_id : 'free';
}
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionStatusResponseSchema = z.extend(successSchema, {
  subscription: subscriptionSchema,
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export const createSubscriptionRequestSchema = z.object({ plan_id: planIdSchema });
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

export const createSubscriptionResponseSchema = z.extend(successSchema, {
  subscription: z.object({
    subscription_id: z.string(),
    plan_id: planIdSchema,
    /** The public checkout key the client opens Razorpay Checkout with. */
    key_id: z.string(),
  }),
  message: z.string(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const verifySubscriptionRequestSchema = z.object({
  subscription_id: providerIdSchema('subscription_id'),
  payment_id: providerIdSchema('payment_id'),
  signature: paymentSignatureSchema,
});
export type VerifySubscriptionRequest = z.infer<typeof verifySubscriptionRequestSchema>;

export const verifySubscriptionResponseSchema = z.extend(successSchema, {
  credits_added: z.number().check(z.int(), z.nonnegative()),
});

export const cancelSubscriptionRequestSchema = z.object({
  cancel_at_cycle_end: z.literal(true, { error: 'cancel_at_cycle_end must be true' }),
});

export const cancelSubscriptionResponseSchema = successSchema;

/**
 * The refusal of a plan change Razorpay cannot make (a subscription paid by UPI or emandate): the
 * page offers to cancel instead, so the server and the page share its words.
 */
export const PLAN_CHANGE_NOT_SUPPORTED =
  'Your payment method does not allow changing plans. Cancel your subscription, then subscribe to the new plan when it ends.';

export const changePlanRequestSchema = z.object({ plan_id: planIdSchema });
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

/**
 * A plan change: an upgrade is effective `now`, charged `charge` paise (the price difference for
 * the rest of the period) and granted `credits_added`; a downgrade waits for the `cycle_end`.
 */
export const changePlanResponseSchema = z.extend(successSchema, {
  subscription: subscriptionSchema,
  effective: z.enum(['now', 'cycle_end']),
  charge: z.number().check(z.int(), z.nonnegative()),
  credits_added: z.number().check(z.int(), z.nonnegative()),
});
export type ChangePlanResponse = z.infer<typeof changePlanResponseSchema>;

export const resumeSubscriptionResponseSchema = createSubscriptionResponseSchema;

export const cancelResumeResponseSchema = z.extend(successSchema, {
  subscription: subscriptionSchema,
});

export const cancelPlanChangeResponseSchema = z.extend(successSchema, {
  subscription: subscriptionSchema,
});
