import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../lib/product';
import { LogoMark } from '../brand/logo-mark';
import { buttonVariants } from '../ui/button';
import { ArrowLeftIcon } from '../ui/icons';
import { CreditBalanceBadge } from './credit-balance-badge';

export interface CreditsNavProps {
  credits: number;
  /** The nav's accessible name: the screen it belongs to. */
  label?: string;
}

/**
 * The nav of the credits and subscriptions pages (requirements §2): back to the dashboard, and the
 * balance badge.
 */
export function CreditsNav({ credits, label = 'Credits' }: CreditsNavProps) {
  return (
    <header className="sticky top-0 z-20 border-b bg-background/85 backdrop-blur">
      <nav
        aria-label={label}
        className="mx-auto flex h-16 w-full max-w-5xl items-center justify-between gap-3 px-4 sm:px-6"
      >
        <Link
          to="/dashboard"
          aria-label="Back to dashboard"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 h-9' })}
        >
          <ArrowLeftIcon />
          Dashboard
        </Link>
        <span
          aria-hidden="true"
          className="hidden items-center gap-2 font-semibold tracking-tight sm:inline-flex"
        >
          <LogoMark />
          {PRODUCT_NAME}
        </span>
        <CreditBalanceBadge credits={credits} />
      </nav>
    </header>
  );
}
