import { OTHER_LOGIN_METHOD_MESSAGE } from '../../../../shared/api';
import type { SocialProvider } from '../../../../shared/app-config';
import { isApiError } from '../api-error';
import { AUTH_MESSAGES, SOCIAL_SIGN_IN_MESSAGES } from './auth-messages';
import { HostedSignInRefusal } from './hosted-sign-in';

/** Which form failed: the same provider code means different things in each. */
export type AuthAction = 'login' | 'register' | 'reset';

function field(error: unknown, name: 'code' | 'name' | 'message'): string {
  if (typeof error !== 'object' || error === null || !(name in error)) return '';
  const value: unknown = Reflect.get(error, name);
  return typeof value === 'string' ? value : '';
}

/** The provider's error code, e.g. `UsernameExistsException` (the SDK sets `code` and `name`). */
export function authErrorCode(error: unknown): string {
  return field(error, 'code') || field(error, 'name');
}

/**
 * Whether Cognito's words for a refused sign-up (SignUp's error, or the hosted UI's
 * `error_description`) are the pre sign-up trigger's: the email has an account signed into
 * another way.
 */
export function isOtherLoginMethodRefusal(text: string | undefined): boolean {
  return text?.includes(OTHER_LOGIN_METHOD_MESSAGE) ?? false;
}

/**
 * The message requirements §8 shows for a failed sign-in, sign-up or reset: the backend's detail when it
 * gave one, else the message for the provider's code, else the error's own message, else
 * 'Authentication failed'.
 */
export function authErrorMessage(error: unknown, action: AuthAction): string {
  if (isApiError(error)) return error.detail;
  const message = field(error, 'message');
  switch (authErrorCode(error)) {
    case 'UsernameExistsException':
      return AUTH_MESSAGES.emailInUse;
    case 'UserNotFoundException':
      return AUTH_MESSAGES.userNotFound;
    case 'NotAuthorizedException':
      // Also a disabled user or too many attempts: those keep Cognito's own words.
      if (action === 'login' && !/attempts|disabled/i.test(message)) {
        return AUTH_MESSAGES.wrongPassword;
      }
      break;
    case 'InvalidPasswordException':
      // At sign-in a password can only be wrong, not weak (cognito-local answers a wrong one so).
      return action === 'login' ? AUTH_MESSAGES.wrongPassword : AUTH_MESSAGES.weakPassword;
    case 'InvalidParameterException':
      if (/email/i.test(message)) return AUTH_MESSAGES.invalidEmail;
      break;
    case 'UserLambdaValidationException':
      // The pre sign-up trigger's refusal, in Cognito's wrapping ("PreSignUp failed with error …").
      if (isOtherLoginMethodRefusal(message)) return OTHER_LOGIN_METHOD_MESSAGE;
      break;
  }
  return message || AUTH_MESSAGES.failed;
}

/** Whether the error means the email already has an account (the screen then switches to login). */
export function isEmailInUse(error: unknown): boolean {
  if (isApiError(error)) return error.status === 409 && error.detail === AUTH_MESSAGES.emailInUse;
  return authErrorCode(error) === 'UsernameExistsException';
}

/**
 * The message for a sign-in through another provider that did not complete: 'Login cancelled'
 * when the person said no, the spec's words when the email has an account signed into another
 * way, else the provider's failure (for GitHub, the refusal's or the server's own words first).
 * `provider` is null when the way back named none of this app's sign-ins.
 */
export function socialSignInErrorMessage(provider: SocialProvider | null, error: unknown): string {
  if (!provider) return AUTH_MESSAGES.failed;
  const messages = SOCIAL_SIGN_IN_MESSAGES[provider];
  if (error instanceof HostedSignInRefusal) {
    if (error.error === 'access_denied') return AUTH_MESSAGES.loginCancelled;
    if (isOtherLoginMethodRefusal(error.description)) return OTHER_LOGIN_METHOD_MESSAGE;
    const words = error.description?.trim();
    if (messages.showsOwnWords && words) return words;
  }
  if (messages.showsOwnWords && isApiError(error)) return error.detail;
  return messages.failed;
}
