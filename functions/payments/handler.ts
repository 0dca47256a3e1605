import { paymentEndpoints } from '../../shared/api/payment-endpoints';
import { subscriptionEndpoints } from '../../shared/api/subscription-endpoints';
import { monotonicFactory } from 'ulid';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { isCountable } from '../lib/countable-request';
import { createTableClient } from '../lib/dynamo-client';
import { PAYMENT_FAILURE_STATUS, PaymentError } from './payment-errors';
import { createPayments } from './payments';
import { readPaymentsConfig } from './razorpay-config';
import { razorpayAccessFrom } from './razorpay-access';

const { purchases, subscriptions, webhooks } = createPayments({
  table: createTableClient(),
  razorpay: razorpayAccessFrom(readPaymentsConfig()),
  clock: () => new Date(),
  // Monotonic: a renewal's expiry and grant, made in the same millisecond, keep their order.
  newId: monotonicFactory(),
});

/** Credit packages and subscriptions through Razorpay: orders, verification, the webhook. */
export const handler = createHttpHandler(
  'payments',
  { ...paymentEndpoints, ...subscriptionEndpoints },
  {
    createOrder: ({ userId, body, headers }) =>
      purchases.createOrder(userId, body.package_id, isCountable(headers)),
    verifyPayment: ({ userId, body }) => purchases.verifyPayment(userId, body),
    subscriptionStatus: async ({ userId }) => ({
      success: true as const,
      subscription: await subscriptions.status(userId),
    }),
    createSubscription: ({ userId, body, headers }) =>
      subscriptions.create(userId, body.plan_id, isCountable(headers)),
    verifySubscription: ({ userId, body }) => subscriptions.verify(userId, body),
    cancelSubscription: async ({ userId }) => {
      await subscriptions.cancel(userId);
      return { success: true as const };
    },
    changePlan: ({ userId, body }) => subscriptions.change(userId, body.plan_id),
    cancelPlanChange: ({ userId }) => subscriptions.cancelChange(userId),
    resumeSubscription: ({ userId, headers }) => subscriptions.resume(userId, isCountable(headers)),
    cancelResume: ({ userId }) => subscriptions.cancelResume(userId),
    paymentsWebhook: async ({ rawBody, headers }) => {
      const outcome = await webhooks.handle({
        rawBody,
        signature: headers['x-razorpay-signature'],
        eventId: headers['x-razorpay-event-id'],
      });
      return { success: true as const, outcome };
    },
  },
  {
    errors: (error) =>
      error instanceof PaymentError
        ? new HttpError(PAYMENT_FAILURE_STATUS[error.failure], error.message)
        : undefined,
  },
);
