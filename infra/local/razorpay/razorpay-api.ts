import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { randomId, razorpayError, unixSeconds, type RazorpayOrder } from './razorpay-entities';
import type { RazorpayStore } from './razorpay-store';
import { readJsonOrForm, sendBadBody, sendJson } from './replies';

const MAX_NOTES = 15;

const createOrderSchema = z.strictObject({
  amount: z.number({ error: 'The amount must be an integer.' }).int({
    error: 'The amount must be an integer.',
  }),
  currency: z.string().default('INR'),
  receipt: z
    .string()
    .max(40, { error: 'The receipt may not be greater than 40 characters.' })
    .optional(),
  notes: z
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
    .optional(),
  partial_payment: z.boolean().optional(),
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

type OrderRequest = z.output<typeof createOrderSchema>;
interface OrderProblem {
  description: string;
  field?: string;
}

/** The order asked for, or its first problem, worded like Razorpay's own. */
function parseOrderRequest(body: unknown): { request: OrderRequest } | { problem: OrderProblem } {
  const parsed = createOrderSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.code === 'unrecognized_keys') {
      return {
        problem: {
          description: `${issue.keys.join(', ')} is/are not required and should not be sent`,
        },
      };
    }
    const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
    const missing =
      field !== undefined && typeof body === 'object' && body !== null && !(field in body);
    const description = missing
      ? `The ${field} field is required.`
      : (issue?.message ?? 'Invalid request');
    return { problem: { description, field } };
  }
  if (parsed.data.amount < 100) {
    return { problem: { description: 'The amount must be atleast INR 1.00', field: 'amount' } };
  }
  if (parsed.data.currency !== 'INR') {
    return { problem: { description: 'Currency is not supported', field: 'currency' } };
  }
  return { request: parsed.data };
}

async function createOrder(
  request: IncomingMessage,
  response: ServerResponse,
  store: RazorpayStore,
) {
  let body: unknown;
  try {
    body = await readJsonOrForm(request);
  } catch (error) {
    return sendBadBody(response, error);
  }
  const parsed = parseOrderRequest(body);
  if ('problem' in parsed) {
    const { description, field } = parsed.problem;
    return sendJson(
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
  const { amount, currency, receipt, notes } = parsed.request;
  const order: RazorpayOrder = {
    id: randomId('order_'),
    entity: 'order',
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency,
    receipt: receipt ?? null,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: notes && Object.keys(notes).length > 0 ? notes : [],
    created_at: unixSeconds(),
  };
  store.addOrder(order);
  sendJson(response, 200, order);
}

const notFound = () => razorpayError('The id provided does not exist');

/**
 * Razorpay's REST API under `{base}/v1`, for the calls the product makes: create and fetch an
 * order, list an order's payments, fetch a payment. The real `razorpay` SDK talks to it when its
 * axios instance's baseURL is the stand-in's.
 */
export function createRazorpayApi(store: RazorpayStore) {
  return async (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (!authenticated(request, store)) {
      request.resume();
      return sendJson(response, 401, razorpayError('Authentication failed'));
    }
    const segments = path.split('/').filter(Boolean);
    const [collection, id, sub] = segments;
    if (request.method === 'POST' && collection === 'orders' && segments.length === 1) {
      return createOrder(request, response, store);
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
    if (request.method === 'GET' && collection === 'payments' && id && segments.length === 2) {
      const payment = store.payment(id);
      return payment ? sendJson(response, 200, payment) : sendJson(response, 400, notFound());
    }
    sendJson(response, 404, razorpayError('The requested URL was not found on the server.'));
  };
}
