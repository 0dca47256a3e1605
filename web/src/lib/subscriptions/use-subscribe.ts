import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import type { CreateSubscriptionResponse, Plan } from '../../../../shared/api';
import { api } from '../api-client';
import { isApiError } from '../api-error';
import { sessionKeys } from '../auth/session-queries';
import { creditKeys } from '../credits/credit-queries';
import { formatCredits } from '../credits/transaction-display';
import {
  useCheckoutPayment,
  type CheckoutDeps,
  type CheckoutPaymentFlow,
} from '../credits/use-checkout-payment';
import { SUBSCRIPTION_MESSAGES, subscribedMessage } from './subscription-messages';
import { subscriptionKeys } from './subscription-queries';

/**
 * The server's own words when it refuses (a 4xx: already subscribed, the free plan) or says
 * payments are not set up (503); otherwise 'Failed to create subscription' (requirements §8).
 */
function createFailureMessage(error: unknown): string {
  if (!isApiError(error)) return SUBSCRIPTION_MESSAGES.createFailed;
  const refused = error.status >= 400 && error.status < 500;
  return refused || error.status === 503 ? error.detail : SUBSCRIPTION_MESSAGES.createFailed;
}

export interface UseSubscribeOptions {
  /** Who pays, filled into the checkout. */
  payer: { name: string; email: string };
  deps?: CheckoutDeps;
}

/**
 * Subscribing to a paid plan (requirements §4 Payment flow): create the subscription, take its first
 * payment in the provider's checkout, verify it, then show the plan and the new balance.
 */
export function useSubscribe({ payer, deps }: UseSubscribeOptions) {
  const queryClient = useQueryClient();
  const flow = useMemo((): CheckoutPaymentFlow<Plan, CreateSubscriptionResponse> => {
    const refreshStatus = () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    return {
      create: async (plan) => {
        try {
          return await api('createSubscription', { body: { plan_id: plan.id } });
        } catch (error) {
          // A conflict means this page's idea of the subscription is out of date.
          if (isApiError(error) && error.status === 409) void refreshStatus();
          throw error;
        }
      },
      createFailed: createFailureMessage,
      target: (plan, created) => ({
        key: created.subscription.key_id,
        subscription_id: created.subscription.subscription_id,
        description: `${plan.name} plan: ${formatCredits(plan.credits)} credits every month`,
      }),
      verify: async (plan, created, payment) => {
        const result = await api('verifySubscription', {
          body: {
            subscription_id: created.subscription.subscription_id,
            payment_id: payment.paymentId,
            signature: payment.signature,
          },
        });
        toast.success(subscribedMessage(plan.name, result.credits_added));
      },
      // A 409 explains itself (a second plan paid in another tab was refunded); anything else is
      // requirements §8's 'Payment verification failed'.
      verifyFailed: (error) =>
        isApiError(error) && error.status === 409
          ? error.detail
          : SUBSCRIPTION_MESSAGES.verifyFailed,
      settled: () => {
        void refreshStatus();
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
      },
    };
  }, [queryClient]);
  const { pay, payment, error } = useCheckoutPayment({ payer, flow, deps });
  return { subscribe: pay, subscribing: payment, error };
}
