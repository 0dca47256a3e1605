import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { toast } from 'sonner';
import { isApiError } from '../api-error';
import { AUTH_MESSAGES } from './auth-messages';
import { safeRedirectPath } from './safe-redirect';
import { clearLocalSession, hasSessionToken } from './session-storage';

/** Where a signed-out visitor is sent: /auth?mode=login. */
export const LOGIN_LOCATION = { to: '/auth', search: { mode: 'login' } } as const;

/** The login, carrying the page (path and search) to return to once signed in, when it is safe. */
export function loginReturningTo(href: string) {
  const back = safeRedirectPath(href);
  return {
    to: LOGIN_LOCATION.to,
    search: back ? { ...LOGIN_LOCATION.search, redirect: back } : LOGIN_LOCATION.search,
  };
}

/**
 * For a signed-in route's beforeLoad: no token → /auth?mode=login (requirements §4), carrying the page
 * asked for so signing in can return there.
 */
export function requireSessionToken({ location }: { location: { href: string } }): void {
  if (hasSessionToken()) return;
  throw redirect(loginReturningTo(location.href));
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * A 401: clears the stored session and the cached server data, and says so (requirements §4). The
 * caller then sends the visitor to LOGIN_LOCATION.
 */
export function endExpiredSession(queryClient: QueryClient): void {
  clearLocalSession();
  queryClient.clear();
  toast.error(AUTH_MESSAGES.sessionExpired, { id: 'session-expired' });
}

/**
 * For a signed-in route's loader: runs `load`, and on a 401 ends the session and goes to login
 * (requirements §4), which returns to `location` once signed in again; any other failure reaches the
 * route's error component.
 */
export async function loadSignedIn(
  queryClient: QueryClient,
  load: () => Promise<unknown>,
  location?: { href: string },
) {
  try {
    await load();
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    endExpiredSession(queryClient);
    throw redirect(location ? loginReturningTo(location.href) : LOGIN_LOCATION);
  }
}
