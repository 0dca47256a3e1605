import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserPool,
  CognitoUserSession,
} from 'amazon-cognito-identity-js';
import {
  SOCIAL_SIGN_IN_CALLBACK_PATH,
  type AppConfig,
  type SocialProvider,
} from '../../../../shared/app-config';
import type {
  AuthService,
  HostedCallback,
  HostedSignInResult,
  PasswordCredentials,
  PasswordReset,
  SessionTokens,
} from './auth-service';
import { TwoStepRequired } from './auth-service';
import { answerWithCode, cognitoTwoStep, storedSession } from './cognito-two-step';
import {
  exchangeAuthorizationCode,
  HostedSignInError,
  HostedSignInRefusal,
  hostedAuthorizeUrl,
  pkceChallenge,
  providerOfState,
  randomUrlSafe,
  savePendingSignIn,
  stateFor,
  takePendingSignIn,
} from './hosted-sign-in';
import { idTokenClaims } from './jwt-expiry';

export interface CognitoAuthServiceDeps {
  config: AppConfig['auth'];
  /** This page's origin, for the hosted UI's redirect back. */
  origin: string;
  fetch: typeof fetch;
  sessionStorage: Storage;
}

/** An error for a sign-in step the product does not offer (texted codes, forced password change). */
function unsupportedChallenge(): Error {
  return Object.assign(new Error('Authentication failed'), { code: 'UnsupportedChallenge' });
}

function tokensOf(session: CognitoUserSession): SessionTokens {
  return {
    idToken: session.getIdToken().getJwtToken(),
    refreshToken: session.getRefreshToken().getToken() || null,
  };
}

/** What the service's operations share: the pool, its configuration and the page's parts. */
interface CognitoContext {
  deps: CognitoAuthServiceDeps;
  pool: CognitoUserPool;
  /** Where the hosted UI sends the browser back to. */
  redirectUri: string;
}

/** A user of the pool; the library signs in with SRP, so the password never leaves the page. */
function userFor({ pool }: CognitoContext, email: string): CognitoUser {
  return new CognitoUser({ Username: email, Pool: pool });
}

function signIn(context: CognitoContext, { email, password }: PasswordCredentials) {
  const user = userFor(context, email);
  const details = new AuthenticationDetails({ Username: email, Password: password });
  return new Promise<SessionTokens>((resolve, reject) => {
    user.authenticateUser(details, {
      onSuccess: (session) => resolve(tokensOf(session)),
      onFailure: (error: unknown) => reject(error),
      newPasswordRequired: () => reject(unsupportedChallenge()),
      mfaRequired: () => reject(unsupportedChallenge()),
      totpRequired: () =>
        reject(new TwoStepRequired(async (code) => tokensOf(await answerWithCode(user, code)))),
      customChallenge: () => reject(unsupportedChallenge()),
      mfaSetup: () => reject(unsupportedChallenge()),
      selectMFAType: () => reject(unsupportedChallenge()),
    });
  });
}

function confirmPasswordReset(
  context: CognitoContext,
  { email, code, newPassword }: PasswordReset,
) {
  return new Promise<void>((resolve, reject) => {
    userFor(context, email).confirmPassword(code, newPassword, {
      onSuccess: () => resolve(),
      onFailure: (error) => reject(error),
    });
  });
}

async function refresh(pool: CognitoUserPool): Promise<SessionTokens | null> {
  const stored = await storedSession(pool);
  if (!stored) return null;
  const { user, session } = stored;
  // getSession only renews an expired session; renewing ahead of expiry needs refreshSession.
  return new Promise((resolve, reject) => {
    user.refreshSession(session.getRefreshToken(), (error: unknown, renewed: unknown) => {
      if (error) reject(error);
      else if (renewed instanceof CognitoUserSession) resolve(tokensOf(renewed));
      else resolve(null);
    });
  });
}

async function socialSignInUrl(
  { deps, redirectUri }: CognitoContext,
  provider: SocialProvider,
): Promise<string | null> {
  const { config } = deps;
  const hosted = config[provider];
  if (!hosted) return null;
  const state = stateFor(provider);
  const verifier = randomUrlSafe();
  savePendingSignIn(deps.sessionStorage, { state, verifier });
  return hostedAuthorizeUrl({
    provider,
    domain: hosted.domain,
    clientId: config.clientId,
    redirectUri,
    codeChallenge: await pkceChallenge(verifier),
    state,
  });
}

async function completeSocialSignIn(
  { deps, pool, redirectUri }: CognitoContext,
  { code, state, error, errorDescription }: HostedCallback,
): Promise<HostedSignInResult> {
  const { config } = deps;
  const provider = providerOfState(state);
  const hosted = provider && config[provider];
  // Only a sign-in this tab started is finished, or has its refusal's words shown.
  const pending = state && hosted ? takePendingSignIn(deps.sessionStorage, state) : null;
  if (!provider || !hosted || !pending) {
    throw new HostedSignInError('The sign-in state does not match');
  }
  if (error) throw new HostedSignInRefusal(error, errorDescription);
  if (!code) throw new HostedSignInError('The hosted UI sent no code');
  const tokens = await exchangeAuthorizationCode(
    {
      domain: hosted.domain,
      clientId: config.clientId,
      redirectUri,
      code,
      codeVerifier: pending.verifier,
    },
    deps.fetch,
  );
  const claims = idTokenClaims(tokens.id_token);
  const username = claims['cognito:username'] ?? claims.sub;
  if (username) {
    // Stored like a password sign-in's session, so refresh and logout work the same way.
    const user = new CognitoUser({ Username: username, Pool: pool });
    user.setSignInUserSession(
      new CognitoUserSession({
        IdToken: new CognitoIdToken({ IdToken: tokens.id_token }),
        AccessToken: new CognitoAccessToken({ AccessToken: tokens.access_token }),
        RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.refresh_token ?? '' }),
      }),
    );
  }
  return {
    provider,
    tokens: { idToken: tokens.id_token, refreshToken: tokens.refresh_token ?? null },
    profile: { displayName: claims.name ?? null, photoUrl: claims.picture ?? null },
  };
}

/** The AuthService on a Cognito user pool through amazon-cognito-identity-js. */
export function createCognitoAuthService(deps: CognitoAuthServiceDeps): AuthService {
  const { config } = deps;
  const pool = new CognitoUserPool({
    UserPoolId: config.userPoolId,
    ClientId: config.clientId,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  });
  const context: CognitoContext = {
    deps,
    pool,
    redirectUri: deps.origin + SOCIAL_SIGN_IN_CALLBACK_PATH,
  };

  return {
    signIn: (credentials) => signIn(context, credentials),
    confirmPasswordReset: (reset) => confirmPasswordReset(context, reset),
    refresh: () => refresh(pool),

    async currentRefreshToken() {
      // Read where the library keeps it: asking for the session could first renew it, slowly.
      const user = pool.getCurrentUser();
      if (!user) return null;
      const key = `CognitoIdentityServiceProvider.${config.clientId}.${user.getUsername()}.refreshToken`;
      return globalThis.localStorage.getItem(key) || null;
    },

    async signOut() {
      pool.getCurrentUser()?.signOut();
    },

    socialSignInUrl: (provider) => socialSignInUrl(context, provider),
    completeSocialSignIn: (callback) => completeSocialSignIn(context, callback),
    twoStep: cognitoTwoStep(pool),
  };
}
