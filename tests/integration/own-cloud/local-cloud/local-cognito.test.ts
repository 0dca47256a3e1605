import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  GetUserCommand,
  GetUserPoolMfaConfigCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appConfigSchema, TEMPLATE_MODE_LABEL } from '../../../../shared/app-config';
import {
  adminSignIn,
  callApi,
  localCognitoClient,
  signInWithSrp,
  signUpDirectly,
} from '../../../../testing/cloud/local-accounts';
import { type LocalCloud, startLocalCloud } from '../../../../tools/local-cloud/local-cloud';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import { outboxResponseSchema } from '../../../../tools/local-cloud/cognito/outbox';
import { CONTROL_TOKEN_HEADER } from '../../../../tools/local-cloud/gateway/control-token-names';
import { publicJwk, unverifiedClaims } from '../../../../tools/local-cloud/jwt-signing';
import { cognitoLocalPackageKey, poolSigningKey, signJwt } from '../../../../testing/jwt';

// A cloud of its own: its restart tests start clouds in this process, whose functions keep the
// settings of the first cloud they ran on.
const cloud = useOwnLocalCloud({});

async function newestCodeFor(email: string): Promise<string | undefined> {
  const response = await fetch(`${cloud.url}/_local/outbox.json?to=${encodeURIComponent(email)}`);
  return outboxResponseSchema.parse(await response.json()).messages[0]?.code;
}

describe('/config.json', () => {
  it('tells the SPA where the local pool and the live connection are, and the models in use', async () => {
    const response = await fetch(`${cloud.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(appConfigSchema.parse(await response.json())).toEqual({
      auth: {
        region: 'local',
        userPoolId: cloud.userPool.userPoolId,
        clientId: cloud.userPool.clientId,
        endpoint: `${cloud.url}/_local/cognito`,
        google: { domain: `${cloud.url}/_local/cognito` },
        github: { domain: `${cloud.url}/_local/cognito` },
      },
      generation: {
        socketUrl: `${cloud.url.replace(/^http/, 'ws')}/ws/{projectId}`,
        models: TEMPLATE_MODE_LABEL,
      },
      payments: { checkoutScriptUrl: `${cloud.url}/_local/razorpay/checkout.js` },
    });
  });
});

describe('the local user pool', () => {
  it("takes an access token only if it signed it: one made with cognito-local's own key is refused", async () => {
    const account = await signUpDirectly(cloud, 'own.token@example.com');
    const getUser = (AccessToken: string) =>
      localCognitoClient(cloud).send(new GetUserCommand({ AccessToken }));
    await expect(getUser(account.accessToken)).resolves.toMatchObject({
      UserAttributes: expect.arrayContaining([{ Name: 'email', Value: 'own.token@example.com' }]),
    });
    const { key, kid } = cognitoLocalPackageKey();
    const forged = signJwt(unverifiedClaims(account.accessToken), key, kid);
    await expect(getUser(forged)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Nor an ID token in its place.
    await expect(getUser(account.idToken)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('publishes its signing keys and issuer like a Cognito pool', async () => {
    const issuer = cloud.userPool.issuer;
    const openid = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    expect(openid).toMatchObject({ issuer, jwks_uri: `${issuer}/.well-known/jwks.json` });
    const jwks = await (await fetch(`${issuer}/.well-known/jwks.json`)).json();
    const { key, kid } = await poolSigningKey(cloud);
    // Its own key, not the one cognito-local ships in its package.
    expect(jwks).toEqual({ keys: [publicJwk(key, kid)] });
    expect(kid).not.toBe(cognitoLocalPackageKey().kid);
    expect(publicJwk(key, kid).n).not.toBe(publicJwk(cognitoLocalPackageKey().key, kid).n);
  });

  it('refuses self-service sign-up, as the deployed pool does: only the API makes accounts', async () => {
    const cognito = localCognitoClient(cloud);
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: cloud.userPool.clientId,
          Username: 'walked.around@example.com',
          Password: 'secret-1',
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(adminSignIn(cloud, 'walked.around@example.com', 'secret-1')).rejects.toMatchObject(
      { name: 'UserNotFoundException' },
    );
  });

  it('makes an account the API creates through the real pre sign-up function, sending no email', async () => {
    const account = await signUpDirectly(cloud, 'Instant@Example.com');
    expect(account.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(await newestCodeFor('instant@example.com')).toBeUndefined();
    // The same email again, in any case: the account exists.
    await expect(signUpDirectly(cloud, 'instant@example.com')).rejects.toMatchObject({
      name: 'UsernameExistsException',
    });
  });

  it('refuses a password shorter than 8 characters, as the deployed pool does', async () => {
    const cognito = localCognitoClient(cloud);
    await expect(
      cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: cloud.userPool.userPoolId,
          Username: 'short@example.com',
          TemporaryPassword: '1234567',
          MessageAction: 'SUPPRESS',
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
  });

  it('asks for no new password until the temporary one is given', async () => {
    const cognito = localCognitoClient(cloud);
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: cloud.userPool.userPoolId,
        Username: 'halfway@example.com',
        TemporaryPassword: 'temporary-1',
        MessageAction: 'SUPPRESS',
      }),
    );
    await expect(adminSignIn(cloud, 'halfway@example.com', 'guess-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(adminSignIn(cloud, 'halfway@example.com', 'temporary-1')).resolves.toMatchObject({
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
    });
  });

  it('answers an unknown email and a wrong password differently, as the deployed pool does', async () => {
    await signUpDirectly(cloud, 'known@example.com', 'secret-1');
    await expect(adminSignIn(cloud, 'unknown@example.com', 'secret-1')).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
    await expect(adminSignIn(cloud, 'known@example.com', 'wrong-1')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const { AuthenticationResult } = await adminSignIn(cloud, 'KNOWN@example.com', 'secret-1');
    expect(AuthenticationResult).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
  });

  it('renews tokens with a refresh token, as the identity library asks for it', async () => {
    const { refreshToken } = await signUpDirectly(cloud, 'renewing@example.com');
    // amazon-cognito-identity-js sends unused parameters as null.
    const response = await fetch(cloud.userPool.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: cloud.userPool.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken, DEVICE_KEY: null },
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      AuthenticationResult: { IdToken: expect.any(String), ExpiresIn: 3600 },
    });
  });

  it('resets a password with the code it delivers to the outbox', async () => {
    const email = 'forgetful@example.com';
    await signUpDirectly(cloud, email, 'old-secret');
    const cognito = localCognitoClient(cloud);
    await cognito.send(
      new ForgotPasswordCommand({ ClientId: cloud.userPool.clientId, Username: email }),
    );

    const code = await newestCodeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: cloud.userPool.clientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'new-secret',
      }),
    );
    const login = await callApi(cloud, 'POST', '/api/auth/login', {
      body: { email, password: 'new-secret' },
    });
    expect(login.status).toBe(200);
  });
});

describe('signing in to the local user pool as on AWS', () => {
  it("signs the SPA's library in with SRP: the right password gets tokens, a wrong one is refused", async () => {
    const account = await signUpDirectly(cloud, 'srp@example.com', 'correct horse');

    const session = await signInWithSrp(cloud, 'SRP@example.com', 'correct horse');

    expect(session.getIdToken().payload).toMatchObject({
      sub: account.sub,
      email: 'srp@example.com',
    });
    const synced = await callApi(cloud, 'POST', '/api/auth/sync', {
      token: session.getIdToken().getJwtToken(),
      body: {},
    });
    expect(synced.status).toBe(200);
    await expect(signInWithSrp(cloud, 'srp@example.com', 'correct horsE')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(signInWithSrp(cloud, 'nobody@example.com', 'correct horse')).rejects.toMatchObject(
      { code: 'UserNotFoundException' },
    );
  });

  it('answers each PASSWORD_VERIFIER challenge once', async () => {
    await signUpDirectly(cloud, 'once@example.com', 'correct horse');
    const call = (target: string, body: object) =>
      fetch(cloud.userPool.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        },
        body: JSON.stringify({ ClientId: cloud.userPool.clientId, ...body }),
      });
    const started = await call('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: 'once@example.com', SRP_A: 'abc123' },
    });
    const { ChallengeParameters: challenge } = z
      .object({
        ChallengeParameters: z.object({ SECRET_BLOCK: z.string(), USER_ID_FOR_SRP: z.string() }),
      })
      .parse(await started.json());
    const answer = (timestamp: string) =>
      call('RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: {
          USERNAME: challenge.USER_ID_FOR_SRP,
          PASSWORD_CLAIM_SECRET_BLOCK: challenge.SECRET_BLOCK,
          PASSWORD_CLAIM_SIGNATURE: Buffer.alloc(32).toString('base64'),
          TIMESTAMP: timestamp,
        },
      });

    await expect((await answer('2026-01-05T10:00:00Z')).json()).resolves.toEqual({
      __type: 'InvalidParameterException',
      message: 'TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.',
    });
    await expect((await answer('Mon Jan 5 10:00:00 UTC 2026')).json()).resolves.toMatchObject({
      __type: 'NotAuthorizedException',
    });
  });

  it('refuses USER_PASSWORD_AUTH on the public client, as the deployed client does', async () => {
    await signUpDirectly(cloud, 'no.plain@example.com', 'correct horse');
    await expect(
      localCognitoClient(cloud).send(
        new InitiateAuthCommand({
          ClientId: cloud.userPool.clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'no.plain@example.com', PASSWORD: 'correct horse' },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'USER_PASSWORD_AUTH flow not enabled for this client',
    });
  });

  it('keeps the admin sign-in for the functions: no page may send a password through it', async () => {
    const response = await fetch(cloud.userPool.endpoint, {
      method: 'POST',
      headers: {
        origin: cloud.url,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminInitiateAuth',
      },
      body: JSON.stringify({
        UserPoolId: cloud.userPool.userPoolId,
        ClientId: cloud.userPool.clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'no.plain@example.com', PASSWORD: 'correct horse' },
      }),
    });
    expect(response.status).toBe(403);
  });
});

describe('the outbox', () => {
  it('lists the messages as JSON, newest first, and as a page people can read', async () => {
    const email = 'twice@example.com';
    await signUpDirectly(cloud, email);
    const cognito = localCognitoClient(cloud);
    const forgot = () =>
      cognito.send(
        new ForgotPasswordCommand({ ClientId: cloud.userPool.clientId, Username: email }),
      );
    await forgot();
    await forgot();

    const json = await fetch(`${cloud.url}/_local/outbox.json?to=${email}`);
    const { messages } = outboxResponseSchema.parse(await json.json());
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ to: email, purpose: 'ForgotPassword' });
    expect(Date.parse(messages[0]?.sentAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(messages[1]?.sentAt ?? ''),
    );
    expect(Number(messages[0]?.id)).toBeGreaterThan(Number(messages[1]?.id));

    const page = await fetch(`${cloud.url}/_local/outbox`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain(messages[0]?.code ?? 'no code');
  });
});

describe('the local Lambda API', () => {
  it('answers an unknown function as Lambda does', async () => {
    const response = await fetch(`${cloud.url}/2015-03-31/functions/nope/invocations`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-amzn-errortype')).toBe('ResourceNotFoundException');
  });

  it('runs a function of the function list with the payload it is given', async () => {
    const event = {
      triggerSource: 'PreSignUp_SignUp',
      request: { userAttributes: { email: 'a@example.com' } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    };
    const response = await fetch(`${cloud.url}/2015-03-31/functions/preSignUp/invocations`, {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      response: { autoConfirmUser: true, autoVerifyEmail: true },
    });
  });
});

describe('a local cloud with a data folder', () => {
  it("finds the same pool, client and accounts after a restart, with today's pool settings", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'local-cloud-'));
    try {
      const first = await startLocalCloud({ host: '127.0.0.1', port: 0, dataDir, web: 'none' });
      const registered = await callApi(first, 'POST', '/api/auth/register', {
        body: { username: 'Stays', email: 'stays@example.com', password: 'secret-1' },
      });
      expect(registered.status).toBe(200);
      // As a data folder from before two-step sign-in left the pool.
      const turnedOff = await fetch(first.userPool.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.SetUserPoolMfaConfig',
          [CONTROL_TOKEN_HEADER]: first.controlToken,
        },
        body: JSON.stringify({
          UserPoolId: first.userPool.userPoolId,
          MfaConfiguration: 'OFF',
          SoftwareTokenMfaConfiguration: { Enabled: false },
        }),
      });
      expect(turnedOff.status).toBe(200);
      const firstPool = first.userPool;
      await first.close();

      const second = await startLocalCloud({ host: '127.0.0.1', port: 0, dataDir, web: 'none' });
      try {
        expect(second.userPool.userPoolId).toBe(firstPool.userPoolId);
        expect(second.userPool.clientId).toBe(firstPool.clientId);
        // The same signing key: the sessions from before the restart stay valid.
        expect((await poolSigningKey(second)).kid).toBe((await poolSigningKey(first)).kid);
        await expect(
          localCognitoClient(second).send(
            new GetUserPoolMfaConfigCommand({ UserPoolId: second.userPool.userPoolId }),
          ),
        ).resolves.toMatchObject({
          MfaConfiguration: 'OPTIONAL',
          SoftwareTokenMfaConfiguration: { Enabled: true },
        });
        const login = await callApi(second, 'POST', '/api/auth/login', {
          body: { email: 'stays@example.com', password: 'secret-1' },
        });
        expect(login).toMatchObject({
          status: 200,
          body: { user: { username: 'Stays', credits: 20 } },
        });
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** An address of this machine that is not loopback, when it has one (CI runners usually do). */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

describe.runIf(lanAddress)('callers from another machine', () => {
  let open: LocalCloud;

  beforeAll(async () => {
    open = await startLocalCloud({ host: '0.0.0.0', port: 0, dataDir: null, web: 'none' });
  });

  afterAll(async () => {
    await open?.close();
  });

  const cognitoCall = (target: string, body: object) =>
    fetch(`http://${lanAddress}:${open.gateway.port}/_local/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });

  it('may use the public user pool API, as an app client can on AWS', async () => {
    const response = await cognitoCall('InitiateAuth', {
      ClientId: open.userPool.clientId,
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: 'remote@example.com', SRP_A: 'abc123' },
    });
    // Cognito's own answer (no such user), not the gateway's refusal.
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ __type: 'UserNotFoundException' });
  });

  it('may not use what needs AWS credentials: the admin API and the Lambda API', async () => {
    const admin = await cognitoCall('ListUsers', { UserPoolId: open.userPool.userPoolId });
    expect(admin.status).toBe(403);
    const lambda = await fetch(
      `http://${lanAddress}:${open.gateway.port}/2015-03-31/functions/preSignUp/invocations`,
      { method: 'POST', body: '{}' },
    );
    expect(lambda.status).toBe(403);
  });
});
