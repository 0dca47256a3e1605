import {
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { OTHER_LOGIN_METHOD_MESSAGE } from '../../shared/api/auth-schemas';
import { AuthError, type AuthFailure } from './auth-errors';

export interface NewAccount {
  email: string;
  password: string;
  /** Stored as the standard `name` attribute. */
  name: string;
}

/** What a password sign-in hands back: the ID token is the bearer the API accepts. */
export interface SignInSession {
  idToken: string;
  refreshToken: string | undefined;
  /** Seconds until the ID token expires. */
  expiresIn: number | undefined;
}

export interface Accounts {
  signUp(account: NewAccount): Promise<void>;
  signIn(credentials: { email: string; password: string }): Promise<SignInSession>;
  revokeRefreshToken(refreshToken: string): Promise<void>;
  /** Has Cognito email the account a password reset code. */
  sendPasswordReset(email: string): Promise<void>;
}

/** The user pool's error names (`error.name` on SDK exceptions) and what they mean here. */
const signUpFailures: Record<string, AuthFailure> = {
  UsernameExistsException: 'emailTaken',
  AliasExistsException: 'emailTaken',
  InvalidPasswordException: 'weakPassword',
  TooManyRequestsException: 'tooManyAttempts',
  LimitExceededException: 'tooManyAttempts',
};

const signInFailures: Record<string, AuthFailure> = {
  // Reported as such because the app client does not hide unknown users (requirements §8 names both).
  UserNotFoundException: 'accountNotFound',
  NotAuthorizedException: 'incorrectPassword',
  UserNotConfirmedException: 'accountNotConfirmed',
  PasswordResetRequiredException: 'passwordResetRequired',
  TooManyRequestsException: 'tooManyAttempts',
  LimitExceededException: 'tooManyAttempts',
};

const resetFailures: Record<string, AuthFailure> = {
  UserNotFoundException: 'accountNotFound',
  TooManyRequestsException: 'tooManyAttempts',
  LimitExceededException: 'tooManyAttempts',
};

function failureOf(error: unknown, failures: Record<string, AuthFailure>): AuthFailure | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'InvalidParameterException' && /email/i.test(error.message)) {
    return 'invalidEmail';
  }
  // The pre sign-up trigger's refusal, as Cognito passes it on ("PreSignUp failed with error …").
  if (
    error.name === 'UserLambdaValidationException' &&
    error.message.includes(OTHER_LOGIN_METHOD_MESSAGE)
  ) {
    return 'otherLoginMethod';
  }
  return Object.hasOwn(failures, error.name) ? failures[error.name] : undefined;
}

async function translating<T>(
  failures: Record<string, AuthFailure>,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = failureOf(error, failures);
    throw failure ? new AuthError(failure) : error;
  }
}

export interface CognitoAccountsDependencies {
  cognito: CognitoIdentityProviderClient;
  clientId: string;
}

/**
 * Accounts in the Cognito user pool, through the same public client API the SPA uses: sign-up
 * (the pre sign-up trigger confirms the account at once), password sign-in with
 * USER_PASSWORD_AUTH, and refresh token revocation.
 */
export function createCognitoAccounts({
  cognito,
  clientId,
}: CognitoAccountsDependencies): Accounts {
  return {
    async signUp({ email, password, name }) {
      await translating(signUpFailures, () =>
        cognito.send(
          new SignUpCommand({
            ClientId: clientId,
            Username: email,
            Password: password,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'name', Value: name },
            ],
          }),
        ),
      );
    },

    async signIn({ email, password }) {
      const result = await translating(signInFailures, () =>
        cognito.send(
          new InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        ),
      );
      const tokens = result.AuthenticationResult;
      // A challenge (a new password, MFA) instead of tokens: not a step this API can take.
      if (!tokens?.IdToken) throw new AuthError('unsupportedChallenge');
      return {
        idToken: tokens.IdToken,
        refreshToken: tokens.RefreshToken,
        expiresIn: tokens.ExpiresIn,
      };
    },

    async revokeRefreshToken(refreshToken) {
      await cognito.send(new RevokeTokenCommand({ ClientId: clientId, Token: refreshToken }));
    },

    async sendPasswordReset(email) {
      await translating(resetFailures, () =>
        cognito.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email })),
      );
    },
  };
}
