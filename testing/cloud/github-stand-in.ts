import { z } from 'zod';
import type { GitHubOAuthApp } from '../../tools/local-cloud/idp/github-oauth';
import type { CloudAddresses } from './shared-cloud';
import { answerConsent, locationOf } from './hosted-sign-in';

/**
 * Reading back what save to GitHub pushed to the local GitHub stand-in, as a person with a GitHub
 * token would: a token of the test's own (through the stand-in's consent, for the sign-in app),
 * then GitHub's REST API.
 */

/**
 * A token for a test account from the GitHub stand-in's OAuth flow, as `app` gets one, consenting
 * with the control token of the cloud (or test server) the stand-in runs in.
 */
export async function githubTokenAt(
  { githubOAuthUrl, controlToken }: { githubOAuthUrl: string; controlToken: string },
  app: Pick<GitHubOAuthApp, 'clientId' | 'clientSecret'>,
  accountId: string,
  scope = 'repo',
): Promise<string> {
  const authorize = new URL(`${githubOAuthUrl}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({ client_id: app.clientId, scope }).toString();
  const back = new URL(
    locationOf(await answerConsent(authorize, { account: accountId }, controlToken)),
  );
  const reply = await fetch(`${githubOAuthUrl}/login/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      code: back.searchParams.get('code'),
    }),
  });
  return z.object({ access_token: z.string() }).parse(await reply.json()).access_token;
}

/** A `repo` token for the test account, through the local cloud's sign-in app. */
export function githubTokenFor(cloud: CloudAddresses, accountId: string): Promise<string> {
  return githubTokenAt(
    { githubOAuthUrl: cloud.idp.urls.githubOAuthUrl, controlToken: cloud.controlToken },
    cloud.idp.githubApp,
    accountId,
  );
}

async function githubGet(cloud: CloudAddresses, token: string, path: string): Promise<unknown> {
  const response = await fetch(`${cloud.idp.urls.githubApiUrl}${path}`, {
    headers: {
      accept: 'application/vnd.github+json',
      'user-agent': 'sitewright-test',
      authorization: `Bearer ${token}`,
    },
  });
  if (!response.ok) throw new Error(`GitHub stand-in answered ${response.status} for ${path}`);
  return response.json();
}

/** A file of the repository's default branch, as the contents API gives it (base64). */
export async function pushedFile(
  cloud: CloudAddresses,
  token: string,
  repository: string,
  path: string,
): Promise<Buffer> {
  const { content } = z
    .object({ content: z.string(), encoding: z.literal('base64') })
    .parse(await githubGet(cloud, token, `/repos/${repository}/contents/${path}`));
  return Buffer.from(content, 'base64');
}

const commitSchema = z.object({
  sha: z.string(),
  message: z.string(),
  parents: z.array(z.object({ sha: z.string() })),
});

/** The branch's head commit: its sha, message and parents. */
export async function headCommit(
  cloud: CloudAddresses,
  token: string,
  repository: string,
  branch = 'main',
): Promise<z.infer<typeof commitSchema>> {
  const ref = z
    .object({ object: z.object({ sha: z.string() }) })
    .parse(await githubGet(cloud, token, `/repos/${repository}/git/ref/heads/${branch}`));
  return commitSchema.parse(
    await githubGet(cloud, token, `/repos/${repository}/git/commits/${ref.object.sha}`),
  );
}
