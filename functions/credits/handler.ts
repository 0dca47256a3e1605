import { monotonicFactory } from 'ulid';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createTableClient } from '../lib/dynamo-client';
import { PaymentError, type PaymentFailure } from '../payments/payment-errors';
import { createPayments } from '../payments/payments';
import { readPaymentsConfig } from '../payments/razorpay-config';
import { razorpayAccessFrom } from '../payments/razorpay-gateway';
import { createCreditHistory } from './credit-history';
import { InvalidLedgerCursorError } from './ledger-cursor';

const table = createTableClient();
const history = createCreditHistory(table);
const { purchases, subscriptions, webhooks } = createPayments({
  table,
  razorpay: razorpayAccessFrom(readPaymentsConfig()),
  clock: () => new Date(),
  // Monotonic: a renewal's expiry and grant, made in the same millisecond, keep their order.
  newId: monotonicFactory(),
});

const statusOf: Record<PaymentFailure, number> = {
  unknownPackage: 400,
  unknownPlan: 400,
  freePlan: 400,
  verificationFailed: 400,
  invalidWebhookSignature: 400,
  invalidWebhookEvent: 400,
  alreadySubscribed: 409,
  duplicateSubscriptionRefunded: 409,
  duplicateSubscriptionRefundPending: 409,
  nothingToCancel: 409,
  // Razorpay failed us, not the caller.
  paymentNotInitiated: 502,
  subscriptionNotCreated: 502,
  cancelFailed: 502,
  notConfigured: 503,
  planNotAvailable: 503,
};

async function answering<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentError) throw new HttpError(statusOf[error.failure], error.message);
    if (error instanceof InvalidLedgerCursorError) throw new HttpError(400, error.message);
    throw error;
  }
}

export const handler = createHttpHandler('credits', {
  creditSummary: ({ userId }) => answering(() => history.summary(userId)),
  listTransactions: ({ userId, query }) => answering(() => history.transactions(userId, query)),
  createOrder: ({ userId, body }) =>
    answering(() => purchases.createOrder(userId, body.package_id)),
  verifyPayment: ({ userId, body }) => answering(() => purchases.verifyPayment(userId, body)),
  subscriptionStatus: async ({ userId }) => ({
    success: true as const,
    subscription: await answering(() => subscriptions.status(userId)),
  }),
  createSubscription: ({ userId, body }) =>
    answering(() => subscriptions.create(userId, body.plan_id)),
  verifySubscription: ({ userId, body }) => answering(() => subscriptions.verify(userId, body)),
  cancelSubscription: async ({ userId }) => {
    await answering(() => subscriptions.cancel(userId));
    return { success: true as const };
  },
  paymentsWebhook: async ({ rawBody, headers }) => {
    const outcome = await answering(() =>
      webhooks.handle({
        rawBody,
        signature: headers['x-razorpay-signature'],
        eventId: headers['x-razorpay-event-id'],
      }),
    );
    return { success: true as const, outcome };
  },
});
