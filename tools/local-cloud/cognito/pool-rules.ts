import { CognitoError } from 'cognito-local/lib/errors.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { z } from 'zod';

/** Rules of the real user pool that several of the stand-in's corrections apply. */

const SECONDS_PER_UNIT: Record<string, number> = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86400,
};

const authResultSchema = z
  .object({ AuthenticationResult: z.object({ IdToken: z.string() }).loose().nullish() })
  .loose();

function isCaseInsensitive(pool: UserPoolService): boolean {
  return pool.options.UsernameConfiguration?.CaseSensitive === false;
}

/** With case-insensitive sign-in (our pool's setting), `Asha@…` and `asha@…` are one user. */
export function normalizeUsername(pool: UserPoolService, username: string): string {
  return isCaseInsensitive(pool) ? username.toLowerCase() : username;
}

export function checkPasswordPolicy(pool: UserPoolService, password: string): void {
  const minimum = pool.options.Policies?.PasswordPolicy?.MinimumLength ?? 8;
  if (password.length < minimum) {
    throw new CognitoError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );
  }
}

/** How long the client's access tokens last, in seconds (AWS's `ExpiresIn`, `expires_in`). */
export function accessTokenSeconds(client: AppClient | null): number {
  const validity = client?.AccessTokenValidity ?? 60;
  const unit = client?.TokenValidityUnits?.AccessToken ?? 'minutes';
  return validity * (SECONDS_PER_UNIT[unit] ?? 60);
}

/** A user signed up through another provider (Google, GitHub): no password, and no email alias. */
export function isFederated(user: User | null): boolean {
  return user?.UserStatus === 'EXTERNAL_PROVIDER';
}

/** AWS always says how long the tokens last and what kind they are; cognito-local does not. */
export function withExpiry(result: unknown, client: AppClient | null): unknown {
  const parsed = authResultSchema.safeParse(result);
  if (!parsed.success || !parsed.data.AuthenticationResult) return result;
  return {
    ...parsed.data,
    AuthenticationResult: {
      ...parsed.data.AuthenticationResult,
      ExpiresIn: accessTokenSeconds(client),
      TokenType: 'Bearer',
    },
  };
}
