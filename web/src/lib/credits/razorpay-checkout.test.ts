import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeRazorpay } from '../../../../testing/web/credits/fake-razorpay';
import { createCheckoutLoader, openCheckout, type CheckoutCallbacks } from './razorpay-checkout';

const SCRIPT_URL = 'http://localhost/_local/razorpay/checkout.js';

/**
 * The scripts the loader added to the page. They are held back from the document (happy-dom does
 * not fetch scripts), so each test plays the browser's part with a `load` or `error` event.
 */
let added: HTMLScriptElement[] = [];

function checkoutScripts(): HTMLScriptElement[] {
  return added.filter((script) => script.src === SCRIPT_URL);
}

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLScriptElement) added.push(node);
  });
});

function callbacks() {
  return {
    onPaid: vi.fn<CheckoutCallbacks['onPaid']>(),
    onFailed: vi.fn<CheckoutCallbacks['onFailed']>(),
    onDismissed: vi.fn<CheckoutCallbacks['onDismissed']>(),
  };
}

const REQUEST = {
  key: 'rzp_test_fake',
  amount: 19900,
  currency: 'INR',
  order_id: 'order_1',
  name: 'Sitewright',
  description: 'Starter Pack',
  prefill: { name: 'asha', email: 'asha@example.com' },
  theme: { color: '#7c3aed' },
};

const SUBSCRIPTION_REQUEST = {
  key: 'rzp_test_fake',
  subscription_id: 'sub_1',
  name: 'Sitewright',
  description: 'Starter plan',
  prefill: { name: 'asha', email: 'asha@example.com' },
  theme: { color: '#7c3aed' },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loading the checkout script', () => {
  it('adds the script once, however often it is asked for, and resolves to window.Razorpay', async () => {
    const load = createCheckoutLoader();
    const first = load(SCRIPT_URL);
    const second = load(SCRIPT_URL);
    expect(checkoutScripts()).toHaveLength(1);

    const fake = createFakeRazorpay();
    vi.stubGlobal('Razorpay', fake.Razorpay);
    checkoutScripts()[0]?.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(fake.Razorpay);
    await expect(second).resolves.toBe(fake.Razorpay);
    await expect(load(SCRIPT_URL)).resolves.toBe(fake.Razorpay);
    expect(checkoutScripts()).toHaveLength(1);
  });

  it('loads nothing when the page already has window.Razorpay', async () => {
    const fake = createFakeRazorpay();
    vi.stubGlobal('Razorpay', fake.Razorpay);

    await expect(createCheckoutLoader()(SCRIPT_URL)).resolves.toBe(fake.Razorpay);
    expect(checkoutScripts()).toHaveLength(0);
  });

  it('fails when the script does not load, and tries again on the next call', async () => {
    const load = createCheckoutLoader();
    const attempt = load(SCRIPT_URL);
    checkoutScripts()[0]?.dispatchEvent(new Event('error'));

    await expect(attempt).rejects.toThrow('The checkout script failed to load');
    void load(SCRIPT_URL).catch(() => undefined);
    expect(checkoutScripts()).toHaveLength(2);
  });

  it('fails when the script loads but defines no Razorpay', async () => {
    const attempt = createCheckoutLoader()(SCRIPT_URL);
    checkoutScripts()[0]?.dispatchEvent(new Event('load'));

    await expect(attempt).rejects.toThrow('The checkout script did not define Razorpay');
  });
});

describe('a checkout', () => {
  it('opens with the order and reports its payment', () => {
    const fake = createFakeRazorpay();
    const reported = callbacks();

    openCheckout(fake.Razorpay, REQUEST, reported);
    expect(fake.last().opened).toBe(true);
    expect(fake.last().options).toMatchObject(REQUEST);
    fake.last().pay('ab'.repeat(32));

    expect(reported.onPaid).toHaveBeenCalledWith({
      paymentId: 'pay_fake_1',
      signature: 'ab'.repeat(32),
    });
  });

  it('opens with a subscription, without an amount, and reports its first payment', () => {
    const fake = createFakeRazorpay();
    const reported = callbacks();

    openCheckout(fake.Razorpay, SUBSCRIPTION_REQUEST, reported);
    expect(fake.last().options).toEqual(expect.objectContaining(SUBSCRIPTION_REQUEST));
    expect(fake.last().options).not.toHaveProperty('amount');
    expect(fake.last().options).not.toHaveProperty('order_id');
    fake.last().options.handler({
      razorpay_payment_id: 'pay_9',
      razorpay_subscription_id: 'sub_1',
      razorpay_signature: 'cd'.repeat(32),
    });

    expect(reported.onPaid).toHaveBeenCalledWith({
      paymentId: 'pay_9',
      signature: 'cd'.repeat(32),
    });
  });

  it('does not take an answer for another order or subscription as this payment', () => {
    const fake = createFakeRazorpay();
    const order = callbacks();
    const subscription = callbacks();
    openCheckout(fake.Razorpay, REQUEST, order);
    openCheckout(fake.Razorpay, SUBSCRIPTION_REQUEST, subscription);
    const [orderCheckout, subscriptionCheckout] = fake.checkouts;

    orderCheckout?.options.handler({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_2',
      razorpay_signature: 'ab'.repeat(32),
    });
    subscriptionCheckout?.options.handler({
      razorpay_payment_id: 'pay_2',
      razorpay_order_id: 'order_1',
      razorpay_signature: 'ab'.repeat(32),
    });

    expect(order.onPaid).toHaveBeenCalledWith(null);
    expect(subscription.onPaid).toHaveBeenCalledWith(null);
  });

  it('reports an answer that is not a payment as null, so it is never verified', () => {
    const fake = createFakeRazorpay();
    const reported = callbacks();
    openCheckout(fake.Razorpay, REQUEST, reported);

    fake.last().options.handler({ razorpay_payment_id: 42 });

    expect(reported.onPaid).toHaveBeenCalledWith(null);
  });

  it("reports a failure with the provider's description, and a dismissal", () => {
    const fake = createFakeRazorpay();
    const reported = callbacks();
    openCheckout(fake.Razorpay, REQUEST, reported);

    fake.last().fail('Your card was declined');
    fake.last().dismiss();

    expect(reported.onFailed).toHaveBeenCalledWith('Your card was declined');
    expect(reported.onDismissed).toHaveBeenCalledOnce();
  });

  it('does not report a dismissal after a payment', () => {
    const fake = createFakeRazorpay();
    const reported = callbacks();
    openCheckout(fake.Razorpay, REQUEST, reported);

    fake.last().pay();
    fake.last().dismiss();

    expect(reported.onDismissed).not.toHaveBeenCalled();
  });
});
