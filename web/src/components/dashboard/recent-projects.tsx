import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ProjectSummary } from '../../../../shared/api';
import { DeleteProjectButton } from '../projects/delete-project-button';
import { Button } from '../ui/button';
import { ArrowRightIcon, FolderIcon, PlusIcon } from '../ui/icons';

export interface RecentProjectsProps {
  projects: ProjectSummary[];
  onNewProject: () => void;
}

function ProjectCard({ project }: { project: ProjectSummary }) {
  const prompt = project.prompt || project.description;
  return (
    <li className="group relative flex min-w-0 rounded-xl border bg-card shadow-xs transition-colors hover:border-ring/50 hover:shadow-sm">
      <Link
        to="/workspace/$projectId"
        params={{ projectId: project.id }}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-xl p-4 pr-14 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <FolderIcon className="size-4.5" />
        </span>
        <span className="min-w-0">
          <span className="block truncate font-medium" title={project.name}>
            {project.name}
          </span>
          <span className="mt-1 line-clamp-2 text-sm text-muted-foreground">{prompt}</span>
        </span>
      </Link>
      <DeleteProjectButton project={project} className="absolute top-3 right-3" />
    </li>
  );
}

/** Recent Projects (requirements §2): up to six, each opening its workspace, each with a delete button. */
export function RecentProjects({ projects, onNewProject }: RecentProjectsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          Recent Projects
        </h2>
        <Button variant="outline" size="sm" onClick={onNewProject}>
          <PlusIcon />
          New Project
        </Button>
      </div>
      {projects.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed px-6 py-10 text-center">
          <span className="mx-auto flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <FolderIcon />
          </span>
          <p className="mt-4 font-medium">No projects yet</p>
          <p className="mt-1 text-sm text-pretty text-muted-foreground">
            Describe a website above, or start a project with a name and a description.
          </p>
        </div>
      ) : (
        <>
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
          <Link
            to="/projects"
            className="mt-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-accent-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            View all projects
            <ArrowRightIcon className="size-4" />
          </Link>
        </>
      )}
    </section>
  );
}
