import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LIMITS, MIN_PASSWORD_LENGTH, RESET_CODE_LENGTH } from '../../../../shared/constants';
import { registerRequestSchema } from '../../../../shared/api/auth-schemas';
import type { SocialProvider } from '../../../../shared/app-config';
import { useAuthDeps } from '../../lib/auth/auth-context';
import { authErrorMessage, isEmailInUse } from '../../lib/auth/auth-errors';
import { isApiError } from '../../lib/api-error';
import {
  loginWithPassword,
  registerWithPassword,
  requestPasswordReset,
} from '../../lib/auth/auth-flows';
import { AUTH_MESSAGES, SOCIAL_SIGN_IN_MESSAGES } from '../../lib/auth/auth-messages';
import { sessionKeys } from '../../lib/auth/session-queries';
import { clearLocalSession } from '../../lib/auth/session-storage';
import type { AuthEntryMode } from '../../lib/auth-search';
import { Button } from '../ui/button';
import { ArrowLeftIcon, SpinnerIcon } from '../ui/icons';
import { AUTH_MODE_COPY, type AuthMode } from './auth-modes';
import { PasswordField } from './password-field';
import { SocialSignIn } from './social-sign-in';
import { TextField } from './text-field';

const linkClassName =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export interface AuthScreenProps {
  /** Login or register, from the URL's `mode`. */
  entryMode: AuthEntryMode;
  /** A checked path on this site to return to once signed in; else the dashboard. */
  redirectTo?: string | undefined;
}

/**
 * The auth screen of requirements §2: login, register, forgot and reset. Login and register follow the
 * URL (`?mode=login`); forgot and reset are steps taken from login and lead back to it only.
 */
export function AuthScreen({ entryMode, redirectTo }: AuthScreenProps) {
  const deps = useAuthDeps();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const [step, setStep] = useState<'forgot' | 'reset' | null>(null);
  const mode: AuthMode = step ?? entryMode;
  const copy = AUTH_MODE_COPY[mode];

  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [code, setCode] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [busy, setBusy] = useState(false);

  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  // Moving between modes puts the cursor in the new mode's first field (not on first load).
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [mode]);

  function forgetSecrets() {
    setPassword('');
    setConfirmPassword('');
    setCode('');
    setPasswordVisible(false);
  }

  function goToStep(next: 'forgot' | 'reset' | null) {
    forgetSecrets();
    setStep(next);
  }

  async function switchToLogin() {
    goToStep(null);
    if (entryMode !== 'login') {
      await navigate({
        to: '/auth',
        search: { mode: 'login', redirect: redirectTo },
        replace: true,
      });
    }
  }

  async function runBusy(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  /** Signed in: back to the page that asked for it, else the dashboard (requirements §4). */
  async function enterDashboard(message: string) {
    toast.success(message);
    if (redirectTo) await navigate({ href: redirectTo });
    else await navigate({ to: '/dashboard' });
  }

  async function login() {
    queryClient.clear();
    try {
      const user = await loginWithPassword(deps, { email: email.trim(), password });
      queryClient.setQueryData(sessionKeys.me(), user);
      await enterDashboard(AUTH_MESSAGES.welcomeBack);
    } catch (error) {
      toast.error(authErrorMessage(error, 'login'));
    }
  }

  async function register() {
    // The API's own rule: required, visible, no control characters.
    const checkedUsername = registerRequestSchema.shape.username.safeParse(username);
    if (!checkedUsername.success) {
      toast.error(checkedUsername.error.issues[0]?.message ?? AUTH_MESSAGES.usernameRequired);
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error(AUTH_MESSAGES.passwordTooShort);
      passwordRef.current?.focus();
      return;
    }
    if (password !== confirmPassword) {
      toast.error(AUTH_MESSAGES.passwordsDiffer);
      confirmRef.current?.focus();
      return;
    }
    queryClient.clear();
    try {
      const user = await registerWithPassword(deps, {
        username: checkedUsername.data,
        email: email.trim(),
        password,
      });
      queryClient.setQueryData(sessionKeys.me(), user);
      await enterDashboard(AUTH_MESSAGES.registered);
    } catch (error) {
      // AWS WAF's CAPTCHA answers a register call without a solved puzzle with 405; loading the
      // page again shows the puzzle (only a page load can), and its token lets the call through.
      if (isApiError(error) && error.status === 405) {
        toast.info(AUTH_MESSAGES.securityCheck);
        setTimeout(() => globalThis.location.reload(), 1500);
        return;
      }
      toast.error(authErrorMessage(error, 'register'));
      if (isEmailInUse(error)) await switchToLogin();
    }
  }

  async function sendResetCode() {
    if (!email.trim()) {
      toast.error(AUTH_MESSAGES.emailRequired);
      return;
    }
    try {
      await requestPasswordReset(deps, email.trim());
      toast.success(AUTH_MESSAGES.resetEmailSent);
      goToStep('reset');
    } catch (error) {
      // The limit on reset emails says when to try again; any other failure keeps the spec's words.
      toast.error(
        isApiError(error) && error.status === 429 ? error.detail : AUTH_MESSAGES.resetEmailFailed,
      );
    }
  }

  async function resetPassword() {
    if (password.length < MIN_PASSWORD_LENGTH) {
      toast.error(AUTH_MESSAGES.passwordTooShort);
      passwordRef.current?.focus();
      return;
    }
    try {
      await deps.auth.confirmPasswordReset({
        email: email.trim(),
        code: code.trim(),
        newPassword: password,
      });
      toast.success(AUTH_MESSAGES.passwordReset);
      await switchToLogin();
    } catch (error) {
      toast.error(authErrorMessage(error, 'reset'));
    }
  }

  const submitters: Record<AuthMode, () => Promise<void>> = {
    login,
    register,
    forgot: sendResetCode,
    reset: resetPassword,
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void runBusy(submitters[mode]);
  }

  /** Off to the provider through the hosted UI; it comes back to /auth/callback. */
  function continueWith(provider: SocialProvider) {
    void runBusy(async () => {
      try {
        const url = await deps.auth.socialSignInUrl(provider);
        if (!url) {
          toast.error(SOCIAL_SIGN_IN_MESSAGES[provider].unavailable);
          return;
        }
        clearLocalSession();
        globalThis.location.assign(url);
      } catch (error) {
        toast.error(authErrorMessage(error, 'login'));
      }
    });
  }

  const isEntry = mode === 'login' || mode === 'register';

  return (
    <div>
      <header className="text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">{copy.title}</h1>
        <p className="mt-2 text-pretty text-muted-foreground">{copy.subtitle}</p>
        {mode === 'reset' && email.trim() ? (
          <p className="mt-3 text-sm text-muted-foreground">
            We sent the code to <span className="font-medium text-foreground">{email.trim()}</span>.
          </p>
        ) : null}
      </header>

      <div className="mt-8 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        {isEntry ? (
          <>
            <SocialSignIn
              disabled={busy}
              onGoogle={() => continueWith('google')}
              onGitHub={() => continueWith('github')}
            />
            <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase">
              <span className="h-px flex-1 bg-border" />
              or with email
              <span className="h-px flex-1 bg-border" />
            </div>
          </>
        ) : null}

        <form ref={formRef} onSubmit={handleSubmit} className="space-y-4" aria-label={copy.title}>
          {mode === 'register' ? (
            <TextField
              label="Username"
              name="username"
              autoComplete="nickname"
              required
              maxLength={LIMITS.usernameMax}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              placeholder="yourname"
            />
          ) : null}

          {mode !== 'reset' ? (
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              // Forgot says 'Please enter your email address' itself instead of the browser.
              required={mode !== 'forgot'}
              maxLength={LIMITS.emailMax}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="you@example.com"
            />
          ) : null}

          {mode === 'reset' ? (
            <TextField
              label="Reset code"
              name="code"
              autoComplete="one-time-code"
              required
              maxLength={RESET_CODE_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder="6-character code"
              className="font-mono tracking-[0.3em] placeholder:font-sans placeholder:tracking-normal"
            />
          ) : null}

          {mode !== 'forgot' ? (
            <PasswordField
              ref={passwordRef}
              label={mode === 'reset' ? 'New password' : 'Password'}
              name={mode === 'reset' ? 'new-password' : 'password'}
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              required
              maxLength={LIMITS.passwordMax}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              visible={passwordVisible}
              onVisibleChange={setPasswordVisible}
              labelAside={
                mode === 'login' ? (
                  <button
                    type="button"
                    className={`${linkClassName} text-sm`}
                    onClick={() => goToStep('forgot')}
                  >
                    Forgot password?
                  </button>
                ) : undefined
              }
              hint={mode === 'login' ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters.`}
            />
          ) : null}

          {mode === 'register' ? (
            <PasswordField
              ref={confirmRef}
              label="Confirm password"
              name="confirm-password"
              autoComplete="new-password"
              required
              maxLength={LIMITS.passwordMax}
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              visible={passwordVisible}
            />
          ) : null}

          <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
            {busy ? (
              <>
                <SpinnerIcon />
                Processing...
              </>
            ) : (
              copy.submit
            )}
          </Button>
        </form>

        {mode === 'register' ? (
          <p className="mt-4 text-center text-xs text-pretty text-muted-foreground">
            By creating an account, you agree to our{' '}
            <Link to="/terms" className={linkClassName}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className={linkClassName}>
              Privacy Policy
            </Link>
            .
          </p>
        ) : null}
      </div>

      <p className="mt-6 text-center text-sm text-muted-foreground">
        {mode === 'login' ? (
          <>
            Don&apos;t have an account?{' '}
            <Link
              to="/auth"
              search={{ mode: 'register', redirect: redirectTo }}
              replace
              className={linkClassName}
              onClick={forgetSecrets}
            >
              Sign up for free
            </Link>
          </>
        ) : mode === 'register' ? (
          <>
            Already have an account?{' '}
            <Link
              to="/auth"
              search={{ mode: 'login', redirect: redirectTo }}
              replace
              className={linkClassName}
              onClick={forgetSecrets}
            >
              Login here
            </Link>
          </>
        ) : (
          <button
            type="button"
            className={`${linkClassName} inline-flex items-center gap-1.5`}
            onClick={() => void switchToLogin()}
          >
            <ArrowLeftIcon />
            Back to login
          </button>
        )}
      </p>
    </div>
  );
}
