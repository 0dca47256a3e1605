import { randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  OTHER_LOGIN_METHOD_MESSAGE,
  userSchema,
} from '../../../shared/api/auth-schemas';
import { totpCode, wrongTotpCode } from '../../../testing/auth/totp';
import {
  callApi,
  localCognitoClient,
  signUpDirectly,
  turnOnAuthenticatorApp,
} from '../../../testing/cloud/local-accounts';
import { localDynamoClientConfig } from '../../../tools/local-cloud/dynamodb';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { handler as preSignUp } from '../../../functions/auth/pre-sign-up-handler';

// A test here runs the pre-sign-up trigger in this process, against the shared cloud's pool.
const cloud = useSharedCloud({ functionsInProcess: true });
let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
  );
});

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Everything the table holds for a user: their profile and their ledger. */
async function userItems(sub: string) {
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: cloud.dynamo.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${sub}` },
      ConsistentRead: true,
    }),
  );
  return {
    profiles: Items.filter((item) => item.SK === 'PROFILE'),
    ledger: Items.filter((item) => String(item.SK).startsWith('TXN#')),
  };
}

async function accountsWithEmail(email: string) {
  const cognito = localCognitoClient(cloud);
  const { Users = [] } = await cognito.send(
    new ListUsersCommand({ UserPoolId: cloud.userPool.userPoolId, Filter: `email = "${email}"` }),
  );
  return Users;
}

async function profilesWithEmail(email: string) {
  const { Items = [] } = await documents.send(
    new ScanCommand({
      TableName: cloud.dynamo.tableName,
      FilterExpression: 'SK = :profile AND email = :email',
      ExpressionAttributeValues: { ':profile': 'PROFILE', ':email': email },
    }),
  );
  return Items;
}

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in, and starts it with 20 credits and one ledger entry', async () => {
    const email = uniqueEmail('asha');
    const reply = await callApi(cloud, 'POST', '/api/auth/register', {
      body: { username: 'Asha', email, password: 'secret-1' },
    });
    expect(reply.status).toBe(200);
    const session = authResponseSchema.parse(reply.body);
    expect(session.user).toMatchObject({ username: 'Asha', email, credits: 20 });
    expect(session.refresh_token).toEqual(expect.any(String));
    expect(session.expires_in).toBe(3600);

    const { profiles, ledger } = await userItems(session.user.id);
    expect(profiles).toHaveLength(1);
    expect(ledger).toEqual([
      expect.objectContaining({
        type: 'welcome',
        amount: 20,
        operation: 'Welcome credits',
        status: 'completed',
        balance_after: 20,
      }),
    ]);

    const me = await callApi(cloud, 'GET', '/api/auth/me', { token: session.access_token });
    expect(me).toMatchObject({ status: 200, body: { id: session.user.id, credits: 20 } });
  });

  it('confirms the account with its own password and marks its email verified', async () => {
    const email = uniqueEmail('confirmed');
    await callApi(cloud, 'POST', '/api/auth/register', {
      body: { username: 'Confirmed', email, password: 'secret-1' },
    });
    const cognito = localCognitoClient(cloud);
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: cloud.userPool.userPoolId, Username: email }),
    );
    expect(user.UserStatus).toBe('CONFIRMED');
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([{ Name: 'email_verified', Value: 'true' }]),
    );
  });

  it("refuses an email that is already registered, in the spec's words", async () => {
    const email = uniqueEmail('taken');
    await signUpDirectly(cloud, email);
    const reply = await callApi(cloud, 'POST', '/api/auth/register', {
      body: { username: 'Again', email: email.toUpperCase(), password: 'secret-1' },
    });
    expect(reply).toEqual({
      status: 409,
      body: { detail: 'This email is already registered. Please login instead.' },
    });
  });

  it('keeps a Google sign-in from opening a second account for a registered email', async () => {
    const email = uniqueEmail('google');
    await callApi(cloud, 'POST', '/api/auth/register', {
      body: { username: 'Meera', email, password: 'secret-1' },
    });
    // What the pool asks its trigger on a first sign-in through Google (Google can't run here).
    const firstGoogleSignIn = preSignUp({
      version: '1',
      region: 'local',
      userPoolId: cloud.userPool.userPoolId,
      userName: 'Google_104398',
      triggerSource: 'PreSignUp_ExternalProvider',
      callerContext: { awsSdkVersion: '3', clientId: cloud.userPool.clientId },
      request: { userAttributes: { email, name: 'Meera' } },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    });
    await expect(firstGoogleSignIn).rejects.toThrow(OTHER_LOGIN_METHOD_MESSAGE);
  });

  const valid = { username: 'Ravi', password: 'secret-1' };
  it.each([
    ['no username', { email: 'x', password: 'secret-1' }, 'Username is required'],
    ['no email', { username: 'Ravi', password: 'secret-1' }, 'Email is required'],
    ['no password', { username: 'Ravi', email: 'x' }, 'Password is required'],
    ['an invalid email', { ...valid, email: 'ravi-at-example' }, 'Invalid email address'],
    [
      'a short password',
      { ...valid, email: 'x', password: 'seven-7' },
      'Password must be at least 8 characters',
    ],
    [
      'a 10 KB username',
      { ...valid, email: 'x', username: 'r'.repeat(10 * 1024) },
      'Username must be at most 50 characters',
    ],
    [
      'a username with an escape sequence',
      { ...valid, email: 'x', username: 'Ravi\u001b[2J' },
      'Username cannot contain control or hidden characters',
    ],
    [
      'a username of invisible characters only',
      { ...valid, email: 'x', username: '\u2800\u200b' },
      'Username must contain visible characters, not only invisible ones',
    ],
  ])('refuses %s with a 400 that says why, creating nothing', async (_, input, detail) => {
    const email = uniqueEmail('refused');
    const body = 'email' in input && input.email === 'x' ? { ...input, email } : input;
    const reply = await callApi(cloud, 'POST', '/api/auth/register', { body });
    expect(reply).toEqual({ status: 400, body: { detail } });
    const tried = 'email' in body && typeof body.email === 'string' ? body.email : email;
    expect(await accountsWithEmail(tried)).toEqual([]);
    expect(await profilesWithEmail(tried)).toEqual([]);
  });
});

describe('POST /api/auth/login', () => {
  const password = 'secret-1';
  let email: string;

  beforeAll(async () => {
    email = uniqueEmail('login');
    await signUpDirectly(cloud, email, password);
  });

  it('signs in, creating the profile with 20 credits for an account that never synced', async () => {
    const reply = await callApi(cloud, 'POST', '/api/auth/login', { body: { email, password } });
    expect(reply.status).toBe(200);
    const session = authResponseSchema.parse(reply.body);
    expect(session.user).toMatchObject({ email, username: email.split('@')[0], credits: 20 });

    const again = authResponseSchema.parse(
      (await callApi(cloud, 'POST', '/api/auth/login', { body: { email, password } })).body,
    );
    expect(again.user).toEqual(session.user);
    expect((await userItems(session.user.id)).ledger).toHaveLength(1);
  });

  it('finds the account whatever the case of the email', async () => {
    const reply = await callApi(cloud, 'POST', '/api/auth/login', {
      body: { email: email.toUpperCase(), password },
    });
    expect(reply.status).toBe(200);
  });

  it.each([
    [
      'an unknown email',
      () => uniqueEmail('nobody'),
      password,
      404,
      'No account found with this email',
    ],
    ['a wrong password', () => email, 'wrong-password', 401, 'Incorrect password'],
  ])('answers %s in the spec words', async (_, emailOf, tried, status, detail) => {
    const reply = await callApi(cloud, 'POST', '/api/auth/login', {
      body: { email: emailOf(), password: tried },
    });
    expect(reply).toEqual({ status, body: { detail } });
  });

  it("asks an account with two-step sign-in on for its authenticator app's code, and signs in with the right one", async () => {
    const twoStepEmail = uniqueEmail('two-step');
    const account = await signUpDirectly(cloud, twoStepEmail, password);
    const secret = await turnOnAuthenticatorApp(cloud, account.accessToken);
    const login = (body: Record<string, string>) =>
      callApi(cloud, 'POST', '/api/auth/login', { body: { email: twoStepEmail, ...body } });

    await expect(login({ password })).resolves.toEqual({
      status: 401,
      body: { detail: 'Enter the 6-digit code from your authenticator app.', mfa_required: true },
    });
    await expect(login({ password, mfa_code: wrongTotpCode(secret) })).resolves.toEqual({
      status: 401,
      body: { detail: 'Incorrect code. Please try again.', mfa_required: true },
    });
    await expect(
      login({ password: 'wrong-password', mfa_code: totpCode(secret) }),
    ).resolves.toEqual({ status: 401, body: { detail: 'Incorrect password' } });
    const reply = await login({ password, mfa_code: totpCode(secret) });
    expect(reply.status).toBe(200);
    expect(authResponseSchema.parse(reply.body).user).toMatchObject({
      id: account.sub,
      email: twoStepEmail,
    });
  });
});

describe('POST /api/auth/sync and its alias /api/auth/firebase/sync', () => {
  it.each(['/api/auth/sync', '/api/auth/firebase/sync'])(
    '%s creates the profile from the verified token, whatever the body claims',
    async (path) => {
      const email = uniqueEmail('sync');
      const account = await signUpDirectly(cloud, email);
      const reply = await callApi(cloud, 'POST', path, {
        token: account.idToken,
        body: { username: 'Meera', id: 'someone-else', email: 'other@example.com', credits: 1e6 },
      });
      expect(reply.status).toBe(200);
      const session = authResponseSchema.parse(reply.body);
      expect(session.access_token).toBe(account.idToken);
      expect(session.user).toEqual({
        id: account.sub,
        username: 'Meera',
        email,
        credits: 20,
        photo_url: null,
        email_verified: true,
      });
    },
  );

  it('leaves one profile, 20 credits and one ledger entry after 20 concurrent first calls', async () => {
    const account = await signUpDirectly(cloud, uniqueEmail('race'));
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        callApi(cloud, 'POST', '/api/auth/sync', {
          token: account.idToken,
          body: { username: `Racer ${index}` },
        }),
      ),
    );

    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    const users = replies.map((reply) => authResponseSchema.parse(reply.body).user);
    expect(new Set(users.map((user) => JSON.stringify(user))).size).toBe(1);
    expect(users[0]).toMatchObject({ id: account.sub, credits: 20 });

    const { profiles, ledger } = await userItems(account.sub);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ credits: 20 });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ type: 'welcome', amount: 20, balance_after: 20 });
  });

  it('keeps the first profile on later syncs', async () => {
    const account = await signUpDirectly(cloud, uniqueEmail('later'));
    await callApi(cloud, 'POST', '/api/auth/sync', {
      token: account.idToken,
      body: { username: 'First' },
    });
    const later = await callApi(cloud, 'POST', '/api/auth/sync', {
      token: account.idToken,
      body: { username: 'Second' },
    });
    expect(authResponseSchema.parse(later.body).user.username).toBe('First');
  });
});

describe('GET /api/auth/me', () => {
  it('returns the email, username and credits of the token holder', async () => {
    const email = uniqueEmail('me');
    const account = await signUpDirectly(cloud, email);
    await callApi(cloud, 'POST', '/api/auth/sync', {
      token: account.idToken,
      body: { username: 'Kiran' },
    });

    const reply = await callApi(cloud, 'GET', '/api/auth/me', { token: account.idToken });
    expect(reply.status).toBe(200);
    expect(userSchema.parse(reply.body)).toMatchObject({ email, username: 'Kiran', credits: 20 });
  });

  it('says so when the signed-in user has no profile yet', async () => {
    const account = await signUpDirectly(cloud, uniqueEmail('unsynced'));
    const reply = await callApi(cloud, 'GET', '/api/auth/me', { token: account.idToken });
    expect(reply).toEqual({
      status: 404,
      body: { detail: 'Your profile was not found. Please login again.' },
    });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token it is given, so it renews nothing after', async () => {
    const account = await signUpDirectly(cloud, uniqueEmail('logout'));
    const reply = await callApi(cloud, 'POST', '/api/auth/logout', {
      body: { refresh_token: account.refreshToken },
    });
    expect(reply).toEqual({ status: 200, body: { success: true } });

    const cognito = localCognitoClient(cloud);
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: cloud.userPool.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: account.refreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('succeeds without a token, and with one that is not valid', async () => {
    expect(await callApi(cloud, 'POST', '/api/auth/logout', { body: {} })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(
      await callApi(cloud, 'POST', '/api/auth/logout', { body: { refresh_token: 'nonsense' } }),
    ).toEqual({ status: 200, body: { success: true } });
  });

  it('is never cached', async () => {
    const response = await fetch(`${cloud.url}/api/auth/logout`, { method: 'POST', body: '{}' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
