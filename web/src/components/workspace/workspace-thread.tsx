import { useEffect, useId, useRef } from 'react';
import { AGENT_COLORS, type AgentName } from '../../../../shared/constants';
import { agentStatusText, type AgentStatusItem } from '../../lib/generation/agent-status';
import type { ThreadEntry, ThreadRun } from '../../lib/generation/thread';
import { cn } from '../../lib/cn';
import { relativeTime } from '../../lib/relative-time';
import { MessageIcon } from '../ui/icons';
import { scorecardHeadline } from './build-scorecard';

export interface WorkspaceThreadProps {
  entries: readonly ThreadEntry[];
  /** The project's current version: it needs no restore. */
  currentVersion: number | undefined;
  /** The version open in the preview (null: the current one). */
  previewing: number | null;
  onView: (version: number) => void;
  onRestore: (version: number) => void;
  /** Restores are refused while a run holds the project. */
  restoreDisabled: boolean;
}

const credits = (count: number) => (count === 1 ? '1 credit' : `${count} credits`);

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={new Date(at).toLocaleString()} className="shrink-0">
      {relativeTime(at)}
    </time>
  );
}

/** The agents of the run under way, each with what it is doing now. */
function LiveAgents({ agents }: { agents: readonly AgentStatusItem[] }) {
  const shown = agents.filter((agent) => agent.status !== 'idle');
  return (
    <ul aria-label="Progress" className="mt-2 flex flex-col gap-1">
      {shown.map((agent) => (
        <li key={agent.name} className="flex items-center gap-2 text-xs" data-status={agent.status}>
          <span
            aria-hidden="true"
            className={cn(
              'size-2 shrink-0 rounded-full',
              agent.status === 'working' && 'animate-pulse',
            )}
            style={{ backgroundColor: AGENT_COLORS[agent.name] }}
          />
          <span className="shrink-0 font-medium">{agent.name}</span>
          <span
            className={cn(
              'truncate',
              agent.status === 'completed'
                ? 'text-emerald-700 dark:text-emerald-400'
                : agent.status === 'failed'
                  ? 'text-red-600 dark:text-red-400'
                  : 'text-muted-foreground',
            )}
          >
            {agentStatusText(agent)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function VersionLinks({
  version,
  props,
}: {
  version: number;
  props: Omit<WorkspaceThreadProps, 'entries'>;
}) {
  const current = version === props.currentVersion;
  const open = props.previewing === null ? current : props.previewing === version;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-medium tabular-nums">v{version}</span>
      {current ? <span className="text-muted-foreground">Current</span> : null}
      <button
        type="button"
        className="font-medium text-primary underline-offset-2 hover:underline disabled:no-underline disabled:opacity-60"
        aria-label={`View version ${version}`}
        aria-pressed={open}
        onClick={() => props.onView(version)}
      >
        {open ? 'On show' : 'View'}
      </button>
      {current ? null : (
        <button
          type="button"
          className="font-medium text-primary underline-offset-2 hover:underline disabled:no-underline disabled:opacity-60"
          aria-label={`Restore version ${version}`}
          disabled={props.restoreDisabled}
          onClick={() => props.onRestore(version)}
        >
          Restore
        </button>
      )}
    </span>
  );
}

/** The reply to a message: what it changed and the version it made, or why it made none. */
function Reply({ run, props }: { run: ThreadRun; props: Omit<WorkspaceThreadProps, 'entries'> }) {
  if (run.state === 'running') {
    return (
      <div role="status" className="rounded-2xl rounded-tl-sm border bg-background px-3 py-2">
        <p className="text-xs text-muted-foreground">
          {run.live ? 'Working on it…' : 'Under way…'}
        </p>
        {run.live ? <LiveAgents agents={run.live} /> : null}
      </div>
    );
  }
  if (run.state === 'completed') {
    return (
      <div className="rounded-2xl rounded-tl-sm border bg-background px-3 py-2 text-sm">
        <p className="break-words whitespace-pre-line">
          {run.reply ?? (run.version === 1 ? 'Built your page.' : 'Updated your page.')}
        </p>
        {run.scorecard && !run.reply ? (
          <p className="mt-1 text-xs text-muted-foreground">{scorecardHeadline(run.scorecard)}</p>
        ) : null}
        {run.refunded > 0 ? (
          <p className="mt-1 text-xs text-muted-foreground">
            {credits(run.refunded)} back: work that left the page as it was is not charged.
          </p>
        ) : null}
        {run.version === undefined ? null : (
          <p className="mt-2 text-xs">
            <VersionLinks version={run.version} props={props} />
          </p>
        )}
      </div>
    );
  }
  const calm = run.state === 'unchanged' || run.state === 'cancelled';
  const text =
    run.state === 'cancelled'
      ? `Cancelled. ${credits(run.refunded)} back.`
      : (run.error ?? 'This message did not finish.');
  return (
    <p
      className={cn(
        'rounded-2xl rounded-tl-sm border px-3 py-2 text-sm break-words',
        calm
          ? 'bg-muted/60 text-foreground'
          : 'border-red-200 bg-red-50 text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200',
      )}
    >
      {text}
    </p>
  );
}

function RunItem({ run, props }: { run: ThreadRun; props: Omit<WorkspaceThreadProps, 'entries'> }) {
  const names = run.agents.map((agent) => agent.name as AgentName);
  return (
    <li className="flex flex-col gap-1.5" data-run-state={run.state}>
      <div className="ml-8 self-end rounded-2xl rounded-tr-sm bg-primary/10 px-3 py-2 text-sm">
        <p className="line-clamp-6 break-words whitespace-pre-line">{run.prompt}</p>
        <p className="mt-1 flex justify-end gap-2 text-[0.6875rem] text-muted-foreground">
          {names.length > 0 ? (
            <span className="truncate">
              {names.join(', ')}
              {run.total > 0 ? ` · ${credits(run.total)}` : ''}
            </span>
          ) : null}
          <When at={run.at} />
        </p>
      </div>
      <div className="mr-8">
        <Reply run={run} props={props} />
      </div>
    </li>
  );
}

/**
 * The workspace's conversation: each message sent, the quote it ran with, its progress while it
 * runs, and its reply with the version it made; versions saved without a message as notes.
 */
export function WorkspaceThread({ entries, ...props }: WorkspaceThreadProps) {
  const headingId = useId();
  const end = useRef<HTMLOListElement>(null);
  const last = entries.at(-1);
  const lastKey = last ? `${last.id}:${last.kind === 'run' ? last.state : ''}` : '';
  useEffect(() => {
    const list = end.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastKey, entries.length]);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border bg-card p-4 shadow-xs">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <MessageIcon className="size-4 text-accent-foreground" />
        Conversation
      </h2>
      <ol
        ref={end}
        aria-label="Messages"
        className="mt-3 flex max-h-[min(26rem,45dvh)] flex-col gap-4 overflow-y-auto pr-1"
      >
        {entries.map((entry) =>
          entry.kind === 'run' ? (
            <RunItem key={entry.id} run={entry} props={props} />
          ) : (
            <li
              key={entry.id}
              className="flex flex-col items-center gap-1 text-center text-xs text-muted-foreground"
            >
              <span>
                {entry.text} · <When at={entry.at} />
              </span>
              <VersionLinks version={entry.version} props={props} />
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
