/**
 * What the local checkout page (in its frame) tells the stand-in's `checkout.js` (in the app's
 * page), by postMessage: the contract between the two browser scripts. No Node imports here:
 * both scripts are bundled for the browser.
 */

/**
 * Checkout's success response, the one `options.handler` receives: for an order, or for a
 * subscription's first payment.
 */
export type CheckoutSuccess =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string };

/** The `error` of Checkout's `payment.failed` event. */
export interface CheckoutError {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id?: string; payment_id?: string };
}

export const MESSAGE_SOURCE = 'sitewright-local-razorpay-checkout';

export type CheckoutMessage =
  | { source: typeof MESSAGE_SOURCE; type: 'payment.success'; response: CheckoutSuccess }
  | { source: typeof MESSAGE_SOURCE; type: 'payment.failed'; error: CheckoutError }
  | { source: typeof MESSAGE_SOURCE; type: 'dismiss' };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function hasStrings<K extends string>(
  value: unknown,
  keys: readonly K[],
): value is Record<string, unknown> & Record<K, string> {
  return isRecord(value) && keys.every((key) => typeof value[key] === 'string');
}

/** Checkout's success response, from whatever crossed a boundary. */
export function parseCheckoutSuccess(value: unknown): CheckoutSuccess | undefined {
  if (!hasStrings(value, ['razorpay_payment_id', 'razorpay_signature'])) return undefined;
  const { razorpay_payment_id, razorpay_signature } = value;
  if (hasStrings(value, ['razorpay_subscription_id'])) {
    const { razorpay_subscription_id } = value;
    return { razorpay_payment_id, razorpay_subscription_id, razorpay_signature };
  }
  if (hasStrings(value, ['razorpay_order_id'])) {
    const { razorpay_order_id } = value;
    return { razorpay_payment_id, razorpay_order_id, razorpay_signature };
  }
  return undefined;
}

/** A `payment.failed` error, from whatever crossed a boundary. */
export function parseCheckoutError(value: unknown): CheckoutError | undefined {
  if (!hasStrings(value, ['code', 'description', 'source', 'step', 'reason'])) return undefined;
  const metadata = isRecord(value.metadata) ? value.metadata : {};
  const { code, description, source, step, reason } = value;
  return {
    code,
    description,
    source,
    step,
    reason,
    metadata: {
      ...(typeof metadata.order_id === 'string' ? { order_id: metadata.order_id } : {}),
      ...(typeof metadata.payment_id === 'string' ? { payment_id: metadata.payment_id } : {}),
    },
  };
}

/** Checks a message that crossed from the frame, as any postMessage receiver must. */
export function parseCheckoutMessage(data: unknown): CheckoutMessage | undefined {
  if (!isRecord(data) || data.source !== MESSAGE_SOURCE) return undefined;
  if (data.type === 'dismiss') return { source: MESSAGE_SOURCE, type: 'dismiss' };
  if (data.type === 'payment.success') {
    const response = parseCheckoutSuccess(data.response);
    return response && { source: MESSAGE_SOURCE, type: 'payment.success', response };
  }
  if (data.type === 'payment.failed') {
    const error = parseCheckoutError(data.error);
    return error && { source: MESSAGE_SOURCE, type: 'payment.failed', error };
  }
  return undefined;
}
