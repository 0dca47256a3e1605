import type { ReactNode } from 'react';
import { Logo } from '../brand/logo';

export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-10 border-b bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        {actions ? <nav className="flex items-center gap-1 sm:gap-2">{actions}</nav> : null}
      </div>
    </header>
  );
}
