import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAuthDeps } from '../../lib/auth/auth-context';
import { logout } from '../../lib/auth/auth-flows';
import { endExpiredSession, isUnauthorized, LOGIN_LOCATION } from '../../lib/auth/session-guard';
import { meQuery } from '../../lib/auth/session-queries';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { CreditBalanceCard } from './credit-balance-card';
import { DashboardShell } from './dashboard-shell';
import { displayName } from './user-identity';

/** The dashboard of spec §2: the signed-in shell, the welcome line and the credit balance. */
export function DashboardScreen() {
  const { data: user, error } = useSuspenseQuery(meQuery());
  const deps = useAuthDeps();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  useTokenRenewal();

  // A refetch that meets a 401 (the session was revoked elsewhere) ends the session here too.
  useEffect(() => {
    if (!isUnauthorized(error)) return;
    endExpiredSession(queryClient);
    void navigate({ ...LOGIN_LOCATION, replace: true });
  }, [error, queryClient, navigate]);

  async function handleLogout() {
    setLoggingOut(true);
    await logout(deps);
    queryClient.clear();
    await navigate(LOGIN_LOCATION);
  }

  return (
    <DashboardShell user={user} onLogout={() => void handleLogout()} loggingOut={loggingOut}>
      <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        Welcome, {displayName(user)}!
      </h1>
      <p className="mt-1.5 text-pretty text-muted-foreground">
        Describe a website and AI agents will build it for you.
      </p>
      <div className="mt-8">
        <CreditBalanceCard credits={user.credits} />
      </div>
    </DashboardShell>
  );
}
