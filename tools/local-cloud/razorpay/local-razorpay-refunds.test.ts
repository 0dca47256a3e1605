import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
  razorpaySubscriptionSchema,
} from './razorpay-entities';
import {
  subscriptionCheckoutSuccessSchema,
  type CheckoutOutcome,
} from '../../../testing/cloud/razorpay-checkout';
import { sdkError, useStandInSuite } from '../../../testing/cloud/razorpay-stand-in-suite';

const refundEventSchema = z.strictObject({
  entity: z.literal('event'),
  account_id: z.string().startsWith('acc_'),
  event: z.literal('refund.processed'),
  contains: z.tuple([z.literal('refund'), z.literal('payment')]),
  payload: z.strictObject({
    refund: z.object({ entity: razorpayRefundSchema }),
    payment: z.object({ entity: razorpayPaymentSchema }),
  }),
  created_at: z.number(),
});

describe('refunds in the local Razorpay stand-in', () => {
  const standIn = useStandInSuite();

  /** A payment of a new order for `amount` paise, captured or failed. */
  async function orderPayment(amount: number, outcome: CheckoutOutcome = 'captured') {
    const order = razorpayOrderSchema.parse(
      await standIn.sdk.orders.create({ amount, currency: 'INR' }),
    );
    await standIn.checkout({ order_id: order.id }, outcome);
    const payment = standIn.razorpay.payments().find((item) => item.order_id === order.id);
    if (!payment) throw new Error(`No payment for ${order.id}`);
    return payment;
  }

  async function fetchPayment(id: string) {
    return razorpayPaymentSchema.parse(await standIn.sdk.payments.fetch(id));
  }

  function refundEvents() {
    return standIn.received.map((webhook) => {
      expect(
        validateWebhookSignature(webhook.body, webhook.signature, standIn.razorpay.webhookSecret),
      ).toBe(true);
      return refundEventSchema.parse(JSON.parse(webhook.body));
    });
  }

  it('refunds a captured order payment in full, in Razorpay’s shape', async () => {
    const payment = await orderPayment(49900);
    await standIn.razorpay.webhooksDelivered();
    standIn.received.length = 0;

    const refund = razorpayRefundSchema.parse(
      await standIn.sdk.payments.refund(payment.id, { notes: { reason: 'Changed my mind' } }),
    );

    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      entity: 'refund',
      amount: 49900,
      currency: 'INR',
      payment_id: payment.id,
      notes: { reason: 'Changed my mind' },
      receipt: null,
      acquirer_data: { arn: null },
      created_at: expect.any(Number),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    });
    expect(await fetchPayment(payment.id)).toMatchObject({
      status: 'refunded',
      captured: true,
      amount_refunded: 49900,
      refund_status: 'full',
    });
    expect(standIn.razorpay.refunds()).toContainEqual(refund);
  });

  it('sends a signed refund.processed webhook with the refund and the refunded payment, the same when resent', async () => {
    const payment = await orderPayment(29900);
    await standIn.razorpay.webhooksDelivered();
    standIn.received.length = 0;

    const refund = razorpayRefundSchema.parse(
      await standIn.sdk.payments.refund(payment.id, { notes: {} }),
    );
    await standIn.razorpay.webhooksDelivered();

    const [event, ...others] = refundEvents();
    expect(others).toEqual([]);
    expect(event?.payload.refund.entity).toEqual(refund);
    expect(event?.payload.payment.entity).toMatchObject({
      id: payment.id,
      status: 'refunded',
      amount_refunded: 29900,
      refund_status: 'full',
    });

    const [first] = standIn.received;
    const resent = await standIn.razorpay.resendWebhook(first?.eventId ?? '');
    await standIn.razorpay.webhooksDelivered();

    expect(resent).toMatchObject({ event: 'refund.processed', status: 200 });
    expect(standIn.received[1]).toEqual(first);
  });

  it('refunds a subscription’s payment', async () => {
    const subscription = razorpaySubscriptionSchema.parse(
      await standIn.sdk.subscriptions.create({
        plan_id: standIn.razorpay.planIds.pro,
        total_count: 12,
      }),
    );
    const { razorpay_payment_id: paymentId } = subscriptionCheckoutSuccessSchema.parse(
      (await standIn.checkout({ subscription_id: subscription.id })).body,
    );
    const charged = await fetchPayment(paymentId);

    const refund = razorpayRefundSchema.parse(
      await standIn.sdk.payments.refund(paymentId, { notes: { reason: 'Cancelled' } }),
    );
    const afterRefund = await fetchPayment(paymentId);

    expect(charged.invoice_id).toMatch(/^inv_/);
    expect(refund.amount).toBe(charged.amount);
    expect(afterRefund).toMatchObject({
      status: 'refunded',
      amount_refunded: charged.amount,
      refund_status: 'full',
    });
  });

  it('refuses to refund a fully refunded payment again', async () => {
    const payment = await orderPayment(19900);
    await standIn.sdk.payments.refund(payment.id, { notes: {} });

    const refused = await sdkError(standIn.sdk.payments.refund(payment.id, { notes: {} }));

    expect(refused.statusCode).toBe(400);
    expect(refused.error.description).toBe('The payment has been fully refunded already');
    expect(
      standIn.razorpay.refunds().filter((refund) => refund.payment_id === payment.id),
    ).toHaveLength(1);
  });

  it('refuses to refund a failed payment: it was never captured', async () => {
    const payment = await orderPayment(19900, 'failed');

    const refused = await sdkError(standIn.sdk.payments.refund(payment.id, { notes: {} }));

    expect(refused.statusCode).toBe(400);
    expect(refused.error.description).toBe('The payment has not been captured');
  });

  it('answers an unknown payment id with Razorpay’s 400', async () => {
    const refused = await sdkError(
      standIn.sdk.payments.refund('pay_00000000000000', { notes: {} }),
    );

    expect(refused.statusCode).toBe(400);
    expect(refused.error.description).toBe('The id provided does not exist');
  });

  it('lists refunds in the control state', async () => {
    const payment = await orderPayment(39900);
    const refund = razorpayRefundSchema.parse(
      await standIn.sdk.payments.refund(payment.id, { notes: {} }),
    );

    const state = z
      .object({ refunds: z.array(razorpayRefundSchema) })
      .parse(await (await fetch(`${standIn.url}/_local/razorpay/control/state`)).json());

    expect(state.refunds).toContainEqual(refund);
  });
});
