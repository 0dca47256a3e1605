import type { SocialProvider } from '../../../shared/app-config';
import type { AuthService, SessionTokens } from '../../../web/src/lib/auth/auth-service';

/** An error shaped like the identity SDK's: `code` and `name` carry Cognito's exception name. */
export function cognitoError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, name: code });
}

export interface InMemoryAuthService extends AuthService {
  /** Registered users by email, with their passwords (the fake API's register adds to them). */
  readonly users: Map<string, string>;
  /** The last reset code sent to each email (the fake API's forgot-password sets it). */
  readonly resetCodes: Map<string, string>;
  /** The hosted sign-in URL to offer for each provider; a provider without one is not configured. */
  socialUrls: Partial<Record<SocialProvider, string>>;
}

/**
 * A stand-in for Cognito in component tests: the same operations, the same error codes, no
 * network. Sign-ups are confirmed at once, as the pool's pre-sign-up trigger does.
 */
export function createInMemoryAuthService(): InMemoryAuthService {
  const users = new Map<string, string>();
  const resetCodes = new Map<string, string>();
  let session: { email: string; generation: number } | null = null;

  function tokensFor(email: string, generation: number): SessionTokens {
    return { idToken: `id-token:${email}:${generation}`, refreshToken: `refresh-token:${email}` };
  }

  return {
    users,
    resetCodes,
    socialUrls: {},
    async signIn({ email, password }) {
      const stored = users.get(email);
      if (stored === undefined) throw cognitoError('UserNotFoundException', 'User does not exist.');
      if (stored !== password) {
        throw cognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      session = { email, generation: 1 };
      return tokensFor(email, 1);
    },
    async confirmPasswordReset({ email, code, newPassword }) {
      if (resetCodes.get(email) !== code) {
        throw cognitoError(
          'CodeMismatchException',
          'Invalid verification code provided, please try again.',
        );
      }
      users.set(email, newPassword);
      resetCodes.delete(email);
    },
    async refresh() {
      if (!session) return null;
      session = { ...session, generation: session.generation + 1 };
      return tokensFor(session.email, session.generation);
    },
    async currentRefreshToken() {
      return session ? tokensFor(session.email, session.generation).refreshToken : null;
    },
    async signOut() {
      session = null;
    },
    async socialSignInUrl(provider) {
      return this.socialUrls[provider] ?? null;
    },
    async completeSocialSignIn() {
      throw cognitoError('NotAuthorizedException', 'Hosted sign-in is not part of this fake');
    },
  };
}
