import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createOrderResponseSchema,
  creditSummaryResponseSchema,
  listTransactionsResponseSchema,
} from '../../../shared/api/credits-schemas';
import { findCreditPackage } from '../../../shared/catalogue';
import {
  orderCheckoutSuccessSchema,
  payAtLocalCheckout,
} from '../../../testing/cloud/razorpay-checkout';
import { callApi, signUpWithProfile } from '../../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';

/**
 * The whole payment flow on the local cloud as the browser drives it, against the Razorpay
 * stand-in (tools/local-cloud/razorpay/): an order through the SDK, Checkout's signed success, the verify
 * call, and the stand-in's webhooks (payment.captured and order.paid) landing on the same order.
 */

const cloud = useSharedCloud();

describe('buying credits through the local Razorpay stand-in', () => {
  it('credits the package once, whether verify or the webhooks arrive first', async () => {
    const user = await signUpWithProfile(cloud, `k-${randomUUID().slice(0, 8)}@example.com`);
    const pack = findCreditPackage('pack_300');
    const created = await callApi(cloud, 'POST', '/api/credits/create-order', {
      token: user.idToken,
      body: { package_id: 'pack_300' },
    });
    expect(created.status).toBe(200);
    const order = createOrderResponseSchema.parse(created.body);
    expect(order.amount).toBe(pack?.price);

    const paid = await payAtLocalCheckout(cloud, {
      key_id: order.key_id,
      order_id: order.order_id,
      outcome: 'captured',
    });
    expect(paid.status).toBe(200);
    const success = orderCheckoutSuccessSchema.parse(paid.body);
    const verified = await callApi(cloud, 'POST', '/api/credits/verify-payment', {
      token: user.idToken,
      body: {
        order_id: success.razorpay_order_id,
        payment_id: success.razorpay_payment_id,
        signature: success.razorpay_signature,
      },
    });

    expect(verified).toEqual({
      status: 200,
      body: { success: true, credits_added: 300, new_balance: 320 },
    });
    await expect
      .poll(async () =>
        (await cloud.razorpay.events())
          .filter((event) => event.payment_id === success.razorpay_payment_id)
          .flatMap((event) => event.deliveries.map((delivery) => delivery.status)),
      )
      .toEqual([200, 200]);
    const summary = await callApi(cloud, 'GET', '/api/credits/summary', { token: user.idToken });
    expect(creditSummaryResponseSchema.parse(summary.body).summary).toEqual({
      current_balance: 320,
      total_spent: 0,
      total_refunded: 0,
      total_purchased: 300,
    });
    const history = await callApi(cloud, 'GET', '/api/credits/transactions', {
      token: user.idToken,
    });
    const purchases = listTransactionsResponseSchema
      .parse(history.body)
      .transactions.filter((entry) => entry.type === 'purchase');
    expect(purchases).toEqual([
      expect.objectContaining({
        amount: 300,
        status: 'completed',
        operation: 'Creator Pack purchase',
      }),
    ]);
  });

  it('changes nothing when the payment fails at checkout', async () => {
    const user = await signUpWithProfile(cloud, `k-${randomUUID().slice(0, 8)}@example.com`);
    const created = await callApi(cloud, 'POST', '/api/credits/create-order', {
      token: user.idToken,
      body: { package_id: 'pack_100' },
    });
    const order = createOrderResponseSchema.parse(created.body);

    const failed = await payAtLocalCheckout(cloud, {
      key_id: order.key_id,
      order_id: order.order_id,
      outcome: 'failed',
    });

    expect(failed.status).toBe(400);
    await expect
      .poll(
        async () =>
          (await cloud.razorpay.events())
            .filter((event) => event.event === 'payment.failed')
            .flatMap((event) => event.deliveries).length,
      )
      .toBeGreaterThan(0);
    const summary = await callApi(cloud, 'GET', '/api/credits/summary', { token: user.idToken });
    expect(creditSummaryResponseSchema.parse(summary.body).summary.current_balance).toBe(20);
  });
});
