import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { RECENT_PROJECTS_LIMIT } from '../../../../shared/constants';
import { api } from '../api-client';

export const projectKeys = {
  all: ['projects'] as const,
  recent: () => [...projectKeys.all, 'recent'] as const,
  /** Every search of the projects page, so one invalidation refreshes them all. */
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (search: string) => [...projectKeys.lists(), search] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
  /** Under the project's key, so invalidating the project refreshes its history too. */
  versions: (projectId: string) => [...projectKeys.detail(projectId), 'versions'] as const,
  version: (projectId: string, version: number) =>
    [...projectKeys.versions(projectId), version] as const,
  /** The project's recent runs, for the workspace's thread. */
  runs: (projectId: string) => [...projectKeys.detail(projectId), 'runs'] as const,
  assets: (projectId: string) => [...projectKeys.detail(projectId), 'assets'] as const,
};

/** The project's uploaded images, newest first. */
export function projectAssetsQuery(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.assets(projectId),
    queryFn: async ({ signal }) =>
      (await api('listAssets', { params: { projectId } }, { signal })).assets,
  });
}

/** The dashboard's Recent Projects: the newest six (requirements §2). */
export function recentProjectsQuery() {
  return queryOptions({
    queryKey: projectKeys.recent(),
    queryFn: async ({ signal }) =>
      (await api('listProjects', { query: { limit: RECENT_PROJECTS_LIMIT } }, { signal })).projects,
  });
}

/** How many projects the projects page shows at a time. */
export const PROJECTS_PAGE_SIZE = 12;

/** The projects page: every project, newest first, a page at a time, narrowed by `search`. */
export function projectListQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: projectKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      api(
        'listProjects',
        {
          query: {
            limit: PROJECTS_PAGE_SIZE,
            ...(search ? { q: search } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** One project with its current HTML (GET /api/projects/{projectId}). */
export function projectQuery(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => api('getProject', { params: { projectId } }, { signal }),
  });
}

/** The version history, newest first (beyond the requirements). */
export function versionsQuery(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.versions(projectId),
    queryFn: async ({ signal }) =>
      (await api('listVersions', { params: { projectId } }, { signal })).versions,
  });
}

/** The project's recent runs, newest first: the workspace's thread (beyond the requirements). */
export function runsQuery(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.runs(projectId),
    queryFn: async ({ signal }) =>
      (await api('listRuns', { params: { projectId } }, { signal })).runs,
  });
}

/** One version with its HTML; a saved version never changes, so it is fetched once. */
export function versionQuery(projectId: string, version: number) {
  return queryOptions({
    queryKey: projectKeys.version(projectId, version),
    queryFn: ({ signal }) =>
      api('getVersion', { params: { projectId, version: String(version) } }, { signal }),
    staleTime: Infinity,
  });
}
