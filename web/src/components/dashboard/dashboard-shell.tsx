import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { User } from '../../../../shared/api';
import { PRODUCT_NAME } from '../../lib/product';
import { LogoMark } from '../brand/logo-mark';
import { AppSidebar } from './app-sidebar';
import { MenuIcon } from '../ui/icons';
import { SideSheet } from '../ui/side-sheet';
import { UserAvatar } from './user-avatar';

export interface DashboardShellProps {
  user: User;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}

/**
 * The signed-in frame: a fixed sidebar on wide screens; on small ones a top bar whose menu
 * button opens the same sidebar as a panel.
 */
export function DashboardShell({ user, onLogout, loggingOut, children }: DashboardShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="min-h-dvh">
      <aside
        aria-label="Sidebar"
        className="fixed inset-y-0 left-0 z-20 hidden w-64 border-r bg-card/60 backdrop-blur lg:block"
      >
        <AppSidebar user={user} onLogout={onLogout} loggingOut={loggingOut} />
      </aside>

      <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-3 border-b bg-background/80 px-4 backdrop-blur sm:px-6 lg:hidden">
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-2.5 rounded-lg font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <LogoMark />
          <span className="text-lg">{PRODUCT_NAME}</span>
        </Link>
        <SideSheet
          title="Menu"
          closeLabel="Close menu"
          open={menuOpen}
          onOpenChange={setMenuOpen}
          trigger={
            <button
              type="button"
              className="inline-flex items-center gap-2 rounded-full border bg-card py-1 pr-3 pl-1 text-sm font-medium shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <UserAvatar user={user} className="size-7 text-xs" />
              <MenuIcon className="size-4" />
              <span className="sr-only">Menu</span>
            </button>
          }
        >
          <AppSidebar
            user={user}
            onLogout={onLogout}
            loggingOut={loggingOut}
            onNavigate={() => setMenuOpen(false)}
          />
        </SideSheet>
      </header>

      <main className="lg:pl-64">
        <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-10">
          {children}
        </div>
      </main>
    </div>
  );
}
