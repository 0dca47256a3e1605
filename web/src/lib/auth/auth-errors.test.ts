import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { authErrorMessage, isEmailInUse } from './auth-errors';
import { cognitoError } from '../../../../testing/web/auth/in-memory-auth-service';

describe('authErrorMessage', () => {
  it.each([
    [
      'UsernameExistsException',
      'User already exists',
      'register',
      'This email is already registered. Please login instead.',
    ],
    ['UserNotFoundException', 'User does not exist.', 'login', 'No account found with this email'],
    ['NotAuthorizedException', 'Incorrect username or password.', 'login', 'Incorrect password'],
    [
      'InvalidParameterException',
      'Invalid email address format.',
      'register',
      'Invalid email address',
    ],
    [
      'InvalidPasswordException',
      'Password did not conform with policy',
      'register',
      'Password is too weak. Use at least 8 characters.',
    ],
    [
      'InvalidPasswordException',
      'Password did not conform with policy',
      'reset',
      'Password is too weak. Use at least 8 characters.',
    ],
    [
      'UserLambdaValidationException',
      'PreSignUp failed with error An account already exists with this email using a different login method.',
      'register',
      'An account already exists with this email using a different login method',
    ],
  ] as const)('maps %s (%s) during %s to the spec message', (code, message, action, expected) => {
    expect(authErrorMessage(cognitoError(code, message), action)).toBe(expected);
  });

  it('calls a password refused at sign-in incorrect, not weak (the local emulator answers so)', () => {
    expect(
      authErrorMessage(cognitoError('InvalidPasswordException', 'Invalid password'), 'login'),
    ).toBe('Incorrect password');
  });

  it("keeps Cognito's words for a refusal that is not about the password", () => {
    const tooMany = cognitoError('NotAuthorizedException', 'Password attempts exceeded');
    expect(authErrorMessage(tooMany, 'login')).toBe('Password attempts exceeded');
  });

  it('shows any other error by its message, or as a failed authentication', () => {
    expect(
      authErrorMessage(cognitoError('LimitExceededException', 'Try again later'), 'login'),
    ).toBe('Try again later');
    expect(authErrorMessage({}, 'login')).toBe('Authentication failed');
    expect(authErrorMessage(null, 'register')).toBe('Authentication failed');
  });

  it("prefers the backend's detail", () => {
    expect(authErrorMessage(new ApiError(409, 'That username is taken'), 'register')).toBe(
      'That username is taken',
    );
  });
});

describe('isEmailInUse', () => {
  it('recognises only the provider saying the email is registered', () => {
    expect(isEmailInUse(cognitoError('UsernameExistsException', 'User already exists'))).toBe(true);
    expect(isEmailInUse(cognitoError('UserNotFoundException', 'User does not exist.'))).toBe(false);
    expect(isEmailInUse(new ApiError(409, 'UsernameExistsException'))).toBe(false);
  });
});
