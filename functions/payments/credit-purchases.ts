import type {
  CreateOrderResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '../../shared/api/credits-schemas';
import { findCreditPackage } from '../../shared/catalogue';
import { CURRENCY } from '../../shared/constants';
import { createCreditAccount, type CreditAccount } from '../credits/credit-account';
import { describeProviderError, PaymentError } from './payment-errors';
import { createPaymentOrders, type PaymentOrder, type PaymentOrders } from './payment-orders';
import type { RazorpayAccess } from './razorpay-gateway';
import { isCheckoutSignatureValid } from './signatures';
import { logger, type BusinessMetrics } from '../lib/observability';
import { productAnalyticsOf, type FunnelCounter } from '../analytics/product-analytics';
import type { TableClient } from '../lib/dynamo-client';

export interface CreditPurchasesDeps {
  orders: PaymentOrders;
  credits: CreditAccount;
  /** Rejects with PaymentError('notConfigured') when there is no Razorpay account. */
  razorpay: () => Promise<RazorpayAccess>;
  clock: () => Date;
  /** A new ULID: ledger entry ids sort by time. */
  newId: () => string;
  /** Counts the payments credited. */
  metrics: BusinessMetrics;
  /** Counts a credited purchase in the product's funnel, when its buyer allowed it. */
  funnel: FunnelCounter;
}

export interface OrderCredit {
  /** False when the order had been credited before, by this same payment. */
  applied: boolean;
  creditsAdded: number;
  newBalance: number;
}

/** A paid payment for a known order, as the webhook reports it. */
export interface ReportedPayment {
  orderId: string;
  paymentId: string;
  /** In paise. */
  amount: number;
  currency: string;
}

export type SettlementOutcome = 'credited' | 'already_credited' | 'ignored';

/** The order's status moved on before our transaction: re-read it to see by what. */
class OrderNoLongerPending extends Error {}

/** A second payment for an order another payment already paid: credited once, never again. */
class PaidByAnotherPayment extends Error {
  constructor(order: PaymentOrder, paymentId: string) {
    super(`Order ${order.orderId} was paid by ${order.paymentId ?? '?'}, not ${paymentId}`);
  }
}

/** Razorpay's receipt limit is 40 characters; `credits_` and a ULID make 34. */
const receiptFor = (id: string) => `credits_${id}`;

async function alreadyCredited(
  { credits }: CreditPurchasesDeps,
  order: PaymentOrder,
  paymentId: string,
): Promise<OrderCredit> {
  if (order.paymentId !== paymentId) throw new PaidByAnotherPayment(order, paymentId);
  return {
    applied: false,
    creditsAdded: order.credits,
    newBalance: (await credits.balanceOf(order.userId)) ?? 0,
  };
}

/**
 * Credits a paid order once: the balance, a 'purchase' entry and the order marked paid in one
 * transaction, on condition the order is still pending; a payment that lost that race finds the
 * order paid, by itself (a replay) or by another payment (refused).
 */
async function creditOrder(
  deps: CreditPurchasesDeps,
  order: PaymentOrder,
  paymentId: string,
): Promise<OrderCredit> {
  if (order.status === 'paid') return alreadyCredited(deps, order, paymentId);
  const at = deps.clock();
  const entryId = deps.newId();
  const { orderId, userId } = order;
  try {
    const result = await deps.credits.changeBalance({
      userId,
      entryId,
      type: 'purchase',
      amount: order.credits,
      operation: `${order.packageName} purchase`,
      at,
      reference: orderId,
      alongside: [
        {
          ...deps.orders.markPaid({ orderId, userId, paymentId, entryId, at }),
          refused: () => new OrderNoLongerPending(),
        },
      ],
    });
    // Once per order: only the call whose transaction marked it paid gets `applied`. Verify or
    // webhook, the buyer's choice is the one their browser made when ordering.
    if (result.applied) {
      deps.metrics.count('PaymentsCredited');
      await deps.funnel.countStep('purchase', order.countable);
    }
    return {
      applied: result.applied,
      creditsAdded: order.credits,
      newBalance: result.balanceAfter,
    };
  } catch (error) {
    if (!(error instanceof OrderNoLongerPending)) throw error;
    const now = await deps.orders.get(orderId);
    if (now?.status !== 'paid') throw error;
    return alreadyCredited(deps, now, paymentId);
  }
}

/** A Razorpay order for the package at the catalogue's price, recorded as pending. */
async function createOrder(
  deps: CreditPurchasesDeps,
  userId: string,
  packageId: string,
  /** Whether the buyer's request may be counted in the product's analytics, kept with the order. */
  countable: boolean,
): Promise<CreateOrderResponse> {
  const pack = findCreditPackage(packageId);
  if (!pack) throw new PaymentError('unknownPackage');
  const { keys, gateway } = await deps.razorpay();
  const receipt = receiptFor(deps.newId());
  let created;
  try {
    created = await gateway.createOrder({
      amount: pack.price,
      currency: CURRENCY,
      receipt,
      notes: { user_id: userId, package_id: pack.id },
    });
  } catch (error) {
    logger.error(`Razorpay refused an order for ${pack.id}: ${describeProviderError(error)}`);
    throw new PaymentError('paymentNotInitiated');
  }
  if (created.amount !== pack.price || created.currency !== CURRENCY) {
    logger.error(`Razorpay order ${created.id} is not for ${pack.price} ${CURRENCY}`);
    throw new PaymentError('paymentNotInitiated');
  }
  await deps.orders.create({
    orderId: created.id,
    userId,
    packageId: pack.id,
    packageName: pack.name,
    credits: pack.credits,
    amount: pack.price,
    currency: CURRENCY,
    receipt,
    countable,
    createdAt: deps.clock(),
  });
  return { key_id: keys.keyId, amount: pack.price, currency: CURRENCY, order_id: created.id };
}

/**
 * Checkout's success, signed with the key secret: credits the caller's order once. A replay (or a
 * verify after the webhook) credits nothing and answers the same success with the balance now.
 * Any refusal is 'Payment verification failed' and writes nothing.
 */
async function verifyPayment(
  deps: CreditPurchasesDeps,
  userId: string,
  request: VerifyPaymentRequest,
): Promise<VerifyPaymentResponse> {
  const { keys } = await deps.razorpay();
  const payment = {
    orderId: request.order_id,
    paymentId: request.payment_id,
    signature: request.signature,
  };
  if (!isCheckoutSignatureValid(payment, keys.keySecret)) {
    throw new PaymentError('verificationFailed');
  }
  const order = await deps.orders.get(payment.orderId);
  if (!order || order.userId !== userId) throw new PaymentError('verificationFailed');
  try {
    const credit = await creditOrder(deps, order, payment.paymentId);
    return { success: true, credits_added: credit.creditsAdded, new_balance: credit.newBalance };
  } catch (error) {
    if (!(error instanceof PaidByAnotherPayment)) throw error;
    logger.warn(`Verify refused: ${error.message}`);
    throw new PaymentError('verificationFailed');
  }
}

/**
 * A payment the webhook reports: credits its order once if the order is ours and the payment
 * covers it in full; anything else is ignored (and logged when it looks wrong).
 */
async function settle(
  deps: CreditPurchasesDeps,
  payment: ReportedPayment,
): Promise<SettlementOutcome> {
  const order = await deps.orders.get(payment.orderId);
  if (!order) return 'ignored';
  if (payment.amount !== order.amount || payment.currency !== order.currency) {
    logger.warn(
      `Payment ${payment.paymentId} of ${payment.amount} ${payment.currency} does not pay ` +
        `order ${order.orderId} (${order.amount} ${order.currency}); not credited`,
    );
    return 'ignored';
  }
  try {
    const credit = await creditOrder(deps, order, payment.paymentId);
    return credit.applied ? 'credited' : 'already_credited';
  } catch (error) {
    if (!(error instanceof PaidByAnotherPayment)) throw error;
    logger.warn(`Webhook not credited: ${error.message}`);
    return 'ignored';
  }
}

/**
 * Buying a credit package: the Razorpay order for the catalogue's price, and the credit of a paid
 * order, once, whether verify-payment (Checkout's signed success) or the webhook reports it first.
 *
 * The credit is ONE transaction (credit-account.ts): the balance and its total, a 'purchase'
 * ledger entry carrying the order id, and the order moved from pending to paid on condition it is
 * still pending. That condition is the idempotency key: however many verify calls and webhook
 * deliveries race, one transaction commits, and the others find the order paid by that payment.
 * The entry's own id is a fresh ULID, so the history stays in the order credits happened.
 */
export function createCreditPurchases(deps: CreditPurchasesDeps) {
  return {
    createOrder: (userId: string, packageId: string, countable: boolean) =>
      createOrder(deps, userId, packageId, countable),
    verifyPayment: (userId: string, request: VerifyPaymentRequest) =>
      verifyPayment(deps, userId, request),
    settle: (payment: ReportedPayment) => settle(deps, payment),
  };
}

export type CreditPurchases = ReturnType<typeof createCreditPurchases>;

/**
 * A purchase's collaborators but its orders; the credit account and the funnel default to the
 * table's.
 */
export type CreditPurchasesOptions = Omit<CreditPurchasesDeps, 'orders' | 'credits' | 'funnel'> &
  Partial<Pick<CreditPurchasesDeps, 'credits' | 'funnel'>>;

/**
 * Purchases with their orders (and, unless given, the credit account and the funnel) in the
 * table: wired here, so the payments function loads one module on a purchase's first call.
 */
export function creditPurchasesIn(
  table: TableClient,
  {
    credits = createCreditAccount(table),
    funnel = productAnalyticsOf(table),
    ...deps
  }: CreditPurchasesOptions,
) {
  return createCreditPurchases({ ...deps, orders: createPaymentOrders(table), credits, funnel });
}
