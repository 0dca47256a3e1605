import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { toast } from 'sonner';
import type { Plan, Subscription } from '../../../../shared/api';
import { POPULAR_PLAN_ID } from '../../../../shared/catalogue';
import { plansQuery } from '../../lib/catalogue-queries';
import { planChoice } from '../../lib/subscriptions/plan-choice';
import { SUBSCRIPTION_MESSAGES } from '../../lib/subscriptions/subscription-messages';
import { PanelLoadError } from '../credits/panel-load-error';
import { Skeleton } from '../ui/skeleton';
import { PlanCard } from './plan-card';

export interface PlanListProps {
  subscription: Subscription;
  /** The plan whose subscription is under way, if any. */
  subscribingPlanId: string | null;
  onChoose: (plan: Plan) => void;
}

/** A card per plan of the catalogue; 'Failed to load plans' (requirements §8) when it does not load. */
export function PlanList({ subscription, subscribingPlanId, onChoose }: PlanListProps) {
  const headingId = useId();
  const plans = useQuery(plansQuery());
  // The plans are public: a failure is never the session's.
  const failedAt = plans.isError ? plans.errorUpdatedAt : null;

  useEffect(() => {
    if (failedAt !== null) toast.error(SUBSCRIPTION_MESSAGES.plansLoadFailed, { id: 'plans' });
  }, [failedAt]);

  return (
    <section aria-labelledby={headingId} className="mt-10" aria-busy={plans.isPending}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        Plans
      </h2>
      <div className="mt-5">
        {plans.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <p className="sr-only">Loading plans…</p>
            {[0, 1, 2, 3].map((card) => (
              <Skeleton key={card} className="h-96 rounded-2xl" />
            ))}
          </div>
        ) : plans.isError ? (
          <PanelLoadError
            title={SUBSCRIPTION_MESSAGES.plansLoadFailed}
            error={plans.error}
            onRetry={() => void plans.refetch()}
            retrying={plans.isFetching}
          />
        ) : (
          <PlanCards
            plans={plans.data}
            subscription={subscription}
            subscribingPlanId={subscribingPlanId}
            onChoose={onChoose}
          />
        )}
      </div>
      <p className="mt-4 text-sm text-pretty text-muted-foreground">
        Prices are in Indian rupees and billed monthly through Razorpay. Need a few more credits
        without a plan? Credit packs are on the Credits page and never expire.
      </p>
    </section>
  );
}

function PlanCards({
  plans,
  subscription,
  subscribingPlanId,
  onChoose,
}: PlanListProps & { plans: Plan[] }) {
  const cards = plans.map((plan) => ({
    plan,
    choice: planChoice(plan, subscription, subscribingPlanId),
  }));
  const reasonSpace = cards.some(({ choice }) => choice.kind === 'blocked');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ plan, choice }) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          choice={choice}
          popular={plan.id === POPULAR_PLAN_ID}
          reasonSpace={reasonSpace}
          onChoose={() => onChoose(plan)}
        />
      ))}
    </ul>
  );
}
