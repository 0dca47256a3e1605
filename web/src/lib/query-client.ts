import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * Retry what may pass on a second try (no answer, or a server fault), never a refusal, and
 * nothing while the browser is offline: the offline notice tries again once it is back.
 */
export function shouldRetry(failureCount: number, error: unknown, online = true): boolean {
  if (failureCount >= 2 || !online) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * The app keeps no queue of work for later, so a request is sent even when the browser says it is
 * offline (networkMode 'always'): it fails at once and the screen says why (the offline notice,
 * which tries again when the connection is back) instead of waiting, paused, behind a skeleton.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => shouldRetry(failureCount, error, navigator.onLine),
        staleTime: 30_000,
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}
