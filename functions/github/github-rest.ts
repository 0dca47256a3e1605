import { logger } from '../lib/observability';
import { GitHubSaveError } from './github-save-errors';

/** `fetch`, passed in: GitHub in production, a stand-in on one machine, a fake in tests. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface GitHubEndpoints {
  fetch: Fetch;
  /** `https://github.com` (its OAuth endpoints). */
  oauthUrl: string;
  /** `https://api.github.com`. */
  apiUrl: string;
}

/** One call to GitHub: a few seconds, so a slow GitHub fails the call, not the function. */
const GITHUB_TIMEOUT_MS = 8000;

export interface GitHubReply {
  status: number;
  body: unknown;
  headers: Headers;
}

export const GITHUB_API_HEADERS = {
  accept: 'application/vnd.github+json',
  'x-github-api-version': '2022-11-28',
  'user-agent': 'Sitewright',
};

/** A call GitHub could not answer is `githubUnavailable`; any answer comes back as it is. */
export async function callGitHub(
  github: GitHubEndpoints,
  url: string,
  init: RequestInit,
): Promise<GitHubReply> {
  let response: Response;
  try {
    response = await github.fetch(url, { ...init, signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS) });
  } catch (error) {
    logger.warn('GitHub could not be reached', { error });
    throw new GitHubSaveError('githubUnavailable');
  }
  const text = await response.text().catch(() => '');
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body, headers: response.headers };
}

/** The REST API as one account: every call carries its token. */
export interface GitHubSession {
  call(method: string, path: string, body?: unknown): Promise<GitHubReply>;
}

/**
 * A session with the account's token. GitHub refusing the token (401) anywhere means it was
 * revoked or has expired: `onTokenRefused` runs (the stored token is dropped) and the call fails
 * as `reconnect`.
 */
export function sessionOf(
  github: GitHubEndpoints,
  token: string,
  onTokenRefused: () => Promise<void>,
): GitHubSession {
  return {
    async call(method, path, body) {
      const reply = await callGitHub(github, `${github.apiUrl}${path}`, {
        method,
        headers: {
          ...GITHUB_API_HEADERS,
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (reply.status === 401) {
        await onTokenRefused();
        throw new GitHubSaveError('reconnect');
      }
      return reply;
    },
  };
}

/** An answer the caller did not expect: logged with its status, and GitHub is "unavailable". */
export function unexpected(what: string, reply: GitHubReply): GitHubSaveError {
  logger.warn(`GitHub answered ${what} unexpectedly`, { status: reply.status });
  return new GitHubSaveError('githubUnavailable');
}

/** App-authenticated calls (its client id and secret as Basic): the grant revocation. */
export function appAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}
