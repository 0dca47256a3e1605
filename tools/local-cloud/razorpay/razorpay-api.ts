import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { newOrder, razorpayError, type RazorpayNotes } from './razorpay-entities';
import { refundPayment, RefundRequestError } from './razorpay-refunds';
import type { RazorpayStore } from './razorpay-store';
import { SubscriptionRequestError, type SubscriptionLifecycle } from './razorpay-subscriptions';
import type { WebhookSender } from './razorpay-webhooks';
import { readBodyOrAnswer, sendJson } from './replies';

/** Notes as the SDK sends them: string or number values, written back as strings. */
const notesSchema = z
  .record(z.string(), z.union([z.string(), z.number()]).transform(String))
  .refine((notes) => Object.keys(notes).length <= 15, {
    error: 'Number of notes fields should not exceed 15.',
  })
  .optional();

/** Razorpay's `[]` for no notes. */
function notesOf(notes: Record<string, string> | undefined): RazorpayNotes {
  return notes && Object.keys(notes).length > 0 ? notes : [];
}

const createOrderSchema = z.strictObject({
  amount: z.number().int().min(100, { error: 'The amount must be atleast INR 1.00' }),
  currency: z.literal('INR', { error: 'Currency is not supported' }),
  receipt: z.string().max(40).optional(),
  notes: notesSchema,
});

/** `0`/`1` as Razorpay documents them, or booleans as the SDKs send them. */
const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

const createSubscriptionSchema = z.strictObject({
  plan_id: z.string().min(1),
  total_count: z.number().int().min(1),
  // Sent by the product; nothing here reads them.
  quantity: z.literal(1).optional(),
  customer_notify: flagSchema.optional(),
  notes: notesSchema,
  start_at: z.number().int().optional(),
});

/** What is left of the payment, the one refund the product asks for. */
const refundSchema = z.strictObject({ notes: notesSchema });

/** An update as the product sends it: one unit of another plan, now or at the cycle's end. */
const updateSubscriptionSchema = z.strictObject({
  plan_id: z.string().min(1),
  quantity: z.literal(1).optional(),
  schedule_change_at: z.enum(['now', 'cycle_end']).default('now'),
  customer_notify: flagSchema.optional(),
});

const cancelSubscriptionSchema = z.strictObject({
  cancel_at_cycle_end: flagSchema.default(false),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Basic auth with the key id and key secret, as Razorpay's API asks. */
function authenticated(request: IncomingMessage, store: RazorpayStore): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  return (
    sameSecret(decoded.slice(0, colon), store.keys.keyId) &&
    sameSecret(decoded.slice(colon + 1), store.keys.keySecret)
  );
}

/**
 * A request body the schema accepts, or false once Razorpay's 400 for its first problem was
 * answered: the product sends only valid requests, so one plain message is enough.
 */
async function readRequest<S extends z.ZodType>(
  request: IncomingMessage,
  response: ServerResponse,
  schema: S,
): Promise<z.output<S> | false> {
  const read = await readBodyOrAnswer(request, response);
  if (!read) return false;
  const parsed = schema.safeParse(read.body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  sendJson(
    response,
    400,
    razorpayError(issue?.message ?? 'Invalid request', {
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      ...(field ? { field } : {}),
    }),
  );
  return false;
}

async function createOrder(
  request: IncomingMessage,
  response: ServerResponse,
  store: RazorpayStore,
) {
  const parsed = await readRequest(request, response, createOrderSchema);
  if (!parsed) return;
  const { amount, currency, receipt, notes } = parsed;
  const order = newOrder({ amount, currency, receipt: receipt ?? null, notes: notesOf(notes) });
  store.addOrder(order);
  sendJson(response, 200, order);
}

const notFound = () => razorpayError('The id provided does not exist');

export interface RazorpayApiOptions {
  store: RazorpayStore;
  subscriptions: SubscriptionLifecycle;
  webhooks: WebhookSender;
}

/**
 * Razorpay's REST API under `{base}/v1`, for the calls the product makes: create and fetch an
 * order, fetch and refund a payment; fetch a plan; create,
 * fetch, cancel and update subscriptions (and fetch or cancel an update scheduled for the cycle's
 * end). The real `razorpay` SDK talks to it when its axios instance's
 * baseURL is the stand-in's.
 */
export function createRazorpayApi({ store, subscriptions, webhooks }: RazorpayApiOptions) {
  async function createSubscription(request: IncomingMessage, response: ServerResponse) {
    const parsed = await readRequest(request, response, createSubscriptionSchema);
    if (!parsed) return;
    const { notes, ...rest } = parsed;
    try {
      const subscription = subscriptions.create({ ...rest, notes: notesOf(notes) });
      sendJson(response, 200, subscription);
    } catch (error) {
      if (!(error instanceof SubscriptionRequestError)) throw error;
      sendJson(response, 400, razorpayError(error.message, { field: 'plan_id' }));
    }
  }

  async function cancelSubscription(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
  ) {
    const parsed = await readRequest(request, response, cancelSubscriptionSchema);
    if (!parsed) return;
    try {
      const change = subscriptions.cancel(id, parsed.cancel_at_cycle_end);
      await webhooks.scheduleEvents(change.events);
      sendJson(response, 200, change.subscription);
    } catch (error) {
      if (!(error instanceof SubscriptionRequestError)) throw error;
      sendJson(response, 400, razorpayError(error.message));
    }
  }

  async function updateSubscription(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
  ) {
    const parsed = await readRequest(request, response, updateSubscriptionSchema);
    if (!parsed) return;
    try {
      const change = subscriptions.update(id, parsed);
      await webhooks.scheduleEvents(change.events);
      sendJson(response, 200, change.subscription);
    } catch (error) {
      if (!(error instanceof SubscriptionRequestError)) throw error;
      sendJson(response, 400, razorpayError(error.message));
    }
  }

  /** A scheduled update's fetch or cancellation: the subscription, or Razorpay's 400. */
  function answerScheduled(response: ServerResponse, answer: () => unknown) {
    try {
      sendJson(response, 200, answer());
    } catch (error) {
      if (!(error instanceof SubscriptionRequestError)) throw error;
      sendJson(response, 400, razorpayError(error.message));
    }
  }

  async function refund(request: IncomingMessage, response: ServerResponse, paymentId: string) {
    const parsed = await readRequest(request, response, refundSchema);
    if (!parsed) return;
    try {
      const change = refundPayment(store, paymentId, notesOf(parsed.notes));
      await webhooks.scheduleEvents(change.events);
      sendJson(response, 200, change.refund);
    } catch (error) {
      if (!(error instanceof RefundRequestError)) throw error;
      sendJson(response, 400, razorpayError(error.message));
    }
  }

  const fetchers = new Map<string, (id: string) => unknown>([
    ['orders', store.order],
    ['payments', store.payment],
    ['plans', store.plan],
    ['subscriptions', store.subscription],
  ]);

  /** How many more API calls answer Razorpay's 500, as during an outage. */
  let outageLeft = 0;
  const handle = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (outageLeft > 0) {
      outageLeft -= 1;
      request.resume();
      return sendJson(
        response,
        500,
        razorpayError('The server encountered an error', { code: 'SERVER_ERROR' }),
      );
    }
    if (!authenticated(request, store)) {
      request.resume();
      return sendJson(response, 401, razorpayError('Authentication failed'));
    }
    const segments = path.split('/').filter(Boolean);
    const [collection, id, sub] = segments;
    if (request.method === 'POST' && segments.length === 1) {
      if (collection === 'orders') return createOrder(request, response, store);
      if (collection === 'subscriptions') return createSubscription(request, response);
    }
    if (request.method === 'POST' && collection === 'subscriptions' && id && sub === 'cancel') {
      if (segments.length === 3) return cancelSubscription(request, response, id);
    }
    if (request.method === 'PATCH' && collection === 'subscriptions' && id && !sub) {
      return updateSubscription(request, response, id);
    }
    if (collection === 'subscriptions' && id && segments.length === 3) {
      if (request.method === 'GET' && sub === 'retrieve_scheduled_changes') {
        request.resume();
        return answerScheduled(response, () => subscriptions.pendingUpdate(id));
      }
      if (request.method === 'POST' && sub === 'cancel_scheduled_changes') {
        request.resume();
        return answerScheduled(response, () => subscriptions.cancelScheduledChanges(id));
      }
    }
    if (request.method === 'POST' && collection === 'payments' && id && sub === 'refund') {
      if (segments.length === 3) return refund(request, response, id);
    }
    request.resume();
    const fetchOne = collection ? fetchers.get(collection) : undefined;
    if (request.method === 'GET' && fetchOne && id && segments.length === 2) {
      const found = fetchOne(id);
      return found ? sendJson(response, 200, found) : sendJson(response, 400, notFound());
    }
    sendJson(response, 404, razorpayError('The requested URL was not found on the server.'));
  };
  return {
    handle,
    /** The next `count` API calls fail with a 500, as Razorpay does when it is down. */
    failNext(count: number) {
      outageLeft = count;
    },
  };
}
