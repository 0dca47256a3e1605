import type { SocialProvider } from '../../../../shared/app-config';

/** The tokens of a Cognito session; the ID token is the bearer our API accepts. */
export interface SessionTokens {
  idToken: string;
  refreshToken: string | null;
}

export interface PasswordCredentials {
  /** The email is the Cognito user name (the pool signs in by email). */
  email: string;
  password: string;
}

export interface PasswordReset {
  email: string;
  code: string;
  newPassword: string;
}

/** What the hosted UI appended to /auth/callback: a code, or OAuth's error. */
export interface HostedCallback {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  errorDescription?: string | undefined;
}

/** What a sign-in through another provider (via Cognito's hosted UI) came to. */
export interface HostedSignInResult {
  provider: SocialProvider;
  tokens: SessionTokens;
  /** Profile details the identity provider shared, offered to the identity sync. */
  profile: { displayName: string | null; photoUrl: string | null };
}

/**
 * A password sign-in that needs one more step: the account has two-step sign-in on, and the
 * 6-digit code of its authenticator app finishes it (`answer`, within a few minutes).
 */
export class TwoStepRequired extends Error {
  constructor(readonly answer: (code: string) => Promise<SessionTokens>) {
    super('The account asks for the code of its authenticator app');
    this.name = 'TwoStepRequired';
  }
}

/** Two-step sign-in of the signed-in password account: a code from an authenticator app. */
export interface TwoStepSignIn {
  /** Whether sign-ins of this account ask for a code. */
  enabled(): Promise<boolean>;
  /** Starts setting it up: the secret key the authenticator app is given (base32). */
  begin(): Promise<string>;
  /** Turns it on, once a code from the app proves the key was taken. */
  confirm(code: string): Promise<void>;
  turnOff(): Promise<void>;
}

/**
 * The identity provider behind the auth screens. Production talks to Cognito (the SDK locally
 * reaches cognito-local); tests pass a fake through AuthServiceProvider. Failures reject with
 * the provider's error, whose `code` (e.g. UsernameExistsException) auth-errors.ts maps to the
 * requirements' messages.
 */
export interface AuthService {
  /** Rejects with TwoStepRequired when the account asks for a code as well. */
  signIn(credentials: PasswordCredentials): Promise<SessionTokens>;
  confirmPasswordReset(reset: PasswordReset): Promise<void>;
  /** Renews the ID token from the stored session; null when there is no session to renew. */
  refresh(): Promise<SessionTokens | null>;
  /** The stored session's refresh token, for the server to revoke at logout. */
  currentRefreshToken(): Promise<string | null>;
  /** Forgets the session in this browser. */
  signOut(): Promise<void>;
  /** Where to send the browser to sign in with the provider, or null when it is not configured. */
  socialSignInUrl(provider: SocialProvider): Promise<string | null>;
  /**
   * Completes a sign-in from /auth/callback's query. Rejects with a HostedSignInRefusal when the
   * provider or the pool refused this tab's sign-in, with another error for anything else.
   */
  completeSocialSignIn(callback: HostedCallback): Promise<HostedSignInResult>;
  /** Two-step sign-in of the account signed in here with its password. */
  twoStep: TwoStepSignIn;
}
