import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { VersionSummary } from '../../../../shared/api/project-schemas';
import { cn } from '../../lib/cn';
import { versionsQuery } from '../../lib/projects/project-queries';
import { relativeTime } from '../../lib/relative-time';
import { HistoryIcon } from '../ui/icons';
import { VersionChanges } from './version-changes';

export interface VersionsPanelProps {
  projectId: string;
  /** The version shown in the preview instead of the current one; null for the current one. */
  previewing: number | null;
  onSelect: (version: VersionSummary) => void;
}

function creditsText(credits: number): string {
  if (credits === 0) return 'Free';
  return credits === 1 ? '1 credit' : `${credits} credits`;
}

function VersionItem({
  projectId,
  version,
  selected,
  onSelect,
}: {
  projectId: string;
  version: VersionSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const agents = version.agents.length > 0 ? version.agents.join(', ') : 'No agents';
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={`Version ${version.version}${version.current ? ' (current)' : ''}: ${version.prompt}`}
        className={cn(
          'w-full rounded-lg border px-3 py-2 text-left transition-colors',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          selected ? 'border-primary/60 bg-accent' : 'bg-background hover:bg-muted',
        )}
      >
        <span className="flex items-center gap-2">
          <span className="text-sm font-semibold tabular-nums">v{version.version}</span>
          {version.current ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-[0.6875rem] leading-4 font-medium text-primary-foreground">
              Current
            </span>
          ) : null}
          <time
            dateTime={version.created_at}
            title={new Date(version.created_at).toLocaleString()}
            className="ml-auto shrink-0 text-xs text-muted-foreground"
          >
            {relativeTime(version.created_at)}
          </time>
        </span>
        <span className="mt-1 line-clamp-2 text-sm break-words">{version.prompt}</span>
        {version.reply ? (
          <span className="mt-1 line-clamp-3 text-xs break-words text-muted-foreground">
            {version.reply}
          </span>
        ) : null}
        <span className="mt-1 flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="truncate">{agents}</span>
          <span className="shrink-0 tabular-nums">{creditsText(version.credits_used)}</span>
        </span>
      </button>
      {version.version > 1 ? (
        <VersionChanges projectId={projectId} version={version.version} />
      ) : null}
    </li>
  );
}

/** Beyond the requirements: the project's versions, newest first; choosing one previews it. */
export function VersionsPanel({ projectId, previewing, onSelect }: VersionsPanelProps) {
  const headingId = useId();
  const { data: versions, isPending, isError } = useQuery(versionsQuery(projectId));
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border bg-card p-4 shadow-xs">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <HistoryIcon className="size-4 text-accent-foreground" />
        Versions
        {versions && versions.length > 0 ? (
          <span className="text-xs font-normal text-muted-foreground">({versions.length})</span>
        ) : null}
      </h2>
      {isPending ? (
        <p className="mt-3 text-xs text-muted-foreground">Loading versions...</p>
      ) : isError ? (
        <p className="mt-3 text-xs text-red-600 dark:text-red-400">Failed to load versions</p>
      ) : versions.length === 0 ? (
        <p className="mt-3 text-xs text-muted-foreground">
          Each generation saves a version here, so you can go back to any of them.
        </p>
      ) : (
        <ol className="mt-3 flex max-h-80 flex-col gap-2 overflow-y-auto pr-1">
          {versions.map((version) => (
            <VersionItem
              key={version.version}
              projectId={projectId}
              version={version}
              selected={previewing === null ? version.current : previewing === version.version}
              onSelect={() => onSelect(version)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
