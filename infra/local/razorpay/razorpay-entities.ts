import { createHmac, randomInt } from 'node:crypto';
import { z } from 'zod';

/**
 * Razorpay's objects as its API returns them, for the few endpoints the product uses. Notes are
 * an object, or `[]` when empty (Razorpay's own quirk, kept so the server meets it here first).
 */
const notesSchema = z.union([z.record(z.string(), z.string()), z.array(z.never()).length(0)]);
export type RazorpayNotes = z.infer<typeof notesSchema>;

export const razorpayOrderSchema = z.object({
  id: z.string().startsWith('order_'),
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  offer_id: z.null(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int(),
  notes: notesSchema,
  created_at: z.number().int(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

export const razorpayPaymentSchema = z.object({
  id: z.string().startsWith('pay_'),
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['captured', 'failed']),
  order_id: z.string(),
  invoice_id: z.null(),
  international: z.boolean(),
  method: z.literal('upi'),
  amount_refunded: z.number().int(),
  refund_status: z.null(),
  captured: z.boolean(),
  description: z.string().nullable(),
  card_id: z.null(),
  bank: z.null(),
  wallet: z.null(),
  vpa: z.string(),
  email: z.string(),
  contact: z.string(),
  notes: notesSchema,
  fee: z.number().int().nullable(),
  tax: z.number().int().nullable(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  error_source: z.string().nullable(),
  error_step: z.string().nullable(),
  error_reason: z.string().nullable(),
  acquirer_data: z.record(z.string(), z.string().nullable()),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;

/** The events the stand-in sends, as Razorpay names them. */
export const WEBHOOK_EVENTS = ['payment.captured', 'order.paid', 'payment.failed'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/** One event and each attempt to deliver it; a resend is an attempt with the same event id. */
export const webhookEventSchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  payment_id: z.string(),
  created_at: z.number().int(),
  deliveries: z.array(
    z.object({
      at: z.number().int(),
      /** The HTTP status the webhook answered with; null when it could not be reached. */
      status: z.number().int().nullable(),
      error: z.string().optional(),
    }),
  ),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Razorpay's error body: `{error: {code, description, source, step, reason, metadata}}`. */
export interface RazorpayError {
  code: 'BAD_REQUEST_ERROR' | 'SERVER_ERROR';
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
  field?: string;
}

export function razorpayError(
  description: string,
  details: Partial<Omit<RazorpayError, 'description'>> = {},
): { error: RazorpayError } {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      ...details,
    },
  };
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay's ids and keys: a prefix and random base62 characters (14 for ids). */
export function randomId(prefix: string, length = 14): string {
  let id = prefix;
  for (let index = 0; index < length; index += 1) id += BASE62[randomInt(BASE62.length)];
  return id;
}

/** Unix seconds, Razorpay's `created_at`. */
export function unixSeconds(date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * Checkout's `razorpay_signature`: HMAC-SHA256 (hex) of `order_id|payment_id` with the key secret,
 * exactly as Razorpay signs it.
 */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** `X-Razorpay-Signature`: HMAC-SHA256 (hex) of the raw body with the webhook secret. */
export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/**
 * A payment of the order as Razorpay records one from Checkout: a UPI payment with Razorpay's
 * test VPAs (`success@razorpay`, `failure@razorpay`), captured at once or failed.
 */
export function newPayment(
  order: RazorpayOrder,
  outcome: RazorpayPayment['status'],
  customer: { email: string; contact: string },
): RazorpayPayment {
  const captured = outcome === 'captured';
  return {
    id: randomId('pay_'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: outcome,
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: 0,
    refund_status: null,
    captured,
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: captured ? 'success@razorpay' : 'failure@razorpay',
    email: customer.email,
    contact: customer.contact,
    notes: order.notes,
    // Razorpay's standard 2% fee plus 18% GST on it, in paise.
    fee: captured ? Math.round(order.amount * 0.0236) : null,
    tax: captured ? Math.round(order.amount * 0.0036) : null,
    error_code: captured ? null : 'BAD_REQUEST_ERROR',
    error_description: captured ? null : 'Payment failed',
    error_source: captured ? null : 'customer',
    error_step: captured ? null : 'payment_authentication',
    error_reason: captured ? null : 'payment_failed',
    acquirer_data: { rrn: captured ? String(Date.now()).slice(-12) : null },
    created_at: unixSeconds(),
  };
}
