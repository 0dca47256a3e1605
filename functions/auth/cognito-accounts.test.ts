import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { OTHER_LOGIN_METHOD_MESSAGE } from '../../shared/api/auth-schemas';
import { AuthError, type AuthFailure } from './auth-errors';
import { createCognitoAccounts } from './cognito-accounts';

const cognitoMock = mockClient(CognitoIdentityProviderClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => cognitoMock.restore());
const accounts = createCognitoAccounts({
  cognito: new CognitoIdentityProviderClient({ region: 'eu-west-1' }),
  userPoolId: 'eu-west-1_example',
  clientId: 'spa-client',
});

function cognitoError(name: string, message = name) {
  return new CognitoIdentityProviderServiceException({
    name,
    message,
    $fault: 'client',
    $metadata: {},
  });
}

const credentials = { email: 'asha@example.com', password: 'secret-1' };

beforeEach(() => cognitoMock.reset());

describe('signing up', () => {
  it('creates the account itself, with no email sent, then makes the password permanent', async () => {
    cognitoMock.on(AdminCreateUserCommand).resolves({ User: { Username: 'sub-1' } });
    cognitoMock.on(AdminSetUserPasswordCommand).resolves({});
    await accounts.signUp({ ...credentials, name: 'Asha' });
    expect(cognitoMock.commandCalls(AdminCreateUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_example',
      Username: 'asha@example.com',
      TemporaryPassword: 'secret-1',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: 'asha@example.com' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: 'Asha' },
      ],
    });
    expect(cognitoMock.commandCalls(AdminSetUserPasswordCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_example',
      Username: 'asha@example.com',
      Password: 'secret-1',
      Permanent: true,
    });
  });

  it('sets no password for an account it could not create', async () => {
    cognitoMock.on(AdminCreateUserCommand).rejects(cognitoError('UsernameExistsException'));
    await expect(accounts.signUp({ ...credentials, name: 'Asha' })).rejects.toEqual(
      new AuthError('emailTaken'),
    );
    expect(cognitoMock.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it.each<[string, string, AuthFailure]>([
    ['UsernameExistsException', 'An account with the given email already exists.', 'emailTaken'],
    ['InvalidPasswordException', 'Password did not conform with policy', 'weakPassword'],
    ['InvalidParameterException', 'Invalid email address format.', 'invalidEmail'],
    ['TooManyRequestsException', 'Too many requests', 'tooManyAttempts'],
    [
      'UserLambdaValidationException',
      `PreSignUp failed with error ${OTHER_LOGIN_METHOD_MESSAGE}.`,
      'otherLoginMethod',
    ],
  ])('turns %s into the %s failure', async (name, message, failure) => {
    cognitoMock.on(AdminCreateUserCommand).rejects(cognitoError(name, message));
    await expect(accounts.signUp({ ...credentials, name: 'Asha' })).rejects.toEqual(
      new AuthError(failure),
    );
  });

  it('lets other failures through unchanged', async () => {
    const failure = cognitoError('UserLambdaValidationException', 'PreSignUp failed with error x.');
    cognitoMock.on(AdminCreateUserCommand).rejects(failure);
    await expect(accounts.signUp({ ...credentials, name: 'Asha' })).rejects.toBe(failure);
  });
});

describe('signing in', () => {
  it("signs in with the IAM-signed ADMIN_USER_PASSWORD_AUTH, never the public client's password flow", async () => {
    cognitoMock.on(AdminInitiateAuthCommand).resolves({
      AuthenticationResult: {
        IdToken: 'id-token',
        AccessToken: 'access-token',
        RefreshToken: 'refresh-token',
        ExpiresIn: 3600,
      },
    });
    await expect(accounts.signIn(credentials)).resolves.toEqual({
      idToken: 'id-token',
      refreshToken: 'refresh-token',
      expiresIn: 3600,
    });
    expect(cognitoMock.commandCalls(AdminInitiateAuthCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_example',
      ClientId: 'spa-client',
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'asha@example.com', PASSWORD: 'secret-1' },
    });
    expect(cognitoMock.commandCalls(InitiateAuthCommand)).toHaveLength(0);
  });

  it.each([
    ['UserNotFoundException', 'accountNotFound', 'No account found with this email'],
    ['NotAuthorizedException', 'incorrectPassword', 'Incorrect password'],
    ['UserNotConfirmedException', 'accountNotConfirmed', expect.any(String)],
    ['PasswordResetRequiredException', 'passwordResetRequired', expect.any(String)],
    ['LimitExceededException', 'tooManyAttempts', expect.any(String)],
  ])('turns %s into the %s failure', async (name, failure, message) => {
    cognitoMock.on(AdminInitiateAuthCommand).rejects(cognitoError(name));
    const error = await accounts.signIn(credentials).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ failure, message });
  });

  it('refuses a challenge it cannot answer instead of returning no token', async () => {
    cognitoMock
      .on(AdminInitiateAuthCommand)
      .resolves({ ChallengeName: 'SMS_MFA', Session: 'session-1' });
    await expect(accounts.signIn({ ...credentials, mfaCode: '123456' })).rejects.toEqual(
      new AuthError('unsupportedChallenge'),
    );
    expect(cognitoMock.commandCalls(AdminRespondToAuthChallengeCommand)).toHaveLength(0);
  });

  it('finishes a sign-up stopped before its password was made permanent, with that password', async () => {
    cognitoMock
      .on(AdminInitiateAuthCommand)
      .resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'session-1' });
    cognitoMock.on(AdminRespondToAuthChallengeCommand).resolves({
      AuthenticationResult: { IdToken: 'id-token', RefreshToken: 'refresh-token', ExpiresIn: 3600 },
    });
    await expect(accounts.signIn(credentials)).resolves.toEqual({
      idToken: 'id-token',
      refreshToken: 'refresh-token',
      expiresIn: 3600,
    });
    expect(cognitoMock.commandCalls(AdminRespondToAuthChallengeCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_example',
      ClientId: 'spa-client',
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: 'session-1',
      ChallengeResponses: { USERNAME: 'asha@example.com', NEW_PASSWORD: 'secret-1' },
    });
    expect(cognitoMock.commandCalls(RespondToAuthChallengeCommand)).toHaveLength(0);
  });
});

describe('signing in with two-step sign-in on', () => {
  const tokens = { IdToken: 'id-token', RefreshToken: 'refresh-token', ExpiresIn: 3600 };

  beforeEach(() => {
    cognitoMock
      .on(AdminInitiateAuthCommand)
      .resolves({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 'session-1' });
  });

  it("asks for the authenticator app's code when none is given", async () => {
    const error = await accounts.signIn(credentials).catch((caught: unknown) => caught);

    expect(error).toEqual(new AuthError('mfaCodeRequired'));
    expect(error).toMatchObject({
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(cognitoMock.commandCalls(AdminRespondToAuthChallengeCommand)).toHaveLength(0);
  });

  it('answers the challenge with the code, in its session, and signs in', async () => {
    cognitoMock.on(AdminRespondToAuthChallengeCommand).resolves({ AuthenticationResult: tokens });

    await expect(accounts.signIn({ ...credentials, mfaCode: '123456' })).resolves.toEqual({
      idToken: 'id-token',
      refreshToken: 'refresh-token',
      expiresIn: 3600,
    });
    expect(cognitoMock.commandCalls(AdminRespondToAuthChallengeCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'eu-west-1_example',
      ClientId: 'spa-client',
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'session-1',
      ChallengeResponses: { USERNAME: 'asha@example.com', SOFTWARE_TOKEN_MFA_CODE: '123456' },
    });
    expect(cognitoMock.commandCalls(RespondToAuthChallengeCommand)).toHaveLength(0);
  });

  it.each<[string, AuthFailure]>([
    ['CodeMismatchException', 'incorrectMfaCode'],
    ['ExpiredCodeException', 'incorrectMfaCode'],
    ['TooManyRequestsException', 'tooManyAttempts'],
  ])('turns %s on the code into the %s failure', async (name, failure) => {
    cognitoMock.on(AdminRespondToAuthChallengeCommand).rejects(cognitoError(name));

    await expect(accounts.signIn({ ...credentials, mfaCode: '654321' })).rejects.toEqual(
      new AuthError(failure),
    );
  });

  it('says a wrong code is wrong, not the password', async () => {
    cognitoMock
      .on(AdminRespondToAuthChallengeCommand)
      .rejects(cognitoError('CodeMismatchException', 'Invalid code received for user'));

    await expect(accounts.signIn({ ...credentials, mfaCode: '654321' })).rejects.toMatchObject({
      message: 'Incorrect code. Please try again.',
    });
  });
});

describe('revoking a refresh token', () => {
  it('revokes it for the SPA client', async () => {
    cognitoMock.on(RevokeTokenCommand).resolves({});
    await accounts.revokeRefreshToken('refresh-token');
    expect(cognitoMock.commandCalls(RevokeTokenCommand)[0]?.args[0].input).toEqual({
      ClientId: 'spa-client',
      Token: 'refresh-token',
    });
  });
});
