import * as z from 'zod';

/**
 * The caller as an ID token describes them. Claims arrive as the JWT authorizer passes them on
 * (every value a string) or straight from a verified token; only these few are read.
 */
const identityClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(3).optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
  /** Set by Cognito on a sign-in through another provider (Google). */
  identities: z.unknown().optional(),
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
