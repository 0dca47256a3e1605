import { Link } from '@tanstack/react-router';
import type { User } from '../../../../shared/api';
import { cn } from '../../lib/cn';
import { PRODUCT_NAME } from '../../lib/product';
import { LogoMark } from '../brand/logo-mark';
import { Button } from '../ui/button';
import { CoinsIcon, FolderIcon, HomeIcon, LogOutIcon, UserIcon } from '../ui/icons';
import { UserAvatar } from './user-avatar';
import { displayName } from './user-identity';

const navItems = [
  { to: '/dashboard', label: 'Dashboard', icon: HomeIcon },
  { to: '/projects', label: 'Projects', icon: FolderIcon },
  { to: '/credits', label: 'Credits', icon: CoinsIcon },
] as const;

const navItemClassName =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export interface AppSidebarProps {
  user: User;
  onLogout: () => void;
  loggingOut: boolean;
  /** Called when a nav item is followed (the mobile menu closes then). */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The signed-in sidebar of requirements §2: product name, Dashboard, Projects and Credits, the user,
 * their account page (its data and its deletion) and logout.
 */
export function AppSidebar({ user, onLogout, loggingOut, onNavigate, className }: AppSidebarProps) {
  const name = displayName(user);
  return (
    <div className={cn('flex h-full flex-col gap-6 p-4', className)}>
      <Link
        to="/dashboard"
        onClick={onNavigate}
        className="flex items-center gap-2.5 rounded-lg px-2 py-1 font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <LogoMark />
        <span className="text-lg">{PRODUCT_NAME}</span>
      </Link>

      <nav aria-label="Main" className="flex flex-col gap-1">
        {navItems.map(({ to, label, icon: ItemIcon }) => (
          <Link
            key={to}
            to={to}
            onClick={onNavigate}
            className={navItemClassName}
            activeProps={{ className: 'bg-accent text-accent-foreground' }}
            inactiveProps={{
              className: 'text-muted-foreground hover:bg-muted hover:text-foreground',
            }}
          >
            <ItemIcon className="size-4.5" />
            {label}
          </Link>
        ))}
      </nav>

      <div className="mt-auto space-y-3 border-t pt-4">
        <div className="flex items-center gap-3 px-1">
          <UserAvatar user={user} />
          <div className="min-w-0">
            <p className="truncate text-sm font-medium" title={name}>
              {name}
            </p>
            <p className="truncate text-xs text-muted-foreground" title={user.email}>
              {user.email}
            </p>
          </div>
        </div>
        <Link
          to="/account"
          onClick={onNavigate}
          className={navItemClassName}
          activeProps={{ className: 'bg-accent text-accent-foreground' }}
          inactiveProps={{
            className: 'text-muted-foreground hover:bg-muted hover:text-foreground',
          }}
        >
          <UserIcon className="size-4.5" />
          Account
        </Link>
        <Button
          variant="ghost"
          className="w-full justify-start px-3 text-muted-foreground hover:text-foreground"
          onClick={onLogout}
          disabled={loggingOut}
        >
          <LogOutIcon className="size-4.5" />
          {loggingOut ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
    </div>
  );
}
