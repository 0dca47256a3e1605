import { useId, type ReactNode } from 'react';
import type { CreditSummary } from '../../../../shared/api';
import { cn } from '../../lib/cn';
import { formatCredits } from '../../lib/credits/transaction-display';
import { FlameIcon, ShoppingBagIcon, UndoIcon, WalletIcon } from '../ui/icons';

interface Stat {
  label: string;
  value: number;
  icon: ReactNode;
  highlight?: boolean;
}

/** The summary card of requirements §2: Current Balance, Total Spent, Total Refunded, Total Purchased. */
export function CreditSummaryCard({ summary }: { summary: CreditSummary }) {
  const headingId = useId();
  const stats: Stat[] = [
    {
      label: 'Current Balance',
      value: summary.current_balance,
      icon: <WalletIcon />,
      highlight: true,
    },
    { label: 'Total Spent', value: summary.total_spent, icon: <FlameIcon /> },
    { label: 'Total Refunded', value: summary.total_refunded, icon: <UndoIcon /> },
    { label: 'Total Purchased', value: summary.total_purchased, icon: <ShoppingBagIcon /> },
  ];

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border bg-card p-2 shadow-sm">
      <h2 id={headingId} className="sr-only">
        Credit summary
      </h2>
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className={cn(
              'flex flex-col gap-3 rounded-xl p-4 sm:p-5',
              stat.highlight ? 'bg-accent' : 'bg-muted/50',
            )}
          >
            <dt
              className={cn(
                'flex flex-col items-start gap-2 text-sm font-medium sm:flex-row sm:items-center',
                stat.highlight ? 'text-accent-foreground' : 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-lg [&_svg]:size-4.5',
                  stat.highlight
                    ? 'bg-primary text-primary-foreground'
                    : 'bg-card text-muted-foreground shadow-xs',
                )}
              >
                {stat.icon}
              </span>
              {stat.label}
            </dt>
            <dd
              className={cn(
                'text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl',
                stat.highlight && 'text-accent-foreground',
              )}
            >
              {formatCredits(stat.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
