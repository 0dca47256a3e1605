import * as z from '../../shared/zod';
import {
  isLiveSubscription,
  planIdSchema,
  subscriptionStatusSchema,
  type PlanIdValue,
  type Subscription,
  type SubscriptionStatus,
} from '../../shared/api/subscription-schemas';
import { writeTogether, type TransactionPart } from '../lib/transactions';
import { bindDeps } from '../lib/bind-deps';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { subscriptionKeys } from '../lib/table-keys';
import { paymentReferencePart } from './payment-references';

/**
 * A user's subscription as the product keeps it: one item per user (the current subscription,
 * replaced when a new one is paid for), and one small item per Razorpay subscription naming its
 * owner, because a webhook knows only the subscription's id.
 */
export interface UserSubscription {
  userId: string;
  subscriptionId: string;
  planId: PlanIdValue;
  status: Exclude<SubscriptionStatus, 'none'>;
  /** Unix seconds; null until Razorpay reports them. */
  currentStart: number | null;
  currentEnd: number | null;
  chargeAt: number | null;
  paidCount: number;
  cancelAtCycleEnd: boolean;
  /** A cheaper plan the subscription moves to at renewal (Razorpay's update at `cycle_end`). */
  scheduledPlanId: PlanIdValue | null;
  /**
   * The subscription the user authorised to take over when this one, cancelled at its period's
   * end, ends: the plan resumed. Razorpay charges its first cycle at that end, not before.
   */
  resumeId: string | null;
  updatedAt: Date;
}

/**
 * An upgrade asked of Razorpay (`schedule_change_at: now`) and not granted yet, with the quote the
 * user confirmed. Recorded before Razorpay is asked, so whichever learns first that Razorpay made
 * it (the change call's answer, or its `subscription.updated` webhook) grants exactly this, once:
 * the grant's transaction removes it, on condition it is still this one (`id`).
 */
export interface PendingPlanChange {
  /** The update's id: a ULID, the idempotency key of its grant. */
  id: string;
  planId: PlanIdValue;
  /** The paid cycle it was made in. */
  cycle: number;
  /** Credits to grant, and paise Razorpay charges (as quoted). */
  credits: number;
  charge: number;
  requestedAt: Date;
}

export interface SubscriptionOwner {
  subscriptionId: string;
  userId: string;
  planId: PlanIdValue;
  razorpayPlanId: string;
  createdAt: Date;
  /**
   * The subscriber's browser allowed product analytics when it subscribed (no DNT or GPC, a
   * person's): its start is counted in the funnel once its first month is granted.
   */
  countable: boolean;
  /**
   * How many of its monthly grants were made: cycle n is granted once, when n > grantedCycles.
   * Kept per subscription, so one the user had before can never grant a cycle again.
   */
  grantedCycles: number;
  /** Set once it was found paid for while the user had another live subscription (an undo). */
  duplicate: DuplicateUndo | null;
  pendingChange: PendingPlanChange | null;
  /**
   * The user's subscription this one resumes: made while that one was cancelled at its period's
   * end, to start charging when it ends. Null for a subscription that starts when paid.
   */
  follows: string | null;
}

/**
 * What undoing a duplicate subscription takes, and how far it got: cancelled at Razorpay at once,
 * and every payment it took refunded in full. Kept on the subscription's own item so a failed step
 * is tried again by the next report about it (Razorpay redelivers a webhook answered with an
 * error), and so a refund, once made, is never asked for twice.
 */
export interface DuplicateUndo {
  /** The user's live subscription it duplicates. */
  liveId: string;
  cancelled: boolean;
  /** Payment ids to give back, and those given back. */
  toRefund: string[];
  refunded: string[];
}

/**
 * How far along its life a subscription is, as one number that only grows: each paid cycle, and
 * within a cycle the status (a renewal that failed, then halted; cancelled or completed at the
 * end). Razorpay's webhooks may arrive in any order; a report is applied only when it is further
 * along than what is stored, so the state only moves forward.
 */
const STATUS_RANK: Record<UserSubscription['status'], number> = {
  created: 0,
  authenticated: 1,
  active: 2,
  pending: 3,
  halted: 4,
  cancelled: 5,
  completed: 6,
  expired: 6,
};

export function progressOf(state: Pick<UserSubscription, 'paidCount' | 'status'>): number {
  return state.paidCount * 10 + STATUS_RANK[state.status];
}

/** Whether the subscription has ended: its monthly credits are gone and the user is on free. */
export function hasEnded(status: SubscriptionStatus): boolean {
  return status !== 'none' && status !== 'created' && !isLiveSubscription(status);
}

/** A kept subscription's status: any but `none`, which means the user has no subscription. */
export const userSubscriptionStatusSchema = z.enum(
  subscriptionStatusSchema.options.filter(
    (status): status is UserSubscription['status'] => status !== 'none',
  ),
);

const unixSeconds = z.nullable(z.number().check(z.int()));

const userItemSchema = z.object({
  user_id: z.string(),
  subscription_id: z.string(),
  plan_id: planIdSchema,
  status: userSubscriptionStatusSchema,
  current_start: unixSeconds,
  current_end: unixSeconds,
  charge_at: unixSeconds,
  paid_count: z.number().check(z.int(), z.nonnegative()),
  progress: z.number().check(z.int()),
  cancel_at_cycle_end: z.boolean(),
  // 'none' rather than absent, so the optimistic lock can compare it; older items have neither.
  scheduled_plan_id: z._default(z.union([planIdSchema, z.literal('none')]), 'none'),
  resume_id: z._default(z.string(), 'none'),
  updated_at: z.iso.datetime(),
});

const pendingChangeSchema = z.object({
  id: z.string(),
  plan_id: planIdSchema,
  cycle: z.number().check(z.int(), z.nonnegative()),
  credits: z.number().check(z.int(), z.nonnegative()),
  charge: z.number().check(z.int(), z.nonnegative()),
  requested_at: z.iso.datetime(),
});

const ownerItemSchema = z.object({
  subscription_id: z.string(),
  user_id: z.string(),
  plan_id: planIdSchema,
  razorpay_plan_id: z.string(),
  created_at: z.iso.datetime(),
  // Subscriptions made before product analytics are not counted.
  analytics_countable: z._default(z.boolean(), false),
  granted_cycles: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  duplicate_of: z.optional(z.string()),
  duplicate_cancelled: z.optional(z.boolean()),
  // String sets, read by the document client as Sets.
  payments_to_refund: z.optional(z.set(z.string())),
  payments_refunded: z.optional(z.set(z.string())),
  pending_change: z.optional(pendingChangeSchema),
  follows: z.optional(z.string()),
});

/** The UserSubscription item kind: the user's current subscription, in their partition. */
const userSubscriptionItems = defineEntity({
  entity: 'UserSubscription',
  key: subscriptionKeys.ofUser,
  schema: userItemSchema,
  toValue: (parsed): UserSubscription => ({
    userId: parsed.user_id,
    subscriptionId: parsed.subscription_id,
    planId: parsed.plan_id,
    status: parsed.status,
    currentStart: parsed.current_start,
    currentEnd: parsed.current_end,
    chargeAt: parsed.charge_at,
    paidCount: parsed.paid_count,
    cancelAtCycleEnd: parsed.cancel_at_cycle_end,
    scheduledPlanId: parsed.scheduled_plan_id === 'none' ? null : parsed.scheduled_plan_id,
    resumeId: parsed.resume_id === 'none' ? null : parsed.resume_id,
    updatedAt: new Date(parsed.updated_at),
  }),
});

/** The SubscriptionOwner item kind: who a Razorpay subscription belongs to, by its id. */
const ownerItems = defineEntity({
  entity: 'SubscriptionOwner',
  key: subscriptionKeys.owner,
  schema: ownerItemSchema,
  toValue: (parsed): SubscriptionOwner => ({
    subscriptionId: parsed.subscription_id,
    userId: parsed.user_id,
    planId: parsed.plan_id,
    razorpayPlanId: parsed.razorpay_plan_id,
    createdAt: new Date(parsed.created_at),
    countable: parsed.analytics_countable,
    grantedCycles: parsed.granted_cycles,
    duplicate: parsed.duplicate_of
      ? {
          liveId: parsed.duplicate_of,
          cancelled: parsed.duplicate_cancelled ?? false,
          toRefund: [...(parsed.payments_to_refund ?? [])].sort(),
          refunded: [...(parsed.payments_refunded ?? [])].sort(),
        }
      : null,
    pendingChange: parsed.pending_change
      ? {
          id: parsed.pending_change.id,
          planId: parsed.pending_change.plan_id,
          cycle: parsed.pending_change.cycle,
          credits: parsed.pending_change.credits,
          charge: parsed.pending_change.charge,
          requestedAt: new Date(parsed.pending_change.requested_at),
        }
      : null,
    follows: parsed.follows ?? null,
  }),
});

function userItem(state: UserSubscription) {
  return userSubscriptionItems.item([state.userId], {
    user_id: state.userId,
    subscription_id: state.subscriptionId,
    plan_id: state.planId,
    status: state.status,
    current_start: state.currentStart,
    current_end: state.currentEnd,
    charge_at: state.chargeAt,
    paid_count: state.paidCount,
    progress: progressOf(state),
    cancel_at_cycle_end: state.cancelAtCycleEnd,
    scheduled_plan_id: state.scheduledPlanId ?? 'none',
    resume_id: state.resumeId ?? 'none',
    updated_at: state.updatedAt.toISOString(),
  });
}

/** The contract's view (requirements §3 "Subscription"); `none` for a user who never subscribed. */
export function toSubscription(state: UserSubscription | null): Subscription {
  if (!state) {
    return { plan_id: 'free', status: 'none', charge_at: null, subscription_id: null };
  }
  const live = isLiveSubscription(state.status);
  const changeAt = state.currentEnd ?? state.chargeAt;
  return {
    plan_id: state.planId,
    status: state.status,
    // Nothing more is charged once a cancellation is scheduled or the subscription is over.
    charge_at: live && !state.cancelAtCycleEnd ? state.chargeAt : null,
    subscription_id: state.subscriptionId,
    cancel_at_cycle_end: state.cancelAtCycleEnd,
    current_end: state.currentEnd,
    current_start: state.currentStart,
    scheduled_change:
      live && state.scheduledPlanId && changeAt !== null
        ? { plan_id: state.scheduledPlanId, at: changeAt }
        : null,
    resumes_at: state.resumeId ? changeAt : null,
  };
}

/**
 * Records who a new Razorpay subscription belongs to, with its reference in their partition; an
 * id is recorded once.
 */
async function addOwner(
  table: TableClient,
  owner: Omit<SubscriptionOwner, 'grantedCycles' | 'duplicate' | 'pendingChange' | 'follows'> & {
    follows?: string;
  },
): Promise<void> {
  const item = ownerItems.item([owner.subscriptionId], {
    subscription_id: owner.subscriptionId,
    user_id: owner.userId,
    plan_id: owner.planId,
    razorpay_plan_id: owner.razorpayPlanId,
    created_at: owner.createdAt.toISOString(),
    analytics_countable: owner.countable,
    granted_cycles: 0,
    ...(owner.follows ? { follows: owner.follows } : {}),
  });
  await writeTogether(table, [
    ownerItems.putNewPart(table.tableName, 'subscriptionOwner', item),
    paymentReferencePart(table.tableName, owner.userId, {
      kind: 'subscription',
      id: owner.subscriptionId,
      createdAt: owner.createdAt,
    }),
  ]);
}

/**
 * Keeps the subscription's owner as a payment record of an account being closed: its user becomes
 * the account's tombstone id. Only while it is still the user's, so a repeat changes nothing.
 */
async function anonymiseOwner(
  table: TableClient,
  subscriptionId: string,
  userId: string,
  tombstoneId: string,
): Promise<void> {
  await ifConditionHolds(
    ownerItems.update(table, [subscriptionId], {
      UpdateExpression: 'SET user_id = :tombstone',
      ConditionExpression: 'user_id = :user',
      ExpressionAttributeValues: { ':tombstone': tombstoneId, ':user': userId },
    }),
  );
}

/**
 * Marks a subscription as a duplicate of the user's live one, with a payment it took to give
 * back (when known); what was marked before stays.
 */
async function markDuplicate(
  table: TableClient,
  subscriptionId: string,
  liveId: string,
  paymentId: string | null,
) {
  await ownerItems.update(table, [subscriptionId], {
    UpdateExpression:
      'SET duplicate_of = if_not_exists(duplicate_of, :liveId)' +
      (paymentId ? ' ADD payments_to_refund :payment' : ''),
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: {
      ':liveId': liveId,
      ...(paymentId ? { ':payment': new Set([paymentId]) } : {}),
    },
  });
}

/** Records a step of a duplicate's undo as done: its cancellation, or one refund. */
async function markUndone(
  table: TableClient,
  subscriptionId: string,
  step: { cancelled: true } | { refunded: string },
): Promise<void> {
  await ownerItems.update(table, [subscriptionId], {
    ...('cancelled' in step
      ? {
          UpdateExpression: 'SET duplicate_cancelled = :true',
          ExpressionAttributeValues: { ':true': true },
        }
      : {
          UpdateExpression: 'ADD payments_refunded :payment',
          ExpressionAttributeValues: { ':payment': new Set([step.refunded]) },
        }),
    ConditionExpression: 'attribute_exists(duplicate_of)',
  });
}

/**
 * The write that records cycle `cycle` as granted, at the plan it was charged at, for the
 * transaction that grants it: only while the count is still what was read, so each cycle is
 * granted exactly once.
 */
function markGranted(
  { tableName }: TableClient,
  owner: SubscriptionOwner,
  cycle: number,
  planId: PlanIdValue,
): TransactionPart {
  return ownerItems.updatePart(tableName, 'subscriptionOwner', [owner.subscriptionId], {
    UpdateExpression: 'SET granted_cycles = :cycle, plan_id = :plan',
    ConditionExpression:
      '(granted_cycles = :seen OR attribute_not_exists(granted_cycles)) AND :cycle > :seen',
    ExpressionAttributeValues: {
      ':cycle': cycle,
      ':seen': owner.grantedCycles,
      ':plan': planId,
    },
  });
}

/** Thrown when an upgrade's record is no longer the one read: it was granted, or replaced. */
export class PlanChangeSettled extends Error {}

/**
 * Records an upgrade about to be asked of Razorpay, in place of `replacing` (an earlier attempt
 * Razorpay never made) or of none; refused (PlanChangeSettled) if another one got there first.
 */
async function startChange(
  table: TableClient,
  subscriptionId: string,
  change: PendingPlanChange,
  replacing: string | null,
): Promise<void> {
  const started = await ifConditionHolds(
    ownerItems.update(table, [subscriptionId], {
      UpdateExpression: 'SET pending_change = :change',
      ConditionExpression: replacing
        ? 'pending_change.id = :replacing'
        : 'attribute_exists(PK) AND attribute_not_exists(pending_change)',
      ExpressionAttributeValues: {
        ':change': {
          id: change.id,
          plan_id: change.planId,
          cycle: change.cycle,
          credits: change.credits,
          charge: change.charge,
          requested_at: change.requestedAt.toISOString(),
        },
        ...(replacing ? { ':replacing': replacing } : {}),
      },
    }),
  );
  if (!started) throw new PlanChangeSettled();
}

/** Forgets an upgrade Razorpay refused; one already granted or replaced is left as it is. */
async function dropChange(
  table: TableClient,
  subscriptionId: string,
  changeId: string,
): Promise<void> {
  await ifConditionHolds(
    ownerItems.update(table, [subscriptionId], {
      UpdateExpression: 'REMOVE pending_change',
      ConditionExpression: 'pending_change.id = :id',
      ExpressionAttributeValues: { ':id': changeId },
    }),
  );
}

/**
 * The write that settles an upgrade Razorpay made, for the transaction that grants its credits:
 * the subscription is on the new plan from now on, and the record goes, on condition it is still
 * this one, so the grant is made once (PlanChangeSettled otherwise).
 */
function completeChange(
  { tableName }: TableClient,
  subscriptionId: string,
  change: PendingPlanChange,
): TransactionPart {
  return ownerItems.updatePart(
    tableName,
    'planChange',
    [subscriptionId],
    {
      UpdateExpression: 'SET plan_id = :plan REMOVE pending_change',
      ConditionExpression: 'pending_change.id = :id',
      ExpressionAttributeValues: { ':plan': change.planId, ':id': change.id },
    },
    () => new PlanChangeSettled(),
  );
}

/**
 * The write of a user's subscription as `next`, for a transaction, on condition the item is
 * still exactly as it was read (`seen`, null when there was none): an optimistic lock, so two
 * reports racing each other cannot both apply.
 */
function replace(
  { tableName }: TableClient,
  next: UserSubscription,
  seen: UserSubscription | null,
): TransactionPart {
  return {
    name: 'subscription',
    write: {
      Put: {
        TableName: tableName,
        Item: userItem(next),
        ...(seen
          ? {
              ConditionExpression:
                'subscription_id = :seenSubscription AND progress = :seenProgress AND ' +
                'cancel_at_cycle_end = :seenCancel AND plan_id = :seenPlan AND ' +
                '(scheduled_plan_id = :seenScheduled OR attribute_not_exists(scheduled_plan_id)) AND ' +
                '(resume_id = :seenResume OR attribute_not_exists(resume_id))',
              ExpressionAttributeValues: {
                ':seenSubscription': seen.subscriptionId,
                ':seenProgress': progressOf(seen),
                ':seenCancel': seen.cancelAtCycleEnd,
                ':seenPlan': seen.planId,
                ':seenScheduled': seen.scheduledPlanId ?? 'none',
                ':seenResume': seen.resumeId ?? 'none',
              },
            }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      },
    },
  };
}

export function createSubscriptionRecords(table: TableClient) {
  return bindDeps(table, {
    /** The user's current subscription; null for one who never subscribed. */
    ofUser: userSubscriptionItems.get,
    /** Who a Razorpay subscription belongs to; null for one never recorded. */
    owner: ownerItems.get,
    addOwner,
    anonymiseOwner,
    markDuplicate,
    markUndone,
    markGranted,
    startChange,
    dropChange,
    completeChange,
    replace,
  });
}

export type SubscriptionRecords = ReturnType<typeof createSubscriptionRecords>;
