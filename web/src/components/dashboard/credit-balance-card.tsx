import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonVariants } from '../ui/button';
import { CoinsIcon, PlusIcon, SparklesIcon } from '../ui/icons';

const numberFormat = new Intl.NumberFormat('en-IN');

/** The balance with the requirements' "Buy More" button to /credits, and the way to the monthly plans. */
export function CreditBalanceCard({ credits }: { credits: number }) {
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className="rounded-2xl border bg-card p-6 shadow-sm sm:p-7">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <CoinsIcon />
          </span>
          <div>
            <h2 id={labelId} className="text-sm font-medium text-muted-foreground">
              Credit balance
            </h2>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-4xl font-semibold tracking-tight tabular-nums">
                {numberFormat.format(credits)}
              </span>
              <span className="text-sm text-muted-foreground">
                {credits === 1 ? 'credit' : 'credits'}
              </span>
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to="/subscriptions"
            className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            <SparklesIcon />
            View Plans
          </Link>
          <Link to="/credits" className={buttonVariants({ className: 'w-full sm:w-auto' })}>
            <PlusIcon />
            Buy More
          </Link>
        </div>
      </div>
    </section>
  );
}
