import { RECENT_SIGN_IN_MINUTES } from '../../../../shared/api';

/** What the account page says (the spec has no words for it: these are the product's own). */
export const ACCOUNT_MESSAGES = {
  exportFailed: 'Failed to download your data',
  exportReady: 'Your data is downloading',
  deleted: 'Your account has been deleted',
  deleteFailed: 'Failed to delete your account',
  twoStepOn: 'Two-step sign-in is on',
  twoStepOff: 'Two-step sign-in is off',
  twoStepWrongCode:
    'That code did not match. Check the time on your phone and try the newest code.',
  twoStepFailed: 'Two-step sign-in could not be changed. Please try again.',
  signInAgain: (provider: string) =>
    `For your security, sign in with ${provider} again first. You then have ${RECENT_SIGN_IN_MINUTES} minutes to delete your account.`,
} as const;
