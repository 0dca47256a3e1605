import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '../../lib/api-error';
import { PROJECT_MESSAGES } from '../../lib/projects/project-messages';
import { PageShell } from '../layout/page-shell';
import { Notice } from '../notice';
import { Button, buttonVariants } from '../ui/button';
import { AlertIcon } from '../ui/icons';

/** The project or the balance did not load (other than an expired session): say so, offer a way on. */
export function WorkspaceLoadError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();

  function retry() {
    reset();
    void router.invalidate();
  }

  return (
    <PageShell>
      <Notice
        icon={<AlertIcon />}
        eyebrow="Project workspace"
        title={PROJECT_MESSAGES.loadFailed}
        actions={
          <>
            <Button onClick={retry}>Try again</Button>
            <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
              Back to Dashboard
            </Link>
          </>
        }
      >
        <p>{isApiError(error) ? error.detail : 'Something went wrong. Please try again.'}</p>
      </Notice>
    </PageShell>
  );
}
