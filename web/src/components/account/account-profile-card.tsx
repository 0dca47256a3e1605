import { useId } from 'react';
import type { User } from '../../../../shared/api';
import { SOCIAL_SIGN_IN_PROVIDERS } from '../../../../shared/app-config';
import type { SignInMethod } from '../../lib/account/sign-in-method';
import { UserAvatar } from '../dashboard/user-avatar';
import { displayName } from '../dashboard/user-identity';

function signInLabel(method: SignInMethod): string {
  if (method.kind === 'password') return 'Signs in with email and password';
  return method.provider
    ? `Signs in with ${SOCIAL_SIGN_IN_PROVIDERS[method.provider]}`
    : 'Signs in with another provider';
}

/** Who is signed in: their name, email, and how they sign in. */
export function AccountProfileCard({ user, method }: { user: User; method: SignInMethod }) {
  const headingId = useId();
  const name = displayName(user);
  return (
    <section
      aria-labelledby={headingId}
      className="flex items-center gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <UserAvatar user={user} className="size-12 text-lg" />
      <div className="min-w-0">
        <h2 id={headingId} className="truncate text-lg font-semibold tracking-tight" title={name}>
          {name}
        </h2>
        <p className="truncate text-sm text-muted-foreground" title={user.email}>
          {user.email}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{signInLabel(method)}</p>
      </div>
    </section>
  );
}
