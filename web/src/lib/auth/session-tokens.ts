import { appAuthService } from './app-auth-service';
import type { SessionTokens } from './auth-service';
import { jwtExpiresAt } from './jwt-expiry';
import { readSessionToken, writeSessionToken } from './session-storage';

/** Renew the bearer this long before it expires, so no request carries a token about to lapse. */
export const REFRESH_AHEAD_MS = 60_000;

export interface SessionTokensDeps {
  readToken: () => string | null;
  writeToken: (token: string) => void;
  refresh: () => Promise<SessionTokens | null>;
  now: () => number;
}

export interface SessionTokenKeeper {
  /** The stored bearer, renewed first when it expires within REFRESH_AHEAD_MS. */
  fresh(): Promise<string | null>;
  /** Renews the bearer now; the stored token when there is no session to renew it from. */
  renew(): Promise<string | null>;
  /** Milliseconds until the stored bearer should be renewed; null when it never needs to be. */
  msUntilRenewal(): number | null;
}

export function createSessionTokenKeeper(deps: SessionTokensDeps): SessionTokenKeeper {
  async function renew(): Promise<string | null> {
    const before = deps.readToken();
    if (!before) return null;
    let tokens: SessionTokens | null;
    try {
      tokens = await deps.refresh();
    } catch {
      // The session could not be renewed (revoked, offline): the server decides with a 401.
      return before;
    }
    // A logout (or another sign-in) during the renewal wins: never resurrect an old session.
    if (!tokens || deps.readToken() !== before) return deps.readToken();
    deps.writeToken(tokens.idToken);
    return tokens.idToken;
  }

  function msUntilRenewal(): number | null {
    const token = deps.readToken();
    const expiresAt = token ? jwtExpiresAt(token) : null;
    if (expiresAt === null) return null;
    return Math.max(0, expiresAt - REFRESH_AHEAD_MS - deps.now());
  }

  return {
    renew,
    msUntilRenewal,
    async fresh() {
      const wait = msUntilRenewal();
      return wait === 0 ? renew() : deps.readToken();
    },
  };
}

/** The app's keeper over local storage and the Cognito session. */
export const sessionTokens = createSessionTokenKeeper({
  readToken: readSessionToken,
  writeToken: writeSessionToken,
  refresh: () => appAuthService.refresh(),
  now: () => Date.now(),
});
