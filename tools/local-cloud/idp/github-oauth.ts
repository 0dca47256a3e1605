import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyS256 } from 'cognito-local/lib/oauth2/pkce.js';
import { z } from 'zod';
import { readJsonOrForm, redirect, sendJson, withQuery } from '../replies';
import { postCarriesControlToken, refuseWithoutControlToken } from '../gateway/control-token';
import { consentChoice, sendConsentPage, sendProviderErrorPage } from './consent';
import type { IdpStore } from './idp-store';
import { authorizeParameters, permissionsOf } from './oauth-requests';

/** An OAuth app registered with the GitHub stand-in (the product's GitHub sign-in is one). */
export interface GitHubOAuthApp {
  clientId: string;
  clientSecret: string;
  /** As the consent page names it. */
  name: string;
  /** The app's callback URL; a `redirect_uri` must be it or below it, on the same host. */
  callbackUrl: string;
}

export const GITHUB_AUTHORIZE_PATH = '/login/oauth/authorize';
export const GITHUB_ACCESS_TOKEN_PATH = '/login/oauth/access_token';

const TROUBLESHOOTING = 'https://docs.github.com/apps/managing-oauth-apps';

/** GitHub's words for its OAuth errors, with the documentation each points to. */
const ERRORS = {
  accessDenied: {
    error: 'access_denied',
    error_description: 'The user has denied your application access.',
    error_uri: `${TROUBLESHOOTING}/troubleshooting-authorization-request-errors/#access-denied`,
  },
  redirectMismatch: {
    error: 'redirect_uri_mismatch',
    error_description:
      'The redirect_uri MUST match the registered callback URL for this application.',
    error_uri: `${TROUBLESHOOTING}/troubleshooting-authorization-request-errors/#redirect-uri-mismatch`,
  },
  incorrectClientCredentials: {
    error: 'incorrect_client_credentials',
    error_description: 'The client_id and/or client_secret passed are incorrect.',
    error_uri: `${TROUBLESHOOTING}/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials`,
  },
  badVerificationCode: {
    error: 'bad_verification_code',
    error_description: 'The code passed is incorrect or expired.',
    error_uri: `${TROUBLESHOOTING}/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code`,
  },
  unsupportedGrantType: {
    error: 'unsupported_grant_type',
    error_description: 'The grant type is not supported.',
    error_uri: `${TROUBLESHOOTING}/troubleshooting-oauth-app-access-token-request-errors`,
  },
} as const;

const authorizationRequestSchema = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.string().optional(),
  scope: z.string().optional(),
  state: z.string().optional(),
  login: z.string().optional(),
  allow_signup: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
});
type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

const accessTokenRequestSchema = z.object({
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  code: z.string().optional(),
  redirect_uri: z.string().optional(),
  code_verifier: z.string().optional(),
  grant_type: z.string().optional(),
});

const SCOPE_WORDS = {
  '': 'Your public profile (read-only)',
  'read:user': 'Your profile information (read-only)',
  'user:email': 'Your email addresses (read-only)',
  user: 'Your profile information and email addresses',
  public_repo: 'Your public repositories (read and write)',
  repo: 'Your public and private repositories (read and write)',
};

/**
 * GitHub's rule for `redirect_uri`: the callback URL's scheme, host and port, and its path or a
 * path below it.
 */
export function isAllowedRedirect(app: GitHubOAuthApp, redirectUri: string): boolean {
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    return false;
  }
  const callback = new URL(app.callbackUrl);
  if (target.protocol !== callback.protocol || target.host !== callback.host) return false;
  const base = callback.pathname.replace(/\/+$/, '');
  return target.pathname === callback.pathname || target.pathname.startsWith(`${base}/`);
}

/** GitHub's scopes: space- or comma-separated, each once, in the order asked. */
export function scopesOf(scope: string | undefined): string[] {
  return [...new Set((scope ?? '').split(/[\s,]+/).filter(Boolean))];
}

/** The request's own parameters, as the consent page sends them back. */
function requestFields(request: AuthorizationRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * GitHub's OAuth web flow at `GITHUB_OAUTH_URL` (github.com): the authorize page and the token
 * exchange, which answers errors with 200 and an `error` field, as GitHub does, in JSON when asked
 * (`Accept: application/json`) and form-encoded otherwise.
 */
export function createGitHubOAuth(options: {
  store: IdpStore;
  /** `{origin}/_local/idp/github`: where the authorize page is. */
  baseUrl: string;
  apps: readonly GitHubOAuthApp[];
  /** This start's control token, which the consent page's forms carry. */
  controlToken: string;
}) {
  const { store } = options;

  async function authorize(request: IncomingMessage, response: ServerResponse, url: URL) {
    const parameters = await authorizeParameters(request, url);
    const parsed = authorizationRequestSchema.safeParse(parameters);
    const app =
      parsed.success && options.apps.find((known) => known.clientId === parsed.data.client_id);
    if (!parsed.success || !app) {
      return sendProviderErrorPage(
        response,
        404,
        'GitHub',
        'Not Found: no OAuth app has this client_id.',
      );
    }
    const authorization = parsed.data;
    if (authorization.redirect_uri && !isAllowedRedirect(app, authorization.redirect_uri)) {
      return redirect(
        response,
        withQuery(app.callbackUrl, { ...ERRORS.redirectMismatch, state: authorization.state }),
      );
    }
    const redirectUri = authorization.redirect_uri ?? app.callbackUrl;
    const back = (parameters: Record<string, string | undefined>) =>
      redirect(response, withQuery(redirectUri, { ...parameters, state: authorization.state }));
    if (authorization.code_challenge && authorization.code_challenge_method !== 'S256') {
      return back({
        error: 'invalid_request',
        error_description: 'code_challenge_method must be S256',
      });
    }
    const scopes = scopesOf(authorization.scope);
    const page = {
      provider: 'github' as const,
      appName: app.name,
      // No scope at all: the public profile only.
      permissions: permissionsOf(scopes.length > 0 ? scopes : [''], SCOPE_WORDS),
      action: `${options.baseUrl}${GITHUB_AUTHORIZE_PATH}`,
      request: requestFields(authorization),
      controlToken: options.controlToken,
    };
    if (request.method !== 'POST') return sendConsentPage(response, page);
    if (!postCarriesControlToken(request, parameters, options.controlToken)) {
      return refuseWithoutControlToken(response);
    }

    const choice = consentChoice('github', parameters);
    if (choice.kind === 'deny') return back(ERRORS.accessDenied);
    if (choice.kind === 'again') return sendConsentPage(response, { ...page, ...choice });
    const code = store.issueCode({
      provider: 'github',
      clientId: app.clientId,
      // What the token request must repeat, if it names one at all.
      redirectUri,
      scopes,
      account: choice.account,
      codeChallenge: authorization.code_challenge,
    });
    back({ code });
  }

  /** GitHub's answer format: JSON when asked for, form-encoded otherwise; 200 even for errors. */
  function reply(request: IncomingMessage, response: ServerResponse, body: Record<string, string>) {
    if ((request.headers.accept ?? '').includes('application/json')) {
      return sendJson(response, 200, body);
    }
    response
      .writeHead(200, {
        'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(new URLSearchParams(body).toString());
  }

  async function accessToken(request: IncomingMessage, response: ServerResponse, url: URL) {
    const body = await readJsonOrForm(request).catch(() => ({}));
    // GitHub takes the parameters in the query string too.
    const parsed = accessTokenRequestSchema.safeParse({
      ...Object.fromEntries(url.searchParams),
      ...(typeof body === 'object' && body !== null ? body : {}),
    });
    const input = parsed.success ? parsed.data : {};
    const app = options.apps.find((known) => known.clientId === input.client_id);
    if (!app || app.clientSecret !== input.client_secret) {
      return reply(request, response, ERRORS.incorrectClientCredentials);
    }
    if (input.grant_type && input.grant_type !== 'authorization_code') {
      return reply(request, response, ERRORS.unsupportedGrantType);
    }
    const grant = input.code ? store.takeCode('github', input.code) : undefined;
    if (!grant || grant.clientId !== app.clientId) {
      return reply(request, response, ERRORS.badVerificationCode);
    }
    if (input.redirect_uri !== undefined && input.redirect_uri !== grant.redirectUri) {
      return reply(request, response, ERRORS.redirectMismatch);
    }
    if (
      grant.codeChallenge !== undefined &&
      !(input.code_verifier && verifyS256(input.code_verifier, grant.codeChallenge))
    ) {
      return reply(request, response, ERRORS.badVerificationCode);
    }
    const token = await store.issueToken({
      provider: 'github',
      clientId: app.clientId,
      scopes: grant.scopes,
      account: grant.account,
      expiresAt: null,
    });
    reply(request, response, {
      access_token: token,
      token_type: 'bearer',
      scope: grant.scopes.join(','),
    });
  }

  /** The answer for the path below the base; undefined when it is not the OAuth flow's. */
  function handle(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    url: URL,
  ): Promise<void> | undefined {
    const method = request.method ?? 'GET';
    if (path === GITHUB_AUTHORIZE_PATH && (method === 'GET' || method === 'POST')) {
      return authorize(request, response, url);
    }
    if (path === GITHUB_ACCESS_TOKEN_PATH && method === 'POST') {
      return accessToken(request, response, url);
    }
    return undefined;
  }

  return { handle };
}
