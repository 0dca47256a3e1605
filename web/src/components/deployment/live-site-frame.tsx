import type { Deployment } from '../../../../shared/api';
import { PreviewPanel } from '../preview-panel';

/**
 * Scripts, forms and links that open tabs work as on the live site; never allow-same-origin, so
 * the page stays an opaque origin with no cookies or storage, whatever the sites domain is.
 */
const LIVE_SITE_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** The iframe of requirements §2: the deployed site itself, loaded from its preview URL. */
export function LiveSiteFrame({
  deployment,
  projectName,
}: {
  deployment: Deployment;
  projectName: string;
}) {
  return (
    <PreviewPanel
      className="shadow-sm"
      detail={
        <p className="ml-auto min-w-0 truncate rounded-md bg-muted px-2.5 py-1 font-mono text-xs text-foreground">
          {deployment.preview_url}
        </p>
      }
    >
      <iframe
        // A new deployment reloads the frame, so it shows what was just published.
        key={deployment.deployed_at}
        src={deployment.preview_url}
        sandbox={LIVE_SITE_SANDBOX}
        title={`Live site of ${projectName}`}
        referrerPolicy="no-referrer"
        className="h-[32rem] w-full bg-white sm:h-[40rem]"
      />
    </PreviewPanel>
  );
}
