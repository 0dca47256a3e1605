import { z } from 'zod';
import { CONTROL_TOKEN_HEADER } from '../../tools/local-cloud/gateway/control-token-names';
import { postJson } from './razorpay-webhook-receiver';

/** Checkout's signed success for an order, as the stand-in's Pay button hands it to the page. */
export const orderCheckoutSuccessSchema = z.strictObject({
  razorpay_payment_id: z.string().startsWith('pay_'),
  razorpay_order_id: z.string().startsWith('order_'),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Checkout's signed success for a subscription's first payment. */
export const subscriptionCheckoutSuccessSchema = z.strictObject({
  razorpay_payment_id: z.string().startsWith('pay_'),
  razorpay_subscription_id: z.string().startsWith('sub_'),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export type CheckoutOutcome = 'captured' | 'failed';

/** What is being paid: an order, or a subscription's first payment. */
export type CheckoutPurchase = { order_id: string } | { subscription_id: string };

export type CheckoutPayment = CheckoutPurchase & {
  key_id: string;
  outcome: CheckoutOutcome;
  /** How the payer pays; UPI unless said (Razorpay updates only card-paid subscriptions). */
  method?: 'card' | 'upi';
};

/**
 * What the stand-in's checkout page posts when its Pay or Fail button is pressed, with the control
 * token the page is given, on whatever serves the stand-in: its own test server or the local
 * cloud's gateway.
 */
export function payAtLocalCheckout(
  server: { url: string; controlToken: string },
  payment: CheckoutPayment,
) {
  return postJson(`${server.url}/_local/razorpay/checkout/payments`, payment, {
    [CONTROL_TOKEN_HEADER]: server.controlToken,
  });
}
