import { useCallback, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { AppConfig } from '../../../../shared/app-config';
import { loadAppConfig } from '../app-config';
import { isUnauthorized } from '../auth/session-guard';
import { PRODUCT_NAME } from '../product';
import { CREDIT_MESSAGES } from './credit-messages';
import {
  loadCheckout,
  openCheckout,
  type CheckoutPayment,
  type CheckoutTarget,
  type RazorpayConstructor,
} from './razorpay-checkout';

/** The checkout's accent: the app's primary violet (violet-600). */
const CHECKOUT_THEME_COLOR = '#7c3aed';

export interface CheckoutDeps {
  loadConfig: () => Promise<AppConfig>;
  loadCheckout: (scriptUrl: string) => Promise<RazorpayConstructor>;
}

const appDeps: CheckoutDeps = { loadConfig: loadAppConfig, loadCheckout };

/** Where a payment is: creating the order or subscription, in the provider's checkout, verifying. */
export type PaymentStep = 'creating' | 'checkout' | 'verifying';

export interface PaymentInProgress {
  /** The id of what is being paid for (a package, a plan). */
  itemId: string;
  step: PaymentStep;
}

/** What differs between paying for a credit package and subscribing to a plan. */
export interface CheckoutPaymentFlow<Item extends { id: string }, Created> {
  /** Creates the order or the subscription on the server. */
  create: (item: Item) => Promise<Created>;
  /** The message when `create` failed (other than with a 401). */
  createFailed: (error: unknown) => string;
  /** What the checkout takes payment for. */
  target: (item: Item, created: Created) => CheckoutTarget;
  /** Verifies the payment with the server and says so; throws when it is not verified. */
  verify: (item: Item, created: Created, payment: CheckoutPayment) => Promise<void>;
  /** The message when `verify` failed. */
  verifyFailed: (error: unknown) => string;
  /** After a verify, verified or not: refreshes what the payment may have changed. */
  settled: () => void;
}

export interface UseCheckoutPaymentOptions<Item extends { id: string }, Created> {
  /** Who pays, filled into the checkout. */
  payer: { name: string; email: string };
  flow: CheckoutPaymentFlow<Item, Created>;
  deps?: CheckoutDeps;
}

/**
 * A payment through Razorpay Checkout (requirements §4 Payment flow): create the order or subscription,
 * open the checkout, verify the payment it reports. One payment at a time. A 401 on the way is
 * handed back as `error`, for the screen to end the session.
 */
export function useCheckoutPayment<Item extends { id: string }, Created>({
  payer,
  flow,
  deps = appDeps,
}: UseCheckoutPaymentOptions<Item, Created>) {
  const [payment, setPayment] = useState<PaymentInProgress | null>(null);
  const [unauthorized, setUnauthorized] = useState<unknown>(null);
  // Set synchronously, so a double click cannot start two payments before a render.
  const inProgress = useRef(false);
  const attempts = useRef(0);
  const toastScope = useId();

  const step = useCallback((itemId: string, next: PaymentStep) => {
    inProgress.current = true;
    setPayment({ itemId, step: next });
  }, []);
  const finish = useCallback(() => {
    inProgress.current = false;
    setPayment(null);
  }, []);

  const verify = useCallback(
    async (item: Item, created: Created, paid: CheckoutPayment | null) => {
      step(item.id, 'verifying');
      try {
        if (!paid) throw new Error('The checkout reported a payment without its ids');
        await flow.verify(item, created, paid);
      } catch (error) {
        if (isUnauthorized(error)) setUnauthorized(error);
        toast.error(flow.verifyFailed(error));
      } finally {
        // The server is the truth: even a failed verify may have been credited by the webhook.
        flow.settled();
        finish();
      }
    },
    [flow, step, finish],
  );

  const pay = useCallback(
    async (item: Item) => {
      if (inProgress.current) return;
      step(item.id, 'creating');
      // The script loads while the server creates the order or subscription.
      const script = deps
        .loadConfig()
        .then((config) => deps.loadCheckout(config.payments.checkoutScriptUrl));
      script.catch(() => undefined);

      let created: Created;
      try {
        created = await flow.create(item);
      } catch (error) {
        finish();
        if (isUnauthorized(error)) setUnauthorized(error);
        else toast.error(flow.createFailed(error));
        return;
      }
      let Razorpay: RazorpayConstructor;
      try {
        Razorpay = await script;
      } catch {
        finish();
        toast.error(CREDIT_MESSAGES.initiateFailed);
        return;
      }

      step(item.id, 'checkout');
      let failed = false;
      // One failure toast per attempt: the checkout can report a failure more than once (a retry
      // inside it, or a repeated event), and each report replaces the toast rather than adds one.
      const failureToastId = `payment-failed-${toastScope}-${(attempts.current += 1)}`;
      try {
        openCheckout(
          Razorpay,
          {
            ...flow.target(item, created),
            name: PRODUCT_NAME,
            prefill: payer,
            theme: { color: CHECKOUT_THEME_COLOR },
          },
          {
            onPaid: (paid) => void verify(item, created, paid),
            // The checkout stays open after a failure, so the payer may retry or close it.
            onFailed: (description) => {
              failed = true;
              toast.error(CREDIT_MESSAGES.paymentFailed, {
                id: failureToastId,
                description: description ?? undefined,
              });
            },
            onDismissed: () => {
              if (!failed) toast.info(CREDIT_MESSAGES.cancelled);
              finish();
            },
          },
        );
      } catch {
        finish();
        toast.error(CREDIT_MESSAGES.initiateFailed);
      }
    },
    [deps, flow, payer, step, finish, verify, toastScope],
  );

  return { pay, payment, error: unauthorized };
}
