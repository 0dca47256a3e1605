import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { WebhookOutcome } from '../../shared/api/credits-schemas';
import { isLiveSubscription, planIdSchema } from '../../shared/api/subscription-schemas';
import { findPlan } from '../../shared/catalogue';
import type { CreditAccount, MonthlyReplacement } from '../credits/credit-account';
import type { TableClient } from '../lib/dynamo-client';
import { writeTogether, type TransactionPart } from '../lib/transactions';
import { DuplicateSubscription, undoDuplicate } from './duplicate-subscriptions';
import { describeProviderError, PaymentError, UNDO_PENDING_LOG } from './payment-errors';
import type { RazorpayAccess, RazorpaySubscription } from './razorpay-gateway';
import {
  hasEnded,
  progressOf,
  userSubscriptionStatusSchema,
  type SubscriptionOwner,
  type SubscriptionRecords,
  type UserSubscription,
} from './subscription-records';
import { logger, type BusinessMetrics } from '../lib/observability';
import type { FunnelCounter } from '../analytics/product-analytics';

/** What moving a subscription along needs: its records, the balance, Razorpay, time and ids. */
export interface SubscriptionBillingDeps {
  table: TableClient;
  records: SubscriptionRecords;
  credits: CreditAccount;
  /** Rejects with PaymentError('notConfigured') when there is no Razorpay account. */
  razorpay: () => Promise<RazorpayAccess>;
  clock: () => Date;
  /** A new ULID: ledger entry ids sort by time. */
  newId: () => string;
  /** Counts the payments credited (each paid cycle's grant). */
  metrics: BusinessMetrics;
  /** Counts a subscription's first granted month in the product's funnel, when allowed. */
  funnel: FunnelCounter;
}

/** Attempts when another report about the same user's subscription or balance wins the race. */
export const MAX_ATTEMPTS = 6;

/** What Razorpay says of a subscription, reduced to what the product keeps. */
export interface SubscriptionReport {
  subscriptionId: string;
  status: UserSubscription['status'];
  paidCount: number;
  currentStart: number | null;
  currentEnd: number | null;
  chargeAt: number | null;
  /** The Razorpay plan it charges; null when not known (a payment verified before a fetch). */
  razorpayPlanId: string | null;
}

export type SubscriptionOutcome = Exclude<WebhookOutcome, 'duplicate'>;

/** A report from Razorpay's subscription entity; null for a status the product does not track. */
export function reportOf(entity: RazorpaySubscription): SubscriptionReport | null {
  const status = userSubscriptionStatusSchema.safeParse(entity.status);
  if (!status.success) return null;
  return {
    subscriptionId: entity.id,
    status: status.data,
    paidCount: entity.paid_count,
    currentStart: entity.current_start ?? null,
    currentEnd: entity.current_end ?? null,
    chargeAt: entity.charge_at ?? null,
    razorpayPlanId: entity.plan_id,
  };
}

/** One calendar month after `at`, in unix seconds: a first period's end before Razorpay says. */
function monthAfter(at: Date): number {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}

/** The state a report moves a subscription to, or null when it is not further along. */
export function advanced(
  current: UserSubscription,
  report: SubscriptionReport,
  at: Date,
): UserSubscription | null {
  if (progressOf(report) <= progressOf(current)) return null;
  const renewed = report.paidCount > current.paidCount;
  return {
    ...current,
    status: report.status,
    paidCount: report.paidCount,
    currentStart: report.currentStart ?? current.currentStart,
    currentEnd: report.currentEnd ?? current.currentEnd,
    chargeAt: hasEnded(report.status) ? null : (report.chargeAt ?? current.chargeAt),
    // A new paid cycle starts with nothing scheduled; a cancellation made before still stands.
    cancelAtCycleEnd: current.cancelAtCycleEnd && !hasEnded(report.status),
    // A plan switch scheduled for renewal has happened once a new cycle is paid (at that plan).
    scheduledPlanId: renewed || hasEnded(report.status) ? null : current.scheduledPlanId,
    updatedAt: at,
  };
}

/** A refusal we could see coming from a write's condition: someone else changed it first. */
export class LostRace extends Error {}

/** The catalogue plan a subscription pays for. */
export function planCredits(owner: Pick<SubscriptionOwner, 'planId'>) {
  const plan = findPlan(owner.planId);
  if (!plan || plan.price === 0) throw new Error(`Subscription to unknown plan ${owner.planId}`);
  return plan;
}

/** The catalogue plan of a Razorpay plan id, among the account's; undefined for another. */
export function catalogueIdOf(access: RazorpayAccess, razorpayPlanId: string) {
  return Object.entries(access.keys.planIds).find(([, id]) => id === razorpayPlanId)?.[0];
}

/**
 * The plan a paid cycle was charged at: the one Razorpay reports (a switch scheduled for renewal
 * is charged at the new plan), or, when the report names none of ours, the one last recorded.
 */
async function chargedPlan(
  deps: SubscriptionBillingDeps,
  owner: SubscriptionOwner,
  report: SubscriptionReport,
) {
  if (report.razorpayPlanId !== null) {
    const planId = catalogueIdOf(await deps.razorpay(), report.razorpayPlanId);
    if (planId) return planCredits({ planId: planIdSchema.parse(planId) });
    logger.warn(`${owner.subscriptionId} charges Razorpay plan ${report.razorpayPlanId}, not ours`);
  }
  return planCredits(owner);
}

/** Saves a user's subscription as `next` if it is still as read (`seen`). */
export async function saveSubscription(
  { table, records }: SubscriptionBillingDeps,
  next: UserSubscription,
  seen: UserSubscription | null,
): Promise<void> {
  try {
    await writeTogether(table, [records.replace(next, seen)]);
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new LostRace();
    throw error;
  }
}

/**
 * Replaces the owner's monthly credits (a grant, or none when the subscription ended) with the
 * subscription's writes; someone else's write first is a lost race, retried by `apply`.
 */
async function replaceMonthly(
  { credits, newId }: SubscriptionBillingDeps,
  owner: SubscriptionOwner,
  change: Pick<MonthlyReplacement, 'grant' | 'expiryOperation' | 'at'>,
  parts: TransactionPart[],
): Promise<void> {
  try {
    await credits.replaceMonthlyCredits({
      userId: owner.userId,
      ...change,
      newId,
      alongside: parts.map((part) => ({ ...part, refused: () => new LostRace() })),
    });
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new LostRace();
    throw error;
  }
}

/**
 * A subscription that is not the user's yet becomes theirs when a payment not granted yet is
 * known, and only if the one they have is over; other reports about it (a late copy of an old
 * subscription's state, say) change nothing (null). Taken over with the period Razorpay reports,
 * when the report has one.
 */
function takenOver(
  owner: SubscriptionOwner,
  current: UserSubscription | null,
  report: SubscriptionReport,
  at: Date,
): UserSubscription {
  if (current && isLiveSubscription(current.status) && !resumes(owner, current)) {
    throw new DuplicateSubscription(owner, current.subscriptionId);
  }
  const fresh: UserSubscription = {
    userId: owner.userId,
    subscriptionId: owner.subscriptionId,
    planId: owner.planId,
    status: 'created',
    paidCount: 0,
    currentStart: null,
    currentEnd: null,
    chargeAt: null,
    cancelAtCycleEnd: false,
    scheduledPlanId: null,
    resumeId: null,
    updatedAt: at,
  };
  return advanced(fresh, report, at) ?? fresh;
}

/**
 * Whether a subscription is the resume of the user's current one: made for it while it was
 * cancelled at its period's end, and not another resume than the one the user authorised. Its
 * first charge may come before Razorpay reports the end of the one it resumes; it takes over
 * then, where another subscription paid while one is live is a duplicate.
 */
function resumes(owner: SubscriptionOwner, current: UserSubscription): boolean {
  return (
    owner.follows === current.subscriptionId &&
    current.cancelAtCycleEnd &&
    (current.resumeId === null || current.resumeId === owner.subscriptionId)
  );
}

/**
 * A report about a resume not charged yet: authorised, the subscription it resumes names it (a
 * second resume authorised in another tab is a duplicate: cancelled, its token payment refunded);
 * cancelled before its first charge (say from Razorpay's dashboard), the name goes.
 */
async function noteResume(
  deps: SubscriptionBillingDeps,
  owner: SubscriptionOwner,
  current: UserSubscription | null,
  reported: SubscriptionReport,
  at: Date,
  fresh: boolean,
): Promise<SubscriptionOutcome> {
  // A webhook's subscription is as it was when the event happened, and webhooks come late and in
  // any order: a resume authorised and then cancelled must not be named again by the late report
  // of its authorisation. What Razorpay says now decides.
  const report =
    reported.status === 'authenticated' && !fresh
      ? (reportOf(await (await deps.razorpay()).gateway.fetchSubscription(owner.subscriptionId)) ??
        reported)
      : reported;
  if (!current || current.subscriptionId !== owner.follows) {
    // The plan it was to resume is no longer the user's: it must never charge.
    if (report.status === 'authenticated') {
      throw new DuplicateSubscription(owner, current?.subscriptionId ?? String(owner.follows));
    }
    return 'ignored';
  }
  if (report.status === 'authenticated') {
    if (current.resumeId === owner.subscriptionId) return 'ignored';
    const stillRenewing = isLiveSubscription(current.status) && !current.cancelAtCycleEnd;
    if (current.resumeId !== null || stillRenewing) {
      throw new DuplicateSubscription(owner, current.resumeId ?? current.subscriptionId);
    }
    const next = { ...current, resumeId: owner.subscriptionId, updatedAt: at };
    await saveSubscription(deps, next, current);
    return 'updated';
  }
  if (hasEnded(report.status) && current.resumeId === owner.subscriptionId) {
    await saveSubscription(deps, { ...current, resumeId: null, updatedAt: at }, current);
    return 'updated';
  }
  return 'ignored';
}

/** A paid cycle not granted yet: at least active, with a period even before Razorpay says. */
function paidFor(base: UserSubscription, cycle: number, at: Date): UserSubscription {
  const behind = progressOf(base) < progressOf({ paidCount: cycle, status: 'active' });
  return {
    ...base,
    status: behind ? 'active' : base.status,
    paidCount: Math.max(base.paidCount, cycle),
    currentStart: base.currentStart ?? Math.floor(at.getTime() / 1000),
    currentEnd: base.currentEnd ?? monthAfter(at),
    chargeAt: base.chargeAt ?? base.currentEnd ?? monthAfter(at),
    updatedAt: at,
  };
}

/**
 * One attempt at applying a report to its owner's subscription: the state moves forward only,
 * each paid cycle's credits are granted once (with the subscription's record, whose
 * `granted_cycles` condition is the idempotency key), and a subscription that ends has its monthly
 * credits expire. `paidCycle` is a cycle known paid whatever the report says (verify's signature
 * proves the first payment).
 */
async function applyOnce(
  deps: SubscriptionBillingDeps,
  subscriptionId: string,
  report: SubscriptionReport,
  { paidCycle, fresh }: { paidCycle: number; fresh: boolean },
): Promise<SubscriptionOutcome> {
  const at = deps.clock();
  const owner = await deps.records.owner(subscriptionId);
  if (!owner) return 'ignored';
  // Once a duplicate, always one: it is cancelled at Razorpay and never the user's, whatever
  // becomes of their live subscription; any report about it finishes its undo (a payment it names
  // included) or finds nothing left to do.
  if (owner.duplicate) throw new DuplicateSubscription(owner, owner.duplicate.liveId);
  const current = await deps.records.ofUser(owner.userId);
  const cycle = Math.max(paidCycle, report.status === 'active' ? report.paidCount : 0);
  const granted = owner.grantedCycles;

  let next: UserSubscription | null;
  if (current?.subscriptionId === owner.subscriptionId) {
    next = advanced(current, report, at);
  } else if (owner.follows !== null && cycle === 0 && granted === 0) {
    return noteResume(deps, owner, current, report, at, fresh);
  } else {
    if (cycle <= granted) return cycle > 0 ? 'already_credited' : 'ignored';
    next = takenOver(owner, current, report, at);
  }

  const base = next ?? current;
  if (!base) return 'ignored';
  if (cycle > granted) {
    const plan = await chargedPlan(deps, owner, report);
    const grant = {
      amount: plan.credits,
      operation: `${plan.name} plan: monthly credits`,
      reference: `${owner.subscriptionId}#${cycle}`,
    };
    await replaceMonthly(
      deps,
      owner,
      { grant, expiryOperation: 'Unused monthly credits expired at renewal', at },
      [
        deps.records.replace(
          { ...paidFor(base, cycle, at), planId: plan.id, scheduledPlanId: null },
          current,
        ),
        deps.records.markGranted(owner, cycle, plan.id),
      ],
    );
    // The grant's transaction is conditioned on the cycle not being granted yet: counted once.
    deps.metrics.count('PaymentsCredited');
    // Its first grant starts it, with the choice its subscriber's browser made when subscribing.
    if (granted === 0) await deps.funnel.countStep('subscription_started', owner.countable);
    return 'credited';
  }

  if (!next) return cycle > 0 ? 'already_credited' : 'ignored';
  if (hasEnded(next.status) && !hasEnded(current?.status ?? 'none')) {
    const expiryOperation = `Monthly credits expired: subscription ${next.status}`;
    await replaceMonthly(deps, owner, { grant: null, expiryOperation, at }, [
      deps.records.replace(next, current),
    ]);
    return 'updated';
  }
  await saveSubscription(deps, next, current);
  return 'updated';
}

/**
 * Applies a report, retrying while another report about the same subscription or balance wins
 * the race. A duplicate subscription is undone (cancelled, its payments refunded) and refused.
 */
export async function applyReport(
  deps: SubscriptionBillingDeps,
  subscriptionId: string,
  report: SubscriptionReport,
  {
    paidCycle,
    paymentId,
    fresh,
  }: {
    paidCycle: number;
    paymentId: string | null;
    /** Read from Razorpay just now, or proven by a payment's signature: not a webhook's past. */
    fresh: boolean;
  },
): Promise<SubscriptionOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await applyOnce(deps, subscriptionId, report, { paidCycle, fresh });
    } catch (error) {
      if (error instanceof DuplicateSubscription) {
        try {
          await undoDuplicate(deps, error, paymentId);
        } catch (failure) {
          logger.error(
            `${UNDO_PENDING_LOG}: undoing ${subscriptionId} is left for the next report: ${describeProviderError(failure)}`,
          );
          throw new PaymentError('duplicateSubscriptionRefundPending');
        }
        throw new PaymentError('duplicateSubscriptionRefunded');
      }
      if (!(error instanceof LostRace) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
