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
        onClick={() => deletion.deleteProject(project)}
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
