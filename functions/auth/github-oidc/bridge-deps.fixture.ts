import { githubOidcUrlsOf } from '../../../shared/api/github-oidc-endpoints';
import type { BridgeDeps } from './bridge-deps';
import { createLocalBridgeKeys } from './bridge-keys.fixture';
import { createFakeGitHub, octocat } from './fake-github.fixture';
import { authorize, callback } from './sign-in-redirects';

export const TEST_ISSUER = 'https://api.example.com/oidc/github';
/** Cognito's return address for federated sign-ins, on the pool's domain. */
export const COGNITO_IDP_RESPONSE =
  'https://builder.auth.eu-west-1.amazoncognito.com/oauth2/idpresponse';
export const GITHUB_CLIENT_ID = 'Iv1.0123456789abcdef';
export const GITHUB_CLIENT_SECRET = '0123456789abcdef0123456789abcdef01234567';

/**
 * The bridge as Cognito meets it, with a fake GitHub (one OAuth App, whose callback is the
 * bridge's, and octocat signed in), keys made in this process and a clock the test moves.
 */
export function createTestBridge() {
  const keys = createLocalBridgeKeys();
  const github = createFakeGitHub({
    app: {
      clientId: GITHUB_CLIENT_ID,
      clientSecret: GITHUB_CLIENT_SECRET,
      callbackUrl: githubOidcUrlsOf(TEST_ISSUER).callback,
    },
  });
  github.addAccount(octocat);
  github.signIn(octocat.id);
  // Starts at the real time: verifiers of its tokens read the real clock.
  const clock = { seconds: Math.floor(Date.now() / 1000) };
  const deps: BridgeDeps = {
    settings: {
      issuer: TEST_ISSUER,
      signingKeyId: 'signing-key',
      stateKeyId: 'state-key',
      redirectUris: [COGNITO_IDP_RESPONSE],
      githubOAuthUrl: github.oauthUrl,
      githubApiUrl: github.apiUrl,
      kmsEndpoint: undefined,
    },
    keys,
    github: { fetch: github.fetch, oauthUrl: github.oauthUrl, apiUrl: github.apiUrl },
    nowSeconds: () => clock.seconds,
  };
  return { deps, keys, github, clock };
}

/** Cognito's authorization request, as it sends the browser to the bridge. */
export function cognitoAuthorizeQuery(overrides: Record<string, string | undefined> = {}) {
  return {
    client_id: GITHUB_CLIENT_ID,
    redirect_uri: COGNITO_IDP_RESPONSE,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'H4sIAAAAAAAAAC1Ry3KCMBT9lcys8wLyFXcdq7W1tQ',
    nonce: 'cognito-nonce-8c1e',
    ...overrides,
  };
}

/** The query of a URL, as API Gateway would hand it to the next step. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

/**
 * A whole browser trip: Cognito's request to the bridge, GitHub's consent (as the fake's signed-in
 * account), GitHub's return to the bridge; resolves to where the bridge sends the browser back.
 */
export async function signInThroughGitHub(
  bridge: ReturnType<typeof createTestBridge>,
  query: Record<string, string | undefined> = cognitoAuthorizeQuery(),
): Promise<URL> {
  const toGitHub = await authorize(bridge.deps, query);
  const consent = await bridge.github.fetch(toGitHub);
  const backToBridge = consent.headers.get('location');
  if (!backToBridge) throw new Error('The fake GitHub did not send the browser back');
  return new URL(await callback(bridge.deps, queryOf(backToBridge)));
}
