import type {
  CreateSubscriptionResponse,
  Subscription,
} from '../../shared/api/subscription-schemas';
import { findPlan } from '../../shared/catalogue';
import { logger } from '../lib/observability';
import { cancelAtOnce } from './duplicate-subscriptions';
import { describeProviderError, PaymentError } from './payment-errors';
import type { PaidPlanId } from './razorpay-config';
import {
  LostRace,
  MAX_ATTEMPTS,
  saveSubscription,
  type SubscriptionBillingDeps,
} from './subscription-cycles';
import { toSubscription } from './subscription-records';

/**
 * A resume is only offered while there is time to authorise it before the period ends: Razorpay
 * refuses a first charge (`start_at`) that is not in the future.
 */
const RESUME_LEAD_SECONDS = 5 * 60;

/** What a new subscription is for: who, which paid plan, and, for a resume, what and when. */
export interface NewSubscription {
  userId: string;
  plan: { planId: PaidPlanId; price: number };
  countable: boolean;
  /** A resume: the subscription it follows, and its first charge (that one's period end). */
  resume?: { follows: string; startAt: number };
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * "Resume plan" for a plan cancelled at its period's end. Razorpay cannot undo that cancellation,
 * so the resume is a new subscription to the same plan whose first charge is at the period's end
 * (`start_at`): Checkout only authorises the payment method now (a token amount Razorpay gives
 * back), nothing is granted until that first charge, and the credits of the month already paid
 * stay until then. Authorised, it is named on the user's subscription (subscription-cycles.ts
 * `noteResume`), which is how its first charge takes over rather than being refunded as a
 * duplicate.
 */
export async function resumePlan(
  deps: SubscriptionBillingDeps,
  userId: string,
  countable: boolean,
  /** Opens the subscription at Razorpay and records it (subscription-billing.ts). */
  open: (request: NewSubscription) => Promise<CreateSubscriptionResponse['subscription']>,
): Promise<CreateSubscriptionResponse> {
  const current = await deps.records.ofUser(userId);
  if (!current || current.status !== 'active' || !current.cancelAtCycleEnd) {
    throw new PaymentError('nothingToResume');
  }
  if (current.resumeId) throw new PaymentError('alreadyResuming');
  const startAt = current.currentEnd;
  if (startAt === null || startAt <= unixSeconds(deps.clock()) + RESUME_LEAD_SECONDS) {
    throw new PaymentError('nothingToResume');
  }
  const plan = findPlan(current.planId);
  if (!plan || plan.id === 'free') throw new PaymentError('nothingToResume');
  const subscription = await open({
    userId,
    plan: { planId: plan.id, price: plan.price },
    countable,
    resume: { follows: current.subscriptionId, startAt },
  });
  return {
    success: true,
    subscription,
    message: `Authorise your payment method to resume your ${plan.name} plan when this billing period ends. You are charged then, not now.`,
  };
}

/**
 * Undoes a resume before its first charge: Razorpay cancels it at once (so it never charges), then
 * the user's subscription forgets it and ends with its period as it was going to.
 */
export async function cancelResume(
  deps: SubscriptionBillingDeps,
  userId: string,
): Promise<{ success: true; subscription: Subscription }> {
  let seen = await deps.records.ofUser(userId);
  const resumeId = seen?.resumeId;
  if (!seen || !resumeId) throw new PaymentError('nothingToUnresume');
  const { gateway } = await deps.razorpay();
  try {
    await cancelAtOnce(gateway, resumeId);
  } catch (error) {
    logger.error(`Razorpay refused to cancel resume ${resumeId}: ${describeProviderError(error)}`);
    throw new PaymentError('cancelFailed');
  }
  for (let attempt = 1; ; attempt += 1) {
    const next = { ...seen, resumeId: null, updatedAt: deps.clock() };
    try {
      await saveSubscription(deps, next, seen);
      return { success: true, subscription: toSubscription(next) };
    } catch (error) {
      if (!(error instanceof LostRace) || attempt >= MAX_ATTEMPTS) throw error;
    }
    const fresh = await deps.records.ofUser(userId);
    // Its cancellation's report got there first (or it was never named): nothing left to undo.
    if (!fresh || fresh.resumeId !== resumeId) {
      return { success: true, subscription: toSubscription(fresh) };
    }
    seen = fresh;
  }
}
