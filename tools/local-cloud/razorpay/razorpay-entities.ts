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
  /** `refunded` once refunded (the product refunds what is left of a payment, in one go). */
  status: z.enum(['captured', 'failed', 'refunded']),
  order_id: z.string(),
  /** A subscription's charges are paid against an invoice (and its order); others have none. */
  invoice_id: z.string().startsWith('inv_').nullable(),
  method: z.enum(['card', 'upi']),
  amount_refunded: z.number().int(),
  refund_status: z.enum(['partial', 'full']).nullable(),
  captured: z.boolean(),
  notes: notesSchema,
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  created_at: z.number().int(),
});
export type RazorpayPayment = z.infer<typeof razorpayPaymentSchema>;
/** What a checkout or a subscription's charge makes: a captured or a failed payment. */
export type PaymentOutcome = 'captured' | 'failed';
/** How the payer pays: Razorpay updates a subscription only when it is charged to a card. */
export type PaymentMethod = RazorpayPayment['method'];

export const razorpayRefundSchema = z.object({
  id: z.string().startsWith('rfnd_'),
  entity: z.literal('refund'),
  amount: z.number().int(),
  currency: z.string(),
  payment_id: z.string().startsWith('pay_'),
  notes: notesSchema,
  receipt: z.string().nullable(),
  acquirer_data: z.object({ arn: z.string().nullable() }),
  created_at: z.number().int(),
  batch_id: z.null(),
  status: z.literal('processed'),
  speed_processed: z.literal('normal'),
  speed_requested: z.literal('normal'),
});
export type RazorpayRefund = z.infer<typeof razorpayRefundSchema>;

export const razorpayPlanSchema = z.object({
  id: z.string().startsWith('plan_'),
  entity: z.literal('plan'),
  /** The product bills monthly only. */
  interval: z.literal(1),
  period: z.literal('monthly'),
  item: z.object({
    id: z.string().startsWith('item_'),
    name: z.string(),
    amount: z.number().int(),
    currency: z.string(),
  }),
  notes: notesSchema,
  created_at: z.number().int(),
});
export type RazorpayPlan = z.infer<typeof razorpayPlanSchema>;

const SUBSCRIPTION_STATUSES = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'expired',
] as const;
export type RazorpaySubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscription, with the fields the product reads and those its life cycle here needs. */
export const razorpaySubscriptionSchema = z.object({
  id: z.string().startsWith('sub_'),
  entity: z.literal('subscription'),
  plan_id: z.string().startsWith('plan_'),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_start: z.number().int().nullable(),
  current_end: z.number().int().nullable(),
  ended_at: z.number().int().nullable(),
  notes: notesSchema,
  charge_at: z.number().int().nullable(),
  total_count: z.number().int(),
  paid_count: z.number().int(),
  remaining_count: z.number().int(),
  created_at: z.number().int(),
  /** True while a cancellation or an update at the cycle's end waits for `change_scheduled_at`. */
  has_scheduled_changes: z.boolean(),
  change_scheduled_at: z.number().int().nullable(),
  /** How its charges are paid, from its first payment (absent in state files from before). */
  payment_method: z.enum(['card', 'upi']).nullable().default(null),
  /** When its first cycle is charged, if not at Checkout (which then only authorises). */
  start_at: z.number().int().nullable().default(null),
});
export type RazorpaySubscription = z.infer<typeof razorpaySubscriptionSchema>;

/** The events of a payment, as Razorpay names them. */
const PAYMENT_EVENTS = ['payment.captured', 'order.paid', 'payment.failed'] as const;
/** The events of a subscription's life cycle; each carries the subscription as it was then. */
export const SUBSCRIPTION_EVENTS = [
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.updated',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
] as const;
/** A refund's event; it carries the refund and its payment as they were then. */
const REFUND_EVENTS = ['refund.processed'] as const;
/** The events the stand-in sends. */
const WEBHOOK_EVENTS = [...PAYMENT_EVENTS, ...SUBSCRIPTION_EVENTS, ...REFUND_EVENTS] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];
export type PaymentEventName = (typeof PAYMENT_EVENTS)[number];
export type SubscriptionEventName = (typeof SUBSCRIPTION_EVENTS)[number];

/** One event and each attempt to deliver it; a resend is an attempt with the same event id. */
export const webhookEventSchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** The payment the event reports; null for a subscription event without a payment. */
  payment_id: z.string().nullable(),
  /** The subscription a subscription event reports (absent in state files from before them). */
  subscription_id: z.string().nullable().default(null),
  /**
   * A subscription or refund event's entities as they were when it happened, so that every
   * delivery of the event sends the same body.
   */
  snapshot: z
    .union([
      z.object({
        subscription: razorpaySubscriptionSchema,
        payment: razorpayPaymentSchema.optional(),
      }),
      z.object({ refund: razorpayRefundSchema, payment: razorpayPaymentSchema }),
    ])
    .optional(),
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

/** The same moment `months` calendar months later (the month's last day when it has no such day). */
export function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return unixSeconds(date);
}

/**
 * Checkout's `razorpay_signature`: HMAC-SHA256 (hex) of `order_id|payment_id` with the key secret,
 * exactly as Razorpay signs it.
 */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/**
 * Checkout's `razorpay_signature` for a subscription: HMAC-SHA256 (hex) of
 * `payment_id|subscription_id` with the key secret (payment first, the reverse of an order's).
 */
export function subscriptionPaymentSignature(
  paymentId: string,
  subscriptionId: string,
  keySecret: string,
): string {
  return createHmac('sha256', keySecret).update(`${paymentId}|${subscriptionId}`).digest('hex');
}

/** `X-Razorpay-Signature`: HMAC-SHA256 (hex) of the raw body with the webhook secret. */
export function webhookSignature(rawBody: string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** An order as `POST /v1/orders` makes one, or a subscription's invoice is paid through. */
export function newOrder(request: {
  amount: number;
  currency: string;
  receipt: string | null;
  notes: RazorpayNotes;
}): RazorpayOrder {
  return {
    id: randomId('order_'),
    entity: 'order',
    amount: request.amount,
    amount_paid: 0,
    amount_due: request.amount,
    currency: request.currency,
    receipt: request.receipt,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: request.notes,
    created_at: unixSeconds(),
  };
}

/**
 * A payment of the order as Razorpay records one from Checkout (the fields the product reads):
 * by UPI or card, captured at once or failed, against a subscription's invoice or none.
 */
export function newPayment(
  order: RazorpayOrder,
  outcome: PaymentOutcome,
  invoiceId: string | null = null,
  method: PaymentMethod = 'upi',
): RazorpayPayment {
  const captured = outcome === 'captured';
  return {
    id: randomId('pay_'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: outcome,
    order_id: order.id,
    invoice_id: invoiceId,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured,
    notes: order.notes,
    error_code: captured ? null : 'BAD_REQUEST_ERROR',
    error_description: captured ? null : 'Payment failed',
    created_at: unixSeconds(),
  };
}

/** A monthly plan as the dashboard makes one: its item is created with it. */
export function newPlan(request: {
  item: { name: string; amount: number; currency: string };
  notes: RazorpayNotes;
}): RazorpayPlan {
  return {
    id: randomId('plan_'),
    entity: 'plan',
    interval: 1,
    period: 'monthly',
    item: { id: randomId('item_'), ...request.item },
    notes: request.notes,
    created_at: unixSeconds(),
  };
}

/** A webhook event about to happen, not yet delivered. */
export function newWebhookEvent(
  event: WebhookEventName,
  about: Pick<WebhookEvent, 'payment_id' | 'subscription_id' | 'snapshot'>,
): WebhookEvent {
  return { id: randomId('evt_'), event, ...about, created_at: unixSeconds(), deliveries: [] };
}
