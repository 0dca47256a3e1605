import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { isLoopback } from '../gateway/loopback';
import { browserScript, type BrowserScript } from './browser-scripts';
import { CHECKOUT_PAGE_CSP, checkoutPageHtml } from './checkout-page-html';
import { controlPageHtml } from './control-page-html';
import { createRazorpayApi } from './razorpay-api';
import { newPayment, paymentSignature, razorpayError, WEBHOOK_EVENTS } from './razorpay-entities';
import { openRazorpayStore } from './razorpay-store';
import { createWebhookSender, WebhookRequestError } from './razorpay-webhooks';
import { readJsonOrForm, sendBadBody, sendHtml, sendJson } from './replies';

/** Everything of the stand-in is under this path of the local origin. */
export const RAZORPAY_PATH = '/_local/razorpay';
/** What `payments.checkoutScriptUrl` of the local `/config.json` points at. */
export const RAZORPAY_CHECKOUT_SCRIPT_PATH = `${RAZORPAY_PATH}/checkout.js`;
const CHECKOUT_PAGE_PATH = `${RAZORPAY_PATH}/checkout`;
const CHECKOUT_PAYMENTS_PATH = `${CHECKOUT_PAGE_PATH}/payments`;
const CHECKOUT_PAGE_SCRIPT_PATH = `${RAZORPAY_PATH}/checkout-page.js`;
const CONTROL_WEBHOOK_PATH = `${RAZORPAY_PATH}/control/webhook`;
const CONTROL_STATE_PATH = `${RAZORPAY_PATH}/control/state`;

// Razorpay's own default blue is too light for white text (WCAG AA); this one is not.
const DEFAULT_COLOR = '#2563eb';
const DEFAULT_EMAIL = 'void@razorpay.com';
const DEFAULT_CONTACT = '+919999999999';

export interface LocalRazorpayOptions {
  /** Folder that keeps the keys, orders and payments across restarts; null keeps them in memory. */
  dataDir: string | null;
  /** The product's webhook, `POST /api/payments/webhook`; undefined until it can be called. */
  webhookUrl: () => string | undefined;
  /** How long after a payment its webhook events are sent. @default 1000 */
  webhookDelayMs?: number;
  log?: (line: string) => void;
}

const checkoutPaymentSchema = z.object({
  key_id: z.string(),
  order_id: z.string(),
  outcome: z.enum(['captured', 'failed']),
  email: z.string().max(254).optional(),
  contact: z.string().max(20).optional(),
});

const controlWebhookSchema = z.object({
  payment_id: z.string().min(1),
  event: z.enum(WEBHOOK_EVENTS),
  /** A new event (new id) instead of a redelivery of the last one of that name. */
  new_event: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional(),
});

function queryValue(url: URL, name: string, maxLength = 200): string {
  return (url.searchParams.get(name) ?? '').slice(0, maxLength);
}

/** A control request from this machine, and not a form another site's page posted. */
function fromThisMachine(request: IncomingMessage): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  const origin = request.headers.origin;
  if (!origin || request.method === 'GET') return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Razorpay on one machine: its REST API for the `razorpay` SDK (`/v1/...`, Basic auth with the
 * local test keys), Checkout's `checkout.js` and a checkout page that pays or fails an order and
 * signs the result as Razorpay does, webhooks to the product, and a control page for people
 * (`/_local/razorpay`) and tests (`/control/...`), for this machine only.
 */
export async function openLocalRazorpay(options: LocalRazorpayOptions) {
  const log = options.log ?? console.log;
  const store = await openRazorpayStore(options.dataDir);
  const { keys } = store;
  const webhooks = createWebhookSender({
    store,
    webhookUrl: options.webhookUrl,
    delayMs: options.webhookDelayMs ?? 1000,
    log,
  });
  const api = createRazorpayApi(store);

  async function serveScript(response: ServerResponse, script: BrowserScript) {
    const source = await browserScript(script);
    response
      .writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      })
      .end(source);
  }

  function serveCheckoutPage(response: ServerResponse, url: URL) {
    const keyId = queryValue(url, 'key_id');
    const orderId = queryValue(url, 'order_id');
    const order = store.order(orderId);
    const origin = queryValue(url, 'origin');
    const color = queryValue(url, 'color');
    const image = queryValue(url, 'image', 2000);
    let problem: string | undefined;
    if (keyId !== keys.keyId) problem = 'The api key provided is invalid';
    else if (!orderId) problem = 'order_id is required: the local checkout pays orders only';
    else if (!order) problem = 'The id provided does not exist';
    else if (order.status === 'paid') problem = 'This order has already been paid';
    response.setHeader('content-security-policy', CHECKOUT_PAGE_CSP);
    sendHtml(
      response,
      problem ? 400 : 200,
      checkoutPageHtml({
        order: order && !problem ? order : { problem: problem ?? '' },
        keyId,
        merchantName: queryValue(url, 'name') || 'Merchant',
        description: queryValue(url, 'description'),
        image: /^(https?:\/\/|\/|data:image\/)/.test(image) ? image : undefined,
        color: /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : DEFAULT_COLOR,
        email: queryValue(url, 'email', 254) || DEFAULT_EMAIL,
        contact: queryValue(url, 'contact', 20) || DEFAULT_CONTACT,
        parentOrigin: /^https?:\/\/[^/?#]+$/.test(origin) ? origin : '',
        paymentsUrl: CHECKOUT_PAYMENTS_PATH,
        pageScriptUrl: CHECKOUT_PAGE_SCRIPT_PATH,
      }),
    );
  }

  /** The checkout page's Pay and Fail buttons: a payment for the order, as Razorpay makes it. */
  async function checkoutPayment(request: IncomingMessage, response: ServerResponse) {
    let body: unknown;
    try {
      body = await readJsonOrForm(request);
    } catch (error) {
      return sendBadBody(response, error);
    }
    const parsed = checkoutPaymentSchema.safeParse(body);
    if (!parsed.success) return sendJson(response, 400, razorpayError('Invalid request'));
    const { key_id, order_id, outcome, email, contact } = parsed.data;
    if (key_id !== keys.keyId) {
      return sendJson(response, 401, razorpayError('The api key provided is invalid'));
    }
    const order = store.order(order_id);
    if (!order) return sendJson(response, 400, razorpayError('The id provided does not exist'));
    if (order.status === 'paid') {
      return sendJson(response, 400, razorpayError('This order has already been paid'));
    }
    const payment = newPayment(order, outcome, {
      email: email || DEFAULT_EMAIL,
      contact: contact || DEFAULT_CONTACT,
    });
    store.addPayment(payment, order);
    webhooks.schedule(payment.id);
    log(`[local razorpay] ${order.id}: payment ${payment.id} ${payment.status}`);
    if (payment.status === 'captured') {
      return sendJson(response, 200, {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(order.id, payment.id, keys.keySecret),
      });
    }
    sendJson(
      response,
      400,
      razorpayError('Payment failed', {
        source: 'customer',
        step: 'payment_authentication',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: payment.id },
      }),
    );
  }

  async function controlWebhook(request: IncomingMessage, response: ServerResponse) {
    const isForm = (request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    let body: unknown;
    try {
      body = await readJsonOrForm(request);
    } catch (error) {
      return sendBadBody(response, error);
    }
    const parsed = controlWebhookSchema.safeParse(body);
    if (!parsed.success) {
      return sendJson(response, 400, razorpayError('Expected {payment_id, event, new_event?}'));
    }
    try {
      const { payment_id, event, new_event } = parsed.data;
      const delivery = await webhooks.send(payment_id, event, new_event ?? false);
      if (!isForm) return sendJson(response, 200, delivery);
      const notice = `${delivery.event} ${delivery.event_id} sent: ${delivery.status ?? 'not reached'}`;
      response.writeHead(303, {
        location: `${RAZORPAY_PATH}?notice=${encodeURIComponent(notice)}`,
      });
      response.end();
    } catch (error) {
      if (!(error instanceof WebhookRequestError)) throw error;
      sendJson(response, 400, razorpayError(error.message));
    }
  }

  async function route(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = url.pathname;
    const method = request.method ?? 'GET';
    if (path.startsWith(`${RAZORPAY_PATH}/v1/`)) {
      return api(request, response, path.slice(`${RAZORPAY_PATH}/v1`.length));
    }
    if (method === 'POST' && path === CHECKOUT_PAYMENTS_PATH) {
      return checkoutPayment(request, response);
    }
    const isControl =
      path === RAZORPAY_PATH ||
      path === `${RAZORPAY_PATH}/` ||
      path.startsWith(`${RAZORPAY_PATH}/control/`);
    if (isControl && !fromThisMachine(request)) {
      request.resume();
      return sendJson(
        response,
        403,
        razorpayError('The local Razorpay is controlled from this machine only'),
      );
    }
    if (method === 'POST' && path === CONTROL_WEBHOOK_PATH) {
      return controlWebhook(request, response);
    }
    request.resume();
    if (method !== 'GET' && method !== 'HEAD') {
      return sendJson(response, 405, razorpayError('Method not allowed'));
    }
    if (path === RAZORPAY_CHECKOUT_SCRIPT_PATH) return serveScript(response, 'checkout');
    if (path === CHECKOUT_PAGE_SCRIPT_PATH) return serveScript(response, 'checkoutPage');
    if (path === CHECKOUT_PAGE_PATH) return serveCheckoutPage(response, url);
    if (path === CONTROL_STATE_PATH) {
      return sendJson(response, 200, {
        key_id: keys.keyId,
        orders: store.orders(),
        payments: store.payments(),
        events: store.events(),
      });
    }
    if (isControl) {
      return sendHtml(
        response,
        200,
        controlPageHtml({
          keyId: keys.keyId,
          webhookUrl: options.webhookUrl(),
          webhookFormUrl: CONTROL_WEBHOOK_PATH,
          orders: store.orders(),
          payments: store.payments(),
          events: store.events(),
          notice: queryValue(url, 'notice') || undefined,
        }),
      );
    }
    sendJson(response, 404, razorpayError('The requested URL was not found on the server.'));
  }

  /** Serves `/_local/razorpay/...`; answers false for any other path. */
  function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    if (url.pathname !== RAZORPAY_PATH && !url.pathname.startsWith(`${RAZORPAY_PATH}/`)) {
      return false;
    }
    route(request, response, url).catch((error: unknown) => {
      console.error('[local razorpay] request failed', error);
      if (!response.headersSent)
        sendJson(response, 500, razorpayError('Internal error', { code: 'SERVER_ERROR' }));
    });
    return true;
  }

  return {
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    webhookSecret: keys.webhookSecret,
    handle,
    orders: store.orders,
    payments: store.payments,
    events: store.events,
    /** Sends a payment's event now, as the control page's buttons do. */
    sendWebhook: webhooks.send,
    async close(): Promise<void> {
      await webhooks.close();
      await store.flush();
    },
  };
}

export type LocalRazorpay = Awaited<ReturnType<typeof openLocalRazorpay>>;
