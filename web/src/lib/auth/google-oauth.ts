import { z } from 'zod';

/** Where Cognito's hosted UI sends the browser back (registered as the app client's callback). */
export const GOOGLE_CALLBACK_PATH = '/auth/callback';

const PENDING_KEY = 'sitewright.oauth.pending';

/** Cognito's hosted domain as an origin: the config may give it with or without a scheme. */
export function hostedUiOrigin(domain: string): string {
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

export interface AuthorizeUrlInput {
  domain: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string;
}

/** The hosted UI's authorize URL that goes straight to Google (no Cognito chooser page). */
export function googleAuthorizeUrl(input: AuthorizeUrlInput): string {
  const query = new URLSearchParams({
    identity_provider: 'Google',
    response_type: 'code',
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  });
  return `${hostedUiOrigin(input.domain)}/oauth2/authorize?${query.toString()}`;
}

const tokenResponseSchema = z.object({
  id_token: z.string().min(1),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().optional(),
});
export type OAuthTokens = z.infer<typeof tokenResponseSchema>;

export interface CodeExchangeInput {
  domain: string;
  clientId: string;
  redirectUri: string;
  code: string;
  codeVerifier: string;
}

export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
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
    response = await fetchFn(`${hostedUiOrigin(input.domain)}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    payload = await response.json();
  } catch {
    throw new GoogleSignInError('The token endpoint could not be reached');
  }
  if (!response.ok) throw new GoogleSignInError(`The token endpoint refused the code`);
  const tokens = tokenResponseSchema.safeParse(payload);
  if (!tokens.success) throw new GoogleSignInError('The token endpoint sent no ID token');
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
