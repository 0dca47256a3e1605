import { PLAN_CHANGE_NOT_SUPPORTED } from '../../shared/api/subscription-schemas';

export type PaymentFailure =
  | 'unknownPackage'
  | 'paymentNotInitiated'
  | 'verificationFailed'
  | 'notConfigured'
  | 'invalidWebhookSignature'
  | 'invalidWebhookEvent'
  | 'unknownPlan'
  | 'freePlan'
  | 'planNotAvailable'
  | 'alreadySubscribed'
  | 'duplicateSubscriptionRefunded'
  | 'duplicateSubscriptionRefundPending'
  | 'subscriptionNotCreated'
  | 'nothingToCancel'
  | 'cancelFailed'
  | 'changeToFree'
  | 'samePlan'
  | 'nothingToChange'
  | 'changeWhileEnding'
  | 'changeAlreadyScheduled'
  | 'changeInProgress'
  | 'changeNotSupported'
  | 'changeFailed'
  | 'nothingScheduled'
  | 'undoChangeFailed'
  | 'nothingToResume'
  | 'alreadyResuming'
  | 'resumeFailed'
  | 'nothingToUnresume'
  | 'paymentInProgress';

const messages: Record<PaymentFailure, string> = {
  unknownPackage: 'Unknown credit package',
  paymentNotInitiated: 'Failed to initiate payment',
  // A forged signature, an unknown order and another user's order read the same: nothing leaks.
  verificationFailed: 'Payment verification failed',
  notConfigured: 'Payments are not configured yet. Please try again later.',
  invalidWebhookSignature: 'Invalid webhook signature',
  invalidWebhookEvent: 'The webhook body is not a Razorpay event',
  unknownPlan: 'Unknown plan',
  freePlan: 'You are already on the free plan',
  planNotAvailable: 'This plan is not available yet. Please try again later.',
  alreadySubscribed:
    'You already have an active subscription. Cancel it before choosing another plan.',
  duplicateSubscriptionRefunded:
    'You already have an active subscription, so this payment was cancelled and refunded.',
  duplicateSubscriptionRefundPending:
    'You already have an active subscription, so this payment will be cancelled and refunded shortly.',
  subscriptionNotCreated: 'Failed to create subscription',
  nothingToCancel: 'You have no active subscription to cancel',
  cancelFailed: 'Failed to cancel subscription',
  changeToFree:
    'The free plan cannot be subscribed to. Cancel your subscription to return to it when the billing period ends.',
  samePlan: 'You are already on this plan',
  nothingToChange: 'You have no active subscription to change. Choose a plan to subscribe.',
  changeWhileEnding:
    'Your subscription ends with this billing period. Choose a new plan once it has ended.',
  changeAlreadyScheduled:
    'Your plan already changes at renewal. Undo that change before choosing another plan.',
  changeInProgress: 'Your last plan change is still being confirmed. Please try again in a minute.',
  changeNotSupported: PLAN_CHANGE_NOT_SUPPORTED,
  changeFailed: 'Failed to change plan. Your plan is unchanged.',
  nothingScheduled: 'You have no plan change to undo',
  undoChangeFailed: 'Failed to undo the plan change',
  nothingToResume:
    'Only a plan cancelled at the end of its billing period can be resumed. Choose a plan to subscribe.',
  alreadyResuming: 'Your plan already resumes when this billing period ends',
  resumeFailed: 'Failed to resume your plan. Nothing was charged.',
  nothingToUnresume: 'Your plan is not set to resume',
  paymentInProgress:
    'A payment you started is still going through. Try again in 30 minutes, once it has finished or lapsed.',
};

/** A refusal of the payments domain, worded for the caller (requirements §8 where the requirements has words). */
export class PaymentError extends Error {
  constructor(readonly failure: PaymentFailure) {
    super(messages[failure]);
    this.name = 'PaymentError';
  }
}

/**
 * What may be logged of a Razorpay call's failure: the SDK's normalised `{statusCode, error}`, or
 * the error's name and message. Never the error itself: an HTTP client error carries its request
 * configuration, and with it the API key secret.
 */
export function describeProviderError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const status: unknown = Reflect.get(error, 'statusCode');
  const detail: unknown = Reflect.get(error, 'error');
  if (status !== undefined) {
    const description =
      typeof detail === 'object' && detail !== null
        ? Reflect.get(detail, 'description')
        : undefined;
    return `Razorpay answered ${String(status)}: ${String(description ?? 'no description')}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
}

/**
 * Starts the log line of a duplicate subscription whose cancellation or refund Razorpay refused:
 * the API stack alarms on it, as an undo that keeps failing needs an operator.
 */
export const UNDO_PENDING_LOG = 'DuplicateSubscriptionUndoPending';

/** The HTTP status each failure answers with, wherever a payment step is refused. */
export const PAYMENT_FAILURE_STATUS: Record<PaymentFailure, number> = {
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
  changeToFree: 400,
  samePlan: 409,
  nothingToChange: 409,
  changeWhileEnding: 409,
  changeAlreadyScheduled: 409,
  changeInProgress: 409,
  changeNotSupported: 409,
  nothingScheduled: 409,
  nothingToResume: 409,
  alreadyResuming: 409,
  nothingToUnresume: 409,
  paymentInProgress: 409,
  resumeFailed: 502,
  // Razorpay failed us, not the caller.
  paymentNotInitiated: 502,
  subscriptionNotCreated: 502,
  cancelFailed: 502,
  changeFailed: 502,
  undoChangeFailed: 502,
  notConfigured: 503,
  planNotAvailable: 503,
};
