import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { errorDetail } from '../lib/api-error';
import { ErrorNotice } from './error-notice';
import { buttonVariants } from './ui/button';

export interface LoadErrorOptions {
  /** The screen's name above the title ("Dashboard", "Credits"). */
  eyebrow: string;
  title: string;
  /** Offer a way back to the dashboard (every signed-in screen but the dashboard itself). */
  backToDashboard: boolean;
}

/**
 * A route's error component for data that did not load (other than an expired session, which
 * signs out): says so with the server's detail, and offers a retry and a way on.
 */
export function loadErrorScreen({ eyebrow, title, backToDashboard }: LoadErrorOptions) {
  return function LoadError({ error, reset }: ErrorComponentProps) {
    return (
      <ErrorNotice
        error={error}
        eyebrow={eyebrow}
        title={title}
        message={errorDetail(error)}
        reset={reset}
        wayOn={
          backToDashboard ? (
            <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
              Back to Dashboard
            </Link>
          ) : null
        }
      />
    );
  };
}
