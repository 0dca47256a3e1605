import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../api-client';
import { isUnauthorized } from '../auth/session-guard';
import { formatBillingDate } from './subscription-display';
import { endsOnMessage, SUBSCRIPTION_MESSAGES } from './subscription-messages';
import { subscriptionStatusQuery } from './subscription-queries';

/**
 * Cancels at the end of the billing period (requirements §4): the subscription stays active until then.
 * Once the server agrees, the page shows the subscription as the server now has it.
 */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('cancelSubscription', { body: { cancel_at_cycle_end: true } }),
    onSuccess: async () => {
      const subscription = await queryClient
        .fetchQuery({ ...subscriptionStatusQuery(), staleTime: 0 })
        .catch(() => null);
      const end = subscription?.current_end ?? null;
      toast.success(
        end === null
          ? SUBSCRIPTION_MESSAGES.cancelledAtPeriodEnd
          : endsOnMessage(formatBillingDate(end)),
      );
    },
    onError: (error) => {
      // A 401 is the session's business: the screen ends it (see useEndSessionOnUnauthorized).
      if (isUnauthorized(error)) return;
      toast.error(SUBSCRIPTION_MESSAGES.cancelFailed);
      // A 409 says there was nothing to cancel: the page may be out of date.
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusQuery().queryKey });
    },
  });
}
