import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isConnectionFailure, useOnline } from '../lib/connectivity';
import { PageShell } from './layout/page-shell';
import { Notice } from './notice';
import { OfflineNotice } from './offline-notice';
import { Button } from './ui/button';
import { AlertIcon } from './ui/icons';

export interface ErrorNoticeProps {
  /** What failed; a failure to reach the server shows the offline notice instead. */
  error: unknown;
  eyebrow: string;
  title: string;
  message: string;
  /** The route's error reset; "Try again" calls it and runs the loaders again. */
  reset: () => void;
  /** A way on beside "Try again". */
  wayOn?: ReactNode;
}

/**
 * A route's error component's page: what failed, a retry, and a way on. Every route's error
 * component comes here, so this is the one place a lost connection turns into the offline notice.
 */
export function ErrorNotice({ error, eyebrow, title, message, reset, wayOn }: ErrorNoticeProps) {
  const router = useRouter();
  const online = useOnline();

  function retry() {
    reset();
    void router.invalidate();
  }

  if (isConnectionFailure(error, online)) return <OfflineNotice onRetry={retry} />;
  return (
    <PageShell>
      <Notice
        icon={<AlertIcon />}
        eyebrow={eyebrow}
        title={title}
        actions={
          <>
            <Button onClick={retry}>Try again</Button>
            {wayOn}
          </>
        }
      >
        <p>{message}</p>
      </Notice>
    </PageShell>
  );
}
