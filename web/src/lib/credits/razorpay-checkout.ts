import { z } from 'zod';

/**
 * The small part of Razorpay Checkout (checkout.js) this app uses. The local stand-in's script
 * defines the same `window.Razorpay`. Whatever the script hands back is parsed, not trusted.
 */
export interface RazorpayCheckoutOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
}

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

const paidSchema = z.object({
  razorpay_payment_id: z.string().min(1),
  razorpay_order_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});

const failedSchema = z.object({
  error: z.object({ description: z.string().optional() }).optional(),
});

/** A successful payment as the checkout reports it, ready for verify-payment. */
export interface CheckoutPayment {
  orderId: string;
  paymentId: string;
  signature: string;
}

export interface CheckoutCallbacks {
  onPaid: (payment: CheckoutPayment | null) => void;
  /** The provider's description of the failure, when it gave one. */
  onFailed: (description: string | null) => void;
  onDismissed: () => void;
}

export type CheckoutRequest = Omit<RazorpayCheckoutOptions, 'handler' | 'modal'>;

/**
 * Opens the checkout and reports what happens. `onPaid` gets null when the script's answer is
 * not a payment (it cannot be verified then). A dismissal after a payment is not reported.
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
      const payment = paidSchema.safeParse(response);
      callbacks.onPaid(
        payment.success
          ? {
              orderId: payment.data.razorpay_order_id,
              paymentId: payment.data.razorpay_payment_id,
              signature: payment.data.razorpay_signature,
            }
          : null,
      );
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
