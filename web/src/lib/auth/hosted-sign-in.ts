import * as z from '../../../../shared/zod';
import { SOCIAL_SIGN_IN_PROVIDERS, type SocialProvider } from '../../../../shared/app-config';

/**
 * Sign-in through another provider (Google, GitHub), one flow for all: the user pool's hosted UI
 * goes straight to the provider, returns a code to /auth/callback, and the code is traded for the
 * pool's tokens with PKCE.
 */

const PENDING_KEY = 'sitewright.oauth.pending';

/**
 * Where Cognito's hosted UI is: `https://{domain}`, or the domain as given when it has a scheme
 * (the local cloud's hosted UI is a path of the local origin).
 */
export function hostedUiBase(domain: string): string {
  const trimmed = domain.trim().replace(/\/+$/, '');
  return /^https?:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random URL-safe string (43 characters: 32 random bytes). */
export function randomUrlSafe(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** PKCE's S256 challenge of a verifier (RFC 7636 §4.2). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** The sign-in's `state`: random, and naming the provider, which the way back needs to know. */
export function stateFor(provider: SocialProvider): string {
  return `${provider}.${randomUrlSafe()}`;
}

function isSocialProvider(name: string): name is SocialProvider {
  return Object.hasOwn(SOCIAL_SIGN_IN_PROVIDERS, name);
}

/** The provider a sign-in's `state` names; null for a state this app did not make. */
export function providerOfState(state: string | undefined): SocialProvider | null {
  const name = state?.split('.')[0] ?? '';
  return isSocialProvider(name) ? name : null;
}

export interface AuthorizeUrlInput {
  provider: SocialProvider;
  domain: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
}

/** The hosted UI's authorize URL that goes straight to the provider (no Cognito chooser page). */
export function hostedAuthorizeUrl(input: AuthorizeUrlInput): string {
  const query = new URLSearchParams({
    identity_provider: SOCIAL_SIGN_IN_PROVIDERS[input.provider],
    response_type: 'code',
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  });
  return `${hostedUiBase(input.domain)}/oauth2/authorize?${query.toString()}`;
}

const tokenResponseSchema = z.object({
  id_token: z.string().check(z.minLength(1)),
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
  expires_in: z.optional(z.number()),
});
export type OAuthTokens = z.infer<typeof tokenResponseSchema>;

export interface CodeExchangeInput {
  domain: string;
  clientId: string;
  redirectUri: string;
  code: string;
  codeVerifier: string;
}

export class HostedSignInError extends Error {
  override readonly name = 'HostedSignInError';
}

/**
 * The provider, or the user pool, refused the sign-in and said so on the way back: OAuth's
 * `error` (`access_denied` when the person said no) and `error_description`.
 */
export class HostedSignInRefusal extends Error {
  override readonly name = 'HostedSignInRefusal';
  constructor(
    readonly error: string,
    readonly description: string | undefined,
  ) {
    super(description ?? error);
  }
}

/** Trades the authorization code for tokens at the hosted UI's token endpoint (public client). */
export async function exchangeAuthorizationCode(
  input: CodeExchangeInput,
  fetchFn: typeof fetch,
): Promise<OAuthTokens> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: input.clientId,
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.codeVerifier,
  });
  let response: Response;
  let payload: unknown;
  try {
    response = await fetchFn(`${hostedUiBase(input.domain)}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    payload = await response.json();
  } catch {
    throw new HostedSignInError('The token endpoint could not be reached');
  }
  if (!response.ok) throw new HostedSignInError(`The token endpoint refused the code`);
  const tokens = tokenResponseSchema.safeParse(payload);
  if (!tokens.success) throw new HostedSignInError('The token endpoint sent no ID token');
  return tokens.data;
}

const pendingSignInSchema = z.object({ state: z.string(), verifier: z.string() });

/**
 * The PKCE verifier and the state travel through the redirect in session storage: it survives
 * the round trip in this tab only, and local storage is cleared before each sign-in attempt.
 */
export function savePendingSignIn(store: Storage, pending: { state: string; verifier: string }) {
  store.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** Takes (and forgets) the pending sign-in whose state matches; null for any other state. */
export function takePendingSignIn(store: Storage, state: string): { verifier: string } | null {
  const text = store.getItem(PENDING_KEY);
  store.removeItem(PENDING_KEY);
  if (!text) return null;
  try {
    const pending = pendingSignInSchema.safeParse(JSON.parse(text));
    if (!pending.success || pending.data.state !== state) return null;
    return { verifier: pending.data.verifier };
  } catch {
    return null;
  }
}
