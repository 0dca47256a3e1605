import type { SocialProvider } from '../../../shared/app-config';
import {
  TwoStepRequired,
  type AuthService,
  type SessionTokens,
} from '../../../web/src/lib/auth/auth-service';

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
  /** Emails whose sign-ins ask for an authenticator app's code. */
  readonly twoStepOn: Set<string>;
  /** The code the authenticator app shows now (one for every account). */
  appCode: string;
}

/** The secret key the fake hands out for an authenticator app. */
export const FAKE_TWO_STEP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const codeMismatch = () => cognitoError('CodeMismatchException', 'Invalid code received for user');

/**
 * A stand-in for Cognito in component tests: the same operations, the same error codes, no
 * network. Sign-ups are confirmed at once, as the pool's pre-sign-up trigger does.
 */
export function createInMemoryAuthService(): InMemoryAuthService {
  const users = new Map<string, string>();
  const resetCodes = new Map<string, string>();
  const twoStepOn = new Set<string>();
  let settingUp = false;
  let session: { email: string; generation: number } | null = null;

  function tokensFor(email: string, generation: number): SessionTokens {
    return { idToken: `id-token:${email}:${generation}`, refreshToken: `refresh-token:${email}` };
  }

  const signedIn = () => {
    if (!session) throw cognitoError('NotAuthorizedException', 'Access Token has expired');
    return session.email;
  };

  const fake: InMemoryAuthService = {
    users,
    resetCodes,
    socialUrls: {},
    twoStepOn,
    appCode: '123456',
    async signIn({ email, password }) {
      const stored = users.get(email);
      if (stored === undefined) throw cognitoError('UserNotFoundException', 'User does not exist.');
      if (stored !== password) {
        throw cognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      const start = () => {
        session = { email, generation: 1 };
        return tokensFor(email, 1);
      };
      if (!twoStepOn.has(email)) return start();
      throw new TwoStepRequired(async (code) => {
        if (code !== fake.appCode) throw codeMismatch();
        return start();
      });
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
    twoStep: {
      async enabled() {
        return twoStepOn.has(signedIn());
      },
      async begin() {
        signedIn();
        settingUp = true;
        return FAKE_TWO_STEP_SECRET;
      },
      async confirm(code) {
        const email = signedIn();
        if (!settingUp || code !== fake.appCode) throw codeMismatch();
        settingUp = false;
        twoStepOn.add(email);
      },
      async turnOff() {
        twoStepOn.delete(signedIn());
      },
    },
  };
  return fake;
}
