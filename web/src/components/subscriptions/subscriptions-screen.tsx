import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { Plan } from '../../../../shared/api';
import { meQuery } from '../../lib/auth/session-queries';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { plansQuery } from '../../lib/catalogue-queries';
import { planChoice } from '../../lib/subscriptions/plan-choice';
import { formatBillingDate, periodEnd } from '../../lib/subscriptions/subscription-display';
import { SUBSCRIPTION_MESSAGES } from '../../lib/subscriptions/subscription-messages';
import { subscriptionStatusQuery } from '../../lib/subscriptions/subscription-queries';
import { useCancelSubscription } from '../../lib/subscriptions/use-cancel-subscription';
import { useSubscribe } from '../../lib/subscriptions/use-subscribe';
import { useCancelResume, useResumePlan } from '../../lib/subscriptions/use-resume-plan';
import { useCancelPlanChange, useChangePlan } from '../../lib/subscriptions/use-change-plan';
import { staysOnMessage } from '../../lib/subscriptions/subscription-messages';
import { PlanChangeDialog } from './plan-change-dialog';
import { CreditsNav } from '../credits/credits-nav';
import { displayName } from '../dashboard/user-identity';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { CurrentPlanCard } from './current-plan-card';
import { PlanList } from './plan-list';
import { SubscriptionsFaq } from './subscriptions-faq';

/**
 * The subscription plans page (requirements §2, §4, §5): the nav with the balance, the current plan when
 * there is a subscription, a card per plan, and the FAQ.
 */
export function SubscriptionsScreen() {
  const { data: user, error: userError } = useSuspenseQuery(meQuery());
  const { data: subscription, error: subscriptionError } =
    useSuspenseQuery(subscriptionStatusQuery());
  const { data: plans } = useQuery(plansQuery());
  const payer = useMemo(() => ({ name: displayName(user), email: user.email }), [user]);
  const subscriptions = useSubscribe({ payer });
  const cancel = useCancelSubscription();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [changingTo, setChangingTo] = useState<Plan | null>(null);
  const change = useChangePlan({ onNotSupported: () => setConfirmingCancel(true) });
  const undoChange = useCancelPlanChange();
  const resumePlan = useResumePlan(payer, periodEnd(subscription));
  const cancelResume = useCancelResume();
  useTokenRenewal();
  useEndSessionOnUnauthorized(
    userError,
    subscriptionError,
    subscriptions.error,
    cancel.error,
    change.error,
    undoChange.error,
    resumePlan.error,
    cancelResume.error,
  );

  const subscribingPlanId = subscriptions.subscribing?.itemId ?? null;
  const subscribedPlan = plans?.find((plan) => plan.id === subscription.plan_id);
  const scheduledPlan = plans?.find((plan) => plan.id === subscription.scheduled_change?.plan_id);
  const endsAt = periodEnd(subscription);

  function choose(plan: Plan) {
    const choice = planChoice(plan, subscription, subscribingPlanId);
    if (choice.kind === 'available') void subscriptions.subscribe(plan);
    else if (choice.kind === 'upgrade' || choice.kind === 'downgrade') {
      if (!change.isPending) setChangingTo(plan);
    } else if (choice.kind === 'blocked') toast.info(choice.reason);
    else if (choice.kind === 'current' && plan.id === 'free') {
      toast.info(SUBSCRIPTION_MESSAGES.alreadyFree);
    }
  }

  return (
    <div className="min-h-dvh">
      <CreditsNav credits={user.credits} label="Subscription plans" />
      <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
          Subscription plans
        </h1>
        <p className="mt-1.5 text-pretty text-muted-foreground">
          Get fresh credits every month. Cancel any time; your plan runs to the end of its billing
          period.
        </p>
        {subscription.status !== 'none' ? (
          <div className="mt-8">
            <CurrentPlanCard
              subscription={subscription}
              plan={subscribedPlan}
              cancelling={cancel.isPending}
              onCancel={() => setConfirmingCancel(true)}
              scheduledPlan={scheduledPlan}
              undoing={undoChange.isPending}
              onUndoChange={() =>
                undoChange.mutate(undefined, {
                  onSuccess: () => toast.success(staysOnMessage(subscribedPlan?.name ?? '')),
                })
              }
              resuming={resumePlan.resuming}
              onResume={() => {
                if (subscribedPlan) void resumePlan.resume(subscribedPlan);
              }}
              cancellingResume={cancelResume.isPending}
              onCancelResume={() => cancelResume.mutate()}
            />
          </div>
        ) : null}
        <PlanList
          subscription={subscription}
          subscribingPlanId={subscribingPlanId}
          onChoose={choose}
        />
        <SubscriptionsFaq />
      </main>
      {changingTo && subscribedPlan ? (
        <PlanChangeDialog
          subscription={subscription}
          from={subscribedPlan}
          to={changingTo}
          busy={change.isPending}
          onCancel={() => setChangingTo(null)}
          onConfirm={() => change.mutate(changingTo, { onSettled: () => setChangingTo(null) })}
        />
      ) : null}
      {confirmingCancel ? (
        <ConfirmDialog
          title="Cancel your subscription?"
          message={
            `It is cancelled at the end of the billing period` +
            (endsAt === null ? '' : `, on ${formatBillingDate(endsAt)}`) +
            '. Until then your plan stays usable; its unused monthly credits expire then.'
          }
          confirmLabel="Cancel Subscription"
          cancelLabel="Keep Plan"
          onCancel={() => setConfirmingCancel(false)}
          onConfirm={() => {
            setConfirmingCancel(false);
            cancel.mutate();
          }}
        />
      ) : null}
    </div>
  );
}
