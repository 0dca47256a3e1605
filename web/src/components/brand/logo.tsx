import { Link } from '@tanstack/react-router';
import { cn } from '../../lib/cn';
import { PRODUCT_NAME } from '../../lib/product';
import { LogoMark } from './logo-mark';

/** The product logo; it always goes to / (requirements §2). */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-lg font-semibold tracking-tight',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <LogoMark />
      <span className="text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
