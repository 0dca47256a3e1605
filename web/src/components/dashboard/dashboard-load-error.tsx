import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { PageShell } from '../layout/page-shell';
import { Notice } from '../notice';
import { Button } from '../ui/button';
import { AlertIcon } from '../ui/icons';
import { isApiError } from '../../lib/api-error';

/** The dashboard's data did not load (other than an expired session): say so, offer a retry. */
export function DashboardLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();

  function retry() {
    reset();
    void router.invalidate();
  }

  return (
    <PageShell>
      <Notice
        icon={<AlertIcon />}
        eyebrow="Dashboard"
        title="Failed to load data"
        actions={<Button onClick={retry}>Try again</Button>}
      >
        <p>{isApiError(error) ? error.detail : 'Something went wrong. Please try again.'}</p>
      </Notice>
    </PageShell>
  );
}
