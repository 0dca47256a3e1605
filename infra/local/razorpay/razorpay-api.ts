import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  newOrder,
  newPlan,
  razorpayError,
  unixSeconds,
  type RazorpayNotes,
} from './razorpay-entities';
import { refundPayment, RefundRequestError } from './razorpay-refunds';
import type { RazorpayStore } from './razorpay-store';
import { SubscriptionRequestError, type SubscriptionLifecycle } from './razorpay-subscriptions';
import type { WebhookSender } from './razorpay-webhooks';
import { readBodyOrAnswer, sendJson } from './replies';

const MAX_NOTES = 15;

const amountSchema = z.number({ error: 'The amount must be an integer.' }).int({
  error: 'The amount must be an integer.',
});

const notesSchema = z
  .record(
    z.string(),
    z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(
        z.string().max(256, {
          error: 'Notes values may not be greater than 256 characters.',
        }),
      ),
  )
  .refine((notes) => Object.keys(notes).length <= MAX_NOTES, {
    error: `Number of notes fields should not exceed ${MAX_NOTES}.`,
  })
  .optional();

/** Razorpay's `[]` for no notes. */
function notesOf(notes: Record<string, string> | undefined): RazorpayNotes {
  return notes && Object.keys(notes).length > 0 ? notes : [];
}

const createOrderSchema = z.strictObject({
  amount: amountSchema,
  currency: z.string().default('INR'),
  receipt: z
    .string()
    .max(40, { error: 'The receipt may not be greater than 40 characters.' })
    .optional(),
  notes: notesSchema,
  partial_payment: z.boolean().optional(),
});

const createPlanSchema = z.strictObject({
  period: z.enum(['daily', 'weekly', 'monthly', 'yearly'], {
    error: 'The selected period is invalid.',
  }),
  interval: z.number({ error: 'The interval must be an integer.' }).int({
    error: 'The interval must be an integer.',
  }),
  item: z.strictObject({
    name: z.string().min(1, { error: 'The name field is required.' }),
    amount: amountSchema,
    currency: z.string(),
    description: z.string().optional(),
  }),
  notes: notesSchema,
});

/** `0`/`1` as Razorpay documents them, or booleans as the SDKs send them. */
const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const createSubscriptionSchema = z.strictObject({
  plan_id: z.string().min(1),
  total_count: z.number({ error: 'The total count must be an integer.' }).int({
    error: 'The total count must be an integer.',
  }),
  quantity: z.number({ error: 'The quantity must be an integer.' }).int().default(1),
  customer_notify: flagSchema.default(true),
  start_at: z.number().int().optional(),
  expire_by: z.number().int().optional(),
  notes: notesSchema,
});

const refundSchema = z.strictObject({
  amount: amountSchema.optional(),
  speed: z
    .enum(['normal', 'optimum'], { error: 'The selected speed is invalid.' })
    .default('normal'),
  notes: notesSchema,
  receipt: z
    .string()
    .max(40, { error: 'The receipt may not be greater than 40 characters.' })
    .nullish(),
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

function isAbsent(body: unknown, path: readonly string[]): boolean {
  let value: unknown = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null || !(key in value)) return true;
    value = Reflect.get(value, key);
  }
  return false;
}

interface RequestProblem {
  description: string;
  field?: string;
}

/** The request asked for, or its first problem, worded like Razorpay's own. */
function parseRequest<S extends z.ZodType>(
  schema: S,
  body: unknown,
): { request: z.output<S> } | { problem: RequestProblem } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { request: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    return {
      problem: {
        description: `${issue.keys.join(', ')} is/are not required and should not be sent`,
      },
    };
  }
  const path = issue?.path.map(String) ?? [];
  const field = path.length > 0 ? path.join('.') : undefined;
  const missing = path.length > 0 && isAbsent(body, path);
  // Razorpay names a field in words: total_count is "total count".
  const description = missing
    ? `The ${(path.at(-1) ?? '').replace(/_/g, ' ')} field is required.`
    : (issue?.message ?? 'Invalid request');
  return { problem: { description, field } };
}

function parseOrderRequest(body: unknown) {
  const parsed = parseRequest(createOrderSchema, body);
  if ('problem' in parsed) return parsed;
  if (parsed.request.amount < 100) {
    return { problem: { description: 'The amount must be atleast INR 1.00', field: 'amount' } };
  }
  if (parsed.request.currency !== 'INR') {
    return { problem: { description: 'Currency is not supported', field: 'currency' } };
  }
  return parsed;
}

function parsePlanRequest(body: unknown) {
  const parsed = parseRequest(createPlanSchema, body);
  if ('problem' in parsed) return parsed;
  const { interval, period, item } = parsed.request;
  if (interval < 1 || (period === 'daily' && interval < 7)) {
    const least = period === 'daily' ? 7 : 1;
    return {
      problem: {
        description: `The interval must be at least ${least} for a ${period} plan.`,
        field: 'interval',
      },
    };
  }
  if (item.amount < 100) {
    return {
      problem: { description: 'The amount must be atleast INR 1.00', field: 'item.amount' },
    };
  }
  if (item.currency !== 'INR') {
    return { problem: { description: 'Currency is not supported', field: 'item.currency' } };
  }
  return parsed;
}

function parseSubscriptionRequest(body: unknown) {
  const parsed = parseRequest(createSubscriptionSchema, body);
  if ('problem' in parsed) return parsed;
  const { total_count, quantity, start_at } = parsed.request;
  if (total_count < 1) {
    return {
      problem: { description: 'The total count must be at least 1.', field: 'total_count' },
    };
  }
  if (quantity < 1) {
    return { problem: { description: 'The quantity must be at least 1.', field: 'quantity' } };
  }
  if (start_at !== undefined && start_at < unixSeconds()) {
    return {
      problem: { description: 'Start time should be greater than current time', field: 'start_at' },
    };
  }
  return parsed;
}

function sendProblem(response: ServerResponse, { description, field }: RequestProblem): void {
  sendJson(
    response,
    400,
    razorpayError(description, {
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      ...(field ? { field } : {}),
    }),
  );
}

async function createOrder(
  request: IncomingMessage,
  response: ServerResponse,
  store: RazorpayStore,
) {
  const read = await readBodyOrAnswer(request, response);
  if (!read) return;
  const parsed = parseOrderRequest(read.body);
  if ('problem' in parsed) return sendProblem(response, parsed.problem);
  const { amount, currency, receipt, notes } = parsed.request;
  const order = newOrder({ amount, currency, receipt: receipt ?? null, notes: notesOf(notes) });
  store.addOrder(order);
  sendJson(response, 200, order);
}

const notFound = () => razorpayError('The id provided does not exist');

export interface RazorpayApiOptions {
  store: RazorpayStore;
  subscriptions: SubscriptionLifecycle;
  webhooks: WebhookSender;
  /** Where a subscription's `short_url` leads: the local checkout page for it. */
  shortUrl: (request: IncomingMessage, subscriptionId: string) => string;
}

/**
 * Razorpay's REST API under `{base}/v1`, for the calls the product makes: create and fetch an
 * order, list an order's payments, fetch and refund a payment; create and fetch plans; create,
 * fetch and cancel subscriptions. The real `razorpay` SDK talks to it when its axios instance's
 * baseURL is the stand-in's.
 */
export function createRazorpayApi({
  store,
  subscriptions,
  webhooks,
  shortUrl,
}: RazorpayApiOptions) {
  async function createPlan(request: IncomingMessage, response: ServerResponse) {
    const read = await readBodyOrAnswer(request, response);
    if (!read) return;
    const parsed = parsePlanRequest(read.body);
    if ('problem' in parsed) return sendProblem(response, parsed.problem);
    const { notes, ...plan } = parsed.request;
    const created = newPlan({ ...plan, notes: notesOf(notes) });
    store.addPlan(created);
    sendJson(response, 200, created);
  }

  async function createSubscription(request: IncomingMessage, response: ServerResponse) {
    const read = await readBodyOrAnswer(request, response);
    if (!read) return;
    const parsed = parseSubscriptionRequest(read.body);
    if ('problem' in parsed) return sendProblem(response, parsed.problem);
    const { notes, ...rest } = parsed.request;
    try {
      const subscription = subscriptions.create({ ...rest, notes: notesOf(notes) }, (id) =>
        shortUrl(request, id),
      );
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
    const read = await readBodyOrAnswer(request, response);
    if (!read) return;
    const parsed = parseRequest(cancelSubscriptionSchema, read.body);
    if ('problem' in parsed) return sendProblem(response, parsed.problem);
    try {
      const change = subscriptions.cancel(id, parsed.request.cancel_at_cycle_end);
      webhooks.scheduleEvents(change.events);
      sendJson(response, 200, change.subscription);
    } catch (error) {
      if (!(error instanceof SubscriptionRequestError)) throw error;
      sendJson(response, 400, razorpayError(error.message));
    }
  }

  async function refund(request: IncomingMessage, response: ServerResponse, paymentId: string) {
    const read = await readBodyOrAnswer(request, response);
    if (!read) return;
    const parsed = parseRequest(refundSchema, read.body);
    if ('problem' in parsed) return sendProblem(response, parsed.problem);
    const { amount, speed, notes, receipt } = parsed.request;
    try {
      const change = refundPayment(store, paymentId, {
        amount,
        speed,
        notes: notesOf(notes),
        receipt,
      });
      webhooks.scheduleEvents(change.events);
      sendJson(response, 200, change.refund);
    } catch (error) {
      if (!(error instanceof RefundRequestError)) throw error;
      const field = error.field === undefined ? {} : { field: error.field };
      sendJson(response, 400, razorpayError(error.message, field));
    }
  }

  const fetchers = new Map<string, (id: string) => unknown>([
    ['payments', store.payment],
    ['plans', store.plan],
    ['subscriptions', store.subscription],
  ]);

  return async (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (!authenticated(request, store)) {
      request.resume();
      return sendJson(response, 401, razorpayError('Authentication failed'));
    }
    const segments = path.split('/').filter(Boolean);
    const [collection, id, sub] = segments;
    if (request.method === 'POST' && segments.length === 1) {
      if (collection === 'orders') return createOrder(request, response, store);
      if (collection === 'plans') return createPlan(request, response);
      if (collection === 'subscriptions') return createSubscription(request, response);
    }
    if (request.method === 'POST' && collection === 'subscriptions' && id && sub === 'cancel') {
      if (segments.length === 3) return cancelSubscription(request, response, id);
    }
    if (request.method === 'POST' && collection === 'payments' && id && sub === 'refund') {
      if (segments.length === 3) return refund(request, response, id);
    }
    request.resume();
    if (request.method === 'GET' && collection === 'orders' && id && segments.length <= 3) {
      const order = store.order(id);
      if (!order) return sendJson(response, 400, notFound());
      if (segments.length === 2) return sendJson(response, 200, order);
      if (sub === 'payments') {
        const items = store.paymentsOf(id);
        return sendJson(response, 200, { entity: 'collection', count: items.length, items });
      }
    }
    const fetchOne = collection ? fetchers.get(collection) : undefined;
    if (request.method === 'GET' && fetchOne && id && segments.length === 2) {
      const found = fetchOne(id);
      return found ? sendJson(response, 200, found) : sendJson(response, 400, notFound());
    }
    sendJson(response, 404, razorpayError('The requested URL was not found on the server.'));
  };
}
