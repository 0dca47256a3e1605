import { useEffect, useEffectEvent } from 'react';
import { useOnline } from '../lib/connectivity';
import { PRODUCT_NAME } from '../lib/product';
import { PageShell } from './layout/page-shell';
import { Notice } from './notice';
import { Button } from './ui/button';
import { WifiOffIcon } from './ui/icons';

export const OFFLINE_TITLE = 'You’re offline';
export const UNREACHABLE_TITLE = `Can’t reach ${PRODUCT_NAME}`;

/**
 * What a screen shows instead of its content when its data could not be fetched for want of a
 * connection: says so, offers "Try again", and tries again by itself once the browser is back
 * online. The app around it still works: it is served by the service worker.
 */
export function OfflineNotice({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  const retry = useEffectEvent(onRetry);

  useEffect(() => {
    const retryWhenOnline = () => retry();
    window.addEventListener('online', retryWhenOnline);
    return () => window.removeEventListener('online', retryWhenOnline);
  }, []);

  return (
    <PageShell>
      <Notice
        icon={<WifiOffIcon />}
        eyebrow="No connection"
        title={online ? UNREACHABLE_TITLE : OFFLINE_TITLE}
        actions={<Button onClick={onRetry}>Try again</Button>}
      >
        <p>Could not reach the server. Check your connection and try again.</p>
        <p className="mt-2 text-sm">This page loads by itself as soon as you are back online.</p>
      </Notice>
    </PageShell>
  );
}
