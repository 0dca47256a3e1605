import {
  GITHUB_EMAIL_NOT_VERIFIED_MESSAGE,
  GITHUB_OIDC_SCOPES,
  githubOidcUrlsOf,
  githubTokenFormSchema,
  type GitHubIdentityClaims,
  type OidcTokenResponse,
} from '../../../shared/api/github-oidc-endpoints';
import type { BridgeDeps } from './bridge-deps';
import {
  invalidClient,
  invalidGrant,
  invalidRequest,
  invalidToken,
  OAuthRefusal,
} from './bridge-errors';
import {
  exchangeCode,
  GitHubAccountError,
  githubIdentityOf,
  type GitHubAccountProblem,
} from './github-account';
import { ID_TOKEN_LIFETIME_SECONDS, signIdToken } from './id-token';
import { codePayloadSchema } from './sign-in-redirects';
import { unseal, UnsealError } from './sealed-values';

export interface TokenRequest {
  /** The form body as sent (`application/x-www-form-urlencoded`). */
  form: string;
  authorization: string | undefined;
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** A form-encoded value (`+` is a space), or undefined when it is not valid percent-encoding. */
function formDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function basicCredentialsOf(authorization: string | undefined): ClientCredentials | undefined {
  const encoded = authorization && /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization)?.[1];
  if (!encoded) return undefined;
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  const clientId = colon > 0 ? formDecoded(text.slice(0, colon)) : undefined;
  const clientSecret = colon > 0 ? formDecoded(text.slice(colon + 1)) : undefined;
  if (!clientId || !clientSecret) throw invalidClient('The Basic credentials are not readable.');
  return { clientId, clientSecret };
}

/**
 * Who is asking, by client_secret_basic (the Authorization header) or client_secret_post (the
 * body); the two may not disagree. The bridge holds no secret to check them against: GitHub does
 * that in the exchange, and refuses a wrong pair.
 */
export function clientCredentialsOf(
  form: { client_id?: string; client_secret?: string },
  authorization: string | undefined,
): ClientCredentials {
  const basic = basicCredentialsOf(authorization);
  if (basic) {
    const disagrees =
      (form.client_id !== undefined && form.client_id !== basic.clientId) ||
      (form.client_secret !== undefined && form.client_secret !== basic.clientSecret);
    if (disagrees) throw invalidClient('The header and the body name different credentials.');
    return basic;
  }
  if (form.client_id && form.client_secret) {
    return { clientId: form.client_id, clientSecret: form.client_secret };
  }
  throw invalidClient(
    'Client authentication is required: client_secret_basic or client_secret_post.',
  );
}

/** GitHub's problems with an account, as the token endpoint words them (RFC 6749 §5.2). */
const TOKEN_REFUSALS: Record<GitHubAccountProblem, () => OAuthRefusal> = {
  tokenRefused: () =>
    invalidGrant('GitHub did not accept the sign-in. Please sign in with GitHub again.'),
  noVerifiedPrimaryEmail: () => invalidGrant(GITHUB_EMAIL_NOT_VERIFIED_MESSAGE),
  emailsNotShared: () =>
    invalidGrant(
      'GitHub did not share your email addresses. Sign in with GitHub again and allow access to your email address.',
    ),
};

/** The sealed code's contents, or the refusal a foreign, altered or expired code gets. */
async function openCode(deps: BridgeDeps, code: string, nowSeconds: number) {
  const key = await deps.keys.sealingKey();
  try {
    return unseal(key, 'code', code, codePayloadSchema, nowSeconds);
  } catch (error) {
    if (!(error instanceof UnsealError)) throw error;
    throw invalidGrant(
      error.failure === 'expired'
        ? 'The sign-in code has expired. Please sign in with GitHub again.'
        : 'The sign-in code is not valid. Please sign in with GitHub again.',
    );
  }
}

/**
 * The authorization code grant: the sealed code is opened (it must be the bridge's, unexpired,
 * issued to this client for this return address), GitHub's code inside it is exchanged with the
 * client's own id and secret, the account is read, and an ID token is signed for it.
 */
export async function token(deps: BridgeDeps, request: TokenRequest): Promise<OidcTokenResponse> {
  const parsed = githubTokenFormSchema.safeParse(
    Object.fromEntries(new URLSearchParams(request.form)),
  );
  if (!parsed.success) throw invalidRequest('The token request is not valid.');
  const form = parsed.data;
  if (form.grant_type === undefined) throw invalidRequest('grant_type is required.');
  if (form.grant_type !== 'authorization_code') {
    throw new OAuthRefusal(400, 'unsupported_grant_type', 'Only authorization_code is supported.');
  }
  const client = clientCredentialsOf(form, request.authorization);
  if (!form.code) throw invalidRequest('code is required.');
  const now = deps.nowSeconds();
  const sealed = await openCode(deps, form.code, now);
  if (sealed.c !== client.clientId) throw invalidGrant('The code was issued to another client.');
  // OAuth requires the redirect_uri of the authorization request back when it was sent there; it
  // is checked whenever the client sends it (Cognito does).
  if (form.redirect_uri !== undefined && form.redirect_uri !== sealed.r) {
    throw invalidGrant('redirect_uri is not the one the sign-in began with.');
  }
  const { issuer, callback } = githubOidcUrlsOf(deps.settings.issuer);
  const accessToken = await exchangeCode(deps.github, {
    ...client,
    code: sealed.g,
    callbackUrl: callback,
  });
  const claims = await githubIdentityOf(deps.github, accessToken).catch((error: unknown) => {
    throw error instanceof GitHubAccountError ? TOKEN_REFUSALS[error.problem]() : error;
  });
  const idToken = await signIdToken(deps.keys, {
    issuer,
    audience: client.clientId,
    claims,
    nonce: sealed.n,
    nowSeconds: now,
  });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ID_TOKEN_LIFETIME_SECONDS,
    id_token: idToken,
    scope: GITHUB_OIDC_SCOPES.join(' '),
  };
}

export interface UserInfoRequest {
  authorization: string | undefined;
  /** A POST's form body, which may carry `access_token` instead of the header (RFC 6750 §2.2). */
  form?: string;
}

/** GitHub's problems with an account, as userinfo words them (RFC 6750 §3.1). */
const USERINFO_REFUSALS: Record<GitHubAccountProblem, () => OAuthRefusal> = {
  tokenRefused: () => invalidToken('GitHub did not accept the access token.'),
  noVerifiedPrimaryEmail: () =>
    new OAuthRefusal(403, 'access_denied', GITHUB_EMAIL_NOT_VERIFIED_MESSAGE),
  emailsNotShared: () =>
    new OAuthRefusal(403, 'insufficient_scope', 'GitHub did not share the email addresses.'),
};

/** The claims of the account whose GitHub access token this is, as in its ID token. */
export async function userInfo(
  deps: BridgeDeps,
  request: UserInfoRequest,
): Promise<GitHubIdentityClaims> {
  const fromHeader = request.authorization
    ? /^Bearer\s+(\S+)$/i.exec(request.authorization)?.[1]
    : undefined;
  const fromForm = request.form
    ? (new URLSearchParams(request.form).get('access_token') ?? undefined)
    : undefined;
  const accessToken = fromHeader ?? fromForm;
  if (!accessToken)
    throw invalidToken('A GitHub access token is required (Authorization: Bearer).');
  return githubIdentityOf(deps.github, accessToken).catch((error: unknown) => {
    throw error instanceof GitHubAccountError ? USERINFO_REFUSALS[error.problem]() : error;
  });
}
