import { useState } from 'react';
import type { ProjectSummary } from '../../../../shared/api';
import { cn } from '../../lib/cn';
import { useDeleteProject } from '../../lib/projects/use-delete-project';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SpinnerIcon, TrashIcon } from '../ui/icons';

export interface DeleteProjectButtonProps {
  project: Pick<ProjectSummary, 'id' | 'name'>;
  className?: string;
}

/** A project's delete button: asks first, then deletes it once, busy until the server answers. */
export function DeleteProjectButton({ project, className }: DeleteProjectButtonProps) {
  const deletion = useDeleteProject();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${project.name}`}
        title="Delete project"
        disabled={deletion.isPending}
        onClick={() => setConfirming(true)}
        className={cn(
          'size-9 px-0 text-muted-foreground hover:text-red-600 dark:hover:text-red-400',
          className,
        )}
      >
        {deletion.isPending ? (
          <SpinnerIcon className="size-4.5 animate-spin" />
        ) : (
          <TrashIcon className="size-4.5" />
        )}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title="Delete project?"
          message={`“${project.name}”, its versions and its deployed site will be deleted. This cannot be undone.`}
          confirmLabel="Delete"
          busy={deletion.isPending}
          busyLabel="Deleting..."
          onCancel={() => setConfirming(false)}
          // Open until the server answers: a second click meets a disabled button, not the page.
          onConfirm={() => deletion.deleteProject(project.id, () => setConfirming(false))}
        />
      ) : null}
    </>
  );
}
