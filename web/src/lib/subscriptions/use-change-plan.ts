import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PLAN_CHANGE_NOT_SUPPORTED, type Plan } from '../../../../shared/api';
import { api } from '../api-client';
import { isApiError, refusalOr } from '../api-error';
import { isUnauthorized } from '../auth/session-guard';
import { sessionKeys } from '../auth/session-queries';
import { creditKeys } from '../credits/credit-queries';
import { formatBillingDate } from './subscription-display';
import { changesOnMessage, SUBSCRIPTION_MESSAGES, upgradedMessage } from './subscription-messages';
import { subscriptionKeys } from './subscription-queries';

export interface UseChangePlanOptions {
  /** Razorpay cannot change this subscription's plan: offer to cancel it instead. */
  onNotSupported: () => void;
}

/**
 * Changes the subscriber's plan: an upgrade now (charged and granted pro rata), a downgrade at
 * renewal. Then the page shows the subscription, the balance and the history as they are now.
 */
export function useChangePlan({ onNotSupported }: UseChangePlanOptions) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
  };
  return useMutation({
    mutationFn: (plan: Plan) => api('changePlan', { body: { plan_id: plan.id } }),
    onSuccess: (result, plan) => {
      queryClient.setQueryData(subscriptionKeys.status(), result.subscription);
      const at = result.subscription.scheduled_change?.at;
      toast.success(
        result.effective === 'now'
          ? upgradedMessage(plan.name, result.credits_added)
          : changesOnMessage(plan.name, at === undefined ? '' : formatBillingDate(at)),
      );
      refresh();
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const detail = refusalOr(error, SUBSCRIPTION_MESSAGES.changeFailed);
      // A 409 means the page's idea of the subscription may be out of date; one of them is that
      // the payment method allows no change, which cancelling and subscribing again gets round.
      const notSupported = isApiError(error) && error.detail === PLAN_CHANGE_NOT_SUPPORTED;
      toast.error(detail, {
        ...(notSupported
          ? { action: { label: 'Cancel Subscription', onClick: onNotSupported } }
          : {}),
      });
      refresh();
    },
  });
}

/** Undoes a switch scheduled for renewal: the subscription stays on its plan. */
export function useCancelPlanChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('cancelPlanChange', { body: {} }),
    onSuccess: (result) => {
      queryClient.setQueryData(subscriptionKeys.status(), result.subscription);
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast.error(refusalOr(error, SUBSCRIPTION_MESSAGES.undoChangeFailed));
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
