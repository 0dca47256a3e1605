import { useEffect, useState } from 'react';
import { sessionTokens, type SessionTokenKeeper } from './session-tokens';

/** After a failed renewal (offline, say), try again this much later rather than at once. */
export const RENEWAL_RETRY_MS = 30_000;

/**
 * Renews the stored bearer a minute before it expires while a signed-in screen is open, so
 * anything reading it (requests, the live connection) always finds a valid one.
 */
export function useTokenRenewal(keeper: SessionTokenKeeper = sessionTokens): void {
  const [attempt, setAttempt] = useState({ count: 0, failed: false });

  useEffect(() => {
    const wait = keeper.msUntilRenewal();
    if (wait === null) return;
    let cancelled = false;
    const timer = setTimeout(
      () => {
        void keeper.renew().then(() => {
          if (cancelled) return;
          const renewed = (keeper.msUntilRenewal() ?? 1) > 0;
          setAttempt((previous) => ({ count: previous.count + 1, failed: !renewed }));
        });
      },
      attempt.failed ? Math.max(wait, RENEWAL_RETRY_MS) : wait,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [keeper, attempt]);
}
