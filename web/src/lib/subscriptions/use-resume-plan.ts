import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from 'sonner';
import type { CreateSubscriptionResponse, Plan } from '../../../../shared/api';
import { api } from '../api-client';
import { isApiError, refusalOr } from '../api-error';
import { isUnauthorized } from '../auth/session-guard';
import { useCheckoutPayment, type CheckoutPaymentFlow } from '../credits/use-checkout-payment';
import { formatBillingDate } from './subscription-display';
import {
  resumeCancelledMessage,
  resumesOnMessage,
  SUBSCRIPTION_MESSAGES,
} from './subscription-messages';
import { subscriptionKeys } from './subscription-queries';

/**
 * "Resume plan" for a plan cancelled at its period's end: the server makes a subscription to the
 * same plan that starts when the period ends, Checkout authorises the payment method for it (no
 * charge now), and the card then says when the plan resumes.
 */
export function useResumePlan(payer: { name: string; email: string }, periodEnd: number | null) {
  const queryClient = useQueryClient();
  const flow = useMemo((): CheckoutPaymentFlow<Plan, CreateSubscriptionResponse> => {
    const refreshStatus = () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    return {
      create: async () => {
        try {
          return await api('resumeSubscription', { body: {} });
        } catch (error) {
          if (isApiError(error) && error.status === 409) void refreshStatus();
          throw error;
        }
      },
      createFailed: (error) => refusalOr(error, SUBSCRIPTION_MESSAGES.resumeFailed),
      target: (plan, created) => ({
        key: created.subscription.key_id,
        subscription_id: created.subscription.subscription_id,
        description:
          periodEnd === null
            ? `Resume ${plan.name}: charged when this billing period ends`
            : `Resume ${plan.name}: first charged on ${formatBillingDate(periodEnd)}`,
      }),
      verify: async (plan, created, payment) => {
        await api('verifySubscription', {
          body: {
            subscription_id: created.subscription.subscription_id,
            payment_id: payment.paymentId,
            signature: payment.signature,
          },
        });
        toast.success(
          resumesOnMessage(plan.name, periodEnd === null ? null : formatBillingDate(periodEnd)),
        );
      },
      verifyFailed: (error) =>
        isApiError(error) && error.status === 409
          ? error.detail
          : SUBSCRIPTION_MESSAGES.verifyFailed,
      settled: () => void refreshStatus(),
    };
  }, [queryClient, periodEnd]);
  const { pay, payment, error } = useCheckoutPayment({ payer, flow });
  return { resume: pay, resuming: payment !== null, error };
}

/** Undoes a resume before it starts: the plan ends with its period, as cancelled. */
export function useCancelResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('cancelResume', { body: {} }),
    onSuccess: (result) => {
      queryClient.setQueryData(subscriptionKeys.status(), result.subscription);
      const end = result.subscription.current_end ?? null;
      toast.success(resumeCancelledMessage(end === null ? null : formatBillingDate(end)));
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast.error(refusalOr(error, SUBSCRIPTION_MESSAGES.cancelResumeFailed));
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
