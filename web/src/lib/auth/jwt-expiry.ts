import * as z from '../../../../shared/zod';

const expiryClaimSchema = z.object({ exp: z.number() });

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * When a JWT expires, in epoch milliseconds, read from its `exp` claim without verifying it (the
 * server verifies; the client only needs to know when to renew). Null for anything that is not a
 * JWT with an expiry.
 */
export function jwtExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = expiryClaimSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return claims.success ? claims.data.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A JWT's claims, read without verifying them (the server verifies); undefined for a non-JWT. */
export function decodedClaims(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(decodeBase64Url(payload));
  } catch {
    return undefined;
  }
}

/** Profile claims a Cognito ID token carries (all optional: federated users differ). */
const idTokenClaimsSchema = z.object({
  sub: z.optional(z.string()),
  email: z.optional(z.string()),
  name: z.optional(z.string()),
  picture: z.optional(z.string()),
  'cognito:username': z.optional(z.string()),
});
export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;

export function idTokenClaims(token: string): IdTokenClaims {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const claims = idTokenClaimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return claims.success ? claims.data : {};
  } catch {
    return {};
  }
}
