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

/** What a hosted sign-in (Google via Cognito's hosted UI) returned to /auth/callback. */
export interface HostedSignInResult {
  tokens: SessionTokens;
  /** Profile details the identity provider shared, offered to the identity sync. */
  profile: { displayName: string | null; photoUrl: string | null };
}

/**
 * The identity provider behind the auth screens. Production talks to Cognito (the SDK locally
 * reaches cognito-local); tests pass a fake through AuthServiceProvider. Failures reject with
 * the provider's error, whose `code` (e.g. UsernameExistsException) auth-errors.ts maps to the
 * requirements' messages.
 */
export interface AuthService {
  signIn(credentials: PasswordCredentials): Promise<SessionTokens>;
  confirmPasswordReset(reset: PasswordReset): Promise<void>;
  /** Renews the ID token from the stored session; null when there is no session to renew. */
  refresh(): Promise<SessionTokens | null>;
  /** The stored session's refresh token, for the server to revoke at logout. */
  currentRefreshToken(): Promise<string | null>;
  /** Forgets the session in this browser. */
  signOut(): Promise<void>;
  /** Where to send the browser to sign in with Google, or null when Google is not configured. */
  googleSignInUrl(): Promise<string | null>;
  /** Completes a Google sign-in from /auth/callback's query (code and state). */
  completeGoogleSignIn(callback: { code: string; state: string }): Promise<HostedSignInResult>;
}
