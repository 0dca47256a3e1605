import {
  isLiveSubscription,
  type CreateSubscriptionResponse,
  type Subscription,
  type VerifySubscriptionRequest,
} from '../../shared/api/subscription-schemas';
import { findPlan } from '../../shared/catalogue';
import { CURRENCY } from '../../shared/constants';
import { describeProviderError, PaymentError } from './payment-errors';
import type { PaidPlanId } from './razorpay-config';
import type { RazorpayAccess, RazorpayPlan, RazorpaySubscription } from './razorpay-gateway';
import { isSubscriptionSignatureValid } from './signatures';
import {
  advanced,
  applyReport,
  LostRace,
  MAX_ATTEMPTS,
  planCredits,
  reportOf,
  saveSubscription,
  type SubscriptionBillingDeps,
  type SubscriptionOutcome,
  type SubscriptionReport,
} from './subscription-cycles';
import { createSubscriptionRecords, toSubscription } from './subscription-records';
import {
  cancelPlanChange,
  changePlan,
  dropScheduledChange,
  settleReportedUpgrade,
} from './plan-changes';
import { cancelResume, resumePlan, type NewSubscription } from './plan-resumes';
import { logger } from '../lib/observability';
import { productAnalyticsOf } from '../analytics/product-analytics';
import { createCreditAccount } from '../credits/credit-account';
import type { TableClient } from '../lib/dynamo-client';

export type { SubscriptionBillingDeps, SubscriptionOutcome } from './subscription-cycles';

/**
 * How many monthly charges a subscription allows. Razorpay needs a bound; ten years is one no
 * customer meets, and Razorpay completes the subscription (`subscription.completed`) if one does.
 */
export const SUBSCRIPTION_TOTAL_COUNT = 120;

interface BillingDeps extends SubscriptionBillingDeps {
  /** Razorpay plans checked against the catalogue, once per container. */
  checkedPlans: Map<string, Promise<RazorpayPlan>>;
}

/** The Razorpay plan of a catalogue plan, checked once to charge what the catalogue says. */
async function razorpayPlanFor(
  { checkedPlans }: BillingDeps,
  access: RazorpayAccess,
  { planId, price }: { planId: PaidPlanId; price: number },
) {
  const razorpayPlanId = access.keys.planIds[planId];
  if (!razorpayPlanId) {
    logger.error(`No Razorpay plan is configured for ${planId} (plan_ids / RAZORPAY_PLAN_IDS)`);
    throw new PaymentError('planNotAvailable');
  }
  let plan = checkedPlans.get(razorpayPlanId);
  if (!plan) {
    plan = access.gateway.fetchPlan(razorpayPlanId);
    checkedPlans.set(razorpayPlanId, plan);
    plan.catch(() => checkedPlans.delete(razorpayPlanId));
  }
  let fetched: RazorpayPlan;
  try {
    fetched = await plan;
  } catch (error) {
    logger.error(`Razorpay plan ${razorpayPlanId}: ${describeProviderError(error)}`);
    throw new PaymentError('subscriptionNotCreated');
  }
  const monthly = fetched.period === 'monthly' && fetched.interval === 1;
  if (!monthly || fetched.amount !== price || fetched.currency !== CURRENCY) {
    logger.error(
      `Razorpay plan ${razorpayPlanId} charges ${fetched.amount} ${fetched.currency} every ` +
        `${fetched.interval} ${fetched.period}, not ${price} ${CURRENCY} monthly as ${planId} does`,
    );
    throw new PaymentError('planNotAvailable');
  }
  return razorpayPlanId;
}

/** A Razorpay subscription to the catalogue plan's Razorpay plan, for Checkout to pay. */
async function create(
  deps: BillingDeps,
  userId: string,
  planId: string,
  /** Whether the subscriber's request may be counted in the product's analytics, kept with it. */
  countable: boolean,
): Promise<CreateSubscriptionResponse> {
  const plan = findPlan(planId);
  if (!plan) throw new PaymentError('unknownPlan');
  if (plan.id === 'free') throw new PaymentError('freePlan');
  const current = await deps.records.ofUser(userId);
  // A resume on its way counts as the plan it resumes: one more would be a duplicate.
  if (current && (isLiveSubscription(current.status) || current.resumeId)) {
    throw new PaymentError('alreadySubscribed');
  }
  const subscription = await openSubscription(deps, {
    userId,
    plan: { planId: plan.id, price: plan.price },
    countable,
  });
  return {
    success: true,
    subscription,
    message: `Complete the payment to start your ${plan.name} plan.`,
  };
}

/**
 * A Razorpay subscription to the catalogue plan's Razorpay plan, recorded with its owner, for
 * Checkout to pay (or, for a resume, to authorise). Nothing is recorded when Razorpay refuses.
 */
async function openSubscription(
  deps: BillingDeps,
  { userId, plan, countable, resume }: NewSubscription,
): Promise<CreateSubscriptionResponse['subscription']> {
  const access = await deps.razorpay();
  const razorpayPlanId = await razorpayPlanFor(deps, access, plan);
  let created: RazorpaySubscription;
  try {
    created = await access.gateway.createSubscription({
      planId: razorpayPlanId,
      totalCount: SUBSCRIPTION_TOTAL_COUNT,
      notes: {
        user_id: userId,
        plan_id: plan.planId,
        ...(resume ? { resumes: resume.follows } : {}),
      },
      ...(resume ? { startAt: resume.startAt } : {}),
    });
  } catch (error) {
    const what = resume ? `a resume of ${resume.follows}` : `a ${plan.planId} subscription`;
    logger.error(`Razorpay refused ${what}: ${describeProviderError(error)}`);
    throw new PaymentError(resume ? 'resumeFailed' : 'subscriptionNotCreated');
  }
  await deps.records.addOwner({
    subscriptionId: created.id,
    userId,
    planId: plan.planId,
    razorpayPlanId,
    createdAt: deps.clock(),
    countable,
    ...(resume ? { follows: resume.follows } : {}),
  });
  return { subscription_id: created.id, plan_id: plan.planId, key_id: access.keys.keyId };
}

/**
 * Checkout's success, signed with the key secret over `payment_id|subscription_id`: the first
 * payment of the caller's subscription. Grants the first month once; a replay grants nothing and
 * answers the same. Any refusal is 'Payment verification failed' and writes nothing.
 */
async function verify(deps: BillingDeps, userId: string, request: VerifySubscriptionRequest) {
  const { keys, gateway } = await deps.razorpay();
  const signed = {
    subscriptionId: request.subscription_id,
    paymentId: request.payment_id,
    signature: request.signature,
  };
  if (!isSubscriptionSignatureValid(signed, keys.keySecret)) {
    throw new PaymentError('verificationFailed');
  }
  const owner = await deps.records.owner(request.subscription_id);
  if (!owner || owner.userId !== userId) throw new PaymentError('verificationFailed');
  // A resume's Checkout authorises its payment method: nothing is paid for until its first charge.
  const paidCycle = owner.follows === null ? 1 : 0;
  let report: SubscriptionReport | null = null;
  try {
    report = reportOf(await gateway.fetchSubscription(owner.subscriptionId));
  } catch (error) {
    // The signature proves the payment; the period is estimated until a webhook says.
    logger.warn(`Fetching ${owner.subscriptionId}: ${describeProviderError(error)}`);
  }
  const firstPayment: SubscriptionReport = {
    subscriptionId: owner.subscriptionId,
    status: paidCycle === 1 ? 'active' : 'authenticated',
    paidCount: paidCycle,
    currentStart: null,
    currentEnd: null,
    chargeAt: null,
    razorpayPlanId: null,
  };
  const outcome = await applyReport(deps, owner.subscriptionId, report ?? firstPayment, {
    paidCycle,
    paymentId: request.payment_id,
    fresh: true,
  });
  const credited = paidCycle === 1 || outcome === 'credited';
  return { success: true as const, credits_added: credited ? planCredits(owner).credits : 0 };
}

/**
 * Cancels the user's active subscription at the end of its period: it stays active, and its
 * monthly credits usable, until then; Razorpay reports the end (`subscription.cancelled`).
 */
async function cancel(deps: BillingDeps, userId: string): Promise<void> {
  const current = await deps.records.ofUser(userId);
  if (!current || current.status !== 'active') throw new PaymentError('nothingToCancel');
  if (current.cancelAtCycleEnd) return;
  const access = await deps.razorpay();
  const { gateway } = access;
  // A switch scheduled for renewal goes first: the subscription ends rather than switches.
  if (current.scheduledPlanId) {
    try {
      await dropScheduledChange(access, current.subscriptionId);
    } catch {
      throw new PaymentError('cancelFailed');
    }
  }
  let report: SubscriptionReport | null;
  try {
    report = reportOf(await gateway.cancelSubscription(current.subscriptionId, true));
  } catch (error) {
    logger.error(
      `Razorpay refused to cancel ${current.subscriptionId}: ${describeProviderError(error)}`,
    );
    throw new PaymentError('cancelFailed');
  }
  // Asked of Razorpay once; only recording it is retried when a report wins the race.
  let seen = current;
  for (let attempt = 1; ; attempt += 1) {
    const moved = report ? advanced(seen, report, deps.clock()) : null;
    const next = {
      ...(moved ?? seen),
      cancelAtCycleEnd: true,
      scheduledPlanId: null,
      updatedAt: deps.clock(),
    };
    try {
      await saveSubscription(deps, next, seen);
      return;
    } catch (error) {
      if (!(error instanceof LostRace) || attempt >= MAX_ATTEMPTS) throw error;
    }
    const fresh = await deps.records.ofUser(userId);
    if (!fresh || fresh.subscriptionId !== current.subscriptionId || fresh.cancelAtCycleEnd) {
      return;
    }
    seen = fresh;
  }
}

/** A subscription event's entity (and the payment, for a charge), as a webhook reports it. */
async function report(
  deps: BillingDeps,
  entity: RazorpaySubscription,
  paymentId: string | null,
): Promise<SubscriptionOutcome> {
  const reported = reportOf(entity);
  if (!reported) return 'ignored';
  try {
    const outcome = await applyReport(deps, reported.subscriptionId, reported, {
      paidCycle: 0,
      paymentId,
      fresh: false,
    });
    return (await settleReportedUpgrade(planChangeDeps(deps), entity)) ?? outcome;
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    // Answered with an error, so Razorpay delivers the event again and the undo is retried.
    if (error.failure === 'duplicateSubscriptionRefundPending') {
      throw new Error(`Undoing duplicate subscription ${reported.subscriptionId} failed`);
    }
    return 'ignored';
  }
}

function planChangeDeps(deps: BillingDeps) {
  return {
    ...deps,
    razorpayPlanFor: (access: RazorpayAccess, plan: { planId: PaidPlanId; price: number }) =>
      razorpayPlanFor(deps, access, plan),
  };
}

/**
 * Monthly subscriptions through Razorpay: creating one for the catalogue's plan, its first payment
 * (verify), cancelling at the end of the period, and every state Razorpay reports (webhooks), all
 * funnelled through `applyReport` (subscription-cycles.ts), which moves the user's subscription
 * forward only and grants each paid cycle's credits exactly once.
 *
 * A grant replaces the monthly bucket (credit-account.ts): what is left of last month's credits
 * expires, with its own ledger entry, and the new month's are granted, in one transaction with the
 * subscription's record. A subscription that ends (halted, cancelled at the period's end,
 * completed) has its monthly credits expire the same way, with no grant.
 */
export function createSubscriptionBilling(dependencies: SubscriptionBillingDeps) {
  const deps: BillingDeps = { ...dependencies, checkedPlans: new Map() };
  return {
    status: async (userId: string): Promise<Subscription> =>
      toSubscription(await deps.records.ofUser(userId)),
    create: (userId: string, planId: string, countable: boolean) =>
      create(deps, userId, planId, countable),
    verify: (userId: string, request: VerifySubscriptionRequest) => verify(deps, userId, request),
    cancel: (userId: string) => cancel(deps, userId),
    /** An upgrade now, pro rata, or a downgrade at renewal (plan-changes.ts). */
    change: (userId: string, planId: string) => changePlan(planChangeDeps(deps), userId, planId),
    cancelChange: (userId: string) => cancelPlanChange(planChangeDeps(deps), userId),
    /** A plan cancelled at its period's end, started again at that end (plan-resumes.ts). */
    resume: (userId: string, countable = false) =>
      resumePlan(deps, userId, countable, (request) => openSubscription(deps, request)),
    cancelResume: (userId: string) => cancelResume(deps, userId),
    report: (entity: RazorpaySubscription, paymentId: string | null) =>
      report(deps, entity, paymentId),
  };
}

export type SubscriptionBilling = ReturnType<typeof createSubscriptionBilling>;

/**
 * Billing's collaborators but its table and records; the credit account and the funnel default to
 * the table's.
 */
export type SubscriptionBillingOptions = Omit<
  SubscriptionBillingDeps,
  'table' | 'records' | 'credits' | 'funnel'
> &
  Partial<Pick<SubscriptionBillingDeps, 'credits' | 'funnel'>>;

/**
 * Subscriptions with their records (and, unless given, the credit account and the funnel) in the
 * table: wired here, so the payments function loads one module on a subscription's first call.
 */
export function subscriptionBillingIn(
  table: TableClient,
  {
    credits = createCreditAccount(table),
    funnel = productAnalyticsOf(table),
    ...deps
  }: SubscriptionBillingOptions,
) {
  const records = createSubscriptionRecords(table);
  return createSubscriptionBilling({ ...deps, table, records, credits, funnel });
}
