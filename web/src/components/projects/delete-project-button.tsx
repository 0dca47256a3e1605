import type { ProjectSummary } from '../../../../shared/api';
import { cn } from '../../lib/cn';
import { useDeleteProject } from '../../lib/projects/use-delete-project';
import { Button } from '../ui/button';
import { TrashIcon } from '../ui/icons';
import { Tooltip } from '../ui/tooltip';

export interface DeleteProjectButtonProps {
  project: Pick<ProjectSummary, 'id' | 'name'>;
  className?: string;
}

/** A project's delete button: the project goes at once, with an Undo for a few seconds. */
export function DeleteProjectButton({ project, className }: DeleteProjectButtonProps) {
  const deletion = useDeleteProject();
  return (
    <Tooltip content="Delete project">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${project.name}`}
        onClick={(event) => {
          // The first click takes its row out at once, so the second of a double-click lands
          // on the row that moved up: only a first click (or a key, 0) deletes.
          if (event.detail > 1) return;
          deletion.deleteProject(project);
        }}
        className={cn(
          'size-9 px-0 text-muted-foreground hover:text-red-600 dark:hover:text-red-400',
          className,
        )}
      >
        <TrashIcon className="size-4.5" />
      </Button>
    </Tooltip>
  );
}
