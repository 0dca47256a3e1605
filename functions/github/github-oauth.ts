import * as z from '../../shared/zod';
import { GITHUB_SAVE_SCOPES } from '../../shared/api/github-save-schemas';
import { GitHubSaveError } from './github-save-errors';
import {
  appAuthorization,
  callGitHub,
  GITHUB_API_HEADERS,
  unexpected,
  type GitHubEndpoints,
  type GitHubSession,
} from './github-rest';
import type { GitHubSaveSettings } from './github-save-settings';

/** GitHub's OAuth web flow for save to GitHub's own OAuth App. */

/** GitHub's consent page for this app, asking for `repo`, coming back with `state`. */
export function authorizeUrl(
  github: GitHubEndpoints,
  settings: GitHubSaveSettings,
  state: string,
): string {
  const url = new URL(`${github.oauthUrl}/login/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.callbackUrl,
    scope: GITHUB_SAVE_SCOPES.join(' '),
    state,
    allow_signup: 'true',
  }).toString();
  return url.toString();
}

const tokenAnswerSchema = z.union([
  z.object({ access_token: z.string().check(z.minLength(1)), scope: z._default(z.string(), '') }),
  z.object({
    error: z.string().check(z.maxLength(128)),
    error_description: z.optional(z.string()),
  }),
]);

/**
 * The access token for GitHub's code. GitHub answers its refusals with 200 and an `error`; a
 * token without the `repo` scope is refused too (the person narrowed it, or an organisation did).
 */
export async function exchangeCode(
  github: GitHubEndpoints,
  settings: GitHubSaveSettings,
  code: string,
): Promise<string> {
  const reply = await callGitHub(github, `${github.oauthUrl}/login/oauth/access_token`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: settings.clientId,
      client_secret: await settings.clientSecret(),
      code,
      redirect_uri: settings.callbackUrl,
    }),
  });
  const answer = tokenAnswerSchema.safeParse(reply.body);
  if (reply.status !== 200 || !answer.success) throw unexpected('the code exchange', reply);
  if ('error' in answer.data) throw new GitHubSaveError('codeRefused');
  const granted = answer.data.scope.split(/[\s,]+/);
  if (!GITHUB_SAVE_SCOPES.every((scope) => granted.includes(scope))) {
    throw new GitHubSaveError(
      'codeRefused',
      'GitHub did not grant access to your repositories. Connect GitHub again and allow it.',
    );
  }
  return answer.data.access_token;
}

const userSchema = z.object({
  login: z.string().check(z.minLength(1)),
  id: z.number().check(z.int()),
});

/** The account the token acts for. */
export async function accountOf(session: GitHubSession) {
  const reply = await session.call('GET', '/user');
  const user = userSchema.safeParse(reply.body);
  if (reply.status !== 200 || !user.success) throw unexpected('/user', reply);
  return user.data;
}

/**
 * Revokes the app's grant for the token (every token of that person for this app): GitHub's
 * answer that it is gone already (404, 422) counts as done.
 */
export async function revokeGrant(
  github: GitHubEndpoints,
  settings: GitHubSaveSettings,
  token: string,
): Promise<void> {
  const reply = await callGitHub(
    github,
    `${github.apiUrl}/applications/${encodeURIComponent(settings.clientId)}/grant`,
    {
      method: 'DELETE',
      headers: {
        ...GITHUB_API_HEADERS,
        authorization: appAuthorization(settings.clientId, await settings.clientSecret()),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ access_token: token }),
    },
  );
  if (![204, 404, 422].includes(reply.status)) throw unexpected('the grant revocation', reply);
}
