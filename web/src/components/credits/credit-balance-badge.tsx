import { formatCredits } from '../../lib/credits/transaction-display';
import { CoinsIcon } from '../ui/icons';

/** The nav's balance badge; a live region, so a purchase's new balance is announced. */
export function CreditBalanceBadge({ credits }: { credits: number }) {
  return (
    <p
      role="status"
      aria-label="Credit balance"
      className="inline-flex h-9 items-center gap-1.5 rounded-full border bg-card px-3 text-sm font-medium tabular-nums shadow-xs"
    >
      <CoinsIcon className="size-4 text-accent-foreground" />
      {formatCredits(credits)}
      <span className="text-muted-foreground">{credits === 1 ? 'credit' : 'credits'}</span>
    </p>
  );
}
