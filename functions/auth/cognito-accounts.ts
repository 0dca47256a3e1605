import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserPasswordCommand,
  ForgotPasswordCommand,
  RevokeTokenCommand,
  type AuthenticationResultType,
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

/** What a person signs in with; the code only for an account with an authenticator app. */
export interface Credentials {
  email: string;
  password: string;
  /** The code the account's authenticator app shows now (two-step sign-in). */
  mfaCode?: string;
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
  signIn(credentials: Credentials): Promise<SignInSession>;
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

const mfaCodeFailures: Record<string, AuthFailure> = {
  CodeMismatchException: 'incorrectMfaCode',
  // AWS takes each code once: a second sign-in needs the app's next one.
  ExpiredCodeException: 'incorrectMfaCode',
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
  userPoolId: string;
  clientId: string;
}

function sessionOf(tokens: AuthenticationResultType | undefined): SignInSession {
  // A challenge this API cannot answer (SMS, say) instead of tokens.
  if (!tokens?.IdToken) throw new AuthError('unsupportedChallenge');
  return {
    idToken: tokens.IdToken,
    refreshToken: tokens.RefreshToken,
    expiresIn: tokens.ExpiresIn,
  };
}

/**
 * The second step of a sign-in with two-step sign-in on: the authenticator app's code, in the
 * session the pool's challenge came with. Without a code, the caller is told to send one.
 */
async function answerSoftwareTokenChallenge(
  { cognito, userPoolId, clientId }: CognitoAccountsDependencies,
  { email, mfaCode, session }: { email: string; mfaCode: string | undefined; session: string },
): Promise<SignInSession> {
  if (!mfaCode) throw new AuthError('mfaCodeRequired');
  const answered = await translating(mfaCodeFailures, () =>
    cognito.send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: userPoolId,
        ClientId: clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: mfaCode },
      }),
    ),
  );
  return sessionOf(answered.AuthenticationResult);
}

/**
 * Accounts in the Cognito user pool. Only this function creates them (the pool allows no
 * self-service sign-up, so every account passes the API's sign-up limits): `AdminCreateUser` with
 * the person's password as the temporary one, no invitation email and the address counted as
 * verified, then `AdminSetUserPassword` makes it permanent. Password sign-in is
 * `AdminInitiateAuth` with ADMIN_USER_PASSWORD_AUTH, signed with the function's role: the SPA's
 * client allows no password sign-in without IAM (the SPA itself uses SRP); an account with an
 * authenticator app answers its code with `AdminRespondToAuthChallenge`. Refresh token
 * revocation and reset codes use that public client.
 */
export function createCognitoAccounts(dependencies: CognitoAccountsDependencies): Accounts {
  const { cognito, userPoolId, clientId } = dependencies;
  return {
    async signUp({ email, password, name }) {
      await translating(signUpFailures, async () => {
        await cognito.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: email,
            TemporaryPassword: password,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
              { Name: 'name', Value: name },
            ],
          }),
        );
        await cognito.send(
          new AdminSetUserPasswordCommand({
            UserPoolId: userPoolId,
            Username: email,
            Password: password,
            Permanent: true,
          }),
        );
      });
    },

    async signIn({ email, password, mfaCode }) {
      const result = await translating(signInFailures, () =>
        cognito.send(
          new AdminInitiateAuthCommand({
            UserPoolId: userPoolId,
            ClientId: clientId,
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        ),
      );
      // A sign-up stopped between creating the account and making its password permanent leaves
      // the person's own password as the temporary one: signing in with it finishes the sign-up.
      if (result.ChallengeName === 'NEW_PASSWORD_REQUIRED' && result.Session) {
        const { Session } = result;
        const finished = await translating(signInFailures, () =>
          cognito.send(
            new AdminRespondToAuthChallengeCommand({
              UserPoolId: userPoolId,
              ClientId: clientId,
              ChallengeName: 'NEW_PASSWORD_REQUIRED',
              Session,
              ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
            }),
          ),
        );
        return sessionOf(finished.AuthenticationResult);
      }
      if (result.ChallengeName === 'SOFTWARE_TOKEN_MFA' && result.Session) {
        return answerSoftwareTokenChallenge(dependencies, {
          email,
          mfaCode,
          session: result.Session,
        });
      }
      return sessionOf(result.AuthenticationResult);
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
