import { Logo } from '../brand/logo';
import { LandingHeaderActions } from './landing-header-actions';

/**
 * The landing page's header: the logo and the two ways in (requirements §2). On the narrowest phones the
 * wordmark steps aside (still read by screen readers) so both buttons fit beside the mark.
 */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-20 border-b bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo className="max-[399px]:[&>span]:sr-only" />
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          <LandingHeaderActions />
        </nav>
      </div>
    </header>
  );
}
