import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from '../ui/icons';
import { authLinkClassName } from './auth-link-class';
import type { AuthMode } from './auth-modes';

export interface AuthModeSwitchProps {
  mode: AuthMode;
  /** Kept in the URL across login and register. */
  redirectTo: string | undefined;
  /** Login and register swap through the URL: the secrets typed so far stay behind. */
  onSwitch: () => void;
  onBackToLogin: () => void;
}

/** Under the card: from login to register and back, and from forgot and reset back to login. */
export function AuthModeSwitch({ mode, redirectTo, onSwitch, onBackToLogin }: AuthModeSwitchProps) {
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      {mode === 'login' ? (
        <>
          Don&apos;t have an account?{' '}
          <Link
            to="/auth"
            search={{ mode: 'register', redirect: redirectTo }}
            replace
            className={authLinkClassName}
            onClick={onSwitch}
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
            className={authLinkClassName}
            onClick={onSwitch}
          >
            Login here
          </Link>
        </>
      ) : (
        <button
          type="button"
          className={`${authLinkClassName} inline-flex items-center gap-1.5`}
          onClick={onBackToLogin}
        >
          <ArrowLeftIcon />
          Back to login
        </button>
      )}
    </p>
  );
}
