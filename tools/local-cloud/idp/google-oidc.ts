import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyS256 } from 'cognito-local/lib/oauth2/pkce.js';
import { z } from 'zod';
import { publicJwk, signJwt } from '../jwt-signing';
import { readJsonOrForm, redirect, sendJson, withQuery } from '../replies';
import { postCarriesControlToken, refuseWithoutControlToken } from '../gateway/control-token';
import { consentChoice, sendConsentPage, sendProviderErrorPage } from './consent';
import type { IdpStore } from './idp-store';
import {
  answer,
  authorizeParameters,
  basicCredentials,
  bearerToken,
  permissionsOf,
} from './oauth-requests';
import type { IdpAccount } from './test-accounts';

/** An OAuth client registered with the Google stand-in (the local user pool is one). */
export interface GoogleClient {
  clientId: string;
  clientSecret: string;
  /** As the consent page names it. */
  name: string;
  /** The redirect URIs it may use, matched exactly as Google does. */
  redirectUris: readonly string[];
}

export interface GoogleOidcOptions {
  store: IdpStore;
  /** The issuer, and where the endpoints are: `{origin}/_local/idp/google`. */
  issuer: string;
  clients: readonly GoogleClient[];
  /** A picture for an account (the stand-in's own avatar). */
  pictureOf: (account: IdpAccount) => string;
  /** This start's control token, which the consent page's forms carry. */
  controlToken: string;
  now?: () => number;
}

/** Google's access tokens last an hour. */
const ACCESS_TOKEN_SECONDS = 3599;
const ID_TOKEN_SECONDS = 3600;

const authorizationRequestSchema = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.string().min(1),
  response_type: z.string().min(1),
  scope: z.string().min(1),
  state: z.string().optional(),
  nonce: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
});
type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

const tokenRequestSchema = z.object({
  grant_type: z.string(),
  code: z.string().optional(),
  redirect_uri: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  code_verifier: z.string().optional(),
});

const SCOPE_WORDS = {
  openid: 'Who you are on Google',
  profile: 'Your name and profile picture',
  email: 'Your email address',
};

/** The request's own parameters, as the consent page sends them back. */
function requestFields(request: AuthorizationRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** OpenID Connect's at_hash: the left half of the access token's SHA-256, base64url. */
function accessTokenHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}

function nameParts(name: string): { given_name?: string; family_name?: string } {
  const [given, ...rest] = name.trim().split(/\s+/);
  return {
    ...(given ? { given_name: given } : {}),
    ...(rest.length ? { family_name: rest.join(' ') } : {}),
  };
}

/**
 * Google as an OpenID Connect provider, as much of it as a relying party uses: discovery,
 * `authorize` (the consent page), `token` (code → RS256 ID token and access token), `userinfo`
 * and the key set. Answers and errors are shaped as Google's.
 */
export function createGoogleOidc(options: GoogleOidcOptions) {
  const { store, issuer } = options;
  const now = options.now ?? Date.now;
  const endpoints = {
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks.json`,
  };

  function discovery() {
    return {
      issuer,
      ...endpoints,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: [
        'aud',
        'email',
        'email_verified',
        'exp',
        'family_name',
        'given_name',
        'iat',
        'iss',
        'name',
        'picture',
        'sub',
      ],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code'],
    };
  }

  function profileClaims(account: IdpAccount, scopes: readonly string[]) {
    return {
      sub: account.id,
      ...(scopes.includes('profile')
        ? { name: account.name, ...nameParts(account.name), picture: options.pictureOf(account) }
        : {}),
      ...(scopes.includes('email')
        ? { email: account.email, email_verified: account.emailVerified }
        : {}),
    };
  }

  async function authorize(request: IncomingMessage, response: ServerResponse, url: URL) {
    const parameters = await authorizeParameters(request, url);
    const parsed = authorizationRequestSchema.safeParse(parameters);
    if (!parsed.success) {
      const missing = parsed.error.issues[0]?.path[0];
      return sendProviderErrorPage(
        response,
        400,
        'Google',
        `Error 400: invalid_request. Missing required parameter: ${String(missing)}`,
      );
    }
    const authorization = parsed.data;
    const client = options.clients.find((known) => known.clientId === authorization.client_id);
    if (!client) {
      return sendProviderErrorPage(
        response,
        401,
        'Google',
        'Error 401: invalid_client. The OAuth client was not found.',
      );
    }
    if (!client.redirectUris.includes(authorization.redirect_uri)) {
      return sendProviderErrorPage(
        response,
        400,
        'Google',
        `Error 400: redirect_uri_mismatch. ${authorization.redirect_uri} is not a redirect URI of ${client.name}.`,
      );
    }
    const back = (parameters: Record<string, string | undefined>) =>
      redirect(
        response,
        withQuery(authorization.redirect_uri, { ...parameters, state: authorization.state }),
      );
    if (authorization.response_type !== 'code') return back({ error: 'unsupported_response_type' });
    if (authorization.code_challenge && authorization.code_challenge_method !== 'S256') {
      return back({ error: 'invalid_request', error_description: 'Invalid code_challenge_method' });
    }
    const scopes = authorization.scope.split(/\s+/).filter(Boolean);
    const page = {
      provider: 'google' as const,
      appName: client.name,
      permissions: permissionsOf(scopes, SCOPE_WORDS),
      action: endpoints.authorization_endpoint,
      request: requestFields(authorization),
      controlToken: options.controlToken,
    };
    if (request.method !== 'POST') return sendConsentPage(response, page);
    if (!postCarriesControlToken(request, parameters, options.controlToken)) {
      return refuseWithoutControlToken(response);
    }

    const choice = consentChoice('google', parameters);
    if (choice.kind === 'deny') return back({ error: 'access_denied' });
    if (choice.kind === 'again') return sendConsentPage(response, { ...page, ...choice });
    const code = store.issueCode({
      provider: 'google',
      clientId: client.clientId,
      redirectUri: authorization.redirect_uri,
      scopes,
      account: choice.account,
      nonce: authorization.nonce,
      codeChallenge: authorization.code_challenge,
    });
    back({ code, scope: scopes.join(' ') });
  }

  async function token(request: IncomingMessage, response: ServerResponse) {
    const parsed = tokenRequestSchema.safeParse(await readJsonOrForm(request).catch(() => ({})));
    if (!parsed.success) {
      return sendJson(response, 400, {
        error: 'invalid_request',
        error_description: 'Bad Request',
      });
    }
    const body = parsed.data;
    if (body.grant_type !== 'authorization_code') {
      return sendJson(response, 400, {
        error: 'unsupported_grant_type',
        error_description: `Invalid grant_type: ${body.grant_type}`,
      });
    }
    const credentials = basicCredentials(request) ?? {
      clientId: body.client_id ?? '',
      clientSecret: body.client_secret ?? '',
    };
    const client = options.clients.find((known) => known.clientId === credentials.clientId);
    if (!client || client.clientSecret !== credentials.clientSecret) {
      return sendJson(response, 401, {
        error: 'invalid_client',
        error_description: 'Unauthorized',
      });
    }
    const grant = body.code ? store.takeCode('google', body.code) : undefined;
    const pkceFails =
      grant?.codeChallenge !== undefined &&
      !(body.code_verifier && verifyS256(body.code_verifier, grant.codeChallenge));
    if (
      !grant ||
      grant.clientId !== client.clientId ||
      grant.redirectUri !== body.redirect_uri ||
      pkceFails
    ) {
      return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
    }
    const issuedAt = Math.floor(now() / 1000);
    const accessToken = await store.issueToken({
      provider: 'google',
      clientId: client.clientId,
      scopes: grant.scopes,
      account: grant.account,
      expiresAt: now() + ACCESS_TOKEN_SECONDS * 1000,
    });
    const idToken = grant.scopes.includes('openid')
      ? signJwt(
          {
            iss: issuer,
            azp: client.clientId,
            aud: client.clientId,
            ...profileClaims(grant.account, grant.scopes),
            at_hash: accessTokenHash(accessToken),
            ...(grant.nonce ? { nonce: grant.nonce } : {}),
            iat: issuedAt,
            exp: issuedAt + ID_TOKEN_SECONDS,
          },
          store.signingKey.key,
          store.signingKey.kid,
        )
      : undefined;
    sendJson(response, 200, {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: grant.scopes.join(' '),
      token_type: 'Bearer',
      ...(idToken ? { id_token: idToken } : {}),
    });
  }

  function userinfo(request: IncomingMessage, response: ServerResponse) {
    const bearer = bearerToken(request);
    const grant = bearer ? store.tokenGrant('google', bearer) : undefined;
    if (!grant) {
      return sendJson(
        response,
        401,
        { error: 'invalid_request', error_description: 'Invalid Credentials' },
        { 'www-authenticate': 'Bearer error="invalid_token"' },
      );
    }
    sendJson(response, 200, profileClaims(grant.account, grant.scopes));
  }

  /** The answer to a request for the path below the issuer; undefined when it is none of Google's. */
  function handle(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> | undefined {
    const method = request.method ?? 'GET';
    if (path === '/.well-known/openid-configuration' && method === 'GET') {
      return answer(request, () => sendJson(response, 200, discovery()));
    }
    if (path === '/jwks.json' && method === 'GET') {
      const keys = [publicJwk(store.signingKey.key, store.signingKey.kid)];
      return answer(request, () => sendJson(response, 200, { keys }));
    }
    if (path === '/authorize' && (method === 'GET' || method === 'POST')) {
      return authorize(request, response, url);
    }
    if (path === '/token' && method === 'POST') return token(request, response);
    if (path === '/userinfo' && (method === 'GET' || method === 'POST')) {
      return answer(request, () => userinfo(request, response));
    }
    return undefined;
  }

  return { handle, discovery };
}
