import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

export const githubKeys = {
  all: ['github'] as const,
  status: (projectId: string) => [...githubKeys.all, 'status', projectId] as const,
  repositories: () => [...githubKeys.all, 'repositories'] as const,
};

/** Whether saving is on, the connected account, and where the project was last saved. */
export function githubStatusQuery(projectId: string) {
  return queryOptions({
    queryKey: githubKeys.status(projectId),
    queryFn: ({ signal }) => api('githubStatus', { query: { project_id: projectId } }, { signal }),
  });
}

/** The repositories the connected account can push to, a page of GitHub's at a time. */
export function githubRepositoriesQuery() {
  return infiniteQueryOptions({
    queryKey: githubKeys.repositories(),
    queryFn: ({ pageParam, signal }) =>
      api('githubRepositories', { query: { page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (page) => page.next_page ?? undefined,
  });
}
