import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import type {
  CreateOrderResponse,
  CreditPackage,
  CreditSummary,
  User,
} from '../../../../shared/api';
import { api } from '../api-client';
import { sessionKeys } from '../auth/session-queries';
import { CREDIT_MESSAGES, purchasedMessage } from './credit-messages';
import { creditKeys } from './credit-queries';
import { formatCredits } from './transaction-display';
import {
  useCheckoutPayment,
  type CheckoutDeps,
  type CheckoutPaymentFlow,
  type PaymentStep,
} from './use-checkout-payment';

/** A purchase under way: which package, and where it is. */
export interface Purchase {
  packageId: string;
  step: PaymentStep;
}

export interface UseBuyCreditsOptions {
  /** Who pays, filled into the checkout. */
  payer: { name: string; email: string };
  /** Called once a purchase is verified and the new balance shown. */
  onPurchased?: () => void;
  deps?: CheckoutDeps;
}

/**
 * The header, the dashboard and the credits page all read the balance from `me`; the summary moves
 * its balance and its purchases together, so it never shows one without the other.
 */
function applyPurchase(queryClient: QueryClient, balance: number, added: number) {
  queryClient.setQueryData<User>(sessionKeys.me(), (user) => user && { ...user, credits: balance });
  queryClient.setQueryData<CreditSummary>(
    creditKeys.summary(),
    (summary) =>
      summary && {
        ...summary,
        current_balance: balance,
        total_purchased: summary.total_purchased + added,
      },
  );
}

/**
 * Buying a credit package (requirements §4 Payment flow): create the order, open the provider's checkout,
 * verify the payment it reports, then show the new balance everywhere. One purchase at a time.
 */
export function useBuyCredits({ payer, onPurchased, deps }: UseBuyCreditsOptions) {
  const queryClient = useQueryClient();
  const flow = useMemo(
    (): CheckoutPaymentFlow<CreditPackage, CreateOrderResponse> => ({
      create: (pack) => api('createOrder', { body: { package_id: pack.id } }),
      createFailed: () => CREDIT_MESSAGES.initiateFailed,
      target: (pack, order) => ({
        key: order.key_id,
        amount: order.amount,
        currency: order.currency,
        order_id: order.order_id,
        description: `${pack.name}: ${formatCredits(pack.credits)} credits`,
      }),
      verify: async (_pack, order, payment) => {
        const result = await api('verifyPayment', {
          body: {
            order_id: order.order_id,
            payment_id: payment.paymentId,
            signature: payment.signature,
          },
        });
        applyPurchase(queryClient, result.new_balance, result.credits_added);
        toast.success(purchasedMessage(result.credits_added));
        onPurchased?.();
      },
      verifyFailed: () => CREDIT_MESSAGES.verifyFailed,
      settled: () => {
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
      },
    }),
    [queryClient, onPurchased],
  );
  const { pay, payment, error } = useCheckoutPayment({ payer, flow, deps });
  const purchase: Purchase | null = payment && { packageId: payment.itemId, step: payment.step };
  return { buy: pay, purchase, error };
}
