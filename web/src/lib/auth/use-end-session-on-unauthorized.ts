import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { endExpiredSession, isUnauthorized, loginReturningTo } from './session-guard';

/**
 * A refetch or an action that meets a 401 (the session was revoked elsewhere) ends the session
 * on a signed-in screen, as a 401 on load does; signing in again comes back to the screen.
 */
export function useEndSessionOnUnauthorized(...errors: unknown[]): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const unauthorized = errors.some(isUnauthorized);

  useEffect(() => {
    if (!unauthorized) return;
    endExpiredSession(queryClient);
    // Signing in again returns to this page.
    void navigate({ ...loginReturningTo(href), replace: true });
  }, [unauthorized, queryClient, navigate, href]);
}
