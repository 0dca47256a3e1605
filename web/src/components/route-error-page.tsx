import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { BackHomeLink } from './back-home-link';
import { PageShell } from './layout/page-shell';
import { Notice } from './notice';
import { Button } from './ui/button';
import { AlertIcon } from './ui/icons';

/** What a route shows when its loader or component throws. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = error instanceof Error && error.message ? error.message : 'Unknown error';

  function retry() {
    reset();
    void router.invalidate();
  }

  return (
    <PageShell>
      <Notice
        icon={<AlertIcon />}
        eyebrow="Error"
        title="Something went wrong"
        actions={
          <>
            <Button variant="primary" onClick={retry}>
              Try again
            </Button>
            <BackHomeLink />
          </>
        }
      >
        <p>{message}</p>
      </Notice>
    </PageShell>
  );
}
