import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import type { SocialProvider } from '../../../../shared/app-config';
import { useAuthDeps } from '../../lib/auth/auth-context';
import type { TwoStepRequired } from '../../lib/auth/auth-service';
import { signUpAwaitingCheck } from '../../lib/auth/security-check';
import { startSocialSignIn } from '../../lib/auth/start-social-sign-in';
import type { AuthEntryMode } from '../../lib/auth-search';
import { Button } from '../ui/button';
import { SpinnerIcon } from '../ui/icons';
import {
  AUTH_SUBMITTERS,
  goToStep,
  switchToLogin,
  type AuthScreenContext,
  type AuthStep,
} from './auth-actions';
import { AuthFormFields } from './auth-form-fields';
import { AuthHeader } from './auth-header';
import { AuthModeSwitch } from './auth-mode-switch';
import { AUTH_MODE_COPY, type AuthMode } from './auth-modes';
import { EmailDivider } from './email-divider';
import { SocialSignIn } from './social-sign-in';
import { TermsConsent } from './terms-consent';
import { useAuthFields } from './use-auth-fields';
import { useFocusOnModeChange } from './use-focus-on-mode-change';

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

  const [step, setStep] = useState<AuthStep | null>(null);
  const mode: AuthMode = step ?? entryMode;
  const copy = AUTH_MODE_COPY[mode];

  const [awaitingCheck] = useState(() =>
    entryMode === 'register' ? signUpAwaitingCheck(globalThis.sessionStorage) : null,
  );
  const fields = useAuthFields(awaitingCheck);
  const [busy, setBusy] = useState(false);

  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const twoStep = useRef<TwoStepRequired | null>(null);
  useFocusOnModeChange(formRef, mode);

  const context: AuthScreenContext = {
    deps,
    navigate,
    queryClient,
    entryMode,
    redirectTo,
    fields,
    passwordRef,
    confirmRef,
    twoStep,
    setStep,
  };

  async function runBusy(task: () => Promise<void>) {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    void runBusy(() => AUTH_SUBMITTERS[mode](context));
  }

  function continueWith(provider: SocialProvider) {
    void runBusy(() => startSocialSignIn(deps, provider));
  }

  const isEntry = mode === 'login' || mode === 'register';

  return (
    <div>
      <AuthHeader title={copy.title} subtitle={copy.subtitle} mode={mode} email={fields.email} />

      <div className="mt-8 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        {isEntry ? (
          <>
            <SocialSignIn
              disabled={busy}
              onGoogle={() => continueWith('google')}
              onGitHub={() => continueWith('github')}
            />
            <EmailDivider />
          </>
        ) : null}

        <form ref={formRef} onSubmit={handleSubmit} className="space-y-4" aria-label={copy.title}>
          <AuthFormFields
            mode={mode}
            fields={fields}
            passwordRef={passwordRef}
            confirmRef={confirmRef}
            onForgotPassword={() => goToStep(context, 'forgot')}
          />

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

        {mode === 'register' ? <TermsConsent /> : null}
      </div>

      <AuthModeSwitch
        mode={mode}
        redirectTo={redirectTo}
        onSwitch={fields.forgetSecrets}
        onBackToLogin={() => void switchToLogin(context)}
      />
    </div>
  );
}
