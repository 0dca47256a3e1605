import { describe, expect, it } from 'vitest';
import { MESSAGE_SOURCE, parseCheckoutMessage } from './checkout-messages';

const success = {
  razorpay_payment_id: 'pay_29QQoUBi66xm2f',
  razorpay_order_id: 'order_9A33XWu170gUtm',
  razorpay_signature: 'a'.repeat(64),
};
const error = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
  metadata: { order_id: 'order_9A33XWu170gUtm', payment_id: 'pay_29QQoUBi66xm2f' },
};

describe('the checkout frame’s messages', () => {
  it('reads a success with exactly Checkout’s three fields', () => {
    const message = parseCheckoutMessage({
      source: MESSAGE_SOURCE,
      type: 'payment.success',
      response: { ...success, extra: 'dropped' },
    });
    expect(message).toEqual({ source: MESSAGE_SOURCE, type: 'payment.success', response: success });
  });

  it('reads a subscription’s success with its subscription id instead of an order id', () => {
    const subscribed = {
      razorpay_payment_id: 'pay_29QQoUBi66xm2f',
      razorpay_subscription_id: 'sub_00000000000001',
      razorpay_signature: 'b'.repeat(64),
    };
    const message = parseCheckoutMessage({
      source: MESSAGE_SOURCE,
      type: 'payment.success',
      response: subscribed,
    });
    expect(message).toEqual({
      source: MESSAGE_SOURCE,
      type: 'payment.success',
      response: subscribed,
    });
  });

  it('reads a failure with Razorpay’s error and its order and payment ids', () => {
    expect(parseCheckoutMessage({ source: MESSAGE_SOURCE, type: 'payment.failed', error })).toEqual(
      { source: MESSAGE_SOURCE, type: 'payment.failed', error },
    );
  });

  it.each([
    ['another source', { source: 'somebody-else', type: 'dismiss' }],
    ['no source', { type: 'payment.success', response: success }],
    [
      'a success without its signature',
      {
        source: MESSAGE_SOURCE,
        type: 'payment.success',
        response: { ...success, razorpay_signature: undefined },
      },
    ],
    [
      'a failure without a description',
      { source: MESSAGE_SOURCE, type: 'payment.failed', error: { ...error, description: 1 } },
    ],
    ['an unknown type', { source: MESSAGE_SOURCE, type: 'payment.refunded' }],
    ['a string', 'payment.success'],
  ])('ignores %s', (_name, data) => {
    expect(parseCheckoutMessage(data)).toBeUndefined();
  });
});
