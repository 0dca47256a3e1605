import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from 'razorpay/dist/utils/razorpay-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayPlanSchema,
  razorpayRefundSchema,
  razorpaySubscriptionSchema,
} from './razorpay-entities';
import { STATE_FILE } from './razorpay-store';
import {
  orderCheckoutSuccessSchema,
  payAtLocalCheckout,
  type CheckoutOutcome,
} from '../../../testing/cloud/razorpay-checkout';
import { sdkFor, startStandIn } from '../../../testing/cloud/razorpay-stand-in-server';
import { sdkError, useStandInSuite } from '../../../testing/cloud/razorpay-stand-in-suite';
import { postJson, startWebhookReceiver } from '../../../testing/cloud/razorpay-webhook-receiver';

const errorSchema = z.object({
  error: z.object({ code: z.string(), description: z.string() }),
});
const failedSchema = z.object({
  error: z.object({
    code: z.literal('BAD_REQUEST_ERROR'),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
const eventBodySchema = z.object({
  entity: z.literal('event'),
  account_id: z.string().startsWith('acc_'),
  event: z.string(),
  contains: z.array(z.string()),
  payload: z.object({
    payment: z.object({ entity: razorpayPaymentSchema }),
    order: z.object({ entity: razorpayOrderSchema }).optional(),
  }),
  created_at: z.number(),
});
const deliverySchema = z.object({
  event_id: z.string().startsWith('evt_'),
  event: z.string(),
  status: z.number().nullable(),
});

describe('the local Razorpay stand-in', () => {
  const standIn = useStandInSuite();

  /** What the checkout page's buttons do. */
  const checkout = (orderId: string, outcome: CheckoutOutcome, keyId?: string) =>
    standIn.checkout({ order_id: orderId }, outcome, keyId);

  it('has local test keys: an rzp_test_ key id and random secrets', () => {
    expect(standIn.razorpay.keyId).toMatch(/^rzp_test_[0-9A-Za-z]{14}$/);
    expect(standIn.razorpay.keySecret).toMatch(/^[0-9A-Za-z]{24}$/);
    expect(standIn.razorpay.webhookSecret).toMatch(/^[0-9A-Za-z]{32}$/);
  });

  it('creates and fetches an order through the razorpay SDK, in Razorpay’s shape', async () => {
    const created = razorpayOrderSchema.parse(
      await standIn.sdk.orders.create({
        amount: 19900,
        currency: 'INR',
        receipt: 'rcpt_user1_0001',
        notes: { package_id: 'pack_100' },
      }),
    );

    expect(created).toMatchObject({
      entity: 'order',
      amount: 19900,
      amount_paid: 0,
      amount_due: 19900,
      currency: 'INR',
      receipt: 'rcpt_user1_0001',
      status: 'created',
      attempts: 0,
      notes: { package_id: 'pack_100' },
    });
    expect(created.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(Math.abs(created.created_at - Date.now() / 1000)).toBeLessThan(5);
    expect(await standIn.sdk.orders.fetch(created.id)).toEqual(created);
  });

  it('writes empty notes as [] like Razorpay', async () => {
    const created = razorpayOrderSchema.parse(
      await standIn.sdk.orders.create({ amount: 100, currency: 'INR' }),
    );
    expect(created.notes).toEqual([]);
    expect(created.receipt).toBeNull();
  });

  it('refuses an order the product would never send with a 400 and Razorpay’s error', async () => {
    const error = await sdkError(standIn.sdk.orders.create({ amount: 99, currency: 'INR' }));
    expect(error).toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' },
    });
  });

  it('answers 401 with Razorpay’s error to a wrong key secret or no credentials', async () => {
    const wrong = sdkFor(standIn.apiUrl, standIn.razorpay.keyId, 'not-the-secret');
    const error = await sdkError(wrong.orders.create({ amount: 100, currency: 'INR' }));
    expect(error).toMatchObject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR' } });

    const anonymous = await fetch(`${standIn.url}/_local/razorpay/v1/orders/order_x`);
    expect(anonymous.status).toBe(401);
    expect(errorSchema.parse(await anonymous.json()).error.description).toBe(
      'Authentication failed',
    );
  });

  it('answers an unknown order id like Razorpay: 400, the id does not exist', async () => {
    const error = await sdkError(standIn.sdk.orders.fetch('order_0000000000000X'));
    expect(error).toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    });
  });

  it('pays an order from the checkout page, signed as Razorpay signs it', async () => {
    const order = razorpayOrderSchema.parse(
      await standIn.sdk.orders.create({ amount: 49900, currency: 'INR' }),
    );

    const { status, body } = await checkout(order.id, 'captured');

    expect(status).toBe(200);
    const success = orderCheckoutSuccessSchema.parse(body);
    expect(success.razorpay_order_id).toBe(order.id);
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: success.razorpay_payment_id },
        success.razorpay_signature,
        standIn.razorpay.keySecret,
      ),
    ).toBe(true);
    expect(
      validatePaymentVerification(
        { order_id: order.id, payment_id: success.razorpay_payment_id },
        success.razorpay_signature,
        'another-secret',
      ),
    ).toBe(false);
    expect(await standIn.sdk.orders.fetch(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 49900,
      amount_due: 0,
      attempts: 1,
    });
    const payment = razorpayPaymentSchema.parse(
      await standIn.sdk.payments.fetch(success.razorpay_payment_id),
    );
    expect(payment).toMatchObject({
      entity: 'payment',
      amount: 49900,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'upi',
    });
    expect(await standIn.sdk.orders.fetch(order.id)).toMatchObject({ status: 'paid' });
  });

  it('refuses to pay an order twice', async () => {
    const order = razorpayOrderSchema.parse(
      await standIn.sdk.orders.create({ amount: 19900, currency: 'INR' }),
    );
    await checkout(order.id, 'captured');

    const again = await checkout(order.id, 'captured');

    expect(again.status).toBe(400);
    expect(errorSchema.parse(again.body).error.description).toBe(
      'This order has already been paid',
    );
    expect(standIn.razorpay.payments().filter((item) => item.order_id === order.id)).toHaveLength(
      1,
    );
  });

  it('fails a payment on request: a failed payment, an attempted order, and Checkout’s error', async () => {
    const order = razorpayOrderSchema.parse(
      await standIn.sdk.orders.create({ amount: 19900, currency: 'INR' }),
    );

    const { status, body } = await checkout(order.id, 'failed');

    expect(status).toBe(400);
    const { error } = failedSchema.parse(body);
    expect(error).toMatchObject({ reason: 'payment_failed', metadata: { order_id: order.id } });
    expect(await standIn.sdk.payments.fetch(error.metadata.payment_id)).toMatchObject({
      status: 'failed',
      captured: false,
      error_code: 'BAD_REQUEST_ERROR',
    });
    expect(await standIn.sdk.orders.fetch(order.id)).toMatchObject({
      status: 'attempted',
      attempts: 1,
      amount_paid: 0,
    });
    // The customer may still pay after a failed attempt.
    expect((await checkout(order.id, 'captured')).status).toBe(200);
  });

  it('refuses a checkout with another key id or an unknown order', async () => {
    const order = razorpayOrderSchema.parse(
      await standIn.sdk.orders.create({ amount: 19900, currency: 'INR' }),
    );
    expect((await checkout(order.id, 'captured', 'rzp_test_someoneelse00')).status).toBe(401);
    expect((await checkout('order_0000000000000X', 'captured')).status).toBe(400);
    expect(await standIn.sdk.orders.fetch(order.id)).toMatchObject({ status: 'created' });
  });

  it('sends signed payment.captured and order.paid webhooks after a payment', async () => {
    const order = razorpayOrderSchema.parse(
      await standIn.sdk.orders.create({ amount: 99900, currency: 'INR' }),
    );
    const success = orderCheckoutSuccessSchema.parse((await checkout(order.id, 'captured')).body);

    await standIn.razorpay.webhooksDelivered();
    const received = standIn.received;

    const events = received.map((webhook) => {
      expect(
        validateWebhookSignature(webhook.body, webhook.signature, standIn.razorpay.webhookSecret),
      ).toBe(true);
      return { ...eventBodySchema.parse(JSON.parse(webhook.body)), eventId: webhook.eventId };
    });
    expect(events.map((event) => [event.event, event.contains])).toEqual([
      ['payment.captured', ['payment']],
      ['order.paid', ['payment', 'order']],
    ]);
    expect(events[0]?.payload.payment.entity).toMatchObject({
      id: success.razorpay_payment_id,
      order_id: order.id,
      status: 'captured',
      amount: 99900,
    });
    expect(events[1]?.payload.order?.entity).toMatchObject({ id: order.id, status: 'paid' });
    expect(events[0]?.eventId).toMatch(/^evt_/);
    expect(events[0]?.eventId).not.toBe(events[1]?.eventId);
    expect(
      validateWebhookSignature(received[0]?.body ?? '', received[0]?.signature ?? '', 'wrong'),
    ).toBe(false);
  });

  it('sends a payment.failed webhook after a failed payment', async () => {
    const order = razorpayOrderSchema.parse(
      await standIn.sdk.orders.create({ amount: 19900, currency: 'INR' }),
    );
    await checkout(order.id, 'failed');

    await standIn.razorpay.webhooksDelivered();
    const [webhook] = standIn.received;

    expect(eventBodySchema.parse(JSON.parse(webhook?.body ?? '')).event).toBe('payment.failed');
  });

  it('resends an event with the same event id and body', async () => {
    const order = razorpayOrderSchema.parse(
      await standIn.sdk.orders.create({ amount: 19900, currency: 'INR' }),
    );
    await checkout(order.id, 'captured');
    await standIn.razorpay.webhooksDelivered();
    const [first] = standIn.received;

    const again = await postJson(`${standIn.url}/_local/razorpay/control/webhook`, {
      event_id: first?.eventId,
    });

    expect(deliverySchema.parse(again.body)).toEqual({
      event_id: first?.eventId,
      event: 'payment.captured',
      status: 200,
    });
    expect(standIn.received.slice(2).map((webhook) => webhook.body)).toEqual([first?.body]);
    expect(
      standIn.razorpay.events().find((event) => event.id === first?.eventId)?.deliveries,
    ).toHaveLength(2);
  });

  it('refuses control requests another site’s page posts', async () => {
    const { status } = await postJson(
      `${standIn.url}/_local/razorpay/control/webhook`,
      { event_id: 'evt_x' },
      { origin: 'https://evil.example' },
    );
    expect(status).toBe(403);
  });

  describe('checkout page', () => {
    it('shows the merchant, the amount in rupees, test mode, and Pay, Fail and Close buttons', async () => {
      const order = razorpayOrderSchema.parse(
        await standIn.sdk.orders.create({ amount: 229950, currency: 'INR' }),
      );
      const query = new URLSearchParams({
        key_id: standIn.razorpay.keyId,
        order_id: order.id,
        name: 'Sitewright <Credits>',
        description: 'Starter Pack',
        origin: 'http://localhost:8080',
      });

      const response = await fetch(`${standIn.url}/_local/razorpay/checkout?${query}`);
      const html = await response.text();

      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(html).toContain('Sitewright &#60;Credits&#62;');
      expect(html).toContain('Starter Pack');
      expect(html).toContain('Test mode — local checkout');
      expect(html).toContain('>Pay ₹2,299.50</button>');
      expect(html).toContain('>Fail payment</button>');
      expect(html).toContain('aria-label="Close"');
      expect(html).toContain('"parent_origin":"http://localhost:8080"');
    });

    it('says why it cannot take a payment for a wrong key or a paid order, with no Pay button', async () => {
      const order = razorpayOrderSchema.parse(
        await standIn.sdk.orders.create({ amount: 19900, currency: 'INR' }),
      );
      await checkout(order.id, 'captured');
      const page = (query: Record<string, string>) =>
        fetch(`${standIn.url}/_local/razorpay/checkout?${new URLSearchParams(query)}`);

      const paid = await page({ key_id: standIn.razorpay.keyId, order_id: order.id });
      const wrongKey = await page({ key_id: 'rzp_test_other', order_id: order.id });

      expect(paid.status).toBe(400);
      const paidHtml = await paid.text();
      expect(paidHtml).toContain('This order has already been paid');
      expect(paidHtml).not.toContain('Pay ₹');
      expect(await wrongKey.text()).toContain('The api key provided is invalid');
    });
  });
});

describe('the local Razorpay stand-in with a data folder', () => {
  const folders: string[] = [];
  const newFolder = async () => {
    const folder = await mkdtemp(join(tmpdir(), 'local-razorpay-'));
    folders.push(folder);
    return folder;
  };

  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  /** The stand-in keeping its state in `folder`, with the real SDK on its keys. */
  async function start(folder: string) {
    const standIn = await startStandIn({ dataDir: folder });
    const { apiUrl, razorpay } = standIn;
    return { standIn, sdk: sdkFor(apiUrl, razorpay.keyId, razorpay.keySecret) };
  }

  /** A ₹199 order, paid at the stand-in's checkout. */
  async function paidOrder({ standIn, sdk }: Awaited<ReturnType<typeof start>>) {
    const order = razorpayOrderSchema.parse(
      await sdk.orders.create({ amount: 19900, currency: 'INR' }),
    );
    const checkout = await payAtLocalCheckout(standIn, {
      key_id: standIn.razorpay.keyId,
      order_id: order.id,
      outcome: 'captured',
    });
    return { order, paid: orderCheckoutSuccessSchema.parse(checkout.body) };
  }

  it('delivers the webhooks it had queued after a restart, retrying those not accepted', async () => {
    const dataDir = await newFolder();
    const receiver = await startWebhookReceiver();
    // Stopped (as if killed) before the payment's webhooks were due.
    const first = await startStandIn({ dataDir, webhookDelayMs: 1000 });
    const { paid } = await paidOrder({
      standIn: first,
      sdk: sdkFor(first.apiUrl, first.razorpay.keyId, first.razorpay.keySecret),
    });
    await first.close();

    // Restarted while the product cannot take them yet: the first try fails, a retry delivers.
    let reachable = false;
    const second = await startStandIn({
      dataDir,
      webhookUrl: () => (reachable ? receiver.url : undefined),
      webhookRetryDelaysMs: [200],
    });
    try {
      second.razorpay.startWebhooks();
      await second.razorpay.webhooksDelivered();
      expect(receiver.received).toEqual([]);
      reachable = true;
      await expect.poll(() => receiver.received.length, { timeout: 5000 }).toBe(2);
      const events = receiver.received.map((webhook) =>
        eventBodySchema.parse(JSON.parse(webhook.body)),
      );
      expect(events.map((event) => event.event)).toEqual(['payment.captured', 'order.paid']);
      expect(events[0]?.payload.payment.entity).toMatchObject({ id: paid.razorpay_payment_id });
      // Each event keeps its id on every try, so the product credits the order once.
      const [captured] = second.razorpay.events();
      expect(captured?.deliveries.map((delivery) => delivery.status)).toEqual([null, 200]);
    } finally {
      await second.close();
      await receiver.close();
    }
  });

  it('keeps its keys, orders, payments, refunds, plans and subscriptions across a restart', async () => {
    const dataDir = await newFolder();
    const first = await start(dataDir);
    const { keyId, keySecret, webhookSecret, planIds } = first.standIn.razorpay;
    const { order, paid } = await paidOrder(first);
    const refund = razorpayRefundSchema.parse(
      await first.sdk.payments.refund(paid.razorpay_payment_id, { notes: {} }),
    );
    const subscription = razorpaySubscriptionSchema.parse(
      await first.sdk.subscriptions.create({ plan_id: planIds.starter, total_count: 3 }),
    );
    await first.standIn.close();

    const second = await start(dataDir);
    try {
      const { razorpay } = second.standIn;
      expect([razorpay.keyId, razorpay.keySecret, razorpay.webhookSecret]).toEqual([
        keyId,
        keySecret,
        webhookSecret,
      ]);
      expect(await second.sdk.orders.fetch(order.id)).toMatchObject({ status: 'paid' });
      expect(await second.sdk.payments.fetch(paid.razorpay_payment_id)).toMatchObject({
        status: 'refunded',
      });
      expect(razorpay.refunds()).toEqual([refund]);
      expect(razorpay.planIds).toEqual(planIds);
      expect(razorpay.plans()).toHaveLength(3);
      expect(await second.sdk.subscriptions.fetch(subscription.id)).toEqual(subscription);
    } finally {
      await second.standIn.close();
    }
  });

  it('makes new keys for another data folder', async () => {
    const first = await startStandIn({ dataDir: await newFolder() });
    const second = await startStandIn({ dataDir: await newFolder() });
    try {
      expect(second.razorpay.keyId).not.toBe(first.razorpay.keyId);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('makes a new plan when the catalogue price changed', async () => {
    const folder = await newFolder();
    const first = await startStandIn({ dataDir: folder });
    const { pro, starter } = first.razorpay.planIds;
    await first.close();
    const file = join(folder, STATE_FILE);
    const state = z
      .object({ plans: z.array(razorpayPlanSchema) })
      .passthrough()
      .parse(JSON.parse(await readFile(file, 'utf8')));
    const plans = state.plans.map((plan) =>
      plan.id === pro ? { ...plan, item: { ...plan.item, amount: 1 } } : plan,
    );
    await writeFile(file, JSON.stringify({ ...state, plans }));

    const second = await startStandIn({ dataDir: folder });
    try {
      expect(second.razorpay.planIds.pro).not.toBe(pro);
      expect(second.razorpay.planIds.starter).toBe(starter);
    } finally {
      await second.close();
    }
  });

  it('loads a state file from before subscriptions and refunds, and refunds its payments', async () => {
    const folder = await newFolder();
    const first = await start(folder);
    const { keyId } = first.standIn.razorpay;
    const { paid } = await paidOrder(first);
    await first.standIn.close();
    const file = join(folder, STATE_FILE);
    const { keys, orders, payments } = z
      .object({ keys: z.unknown(), orders: z.array(z.unknown()), payments: z.array(z.unknown()) })
      .parse(JSON.parse(await readFile(file, 'utf8')));
    const oldEvent = { id: 'evt_0000000000000X', event: 'payment.captured', created_at: 1 };
    const events = [{ ...oldEvent, payment_id: paid.razorpay_payment_id, deliveries: [] }];
    await writeFile(file, JSON.stringify({ keys, orders, payments, events }));

    const second = await start(folder);
    try {
      const { razorpay } = second.standIn;
      expect(razorpay.keyId).toBe(keyId);
      expect(razorpay.plans()).toHaveLength(3);
      expect(razorpay.subscriptions()).toEqual([]);
      expect(razorpay.events()).toMatchObject([{ subscription_id: null }]);
      expect(razorpay.refunds()).toEqual([]);
      expect(
        await second.sdk.payments.refund(paid.razorpay_payment_id, { notes: {} }),
      ).toMatchObject({ amount: 19900 });
    } finally {
      await second.standIn.close();
    }
  });
});
