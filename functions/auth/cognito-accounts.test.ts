import {
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SignUpCommand,
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

const credentials = { email: 'asha@example.com', password: 'secret1' };

beforeEach(() => cognitoMock.reset());

describe('signing up', () => {
  it('signs up with the email as username and the name as an attribute', async () => {
    cognitoMock.on(SignUpCommand).resolves({ UserSub: 'sub-1', UserConfirmed: true });
    await accounts.signUp({ ...credentials, name: 'Asha' });
    expect(cognitoMock.commandCalls(SignUpCommand)[0]?.args[0].input).toEqual({
      ClientId: 'spa-client',
      Username: 'asha@example.com',
      Password: 'secret1',
      UserAttributes: [
        { Name: 'email', Value: 'asha@example.com' },
        { Name: 'name', Value: 'Asha' },
      ],
    });
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
    cognitoMock.on(SignUpCommand).rejects(cognitoError(name, message));
    await expect(accounts.signUp({ ...credentials, name: 'Asha' })).rejects.toEqual(
      new AuthError(failure),
    );
  });

  it('lets other failures through unchanged', async () => {
    const failure = cognitoError('UserLambdaValidationException', 'PreSignUp failed with error x.');
    cognitoMock.on(SignUpCommand).rejects(failure);
    await expect(accounts.signUp({ ...credentials, name: 'Asha' })).rejects.toBe(failure);
  });
});

describe('signing in', () => {
  it('signs in with USER_PASSWORD_AUTH and hands back the ID token as the session', async () => {
    cognitoMock.on(InitiateAuthCommand).resolves({
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
    expect(cognitoMock.commandCalls(InitiateAuthCommand)[0]?.args[0].input).toEqual({
      ClientId: 'spa-client',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'asha@example.com', PASSWORD: 'secret1' },
    });
  });

  it.each([
    ['UserNotFoundException', 'accountNotFound', 'No account found with this email'],
    ['NotAuthorizedException', 'incorrectPassword', 'Incorrect password'],
    ['UserNotConfirmedException', 'accountNotConfirmed', expect.any(String)],
    ['PasswordResetRequiredException', 'passwordResetRequired', expect.any(String)],
    ['LimitExceededException', 'tooManyAttempts', expect.any(String)],
  ])('turns %s into the %s failure', async (name, failure, message) => {
    cognitoMock.on(InitiateAuthCommand).rejects(cognitoError(name));
    const error = await accounts.signIn(credentials).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ failure, message });
  });

  it('refuses a challenge it cannot answer instead of returning no token', async () => {
    cognitoMock.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED' });
    await expect(accounts.signIn(credentials)).rejects.toEqual(
      new AuthError('unsupportedChallenge'),
    );
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
