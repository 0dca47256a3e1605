import type { QueryClient } from '@tanstack/react-query';
import type { useNavigate } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { toast } from 'sonner';
import { registerRequestSchema } from '../../../../shared/api/auth-schemas';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { isApiError } from '../../lib/api-error';
import { authErrorCode, authErrorMessage, isEmailInUse } from '../../lib/auth/auth-errors';
import {
  finishTwoStepLogin,
  loginWithPassword,
  registerWithPassword,
  requestPasswordReset,
  type AuthFlowDeps,
} from '../../lib/auth/auth-flows';
import { AUTH_MESSAGES } from '../../lib/auth/auth-messages';
import { normalizedCode } from '../../lib/auth/authenticator-code';
import { TwoStepRequired } from '../../lib/auth/auth-service';
import { beginSecurityCheck, endSecurityCheck } from '../../lib/auth/security-check';
import { sessionKeys } from '../../lib/auth/session-queries';
import type { AuthEntryMode } from '../../lib/auth-search';
import type { AuthMode } from './auth-modes';
import type { AuthFields } from './use-auth-fields';

/** The steps taken from login that the URL does not name. */
export type AuthStep = 'forgot' | 'reset' | 'two-step';

/** What the auth screen's actions work with: its collaborators, its fields and where it is. */
export interface AuthScreenContext {
  deps: AuthFlowDeps;
  navigate: ReturnType<typeof useNavigate>;
  queryClient: QueryClient;
  /** Login or register, from the URL's `mode`. */
  entryMode: AuthEntryMode;
  redirectTo: string | undefined;
  fields: AuthFields;
  passwordRef: RefObject<HTMLInputElement | null>;
  confirmRef: RefObject<HTMLInputElement | null>;
  /** A login waiting for the authenticator app's code. */
  twoStep: RefObject<TwoStepRequired | null>;
  setStep: (step: AuthStep | null) => void;
}

/** To a step (or, with null, back to the URL's mode); the secrets typed so far stay behind. */
export function goToStep(context: AuthScreenContext, next: AuthStep | null) {
  context.fields.forgetSecrets();
  context.setStep(next);
}

export async function switchToLogin(context: AuthScreenContext) {
  context.twoStep.current = null;
  goToStep(context, null);
  if (context.entryMode !== 'login') {
    await context.navigate({
      to: '/auth',
      search: { mode: 'login', redirect: context.redirectTo },
      replace: true,
    });
  }
}

/** Signed in: back to the page that asked for it, else the dashboard (requirements §4). */
async function enterDashboard({ navigate, redirectTo }: AuthScreenContext, message: string) {
  toast.success(message);
  if (redirectTo) await navigate({ href: redirectTo });
  else await navigate({ to: '/dashboard' });
}

async function login(context: AuthScreenContext) {
  const { deps, queryClient, fields } = context;
  queryClient.clear();
  try {
    const user = await loginWithPassword(deps, {
      email: fields.email.trim(),
      password: fields.password,
    });
    queryClient.setQueryData(sessionKeys.me(), user);
    await enterDashboard(context, AUTH_MESSAGES.welcomeBack);
  } catch (error) {
    if (error instanceof TwoStepRequired) {
      // The password is right; the app's code finishes it.
      context.twoStep.current = error;
      goToStep(context, 'two-step');
      return;
    }
    toast.error(authErrorMessage(error, 'login'));
  }
}

/** Login's second step: the authenticator app's code, tried again while the sign-in lasts. */
async function verifyTwoStep(context: AuthScreenContext) {
  const { deps, queryClient, fields } = context;
  const challenge = context.twoStep.current;
  if (!challenge) {
    await switchToLogin(context);
    return;
  }
  const code = normalizedCode(fields.code);
  if (!code) {
    toast.error(AUTH_MESSAGES.twoStepCodeNeeded);
    return;
  }
  queryClient.clear();
  try {
    const user = await finishTwoStepLogin(deps, challenge, code);
    context.twoStep.current = null;
    queryClient.setQueryData(sessionKeys.me(), user);
    await enterDashboard(context, AUTH_MESSAGES.welcomeBack);
  } catch (error) {
    const refusal = authErrorCode(error);
    if (refusal === 'CodeMismatchException') {
      toast.error(AUTH_MESSAGES.twoStepCodeWrong);
      fields.setCode('');
    } else if (refusal === 'NotAuthorizedException') {
      // The sign-in's few minutes are over (or too many codes were tried): from the start.
      toast.error(AUTH_MESSAGES.twoStepExpired);
      await switchToLogin(context);
    } else {
      toast.error(authErrorMessage(error, 'login'));
    }
  }
}

async function register(context: AuthScreenContext) {
  const { deps, queryClient, fields } = context;
  // The API's own rule: required, visible, no control characters.
  const checkedUsername = registerRequestSchema.shape.username.safeParse(fields.username);
  if (!checkedUsername.success) {
    toast.error(checkedUsername.error.issues[0]?.message ?? AUTH_MESSAGES.usernameRequired);
    return;
  }
  if (fields.password.length < MIN_PASSWORD_LENGTH) {
    toast.error(AUTH_MESSAGES.passwordTooShort);
    context.passwordRef.current?.focus();
    return;
  }
  if (fields.password !== fields.confirmPassword) {
    toast.error(AUTH_MESSAGES.passwordsDiffer);
    context.confirmRef.current?.focus();
    return;
  }
  queryClient.clear();
  try {
    const user = await registerWithPassword(deps, {
      username: checkedUsername.data,
      email: fields.email.trim(),
      password: fields.password,
    });
    endSecurityCheck(globalThis.sessionStorage);
    queryClient.setQueryData(sessionKeys.me(), user);
    await enterDashboard(context, AUTH_MESSAGES.registered);
  } catch (error) {
    // AWS WAF's CAPTCHA answers a register call without a solved puzzle with 405; loading the
    // page from the server shows the puzzle (the service worker leaves this page to the network),
    // and its token lets the call through. Once only: a second refusal is said in words.
    if (isApiError(error) && error.status === 405) {
      const signUp = { username: fields.username, email: fields.email };
      if (beginSecurityCheck(globalThis.sessionStorage, signUp)) {
        toast.info(AUTH_MESSAGES.securityCheck);
        setTimeout(() => globalThis.location.reload(), 1500);
      } else {
        toast.error(AUTH_MESSAGES.securityCheckFailed);
      }
      return;
    }
    toast.error(authErrorMessage(error, 'register'));
    if (isEmailInUse(error)) await switchToLogin(context);
  }
}

async function sendResetCode(context: AuthScreenContext) {
  const email = context.fields.email.trim();
  if (!email) {
    toast.error(AUTH_MESSAGES.emailRequired);
    return;
  }
  try {
    await requestPasswordReset(context.deps, email);
    toast.success(AUTH_MESSAGES.resetEmailSent);
    goToStep(context, 'reset');
  } catch (error) {
    // The limit on reset emails says when to try again; any other failure keeps the spec's words.
    toast.error(
      isApiError(error) && error.status === 429 ? error.detail : AUTH_MESSAGES.resetEmailFailed,
    );
  }
}

async function resetPassword(context: AuthScreenContext) {
  const { fields } = context;
  if (fields.password.length < MIN_PASSWORD_LENGTH) {
    toast.error(AUTH_MESSAGES.passwordTooShort);
    context.passwordRef.current?.focus();
    return;
  }
  try {
    await context.deps.auth.confirmPasswordReset({
      email: fields.email.trim(),
      code: fields.code.trim(),
      newPassword: fields.password,
    });
    toast.success(AUTH_MESSAGES.passwordReset);
    await switchToLogin(context);
  } catch (error) {
    toast.error(authErrorMessage(error, 'reset'));
  }
}

/** What submitting the form does in each mode. */
export const AUTH_SUBMITTERS: Record<AuthMode, (context: AuthScreenContext) => Promise<void>> = {
  login,
  register,
  forgot: sendResetCode,
  reset: resetPassword,
  'two-step': verifyTwoStep,
};
