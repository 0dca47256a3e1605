import * as z from '../../../shared/zod';
import { optionalEndpoint, readEnvironment } from '../../lib/environment';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this machine only (the local cloud): tokens name the issuer as it is. */
const issuerSchema = z.pipe(
  z.url().check(
    z.refine(
      (text) => {
        const url = new URL(text);
        return (
          url.protocol === 'https:' ||
          (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
        );
      },
      { error: 'must be an https URL (http on localhost only)' },
    ),
  ),
  z.transform((text: string) => text.replace(/\/+$/, '')),
);

const environmentSchema = z.object({
  GITHUB_OIDC_ISSUER: z.optional(issuerSchema),
  GITHUB_OIDC_SIGNING_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  GITHUB_OIDC_STATE_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  GITHUB_OIDC_REDIRECT_URIS: z.optional(z.string().check(z.minLength(1))),
  GITHUB_OAUTH_URL: z._default(z.url(), 'https://github.com'),
  GITHUB_API_URL: z._default(z.url(), 'https://api.github.com'),
  KMS_ENDPOINT: optionalEndpoint,
});

/** The four variables that turn the bridge on, together. */
const REQUIRED_TOGETHER = [
  'GITHUB_OIDC_ISSUER',
  'GITHUB_OIDC_SIGNING_KEY_ID',
  'GITHUB_OIDC_STATE_KEY_ID',
  'GITHUB_OIDC_REDIRECT_URIS',
] as const;

export interface BridgeSettings {
  /** `{API base URL}/oidc/github`, without a trailing slash. */
  issuer: string;
  /** The KMS key (id or ARN) that signs ID tokens: RSA_2048, SIGN_VERIFY. */
  signingKeyId: string;
  /** The KMS key (id or ARN) the state-sealing key is derived from: HMAC_256. */
  stateKeyId: string;
  /** Where the bridge may send a browser back to: Cognito's `/oauth2/idpresponse`, exactly. */
  redirectUris: readonly string[];
  /** GitHub's web origin (`/login/oauth/…`), `https://github.com` unless a stand-in is set. */
  githubOAuthUrl: string;
  /** GitHub's REST API, `https://api.github.com` unless a stand-in is set. */
  githubApiUrl: string;
  kmsEndpoint: string | undefined;
}

/**
 * The bridge's configuration, read once at cold start; null when GitHub sign-in is off (none of
 * its variables set), and a failure naming what is missing when only some are.
 */
export function readBridgeSettings(
  environment: NodeJS.ProcessEnv = process.env,
): BridgeSettings | null {
  const config = readEnvironment(environmentSchema, environment);
  const missing = REQUIRED_TOGETHER.filter((name) => config[name] === undefined);
  if (missing.length === REQUIRED_TOGETHER.length) return null;
  const {
    GITHUB_OIDC_ISSUER: issuer,
    GITHUB_OIDC_SIGNING_KEY_ID: signingKeyId,
    GITHUB_OIDC_STATE_KEY_ID: stateKeyId,
    GITHUB_OIDC_REDIRECT_URIS: redirectUris,
  } = config;
  if (!issuer || !signingKeyId || !stateKeyId || !redirectUris) {
    throw new Error(
      `GitHub sign-in needs ${REQUIRED_TOGETHER.join(', ')} together; missing: ${missing.join(', ')}`,
    );
  }
  return {
    issuer,
    signingKeyId,
    stateKeyId,
    redirectUris: redirectUris
      .split(',')
      .map((uri) => uri.trim())
      .filter(Boolean),
    githubOAuthUrl: config.GITHUB_OAUTH_URL.replace(/\/+$/, ''),
    githubApiUrl: config.GITHUB_API_URL.replace(/\/+$/, ''),
    kmsEndpoint: config.KMS_ENDPOINT,
  };
}
