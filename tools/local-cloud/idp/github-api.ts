import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { createRouteMatcher } from '../gateway/route-matcher';
import { safeDecode } from '../gateway/safe-decode';
import { BadBodyError, readJsonOrForm, sendJson } from '../replies';
import type { GitHubOAuthApp } from './github-oauth';
import type { AccessTokenGrant, IdpStore } from './idp-store';
import { basicCredentials, bearerToken } from './oauth-requests';
import type { IdpAccount } from './test-accounts';

/** Where the GitHub stand-in is: `GITHUB_OAUTH_URL` (github.com) and `GITHUB_API_URL` (api.github.com). */
export interface GitHubUrls {
  web: string;
  api: string;
  /** A user's picture (avatars.githubusercontent.com). */
  avatarOf: (account: IdpAccount) => string;
}

/** A GitHub user as the API knows them: a GitHub account always has a login. */
export type GitHubUser = IdpAccount & { login: string };

/** One call to the REST API, once its token is known good. */
export interface GitHubApiCall {
  user: GitHubUser;
  grant: AccessTokenGrant;
  /** The route's `{param}` segments, decoded. */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** The JSON body of a POST, PUT or PATCH; undefined for the others. */
  body: unknown;
  urls: GitHubUrls;
}

export interface GitHubApiReply {
  status: number;
  body?: unknown;
  /** Beside the scope headers every answer has (a list's `link` to its next page). */
  headers?: Record<string, string>;
}

export interface GitHubApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** GitHub's path, with `{param}` segments: `/repos/{owner}/{repo}`. */
  path: string;
  /**
   * The OAuth scopes any one of which lets a token make the call (GitHub's
   * X-Accepted-OAuth-Scopes); empty when any token may.
   */
  acceptedScopes: readonly string[];
  handle(call: GitHubApiCall): GitHubApiReply | Promise<GitHubApiReply>;
}

const DOCUMENTATION_URL = 'https://docs.github.com/rest';

/** Scopes that include others (GitHub's scope hierarchy, the parts the product may ask for). */
const INCLUDED_SCOPES: Readonly<Record<string, readonly string[]>> = {
  user: ['read:user', 'user:email', 'user:follow'],
  repo: ['repo:status', 'repo_deployment', 'public_repo', 'repo:invite', 'security_events'],
  'admin:org': ['write:org', 'read:org'],
  'write:org': ['read:org'],
};

/** Whether scopes granted to a token include one of those a call accepts. */
export function grantsScope(granted: readonly string[], accepted: readonly string[]): boolean {
  if (accepted.length === 0) return true;
  const held = new Set(granted.flatMap((scope) => [scope, ...(INCLUDED_SCOPES[scope] ?? [])]));
  return accepted.some((scope) => held.has(scope));
}

const CREATED_AT = '2020-01-15T09:30:00Z';

/** `GET /user`'s answer: the authenticated user's profile. */
export function userObject(user: GitHubUser, urls: GitHubUrls) {
  const apiUrl = `${urls.api}/users/${user.login}`;
  return {
    login: user.login,
    id: Number(user.id),
    node_id: `U_local${user.id}`,
    avatar_url: urls.avatarOf(user),
    gravatar_id: '',
    url: apiUrl,
    html_url: `${urls.web}/${user.login}`,
    repos_url: `${apiUrl}/repos`,
    type: 'User',
    site_admin: false,
    name: user.name,
    company: null,
    blog: '',
    location: null,
    // The profile's public email: null for an account that keeps it private.
    email: user.emailPublic ? user.email : null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
  };
}

/**
 * The REST API's routes for the signed-in user, one entry each (save to GitHub's repository
 * routes are in github-repo-routes.ts). `/user/emails` lists the primary address (verified or not) and the noreply
 * address every account has, which is verified but never primary.
 */
export const githubApiRoutes: readonly GitHubApiRoute[] = [
  {
    method: 'GET',
    path: '/user',
    acceptedScopes: [],
    handle: ({ user, urls }) => ({ status: 200, body: userObject(user, urls) }),
  },
  {
    method: 'GET',
    path: '/user/emails',
    acceptedScopes: ['user', 'user:email'],
    handle: ({ user }) => ({
      status: 200,
      body: [
        {
          email: user.email,
          primary: true,
          verified: user.emailVerified,
          visibility: user.emailPublic ? 'public' : 'private',
        },
        {
          email: `${user.id}+${user.login}@users.noreply.github.com`,
          primary: false,
          verified: true,
          visibility: null,
        },
      ],
    }),
  },
];

function notFound() {
  return { message: 'Not Found', documentation_url: DOCUMENTATION_URL, status: '404' };
}

const GRANT_PATH = /^\/applications\/([^/]+)\/grant$/;
const revokeGrantSchema = z.object({ access_token: z.string().min(1) });

/**
 * GitHub's REST API at `GITHUB_API_URL`: Bearer (or `token`) authentication with the stand-in's
 * OAuth tokens, GitHub's error bodies, and the scope headers GitHub sends with every answer; and
 * the one call an OAuth app makes as itself (Basic, its client id and secret): revoking a grant.
 */
export function createGitHubApi(options: {
  store: IdpStore;
  urls: () => GitHubUrls;
  routes?: readonly GitHubApiRoute[];
  /** The OAuth apps that may revoke their grants. */
  apps?: () => readonly GitHubOAuthApp[];
}) {
  const match = createRouteMatcher(options.routes ?? githubApiRoutes);

  /**
   * `DELETE /applications/{client_id}/grant`: the app's own credentials, and a token of its; every
   * token of that person for that app stops working, as when they revoke it on GitHub.
   */
  async function revokeGrant(request: IncomingMessage, response: ServerResponse, clientId: string) {
    const credentials = basicCredentials(request);
    const app = options.apps?.().find((known) => known.clientId === clientId);
    if (
      !app ||
      credentials?.clientId !== clientId ||
      credentials.clientSecret !== app.clientSecret
    ) {
      request.resume();
      return sendJson(response, 404, notFound());
    }
    const body = revokeGrantSchema.safeParse(await readJsonOrForm(request).catch(() => ({})));
    const revoked =
      body.success && (await options.store.revokeGrant(clientId, body.data.access_token));
    if (!revoked) {
      return sendJson(response, 422, {
        message: 'Validation Failed',
        documentation_url: DOCUMENTATION_URL,
        status: '422',
      });
    }
    response.writeHead(204).end();
  }

  async function bodyOf(request: IncomingMessage): Promise<unknown> {
    if (request.method === 'GET' || request.method === 'DELETE' || request.method === 'HEAD') {
      request.resume();
      return undefined;
    }
    return readJsonOrForm(request, 1024 * 1024);
  }

  async function call(request: IncomingMessage, response: ServerResponse, path: string, url: URL) {
    // GitHub refuses requests without a User-Agent; a client that works here works there.
    if (!request.headers['user-agent']) {
      request.resume();
      return sendJson(response, 403, {
        message:
          'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.',
        documentation_url: DOCUMENTATION_URL,
      });
    }
    const grantOf = GRANT_PATH.exec(path)?.[1];
    if (grantOf !== undefined && request.method === 'DELETE') {
      return revokeGrant(request, response, safeDecode(grantOf) ?? '');
    }
    const token = bearerToken(request);
    if (!token) {
      request.resume();
      return sendJson(response, 401, {
        message: 'Requires authentication',
        documentation_url: DOCUMENTATION_URL,
        status: '401',
      });
    }
    const grant = options.store.tokenGrant('github', token);
    const login = grant?.account.login;
    if (!grant || !login) {
      request.resume();
      return sendJson(response, 401, {
        message: 'Bad credentials',
        documentation_url: DOCUMENTATION_URL,
        status: '401',
      });
    }
    const found = match(request.method ?? 'GET', path);
    const scopeHeaders: Record<string, string> = {
      'x-oauth-scopes': grant.scopes.join(', '),
      'x-accepted-oauth-scopes': found?.route.acceptedScopes.join(', ') ?? '',
      'x-github-media-type': 'github.v3; format=json',
    };
    // A token without the scope gets 404, as GitHub answers, not 403.
    if (!found || !grantsScope(grant.scopes, found.route.acceptedScopes)) {
      request.resume();
      return sendJson(response, 404, notFound(), scopeHeaders);
    }
    let body: unknown;
    try {
      body = await bodyOf(request);
    } catch (error) {
      if (!(error instanceof BadBodyError)) throw error;
      return sendJson(
        response,
        400,
        { message: 'Problems parsing JSON', documentation_url: DOCUMENTATION_URL, status: '400' },
        scopeHeaders,
      );
    }
    const reply = await found.route.handle({
      user: { ...grant.account, login },
      grant,
      params: found.pathParameters,
      query: url.searchParams,
      body,
      urls: options.urls(),
    });
    const headers = { ...scopeHeaders, ...reply.headers };
    if (reply.body === undefined) {
      response.writeHead(reply.status, headers).end();
      return;
    }
    sendJson(response, reply.status, reply.body, headers);
  }

  return { call };
}
