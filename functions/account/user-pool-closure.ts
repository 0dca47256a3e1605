import {
  AdminDeleteUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from '../../shared/zod';
import { AuthError } from '../auth/auth-errors';
import { createCognitoAccounts } from '../auth/cognito-accounts';
import { createUserPoolClient } from '../lib/user-pool-client';
import type { UserPool } from '../lib/user-pool-settings';

/** What signing in with a password said: right for this user, wrong, or no such account. */
export type PasswordCheck = 'correct' | 'incorrect' | 'noAccount' | 'tooManyAttempts';

/** The user pool's part in closing an account. */
export interface UserPoolClosure {
  checkPassword(
    caller: { userId: string; username: string },
    password: string,
  ): Promise<PasswordCheck>;
  /** Deletes the pool's user; one already gone is not an error. */
  deleteUser(username: string): Promise<void>;
}

const subjectSchema = z.object({ sub: z.string() });

/**
 * The subject of an ID token the pool has just handed back over TLS: read, not verified again
 * (it came from the pool itself, not from a caller).
 */
function subjectOf(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims = subjectSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return claims.success ? claims.data.sub : null;
  } catch {
    return null;
  }
}

function checkOf(error: unknown): PasswordCheck {
  if (!(error instanceof AuthError)) throw error;
  // The pool asks for the authenticator app's code only once the password proved right for the
  // user named: the caller's own (their ID token, got with that code, names them).
  if (error.failure === 'mfaCodeRequired') return 'correct';
  if (error.failure === 'accountNotFound') return 'noAccount';
  if (error.failure === 'tooManyAttempts') return 'tooManyAttempts';
  if (error.failure === 'incorrectPassword') return 'incorrect';
  throw error;
}

/**
 * The password is checked by signing in with it (the SPA's public client, as the login does) and
 * seeing that the pool signed in this very user; the account is deleted with `AdminDeleteUser`,
 * the one IAM permission closing needs.
 */
export function createUserPoolClosure(
  cognito: CognitoIdentityProviderClient,
  { userPoolId, clientId }: { userPoolId: string; clientId: string },
): UserPoolClosure {
  const accounts = createCognitoAccounts({ cognito, userPoolId, clientId });
  return {
    async checkPassword({ userId, username }, password) {
      try {
        const session = await accounts.signIn({ email: username, password });
        return subjectOf(session.idToken) === userId ? 'correct' : 'incorrect';
      } catch (error) {
        return checkOf(error);
      }
    },
    async deleteUser(username) {
      try {
        await cognito.send(
          new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }),
        );
      } catch (error) {
        if (error instanceof Error && error.name === 'UserNotFoundException') return;
        throw error;
      }
    },
  };
}

/** The closure over the pool the function is configured with. */
export function userPoolClosureOf(pool: UserPool): UserPoolClosure {
  const { cognito, settings } = createUserPoolClient(pool);
  return createUserPoolClosure(cognito, settings);
}
