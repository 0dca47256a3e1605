import {
  newWebhookEvent,
  randomId,
  unixSeconds,
  webhookSignature,
  type PaymentEventName,
  type RazorpayPayment,
  type WebhookEvent,
  type WebhookEventName,
} from './razorpay-entities';
import type { QueuedDelivery, RazorpayStore } from './razorpay-store';

/**
 * When a delivery the product did not accept (no answer, or not 2xx) is tried again: sooner at
 * first, then further apart, for about a day, as Razorpay retries its webhooks.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  30_000,
  120_000,
  600_000,
  3_600_000,
  4 * 3_600_000,
  8 * 3_600_000,
  12 * 3_600_000,
];

export class WebhookRequestError extends Error {}

export interface WebhookSenderOptions {
  store: RazorpayStore;
  /** Where events go: the product's `POST /api/payments/webhook`; undefined while starting. */
  webhookUrl: () => string | undefined;
  /** How long after a payment its events are sent, as Razorpay sends them a moment later. */
  delayMs: number;
  /** @default WEBHOOK_RETRY_DELAYS_MS */
  retryDelaysMs?: readonly number[];
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

  const accepted = (status: number | null) => status !== null && status >= 200 && status < 300;
  const retryDelaysMs = options.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  /** Queued deliveries being tried now. */
  const delivering = new Set<string>();
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  /**
   * Tries a queued delivery: its events in turn until one is not accepted, which is queued again
   * with the rest after the next retry delay (or dropped once the schedule is over). It leaves
   * the queue only once tried, so a restart in between delivers it again (the same event ids).
   */
  async function tryQueued(queued: QueuedDelivery): Promise<WebhookDelivery[]> {
    const deliveries: WebhookDelivery[] = [];
    for (const [index, eventId] of queued.event_ids.entries()) {
      const event = store.event(eventId);
      if (!event) continue;
      const delivery = await deliver(event);
      deliveries.push(delivery);
      if (accepted(delivery.status)) continue;
      const delay = retryDelaysMs[queued.attempt];
      if (delay === undefined) {
        log(`[local razorpay] webhook ${event.event} ${event.id}: retries exhausted`);
        await store.dequeue(queued.id);
        return deliveries;
      }
      await store.dequeue(queued.id, {
        id: randomId('whq_'),
        event_ids: queued.event_ids.slice(index),
        due_at: Date.now() + delay,
        attempt: queued.attempt + 1,
      });
      return deliveries;
    }
    await store.dequeue(queued.id);
    return deliveries;
  }

  /** Starts every queued delivery that is due, and sets the timer for the next one. */
  function pump(): void {
    if (closed) return;
    const now = Date.now();
    for (const queued of store.webhookQueue()) {
      if (queued.due_at > now || delivering.has(queued.id)) continue;
      delivering.add(queued.id);
      void track(tryQueued(queued))
        .catch((error: unknown) => console.error('[local razorpay] webhook failed', error))
        .finally(() => {
          delivering.delete(queued.id);
          pump();
        });
    }
    arm();
  }

  function arm(): void {
    clearTimeout(timer);
    timer = undefined;
    if (closed) return;
    const waiting = store.webhookQueue().filter((queued) => !delivering.has(queued.id));
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((queued) => queued.due_at));
    timer = setTimeout(pump, Math.max(0, next - Date.now()));
  }

  /** Queues events (recording the new ones) to be delivered after the delay; resolves once saved. */
  async function enqueue(events: readonly WebhookEvent[], newEvents: readonly WebhookEvent[]) {
    if (events.length === 0) return;
    await store.enqueue(
      {
        id: randomId('whq_'),
        event_ids: events.map((event) => event.id),
        due_at: Date.now() + options.delayMs,
        attempt: 0,
      },
      newEvents,
    );
    arm();
  }

  return {
    /** Delivers an event again, whatever it is about: the same id and the same body. */
    resend(eventId: string): Promise<WebhookDelivery> {
      const event = store.event(eventId);
      if (!event) throw new WebhookRequestError(`No event ${eventId}`);
      return track(deliver(event));
    },

    /**
     * A payment's events, after the delay, one after the other as Razorpay orders them; resolves
     * once they are queued on disk (answer the payment only then).
     */
    schedule(paymentId: string): Promise<void> {
      const payment = store.payment(paymentId);
      if (!payment) return Promise.resolve();
      const events = paymentEventsOf(payment).map((name) =>
        newWebhookEvent(name, {
          payment_id: paymentId,
          subscription_id: null,
          snapshot: undefined,
        }),
      );
      return enqueue(events, events);
    },

    /** Events recorded already (a subscription's, a refund's), delivered in turn after the delay. */
    scheduleEvents(events: readonly WebhookEvent[]): Promise<void> {
      return enqueue(events, []);
    },

    /**
     * Events recorded already, tried now in turn (the life-cycle controls). They are queued first,
     * in the same write as the change that made them, so a crash or a refused delivery leaves
     * them to the retry schedule, as Razorpay never drops a webhook it owes.
     */
    async deliverNow(events: readonly WebhookEvent[]): Promise<WebhookDelivery[]> {
      if (events.length === 0) return [];
      const queued: QueuedDelivery = {
        id: randomId('whq_'),
        event_ids: events.map((event) => event.id),
        due_at: Date.now(),
        attempt: 0,
      };
      // Claimed before it is queued, so the pump never tries it alongside.
      delivering.add(queued.id);
      try {
        await store.enqueue(queued);
        return await track(tryQueued(queued));
      } finally {
        delivering.delete(queued.id);
        arm();
      }
    },

    /** Starts delivering what is queued, a restart's leftovers included; call once listening. */
    start(): void {
      pump();
    },

    /** Resolves once every queued webhook has had its first try and nothing is under way. */
    async idle(): Promise<void> {
      const firstTries = () => store.webhookQueue().some((queued) => queued.attempt === 0);
      while (firstTries() || inFlight.size > 0) {
        await Promise.allSettled([...inFlight]);
        if (firstTries()) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },

    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
