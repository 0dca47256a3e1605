import { describe, expect, it } from 'vitest';
import { BrowserRefusal, EXPIRED_SIGN_IN_MESSAGE, INVALID_SIGN_IN_MESSAGE } from './bridge-errors';
import {
  COGNITO_IDP_RESPONSE,
  cognitoAuthorizeQuery,
  createTestBridge,
  GITHUB_CLIENT_ID,
  queryOf,
  signInThroughGitHub,
  TEST_ISSUER,
} from '../../../testing/fixtures/auth/bridge-deps';
import { SEAL_LIFETIME_SECONDS } from './sealed-values';
import { authorize, callback } from './sign-in-redirects';

async function refusalOf(step: Promise<unknown>): Promise<string> {
  const error = await step.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof BrowserRefusal))
    throw new Error(`Expected a refusal, got ${String(error)}`);
  return error.description;
}

describe('the authorization request', () => {
  it("sends the browser to GitHub's consent page, for the bridge's callback, with the profile and email scopes", async () => {
    const { deps, github } = createTestBridge();
    const location = new URL(await authorize(deps, cognitoAuthorizeQuery()));
    expect(`${location.origin}${location.pathname}`).toBe(
      `${github.oauthUrl}/login/oauth/authorize`,
    );
    expect(queryOf(location.href)).toEqual({
      client_id: GITHUB_CLIENT_ID,
      redirect_uri: `${TEST_ISSUER}/callback`,
      scope: 'read:user user:email',
      state: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
    });
  });

  it("refuses, with a page, a return address that is not Cognito's, and sends nobody there", async () => {
    const { deps } = createTestBridge();
    const description = await refusalOf(
      authorize(deps, cognitoAuthorizeQuery({ redirect_uri: 'https://evil.example.com/steal' })),
    );
    expect(description).toMatch(/return address the bridge does not serve/);
  });

  it('refuses, with a page, a request without a client id', async () => {
    const { deps } = createTestBridge();
    const description = await refusalOf(
      authorize(deps, cognitoAuthorizeQuery({ client_id: undefined })),
    );
    expect(description).toMatch(/^This sign-in request is not valid: client_id/);
  });

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ scope: 'email profile' }, 'invalid_scope'],
  ])('sends %o back to Cognito as %s, with its state', async (change, error) => {
    const { deps } = createTestBridge();
    const location = await authorize(deps, cognitoAuthorizeQuery(change));
    expect(location.startsWith(`${COGNITO_IDP_RESPONSE}?`)).toBe(true);
    expect(queryOf(location)).toMatchObject({ error, state: cognitoAuthorizeQuery().state });
  });
});

describe("GitHub's return", () => {
  it("sends the browser back to Cognito with Cognito's own state and a code", async () => {
    const bridge = createTestBridge();
    const back = await signInThroughGitHub(bridge);
    expect(`${back.origin}${back.pathname}`).toBe(COGNITO_IDP_RESPONSE);
    expect(queryOf(back.href)).toEqual({
      code: expect.stringMatching(/^[\w-]+\.[\w-]+$/),
      state: cognitoAuthorizeQuery().state,
    });
  });

  it('passes a declined consent on to Cognito as access_denied, with its state', async () => {
    const { deps } = createTestBridge();
    const toGitHub = queryOf(await authorize(deps, cognitoAuthorizeQuery()));
    const back = await callback(deps, {
      error: 'access_denied',
      error_description: 'The user has denied your application access.',
      state: toGitHub.state,
    });
    expect(queryOf(back)).toEqual({
      error: 'access_denied',
      error_description: 'The user has denied your application access.',
      state: cognitoAuthorizeQuery().state,
    });
  });

  it('refuses, with a page, a state someone changed (another return address sealed by nobody)', async () => {
    const { deps } = createTestBridge();
    const { state = '' } = queryOf(await authorize(deps, cognitoAuthorizeQuery()));
    const [body, mac] = state.split('.');
    const altered = Buffer.from(
      Buffer.from(body ?? '', 'base64url')
        .toString()
        .replace(COGNITO_IDP_RESPONSE, 'https://evil.example.com/steal'),
    ).toString('base64url');
    const description = await refusalOf(
      callback(deps, { code: 'github-code', state: `${altered}.${mac}` }),
    );
    expect(description).toBe(INVALID_SIGN_IN_MESSAGE);
  });

  it('refuses, with a page that says so, a state older than ten minutes', async () => {
    const { deps, clock } = createTestBridge();
    const { state } = queryOf(await authorize(deps, cognitoAuthorizeQuery()));
    clock.seconds += SEAL_LIFETIME_SECONDS + 1;
    expect(await refusalOf(callback(deps, { code: 'github-code', state }))).toBe(
      EXPIRED_SIGN_IN_MESSAGE,
    );
  });

  it('refuses, with a page, a return without a state, or with a state of another key', async () => {
    const { deps, keys } = createTestBridge();
    expect(await refusalOf(callback(deps, { code: 'github-code' }))).toBe(INVALID_SIGN_IN_MESSAGE);
    const { state } = queryOf(await authorize(deps, cognitoAuthorizeQuery()));
    keys.rotateSealingKey();
    expect(await refusalOf(callback(deps, { code: 'github-code', state }))).toBe(
      INVALID_SIGN_IN_MESSAGE,
    );
  });
});
