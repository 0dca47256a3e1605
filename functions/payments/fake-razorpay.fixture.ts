import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { readBody } from '../../infra/local/read-body';
import { hmacSha256Hex } from './signatures';

/**
 * Test doubles for Razorpay: a fake of the one API call the server makes (POST /v1/orders, with
 * Razorpay's basic auth and reply shape), and what Checkout and the webhook sender sign.
 */

export const testKeys = {
  keyId: 'rzp_test_fake',
  keySecret: 'fake-key-secret',
  webhookSecret: 'fake-webhook-secret',
};

const orderRequestSchema = z.object({
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string(),
  notes: z.record(z.string(), z.string()).optional(),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id as Razorpay makes them: a prefix and 14 letters and digits. */
export function razorpayId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

export interface FakeRazorpay {
  url: string;
  /** Every order request that passed authentication, in order. */
  orderRequests: OrderRequest[];
  /** While set, POST /v1/orders answers with this status and Razorpay's error body. */
  failWith: number | null;
  close(): Promise<void>;
}

export async function startFakeRazorpay(keys = testKeys): Promise<FakeRazorpay> {
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const fake: FakeRazorpay = {
    url: '',
    orderRequests: [],
    failWith: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void readBody(request).then((raw) => {
      if (request.method !== 'POST' || request.url !== '/v1/orders') {
        return reply(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'Not found' } });
      }
      if (request.headers.authorization !== expectedAuth) {
        return reply(401, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
        });
      }
      if (fake.failWith !== null) {
        return reply(fake.failWith, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error' },
        });
      }
      const order = orderRequestSchema.parse(JSON.parse(raw.toString('utf8')));
      fake.orderRequests.push(order);
      reply(200, {
        id: razorpayId('order'),
        entity: 'order',
        amount: order.amount,
        amount_paid: 0,
        amount_due: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: order.notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  return fake;
}

/** What Checkout hands the page on success: `order_id|payment_id` signed with the key secret. */
export function checkoutSignature(
  orderId: string,
  paymentId: string,
  keySecret = testKeys.keySecret,
) {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export interface PaidEvent {
  event: 'payment.captured' | 'order.paid';
  orderId: string;
  paymentId: string;
  amount: number;
  currency?: string;
}

/** A webhook body as Razorpay sends it for a captured payment or a paid order. */
export function paidEventBody({ event, orderId, paymentId, amount, currency = 'INR' }: PaidEvent) {
  const payment = {
    entity: {
      id: paymentId,
      entity: 'payment',
      amount,
      currency,
      status: 'captured',
      order_id: orderId,
      method: 'upi',
      captured: true,
      created_at: Math.floor(Date.now() / 1000),
    },
  };
  const payload =
    event === 'order.paid'
      ? {
          payment,
          order: {
            entity: { id: orderId, entity: 'order', amount, amount_paid: amount, status: 'paid' },
          },
        }
      : { payment };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_fake',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** `X-Razorpay-Signature` of a body. */
export function webhookSignature(body: string | Buffer, webhookSecret = testKeys.webhookSecret) {
  return hmacSha256Hex(webhookSecret, body);
}
