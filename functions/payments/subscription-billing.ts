import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { WebhookOutcome } from '../../shared/api/credits-schemas';
import {
  isLiveSubscription,
  subscriptionStatusSchema,
  type CreateSubscriptionResponse,
  type Subscription,
  type VerifySubscriptionRequest,
} from '../../shared/api/subscription-schemas';
import { findPlan } from '../../shared/catalogue';
import { CURRENCY } from '../../shared/constants';
import type { CreditAccount, MonthlyReplacement } from '../credits/credit-account';
import { writeTogether, type TransactionPart } from '../lib/transactions';
import type { TableClient } from '../lib/dynamo-client';
import { describeProviderError, PaymentError, UNDO_PENDING_LOG } from './payment-errors';
import type { PaidPlanId } from './razorpay-config';
import type {
  RazorpayAccess,
  RazorpayGateway,
  RazorpayPlan,
  RazorpaySubscription,
} from './razorpay-gateway';
import { isSubscriptionSignatureValid } from './signatures';
import {
  hasEnded,
  progressOf,
  toSubscription,
  type SubscriptionOwner,
  type SubscriptionRecords,
  type UserSubscription,
} from './subscription-records';

export interface SubscriptionBillingDeps {
  table: TableClient;
  records: SubscriptionRecords;
  credits: CreditAccount;
  /** Rejects with PaymentError('notConfigured') when there is no Razorpay account. */
  razorpay: () => Promise<RazorpayAccess>;
  clock: () => Date;
  /** A new ULID: ledger entry ids sort by time. */
  newId: () => string;
}

/**
 * How many monthly charges a subscription allows. Razorpay needs a bound; ten years is one no
 * customer meets, and Razorpay completes the subscription (`subscription.completed`) if one does.
 */
export const SUBSCRIPTION_TOTAL_COUNT = 120;

/** Attempts when another report about the same user's subscription or balance wins the race. */
const MAX_ATTEMPTS = 6;

/** What Razorpay says of a subscription, reduced to what the product keeps. */
export interface SubscriptionReport {
  subscriptionId: string;
  status: UserSubscription['status'];
  paidCount: number;
  currentStart: number | null;
  currentEnd: number | null;
  chargeAt: number | null;
}

/** A report from Razorpay's subscription entity; null for a status the product does not track. */
export function reportOf(entity: RazorpaySubscription): SubscriptionReport | null {
  const status = subscriptionStatusSchema.exclude(['none']).safeParse(entity.status);
  if (!status.success) return null;
  return {
    subscriptionId: entity.id,
    status: status.data,
    paidCount: entity.paid_count,
    currentStart: entity.current_start ?? null,
    currentEnd: entity.current_end ?? null,
    chargeAt: entity.charge_at ?? null,
  };
}

/** One calendar month after `at`, in unix seconds: a first period's end before Razorpay says. */
function monthAfter(at: Date): number {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return Math.floor(end.getTime() / 1000);
}

/** The state a report moves a subscription to, or null when it is not further along. */
function advanced(
  current: UserSubscription,
  report: SubscriptionReport,
  at: Date,
): UserSubscription | null {
  if (progressOf(report) <= progressOf(current)) return null;
  return {
    ...current,
    status: report.status,
    paidCount: report.paidCount,
    currentStart: report.currentStart ?? current.currentStart,
    currentEnd: report.currentEnd ?? current.currentEnd,
    chargeAt: hasEnded(report.status) ? null : (report.chargeAt ?? current.chargeAt),
    // A new paid cycle starts with nothing scheduled; a cancellation made before still stands.
    cancelAtCycleEnd: current.cancelAtCycleEnd && !hasEnded(report.status),
    updatedAt: at,
  };
}

/** A refusal we could see coming from a write's condition: someone else changed it first. */
class LostRace extends Error {}

/** A second subscription paid for while the user's first is live (two checkouts at once). */
class DuplicateSubscription extends Error {
  constructor(
    readonly owner: SubscriptionOwner,
    readonly liveId: string,
  ) {
    super(`Subscription ${owner.subscriptionId} was paid while ${liveId} is live`);
  }
}

export type SubscriptionOutcome = Exclude<WebhookOutcome, 'duplicate'>;

/**
 * Monthly subscriptions through Razorpay: creating one for the catalogue's plan, its first
 * payment (verify), cancelling at the end of the period, and every state Razorpay reports
 * (webhooks), all funnelled through `apply`, which moves the user's subscription forward only and
 * grants each paid cycle's credits exactly once.
 *
 * A grant replaces the monthly bucket (credit-account.ts): what is left of last month's credits
 * expires, with its own ledger entry, and the new month's are granted, in one transaction with the
 * subscription's record, whose condition (`granted_cycles` as read) is the idempotency key.
 * A subscription that ends (halted, cancelled at the period's end, completed) has its monthly
 * credits expire the same way, with no grant.
 */
export function createSubscriptionBilling({
  table,
  records,
  credits,
  razorpay,
  clock,
  newId,
}: SubscriptionBillingDeps) {
  /** Razorpay plans checked against the catalogue, once per container. */
  const checkedPlans = new Map<string, Promise<RazorpayPlan>>();

  async function razorpayPlanFor(access: RazorpayAccess, planId: PaidPlanId, price: number) {
    const razorpayPlanId = access.keys.planIds[planId];
    if (!razorpayPlanId) {
      console.error(`No Razorpay plan is configured for ${planId} (plan_ids / RAZORPAY_PLAN_IDS)`);
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
      console.error(`Razorpay plan ${razorpayPlanId}: ${describeProviderError(error)}`);
      throw new PaymentError('subscriptionNotCreated');
    }
    const monthly = fetched.period === 'monthly' && fetched.interval === 1;
    if (!monthly || fetched.amount !== price || fetched.currency !== CURRENCY) {
      console.error(
        `Razorpay plan ${razorpayPlanId} charges ${fetched.amount} ${fetched.currency} every ` +
          `${fetched.interval} ${fetched.period}, not ${price} ${CURRENCY} monthly as ${planId} does`,
      );
      throw new PaymentError('planNotAvailable');
    }
    return razorpayPlanId;
  }

  function planCredits(owner: SubscriptionOwner) {
    const plan = findPlan(owner.planId);
    if (!plan || plan.price === 0) throw new Error(`Subscription to unknown plan ${owner.planId}`);
    return plan;
  }

  /** Saves a user's subscription as `next` if it is still as read (`seen`). */
  async function save(next: UserSubscription, seen: UserSubscription | null): Promise<void> {
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
   * One attempt at applying a report to its owner's subscription (see above). `paidCycle` is a
   * cycle known paid whatever the report says (verify's signature proves the first payment).
   */
  async function applyOnce(
    subscriptionId: string,
    report: SubscriptionReport,
    paidCycle: number,
  ): Promise<SubscriptionOutcome> {
    const at = clock();
    const owner = await records.owner(subscriptionId);
    if (!owner) return 'ignored';
    // Once a duplicate, always one: it is cancelled at Razorpay and never the user's, whatever
    // becomes of their live subscription; any report about it finishes its undo (a payment it
    // names included) or finds nothing left to do.
    if (owner.duplicate) throw new DuplicateSubscription(owner, owner.duplicate.liveId);
    const plan = planCredits(owner);
    const current = await records.ofUser(owner.userId);
    const isCurrent = current?.subscriptionId === owner.subscriptionId;
    const reportedCycle = report.status === 'active' ? report.paidCount : 0;
    const cycle = Math.max(paidCycle, reportedCycle);
    const granted = owner.grantedCycles;

    let next: UserSubscription | null;
    if (isCurrent) {
      next = advanced(current, report, at);
    } else {
      // A subscription becomes the user's when a payment not granted yet is known, and only if
      // the one they have is over; other reports about it (a late copy of an old subscription's
      // state, say) change nothing.
      if (cycle <= granted) return cycle > 0 ? 'already_credited' : 'ignored';
      if (current && isLiveSubscription(current.status)) {
        throw new DuplicateSubscription(owner, current.subscriptionId);
      }
      // Taken over with the period Razorpay reports, when the report has one.
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
        updatedAt: at,
      };
      next = advanced(fresh, report, at) ?? fresh;
    }

    const base = next ?? current;
    if (!base) return 'ignored';
    if (cycle > granted) {
      // A paid cycle not granted yet: at least active, with a period even before Razorpay says.
      const paid: UserSubscription = {
        ...base,
        status:
          progressOf(base) < progressOf({ paidCount: cycle, status: 'active' })
            ? 'active'
            : base.status,
        paidCount: Math.max(base.paidCount, cycle),
        currentStart: base.currentStart ?? Math.floor(at.getTime() / 1000),
        currentEnd: base.currentEnd ?? monthAfter(at),
        chargeAt: base.chargeAt ?? base.currentEnd ?? monthAfter(at),
        updatedAt: at,
      };
      await replaceMonthly(
        owner,
        {
          grant: {
            amount: plan.credits,
            operation: `${plan.name} plan: monthly credits`,
            reference: `${owner.subscriptionId}#${cycle}`,
          },
          expiryOperation: 'Unused monthly credits expired at renewal',
          at,
        },
        [records.replace(paid, current), records.markGranted(owner, cycle)],
      );
      return 'credited';
    }

    if (!next) return cycle > 0 ? 'already_credited' : 'ignored';
    if (hasEnded(next.status) && !hasEnded(current?.status ?? 'none')) {
      await replaceMonthly(
        owner,
        {
          grant: null,
          expiryOperation: `Monthly credits expired: subscription ${next.status}`,
          at,
        },
        [records.replace(next, current)],
      );
      return 'updated';
    }
    await save(next, current);
    return 'updated';
  }

  /** Cancels a subscription at once; one Razorpay already shows as over counts as cancelled. */
  async function cancelAtOnce(gateway: RazorpayGateway, subscriptionId: string): Promise<void> {
    try {
      await gateway.cancelSubscription(subscriptionId, false);
    } catch (error) {
      const { status } = await gateway.fetchSubscription(subscriptionId);
      if (!['cancelled', 'completed', 'expired'].includes(status)) throw error;
    }
  }

  /**
   * Gives a payment back in full. Razorpay refuses a second refund of a payment refunded in full
   * (verify and the webhook may both get here); the payment itself says whether one was made.
   */
  async function refundInFull(gateway: RazorpayGateway, paymentId: string, liveId: string) {
    try {
      await gateway.refundPayment(paymentId, { reason: `duplicate of subscription ${liveId}` });
    } catch (error) {
      const payment = await gateway.fetchPayment(paymentId);
      if (payment.amount_refunded < payment.amount) throw error;
    }
  }

  /**
   * Undoes a duplicate: the second subscription is cancelled at once, so it never charges again,
   * and every payment it took is refunded in full. Each step is recorded on the subscription's
   * item when done (subscription-records.ts), so one that fails is tried again by the next report
   * about it, and one done is not done twice.
   */
  async function undo(duplicate: DuplicateSubscription, paymentId: string | null): Promise<void> {
    const { owner, liveId } = duplicate;
    const id = owner.subscriptionId;
    console.error(`${duplicate.message} for user ${owner.userId}: cancelling and refunding it`);
    await records.markDuplicate(id, liveId, paymentId);
    const { gateway } = await razorpay();
    const toRefund = new Set([
      ...(owner.duplicate?.toRefund ?? []),
      ...(paymentId ? [paymentId] : []),
    ]);
    for (const refunded of owner.duplicate?.refunded ?? []) toRefund.delete(refunded);
    // Each step on its own: a cancellation Razorpay refuses does not hold back a refund.
    const steps = [
      ...(owner.duplicate?.cancelled
        ? []
        : [
            async () => {
              await cancelAtOnce(gateway, id);
              await records.markUndone(id, { cancelled: true });
            },
          ]),
      ...[...toRefund].map((payment) => async () => {
        await refundInFull(gateway, payment, liveId);
        await records.markUndone(id, { refunded: payment });
      }),
    ];
    const failures: unknown[] = [];
    for (const step of steps) await step().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  }

  async function apply(
    subscriptionId: string,
    report: SubscriptionReport,
    paidCycle: number,
    paymentId: string | null,
  ): Promise<SubscriptionOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await applyOnce(subscriptionId, report, paidCycle);
      } catch (error) {
        if (error instanceof DuplicateSubscription) {
          try {
            await undo(error, paymentId);
          } catch (failure) {
            console.error(
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

  return {
    async status(userId: string): Promise<Subscription> {
      return toSubscription(await records.ofUser(userId));
    },

    /** A Razorpay subscription to the catalogue plan's Razorpay plan, for Checkout to pay. */
    async create(userId: string, planId: string): Promise<CreateSubscriptionResponse> {
      const plan = findPlan(planId);
      if (!plan) throw new PaymentError('unknownPlan');
      if (plan.id === 'free') throw new PaymentError('freePlan');
      const current = await records.ofUser(userId);
      if (current && isLiveSubscription(current.status)) {
        throw new PaymentError('alreadySubscribed');
      }
      const access = await razorpay();
      const razorpayPlanId = await razorpayPlanFor(access, plan.id, plan.price);
      let created: RazorpaySubscription;
      try {
        created = await access.gateway.createSubscription({
          planId: razorpayPlanId,
          totalCount: SUBSCRIPTION_TOTAL_COUNT,
          notes: { user_id: userId, plan_id: plan.id },
        });
      } catch (error) {
        console.error(
          `Razorpay refused a ${plan.id} subscription: ${describeProviderError(error)}`,
        );
        throw new PaymentError('subscriptionNotCreated');
      }
      await records.addOwner({
        subscriptionId: created.id,
        userId,
        planId: plan.id,
        razorpayPlanId,
        createdAt: clock(),
      });
      return {
        success: true,
        subscription: { subscription_id: created.id, plan_id: plan.id, key_id: access.keys.keyId },
        message: `Complete the payment to start your ${plan.name} plan.`,
      };
    },

    /**
     * Checkout's success, signed with the key secret over `payment_id|subscription_id`: the first
     * payment of the caller's subscription. Grants the first month once; a replay grants nothing
     * and answers the same. Any refusal is 'Payment verification failed' and writes nothing.
     */
    async verify(userId: string, request: VerifySubscriptionRequest) {
      const { keys, gateway } = await razorpay();
      const signed = {
        subscriptionId: request.subscription_id,
        paymentId: request.payment_id,
        signature: request.signature,
      };
      if (!isSubscriptionSignatureValid(signed, keys.keySecret)) {
        throw new PaymentError('verificationFailed');
      }
      const owner = await records.owner(request.subscription_id);
      if (!owner || owner.userId !== userId) throw new PaymentError('verificationFailed');
      let report: SubscriptionReport | null = null;
      try {
        report = reportOf(await gateway.fetchSubscription(owner.subscriptionId));
      } catch (error) {
        // The signature proves the payment; the period is estimated until a webhook says.
        console.warn(`Fetching ${owner.subscriptionId}: ${describeProviderError(error)}`);
      }
      await apply(
        owner.subscriptionId,
        report ?? {
          subscriptionId: owner.subscriptionId,
          status: 'active',
          paidCount: 1,
          currentStart: null,
          currentEnd: null,
          chargeAt: null,
        },
        1,
        request.payment_id,
      );
      return { success: true as const, credits_added: planCredits(owner).credits };
    },

    /**
     * Cancels the user's active subscription at the end of its period: it stays active, and its
     * monthly credits usable, until then; Razorpay reports the end (`subscription.cancelled`).
     */
    async cancel(userId: string): Promise<void> {
      const current = await records.ofUser(userId);
      if (!current || current.status !== 'active') throw new PaymentError('nothingToCancel');
      if (current.cancelAtCycleEnd) return;
      const { gateway } = await razorpay();
      let report: SubscriptionReport | null;
      try {
        report = reportOf(await gateway.cancelSubscription(current.subscriptionId, true));
      } catch (error) {
        console.error(
          `Razorpay refused to cancel ${current.subscriptionId}: ${describeProviderError(error)}`,
        );
        throw new PaymentError('cancelFailed');
      }
      // Asked of Razorpay once; only recording it is retried when a report wins the race.
      let seen = current;
      for (let attempt = 1; ; attempt += 1) {
        const moved = report ? advanced(seen, report, clock()) : null;
        const next = { ...(moved ?? seen), cancelAtCycleEnd: true, updatedAt: clock() };
        try {
          await save(next, seen);
          return;
        } catch (error) {
          if (!(error instanceof LostRace) || attempt >= MAX_ATTEMPTS) throw error;
        }
        const fresh = await records.ofUser(userId);
        if (!fresh || fresh.subscriptionId !== current.subscriptionId || fresh.cancelAtCycleEnd) {
          return;
        }
        seen = fresh;
      }
    },

    /** A subscription event's entity (and the payment, for a charge), as a webhook reports it. */
    async report(
      entity: RazorpaySubscription,
      paymentId: string | null,
    ): Promise<SubscriptionOutcome> {
      const report = reportOf(entity);
      if (!report) return 'ignored';
      try {
        return await apply(report.subscriptionId, report, 0, paymentId);
      } catch (error) {
        if (!(error instanceof PaymentError)) throw error;
        // Answered with an error, so Razorpay delivers the event again and the undo is retried.
        if (error.failure === 'duplicateSubscriptionRefundPending') {
          throw new Error(`Undoing duplicate subscription ${report.subscriptionId} failed`);
        }
        return 'ignored';
      }
    },
  };
}

export type SubscriptionBilling = ReturnType<typeof createSubscriptionBilling>;
