import { queryOptions } from '@tanstack/react-query';
import { RECENT_PROJECTS_LIMIT } from '../../../../shared/constants';
import { api } from '../api-client';

export const projectKeys = {
  all: ['projects'] as const,
  recent: () => [...projectKeys.all, 'recent'] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
  /** Under the project's key, so invalidating the project refreshes its history too. */
  versions: (projectId: string) => [...projectKeys.detail(projectId), 'versions'] as const,
  version: (projectId: string, version: number) =>
    [...projectKeys.versions(projectId), version] as const,
};

/** The dashboard's Recent Projects: the newest six (spec §2). */
export function recentProjectsQuery() {
  return queryOptions({
    queryKey: projectKeys.recent(),
    queryFn: async ({ signal }) =>
      (await api('listProjects', { query: { limit: RECENT_PROJECTS_LIMIT } }, { signal })).projects,
  });
}

/** One project with its current HTML (GET /api/projects/{projectId}). */
export function projectQuery(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => api('getProject', { params: { projectId } }, { signal }),
  });
}

/** The version history, newest first (beyond the spec). */
export function versionsQuery(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.versions(projectId),
    queryFn: async ({ signal }) =>
      (await api('listVersions', { params: { projectId } }, { signal })).versions,
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
