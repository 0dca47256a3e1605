import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { totpCode } from '../auth/totp';
import type { CloudAddresses } from './shared-cloud';

/** A Cognito client of the local user pool, as the SPA's identity library talks to it. */
export function localCognitoClient(cloud: CloudAddresses): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: cloud.userPool.endpoint,
    region: cloud.userPool.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export interface SignedUpAccount {
  sub: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** A password sign-in as the auth function makes it: ADMIN_USER_PASSWORD_AUTH, signed. */
export function adminSignIn(cloud: CloudAddresses, email: string, password: string) {
  const cognito = localCognitoClient(cloud);
  return cognito
    .send(
      new AdminInitiateAuthCommand({
        UserPoolId: cloud.userPool.userPoolId,
        ClientId: cloud.userPool.clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    )
    .finally(() => cognito.destroy());
}

/** Tokens kept per sign-in: the library's default store is shared by every pool of the process. */
function storageOfOwn(): ICognitoStorage {
  const kept = new Map<string, string>();
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
    clear: () => kept.clear(),
  };
}

/** A user of the local pool as the SPA's identity library holds one, with a token store of its own. */
export function srpUserOf(cloud: CloudAddresses, email: string): CognitoUser {
  const Storage = storageOfOwn();
  const pool = new CognitoUserPool({
    UserPoolId: cloud.userPool.userPoolId,
    ClientId: cloud.userPool.clientId,
    endpoint: cloud.userPool.endpoint,
    Storage,
  });
  return new CognitoUser({ Username: email, Pool: pool, Storage });
}

/** Where an SRP sign-in got to: a session, or the authenticator app's code asked for first. */
export type SrpSignIn = { session: CognitoUserSession } | { totpRequired: true };

/**
 * The SPA's sign-in of a user (amazon-cognito-identity-js's SRP): a code asked for is answered
 * with the same user's `sendMFACode`, as the SPA does.
 */
export function startSrpSignIn(user: CognitoUser, password: string): Promise<SrpSignIn> {
  const details = new AuthenticationDetails({ Username: user.getUsername(), Password: password });
  return new Promise((resolve, reject) => {
    user.authenticateUser(details, {
      onSuccess: (session) => resolve({ session }),
      onFailure: reject,
      totpRequired: () => resolve({ totpRequired: true }),
      newPasswordRequired: () => reject(new Error('A new password was asked for')),
    });
  });
}

/** A sign-in as the SPA makes it: amazon-cognito-identity-js's SRP against the local pool. */
export async function signInWithSrp(
  cloud: CloudAddresses,
  email: string,
  password: string,
): Promise<CognitoUserSession> {
  const signIn = await startSrpSignIn(srpUserOf(cloud, email), password);
  if ('totpRequired' in signIn) throw new Error('An authenticator code was asked for');
  return signIn.session;
}

/**
 * Makes an account in the user pool as the auth function does (AdminCreateUser, then a permanent
 * password; the pool allows no self-service sign-up) and signs it in: no API call, so none of the
 * API's sign-up limits apply, which lets a file make as many users as it needs.
 */
export async function signUpDirectly(
  cloud: CloudAddresses,
  email: string,
  password = 'secret-1',
): Promise<SignedUpAccount> {
  const cognito = localCognitoClient(cloud);
  try {
    const { userPoolId } = cloud.userPool;
    const { User } = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        TemporaryPassword: password,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
    const UserSub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    const { AuthenticationResult: tokens } = await adminSignIn(cloud, email, password);
    if (!UserSub || !tokens?.IdToken || !tokens.AccessToken || !tokens.RefreshToken) {
      throw new Error('The local user pool did not sign the new account in');
    }
    return {
      sub: UserSub,
      idToken: tokens.IdToken,
      accessToken: tokens.AccessToken,
      refreshToken: tokens.RefreshToken,
    };
  } finally {
    cognito.destroy();
  }
}

/**
 * Turns on two-step sign-in for a signed-in account as its account page does: a new authenticator
 * app's secret, verified with the app's code, then preferred. The secret, for the app's codes.
 */
export async function turnOnAuthenticatorApp(
  cloud: CloudAddresses,
  accessToken: string,
): Promise<string> {
  const cognito = localCognitoClient(cloud);
  try {
    const { SecretCode } = await cognito.send(
      new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
    );
    if (!SecretCode) throw new Error('The local user pool gave no authenticator secret');
    await cognito.send(
      new VerifySoftwareTokenCommand({
        AccessToken: accessToken,
        UserCode: totpCode(SecretCode),
        FriendlyDeviceName: 'Phone',
      }),
    );
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    return SecretCode;
  } finally {
    cognito.destroy();
  }
}

export interface JsonReply {
  status: number;
  body: unknown;
}

/** A JSON call to the local cloud, with an optional bearer token. */
export async function callApi(
  cloud: CloudAddresses,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; authorization?: string } = {},
): Promise<JsonReply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const authorization = options.authorization ?? (options.token && `Bearer ${options.token}`);
  if (authorization) headers.authorization = authorization;
  const response = await fetch(`${cloud.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * A new account as the SPA leaves it after its first sign-in: signed up, signed in, and synced,
 * so its profile exists with the welcome credits.
 */
export async function signUpWithProfile(
  cloud: CloudAddresses,
  email: string,
  password = 'secret-1',
): Promise<SignedUpAccount> {
  const account = await signUpDirectly(cloud, email, password);
  const reply = await callApi(cloud, 'POST', '/api/auth/sync', {
    token: account.idToken,
    body: {},
  });
  if (reply.status !== 200) throw new Error(`Identity sync failed with ${reply.status}`);
  return account;
}
