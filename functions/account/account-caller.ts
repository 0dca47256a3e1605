import * as z from '../../shared/zod';
import { identityFromClaims } from '../auth/identity-claims';

/** Who asks to close the account, as their verified ID token says. */
export interface AccountCaller {
  userId: string;
  /** The pool's name for the account (`cognito:username`): what it signs in and is deleted by. */
  username: string;
  /** Signed in through Google or GitHub: no password to confirm with. */
  federated: boolean;
  /** When the person last signed in (not when the token was renewed); null when not said. */
  authTime: Date | null;
}

/** Seconds since the epoch: a number in a verified token, a string as the JWT authorizer passes it. */
const epochSeconds = z.union([
  z.number().check(z.int(), z.positive()),
  z.pipe(
    z.string().check(z.regex(/^\d{1,12}$/)),
    z.transform((text: string) => Number(text)),
  ),
]);

const closingClaimsSchema = z.object({
  'cognito:username': z.optional(z.string().check(z.minLength(1))),
  auth_time: z.optional(epochSeconds),
});

export function accountCallerOf(claims: Readonly<Record<string, unknown>>): AccountCaller {
  const identity = identityFromClaims(claims);
  const parsed = closingClaimsSchema.parse(claims);
  const username = parsed['cognito:username'] ?? identity.email ?? identity.userId;
  return {
    userId: identity.userId,
    username,
    federated: identity.federated,
    authTime: parsed.auth_time === undefined ? null : new Date(parsed.auth_time * 1000),
  };
}
