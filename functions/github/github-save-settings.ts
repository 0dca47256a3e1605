import * as z from '../../shared/zod';
import { optionalEndpoint, readEnvironment } from '../lib/environment';
import { rememberedUntilFailure } from '../../shared/remembered';
import { readSecretText } from '../lib/secret-text';

const environmentSchema = z.object({
  GITHUB_REPO_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  GITHUB_REPO_CLIENT_SECRET: z.optional(z.string().check(z.minLength(1))),
  GITHUB_REPO_CLIENT_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  GITHUB_REPO_TOKEN_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  APP_URL: z.optional(z.url()),
  GITHUB_OAUTH_URL: z._default(z.url(), 'https://github.com'),
  GITHUB_API_URL: z._default(z.url(), 'https://api.github.com'),
  KMS_ENDPOINT: optionalEndpoint,
  SECRETS_MANAGER_ENDPOINT: optionalEndpoint,
});

export interface GitHubSaveSettings {
  /** Save to GitHub's own OAuth App (not the sign-in bridge's). */
  clientId: string;
  /** Its client secret: given locally, read once from Secrets Manager on AWS. */
  clientSecret: () => Promise<string>;
  /** The KMS key (id or ARN) that seals each user's GitHub token: `kms:Encrypt`, `kms:Decrypt`. */
  tokenKeyId: string;
  /** The app's origin (`APP_URL`): a saved site's README links to it. */
  appUrl: string;
  /** Where GitHub sends the browser back: the app's `/github/callback`. */
  callbackUrl: string;
  /** GitHub's web origin (`/login/oauth/…`), `https://github.com` unless a stand-in is set. */
  githubOAuthUrl: string;
  /** GitHub's REST API, `https://api.github.com` unless a stand-in is set. */
  githubApiUrl: string;
  kmsEndpoint: string | undefined;
}

/**
 * Save to GitHub's configuration, read once at cold start; null when the operator has not turned
 * it on (no client id), and a failure naming what is missing when only some of it is there.
 */
export function readGitHubSaveSettings(
  callbackPath: string,
  environment: NodeJS.ProcessEnv = process.env,
): GitHubSaveSettings | null {
  const config = readEnvironment(environmentSchema, environment);
  const clientId = config.GITHUB_REPO_CLIENT_ID;
  if (clientId === undefined) return null;
  const secret = config.GITHUB_REPO_CLIENT_SECRET;
  const secretArn = config.GITHUB_REPO_CLIENT_SECRET_ARN;
  const missing = [
    ...(secret === undefined && secretArn === undefined
      ? ['GITHUB_REPO_CLIENT_SECRET or GITHUB_REPO_CLIENT_SECRET_ARN']
      : []),
    ...(config.GITHUB_REPO_TOKEN_KEY_ID === undefined ? ['GITHUB_REPO_TOKEN_KEY_ID'] : []),
    ...(config.APP_URL === undefined ? ['APP_URL'] : []),
  ];
  if (missing.length > 0 || !config.GITHUB_REPO_TOKEN_KEY_ID || !config.APP_URL) {
    throw new Error(`Save to GitHub needs GITHUB_REPO_CLIENT_ID with ${missing.join(', ')}`);
  }
  const endpoint = config.SECRETS_MANAGER_ENDPOINT;
  const appUrl = config.APP_URL.replace(/\/+$/, '');
  return {
    clientId,
    clientSecret:
      secret !== undefined
        ? () => Promise.resolve(secret)
        : rememberedUntilFailure(() =>
            readSecretText(secretArn ?? '', 'GITHUB_REPO_CLIENT_SECRET_ARN', endpoint),
          ),
    tokenKeyId: config.GITHUB_REPO_TOKEN_KEY_ID,
    appUrl,
    callbackUrl: `${appUrl}${callbackPath}`,
    githubOAuthUrl: config.GITHUB_OAUTH_URL.replace(/\/+$/, ''),
    githubApiUrl: config.GITHUB_API_URL.replace(/\/+$/, ''),
    kmsEndpoint: config.KMS_ENDPOINT,
  };
}
