import { createUserPoolClient } from '../lib/user-pool-client';
import type { UserPool } from '../lib/user-pool-settings';
import { createCognitoAccounts } from './cognito-accounts';
import { createIdTokenVerifier } from './id-token-verifier';

/**
 * What the auth function asks of the user pool itself: its account calls (sign-up, sign-in,
 * sign-out, password reset) and the check of the ID tokens a sign-in gets. In one module, which the
 * handler loads on the first request that needs either: the Cognito client and the JWT verifier
 * are an eighth of the function's code, which the profile's routes never use, and one module
 * makes fewer files for a cold start to read than two would.
 */
export function createUserPoolAccess(pool: UserPool) {
  const { cognito, settings } = createUserPoolClient(pool);
  return {
    accounts: createCognitoAccounts({
      cognito,
      userPoolId: settings.userPoolId,
      clientId: settings.clientId,
    }),
    verifyIdToken: createIdTokenVerifier(settings),
  };
}
