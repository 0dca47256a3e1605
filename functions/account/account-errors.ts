import { RECENT_SIGN_IN_MINUTES } from '../../shared/api/account-schemas';

export type AccountFailure =
  | 'passwordRequired'
  | 'incorrectPassword'
  | 'signInAgain'
  | 'tooManyAttempts'
  | 'exportTooLarge';

/** The HTTP status of each refusal. */
export const ACCOUNT_FAILURE_STATUS: Record<AccountFailure, number> = {
  passwordRequired: 400,
  // Not 401: the session is fine, only the confirmation is wrong (a 401 signs the app out).
  incorrectPassword: 403,
  signInAgain: 403,
  tooManyAttempts: 429,
  exportTooLarge: 413,
};

const messages: Record<AccountFailure, string> = {
  passwordRequired: 'Enter your password to delete your account',
  // The requirements' word for a wrong password (§8).
  incorrectPassword: 'Incorrect password',
  signInAgain: `For your security, sign in again, then delete your account within ${RECENT_SIGN_IN_MINUTES} minutes.`,
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  exportTooLarge:
    'Your data is larger than one download can carry. Write to us through the contact page and we will send it to you.',
};

/** A refusal to close or export the account, worded for the caller. */
export class AccountError extends Error {
  constructor(readonly failure: AccountFailure) {
    super(messages[failure]);
    this.name = 'AccountError';
  }
}
