import { JwtVerifier } from 'aws-jwt-verify';
import { describe, expect, it } from 'vitest';
import {
  GITHUB_EMAIL_NOT_VERIFIED_MESSAGE,
  jsonWebKeySetSchema,
} from '../../../shared/api/github-oidc-endpoints';
import { OAuthRefusal } from './bridge-errors';
import {
  COGNITO_IDP_RESPONSE,
  cognitoAuthorizeQuery,
  createTestBridge,
  GITHUB_CLIENT_ID,
  GITHUB_CLIENT_SECRET,
  signInThroughGitHub,
  TEST_ISSUER,
} from '../../../testing/fixtures/auth/bridge-deps';
import { octocat } from '../../../testing/fakes/fake-github';
import { jwks } from './provider-documents';
import { SEAL_LIFETIME_SECONDS } from './sealed-values';
import { token, userInfo } from './token-endpoints';

type TestBridge = ReturnType<typeof createTestBridge>;

/** Who the fake GitHub's octocat is, as the ID token and userinfo say it. */
const OCTOCAT_CLAIMS = {
  sub: '583231',
  email: 'octocat@example.com',
  email_verified: true,
  name: 'The Octocat',
  preferred_username: 'octocat',
  picture: octocat.avatar_url,
};

/** Cognito's token request with client_secret_post. */
function postForm(code: string, overrides: Record<string, string> = {}): string {
  return new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: COGNITO_IDP_RESPONSE,
    client_id: GITHUB_CLIENT_ID,
    client_secret: GITHUB_CLIENT_SECRET,
    ...overrides,
  }).toString();
}

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function codeFor(bridge: TestBridge): Promise<string> {
  const code = (await signInThroughGitHub(bridge)).searchParams.get('code');
  if (!code) throw new Error('The bridge sent Cognito no code');
  return code;
}

async function refusalOf(step: Promise<unknown>): Promise<OAuthRefusal> {
  const error = await step.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof OAuthRefusal)) throw new Error(`Expected a refusal, got ${String(error)}`);
  return error;
}

/** Verifies an ID token as Cognito does: the published keys, the issuer, the audience. */
async function verifiedClaims(bridge: TestBridge, idToken: string) {
  const verifier = JwtVerifier.create({
    issuer: TEST_ISSUER,
    audience: GITHUB_CLIENT_ID,
    jwksUri: `${TEST_ISSUER}/jwks.json`,
  });
  verifier.cacheJwks(jsonWebKeySetSchema.parse(await jwks(bridge.deps)));
  return verifier.verify(idToken);
}

describe('the token endpoint', () => {
  it('exchanges the code at GitHub and answers an ID token that verifies against the published keys', async () => {
    const bridge = createTestBridge();
    const answer = await token(bridge.deps, {
      form: postForm(await codeFor(bridge)),
      authorization: undefined,
    });
    expect(answer).toMatchObject({
      access_token: expect.stringMatching(/^gho_/),
      token_type: 'Bearer',
      expires_in: 300,
    });
    const claims = await verifiedClaims(bridge, answer.id_token);
    expect(claims).toMatchObject({
      iss: TEST_ISSUER,
      aud: GITHUB_CLIENT_ID,
      ...OCTOCAT_CLAIMS,
      nonce: cognitoAuthorizeQuery().nonce,
      iat: bridge.clock.seconds,
      exp: bridge.clock.seconds + 300,
    });
    const exchange = bridge.github.requests.find((request) =>
      request.url.endsWith('/login/oauth/access_token'),
    );
    expect(exchange?.headers.get('accept')).toBe('application/json');
  });

  it('takes the client id and secret in a Basic header (client_secret_basic)', async () => {
    const bridge = createTestBridge();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: await codeFor(bridge),
      redirect_uri: COGNITO_IDP_RESPONSE,
    }).toString();
    const answer = await token(bridge.deps, {
      form,
      authorization: basic(GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET),
    });
    expect((await verifiedClaims(bridge, answer.id_token)).sub).toBe('583231');
  });

  it('uses the login as the name of an account without one, and leaves out a nonce never sent', async () => {
    const bridge = createTestBridge();
    bridge.github.addAccount({ ...octocat, id: 42, login: 'noname', name: null });
    bridge.github.signIn(42);
    const code = (
      await signInThroughGitHub(bridge, cognitoAuthorizeQuery({ nonce: undefined }))
    ).searchParams.get('code');
    const answer = await token(bridge.deps, {
      form: postForm(code ?? ''),
      authorization: undefined,
    });
    const claims = await verifiedClaims(bridge, answer.id_token);
    expect(claims).toMatchObject({ sub: '42', name: 'noname', preferred_username: 'noname' });
    expect(claims.nonce).toBeUndefined();
  });

  it.each([
    ['an unverified primary email', [{ email: 'a@example.com', primary: true, verified: false }]],
    [
      'a verified email that is not the primary one',
      [
        { email: 'a@example.com', primary: true, verified: false },
        { email: 'b@example.com', primary: false, verified: true },
      ],
    ],
    ['no email at all', []],
  ])('refuses an account with %s, telling the person to verify it on GitHub', async (_, emails) => {
    const bridge = createTestBridge();
    bridge.github.addAccount({ ...octocat, id: 7, login: 'unverified', emails });
    bridge.github.signIn(7);
    const refusal = await refusalOf(
      token(bridge.deps, { form: postForm(await codeFor(bridge)), authorization: undefined }),
    );
    expect(refusal).toMatchObject({
      status: 400,
      error: 'invalid_grant',
      description: GITHUB_EMAIL_NOT_VERIFIED_MESSAGE,
    });
  });

  it('refuses a code GitHub already exchanged, in words a person can act on', async () => {
    const bridge = createTestBridge();
    const code = await codeFor(bridge);
    await token(bridge.deps, { form: postForm(code), authorization: undefined });
    const refusal = await refusalOf(
      token(bridge.deps, { form: postForm(code), authorization: undefined }),
    );
    expect(refusal).toMatchObject({
      error: 'invalid_grant',
      description: expect.stringMatching(/invalid or has expired.*sign in with GitHub again/),
    });
  });

  it('passes on GitHub refusing the client secret as invalid_client, with a Basic challenge', async () => {
    const bridge = createTestBridge();
    const refusal = await refusalOf(
      token(bridge.deps, {
        form: postForm(await codeFor(bridge), { client_secret: 'not-the-secret' }),
        authorization: undefined,
      }),
    );
    expect(refusal).toMatchObject({ status: 401, error: 'invalid_client' });
    expect(refusal.headers['www-authenticate']).toMatch(/^Basic /);
  });

  it.each([
    ['without client credentials', { client_id: '', client_secret: '' }, 'invalid_client'],
    ['for another return address', { redirect_uri: 'https://evil.example.com/' }, 'invalid_grant'],
    ['by another client', { client_id: 'Iv1.someoneelse' }, 'invalid_grant'],
    ['for another grant', { grant_type: 'refresh_token' }, 'unsupported_grant_type'],
  ])('refuses a request %s', async (_, overrides, error) => {
    const bridge = createTestBridge();
    const refusal = await refusalOf(
      token(bridge.deps, {
        form: postForm(await codeFor(bridge), overrides),
        authorization: undefined,
      }),
    );
    expect(refusal.error).toBe(error);
    // Refused before GitHub was asked.
    expect(bridge.github.requests.some((request) => request.url.includes('access_token'))).toBe(
      false,
    );
  });

  it('refuses a code older than ten minutes, and one the bridge never sealed (GitHub’s own)', async () => {
    const bridge = createTestBridge();
    const code = await codeFor(bridge);
    bridge.clock.seconds += SEAL_LIFETIME_SECONDS;
    const expired = await refusalOf(
      token(bridge.deps, { form: postForm(code), authorization: undefined }),
    );
    expect(expired.description).toMatch(/has expired/);
    const foreign = await refusalOf(
      token(bridge.deps, {
        form: postForm(bridge.github.codeFor(octocat.id)),
        authorization: undefined,
      }),
    );
    expect(foreign).toMatchObject({
      error: 'invalid_grant',
      description: expect.stringMatching(/not valid/),
    });
  });

  it('answers temporarily_unavailable when GitHub cannot be reached', async () => {
    const bridge = createTestBridge();
    const code = await codeFor(bridge);
    bridge.deps.github.fetch = () => Promise.reject(new TypeError('fetch failed'));
    const refusal = await refusalOf(
      token(bridge.deps, { form: postForm(code), authorization: undefined }),
    );
    expect(refusal).toMatchObject({ status: 502, error: 'temporarily_unavailable' });
  });
});

describe('userinfo', () => {
  async function accessTokenOf(bridge: TestBridge): Promise<string> {
    const answer = await token(bridge.deps, {
      form: postForm(await codeFor(bridge)),
      authorization: undefined,
    });
    return answer.access_token;
  }

  it('answers the claims of the ID token for the GitHub access token, by header or form', async () => {
    const bridge = createTestBridge();
    const accessToken = await accessTokenOf(bridge);
    expect(await userInfo(bridge.deps, { authorization: `Bearer ${accessToken}` })).toEqual(
      OCTOCAT_CLAIMS,
    );
    expect(
      await userInfo(bridge.deps, {
        authorization: undefined,
        form: new URLSearchParams({ access_token: accessToken }).toString(),
      }),
    ).toEqual(OCTOCAT_CLAIMS);
  });

  it('refuses a call without a token, or with one GitHub no longer accepts, with 401', async () => {
    const bridge = createTestBridge();
    const accessToken = await accessTokenOf(bridge);
    const missing = await refusalOf(userInfo(bridge.deps, { authorization: undefined }));
    expect(missing).toMatchObject({ status: 401, error: 'invalid_token' });
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer /);
    bridge.github.revokeTokens();
    const revoked = await refusalOf(
      userInfo(bridge.deps, { authorization: `Bearer ${accessToken}` }),
    );
    expect(revoked).toMatchObject({ status: 401, error: 'invalid_token' });
  });
});
