import { fakePaymentSignature } from '../../auth/testing/fake-api-server';
import type {
  RazorpayCheckout,
  RazorpayCheckoutOptions,
  RazorpayConstructor,
} from '../razorpay-checkout';

/** One checkout the page opened, and what the payer can do in it. */
export interface FakeCheckout {
  readonly options: RazorpayCheckoutOptions;
  /** open() was called. */
  readonly opened: boolean;
  /** Pays: the handler gets ids signed as the fake API server expects, unless a signature is given. */
  pay(signature?: string): void;
  /** The `payment.failed` event with the provider's description; the checkout stays open. */
  fail(description: string): void;
  /** Closes the checkout (its × button). */
  dismiss(): void;
}

/**
 * A stand-in for Razorpay Checkout's `window.Razorpay` in component tests. Install it with
 * `vi.stubGlobal('Razorpay', fake.Razorpay)`; `fake.checkouts` lists what the page opened.
 */
class RecordedCheckout implements FakeCheckout {
  opened = false;
  readonly failedCallbacks: ((response: unknown) => void)[] = [];

  constructor(
    readonly options: RazorpayCheckoutOptions,
    private readonly paymentId: string,
  ) {}

  pay(signature?: string) {
    const { order_id, handler } = this.options;
    handler({
      razorpay_payment_id: this.paymentId,
      razorpay_order_id: order_id,
      razorpay_signature: signature ?? fakePaymentSignature(order_id, this.paymentId),
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
