import {
  newWebhookEvent,
  unixSeconds,
  webhookSignature,
  type PaymentEventName,
  type RazorpayPayment,
  type WebhookEvent,
  type WebhookEventName,
} from './razorpay-entities';
import type { RazorpayStore } from './razorpay-store';

export class WebhookRequestError extends Error {}

export interface WebhookSenderOptions {
  store: RazorpayStore;
  /** Where events go: the product's `POST /api/payments/webhook`; undefined while starting. */
  webhookUrl: () => string | undefined;
  /** How long after a payment its events are sent, as Razorpay sends them a moment later. */
  delayMs: number;
  log: (line: string) => void;
}

export interface WebhookDelivery {
  event_id: string;
  event: WebhookEventName;
  /** The webhook's HTTP status; null when it could not be reached. */
  status: number | null;
}

/**
 * A payment's events: a captured one paid its order, a failed one failed. A subscription's charge
 * is told by the subscription's own events, with `payment.captured`.
 */
function paymentEventsOf(payment: RazorpayPayment): readonly PaymentEventName[] {
  if (payment.status === 'failed') return ['payment.failed'];
  return payment.invoice_id ? ['payment.captured'] : ['payment.captured', 'order.paid'];
}

/**
 * Razorpay's webhooks: a payment's events a moment after it, and again on request (the webhook
 * control, tests). Each event has its id for good; sending it again is a redelivery with the same
 * `X-Razorpay-Event-Id`, as Razorpay's own retries are.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const { store, log } = options;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();

  /** The body Razorpay would send, the same on every delivery of the event. */
  function bodyOf(event: WebhookEvent): string {
    const { snapshot } = event;
    if (snapshot && 'refund' in snapshot) {
      return JSON.stringify({
        entity: 'event',
        account_id: store.keys.accountId,
        event: event.event,
        contains: ['refund', 'payment'],
        payload: {
          refund: { entity: snapshot.refund },
          payment: { entity: snapshot.payment },
        },
        created_at: event.created_at,
      });
    }
    if (snapshot) {
      return JSON.stringify({
        entity: 'event',
        account_id: store.keys.accountId,
        event: event.event,
        contains: snapshot.payment ? ['subscription', 'payment'] : ['subscription'],
        payload: {
          subscription: { entity: snapshot.subscription },
          ...(snapshot.payment ? { payment: { entity: snapshot.payment } } : {}),
        },
        created_at: event.created_at,
      });
    }
    const payment = event.payment_id === null ? undefined : store.payment(event.payment_id);
    const order = payment && store.order(payment.order_id);
    if (!payment || !order) throw new WebhookRequestError(`No payment ${event.payment_id}`);
    const withOrder = event.event === 'order.paid';
    return JSON.stringify({
      entity: 'event',
      account_id: store.keys.accountId,
      event: event.event,
      contains: withOrder ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity: payment },
        ...(withOrder ? { order: { entity: order } } : {}),
      },
      created_at: event.created_at,
    });
  }

  async function deliver(event: WebhookEvent): Promise<WebhookDelivery> {
    const url = options.webhookUrl();
    const body = bodyOf(event);
    let status: number | null = null;
    let error: string | undefined;
    if (!url) {
      error = 'The local cloud is starting';
    } else {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Razorpay-Webhook/v1',
            'x-razorpay-signature': webhookSignature(body, store.keys.webhookSecret),
            'x-razorpay-event-id': event.id,
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        status = response.status;
      } catch (reason) {
        error = reason instanceof Error ? reason.message : String(reason);
      }
    }
    store.recordDelivery(event, { at: unixSeconds(), status, ...(error ? { error } : {}) });
    log(`[local razorpay] webhook ${event.event} ${event.id} → ${status ?? error}`);
    return { event_id: event.id, event: event.event, status };
  }

  function newPaymentEvent(paymentId: string, name: PaymentEventName): WebhookEvent {
    const event = newWebhookEvent(name, {
      payment_id: paymentId,
      subscription_id: null,
      snapshot: undefined,
    });
    store.addEvent(event);
    return event;
  }

  async function deliverInTurn(events: readonly WebhookEvent[]): Promise<WebhookDelivery[]> {
    const deliveries: WebhookDelivery[] = [];
    for (const event of events) deliveries.push(await deliver(event));
    return deliveries;
  }

  function later(work: () => Promise<unknown>): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void track(work()).catch((error: unknown) =>
        console.error('[local razorpay] webhook failed', error),
      );
    }, options.delayMs);
    timers.add(timer);
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  return {
    /** Delivers an event again, whatever it is about: the same id and the same body. */
    resend(eventId: string): Promise<WebhookDelivery> {
      const event = store.event(eventId);
      if (!event) throw new WebhookRequestError(`No event ${eventId}`);
      return track(deliver(event));
    },

    /** A payment's events, after the delay, one after the other as Razorpay orders them. */
    schedule(paymentId: string): void {
      const payment = store.payment(paymentId);
      if (!payment) return;
      later(() =>
        deliverInTurn(paymentEventsOf(payment).map((name) => newPaymentEvent(paymentId, name))),
      );
    },

    /** Events recorded already (a subscription's), delivered in turn after the delay. */
    scheduleEvents(events: readonly WebhookEvent[]): void {
      if (events.length > 0) later(() => deliverInTurn(events));
    },

    /** Events recorded already, delivered in turn now (the life-cycle controls). */
    deliverNow(events: readonly WebhookEvent[]): Promise<WebhookDelivery[]> {
      return track(deliverInTurn(events));
    },

    /** Resolves once every webhook scheduled or under way has been delivered and answered. */
    async idle(): Promise<void> {
      while (timers.size > 0 || inFlight.size > 0) {
        await Promise.allSettled([...inFlight]);
        if (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async close(): Promise<void> {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
