import {
  AdminGetUserCommand,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createIdTokenVerifier } from '../../../../functions/auth/id-token-verifier';
import { OTHER_LOGIN_METHOD_MESSAGE } from '../../../../shared/api/auth-schemas';
import {
  exchangeHostedCode,
  hostedTokens,
  signInThroughHostedUi,
} from '../../../../testing/cloud/hosted-sign-in';
import {
  callApi,
  localCognitoClient,
  signInWithSrp,
  signUpDirectly,
} from '../../../../testing/cloud/local-accounts';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import { GOOGLE_TEST_ACCOUNTS } from '../../../../tools/local-cloud/idp/test-accounts';

// A cloud of its own: its tests sign in as the sign-in stand-in's fixed test accounts.
const cloud = useOwnLocalCloud({});

async function accountsWithEmail(email: string) {
  const { Users = [] } = await localCognitoClient(cloud).send(
    new ListUsersCommand({ UserPoolId: cloud.userPool.userPoolId, Filter: `email = "${email}"` }),
  );
  return Users;
}

describe('the local hosted UI, signing in through the Google stand-in', () => {
  it('signs a new Google user up as google_{sub}, with tokens the API accepts', async () => {
    const meera = GOOGLE_TEST_ACCOUNTS.meera;
    const signIn = await signInThroughHostedUi(cloud, 'Google', { account: meera.id });
    expect(signIn.callback.searchParams.get('state')).toBe('app-state-1');

    const tokens = await hostedTokens(cloud, signIn);

    // Checked as API Gateway's JWT authorizer checks it.
    const claims = await createIdTokenVerifier(cloud.userPool)(tokens.id_token);
    expect(claims).toMatchObject({
      'cognito:username': `google_${meera.id}`,
      email: meera.email,
      email_verified: true,
      name: meera.name,
      identities: [expect.objectContaining({ providerName: 'Google', userId: meera.id })],
    });
    const user = await localCognitoClient(cloud).send(
      new AdminGetUserCommand({
        UserPoolId: cloud.userPool.userPoolId,
        Username: `google_${meera.id}`,
      }),
    );
    expect(user.UserStatus).toBe('EXTERNAL_PROVIDER');
    const sync = await callApi(cloud, 'POST', '/api/auth/sync', {
      token: tokens.id_token,
      body: { display_name: meera.name, provider_id: 'Google' },
    });
    expect(sync).toMatchObject({
      status: 200,
      body: { user: { username: meera.name, email: meera.email, credits: 20 } },
    });
  });

  it('finds the same user on the next sign-in, with the attributes Google sends now', async () => {
    const email = 'dev.one@example.com';
    const first = await hostedTokens(
      cloud,
      await signInThroughHostedUi(cloud, 'Google', { custom: { name: 'Dev One', email } }),
    );
    const second = await hostedTokens(
      cloud,
      await signInThroughHostedUi(cloud, 'Google', { custom: { name: 'Dev Renamed', email } }),
    );

    const verify = createIdTokenVerifier(cloud.userPool);
    const [before, after] = [await verify(first.id_token), await verify(second.id_token)];
    expect(after.sub).toBe(before.sub);
    expect(after.name).toBe('Dev Renamed');
    expect(await accountsWithEmail(email)).toHaveLength(1);
  });

  it('renews a federated session with its refresh token, as the SPA does', async () => {
    const signIn = await signInThroughHostedUi(cloud, 'Google', {
      account: GOOGLE_TEST_ACCOUNTS.kavya.id,
    });
    const tokens = await hostedTokens(cloud, signIn);

    const renewed = await localCognitoClient(cloud).send(
      new InitiateAuthCommand({
        ClientId: cloud.userPool.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.refresh_token },
      }),
    );

    const idToken = renewed.AuthenticationResult?.IdToken ?? '';
    await expect(createIdTokenVerifier(cloud.userPool)(idToken)).resolves.toMatchObject({
      'cognito:username': `google_${GOOGLE_TEST_ACCOUNTS.kavya.id}`,
    });
  });

  it('sends a denial back to the app as access_denied, with its state and no code', async () => {
    const { callback } = await signInThroughHostedUi(cloud, 'Google', 'deny');

    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('app-state-1');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it("refuses a first Google sign-in for an email registered with a password, in Cognito's words", async () => {
    const arjun = GOOGLE_TEST_ACCOUNTS.arjun;
    await signUpDirectly(cloud, arjun.email);

    const { callback } = await signInThroughHostedUi(cloud, 'Google', { account: arjun.id });

    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toBe(
      `PreSignUp failed with error ${OTHER_LOGIN_METHOD_MESSAGE}. `,
    );
    const accounts = await accountsWithEmail(arjun.email);
    expect(accounts.map((account) => account.UserStatus)).toEqual(['CONFIRMED']);
  });

  it('keeps an email that signs in through Google from a password account', async () => {
    const email = 'google.only@example.com';
    await hostedTokens(
      cloud,
      await signInThroughHostedUi(cloud, 'Google', { custom: { name: 'Only Google', email } }),
    );
    // As the auth function makes a password account.
    await expect(signUpDirectly(cloud, email, 'x1234567')).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringContaining(OTHER_LOGIN_METHOD_MESSAGE),
    });
    await expect(signInWithSrp(cloud, email, 'anything')).rejects.toMatchObject({
      code: 'UserNotFoundException',
    });
  });
});

describe("the local hosted UI's token endpoint", () => {
  it('trades a code once, and only with its PKCE verifier', async () => {
    const refused = await signInThroughHostedUi(cloud, 'Google', {
      custom: { name: 'Pkce Tester', email: 'pkce@example.com' },
    });
    const wrongVerifier = await exchangeHostedCode(cloud, refused, {
      code_verifier: 'x'.repeat(43),
    });
    expect(wrongVerifier.status).toBe(400);
    await expect(wrongVerifier.json()).resolves.toEqual({ error: 'invalid_grant' });

    const signIn = await signInThroughHostedUi(cloud, 'Google', {
      custom: { name: 'Pkce Tester', email: 'pkce@example.com' },
    });
    expect((await exchangeHostedCode(cloud, signIn)).status).toBe(200);
    const again = await exchangeHostedCode(cloud, signIn);
    expect(again.status).toBe(400);
    await expect(again.json()).resolves.toEqual({ error: 'invalid_grant' });
  });
});

describe("the local hosted UI's authorize endpoint", () => {
  function authorize(parameters: Record<string, string>) {
    const query = new URLSearchParams({
      identity_provider: 'Google',
      response_type: 'code',
      client_id: cloud.userPool.clientId,
      redirect_uri: `${cloud.url}/auth/callback`,
      code_challenge: 'challenge',
      code_challenge_method: 'S256',
      ...parameters,
    });
    return fetch(`${cloud.userPool.endpoint}/oauth2/authorize?${query}`, { redirect: 'manual' });
  }

  it('shows an error page, and sends no one anywhere, for a callback URL the client does not have', async () => {
    const response = await authorize({ redirect_uri: 'https://attacker.example/steal' });

    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_mismatch');
  });

  it('knows no identity provider the pool does not have', async () => {
    const response = await authorize({ identity_provider: 'Facebook' });

    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Login option is not available');
  });

  it('goes to the provider as its OpenID Connect client, returning to /oauth2/idpresponse', async () => {
    const response = await authorize({});
    const provider = new URL(response.headers.get('location') ?? '');

    expect(`${provider.origin}${provider.pathname}`).toBe(
      `${cloud.idp.urls.googleIssuer}/authorize`,
    );
    expect(Object.fromEntries(provider.searchParams)).toEqual({
      client_id: cloud.idp.googleClient.clientId,
      redirect_uri: `${cloud.userPool.endpoint}/oauth2/idpresponse`,
      response_type: 'code',
      scope: 'openid email profile',
      state: expect.any(String),
      nonce: expect.any(String),
    });
  });
});
