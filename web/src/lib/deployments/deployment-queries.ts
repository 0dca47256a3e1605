import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

export const deploymentKeys = {
  all: ['deployments'] as const,
  detail: (projectId: string) => [...deploymentKeys.all, projectId] as const,
  history: (projectId: string) => [...deploymentKeys.all, projectId, 'history'] as const,
};

/** The project's live deployment, or null when it has none (GET /api/deployments/{projectId}). */
export function deploymentQuery(projectId: string) {
  return queryOptions({
    queryKey: deploymentKeys.detail(projectId),
    queryFn: async ({ signal }) =>
      (await api('getDeployment', { params: { projectId } }, { signal })).deployment,
  });
}

/** The site's kept deploys, newest first (GET /api/deployments/{projectId}/history). */
export function deployHistoryQuery(projectId: string) {
  return queryOptions({
    queryKey: deploymentKeys.history(projectId),
    queryFn: async ({ signal }) =>
      (await api('deployHistory', { params: { projectId } }, { signal })).deploys,
  });
}
