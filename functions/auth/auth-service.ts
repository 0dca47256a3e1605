import type {
  IdentitySyncRequest,
  LoginRequest,
  RegisterRequest,
} from '../../shared/api/auth-schemas';
import { LIMITS } from '../../shared/constants';
import { DEFAULT_CALLER_LIMITS, type CallerLimits } from '../lib/caller-limits';
import { emailSubject, type HourlyLimit } from '../lib/rate-limits';
import { AuthError } from './auth-errors';
import type { Accounts, Credentials, SignInSession } from './cognito-accounts';
import type { IdTokenVerifier } from './id-token-verifier';
import { identityFromClaims, type Identity } from './identity-claims';
import type { Profile, Profiles } from './profiles';
import { logger } from '../lib/observability';
import type { FunnelCounter } from '../analytics/product-analytics';

export interface AuthServiceDependencies {
  accounts: Accounts;
  verifyIdToken: IdTokenVerifier;
  profiles: Pick<Profiles, 'get' | 'createWithWelcomeCredits' | 'withWelcomeGranted'>;
  /**
   * Counts one attempt against every limit, or throws `refused()` having counted none
   * (rate-limits.ts `countAgainst`, bound to the table).
   */
  countAgainst: (limits: readonly HourlyLimit[], at: Date, refused: () => Error) => Promise<void>;
  /** Sign-ups and reset emails allowed an hour. @default the defaults of caller-limits.ts */
  emailLimits?: EmailLimits;
  /** New password accounts must verify their email before spending credits. */
  emailVerificationRequired: boolean;
  /** Counts each account's sign-up (its profile created) in the product's analytics. */
  funnel: FunnelCounter;
  now?: () => Date;
  /** Where a refused revocation is reported; logout succeeds regardless. */
  warn?: (message: string, error: unknown) => void;
}

export interface SignedIn {
  session: SignInSession;
  profile: Profile;
}

/** What the welcome line falls back to (requirements §2): the part of the email before the @. */
function emailPrefix(email: string): string {
  return email.slice(0, email.indexOf('@')) || email;
}

function usernameFrom(...candidates: (string | null | undefined)[]): string | undefined {
  const name = candidates.map((candidate) => candidate?.trim()).find(Boolean);
  return name?.slice(0, LIMITS.usernameMax);
}

/** Only web addresses are kept as a photo: the app shows it as an image. */
function photoFrom(...candidates: (string | null | undefined)[]): string | null {
  return candidates.find((url) => url && /^https:\/\//i.test(url)) ?? null;
}

/** What a login signs in with: the email in lower case, as the pool keeps it. */
function credentialsOf({ email, password, mfa_code: mfaCode }: LoginRequest): Credentials {
  return { email: email.toLowerCase(), password, mfaCode };
}

/** Sign-ups and reset emails allowed per caller address and per email, each hour. */
export type EmailLimits = Pick<CallerLimits, 'signUps' | 'resetEmails'>;

/** What sign-ups and reset emails are counted against: the caller's address, and the email. */
function limitsOn(
  limits: EmailLimits,
  kind: 'register' | 'reset',
  sourceIp: string,
  email: string,
): HourlyLimit[] {
  const { perAddressPerHour, perEmailPerHour } =
    kind === 'register' ? limits.signUps : limits.resetEmails;
  const prefix = kind === 'register' ? 'REGISTER' : 'RESET';
  return [
    { scope: `${prefix}_ADDRESS`, subject: sourceIp, perHour: perAddressPerHour },
    { scope: `${prefix}_EMAIL`, subject: emailSubject(email), perHour: perEmailPerHour },
  ];
}

/** The identity's email: an account without one cannot have a profile. */
function requireEmail(identity: Identity): string {
  if (!identity.email) throw new AuthError('missingEmail');
  return identity.email;
}

/** Counts a sign-up from the address for the email, or refuses it in the register's words. */
function countSignUp(
  countAgainst: AuthServiceDependencies['countAgainst'],
  limits: EmailLimits,
  sourceIp: string,
  email: string,
  at: Date,
): Promise<void> {
  return countAgainst(
    limitsOn(limits, 'register', sourceIp, email),
    at,
    () => new AuthError('tooManySignUps'),
  );
}

export function createAuthService({
  accounts,
  verifyIdToken,
  profiles,
  countAgainst,
  emailLimits = DEFAULT_CALLER_LIMITS,
  emailVerificationRequired,
  funnel,
  now = () => new Date(),
  warn = (message, error) => logger.warn(message, { error }),
}: AuthServiceDependencies) {
  /**
   * The caller's profile, created with the welcome credits on their first sign-in: the account's
   * sign-up, counted unless the request that made it is not countable (countable-request.ts).
   * Welcome credits still owed to a verified profile are granted on its next sign-in.
   */
  async function profileOf(
    identity: Identity,
    username: string | undefined,
    photo: string | null,
    countable: boolean,
    signUpFrom?: string,
  ) {
    const existing = await profiles.get(identity.userId);
    if (existing) return profiles.withWelcomeGranted(existing, now());
    const email = requireEmail(identity);
    // An account a provider made (Google, GitHub) gets its welcome credits within the same
    // sign-up limits as one registered here: its first sync is its sign-up.
    if (signUpFrom !== undefined) {
      await countSignUp(countAgainst, emailLimits, signUpFrom, email.toLowerCase(), now());
    }
    const { profile, created } = await profiles.createWithWelcomeCredits({
      userId: identity.userId,
      username: username ?? emailPrefix(email),
      email,
      photoUrl: photo,
      // Google has verified the addresses it signs in with.
      emailVerified: !emailVerificationRequired || identity.federated,
      createdAt: now(),
    });
    if (created) await funnel.countStep('sign_up', countable);
    return profile;
  }

  /** Signs in with a password; the user id comes from the verified ID token Cognito issued. */
  async function signIn(
    { username, ...credentials }: Credentials & { username?: string },
    countable: boolean,
  ): Promise<SignedIn> {
    const session = await accounts.signIn(credentials);
    const identity = identityFromClaims(await verifyIdToken(session.idToken));
    const name = usernameFrom(username, identity.name);
    const profile = await profileOf(identity, name, null, countable);
    return { session, profile };
  }

  return {
    /** The requirements' fallback registration for API clients: the same Cognito sign-up the SPA does. */
    async register(
      { username, email, password }: RegisterRequest,
      sourceIp: string,
      countable: boolean,
    ): Promise<SignedIn> {
      const normalizedEmail = email.toLowerCase();
      await countSignUp(countAgainst, emailLimits, sourceIp, normalizedEmail, now());
      await accounts.signUp({ email: normalizedEmail, password, name: username });
      return signIn({ email: normalizedEmail, password, username }, countable);
    },

    /** Signs in; an account that never had a profile gets it now (and counts as a sign-up). */
    async login(request: LoginRequest, countable: boolean): Promise<SignedIn> {
      return signIn(credentialsOf(request), countable);
    },

    /**
     * After any sign-in in the SPA (password or Google): the caller's profile, created on the
     * first call (a provider's account counted against the sign-up limits then). Who the caller is comes from the verified token; the body only offers a name
     * and a photo for a profile that does not exist yet.
     */
    async syncProfile(
      claims: Readonly<Record<string, unknown>>,
      offered: IdentitySyncRequest,
      { sourceIp, countable }: { sourceIp: string; countable: boolean },
    ): Promise<Profile> {
      const identity = identityFromClaims(claims);
      const username = usernameFrom(offered.username, offered.display_name, identity.name);
      const photo = photoFrom(offered.photo_url, identity.picture);
      // A password account was counted when the API registered it (the only way to make one).
      const signUpFrom = identity.federated ? sourceIp : undefined;
      return profileOf(identity, username, photo, countable, signUpFrom);
    },

    /** Has a reset code emailed, within the per-address and per-email limits. */
    async forgotPassword(email: string, sourceIp: string): Promise<void> {
      const normalizedEmail = email.toLowerCase();
      await countAgainst(
        limitsOn(emailLimits, 'reset', sourceIp, normalizedEmail),
        now(),
        () => new AuthError('tooManyResets'),
      );
      await accounts.sendPasswordReset(normalizedEmail);
    },

    async currentUser(userId: string): Promise<Profile> {
      const profile = await profiles.get(userId);
      if (!profile) throw new AuthError('profileNotFound');
      return profile;
    },

    /** Revokes the session's refresh token when one is given; signing out itself never fails. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      try {
        await accounts.revokeRefreshToken(refreshToken);
      } catch (error) {
        warn('Refresh token revocation refused; the token expires on its own', error);
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
