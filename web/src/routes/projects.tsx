import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../../shared/zod';
import { projectSearchSchema } from '../../../shared/api/project-schemas';
import { DashboardPending } from '../components/dashboard/dashboard-pending';
import { ProjectsLoadError } from '../components/projects/projects-load-error';
import { ProjectsScreen } from '../components/projects/projects-screen';
import { loadSignedIn, requireSessionToken } from '../lib/auth/session-guard';
import { meQuery } from '../lib/auth/session-queries';
import { pageTitle } from '../lib/product';
import { projectListQuery } from '../lib/projects/project-queries';

/**
 * `?q=`: the search by name. The router's search parser turns `q=2024` into a number, so it is
 * coerced back; anything the API would refuse is dropped.
 */
const projectsSearchSchema = z.object({
  q: z.catch(z.optional(z.pipe(z.coerce.string(), projectSearchSchema)), undefined),
});

export const Route = createFileRoute('/projects')({
  validateSearch: projectsSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Projects') }] }),
  beforeLoad: requireSessionToken,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ context: { queryClient }, deps: { q }, location }) =>
    loadSignedIn(
      queryClient,
      () =>
        Promise.all([
          queryClient.ensureQueryData(meQuery()),
          queryClient.ensureInfiniteQueryData(projectListQuery(q)),
        ]),
      location,
    ),
  component: ProjectsRoute,
  pendingComponent: DashboardPending,
  errorComponent: ProjectsLoadError,
});

function ProjectsRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProjectsScreen
      search={q ?? ''}
      onSearch={(search) => void navigate({ search: search ? { q: search } : {}, replace: true })}
    />
  );
}
