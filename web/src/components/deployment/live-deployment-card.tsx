import { useId } from 'react';
import type { Deployment } from '../../../../shared/api';
import { relativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { Button, buttonVariants } from '../ui/button';
import { ExternalLinkIcon, RefreshIcon, SpinnerIcon, TrashIcon } from '../ui/icons';
import { SiteAddress } from './site-address';

const exactTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export interface LiveDeploymentCardProps {
  projectId: string;
  deployment: Deployment;
  updating: boolean;
  deleting: boolean;
  /** Any change to the deployment under way: Update and Delete wait for it. */
  busy: boolean;
  onUpdate: () => void;
  onDelete: () => void;
}

/**
 * The live state (requirements §2): the Live status, preview URL, subdomain (which can be changed)
 * and deployed time, and Update Deployment, Open Preview and Delete.
 */
export function LiveDeploymentCard({
  projectId,
  deployment,
  updating,
  deleting,
  busy,
  onUpdate,
  onDelete,
}: LiveDeploymentCardProps) {
  const headingId = useId();
  const now = useNow(30_000);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex items-center gap-2 rounded-full bg-emerald-500/10 px-3 py-1 text-sm font-medium text-emerald-700 dark:text-emerald-300">
          <span aria-hidden="true" className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
          </span>
          Live
        </span>
        <h2 id={headingId} className="text-base font-semibold tracking-tight">
          Your site is live
        </h2>
      </div>

      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-8 sm:gap-y-3">
        <dt className="font-medium text-muted-foreground">Preview URL</dt>
        <dd className="-mt-3 min-w-0 sm:mt-0">
          <a
            href={deployment.preview_url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all text-accent-foreground underline-offset-4 hover:underline"
          >
            {deployment.preview_url}
          </a>
        </dd>
        <SiteAddress projectId={projectId} deployment={deployment} />
        <dt className="font-medium text-muted-foreground">Deployed</dt>
        <dd className="-mt-3 sm:mt-0">
          <time dateTime={deployment.deployed_at}>
            {relativeTime(deployment.deployed_at, now)}
            <span className="text-muted-foreground">
              {' · '}
              {exactTime.format(new Date(deployment.deployed_at))}
            </span>
          </time>
        </dd>
        {deployment.deploy_id ? (
          <>
            <dt className="font-medium text-muted-foreground">Serving</dt>
            <dd className="-mt-3 sm:mt-0">
              Deploy #{deployment.deploy_id}
              {deployment.version ? (
                <span className="text-muted-foreground"> · Version {deployment.version}</span>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={onUpdate} disabled={busy}>
          {updating ? <SpinnerIcon /> : <RefreshIcon />}
          {updating ? 'Updating...' : 'Update Deployment'}
        </Button>
        <a
          href={deployment.preview_url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline' })}
        >
          <ExternalLinkIcon />
          Open Preview
        </a>
        <Button
          variant="destructive-outline"
          onClick={onDelete}
          disabled={busy}
          className="sm:ml-auto"
        >
          {deleting ? <SpinnerIcon /> : <TrashIcon />}
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </section>
  );
}
