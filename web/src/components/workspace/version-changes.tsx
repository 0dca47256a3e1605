import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { versionQuery } from '../../lib/projects/project-queries';
import { pageChanges } from '../../lib/visual-edit/page-changes';

/** At most this many lines of each kind are listed; the rest are counted. */
const SHOWN_LINES = 12;

function Lines({ lines, sign, className }: { lines: string[]; sign: string; className: string }) {
  if (lines.length === 0) return null;
  const more = lines.length - SHOWN_LINES;
  return (
    <ul className="flex flex-col gap-0.5">
      {lines.slice(0, SHOWN_LINES).map((line, index) => (
        <li key={`${index}-${line}`} className={`rounded px-1.5 py-0.5 break-words ${className}`}>
          <span aria-hidden="true">{sign} </span>
          <span className="sr-only">{sign === '+' ? 'Added: ' : 'Removed: '}</span>
          {line}
        </li>
      ))}
      {more > 0 ? <li className="px-1.5 text-muted-foreground">and {more} more</li> : null}
    </ul>
  );
}

function ChangesOf({ projectId, version }: { projectId: string; version: number }) {
  const before = useQuery(versionQuery(projectId, version - 1));
  const after = useQuery(versionQuery(projectId, version));
  if (before.isError || after.isError) {
    return <p className="text-red-600 dark:text-red-400">Failed to load the versions</p>;
  }
  if (!before.data || !after.data) return <p className="text-muted-foreground">Comparing...</p>;
  const changes = pageChanges(before.data.code, after.data.code);
  const notes = [
    changes.styles ? 'The look changed (colours, fonts or spacing).' : '',
    changes.reordered ? 'Sections moved.' : '',
  ].filter(Boolean);
  const nothing = changes.added.length === 0 && changes.removed.length === 0 && notes.length === 0;
  return (
    <div className="flex flex-col gap-1.5">
      {nothing ? <p className="text-muted-foreground">No visible change.</p> : null}
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <Lines
        lines={changes.removed}
        sign="−"
        className="bg-red-500/10 text-red-800 line-through decoration-red-800/40 dark:text-red-300"
      />
      <Lines
        lines={changes.added}
        sign="+"
        className="bg-emerald-500/10 text-emerald-800 dark:text-emerald-300"
      />
    </div>
  );
}

/** A version's changes against the one before it, fetched when opened. */
export function VersionChanges({ projectId, version }: { projectId: string; version: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-1 rounded-md px-3 pb-2 text-xs"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer py-1 text-muted-foreground hover:text-foreground">
        What changed from v{version - 1}
      </summary>
      {open ? <ChangesOf projectId={projectId} version={version} /> : null}
    </details>
  );
}
