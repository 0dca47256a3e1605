import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isCheckoutSignatureValid,
  isSubscriptionSignatureValid,
  isWebhookSignatureValid,
} from './signatures';

const keySecret = 'key-secret';
const webhookSecret = 'webhook-secret';

describe("Checkout's subscription signature", () => {
  const signed = createHmac('sha256', keySecret).update('pay_B2|sub_C3').digest('hex');
  const payment = { subscriptionId: 'sub_C3', paymentId: 'pay_B2', signature: signed };

  it('accepts payment_id|subscription_id signed with the key secret', () => {
    expect(isSubscriptionSignatureValid(payment, keySecret)).toBe(true);
  });

  it("refuses the orders' order (subscription first), another id or another secret", () => {
    const reversed = createHmac('sha256', keySecret).update('sub_C3|pay_B2').digest('hex');
    expect(isSubscriptionSignatureValid({ ...payment, signature: reversed }, keySecret)).toBe(
      false,
    );
    expect(isSubscriptionSignatureValid({ ...payment, paymentId: 'pay_B3' }, keySecret)).toBe(
      false,
    );
    expect(isSubscriptionSignatureValid(payment, 'another-secret')).toBe(false);
  });
});

describe("Checkout's payment signature", () => {
  // Razorpay's documented scheme, computed independently of the module under test.
  const signed = createHmac('sha256', keySecret).update('order_A1|pay_B2').digest('hex');

  it('accepts order_id|payment_id signed with the key secret, in either case', () => {
    const payment = { orderId: 'order_A1', paymentId: 'pay_B2', signature: signed };
    expect(isCheckoutSignatureValid(payment, keySecret)).toBe(true);
    expect(
      isCheckoutSignatureValid({ ...payment, signature: signed.toUpperCase() }, keySecret),
    ).toBe(true);
  });

  it.each([
    ['another payment id', { orderId: 'order_A1', paymentId: 'pay_B3', signature: signed }],
    ['another order id', { orderId: 'order_A2', paymentId: 'pay_B2', signature: signed }],
    [
      'a truncated signature',
      { orderId: 'order_A1', paymentId: 'pay_B2', signature: signed.slice(2) },
    ],
    ['no signature', { orderId: 'order_A1', paymentId: 'pay_B2', signature: '' }],
  ])('refuses %s', (_, payment) => {
    expect(isCheckoutSignatureValid(payment, keySecret)).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    const payment = { orderId: 'order_A1', paymentId: 'pay_B2', signature: signed };
    expect(isCheckoutSignatureValid(payment, 'other-secret')).toBe(false);
  });
});

describe("a webhook's signature", () => {
  const body = Buffer.from('{"event":"payment.captured","payload":{"note":"caf\u00e9"}}', 'utf8');
  const signed = createHmac('sha256', webhookSecret).update(body).digest('hex');

  it('covers the raw bytes exactly', () => {
    expect(isWebhookSignatureValid(body, signed, webhookSecret)).toBe(true);
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8')), null, 1));
    expect(isWebhookSignatureValid(reformatted, signed, webhookSecret)).toBe(false);
  });

  it('refuses a missing signature or the wrong secret', () => {
    expect(isWebhookSignatureValid(body, undefined, webhookSecret)).toBe(false);
    expect(isWebhookSignatureValid(body, signed, keySecret)).toBe(false);
  });
});
