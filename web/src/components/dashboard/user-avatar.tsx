import type { User } from '../../../../shared/api';
import { cn } from '../../lib/cn';
import { avatarInitial } from './user-identity';

/** The user's initial on the brand gradient. */
export function UserAvatar({ user, className }: { user: User; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-sm font-semibold text-white',
        className,
      )}
    >
      {avatarInitial(user)}
    </span>
  );
}
