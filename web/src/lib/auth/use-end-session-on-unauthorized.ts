import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { endExpiredSession, isUnauthorized, LOGIN_LOCATION } from './session-guard';

/**
 * A refetch or an action that meets a 401 (the session was revoked elsewhere) ends the session
 * on a signed-in screen, as a 401 on load does.
 */
export function useEndSessionOnUnauthorized(...errors: unknown[]): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const unauthorized = errors.some(isUnauthorized);

  useEffect(() => {
    if (!unauthorized) return;
    endExpiredSession(queryClient);
    void navigate({ ...LOGIN_LOCATION, replace: true });
  }, [unauthorized, queryClient, navigate]);
}
