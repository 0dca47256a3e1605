import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
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

/** A sign-in as the SPA makes it: amazon-cognito-identity-js's SRP against the local pool. */
export function signInWithSrp(
  cloud: CloudAddresses,
  email: string,
  password: string,
): Promise<CognitoUserSession> {
  const Storage = storageOfOwn();
  const pool = new CognitoUserPool({
    UserPoolId: cloud.userPool.userPoolId,
    ClientId: cloud.userPool.clientId,
    endpoint: cloud.userPool.endpoint,
    Storage,
  });
  const user = new CognitoUser({ Username: email, Pool: pool, Storage });
  const details = new AuthenticationDetails({ Username: email, Password: password });
  return new Promise((resolve, reject) => {
    user.authenticateUser(details, {
      onSuccess: resolve,
      onFailure: reject,
      newPasswordRequired: () => reject(new Error('A new password was asked for')),
    });
  });
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
