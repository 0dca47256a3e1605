import { Link } from '@tanstack/react-router';
import type { ProjectSummary } from '../../../../shared/api';
import { relativeTime } from '../../lib/relative-time';
import { ClockIcon } from '../ui/icons';
import { DeleteProjectButton } from './delete-project-button';
import { ProjectThumbnail } from './project-thumbnail';

export interface ProjectCardProps {
  project: ProjectSummary;
  now: number;
}

/** A project on the projects page: its page in small, name, description and last change. */
export function ProjectCard({ project, now }: ProjectCardProps) {
  const description = project.prompt || project.description;
  return (
    <li className="group relative flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-[border-color,box-shadow] hover:border-ring/50 hover:shadow-md">
      <ProjectThumbnail project={project} />
      <Link
        to="/workspace/$projectId"
        params={{ projectId: project.id }}
        className="flex min-w-0 flex-1 flex-col p-4 pr-14 after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
      >
        <span className="block truncate font-medium" title={project.name}>
          {project.name}
        </span>
        <span className="mt-1 line-clamp-2 text-sm text-muted-foreground">{description}</span>
        <span className="mt-auto flex items-center gap-1.5 pt-3 text-xs text-muted-foreground">
          <ClockIcon className="size-3.5" />
          <span>
            Updated{' '}
            <time
              dateTime={project.updated_at}
              title={new Date(project.updated_at).toLocaleString()}
            >
              {relativeTime(project.updated_at, now)}
            </time>
          </span>
        </span>
      </Link>
      <DeleteProjectButton project={project} className="absolute right-3 bottom-3 z-10" />
    </li>
  );
}
