import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { isLoopback } from '../gateway/loopback';
import { browserScript, type BrowserScript } from './browser-scripts';
import { CHECKOUT_PAGE_CSP, checkoutPageHtml, type CheckoutPurchase } from './checkout-page-html';
import { ensureProductPlans } from './product-plans';
import { createRazorpayApi } from './razorpay-api';
import {
  newPayment,
  paymentSignature,
  razorpayError,
  subscriptionPaymentSignature,
  type PaymentMethod,
  type RazorpaySubscription,
} from './razorpay-entities';
import { openRazorpayStore } from './razorpay-store';
import {
  createSubscriptionLifecycle,
  SubscriptionRequestError,
  type SubscriptionChange,
} from './razorpay-subscriptions';
import {
  createWebhookSender,
  WebhookRequestError,
  type WebhookDelivery,
} from './razorpay-webhooks';
import { readBodyOrAnswer, sendHtml, sendJson } from './replies';

/** Everything of the stand-in is under this path of the local origin. */
export const RAZORPAY_PATH = '/_local/razorpay';
/** What `payments.checkoutScriptUrl` of the local `/config.json` points at. */
export const RAZORPAY_CHECKOUT_SCRIPT_PATH = `${RAZORPAY_PATH}/checkout.js`;
const CHECKOUT_PAGE_PATH = `${RAZORPAY_PATH}/checkout`;
const CHECKOUT_PAYMENTS_PATH = `${CHECKOUT_PAGE_PATH}/payments`;
const CHECKOUT_PAGE_SCRIPT_PATH = `${RAZORPAY_PATH}/checkout-page.js`;
const CONTROL_WEBHOOK_PATH = `${RAZORPAY_PATH}/control/webhook`;
const CONTROL_STATE_PATH = `${RAZORPAY_PATH}/control/state`;
const CONTROL_SUBSCRIPTIONS_PATH = `${RAZORPAY_PATH}/control/subscriptions`;

// Razorpay's own default blue is too light for white text (WCAG AA); this one is not.
const DEFAULT_COLOR = '#2563eb';

export interface LocalRazorpayOptions {
  /** Folder that keeps the keys, orders and payments across restarts; null keeps them in memory. */
  dataDir: string | null;
  /** The product's webhook, `POST /api/payments/webhook`; undefined until it can be called. */
  webhookUrl: () => string | undefined;
  /**
   * This start's control token (control-token.ts): the checkout page's buttons send it, as the
   * gateway asks of every call that changes the stand-in's state from outside the product.
   */
  controlToken: string;
  /** How long after a payment its webhook events are sent. @default 1000 */
  webhookDelayMs?: number;
  /** When deliveries the product did not accept are tried again. @default Razorpay's schedule */
  webhookRetryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

/** What the checkout page's buttons post: a payment for an order or for a subscription. */
const checkoutPaymentSchema = z
  .object({
    key_id: z.string(),
    order_id: z.string().min(1).optional(),
    subscription_id: z.string().min(1).optional(),
    outcome: z.enum(['captured', 'failed']),
    /** How the payer pays; the page offers a card or UPI for a subscription. */
    method: z.enum(['card', 'upi']).default('upi'),
  })
  .refine((body) => (body.order_id === undefined) !== (body.subscription_id === undefined));

/** Any event again, by its id: the same id and body, as Razorpay's retries. */
const controlWebhookSchema = z.object({ event_id: z.string().min(1) });

const controlSubscriptionSchema = z.object({ subscription_id: z.string().min(1) });

/** What a life-cycle control answers: the subscription now and how its webhooks went. */
export interface SubscriptionControlResult {
  subscription: RazorpaySubscription;
  deliveries: WebhookDelivery[];
}

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
 * local test keys), Checkout's `checkout.js` and a checkout page that pays or fails an order or a
 * subscription's first charge and signs the result as Razorpay does, webhooks to the product, the
 * product's subscription plans, and JSON controls (`/control/...`, for this machine only) that
 * resend webhooks and move subscriptions through their life cycle.
 */
export async function openLocalRazorpay(options: LocalRazorpayOptions) {
  const log = options.log ?? console.log;
  const store = await openRazorpayStore(options.dataDir);
  const { keys } = store;
  const webhooks = createWebhookSender({
    store,
    webhookUrl: options.webhookUrl,
    delayMs: options.webhookDelayMs ?? 1000,
    ...(options.webhookRetryDelaysMs ? { retryDelaysMs: options.webhookRetryDelaysMs } : {}),
    log,
  });
  const planIds = ensureProductPlans(store);
  const subscriptions = createSubscriptionLifecycle(store);
  const api = createRazorpayApi({
    store,
    subscriptions,
    webhooks,
  });

  async function serveScript(response: ServerResponse, script: BrowserScript) {
    const source = await browserScript(script);
    response
      .writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      })
      .end(source);
  }

  /** What the checkout page is for: the order or subscription to pay, or why there is none. */
  function purchaseOf(url: URL): CheckoutPurchase {
    const orderId = queryValue(url, 'order_id');
    const subscriptionId = queryValue(url, 'subscription_id');
    if (queryValue(url, 'key_id') !== keys.keyId) {
      return { problem: 'The api key provided is invalid' };
    }
    if (subscriptionId) {
      const subscription = store.subscription(subscriptionId);
      const plan = subscription && store.plan(subscription.plan_id);
      if (!subscription || !plan) return { problem: 'The id provided does not exist' };
      const problem = subscriptions.payProblem(subscription);
      return problem ? { problem } : { subscription, plan };
    }
    if (!orderId) return { problem: 'order_id or subscription_id is required' };
    const order = store.order(orderId);
    if (!order) return { problem: 'The id provided does not exist' };
    if (order.status === 'paid') return { problem: 'This order has already been paid' };
    return { order };
  }

  function serveCheckoutPage(response: ServerResponse, url: URL) {
    const purchase = purchaseOf(url);
    const origin = queryValue(url, 'origin');
    const color = queryValue(url, 'color');
    const image = queryValue(url, 'image', 2000);
    response.setHeader('content-security-policy', CHECKOUT_PAGE_CSP);
    sendHtml(
      response,
      'problem' in purchase ? 400 : 200,
      checkoutPageHtml({
        purchase,
        keyId: queryValue(url, 'key_id'),
        merchantName: queryValue(url, 'name') || 'Merchant',
        description: queryValue(url, 'description'),
        image: /^(https?:\/\/|\/|data:image\/)/.test(image) ? image : undefined,
        color: /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : DEFAULT_COLOR,
        email: queryValue(url, 'email', 254),
        contact: queryValue(url, 'contact', 20),
        parentOrigin: /^https?:\/\/[^/?#]+$/.test(origin) ? origin : '',
        paymentsUrl: CHECKOUT_PAYMENTS_PATH,
        controlToken: options.controlToken,
        pageScriptUrl: CHECKOUT_PAGE_SCRIPT_PATH,
      }),
    );
  }

  /** Checkout's error for a failed payment, as Razorpay's form reports it. */
  function paymentFailed(orderId: string, paymentId: string) {
    return razorpayError('Payment failed', {
      source: 'customer',
      step: 'payment_authentication',
      reason: 'payment_failed',
      metadata: { order_id: orderId, payment_id: paymentId },
    });
  }

  /** The checkout page's buttons for a subscription: its first charge, as Razorpay makes it. */
  async function checkoutSubscriptionPayment(
    response: ServerResponse,
    subscriptionId: string,
    outcome: 'captured' | 'failed',
    method: PaymentMethod,
  ) {
    let change: SubscriptionChange;
    try {
      change = subscriptions.pay(subscriptionId, outcome, method);
    } catch (error) {
      if (!(error instanceof SubscriptionRequestError)) throw error;
      return sendJson(response, 400, razorpayError(error.message));
    }
    const { payment, events } = change;
    if (!payment) throw new Error(`No payment was made for ${subscriptionId}`);
    // Answered only once the payment and its webhooks are on disk, as Razorpay's would be.
    await webhooks.scheduleEvents(events);
    log(`[local razorpay] ${subscriptionId}: payment ${payment.id} ${payment.status}`);
    // An authorisation's token payment is refunded already: it went through all the same.
    if (payment.status === 'failed') {
      return sendJson(response, 400, paymentFailed(payment.order_id, payment.id));
    }
    sendJson(response, 200, {
      razorpay_payment_id: payment.id,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: subscriptionPaymentSignature(payment.id, subscriptionId, keys.keySecret),
    });
  }

  /** The checkout page's Pay and Fail buttons: a payment for the order, as Razorpay makes it. */
  async function checkoutPayment(request: IncomingMessage, response: ServerResponse) {
    const read = await readBodyOrAnswer(request, response);
    if (!read) return;
    const parsed = checkoutPaymentSchema.safeParse(read.body);
    if (!parsed.success) return sendJson(response, 400, razorpayError('Invalid request'));
    const { key_id, order_id, subscription_id, outcome, method } = parsed.data;
    if (key_id !== keys.keyId) {
      return sendJson(response, 401, razorpayError('The api key provided is invalid'));
    }
    if (subscription_id !== undefined) {
      return await checkoutSubscriptionPayment(response, subscription_id, outcome, method);
    }
    const order = order_id === undefined ? undefined : store.order(order_id);
    if (!order) return sendJson(response, 400, razorpayError('The id provided does not exist'));
    if (order.status === 'paid') {
      return sendJson(response, 400, razorpayError('This order has already been paid'));
    }
    const payment = newPayment(order, outcome, null, method);
    // Saved with its webhooks in one write (the state file writes each piece of work whole).
    store.addPayment(payment, order);
    await webhooks.schedule(payment.id);
    log(`[local razorpay] ${order.id}: payment ${payment.id} ${payment.status}`);
    if (payment.status === 'captured') {
      return sendJson(response, 200, {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(order.id, payment.id, keys.keySecret),
      });
    }
    sendJson(response, 400, paymentFailed(order.id, payment.id));
  }

  /** A step of a subscription's life cycle, its webhooks delivered now. */
  async function runLifecycleStep(
    step: (id: string) => SubscriptionChange,
    subscriptionId: string,
  ): Promise<SubscriptionControlResult> {
    const { subscription, events } = step(subscriptionId);
    const deliveries = await webhooks.deliverNow(events);
    log(`[local razorpay] ${subscription.id}: ${subscription.status}`);
    return { subscription, deliveries };
  }

  const lifecycleSteps = new Map<string, (id: string) => SubscriptionChange>([
    ['start', subscriptions.start],
    ['renew', subscriptions.renew],
    ['fail-charge', subscriptions.failCharge],
    ['end-period', subscriptions.endPeriod],
  ]);

  /** A control request from a test or a developer: its JSON body parsed, run and answered. */
  async function answerControl<Input, Result>(
    request: IncomingMessage,
    response: ServerResponse,
    control: {
      schema: z.ZodType<Input>;
      /** The 400's description for a body the schema refuses. */
      expected: string;
      run: (input: Input) => Promise<Result>;
    },
  ) {
    const read = await readBodyOrAnswer(request, response);
    if (!read) return;
    const parsed = control.schema.safeParse(read.body);
    if (!parsed.success) return sendJson(response, 400, razorpayError(control.expected));
    try {
      sendJson(response, 200, await control.run(parsed.data));
    } catch (error) {
      if (!(error instanceof WebhookRequestError || error instanceof SubscriptionRequestError)) {
        throw error;
      }
      sendJson(response, 400, razorpayError(error.message));
    }
  }

  function controlWebhook(request: IncomingMessage, response: ServerResponse) {
    return answerControl(request, response, {
      schema: controlWebhookSchema,
      expected: 'Expected {event_id}',
      run: ({ event_id }) => webhooks.resend(event_id),
    });
  }

  function controlSubscription(
    request: IncomingMessage,
    response: ServerResponse,
    step: (id: string) => SubscriptionChange,
  ) {
    return answerControl(request, response, {
      schema: controlSubscriptionSchema,
      expected: 'Expected {subscription_id}',
      run: ({ subscription_id }) => runLifecycleStep(step, subscription_id),
    });
  }

  async function route(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = url.pathname;
    const method = request.method ?? 'GET';
    if (path.startsWith(`${RAZORPAY_PATH}/v1/`)) {
      return api.handle(request, response, path.slice(`${RAZORPAY_PATH}/v1`.length));
    }
    if (method === 'POST' && path === CHECKOUT_PAYMENTS_PATH) {
      return checkoutPayment(request, response);
    }
    if (path.startsWith(`${RAZORPAY_PATH}/control/`) && !fromThisMachine(request)) {
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
    const step =
      method === 'POST' && path.startsWith(`${CONTROL_SUBSCRIPTIONS_PATH}/`)
        ? path.slice(CONTROL_SUBSCRIPTIONS_PATH.length + 1)
        : undefined;
    const lifecycleStep = step === undefined ? undefined : lifecycleSteps.get(step);
    if (step !== undefined && lifecycleStep) {
      return controlSubscription(request, response, lifecycleStep);
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
        plan_ids: planIds,
        orders: store.orders(),
        payments: store.payments(),
        refunds: store.refunds(),
        plans: store.plans(),
        subscriptions: store.subscriptions(),
        events: store.events(),
      });
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
    /** `RAZORPAY_PLAN_IDS`: the Razorpay plan of each paid catalogue plan. */
    planIds,
    handle,
    orders: store.orders,
    payments: store.payments,
    refunds: store.refunds,
    plans: store.plans,
    subscriptions: store.subscriptions,
    /** A subscription's invoices: which orders are its charges. */
    invoicesOf: store.invoicesOf,
    events: store.events,
    /** Deliveries still to be tried, each at its time on the retry schedule. */
    webhookQueue: store.webhookQueue,
    /** The next `count` REST API calls fail with Razorpay's 500, as during an outage. */
    failNextApiCalls: api.failNext,
    /** Sends any event again by its id. */
    resendWebhook: webhooks.resend,
    /** Resolves once every webhook scheduled or under way has been delivered and answered. */
    webhooksDelivered: webhooks.idle,
    /** Starts delivering queued webhooks (those a restart left too): once the product listens. */
    startWebhooks: webhooks.start,
    /** The first charge of one created with a later `start_at`, once authorised. */
    startSubscription: (id: string) => runLifecycleStep(subscriptions.start, id),
    /** The next charge succeeds; refused (SubscriptionRequestError) as the control refuses it. */
    renewSubscription: (id: string) => runLifecycleStep(subscriptions.renew, id),
    /** The next charge fails: active → pending → halted. */
    failSubscriptionCharge: (id: string) => runLifecycleStep(subscriptions.failCharge, id),
    /** The period ends: a scheduled cancellation happens, or the last cycle completes. */
    endSubscriptionPeriod: (id: string) => runLifecycleStep(subscriptions.endPeriod, id),
    async close(): Promise<void> {
      await webhooks.close();
      await store.flush();
    },
  };
}

export type LocalRazorpay = Awaited<ReturnType<typeof openLocalRazorpay>>;
