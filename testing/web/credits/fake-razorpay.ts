import { fakePaymentSignature } from '../auth/fake-api-server';
import type {
  RazorpayCheckout,
  RazorpayCheckoutOptions,
  RazorpayConstructor,
} from '../../../web/src/lib/credits/razorpay-checkout';

/** One checkout the page opened, and what the payer can do in it. */
export interface FakeCheckout {
  readonly options: RazorpayCheckoutOptions;
  /** open() was called. */
  readonly opened: boolean;
  /**
   * Pays: the handler gets the order's or the subscription's ids, signed as the fake API server
   * expects unless a signature is given.
   */
  pay(signature?: string): void;
  /** The `payment.failed` event with the provider's description; the checkout stays open. */
  fail(description: string): void;
  /** Closes the checkout (its × button). */
  dismiss(): void;
}

/** A checkout the fake opened, with the options the page gave it. */
class RecordedCheckout implements FakeCheckout {
  opened = false;
  readonly failedCallbacks: ((response: unknown) => void)[] = [];

  constructor(
    readonly options: RazorpayCheckoutOptions,
    private readonly paymentId: string,
  ) {}

  pay(signature?: string) {
    const { options, paymentId } = this;
    if ('subscription_id' in options) {
      const subscriptionId = options.subscription_id;
      options.handler({
        razorpay_payment_id: paymentId,
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: signature ?? fakePaymentSignature(subscriptionId, paymentId),
      });
      return;
    }
    options.handler({
      razorpay_payment_id: paymentId,
      razorpay_order_id: options.order_id,
      razorpay_signature: signature ?? fakePaymentSignature(options.order_id, paymentId),
    });
  }

  fail(description: string) {
    const error = { code: 'BAD_REQUEST_ERROR', description, reason: 'payment_failed' };
    for (const callback of this.failedCallbacks) callback({ error });
  }

  dismiss() {
    this.options.modal.ondismiss();
  }
}

/**
 * A stand-in for Razorpay Checkout's `window.Razorpay` in component tests. Install it with
 * `vi.stubGlobal('Razorpay', fake.Razorpay)`; `fake.checkouts` lists what the page opened.
 */
export function createFakeRazorpay() {
  const checkouts: RecordedCheckout[] = [];

  class FakeRazorpay implements RazorpayCheckout {
    private readonly checkout: RecordedCheckout;

    constructor(options: RazorpayCheckoutOptions) {
      this.checkout = new RecordedCheckout(options, `pay_fake_${checkouts.length + 1}`);
      checkouts.push(this.checkout);
    }

    open() {
      this.checkout.opened = true;
    }

    on(_event: 'payment.failed', callback: (response: unknown) => void) {
      this.checkout.failedCallbacks.push(callback);
    }
  }

  const Razorpay: RazorpayConstructor = FakeRazorpay;
  return {
    Razorpay,
    checkouts: checkouts satisfies readonly FakeCheckout[],
    /** The checkout opened last; throws when there is none. */
    last(): FakeCheckout {
      const checkout = checkouts.at(-1);
      if (!checkout) throw new Error('No checkout was opened');
      return checkout;
    },
  };
}
