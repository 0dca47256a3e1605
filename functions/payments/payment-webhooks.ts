import { z } from 'zod';
import type { WebhookOutcome } from '../../shared/api/credits-schemas';
import type { CreditPurchases, ReportedPayment } from './credit-purchases';
import { PaymentError } from './payment-errors';
import type { RazorpayAccess } from './razorpay-gateway';
import { isWebhookSignatureValid } from './signatures';
import { handledEventId, type WebhookEvents } from './webhook-events';

export interface PaymentWebhooksDeps {
  events: WebhookEvents;
  purchases: CreditPurchases;
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
  event: z.string().min(1),
  payload: z.record(z.string(), z.unknown()).default({}),
});
type RazorpayEvent = z.infer<typeof eventSchema>;

const paymentEntitySchema = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1).nullish(),
  amount: z.number().int(),
  currency: z.string(),
});

const paymentPayloadSchema = z.object({ payment: z.object({ entity: paymentEntitySchema }) });

const orderPaidPayloadSchema = paymentPayloadSchema.extend({
  order: z.object({ entity: z.object({ id: z.string().min(1) }) }),
});

/** A signed event of a kind we credit, but not shaped as Razorpay documents it: refused. */
function payloadOf<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new PaymentError('invalidWebhookEvent');
  return parsed.data;
}

/** The paid payment an event reports, or null when it reports none of ours. */
type PaymentOf = (payload: RazorpayEvent['payload']) => ReportedPayment | null;

/**
 * The events that credit an order, by Razorpay's event name; any other event is acknowledged and
 * ignored. Subscriptions will add theirs here (`subscription.charged`, …).
 */
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
 * their order once (credit-purchases.ts), whichever of them and verify-payment comes first.
 */
export function createPaymentWebhooks({ events, purchases, razorpay, clock }: PaymentWebhooksDeps) {
  return {
    async handle(delivery: WebhookDelivery): Promise<WebhookOutcome> {
      const { keys } = await razorpay();
      if (!isWebhookSignatureValid(delivery.rawBody, delivery.signature, keys.webhookSecret)) {
        throw new PaymentError('invalidWebhookSignature');
      }
      const event = parseEvent(delivery.rawBody);
      const eventId = handledEventId(delivery.eventId, delivery.rawBody);
      if (await events.wasHandled(eventId)) return 'duplicate';

      const paymentOf = Object.hasOwn(creditingEvents, event.event)
        ? creditingEvents[event.event]
        : undefined;
      let outcome: WebhookOutcome = 'ignored';
      if (paymentOf) {
        const reported = paymentOf(event.payload);
        outcome = reported ? await purchases.settle(reported) : 'ignored';
      }
      await events.recordHandled({ eventId, type: event.event, outcome, at: clock() });
      return outcome;
    },
  };
}

export type PaymentWebhooks = ReturnType<typeof createPaymentWebhooks>;
