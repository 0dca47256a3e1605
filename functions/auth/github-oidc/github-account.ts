import * as z from '../../../shared/zod';
import type { GitHubIdentityClaims } from '../../../shared/api/github-oidc-endpoints';
import { githubUnavailable, invalidClient, invalidGrant, type OAuthRefusal } from './bridge-errors';

/** `fetch`, passed in: GitHub in production, a fake in tests, a stand-in on one machine. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface GitHub {
  fetch: Fetch;
  /** `https://github.com` (its OAuth endpoints). */
  oauthUrl: string;
  /** `https://api.github.com`. */
  apiUrl: string;
}

/** Cognito waits on the token endpoint: GitHub gets a few seconds per call, not the function's all. */
const GITHUB_TIMEOUT_MS = 4000;

const tokenAnswerSchema = z.union([
  z.object({ access_token: z.string().check(z.minLength(1)), scope: z.optional(z.string()) }),
  z.object({
    error: z.string().check(z.maxLength(128)),
    error_description: z.optional(z.string()),
  }),
]);

const userSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  login: z.string().check(z.minLength(1)),
  name: z.nullish(z.string()),
  avatar_url: z.string(),
});

const emailsSchema = z.array(
  z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }),
);

/** What can be wrong with a GitHub account or its token; each endpoint words it its own way. */
export type GitHubAccountProblem = 'tokenRefused' | 'noVerifiedPrimaryEmail' | 'emailsNotShared';

export class GitHubAccountError extends Error {
  constructor(readonly problem: GitHubAccountProblem) {
    super(`GitHub account problem: ${problem}`);
    this.name = 'GitHubAccountError';
  }
}

async function callGitHub(github: GitHub, url: string, init: RequestInit): Promise<Response> {
  try {
    return await github.fetch(url, { ...init, signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS) });
  } catch {
    throw githubUnavailable();
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw githubUnavailable();
  }
}

/** GitHub's token errors (they come with a 200), in words a person or an operator can act on. */
function refusalOf(error: string, callbackUrl: string): OAuthRefusal {
  switch (error) {
    case 'bad_verification_code':
      return invalidGrant(
        'The GitHub sign-in code is invalid or has expired. Please sign in with GitHub again.',
      );
    case 'incorrect_client_credentials':
      return invalidClient(
        "GitHub did not accept the client id and secret: check the GitHub OAuth App's client id and the secret the sign-in settings hold.",
      );
    case 'redirect_uri_mismatch':
      return invalidGrant(`The GitHub OAuth App's callback URL must be ${callbackUrl}.`);
    default:
      return invalidGrant(`GitHub refused the sign-in (${error}). Please try again.`);
  }
}

export interface CodeExchange {
  clientId: string;
  clientSecret: string;
  code: string;
  /** The bridge's callback, where GitHub sent the code. */
  callbackUrl: string;
}

/** GitHub's access token for an authorization code, or GitHub's refusal as an OAuth error. */
export async function exchangeCode(github: GitHub, exchange: CodeExchange): Promise<string> {
  const response = await callGitHub(github, `${github.oauthUrl}/login/oauth/access_token`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      client_id: exchange.clientId,
      client_secret: exchange.clientSecret,
      code: exchange.code,
      redirect_uri: exchange.callbackUrl,
    }).toString(),
  });
  if (!response.ok) throw githubUnavailable();
  const answer = tokenAnswerSchema.safeParse(await jsonOf(response));
  if (!answer.success) throw githubUnavailable();
  if ('error' in answer.data) throw refusalOf(answer.data.error, exchange.callbackUrl);
  return answer.data.access_token;
}

async function readApi(github: GitHub, path: string, accessToken: string): Promise<Response> {
  return callGitHub(github, `${github.apiUrl}${path}`, {
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${accessToken}`,
      'x-github-api-version': '2022-11-28',
      'user-agent': 'Sitewright',
    },
  });
}

/**
 * The account's claims: its id, login, name and picture, and its primary email, which must be
 * verified (accounts are one per email; an unverified address proves nobody owns it).
 */
export async function githubIdentityOf(
  github: GitHub,
  accessToken: string,
): Promise<GitHubIdentityClaims> {
  const [userResponse, emailsResponse] = await Promise.all([
    readApi(github, '/user', accessToken),
    readApi(github, '/user/emails', accessToken),
  ]);
  if (userResponse.status === 401 || emailsResponse.status === 401) {
    throw new GitHubAccountError('tokenRefused');
  }
  if (!userResponse.ok) throw githubUnavailable();
  if (emailsResponse.status === 403 || emailsResponse.status === 404) {
    throw new GitHubAccountError('emailsNotShared');
  }
  if (!emailsResponse.ok) throw githubUnavailable();
  const user = userSchema.safeParse(await jsonOf(userResponse));
  const emails = emailsSchema.safeParse(await jsonOf(emailsResponse));
  if (!user.success || !emails.success) throw githubUnavailable();
  const primary = emails.data.find((email) => email.primary && email.verified);
  if (!primary) throw new GitHubAccountError('noVerifiedPrimaryEmail');
  return {
    sub: String(user.data.id),
    email: primary.email,
    email_verified: true,
    name: user.data.name?.trim() || user.data.login,
    preferred_username: user.data.login,
    picture: user.data.avatar_url,
  };
}
