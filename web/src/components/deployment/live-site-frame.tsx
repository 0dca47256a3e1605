import { useId } from 'react';
import type { Deployment } from '../../../../shared/api';
import { MonitorIcon } from '../ui/icons';

/**
 * Scripts, forms and links that open tabs work as on the live site; never allow-same-origin, so
 * the page stays an opaque origin with no cookies or storage, whatever the sites domain is.
 */
export const LIVE_SITE_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** The iframe of spec §2: the deployed site itself, loaded from its preview URL. */
export function LiveSiteFrame({
  deployment,
  projectName,
}: {
  deployment: Deployment;
  projectName: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm"
    >
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <MonitorIcon className="size-4 shrink-0 text-accent-foreground" />
        <h2 id={headingId} className="shrink-0 text-sm font-semibold">
          Live Preview
        </h2>
        <p className="ml-auto min-w-0 truncate rounded-md bg-muted px-2.5 py-1 font-mono text-xs text-foreground">
          {deployment.preview_url}
        </p>
      </div>
      <iframe
        // A new deployment reloads the frame, so it shows what was just published.
        key={deployment.deployed_at}
        src={deployment.preview_url}
        sandbox={LIVE_SITE_SANDBOX}
        title={`Live site of ${projectName}`}
        referrerPolicy="no-referrer"
        className="h-[32rem] w-full bg-white sm:h-[40rem]"
      />
    </section>
  );
}
