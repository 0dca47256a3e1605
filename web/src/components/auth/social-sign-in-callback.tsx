import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { User } from '../../../../shared/api';
import { SOCIAL_SIGN_IN_PROVIDERS, type SocialProvider } from '../../../../shared/app-config';
import { useAuthDeps } from '../../lib/auth/auth-context';
import { socialSignInErrorMessage } from '../../lib/auth/auth-errors';
import { completeSocialLogin, type AuthFlowDeps } from '../../lib/auth/auth-flows';
import { SOCIAL_SIGN_IN_MESSAGES } from '../../lib/auth/auth-messages';
import type { HostedCallback } from '../../lib/auth/auth-service';
import { providerOfState } from '../../lib/auth/hosted-sign-in';
import { LOGIN_LOCATION } from '../../lib/auth/session-guard';
import { takeReturnAfterSignIn } from '../../lib/auth/sign-in-return';
import { sessionKeys } from '../../lib/auth/session-queries';
import { SpinnerIcon } from '../ui/icons';
import { AuthLayout } from './auth-layout';

type Completion = Promise<{ user: User; provider: SocialProvider }>;

/**
 * A code can be exchanged once, and a pending sign-in taken once; React's development double
 * effects (and a remount) must not try twice, so each way back is remembered.
 */
const completions = new Map<string, Completion>();

function completeOnce(deps: AuthFlowDeps, callback: HostedCallback): Completion {
  const key = JSON.stringify([
    callback.state,
    callback.code,
    callback.error,
    callback.errorDescription,
  ]);
  let completion = completions.get(key);
  if (!completion) {
    completion = completeSocialLogin(deps, callback);
    completions.set(key, completion);
  }
  return completion;
}

/**
 * /auth/callback: finishes a sign-in through Google or GitHub (the `state` says which), then goes
 * to the dashboard (or back to the page that asked for the sign-in), or back to login with what
 * went wrong.
 */
export function SocialSignInCallback({ code, state, error, errorDescription }: HostedCallback) {
  const deps = useAuthDeps();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const provider = providerOfState(state);

  useEffect(() => {
    let active = true;
    const toastId = 'social-sign-in';
    completeOnce(deps, { code, state, error, errorDescription }).then(
      async ({ user, provider: signedInWith }) => {
        if (!active) return;
        queryClient.setQueryData(sessionKeys.me(), user);
        toast.success(SOCIAL_SIGN_IN_MESSAGES[signedInWith].succeeded, { id: toastId });
        const back = takeReturnAfterSignIn();
        if (back) await navigate({ href: back, replace: true });
        else await navigate({ to: '/dashboard', replace: true });
      },
      async (failure: unknown) => {
        if (!active) return;
        toast.error(socialSignInErrorMessage(providerOfState(state), failure), { id: toastId });
        await navigate({ ...LOGIN_LOCATION, replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [code, state, error, errorDescription, deps, navigate, queryClient]);

  return (
    <AuthLayout>
      <div className="flex flex-col items-center gap-4 py-12 text-center" role="status">
        <SpinnerIcon className="size-6 animate-spin text-primary" />
        <p className="text-muted-foreground">
          {provider
            ? `Signing you in with ${SOCIAL_SIGN_IN_PROVIDERS[provider]}…`
            : 'Signing you in…'}
        </p>
      </div>
    </AuthLayout>
  );
}
