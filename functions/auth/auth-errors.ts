import { MFA_CODE_LENGTH, OTHER_LOGIN_METHOD_MESSAGE } from '../../shared/api/auth-schemas';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';

/** Why an account operation was refused; the handler turns each into a status code. */
export type AuthFailure =
  | 'emailTaken'
  | 'otherLoginMethod'
  | 'accountNotFound'
  | 'incorrectPassword'
  | 'mfaCodeRequired'
  | 'incorrectMfaCode'
  | 'invalidEmail'
  | 'weakPassword'
  | 'accountNotConfirmed'
  | 'passwordResetRequired'
  | 'unsupportedChallenge'
  | 'tooManyAttempts'
  | 'tooManySignUps'
  | 'tooManyResets'
  | 'missingEmail'
  | 'profileNotFound';

/** The requirements' words (§8) where it has them; plain sentences where it does not. */
const messages: Record<AuthFailure, string> = {
  emailTaken: 'This email is already registered. Please login instead.',
  otherLoginMethod: OTHER_LOGIN_METHOD_MESSAGE,
  accountNotFound: 'No account found with this email',
  incorrectPassword: 'Incorrect password',
  mfaCodeRequired: `Enter the ${MFA_CODE_LENGTH}-digit code from your authenticator app.`,
  incorrectMfaCode: 'Incorrect code. Please try again.',
  invalidEmail: 'Invalid email address',
  weakPassword: `Password is too weak. Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  accountNotConfirmed: 'Please confirm your email address before logging in.',
  passwordResetRequired: 'Please reset your password before logging in.',
  unsupportedChallenge: 'This account needs another sign-in step. Please login on the website.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tooManySignUps: 'Too many sign-ups from here in the last hour. Please try again later.',
  tooManyResets: 'Too many password reset emails asked for. Please try again in an hour.',
  missingEmail: 'Your sign-in did not share an email address. Please use email and password.',
  profileNotFound: 'Your profile was not found. Please login again.',
};

export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(readonly failure: AuthFailure) {
    super(messages[failure]);
  }
}
