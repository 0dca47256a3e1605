import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, a main area over a soft brand glow, and the footer. */
export function PageShell({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader actions={actions} />
      <main className="relative isolate flex flex-1 flex-col">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(ellipse_60%_70%_at_50%_0%,var(--color-glow),transparent)]"
        />
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
