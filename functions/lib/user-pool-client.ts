import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { UserPool, UserPoolSettings } from './user-pool-settings';

export interface UserPoolClient {
  cognito: CognitoIdentityProviderClient;
  settings: UserPoolSettings;
}

/**
 * The user pool's client, for the pool readUserPoolSettings read from `USER_POOL_ID`,
 * `USER_POOL_CLIENT_ID` (and `COGNITO_ENDPOINT` locally). Its calls are signed with the function's
 * role: the public API an app client uses (token revocation, reset codes) needs no permission, the
 * admin calls of the auth function (creating accounts, signing them in) are granted on the pool.
 */
export function createUserPoolClient({ region, settings }: UserPool): UserPoolClient {
  return {
    cognito: new CognitoIdentityProviderClient({ region, endpoint: settings.endpoint }),
    settings,
  };
}
