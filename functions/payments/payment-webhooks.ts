import * as z from '../../shared/zod';
import type { WebhookOutcome } from '../../shared/api/credits-schemas';
import type { CreditPurchases, ReportedPayment } from './credit-purchases';
import { PaymentError } from './payment-errors';
import { razorpaySubscriptionSchema, type RazorpayAccess } from './razorpay-gateway';
import { isWebhookSignatureValid } from './signatures';
import type { SubscriptionBilling } from './subscription-billing';
import { createWebhookEvents, handledEventId, type WebhookEvents } from './webhook-events';
import type { TableClient } from '../lib/dynamo-client';

export interface PaymentWebhooksDeps {
  events: WebhookEvents;
  purchases: CreditPurchases;
  subscriptions: SubscriptionBilling;
  razorpay: () => Promise<RazorpayAccess>;
  clock: () => Date;
}

export interface WebhookDelivery {
  /** The body's bytes exactly as Razorpay sent them: what it signed. */
  rawBody: Buffer;
  /** `X-Razorpay-Signature`. */
  signature: string | undefined;
  /** `X-Razorpay-Event-Id`, the same for every redelivery of one event. */
  eventId: string | undefined;
}

const eventSchema = z.object({
  event: z.string().check(z.minLength(1)),
  payload: z._default(z.record(z.string(), z.unknown()), {}),
});
type RazorpayEvent = z.infer<typeof eventSchema>;

const paymentEntitySchema = z.object({
  id: z.string().check(z.minLength(1)),
  order_id: z.nullish(z.string().check(z.minLength(1))),
  amount: z.number().check(z.int()),
  currency: z.string(),
});

const paymentPayloadSchema = z.object({ payment: z.object({ entity: paymentEntitySchema }) });

const orderPaidPayloadSchema = z.extend(paymentPayloadSchema, {
  order: z.object({ entity: z.object({ id: z.string().check(z.minLength(1)) }) }),
});

/** A signed event of a kind we credit, but not shaped as Razorpay documents it: refused. */
function payloadOf<S extends z.core.$ZodType>(schema: S, payload: unknown): z.output<S> {
  const parsed = z.safeParse(schema, payload);
  if (!parsed.success) throw new PaymentError('invalidWebhookEvent');
  return parsed.data;
}

/** The paid payment an event reports, or null when it reports none of ours. */
type PaymentOf = (payload: RazorpayEvent['payload']) => ReportedPayment | null;

const subscriptionPayloadSchema = z.object({
  subscription: z.object({ entity: razorpaySubscriptionSchema }),
  payment: z.optional(z.object({ entity: z.object({ id: z.string().check(z.minLength(1)) }) })),
});

/**
 * The subscription events, each carrying the subscription as it was when the event happened:
 * every one of them is a report of its state (subscription-billing.ts applies it only if it is
 * further along than what is stored, and grants a newly paid cycle once).
 */
const SUBSCRIPTION_EVENTS = new Set([
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.updated',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
]);

/** The events that credit an order, by Razorpay's event name. */
const creditingEvents: Record<string, PaymentOf> = {
  'payment.captured': (payload) => {
    const { entity } = payloadOf(paymentPayloadSchema, payload).payment;
    if (!entity.order_id) return null;
    return {
      orderId: entity.order_id,
      paymentId: entity.id,
      amount: entity.amount,
      currency: entity.currency,
    };
  },
  'order.paid': (payload) => {
    const parsed = payloadOf(orderPaidPayloadSchema, payload);
    const payment = parsed.payment.entity;
    return {
      orderId: parsed.order.entity.id,
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
    };
  },
};

function parseEvent(rawBody: Buffer): RazorpayEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new PaymentError('invalidWebhookEvent');
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new PaymentError('invalidWebhookEvent');
  return parsed.data;
}

/**
 * Razorpay's webhook: the signature over the raw body is checked before anything is read or
 * stored; a redelivered event id is answered `duplicate`; payment.captured and order.paid credit
 * their order once (credit-purchases.ts), whichever of them and verify-payment comes first; the
 * subscription events move a subscription on (subscription-billing.ts). Anything else is
 * acknowledged and ignored.
 */
export function createPaymentWebhooks({
  events,
  purchases,
  subscriptions,
  razorpay,
  clock,
}: PaymentWebhooksDeps) {
  async function outcomeOf(event: RazorpayEvent): Promise<WebhookOutcome> {
    if (SUBSCRIPTION_EVENTS.has(event.event)) {
      const { subscription, payment } = payloadOf(subscriptionPayloadSchema, event.payload);
      return subscriptions.report(subscription.entity, payment?.entity.id ?? null);
    }
    const paymentOf = Object.hasOwn(creditingEvents, event.event)
      ? creditingEvents[event.event]
      : undefined;
    const reported = paymentOf?.(event.payload);
    return reported ? purchases.settle(reported) : 'ignored';
  }

  return {
    async handle(delivery: WebhookDelivery): Promise<WebhookOutcome> {
      const { keys } = await razorpay();
      if (!isWebhookSignatureValid(delivery.rawBody, delivery.signature, keys.webhookSecret)) {
        throw new PaymentError('invalidWebhookSignature');
      }
      const event = parseEvent(delivery.rawBody);
      const eventId = handledEventId(delivery.eventId, delivery.rawBody);
      if (await events.wasHandled(eventId)) return 'duplicate';

      const outcome = await outcomeOf(event);
      await events.recordHandled({ eventId, type: event.event, outcome, at: clock() });
      return outcome;
    },
  };
}

export type PaymentWebhooks = ReturnType<typeof createPaymentWebhooks>;

/**
 * The webhook with its handled events in the table: wired here, so the payments function loads one
 * module on a webhook's first delivery.
 */
export function paymentWebhooksIn(table: TableClient, deps: Omit<PaymentWebhooksDeps, 'events'>) {
  return createPaymentWebhooks({ ...deps, events: createWebhookEvents(table) });
}
