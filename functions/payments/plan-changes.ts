import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { ChangePlanResponse, Plan, Subscription } from '../../shared/api/subscription-schemas';
import { findPlan } from '../../shared/catalogue';
import { isUpgrade, quotePlanChange } from '../../shared/plan-changes';
import { writeTogether } from '../lib/transactions';
import { logger } from '../lib/observability';
import { describeProviderError, PaymentError } from './payment-errors';
import type { PaidPlanId } from './razorpay-config';
import type { RazorpayAccess, RazorpaySubscription } from './razorpay-gateway';
import {
  advanced,
  catalogueIdOf,
  LostRace,
  MAX_ATTEMPTS,
  planCredits,
  reportOf,
  saveSubscription,
  type SubscriptionBillingDeps,
  type SubscriptionOutcome,
  type SubscriptionReport,
} from './subscription-cycles';
import {
  PlanChangeSettled,
  toSubscription,
  type PendingPlanChange,
  type SubscriptionOwner,
  type UserSubscription,
} from './subscription-records';

export interface PlanChangeDeps extends SubscriptionBillingDeps {
  /** The Razorpay plan of a catalogue plan, checked to charge what the catalogue says. */
  razorpayPlanFor: (
    access: RazorpayAccess,
    plan: { planId: PaidPlanId; price: number },
  ) => Promise<string>;
}

/**
 * How long an upgrade Razorpay does not show yet may still be under way there (the SDK gives up
 * after 8 s): until then another is refused rather than asked for on top of it.
 */
const CHANGE_SETTLE_MS = 60_000;

/** Razorpay's own refusal (a 4xx): it changed nothing. A 5xx or no answer may have changed it. */
function refusedByRazorpay(error: unknown): boolean {
  const status: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'statusCode') : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Razorpay updates only subscriptions paid by card; UPI and emandate ones it refuses. */
function refusalOf(error: unknown): PaymentError {
  const detail = describeProviderError(error);
  logger.warn(`Razorpay refused a plan change: ${detail}`);
  return /payment mode|cannot be updated/i.test(detail)
    ? new PaymentError('changeNotSupported')
    : new PaymentError('changeFailed');
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function statusOf(deps: PlanChangeDeps, userId: string): Promise<Subscription> {
  return toSubscription(await deps.records.ofUser(userId));
}

/**
 * Saves `edit` of the user's subscription, moved on first by Razorpay's `report` of it when that
 * is further along; retried while webhooks about it win the race, and given up once the
 * subscription is no longer this one.
 */
async function recordOnSubscription(
  deps: PlanChangeDeps,
  current: UserSubscription,
  report: SubscriptionReport | null,
  edit: (state: UserSubscription) => UserSubscription,
): Promise<void> {
  let seen = current;
  for (let attempt = 1; ; attempt += 1) {
    const moved = report ? advanced(seen, report, deps.clock()) : null;
    try {
      await saveSubscription(deps, { ...edit(moved ?? seen), updatedAt: deps.clock() }, seen);
      return;
    } catch (error) {
      if (!(error instanceof LostRace) || attempt >= MAX_ATTEMPTS) throw error;
    }
    const fresh = await deps.records.ofUser(current.userId);
    if (!fresh || fresh.subscriptionId !== current.subscriptionId) return;
    seen = fresh;
  }
}

/**
 * Grants an upgrade Razorpay made, once: its credits go into the monthly bucket with a ledger
 * entry whose id is the update's id, in one transaction with the subscription's move to the new
 * plan and the removal of the pending record (the condition that makes it happen once). Whoever
 * comes second (the change call or the webhook) finds it settled.
 */
async function completeUpgrade(
  deps: PlanChangeDeps,
  owner: SubscriptionOwner,
  change: PendingPlanChange,
): Promise<SubscriptionOutcome> {
  const plan = planCredits({ planId: change.planId });
  for (let attempt = 1; ; attempt += 1) {
    const at = deps.clock();
    const current = await deps.records.ofUser(owner.userId);
    // Late (a renewal came first), the renewal already charged whatever plan Razorpay had.
    const sameCycle =
      current?.subscriptionId === owner.subscriptionId && current.paidCount === change.cycle;
    const parts = [
      deps.records.completeChange(owner.subscriptionId, change),
      ...(current && sameCycle
        ? [
            {
              ...deps.records.replace(
                { ...current, planId: change.planId, scheduledPlanId: null, updatedAt: at },
                current,
              ),
              refused: () => new LostRace(),
            },
          ]
        : []),
    ];
    try {
      if (change.credits > 0) {
        await deps.credits.addMonthlyCredits({
          userId: owner.userId,
          entryId: change.id,
          amount: change.credits,
          operation: `${plan.name} plan: credits for the rest of the period`,
          reference: owner.subscriptionId,
          at,
          alongside: parts,
        });
      } else {
        await writeTogether(deps.table, parts);
      }
      deps.metrics.count('PaymentsCredited');
      return 'credited';
    } catch (error) {
      if (error instanceof PlanChangeSettled) return 'already_credited';
      const raced = error instanceof LostRace || error instanceof TransactionCanceledException;
      if (!raced || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Settles an earlier upgrade still recorded as pending: granted if Razorpay shows it made,
 * forgotten (null: another may be asked for) once it can no longer be under way, refused while it
 * may still be.
 */
async function settleEarlier(
  deps: PlanChangeDeps,
  access: RazorpayAccess,
  owner: SubscriptionOwner,
  change: PendingPlanChange,
): Promise<'granted' | 'not_made'> {
  let entity: RazorpaySubscription;
  try {
    entity = await access.gateway.fetchSubscription(owner.subscriptionId);
  } catch (error) {
    logger.error(`Fetching ${owner.subscriptionId}: ${describeProviderError(error)}`);
    throw new PaymentError('changeFailed');
  }
  if (catalogueIdOf(access, entity.plan_id) === change.planId) {
    await completeUpgrade(deps, owner, change);
    return 'granted';
  }
  if (deps.clock().getTime() - change.requestedAt.getTime() < CHANGE_SETTLE_MS) {
    throw new PaymentError('changeInProgress');
  }
  return 'not_made';
}

/**
 * An upgrade now (Razorpay's update with `schedule_change_at: now`): the quote is recorded first,
 * then asked of Razorpay, which charges the price difference for the rest of the period; once it
 * answers, the credit difference for the rest of the period is granted (completeUpgrade). A
 * refusal forgets the quote; a failure with no answer keeps it, for the `subscription.updated`
 * webhook or the next try to settle.
 */
async function upgrade(
  deps: PlanChangeDeps,
  access: RazorpayAccess,
  current: UserSubscription,
  owner: SubscriptionOwner,
  { from, to, razorpayPlanId }: { from: Plan; to: Plan; razorpayPlanId: string },
  replacing: string | null,
): Promise<ChangePlanResponse> {
  if (current.currentStart === null || current.currentEnd === null) {
    throw new PaymentError('nothingToChange');
  }
  const at = deps.clock();
  const quote = quotePlanChange(
    from,
    to,
    { start: current.currentStart, end: current.currentEnd },
    unixSeconds(at),
  );
  const change: PendingPlanChange = {
    id: deps.newId(),
    planId: to.id,
    cycle: current.paidCount,
    credits: quote.credits,
    charge: quote.charge,
    requestedAt: at,
  };
  try {
    await deps.records.startChange(owner.subscriptionId, change, replacing);
  } catch (error) {
    if (error instanceof PlanChangeSettled) throw new PaymentError('changeInProgress');
    throw error;
  }
  try {
    await access.gateway.updateSubscription(owner.subscriptionId, {
      planId: razorpayPlanId,
      scheduleChangeAt: 'now',
    });
  } catch (error) {
    if (refusedByRazorpay(error)) {
      await deps.records.dropChange(owner.subscriptionId, change.id);
      throw refusalOf(error);
    }
    logger.error(`Upgrading ${owner.subscriptionId}: ${describeProviderError(error)}`);
    throw new PaymentError('changeFailed');
  }
  await completeUpgrade(deps, owner, change);
  return {
    success: true,
    subscription: await statusOf(deps, current.userId),
    effective: 'now',
    charge: change.charge,
    credits_added: change.credits,
  };
}

/** A downgrade at renewal (`schedule_change_at: cycle_end`): nothing is charged or granted now. */
async function downgrade(
  deps: PlanChangeDeps,
  access: RazorpayAccess,
  current: UserSubscription,
  { to, razorpayPlanId }: { to: Plan; razorpayPlanId: string },
): Promise<ChangePlanResponse> {
  let updated: RazorpaySubscription;
  try {
    updated = await access.gateway.updateSubscription(current.subscriptionId, {
      planId: razorpayPlanId,
      scheduleChangeAt: 'cycle_end',
    });
  } catch (error) {
    if (refusedByRazorpay(error)) throw refusalOf(error);
    logger.error(`Scheduling ${current.subscriptionId}: ${describeProviderError(error)}`);
    throw new PaymentError('changeFailed');
  }
  await recordOnSubscription(deps, current, reportOf(updated), (state) => ({
    ...state,
    scheduledPlanId: to.id,
  }));
  return {
    success: true,
    subscription: await statusOf(deps, current.userId),
    effective: 'cycle_end',
    charge: 0,
    credits_added: 0,
  };
}

/**
 * Moves the caller's active subscription to another paid plan: a dearer one now, pro rata, a
 * cheaper one at renewal. Refused, changing nothing, for the current plan, the free plan, no
 * active subscription, one ending, or one with a switch already scheduled.
 */
export async function changePlan(
  deps: PlanChangeDeps,
  userId: string,
  planId: string,
): Promise<ChangePlanResponse> {
  const to = findPlan(planId);
  if (!to) throw new PaymentError('unknownPlan');
  if (to.id === 'free') throw new PaymentError('changeToFree');
  const current = await deps.records.ofUser(userId);
  if (!current || current.status !== 'active') throw new PaymentError('nothingToChange');
  if (current.cancelAtCycleEnd) throw new PaymentError('changeWhileEnding');
  const owner = await deps.records.owner(current.subscriptionId);
  if (!owner) throw new PaymentError('nothingToChange');
  const access = await deps.razorpay();
  let replacing: string | null = null;
  if (owner.pendingChange) {
    const earlier = owner.pendingChange;
    if ((await settleEarlier(deps, access, owner, earlier)) === 'granted') {
      // Made after all: the caller's answer is that upgrade's, or a fresh look at the request.
      if (earlier.planId !== to.id) return changePlan(deps, userId, planId);
      return {
        success: true,
        subscription: await statusOf(deps, userId),
        effective: 'now',
        charge: earlier.charge,
        credits_added: earlier.credits,
      };
    }
    replacing = earlier.id;
  }
  if (to.id === current.planId) throw new PaymentError('samePlan');
  if (current.scheduledPlanId) throw new PaymentError('changeAlreadyScheduled');
  const from = planCredits(current);
  const razorpayPlanId = await deps.razorpayPlanFor(access, { planId: to.id, price: to.price });
  return isUpgrade(from, to)
    ? upgrade(deps, access, current, owner, { from, to, razorpayPlanId }, replacing)
    : downgrade(deps, access, current, { to, razorpayPlanId });
}

/**
 * Drops the update scheduled for the cycle's end at Razorpay. One Razorpay no longer has (it said
 * no, yet shows nothing scheduled) counts as dropped.
 */
export async function dropScheduledChange(access: RazorpayAccess, subscriptionId: string) {
  try {
    return reportOf(await access.gateway.cancelScheduledChanges(subscriptionId));
  } catch (error) {
    const entity = await access.gateway.fetchSubscription(subscriptionId).catch(() => null);
    if (entity && entity.has_scheduled_changes === false) return reportOf(entity);
    logger.error(`Dropping ${subscriptionId}'s switch: ${describeProviderError(error)}`);
    throw new PaymentError('undoChangeFailed');
  }
}

/** Undoes a switch scheduled for renewal: the subscription stays on its plan. */
export async function cancelPlanChange(deps: PlanChangeDeps, userId: string) {
  const current = await deps.records.ofUser(userId);
  if (!current?.scheduledPlanId) throw new PaymentError('nothingScheduled');
  const report = await dropScheduledChange(await deps.razorpay(), current.subscriptionId);
  await recordOnSubscription(deps, current, report, (state) => ({
    ...state,
    scheduledPlanId: null,
  }));
  return { success: true as const, subscription: await statusOf(deps, userId) };
}

/**
 * A report of the subscription on an upgrade's plan (`subscription.updated`, or any later event)
 * grants the upgrade still pending: the change call never got Razorpay's answer, or failed after.
 * Null when there is none to settle. Reports of an earlier cycle prove nothing of this one.
 */
export async function settleReportedUpgrade(
  deps: PlanChangeDeps,
  entity: RazorpaySubscription,
): Promise<SubscriptionOutcome | null> {
  const owner = await deps.records.owner(entity.id);
  const change = owner?.pendingChange;
  if (!owner || !change || entity.paid_count < change.cycle) return null;
  if (catalogueIdOf(await deps.razorpay(), entity.plan_id) !== change.planId) return null;
  return completeUpgrade(deps, owner, change);
}
