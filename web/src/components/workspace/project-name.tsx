import { useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { useRenameProject } from '../../lib/projects/use-rename-project';
import { Button } from '../ui/button';

/** The project's name as the header's heading, with a way to rename it in place. */
export function ProjectName({ projectId, name }: { projectId: string; name: string }) {
  const rename = useRenameProject(projectId);
  const [draft, setDraft] = useState<string | null>(null);

  function save(event: FormEvent) {
    event.preventDefault();
    const next = (draft ?? '').trim();
    if (!next || next === name) {
      setDraft(null);
      return;
    }
    rename.mutate(next, { onSuccess: () => setDraft(null) });
  }

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-center gap-1.5">
        <h1 className="truncate text-base font-semibold tracking-tight sm:text-lg" title={name}>
          {name}
        </h1>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 shrink-0 px-2 text-xs text-muted-foreground"
          aria-label={`Rename ${name}`}
          title="Rename"
          onClick={() => setDraft(name)}
        >
          Rename
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={save} className="flex min-w-0 items-center gap-1.5">
      <input
        aria-label="Project name"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
        maxLength={LIMITS.projectNameMax}
        autoFocus
        className="h-8 min-w-0 flex-1 rounded-md border bg-background px-2 text-sm font-semibold focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/25 focus-visible:outline-none"
      />
      <Button type="submit" size="sm" className="h-8" disabled={rename.isPending}>
        {rename.isPending ? 'Saving...' : 'Save'}
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-8"
        onClick={() => setDraft(null)}
      >
        Cancel
      </Button>
    </form>
  );
}
