import { useQuery } from '@tanstack/react-query';
import type { DeployEntry } from '../../../../shared/api';
import { DEPLOYMENT_MESSAGES } from '../../lib/deployments/deployment-messages';
import { deployHistoryQuery } from '../../lib/deployments/deployment-queries';
import { relativeTime } from '../../lib/relative-time';
import { useNow } from '../../lib/use-now';
import { Button } from '../ui/button';
import { ExternalLinkIcon, HistoryIcon, SpinnerIcon, UndoIcon } from '../ui/icons';
import { Tooltip } from '../ui/tooltip';
import { DeploymentCard } from './deployment-card';

const exactTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export interface DeployHistoryCardProps {
  projectId: string;
  /** The deploy being made live, while its request is under way. */
  pendingDeployId: string | null;
  /** Any change to the deployment under way (an update, a delete, a rollback). */
  busy: boolean;
  onMakeLive: (deployId: string) => void;
}

/**
 * The site's kept deploys, newest first: each opens at its own address, and any but the live one
 * can be made live again at once.
 */
export function DeployHistoryCard({
  projectId,
  pendingDeployId,
  busy,
  onMakeLive,
}: DeployHistoryCardProps) {
  const history = useQuery(deployHistoryQuery(projectId));
  const now = useNow(30_000);
  const liveNumber = Number(history.data?.find((entry) => entry.live)?.deploy_id ?? 0);

  return (
    <DeploymentCard
      icon={HistoryIcon}
      title="Deploy history"
      description="Each deploy keeps its own copy. Make an earlier one live again in an instant."
      query={history}
      placeholders={['h-14', 'h-14']}
      loadFailed={DEPLOYMENT_MESSAGES.historyFailed}
    >
      {(deploys) => (
        <ol className="mt-4 flex flex-col divide-y rounded-xl border">
          {deploys.map((entry) => (
            <DeployRow
              key={entry.deploy_id}
              entry={entry}
              now={now}
              newer={Number(entry.deploy_id) > liveNumber}
              pending={pendingDeployId === entry.deploy_id}
              disabled={busy}
              onMakeLive={() => onMakeLive(entry.deploy_id)}
            />
          ))}
        </ol>
      )}
    </DeploymentCard>
  );
}

interface DeployRowProps {
  entry: DeployEntry;
  now: number;
  /** Newer than the live deploy: making it live is a roll forward. */
  newer: boolean;
  pending: boolean;
  disabled: boolean;
  onMakeLive: () => void;
}

function DeployRow({ entry, now, newer, pending, disabled, onMakeLive }: DeployRowProps) {
  const label = `Deploy #${entry.deploy_id}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3 sm:px-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {label}
          {entry.live ? (
            <span className="rounded-full bg-emerald-500/10 px-2 py-0.5 text-xs font-medium text-emerald-700 dark:text-emerald-300">
              Live
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          Version {entry.version}
          {' · '}
          <time dateTime={entry.deployed_at} title={exactTime.format(new Date(entry.deployed_at))}>
            {relativeTime(entry.deployed_at, now)}
          </time>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Tooltip content={`Open ${label} at its own address`}>
          <a
            href={entry.preview_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${label}`}
            className="inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ExternalLinkIcon />
          </a>
        </Tooltip>
        {entry.live ? null : (
          <Button
            variant="outline"
            size="sm"
            onClick={onMakeLive}
            disabled={disabled}
            aria-label={`${newer ? 'Make live' : 'Roll back to'} ${label}`}
          >
            {pending ? <SpinnerIcon /> : <UndoIcon />}
            {newer ? 'Make live' : 'Roll back'}
          </Button>
        )}
      </div>
    </li>
  );
}
