import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../lib/api-error';
import { PageShell } from './layout/page-shell';
import { Notice } from './notice';
import { Button, buttonVariants } from './ui/button';
import { AlertIcon } from './ui/icons';

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
    const router = useRouter();

    function retry() {
      reset();
      void router.invalidate();
    }

    return (
      <PageShell>
        <Notice
          icon={<AlertIcon />}
          eyebrow={eyebrow}
          title={title}
          actions={
            <>
              <Button onClick={retry}>Try again</Button>
              {backToDashboard ? (
                <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
                  Back to Dashboard
                </Link>
              ) : null}
            </>
          }
        >
          <p>{isApiError(error) ? error.detail : 'Something went wrong. Please try again.'}</p>
        </Notice>
      </PageShell>
    );
  };
}
