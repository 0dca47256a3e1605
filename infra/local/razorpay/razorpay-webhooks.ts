import {
  randomId,
  unixSeconds,
  webhookSignature,
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

/** Which events a payment can have: captured ones are paid orders, failed ones failed. */
const eventsOfStatus = {
  captured: ['payment.captured', 'order.paid'],
  failed: ['payment.failed'],
} as const satisfies Record<string, readonly WebhookEventName[]>;

/**
 * Razorpay's webhooks: a payment's events a moment after it, and again on request (the control
 * page's buttons, tests). Each event has its id for good; sending it again is a redelivery with
 * the same `X-Razorpay-Event-Id`, as Razorpay's own retries are.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const { store, log } = options;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();

  /** The body Razorpay would send, the same on every delivery of the event. */
  function bodyOf(event: WebhookEvent): string {
    const payment = store.payment(event.payment_id);
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

  function eventFor(paymentId: string, name: WebhookEventName, newEvent: boolean): WebhookEvent {
    const payment = store.payment(paymentId);
    if (!payment) throw new WebhookRequestError(`No payment ${paymentId}`);
    const possible: readonly WebhookEventName[] = eventsOfStatus[payment.status];
    if (!possible.includes(name)) {
      throw new WebhookRequestError(`A ${payment.status} payment has no ${name} event`);
    }
    const existing = newEvent ? undefined : store.eventOf(paymentId, name);
    if (existing) return existing;
    const event: WebhookEvent = {
      id: randomId('evt_'),
      event: name,
      payment_id: paymentId,
      created_at: unixSeconds(),
      deliveries: [],
    };
    store.addEvent(event);
    return event;
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  return {
    /**
     * Sends one event of a payment now: its earlier event of that name again (a redelivery), or
     * a new event when `newEvent` is set or there was none.
     */
    send(paymentId: string, name: WebhookEventName, newEvent = false): Promise<WebhookDelivery> {
      return track(deliver(eventFor(paymentId, name, newEvent)));
    },

    /** A payment's events, after the delay, one after the other as Razorpay orders them. */
    schedule(paymentId: string): void {
      const payment = store.payment(paymentId);
      if (!payment) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void track(
          (async () => {
            for (const name of eventsOfStatus[payment.status]) {
              await deliver(eventFor(paymentId, name, true));
            }
          })(),
        ).catch((error: unknown) => console.error('[local razorpay] webhook failed', error));
      }, options.delayMs);
      timers.add(timer);
    },

    async close(): Promise<void> {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
