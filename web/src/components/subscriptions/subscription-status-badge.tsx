import type { SubscriptionStatus } from '../../../../shared/api';
import { cn } from '../../lib/cn';
import {
  subscriptionStatusLabel,
  subscriptionTone,
  type SubscriptionTone,
} from '../../lib/subscriptions/subscription-display';

const toneClasses: Record<SubscriptionTone, string> = {
  active:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  pending:
    'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25',
  ended: 'bg-muted text-muted-foreground ring-border',
};

const dotClasses: Record<SubscriptionTone, string> = {
  active: 'bg-emerald-500',
  pending: 'bg-amber-500',
  ended: 'bg-muted-foreground',
};

/** A subscription's status (spec §4): every status shows as a badge, coloured by what it means. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const tone = subscriptionTone(status);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        toneClasses[tone],
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', dotClasses[tone])} />
      {subscriptionStatusLabel(status)}
    </span>
  );
}
