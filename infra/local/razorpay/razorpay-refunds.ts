import {
  newWebhookEvent,
  randomId,
  unixSeconds,
  type RazorpayNotes,
  type RazorpayRefund,
  type WebhookEvent,
} from './razorpay-entities';
import type { RazorpayStore } from './razorpay-store';

/** A refund Razorpay would refuse; the message is Razorpay's own, `field` the field at fault. */
export class RefundRequestError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface RefundRequest {
  /** In paise; the whole amount not yet refunded when absent. */
  amount: number | undefined;
  speed: RazorpayRefund['speed_requested'];
  notes: RazorpayNotes;
  receipt: string | null | undefined;
}

export interface RefundChange {
  refund: RazorpayRefund;
  /** `refund.processed`, recorded, for the caller to deliver. */
  events: WebhookEvent[];
}

/**
 * Razorpay's refunds of captured payments, processed at once as test mode processes them: the
 * payment's `amount_refunded` grows, its `refund_status` becomes partial or full, and a payment
 * refunded in full is `refunded`.
 */
export function refundPayment(
  store: RazorpayStore,
  paymentId: string,
  request: RefundRequest,
): RefundChange {
  const payment = store.payment(paymentId);
  if (!payment) throw new RefundRequestError('The id provided does not exist');
  if (payment.status === 'refunded') {
    throw new RefundRequestError('The payment has been fully refunded already');
  }
  if (payment.status !== 'captured') {
    throw new RefundRequestError('The payment has not been captured');
  }
  const left = payment.amount - payment.amount_refunded;
  const amount = request.amount ?? left;
  if (amount < 100) {
    throw new RefundRequestError('The amount must be atleast INR 1.00', 'amount');
  }
  if (amount > left) {
    throw new RefundRequestError(
      'The refund amount provided is greater than amount captured',
      'amount',
    );
  }
  const refund: RazorpayRefund = {
    id: randomId('rfnd_'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: request.notes,
    receipt: request.receipt ?? null,
    acquirer_data: { arn: null },
    created_at: unixSeconds(),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: request.speed,
  };
  store.addRefund(refund, payment);
  const event = newWebhookEvent('refund.processed', {
    payment_id: payment.id,
    subscription_id: null,
    snapshot: { refund: structuredClone(refund), payment: structuredClone(payment) },
  });
  store.addEvent(event);
  return { refund, events: [event] };
}
