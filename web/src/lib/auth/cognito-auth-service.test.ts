import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from '../../../../shared/zod';
import type { AppConfig } from '../../../../shared/app-config';
import { createCognitoAuthService } from './cognito-auth-service';
import { fakeJwt } from '../../../../testing/web/auth/fake-jwt';

const ENDPOINT = 'http://127.0.0.1:9229/';
const now = () => Math.floor(Date.now() / 1000);

const localAuth: AppConfig['auth'] = {
  region: 'us-east-1',
  userPoolId: 'local_abc123',
  clientId: 'client-1',
  endpoint: ENDPOINT,
  google: null,
  github: null,
};

interface CognitoCall {
  url: string;
  target: string;
  body: Record<string, unknown>;
}

/** Answers the identity SDK's JSON calls by their X-Amz-Target, as Cognito's API does. */
function cognitoApi(answers: Record<string, (body: Record<string, unknown>) => Response>) {
  const calls: CognitoCall[] = [];
  const fetchStub = vi.fn<typeof fetch>(async (input, init) => {
    const target = new Headers(init?.headers).get('X-Amz-Target') ?? '';
    const operation = target.replace('AWSCognitoIdentityProviderService.', '');
    const body = z.record(z.string(), z.unknown()).parse(JSON.parse(String(init?.body)));
    calls.push({ url: String(input), target: operation, body });
    const answer = answers[operation];
    if (!answer) return Response.json({ __type: 'UnknownOperation' }, { status: 400 });
    return answer(body);
  });
  return { fetchStub, calls };
}

function authResult(generation: number) {
  return Response.json({
    AuthenticationResult: {
      IdToken: fakeJwt({ sub: 's1', exp: now() + 3600, iat: now(), generation }),
      AccessToken: fakeJwt({ sub: 's1', exp: now() + 3600, iat: now(), generation }),
      RefreshToken: 'refresh-1',
      ExpiresIn: 3600,
      TokenType: 'Bearer',
    },
    ChallengeParameters: {},
  });
}

function serviceWith(config: AppConfig['auth'], fetchStub: typeof fetch) {
  return createCognitoAuthService({
    config,
    origin: 'http://localhost:8080',
    fetch: fetchStub,
    sessionStorage,
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Cognito auth service', () => {
  it('signs in with SRP, sending no password, then renews from the stored session', async () => {
    let generation = 0;
    const { fetchStub, calls } = cognitoApi({
      InitiateAuth: (body) =>
        body.AuthFlow === 'USER_SRP_AUTH'
          ? Response.json({
              ChallengeName: 'PASSWORD_VERIFIER',
              ChallengeParameters: {
                SALT: 'a1b2c3d4e5f60718',
                SECRET_BLOCK: 'c2VjcmV0LWJsb2Nr',
                SRP_B: 'f'.repeat(64),
                USERNAME: 'sub-1',
                USER_ID_FOR_SRP: 'sub-1',
              },
            })
          : authResult(++generation),
      RespondToAuthChallenge: () => authResult(++generation),
    });
    vi.stubGlobal('fetch', fetchStub);
    const service = serviceWith(localAuth, fetchStub);

    const tokens = await service.signIn({ email: 'asha@example.com', password: 'secret-1' });

    expect(calls[0]?.body).toMatchObject({
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: 'asha@example.com', SRP_A: expect.stringMatching(/^[0-9a-f]+$/) },
    });
    expect(calls[1]).toMatchObject({
      target: 'RespondToAuthChallenge',
      body: {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: {
          USERNAME: 'sub-1',
          PASSWORD_CLAIM_SECRET_BLOCK: 'c2VjcmV0LWJsb2Nr',
          PASSWORD_CLAIM_SIGNATURE: expect.any(String),
          TIMESTAMP: expect.stringMatching(/ UTC \d{4}$/),
        },
      },
    });
    expect(JSON.stringify(calls)).not.toContain('secret-1');
    expect(tokens.refreshToken).toBe('refresh-1');
    await expect(service.currentRefreshToken()).resolves.toBe('refresh-1');

    const renewed = await service.refresh();

    expect(calls[2]?.body).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(renewed?.idToken).not.toBe(tokens.idToken);

    await service.signOut();
    await expect(service.refresh()).resolves.toBeNull();
  });

  it('rejects with the Cognito exception name as the error code', async () => {
    const { fetchStub, calls } = cognitoApi({
      InitiateAuth: () =>
        Response.json(
          { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' },
          { status: 400 },
        ),
    });
    vi.stubGlobal('fetch', fetchStub);

    await expect(
      serviceWith(localAuth, fetchStub).signIn({ email: 'asha@example.com', password: 'wrong' }),
    ).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(calls[0]?.url).toBe(ENDPOINT);
  });

  it('applies a reset code with the new password', async () => {
    const { fetchStub, calls } = cognitoApi({
      ConfirmForgotPassword: () => Response.json({}),
    });
    vi.stubGlobal('fetch', fetchStub);
    const service = serviceWith(localAuth, fetchStub);

    await service.confirmPasswordReset({
      email: 'asha@example.com',
      code: '123456',
      newPassword: 'new-secret',
    });

    expect(calls.map((call) => call.target)).toEqual(['ConfirmForgotPassword']);
    expect(calls[0]?.body).toMatchObject({
      Username: 'asha@example.com',
      ConfirmationCode: '123456',
      Password: 'new-secret',
    });
  });

  it('offers no sign-in through a provider that is not configured', async () => {
    const { fetchStub } = cognitoApi({});
    const googleOnly = { ...localAuth, google: { domain: 'login.example.com' } };

    await expect(serviceWith(localAuth, fetchStub).socialSignInUrl('google')).resolves.toBeNull();
    await expect(serviceWith(googleOnly, fetchStub).socialSignInUrl('github')).resolves.toBeNull();
  });

  it('completes a Google sign-in: the PKCE verifier goes to the token endpoint, the session is kept', async () => {
    const google = { ...localAuth, endpoint: undefined, google: { domain: 'login.example.com' } };
    const idToken = fakeJwt({
      sub: 's2',
      'cognito:username': 'google_123',
      name: 'Asha Rao',
      picture: 'https://photos.example.com/asha.png',
      exp: now() + 3600,
      iat: now(),
    });
    const tokenEndpoint = vi.fn<typeof fetch>(async () =>
      Response.json({ id_token: idToken, access_token: idToken, refresh_token: 'refresh-g' }),
    );
    const service = serviceWith(google, tokenEndpoint);

    const url = new URL((await service.socialSignInUrl('google')) ?? '');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/auth/callback');
    expect(url.searchParams.get('identity_provider')).toBe('Google');
    const state = url.searchParams.get('state') ?? '';

    const result = await service.completeSocialSignIn({ code: 'code-1', state });

    expect(result).toEqual({
      provider: 'google',
      tokens: { idToken, refreshToken: 'refresh-g' },
      profile: { displayName: 'Asha Rao', photoUrl: 'https://photos.example.com/asha.png' },
    });
    expect(tokenEndpoint.mock.calls[0]?.[0]).toBe('https://login.example.com/oauth2/token');
    const form = new URLSearchParams(String(tokenEndpoint.mock.calls[0]?.[1]?.body));
    expect(form.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(service.currentRefreshToken()).resolves.toBe('refresh-g');
    await expect(service.completeSocialSignIn({ code: 'code-1', state })).rejects.toThrow(
      'The sign-in state does not match',
    );
  });

  it('completes a GitHub sign-in through the same hosted UI, on the local origin', async () => {
    const hosted = { domain: 'http://localhost:8080/_local/cognito' };
    const github = { ...localAuth, github: hosted };
    const idToken = fakeJwt({ sub: 's3', 'cognito:username': 'github_58120001', exp: now() + 60 });
    const tokenEndpoint = vi.fn<typeof fetch>(async () =>
      Response.json({ id_token: idToken, access_token: idToken, refresh_token: 'refresh-h' }),
    );
    const service = serviceWith(github, tokenEndpoint);

    const url = new URL((await service.socialSignInUrl('github')) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${hosted.domain}/oauth2/authorize`);
    expect(url.searchParams.get('identity_provider')).toBe('GitHub');
    const result = await service.completeSocialSignIn({
      code: 'code-2',
      state: url.searchParams.get('state') ?? '',
    });

    expect(result.provider).toBe('github');
    expect(tokenEndpoint.mock.calls[0]?.[0]).toBe(`${hosted.domain}/oauth2/token`);
  });

  it("passes on a refusal of this tab's sign-in, and no words of one it did not start", async () => {
    const github = { ...localAuth, github: { domain: 'login.example.com' } };
    const tokenEndpoint = vi.fn<typeof fetch>();
    const service = serviceWith(github, tokenEndpoint);
    const state = new URL((await service.socialSignInUrl('github')) ?? '').searchParams.get(
      'state',
    );
    const refusal = { error: 'access_denied', errorDescription: 'The user said no.' };

    await expect(
      service.completeSocialSignIn({ ...refusal, state: state ?? '' }),
    ).rejects.toMatchObject({
      name: 'HostedSignInRefusal',
      error: 'access_denied',
      description: 'The user said no.',
    });
    await service.socialSignInUrl('github');
    await expect(
      service.completeSocialSignIn({ ...refusal, state: 'github.someone-elses' }),
    ).rejects.toThrow('The sign-in state does not match');
    expect(tokenEndpoint).not.toHaveBeenCalled();
  });
});
