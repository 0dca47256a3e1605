import { useId } from 'react';
import type { Plan } from '../../../../shared/api';
import { cn } from '../../lib/cn';
import { formatCredits } from '../../lib/credits/transaction-display';
import type { PlanChoice } from '../../lib/subscriptions/plan-choice';
import { planPrice } from '../../lib/subscriptions/subscription-display';
import { SUBSCRIPTION_MESSAGES } from '../../lib/subscriptions/subscription-messages';
import { Button } from '../ui/button';
import { CheckIcon, CoinsIcon, SparklesIcon, SpinnerIcon } from '../ui/icons';

export interface PlanCardProps {
  plan: Plan;
  choice: PlanChoice;
  popular: boolean;
  /** Keep room under the button for a reason, so the buttons of a row line up. */
  reasonSpace: boolean;
  onChoose: () => void;
}

function buttonLabel(plan: Plan, choice: PlanChoice): string {
  if (choice.kind === 'current') return 'Current Plan';
  if (choice.kind === 'busy') return 'Processing...';
  if (choice.kind === 'upgrade') return SUBSCRIPTION_MESSAGES.upgrade;
  if (choice.kind === 'downgrade') return SUBSCRIPTION_MESSAGES.switchAtRenewal;
  return `Choose ${plan.name}`;
}

/**
 * One plan: price in rupees, monthly credits, features, and its button (requirements §2, §5, §9):
 * choose it, or for a subscriber, upgrade to it or switch to it at renewal.
 */
export function PlanCard({ plan, choice, popular, reasonSpace, onChoose }: PlanCardProps) {
  const nameId = useId();
  const reasonId = useId();
  const price = planPrice(plan);
  const unavailable = !['available', 'upgrade', 'downgrade'].includes(choice.kind);
  const current = choice.kind === 'current';
  return (
    <li className="flex">
      <article
        aria-labelledby={nameId}
        className={cn(
          'relative flex w-full flex-col rounded-2xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6',
          popular && 'border-primary/60 ring-1 ring-primary/40',
          current && 'bg-accent/40',
        )}
      >
        <div className="flex min-h-6 items-center justify-between gap-2">
          <h3 id={nameId} className="text-sm font-semibold text-muted-foreground">
            {plan.name}
          </h3>
          {popular ? (
            <p className="inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground">
              <SparklesIcon className="size-3.5" />
              Most Popular
            </p>
          ) : null}
        </div>
        <p className="mt-3 flex items-baseline gap-1">
          <span className="text-3xl font-semibold tracking-tight tabular-nums">{price.amount}</span>
          {price.period ? (
            <span className="text-sm text-muted-foreground">{price.period}</span>
          ) : null}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-accent-foreground">
          <CoinsIcon className="size-4 shrink-0" />
          {plan.price > 0
            ? `${formatCredits(plan.credits)} credits / month`
            : `${formatCredits(plan.credits)} credits at sign-up`}
        </p>
        <ul
          aria-label={`${plan.name} features`}
          className="mt-5 flex-1 space-y-2 border-t pt-5 text-sm text-muted-foreground"
        >
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <Button
          variant={popular ? 'primary' : 'outline'}
          className="mt-6 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          // aria-disabled, not disabled: the button stays focusable, so choosing an unavailable
          // plan can say why (requirements §5), and focus returns to it when the checkout closes.
          aria-disabled={unavailable}
          aria-busy={choice.kind === 'busy'}
          aria-describedby={choice.kind === 'blocked' ? `${nameId} ${reasonId}` : nameId}
          onClick={onChoose}
        >
          {choice.kind === 'busy' ? <SpinnerIcon /> : null}
          {buttonLabel(plan, choice)}
        </Button>
        {choice.kind === 'blocked' ? (
          <p id={reasonId} className="mt-2 min-h-8 text-center text-xs text-muted-foreground">
            {choice.reason}
          </p>
        ) : reasonSpace ? (
          <div aria-hidden="true" className="mt-2 min-h-8" />
        ) : null}
      </article>
    </li>
  );
}
