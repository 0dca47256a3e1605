import { useId } from 'react';
import type { CreditPackage } from '../../../../shared/api';
import { formatPaise, packageEstimates } from '../../../../shared/pricing';
import { formatCredits } from '../../lib/credits/transaction-display';
import { Button } from '../ui/button';
import { AgentsIcon, LayoutIcon, MessageIcon, SpinnerIcon } from '../ui/icons';

export interface CreditPackageCardProps {
  pack: CreditPackage;
  onBuy: () => void;
  /** This package's purchase is under way. */
  busy: boolean;
  /** Another purchase is under way. */
  disabled: boolean;
}

/**
 * One package: price in rupees, credits, what they buy at today's prices (by the quote function
 * runs are charged with), and Buy Now.
 */
export function CreditPackageCard({ pack, onBuy, busy, disabled }: CreditPackageCardProps) {
  const nameId = useId();
  const { onePageBuilds, edits, fullBuilds } = packageEstimates(pack.credits);
  return (
    <li className="flex">
      <article
        aria-labelledby={nameId}
        className="flex w-full flex-col rounded-2xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6"
      >
        <h3 id={nameId} className="text-sm font-semibold text-muted-foreground">
          {pack.name}
        </h3>
        <p className="mt-3 text-3xl font-semibold tracking-tight tabular-nums">
          {formatPaise(pack.price)}
        </p>
        <p className="mt-1 text-sm font-medium text-accent-foreground">
          {formatCredits(pack.credits)} credits
        </p>
        <ul className="mt-5 space-y-2 border-t pt-5 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <LayoutIcon className="size-4 shrink-0 text-accent-foreground" />
            <span>
              <span className="font-medium text-foreground tabular-nums">
                {formatCredits(onePageBuilds)}
              </span>{' '}
              one-page {onePageBuilds === 1 ? 'build' : 'builds'}, or
            </span>
          </li>
          <li className="flex items-center gap-2">
            <MessageIcon className="size-4 shrink-0 text-accent-foreground" />
            <span>
              <span className="font-medium text-foreground tabular-nums">
                {formatCredits(edits)}
              </span>{' '}
              {edits === 1 ? 'edit' : 'edits'} that add a section or restyle, or
            </span>
          </li>
          <li className="flex items-center gap-2">
            <AgentsIcon className="size-4 shrink-0 text-accent-foreground" />
            <span>
              <span className="font-medium text-foreground tabular-nums">
                {formatCredits(fullBuilds)}
              </span>{' '}
              full {fullBuilds === 1 ? 'build' : 'builds'} with all six agents
            </span>
          </li>
        </ul>
        <Button
          className="mt-6 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          // aria-disabled, not disabled: the button keeps focus while the checkout is open, so
          // focus returns to it when the checkout closes.
          onClick={busy || disabled ? undefined : onBuy}
          aria-disabled={busy || disabled}
          aria-busy={busy}
          aria-describedby={nameId}
        >
          {busy ? <SpinnerIcon /> : null}
          {busy ? 'Processing...' : 'Buy Now'}
        </Button>
      </article>
    </li>
  );
}
