import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageShell } from './layout/page-shell';
import { Notice } from './notice';
import { Button } from './ui/button';
import { AlertIcon } from './ui/icons';

export interface ErrorNoticeProps {
  eyebrow: string;
  title: string;
  message: string;
  /** The route's error reset; "Try again" calls it and runs the loaders again. */
  reset: () => void;
  /** A way on beside "Try again". */
  wayOn?: ReactNode;
}

/** A route's error component's page: what failed, a retry, and a way on. */
export function ErrorNotice({ eyebrow, title, message, reset, wayOn }: ErrorNoticeProps) {
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
            {wayOn}
          </>
        }
      >
        <p>{message}</p>
      </Notice>
    </PageShell>
  );
}
