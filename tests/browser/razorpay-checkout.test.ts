import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHROMIUM_FLAGS, findChromium } from '../../testing/browser/system-chromium';
import {
  razorpayOrderSchema,
  razorpaySubscriptionSchema,
} from '../../tools/local-cloud/razorpay/razorpay-entities';
import { sdkFor, startStandIn } from '../../testing/cloud/razorpay-stand-in-server';
import { newContext, newPage } from '../../testing/browser/chromium';

const chromiumPath = findChromium();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** A merchant's page that loads the stand-in's checkout.js, as the credits page does. */
const SHOP_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>
<script src="/_local/razorpay/checkout.js"></script></head><body><h1>Shop</h1></body></html>`;

const FRAME = 'iframe[title="Razorpay Checkout (local test mode)"]';

const recordedSchema = z.array(
  z.union([
    z.tuple([
      z.literal('paid'),
      z.object({
        razorpay_payment_id: z.string(),
        razorpay_order_id: z.string(),
        razorpay_signature: z.string(),
      }),
    ]),
    z.tuple([
      z.literal('subscribed'),
      z.strictObject({
        razorpay_payment_id: z.string(),
        razorpay_subscription_id: z.string(),
        razorpay_signature: z.string(),
      }),
    ]),
    z.tuple([
      z.literal('failed'),
      z.object({
        error: z.object({
          code: z.string(),
          description: z.string(),
          source: z.string(),
          step: z.string(),
          reason: z.string(),
          metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
        }),
      }),
    ]),
    z.tuple([z.literal('dismissed')]),
  ]),
);

describe.runIf(chromiumPath)('the local Razorpay Checkout in headless Chromium', () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let browser: Browser;

  beforeAll(async () => {
    standIn = await startStandIn({}, (request, response, url) => {
      if (url.pathname !== '/shop') return false;
      request.resume();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHOP_PAGE);
      return true;
    });
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  });

  afterAll(async () => {
    await browser?.close();
    await standIn?.close();
  });

  async function newOrder(amount: number) {
    const { keyId, keySecret } = standIn.razorpay;
    return razorpayOrderSchema.parse(
      await sdkFor(standIn.apiUrl, keyId, keySecret).orders.create({ amount, currency: 'INR' }),
    );
  }

  async function newSubscription() {
    const { keyId, keySecret, planIds } = standIn.razorpay;
    return razorpaySubscriptionSchema.parse(
      await sdkFor(standIn.apiUrl, keyId, keySecret).subscriptions.create({
        plan_id: planIds.starter,
        total_count: 12,
      }),
    );
  }

  /** Opens Checkout for the order (or subscription) on the shop page, recording what it reports. */
  async function openCheckout(orderId: string): Promise<Page>;
  async function openCheckout(id: { subscriptionId: string }): Promise<Page>;
  async function openCheckout(id: string | { subscriptionId: string }): Promise<Page> {
    const page = await newPage(browser);
    await page.goto(`${standIn.url}/shop`);
    const common = {
      key: standIn.razorpay.keyId,
      name: 'Sitewright',
      prefill: { name: 'Asha', email: 'asha@example.com', contact: '+919876543210' },
      theme: { color: '#4f46e5' },
    };
    // As the product opens them: an order with its amount, a subscription with none.
    const options =
      typeof id === 'string'
        ? { ...common, amount: 0, currency: 'INR', order_id: id, description: 'Starter Pack' }
        : { ...common, subscription_id: id.subscriptionId, description: 'Starter plan' };
    const outcome = typeof id === 'string' ? 'paid' : 'subscribed';
    await page.evaluate(`
      window.recorded = [];
      const checkout = new window.Razorpay({
        ...${JSON.stringify(options)},
        handler: (response) => window.recorded.push(['${outcome}', response]),
        modal: { ondismiss: () => window.recorded.push(['dismissed']) },
      });
      checkout.on('payment.failed', (response) => window.recorded.push(['failed', response]));
      checkout.open();
    `);
    return page;
  }

  async function recorded(page: Page) {
    return recordedSchema.parse(await page.evaluate('window.recorded'));
  }

  // Paying and closing are the credits and subscriptions browser tests' (tests/browser), through the app.

  it('fails a subscription’s payment: payment.failed, and the subscription stays created', async () => {
    const subscription = await newSubscription();
    const page = await openCheckout({ subscriptionId: subscription.id });
    const frame = page.frameLocator(FRAME);

    await frame.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForFunction('window.recorded.length > 0');

    expect((await recorded(page)).map(([name]) => name)).toEqual(['failed']);
    expect(await frame.getByRole('status').textContent()).toContain('Payment failed');
    expect(standIn.razorpay.subscriptions().find((s) => s.id === subscription.id)).toMatchObject({
      status: 'created',
    });
    await page.close();
  });

  it('fails: payment.failed with Razorpay’s error, the form stays open, and closing it dismisses', async () => {
    const order = await newOrder(49900);
    const page = await openCheckout(order.id);
    const frame = page.frameLocator(FRAME);

    await frame.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForFunction('window.recorded.length > 0');
    const [failed] = await recorded(page);

    expect(failed?.[0]).toBe('failed');
    if (failed?.[0] !== 'failed') return;
    expect(failed[1].error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_failed',
      metadata: { order_id: order.id },
    });
    expect(await frame.getByRole('status').textContent()).toContain('Payment failed');
    expect(await page.locator(FRAME).count()).toBe(1);

    await frame.getByRole('button', { name: 'Close' }).click();
    await page.waitForFunction('window.recorded.length > 1');
    expect((await recorded(page)).map(([name]) => name)).toEqual(['failed', 'dismissed']);
    expect(await page.locator(FRAME).count()).toBe(0);
    expect(standIn.razorpay.payments().filter((p) => p.order_id === order.id)).toMatchObject([
      { status: 'failed' },
    ]);
    await page.close();
  });

  it('ignores a success message that does not come from its checkout frame', async () => {
    const order = await newOrder(19900);
    const page = await openCheckout(order.id);
    await page.frameLocator(FRAME).getByText('Test mode — local checkout').waitFor();

    await page.evaluate(`window.postMessage({
      source: 'sitewright-local-razorpay-checkout',
      type: 'payment.success',
      response: { razorpay_payment_id: 'pay_forged', razorpay_order_id: '${order.id}', razorpay_signature: 'x' },
    }, '*')`);
    await page.waitForTimeout(200);

    expect(await recorded(page)).toEqual([]);
    expect(await page.locator(FRAME).count()).toBe(1);
    await page.close();
  });

  it.each(['order', 'subscription'] as const)(
    'has a checkout form for an %s axe-core finds no accessibility violations in',
    async (kind) => {
      const purchase: Record<string, string> =
        kind === 'order'
          ? { order_id: (await newOrder(19900)).id }
          : { subscription_id: (await newSubscription()).id };
      // The page's CSP allows its own script only; axe is injected for the check.
      const context = await newContext(browser, { bypassCSP: true });
      const page = await context.newPage();
      await page.goto(
        `${standIn.url}/_local/razorpay/checkout?${new URLSearchParams({
          key_id: standIn.razorpay.keyId,
          ...purchase,
          name: 'Sitewright',
          description: 'Starter Pack',
        })}`,
      );
      await page.addScriptTag({ path: axePath });

      const violations = await page.evaluate(
        'axe.run().then((result) => result.violations.map((violation) => violation.id))',
      );

      expect(violations).toEqual([]);
      await context.close();
    },
  );

  it('refuses options without a key, as Checkout does', async () => {
    const page = await newPage(browser);
    await page.goto(`${standIn.url}/shop`);

    const message = await page.evaluate(
      `(() => { try { new window.Razorpay({}); return 'created'; } catch (e) { return e.message; } })()`,
    );

    expect(message).toBe('No key passed');
    await page.close();
  });
});
