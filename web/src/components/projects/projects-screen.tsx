import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { meQuery } from '../../lib/auth/session-queries';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { useLogout } from '../../lib/auth/use-logout';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { PROJECT_MESSAGES } from '../../lib/projects/project-messages';
import { projectListQuery } from '../../lib/projects/project-queries';
import { useNow } from '../../lib/use-now';
import { DashboardShell } from '../dashboard/dashboard-shell';
import { Button, buttonVariants } from '../ui/button';
import { FolderIcon, PlusIcon, SearchOffIcon, SpinnerIcon } from '../ui/icons';
import { ProjectCard } from './project-card';
import { ProjectSearch } from './project-search';

const MINUTE_MS = 60_000;

function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed px-6 py-14 text-center">
      <span className="mx-auto flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        {icon}
      </span>
      <p className="mt-4 font-medium">{title}</p>
      {children}
    </div>
  );
}

export interface ProjectsScreenProps {
  /** The search in the URL; empty for every project. */
  search: string;
  onSearch: (search: string) => void;
}

/** Every project, newest first, searchable by name, a page at a time, each with its page in small. */
export function ProjectsScreen({ search, onSearch }: ProjectsScreenProps) {
  const { data: user, error: userError } = useSuspenseQuery(meQuery());
  const list = useSuspenseInfiniteQuery(projectListQuery(search));
  const { loggingOut, onLogout } = useLogout();
  const headingId = useId();
  const now = useNow(MINUTE_MS);
  useTokenRenewal();
  useEndSessionOnUnauthorized(userError, list.error);
  const projects = list.data.pages.flatMap((page) => page.projects);

  return (
    <DashboardShell user={user} onLogout={onLogout} loggingOut={loggingOut}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id={headingId} className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Projects
          </h1>
          <p className="mt-1.5 text-pretty text-muted-foreground">
            Every website you have started, the latest first.
          </p>
        </div>
        <ProjectSearch value={search} onSearch={onSearch} />
      </div>

      <section aria-labelledby={headingId} className="mt-8">
        {projects.length > 0 ? (
          <>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {projects.map((project) => (
                <ProjectCard key={project.id} project={project} now={now} />
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className="mt-8 flex flex-col items-center gap-2">
                <Button
                  variant="outline"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? <SpinnerIcon className="size-4 animate-spin" /> : null}
                  {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
                {list.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                    {PROJECT_MESSAGES.loadFailed}
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        ) : search ? (
          <EmptyState icon={<SearchOffIcon />} title={`No projects match “${search}”`}>
            <p className="mt-1 text-sm text-muted-foreground">
              Check the spelling, or try part of the name.
            </p>
            <Button variant="outline" size="sm" className="mt-5" onClick={() => onSearch('')}>
              Clear search
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={<FolderIcon />} title="No projects yet">
            <p className="mt-1 text-sm text-pretty text-muted-foreground">
              Describe a website on the dashboard and AI agents will build it for you.
            </p>
            <Link to="/dashboard" className={buttonVariants({ size: 'sm', className: 'mt-5' })}>
              <PlusIcon />
              Start a project
            </Link>
          </EmptyState>
        )}
      </section>
    </DashboardShell>
  );
}
