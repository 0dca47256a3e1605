import * as z from '../../shared/zod';

/**
 * The caller as an ID token describes them. Claims arrive as the JWT authorizer passes them on
 * (every value a string) or straight from a verified token; only these few are read.
 */
const identityClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  email: z.optional(z.string().check(z.minLength(3))),
  name: z.optional(z.string()),
  picture: z.optional(z.string()),
  /** Set by Cognito on a sign-in through another provider (Google). */
  identities: z.optional(z.unknown()),
});

export interface Identity {
  userId: string;
  email: string | undefined;
  name: string | undefined;
  picture: string | undefined;
  /** Signed in through another provider (Google), which vouches for the email. */
  federated: boolean;
}

export function identityFromClaims(claims: Readonly<Record<string, unknown>>): Identity {
  const parsed = identityClaimsSchema.parse(claims);
  return {
    userId: parsed.sub,
    email: parsed.email?.toLowerCase(),
    name: parsed.name?.trim() || undefined,
    picture: parsed.picture || undefined,
    federated: parsed.identities !== undefined && parsed.identities !== '',
  };
}
