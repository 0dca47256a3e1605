import type { ErrorComponentProps } from '@tanstack/react-router';
import { BackHomeLink } from './back-home-link';
import { ErrorNotice } from './error-notice';

/** What a route shows when its loader or component throws. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  return (
    <ErrorNotice
      error={error}
      eyebrow="Error"
      title="Something went wrong"
      message={error instanceof Error && error.message ? error.message : 'Unknown error'}
      reset={reset}
      wayOn={<BackHomeLink />}
    />
  );
}
