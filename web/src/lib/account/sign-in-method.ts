import * as z from '../../../../shared/zod';
import { RECENT_SIGN_IN_MINUTES } from '../../../../shared/api';
import { SOCIAL_SIGN_IN_PROVIDERS, type SocialProvider } from '../../../../shared/app-config';
import { decodedClaims } from '../auth/jwt-expiry';

/** How the signed-in person proves it is them: their password, or a fresh sign-in elsewhere. */
export type SignInMethod =
  | { kind: 'password' }
  | { kind: 'social'; provider: SocialProvider | null; signedInRecently: boolean };

const methodClaimsSchema = z.object({
  auth_time: z.optional(z.number()),
  identities: z.optional(z.array(z.object({ providerName: z.optional(z.string()) }))),
});

function isSocialProvider(name: string): name is SocialProvider {
  return Object.hasOwn(SOCIAL_SIGN_IN_PROVIDERS, name);
}

/** The provider an identity names (`Google`, `GitHub`), as the app calls it. */
function providerNamed(name: string | undefined): SocialProvider | null {
  const wanted = name?.toLowerCase();
  return (
    Object.keys(SOCIAL_SIGN_IN_PROVIDERS)
      .filter(isSocialProvider)
      .find((provider) => SOCIAL_SIGN_IN_PROVIDERS[provider].toLowerCase() === wanted) ?? null
  );
}

/**
 * Read from the session's ID token (the server checks the same claims): an account signed in
 * through Google or GitHub has `identities`, and `auth_time` says when the person signed in.
 */
export function signInMethodOf(token: string | null, now = Date.now()): SignInMethod {
  const claims = methodClaimsSchema.safeParse(token ? decodedClaims(token) : {});
  if (!claims.success || !claims.data.identities) return { kind: 'password' };
  const authTime = claims.data.auth_time;
  return {
    kind: 'social',
    provider: providerNamed(claims.data.identities[0]?.providerName),
    signedInRecently:
      authTime !== undefined && now - authTime * 1000 < RECENT_SIGN_IN_MINUTES * 60_000,
  };
}
