import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { User } from '../../../../shared/api';
import { PRODUCT_NAME } from '../../lib/product';
import { LogoMark } from '../brand/logo-mark';
import { AppSidebar } from './app-sidebar';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { UserAvatar } from './user-avatar';

export interface DashboardShellProps {
  user: User;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}

/** The mobile menu: the sidebar as a panel over the page, closed by Escape or the backdrop. */
function MobileMenu({
  id,
  onClose,
  ...sidebar
}: Omit<DashboardShellProps, 'children'> & { id: string; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-30 lg:hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-black/40 backdrop-blur-sm"
        onClick={onClose}
      />
      <div
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="absolute inset-y-0 right-0 w-72 max-w-[85vw] border-l bg-card shadow-xl"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <CloseIcon />
        </button>
        <AppSidebar {...sidebar} onNavigate={onClose} />
      </div>
    </div>
  );
}

/**
 * The signed-in frame: a fixed sidebar on wide screens; on small ones a top bar whose menu
 * button opens the same sidebar as a panel.
 */
export function DashboardShell({ user, onLogout, loggingOut, children }: DashboardShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);

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
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex items-center gap-2 rounded-full border bg-card py-1 pr-3 pl-1 text-sm font-medium shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <UserAvatar user={user} className="size-7 text-xs" />
          <MenuIcon className="size-4" />
          <span className="sr-only">Menu</span>
        </button>
      </header>

      {menuOpen ? (
        <MobileMenu
          id={menuId}
          user={user}
          onLogout={onLogout}
          loggingOut={loggingOut}
          onClose={closeMenu}
        />
      ) : null}

      <main className="lg:pl-64">
        <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-10">
          {children}
        </div>
      </main>
    </div>
  );
}
