import { createLedger, type Ledger } from '../credits/ledger';
import type { TableClient } from '../lib/dynamo-client';
import { businessMetrics, logger } from '../lib/observability';
import { describeProviderError, PaymentError } from './payment-errors';
import { createPaymentOrders, type PaymentOrder, type PaymentOrders } from './payment-orders';
import { paymentReferencesOf } from './payment-references';
import type { RazorpayAccess, RazorpaySubscription } from './razorpay-gateway';
import { subscriptionBillingIn } from './subscription-billing';
import {
  createSubscriptionRecords,
  type SubscriptionOwner,
  type SubscriptionRecords,
  type UserSubscription,
} from './subscription-records';

/**
 * How long a payment the user started may still go through: an order not yet paid, or a
 * subscription not yet charged, younger than this keeps the account open (Checkout may be
 * completing it in another tab).
 */
export const PAYMENT_SETTLE_MINUTES = 30;

/** Razorpay's statuses of a subscription that can never charge again. */
const FINISHED_STATUSES = new Set(['cancelled', 'completed', 'expired']);

export interface AccountPaymentsDeps {
  orders: PaymentOrders;
  records: SubscriptionRecords;
  ledger: Pick<Ledger, 'all'>;
  paymentReferences: (userId: string) => ReturnType<typeof paymentReferencesOf>;
  /** Rejects with PaymentError('notConfigured') when there is no Razorpay account. */
  razorpay: () => Promise<RazorpayAccess>;
  /** Records what Razorpay says of a subscription, as its webhook would (subscription-billing). */
  report: (entity: RazorpaySubscription) => Promise<unknown>;
  clock: () => Date;
}

/** The account's payment records: its orders and subscriptions, and the current subscription. */
export interface AccountPaymentRecords {
  orders: PaymentOrder[];
  subscriptions: SubscriptionOwner[];
  current: UserSubscription | null;
}

/**
 * The ids of the user's orders and subscriptions: those their partition references, and, for
 * payments made before references were kept, those their ledger and subscription name.
 */
async function paymentIdsOf(deps: AccountPaymentsDeps, userId: string) {
  const orderIds = new Set<string>();
  const subscriptionIds = new Set<string>();
  for (const reference of await deps.paymentReferences(userId)) {
    (reference.kind === 'order' ? orderIds : subscriptionIds).add(reference.id);
  }
  for await (const entry of deps.ledger.all(userId)) {
    if (!entry.reference) continue;
    if (entry.type === 'purchase') orderIds.add(entry.reference);
    // A monthly grant names `{subscriptionId}#{cycle}`; an upgrade's, the subscription alone.
    if (entry.type === 'subscription') subscriptionIds.add(entry.reference.split('#')[0] ?? '');
  }
  const current = await deps.records.ofUser(userId);
  if (current) subscriptionIds.add(current.subscriptionId);
  if (current?.resumeId) subscriptionIds.add(current.resumeId);
  subscriptionIds.delete('');
  return { orderIds: [...orderIds], subscriptionIds: [...subscriptionIds], current };
}

/** Every order and subscription of the user that is still theirs (not another's, not erased). */
async function recordsOf(
  deps: AccountPaymentsDeps,
  userId: string,
): Promise<AccountPaymentRecords> {
  const { orderIds, subscriptionIds, current } = await paymentIdsOf(deps, userId);
  const orders = await Promise.all(orderIds.map((id) => deps.orders.get(id)));
  const owners = await Promise.all(subscriptionIds.map((id) => deps.records.owner(id)));
  return {
    orders: orders.filter((order): order is PaymentOrder => order?.userId === userId),
    subscriptions: owners.filter((owner): owner is SubscriptionOwner => owner?.userId === userId),
    current,
  };
}

/**
 * Refuses (PaymentError 'paymentInProgress') while a payment the user started may still go
 * through: an order still pending, or a subscription never charged, made in the last
 * PAYMENT_SETTLE_MINUTES. Closing the account then could leave a payment with no account to
 * credit.
 */
async function refuseWhilePaying(deps: AccountPaymentsDeps, userId: string): Promise<void> {
  const { orders, subscriptions } = await recordsOf(deps, userId);
  const since = deps.clock().getTime() - PAYMENT_SETTLE_MINUTES * 60_000;
  const paying =
    orders.some((order) => order.status === 'pending' && order.createdAt.getTime() > since) ||
    subscriptions.some((owner) => owner.grantedCycles === 0 && owner.createdAt.getTime() > since);
  if (paying) throw new PaymentError('paymentInProgress');
}

/**
 * Ends a subscription at once at Razorpay (not at its period's end: the account is going) and
 * records it as its webhook would, so the late webhook finds nothing left to do. One already
 * over is only recorded.
 */
async function endAtOnce(deps: AccountPaymentsDeps, subscriptionId: string): Promise<void> {
  const { gateway } = await deps.razorpay();
  let entity = await gateway.fetchSubscription(subscriptionId);
  if (!FINISHED_STATUSES.has(entity.status)) {
    try {
      entity = await gateway.cancelSubscription(subscriptionId, false);
    } catch (error) {
      // Ended meanwhile (its period, another request): what it is now is what is recorded.
      entity = await gateway.fetchSubscription(subscriptionId);
      if (!FINISHED_STATUSES.has(entity.status)) {
        logger.error(`Razorpay refused to end ${subscriptionId}: ${describeProviderError(error)}`);
        throw new PaymentError('cancelFailed');
      }
    }
  }
  await deps.report(entity);
}

/**
 * The payments' part of closing an account: every subscription ended at once, then its orders
 * and subscriptions kept as payment records under the account's tombstone id (the law keeps
 * payment records; nothing in them names the person). Safe to repeat: what is erased is no longer
 * the user's, and ending an ended subscription only records it again.
 */
async function close(deps: AccountPaymentsDeps, userId: string, tombstoneId: string) {
  const { orders, subscriptions } = await recordsOf(deps, userId);
  for (const owner of subscriptions) await endAtOnce(deps, owner.subscriptionId);
  for (const order of orders) await deps.orders.anonymise(order.orderId, userId, tombstoneId);
  for (const owner of subscriptions) {
    await deps.records.anonymiseOwner(owner.subscriptionId, userId, tombstoneId);
  }
}

export function createAccountPayments(deps: AccountPaymentsDeps) {
  return {
    recordsOf: (userId: string) => recordsOf(deps, userId),
    refuseWhilePaying: (userId: string) => refuseWhilePaying(deps, userId),
    close: (userId: string, tombstoneId: string) => close(deps, userId, tombstoneId),
  };
}

export type AccountPayments = ReturnType<typeof createAccountPayments>;

/** The account's payments over the table, with billing's own recording of Razorpay's reports. */
export function accountPaymentsIn(
  table: TableClient,
  deps: { razorpay: () => Promise<RazorpayAccess>; clock: () => Date; newId: () => string },
): AccountPayments {
  const billing = subscriptionBillingIn(table, { ...deps, metrics: businessMetrics });
  return createAccountPayments({
    orders: createPaymentOrders(table),
    records: createSubscriptionRecords(table),
    ledger: createLedger(table),
    paymentReferences: (userId) => paymentReferencesOf(table, userId),
    razorpay: deps.razorpay,
    report: (entity) => billing.report(entity, null),
    clock: deps.clock,
  });
}
