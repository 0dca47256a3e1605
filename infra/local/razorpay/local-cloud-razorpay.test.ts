import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appConfigSchema } from '../../../shared/app-config';
import { useLocalCloud } from '../../test/local-cloud-suite';
import { razorpayOrderSchema } from './razorpay-entities';
import { payAtLocalCheckout } from '../../test/razorpay-checkout';
import { sdkFor } from '../../test/razorpay-stand-in-server';

const cloud = useLocalCloud({ razorpayWebhookDelayMs: 0 });

describe('Razorpay in the local cloud', () => {
  it('tells the SPA to load the stand-in’s checkout.js, which the gateway serves', async () => {
    const config = appConfigSchema.parse(await (await fetch(`${cloud.url}/config.json`)).json());

    expect(config.payments.checkoutScriptUrl).toBe(`${cloud.url}/_local/razorpay/checkout.js`);
    const script = await fetch(config.payments.checkoutScriptUrl.replace('localhost', '127.0.0.1'));
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('Razorpay');
  });

  it('gives the functions the local test keys and the stand-in’s URL', () => {
    expect(process.env).toMatchObject({
      RAZORPAY_KEY_ID: cloud.razorpay.keyId,
      RAZORPAY_KEY_SECRET: cloud.razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: cloud.razorpay.webhookSecret,
      RAZORPAY_API_URL: `http://127.0.0.1:${cloud.gateway.port}/_local/razorpay`,
    });
    expect(cloud.razorpay.keyId).toMatch(/^rzp_test_/);
  });

  it('gives the functions the Razorpay plan of each paid catalogue plan', async () => {
    const planIds = z
      .record(z.string(), z.string())
      .parse(JSON.parse(process.env.RAZORPAY_PLAN_IDS ?? ''));
    const sdk = sdkFor(
      process.env.RAZORPAY_API_URL ?? '',
      process.env.RAZORPAY_KEY_ID ?? '',
      process.env.RAZORPAY_KEY_SECRET ?? '',
    );

    expect(planIds).toEqual(cloud.razorpay.planIds);
    expect(Object.keys(planIds).sort()).toEqual(['enterprise', 'pro', 'starter']);
    expect(await sdk.plans.fetch(planIds.pro ?? '')).toMatchObject({
      notes: { plan_id: 'pro' },
      item: { amount: 149900, currency: 'INR' },
    });
  });

  it('answers the SDK at RAZORPAY_API_URL with those keys', async () => {
    const sdk = sdkFor(
      process.env.RAZORPAY_API_URL ?? '',
      process.env.RAZORPAY_KEY_ID ?? '',
      process.env.RAZORPAY_KEY_SECRET ?? '',
    );

    const order = razorpayOrderSchema.parse(
      await sdk.orders.create({ amount: 19900, currency: 'INR', receipt: 'local-cloud' }),
    );

    expect(await sdk.orders.fetch(order.id)).toMatchObject({ id: order.id, status: 'created' });
  });

  it('sends the webhook events of a payment to the gateway’s /api/payments/webhook', async () => {
    const { keyId } = cloud.razorpay;
    const create = await fetch(`${process.env.RAZORPAY_API_URL}/v1/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${keyId}:${cloud.razorpay.keySecret}`).toString('base64')}`,
      },
      body: JSON.stringify({ amount: 19900, currency: 'INR' }),
    });
    const order = razorpayOrderSchema.parse(await create.json());

    const paid = await payAtLocalCheckout(cloud, {
      key_id: keyId,
      order_id: order.id,
      outcome: 'captured',
    });
    expect(paid.status).toBe(200);

    await expect
      .poll(() => cloud.razorpay.events().flatMap((event) => event.deliveries).length)
      .toBe(2);
    const answered = cloud.razorpay.events().map((event) => event.deliveries[0]?.status);
    // Reached the gateway (whatever the credits function made of it): never "not reached".
    expect(answered.every((status) => typeof status === 'number')).toBe(true);
  });

  it('answers the control state to this machine', async () => {
    const state = await fetch(
      `${cloud.url.replace('localhost', '127.0.0.1')}/_local/razorpay/control/state`,
    );
    expect(state.status).toBe(200);
    expect(await state.json()).toMatchObject({ key_id: cloud.razorpay.keyId });
  });
});
