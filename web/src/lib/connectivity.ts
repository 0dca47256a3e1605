import { useSyncExternalStore } from 'react';
import { isApiError } from './api-error';

/**
 * Whether a failure means the app could not reach its server, so the offline screen should show
 * rather than an error: an API call that got no answer at all (an HTTP error is an answer, and
 * keeps its own message), or any other failure while the browser says it is offline (a page's
 * code or `/config.json` that could not be fetched).
 */
export function isConnectionFailure(error: unknown, online: boolean): boolean {
  return isApiError(error) ? error.status === 0 : !online;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's `navigator.onLine`, kept current by its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
