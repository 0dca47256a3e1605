import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { UserPool, UserPoolSettings } from './user-pool-settings';

export interface UserPoolClient {
  cognito: CognitoIdentityProviderClient;
  settings: UserPoolSettings;
}

/**
 * The user pool's client, for the pool readUserPoolSettings read from `USER_POOL_ID`,
 * `USER_POOL_CLIENT_ID` (and `COGNITO_ENDPOINT` locally). The calls made through it (sign-up,
 * sign-in, token revocation) are the public API an app client uses, so the function needs no IAM
 * permission.
 */
export function createUserPoolClient({ region, settings }: UserPool): UserPoolClient {
  return {
    cognito: new CognitoIdentityProviderClient({ region, endpoint: settings.endpoint }),
    settings,
  };
}
