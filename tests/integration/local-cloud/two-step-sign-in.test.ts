import {
  AdminRespondToAuthChallengeCommand,
  GetUserPoolMfaConfigCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CognitoUser, CognitoUserSession, UserData } from 'amazon-cognito-identity-js';
import { describe, expect, it } from 'vitest';
import { totpCode, wrongTotpCode } from '../../../testing/auth/totp';
import {
  adminSignIn,
  localCognitoClient,
  signUpDirectly,
  srpUserOf,
  startSrpSignIn,
  turnOnAuthenticatorApp,
} from '../../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';

/**
 * Two-step sign-in with an authenticator app against the local user pool, through the SPA's own
 * identity library (amazon-cognito-identity-js) and the functions' admin calls, as on AWS.
 */
const cloud = useSharedCloud();

function associateSoftwareToken(user: CognitoUser): Promise<string> {
  return new Promise((resolve, reject) => {
    user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject });
  });
}

function verifySoftwareToken(user: CognitoUser, code: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    user.verifySoftwareToken(code, 'Phone', { onSuccess: resolve, onFailure: reject });
  });
}

function setTotp(user: CognitoUser, on: boolean): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    user.setUserMfaPreference(null, { Enabled: on, PreferredMfa: on }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function userData(user: CognitoUser): Promise<UserData | undefined> {
  return new Promise((resolve, reject) => {
    user.getUserData((error, data) => (error ? reject(error) : resolve(data)), {
      bypassCache: true,
    });
  });
}

function sendTotpCode(user: CognitoUser, code: string): Promise<CognitoUserSession> {
  return new Promise((resolve, reject) => {
    user.sendMFACode(code, { onSuccess: resolve, onFailure: reject }, 'SOFTWARE_TOKEN_MFA');
  });
}

/** A new account with an authenticator app turned on, as the account page leaves it. */
async function accountWithTotp(email: string, password: string): Promise<{ secret: string }> {
  const account = await signUpDirectly(cloud, email, password);
  return { secret: await turnOnAuthenticatorApp(cloud, account.accessToken) };
}

describe('two-step sign-in on the local user pool', () => {
  it('offers authenticator apps as an optional second step, as the deployed pool does', async () => {
    const config = await localCognitoClient(cloud).send(
      new GetUserPoolMfaConfigCommand({ UserPoolId: cloud.userPool.userPoolId }),
    );
    expect(config).toMatchObject({
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    });
  });

  it('asks the SPA for the code once an authenticator app is on, and signs in only with the right one', async () => {
    const email = 'two.step@example.com';
    const account = await signUpDirectly(cloud, email, 'correct horse');
    const user = srpUserOf(cloud, email);
    await expect(startSrpSignIn(user, 'correct horse')).resolves.toHaveProperty('session');

    const secret = await associateSoftwareToken(user);
    await verifySoftwareToken(user, totpCode(secret));
    await expect(setTotp(user, true)).resolves.toBe('SUCCESS');
    await expect(userData(user)).resolves.toMatchObject({
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    user.signOut();

    const again = srpUserOf(cloud, email);
    await expect(startSrpSignIn(again, 'correct horse')).resolves.toEqual({ totpRequired: true });
    await expect(sendTotpCode(again, wrongTotpCode(secret))).rejects.toMatchObject({
      code: 'CodeMismatchException',
    });
    const session = await sendTotpCode(again, totpCode(secret));
    expect(session.getIdToken().payload).toMatchObject({ sub: account.sub, email });

    // The session renews as any other does.
    const renewed = await localCognitoClient(cloud).send(
      new InitiateAuthCommand({
        ClientId: cloud.userPool.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: session.getRefreshToken().getToken() },
      }),
    );
    expect(renewed.AuthenticationResult?.IdToken).toEqual(expect.any(String));
  });

  it('signs in without a code once the authenticator app is turned off', async () => {
    const email = 'one.step.again@example.com';
    const { secret } = await accountWithTotp(email, 'correct horse');
    const user = srpUserOf(cloud, email);
    await startSrpSignIn(user, 'correct horse');
    await sendTotpCode(user, totpCode(secret));

    await setTotp(user, false);
    await expect(userData(user)).resolves.toMatchObject({ UserMFASettingList: [] });
    user.signOut();

    await expect(startSrpSignIn(srpUserOf(cloud, email), 'correct horse')).resolves.toHaveProperty(
      'session',
    );
  });

  it('answers the code only in the session it issued for it, once: a made-up one is refused as AWS refuses it', async () => {
    const email = 'sessions@example.com';
    const { secret } = await accountWithTotp(email, 'correct horse');
    const challenge = await adminSignIn(cloud, email, 'correct horse');
    expect(challenge).toMatchObject({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: expect.any(String),
    });
    expect(challenge.AuthenticationResult).toBeUndefined();
    const cognito = localCognitoClient(cloud);
    const answer = (Session: string | undefined) =>
      cognito.send(
        new AdminRespondToAuthChallengeCommand({
          UserPoolId: cloud.userPool.userPoolId,
          ClientId: cloud.userPool.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session,
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
        }),
      );
    const invalidSession = {
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    };

    await expect(answer('made-up-session')).rejects.toMatchObject(invalidSession);
    await expect(answer(challenge.Session)).resolves.toMatchObject({
      AuthenticationResult: { IdToken: expect.any(String), ExpiresIn: 3600, TokenType: 'Bearer' },
    });
    await expect(answer(challenge.Session)).rejects.toMatchObject(invalidSession);
  });
});
