import {
  newWebhookEvent,
  randomId,
  unixSeconds,
  type RazorpayNotes,
  type RazorpayRefund,
  type WebhookEvent,
} from './razorpay-entities';
import type { RazorpayStore } from './razorpay-store';

/** A refund Razorpay would refuse; the message is Razorpay's own. */
export class RefundRequestError extends Error {}

export interface RefundChange {
  refund: RazorpayRefund;
  /** `refund.processed`, recorded, for the caller to deliver. */
  events: WebhookEvent[];
}

/**
 * Razorpay's refund of what is left of a captured payment (the one refund the product asks for),
 * processed at once as test mode processes it: the payment becomes `refunded`.
 */
export function refundPayment(
  store: RazorpayStore,
  paymentId: string,
  notes: RazorpayNotes,
): RefundChange {
  const payment = store.payment(paymentId);
  if (!payment) throw new RefundRequestError('The id provided does not exist');
  if (payment.status === 'refunded') {
    throw new RefundRequestError('The payment has been fully refunded already');
  }
  if (payment.status !== 'captured') {
    throw new RefundRequestError('The payment has not been captured');
  }
  const refund: RazorpayRefund = {
    id: randomId('rfnd_'),
    entity: 'refund',
    amount: payment.amount - payment.amount_refunded,
    currency: payment.currency,
    payment_id: payment.id,
    notes,
    receipt: null,
    acquirer_data: { arn: null },
    created_at: unixSeconds(),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: 'normal',
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
