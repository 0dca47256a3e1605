import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { OTHER_LOGIN_METHOD_MESSAGE, type User } from '../../../../shared/api';
import { useAuthDeps } from '../../lib/auth/auth-context';
import { isOtherLoginMethodRefusal } from '../../lib/auth/auth-errors';
import { completeGoogleLogin, type AuthFlowDeps } from '../../lib/auth/auth-flows';
import { AUTH_MESSAGES } from '../../lib/auth/auth-messages';
import { LOGIN_LOCATION } from '../../lib/auth/session-guard';
import { sessionKeys } from '../../lib/auth/session-queries';
import { SpinnerIcon } from '../ui/icons';
import { AuthLayout } from './auth-layout';

/**
 * A code can be exchanged once; React's development double effects (and a remount) must not
 * try twice, so the exchange is remembered by its code.
 */
const exchanges = new Map<string, Promise<User>>();

function exchangeOnce(deps: AuthFlowDeps, code: string, state: string): Promise<User> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = completeGoogleLogin(deps, { code, state });
    exchanges.set(code, exchange);
  }
  return exchange;
}

/**
 * The message for a sign-in Cognito refused on the way back (its `error_description`): the pre
 * sign-up trigger's own words when it was that refusal, else the requirements' Google failure.
 */
function refusalMessage(description: string | undefined): string {
  return isOtherLoginMethodRefusal(description)
    ? OTHER_LOGIN_METHOD_MESSAGE
    : AUTH_MESSAGES.googleFailed;
}

/** /auth/callback: finishes a Google sign-in, then goes to the dashboard (or back to login). */
export function GoogleCallback({
  code,
  state,
  refusal,
}: {
  code?: string;
  state?: string;
  /** Cognito's `error_description`, when it sent an error instead of a code. */
  refusal?: string;
}) {
  const deps = useAuthDeps();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    const outcome =
      code && state
        ? exchangeOnce(deps, code, state)
        : Promise.reject(new Error('Google sent no authorization code'));
    outcome.then(
      async (user) => {
        if (!active) return;
        queryClient.setQueryData(sessionKeys.me(), user);
        toast.success(AUTH_MESSAGES.googleSucceeded, { id: 'google-sign-in' });
        await navigate({ to: '/dashboard', replace: true });
      },
      async () => {
        if (!active) return;
        toast.error(refusalMessage(refusal), { id: 'google-sign-in' });
        await navigate({ ...LOGIN_LOCATION, replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [code, state, refusal, deps, navigate, queryClient]);

  return (
    <AuthLayout>
      <div className="flex flex-col items-center gap-4 py-12 text-center" role="status">
        <SpinnerIcon className="size-6 animate-spin text-primary" />
        <p className="text-muted-foreground">Signing you in with Google…</p>
      </div>
    </AuthLayout>
  );
}
