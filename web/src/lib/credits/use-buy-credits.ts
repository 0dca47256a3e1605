import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { CreditPackage, CreditSummary, User } from '../../../../shared/api';
import type { AppConfig } from '../../../../shared/app-config';
import { api } from '../api-client';
import { loadAppConfig } from '../app-config';
import { isUnauthorized } from '../auth/session-guard';
import { sessionKeys } from '../auth/session-queries';
import { PRODUCT_NAME } from '../product';
import { CREDIT_MESSAGES, purchasedMessage } from './credit-messages';
import { creditKeys } from './credit-queries';
import {
  loadCheckout,
  openCheckout,
  type CheckoutPayment,
  type RazorpayConstructor,
} from './razorpay-checkout';
import { formatCredits } from './transaction-display';

/** The checkout's accent: the app's primary violet (violet-600). */
const CHECKOUT_THEME_COLOR = '#7c3aed';

export interface BuyCreditsDeps {
  loadConfig: () => Promise<AppConfig>;
  loadCheckout: (scriptUrl: string) => Promise<RazorpayConstructor>;
}

const appDeps: BuyCreditsDeps = { loadConfig: loadAppConfig, loadCheckout };

/** Where a purchase is: creating the order, in the provider's checkout, or verifying. */
export type PurchaseStep = 'ordering' | 'checkout' | 'verifying';

export interface Purchase {
  packageId: string;
  step: PurchaseStep;
}

export interface UseBuyCreditsOptions {
  /** Who pays, filled into the checkout. */
  payer: { name: string; email: string };
  deps?: BuyCreditsDeps;
}

/** The header, the dashboard and the credits page all read the balance from `me`. */
function applyNewBalance(queryClient: QueryClient, balance: number) {
  queryClient.setQueryData<User>(sessionKeys.me(), (user) => user && { ...user, credits: balance });
  queryClient.setQueryData<CreditSummary>(
    creditKeys.summary(),
    (summary) => summary && { ...summary, current_balance: balance },
  );
}

/**
 * Buying a credit package (spec §4 Payment flow): create the order, open the provider's checkout,
 * verify the payment it reports, then show the new balance everywhere. One purchase at a time.
 */
export function useBuyCredits({ payer, deps = appDeps }: UseBuyCreditsOptions) {
  const queryClient = useQueryClient();
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const [unauthorized, setUnauthorized] = useState<unknown>(null);
  // Set synchronously, so a double click cannot start two orders before a render.
  const inProgress = useRef(false);

  const start = useCallback((packageId: string, step: PurchaseStep) => {
    inProgress.current = true;
    setPurchase({ packageId, step });
  }, []);
  const finish = useCallback(() => {
    inProgress.current = false;
    setPurchase(null);
  }, []);

  const verify = useCallback(
    async (pack: CreditPackage, orderId: string, payment: CheckoutPayment | null) => {
      start(pack.id, 'verifying');
      try {
        if (!payment) throw new Error('The checkout reported a payment without its ids');
        const result = await api('verifyPayment', {
          body: { order_id: orderId, payment_id: payment.paymentId, signature: payment.signature },
        });
        applyNewBalance(queryClient, result.new_balance);
        toast.success(purchasedMessage(result.credits_added));
      } catch (error) {
        if (isUnauthorized(error)) setUnauthorized(error);
        toast.error(CREDIT_MESSAGES.verifyFailed);
      } finally {
        // The ledger is the truth: even a failed verify may have been credited by the webhook.
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
        finish();
      }
    },
    [queryClient, start, finish],
  );

  const buy = useCallback(
    async (pack: CreditPackage) => {
      if (inProgress.current) return;
      start(pack.id, 'ordering');
      let order;
      let Razorpay: RazorpayConstructor;
      try {
        [order, Razorpay] = await Promise.all([
          api('createOrder', { body: { package_id: pack.id } }),
          deps.loadConfig().then((config) => deps.loadCheckout(config.payments.checkoutScriptUrl)),
        ]);
      } catch (error) {
        finish();
        if (isUnauthorized(error)) setUnauthorized(error);
        else toast.error(CREDIT_MESSAGES.initiateFailed);
        return;
      }

      start(pack.id, 'checkout');
      let failed = false;
      try {
        openCheckout(
          Razorpay,
          {
            key: order.key_id,
            amount: order.amount,
            currency: order.currency,
            order_id: order.order_id,
            name: PRODUCT_NAME,
            description: `${pack.name}: ${formatCredits(pack.credits)} credits`,
            prefill: payer,
            theme: { color: CHECKOUT_THEME_COLOR },
          },
          {
            onPaid: (payment) => void verify(pack, order.order_id, payment),
            // The checkout stays open after a failure, so the payer may retry or close it.
            onFailed: (description) => {
              failed = true;
              toast.error(CREDIT_MESSAGES.paymentFailed, {
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
    [deps, payer, start, finish, verify],
  );

  return { buy, purchase, error: unauthorized };
}
