import * as z from '../../../../shared/zod';

/**
 * The small part of Razorpay Checkout (checkout.js) this app uses. The local stand-in's script
 * defines the same `window.Razorpay`. Whatever the script hands back is parsed, not trusted.
 */
interface CheckoutCommon {
  key: string;
  description: string;
}

/** A one-off payment of an order the server created (a credit package). */
export interface OrderCheckoutTarget extends CheckoutCommon {
  order_id: string;
  /** In paise. */
  amount: number;
  currency: string;
}

/** The first payment of a subscription the server created; Razorpay charges its plan's price. */
export interface SubscriptionCheckoutTarget extends CheckoutCommon {
  subscription_id: string;
}

/** What the checkout takes payment for. */
export type CheckoutTarget = OrderCheckoutTarget | SubscriptionCheckoutTarget;

/** How the checkout looks, and who pays. */
export interface CheckoutLook {
  name: string;
  prefill: { name: string; email: string };
  theme: { color: string };
}

export type CheckoutRequest = CheckoutTarget & CheckoutLook;

export type RazorpayCheckoutOptions = CheckoutRequest & {
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
};

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (response: unknown) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayCheckoutOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const paidOrderSchema = z.object({
  razorpay_payment_id: z.string().check(z.minLength(1)),
  razorpay_order_id: z.string().check(z.minLength(1)),
  razorpay_signature: z.string().check(z.minLength(1)),
});

const paidSubscriptionSchema = z.object({
  razorpay_payment_id: z.string().check(z.minLength(1)),
  razorpay_subscription_id: z.string().check(z.minLength(1)),
  razorpay_signature: z.string().check(z.minLength(1)),
});

const failedSchema = z.object({
  error: z.optional(z.object({ description: z.optional(z.string()) })),
});

/** A successful payment as the checkout reports it, ready for the server to verify. */
export interface CheckoutPayment {
  paymentId: string;
  signature: string;
}

export interface CheckoutCallbacks {
  onPaid: (payment: CheckoutPayment | null) => void;
  /** The provider's description of the failure, when it gave one. */
  onFailed: (description: string | null) => void;
  onDismissed: () => void;
}

/**
 * The payment in the checkout's success response, when it is one for what the checkout was opened
 * with: an order's answer names the order, a subscription's names the subscription.
 */
function paymentOf(request: CheckoutRequest, response: unknown): CheckoutPayment | null {
  if ('subscription_id' in request) {
    const paid = paidSubscriptionSchema.safeParse(response);
    if (!paid.success || paid.data.razorpay_subscription_id !== request.subscription_id) {
      return null;
    }
    return { paymentId: paid.data.razorpay_payment_id, signature: paid.data.razorpay_signature };
  }
  const paid = paidOrderSchema.safeParse(response);
  if (!paid.success || paid.data.razorpay_order_id !== request.order_id) return null;
  return { paymentId: paid.data.razorpay_payment_id, signature: paid.data.razorpay_signature };
}

/**
 * Opens the checkout for an order or a subscription and reports what happens. `onPaid` gets null
 * when the script's answer is not a payment for it (it cannot be verified then). A dismissal
 * after a payment is not reported.
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  request: CheckoutRequest,
  callbacks: CheckoutCallbacks,
): void {
  let paid = false;
  const checkout = new Razorpay({
    ...request,
    handler: (response) => {
      paid = true;
      callbacks.onPaid(paymentOf(request, response));
    },
    modal: {
      ondismiss: () => {
        if (!paid) callbacks.onDismissed();
      },
    },
  });
  checkout.on('payment.failed', (response) => {
    const failure = failedSchema.safeParse(response);
    callbacks.onFailed((failure.success && failure.data.error?.description) || null);
  });
  checkout.open();
}

export class CheckoutScriptError extends Error {
  override readonly name = 'CheckoutScriptError';
}

/**
 * Loads the checkout script on first use and only once per page; a failed load is retried on the
 * next call. A page that already has `window.Razorpay` loads nothing.
 */
export function createCheckoutLoader(
  getWindow: () => Window = () => window,
): (scriptUrl: string) => Promise<RazorpayConstructor> {
  let pending: Promise<RazorpayConstructor> | null = null;
  return (scriptUrl) => {
    const target = getWindow();
    const ready = target.Razorpay;
    if (ready) return Promise.resolve(ready);
    pending ??= new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = target.document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.addEventListener('load', () => {
        const loaded = target.Razorpay;
        if (loaded) resolve(loaded);
        else reject(new CheckoutScriptError('The checkout script did not define Razorpay'));
      });
      script.addEventListener('error', () => {
        script.remove();
        reject(new CheckoutScriptError('The checkout script failed to load'));
      });
      target.document.head.append(script);
    }).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export const loadCheckout = createCheckoutLoader();
