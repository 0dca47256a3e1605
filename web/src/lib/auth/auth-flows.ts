import type { IdentitySyncRequest, User } from '../../../../shared/api';
import { SOCIAL_SIGN_IN_PROVIDERS, type SocialProvider } from '../../../../shared/app-config';
import type { ApiClient } from '../api-client';
import type { AuthService, HostedCallback, TwoStepRequired } from './auth-service';
import { clearLocalSession, saveSession } from './session-storage';

export interface AuthFlowDeps {
  auth: AuthService;
  api: ApiClient;
}

/** Logout should not hang on a slow server: revoking is best effort. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Turns a Cognito sign-in into the app's session: the identity sync (which creates the profile,
 * with its welcome credits, on first sign-in) answers with the bearer and the user to store.
 */
async function startSession(
  deps: AuthFlowDeps,
  idToken: string,
  body: IdentitySyncRequest,
): Promise<User> {
  try {
    const session = await deps.api(
      'identitySync',
      { body },
      { headers: { Authorization: `Bearer ${idToken}` } },
    );
    saveSession({ token: session.access_token, user: session.user });
    return session.user;
  } catch (error) {
    // No half sessions: the identity library's cached tokens go too.
    clearLocalSession();
    throw error;
  }
}

export async function loginWithPassword(
  deps: AuthFlowDeps,
  credentials: { email: string; password: string },
): Promise<User> {
  clearLocalSession();
  const tokens = await deps.auth.signIn(credentials);
  return startSession(deps, tokens.idToken, {});
}

/** Finishes a password sign-in that asked for the code of the account's authenticator app. */
export async function finishTwoStepLogin(
  deps: AuthFlowDeps,
  challenge: TwoStepRequired,
  code: string,
): Promise<User> {
  const tokens = await challenge.answer(code);
  return startSession(deps, tokens.idToken, {});
}

/**
 * Signs up through the API (which limits sign-ups per address and per email; the pool confirms
 * new users itself), signs in and creates the profile.
 */
export async function registerWithPassword(
  deps: AuthFlowDeps,
  account: { username: string; email: string; password: string },
): Promise<User> {
  clearLocalSession();
  const credentials = { email: account.email, password: account.password };
  await deps.api('register', { body: { username: account.username, ...credentials } });
  const tokens = await deps.auth.signIn(credentials);
  return startSession(deps, tokens.idToken, { username: account.username });
}

/** Has a reset code emailed, through the API that limits how many are sent. */
export async function requestPasswordReset(deps: AuthFlowDeps, email: string): Promise<void> {
  await deps.api('forgotPassword', { body: { email } });
}

function urlOrNull(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** Finishes a sign-in (Google, GitHub) that Cognito's hosted UI sent back to /auth/callback. */
export async function completeSocialLogin(
  deps: AuthFlowDeps,
  callback: HostedCallback,
): Promise<{ user: User; provider: SocialProvider }> {
  clearLocalSession();
  const { provider, tokens, profile } = await deps.auth.completeSocialSignIn(callback);
  const user = await startSession(deps, tokens.idToken, {
    display_name: profile.displayName,
    photo_url: urlOrNull(profile.photoUrl),
    provider_id: SOCIAL_SIGN_IN_PROVIDERS[provider],
  });
  return { user, provider };
}

/**
 * Asks the server to revoke the session's refresh token (errors ignored, requirements §4), then clears
 * all local storage.
 */
export async function logout(deps: AuthFlowDeps): Promise<void> {
  const refreshToken = await deps.auth.currentRefreshToken().catch(() => null);
  await deps
    .api(
      'logout',
      { body: refreshToken ? { refresh_token: refreshToken } : {} },
      { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) },
    )
    .catch(() => undefined);
  await forgetSession(deps);
}

/** This browser forgets the session: the identity library's tokens and the stored user. */
export async function forgetSession(deps: Pick<AuthFlowDeps, 'auth'>): Promise<void> {
  await deps.auth.signOut().catch(() => undefined);
  clearLocalSession();
}
