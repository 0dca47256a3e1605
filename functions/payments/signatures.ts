import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's signatures: the hex HMAC-SHA256 of the signed data with a secret. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares in constant time, so a forger learns nothing from how long a refusal took. */
function sameSignature(expectedHex: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Checkout's success signature: `order_id|payment_id` signed with the API key secret. */
export function isCheckoutSignatureValid(
  payment: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  const expected = hmacSha256Hex(keySecret, `${payment.orderId}|${payment.paymentId}`);
  return sameSignature(expected, payment.signature);
}

/**
 * Checkout's success for a subscription's payment: `payment_id|subscription_id` (the payment id
 * first, the other way round from orders) signed with the API key secret.
 */
export function isSubscriptionSignatureValid(
  payment: { subscriptionId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean {
  const expected = hmacSha256Hex(keySecret, `${payment.paymentId}|${payment.subscriptionId}`);
  return sameSignature(expected, payment.signature);
}

/** A webhook's `X-Razorpay-Signature`: the raw body, exactly as sent, signed with the webhook secret. */
export function isWebhookSignatureValid(
  rawBody: Buffer,
  signature: string | undefined,
  webhookSecret: string,
): boolean {
  return sameSignature(hmacSha256Hex(webhookSecret, rawBody), signature);
}
