import {
  parseCheckoutMessage,
  type CheckoutError,
  type CheckoutSuccess,
} from './checkout-messages';

/**
 * The stand-in of Razorpay Checkout's `checkout.js`: `window.Razorpay` with the same options and
 * methods, over the local checkout page in a modal frame instead of Razorpay's.
 */

/**
 * The options of Razorpay Checkout the product may pass: an `order_id`, or a `subscription_id`
 * for a subscription's first payment. Amount and currency come from the order or the plan.
 */
export interface CheckoutOptions {
  key: string;
  order_id?: string;
  subscription_id?: string;
  amount?: number | string;
  currency?: string;
  name?: string;
  description?: string;
  image?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  handler?: (response: CheckoutSuccess) => void;
  modal?: { ondismiss?: () => void };
}

export type PaymentFailedCallback = (response: { error: CheckoutError }) => void;

// Read while the script runs: the checkout page is next to wherever this script was served from.
const scriptSource =
  document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
const checkoutPageUrl = new URL('checkout', scriptSource || `${location.origin}/_local/razorpay/`);

class Razorpay {
  private readonly options: CheckoutOptions;
  private readonly failedCallbacks: PaymentFailedCallback[] = [];
  private overlay: HTMLDivElement | undefined;
  private frame: HTMLIFrameElement | undefined;
  private previousFocus: Element | null = null;

  constructor(options: CheckoutOptions) {
    if (!options || typeof options.key !== 'string' || options.key === '') {
      throw new Error('No key passed');
    }
    this.options = options;
  }

  on(event: string, callback: PaymentFailedCallback): this {
    if (event === 'payment.failed') this.failedCallbacks.push(callback);
    return this;
  }

  open(): this {
    if (this.overlay) return this;
    const { options } = this;
    const url = new URL(checkoutPageUrl);
    const parameters: Record<string, string | undefined> = {
      key_id: options.key,
      order_id: options.order_id,
      subscription_id: options.subscription_id,
      name: options.name,
      description: options.description,
      image: options.image,
      prefill_name: options.prefill?.name,
      email: options.prefill?.email,
      contact: options.prefill?.contact,
      color: options.theme?.color,
      origin: location.origin,
    };
    for (const [name, value] of Object.entries(parameters)) {
      if (value) url.searchParams.set(name, value);
    }

    const overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-local-checkout', '');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(15,23,42,.6)';
    const frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout (local test mode)';
    frame.src = url.href;
    frame.style.cssText =
      'width:min(420px,100vw);height:min(560px,100vh);border:0;border-radius:8px;background:#fff;box-shadow:0 20px 50px rgba(0,0,0,.35)';
    overlay.append(frame);
    this.previousFocus = document.activeElement;
    document.body.append(overlay);
    window.addEventListener('message', this.onMessage);
    frame.focus();
    this.overlay = overlay;
    this.frame = frame;
    return this;
  }

  close(): void {
    window.removeEventListener('message', this.onMessage);
    this.overlay?.remove();
    this.overlay = undefined;
    this.frame = undefined;
    if (this.previousFocus instanceof HTMLElement) this.previousFocus.focus();
  }

  private readonly onMessage = (event: MessageEvent): void => {
    // Only the frame this instance opened, from the checkout page's own origin.
    if (!this.frame || event.source !== this.frame.contentWindow) return;
    if (event.origin !== checkoutPageUrl.origin) return;
    const message = parseCheckoutMessage(event.data);
    if (!message) return;
    if (message.type === 'payment.success') {
      this.close();
      this.options.handler?.(message.response);
    } else if (message.type === 'payment.failed') {
      // Like Razorpay, the form stays open so the customer may retry or close it.
      for (const callback of this.failedCallbacks) callback({ error: message.error });
    } else if (message.type === 'dismiss') {
      this.close();
      this.options.modal?.ondismiss?.();
    }
  };
}

Object.assign(window, { Razorpay });
