import { queryOptions } from '@tanstack/react-query';
import { RECENT_PROJECTS_LIMIT } from '../../../../shared/constants';
import { api } from '../api-client';

export const projectKeys = {
  all: ['projects'] as const,
  recent: () => [...projectKeys.all, 'recent'] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
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
