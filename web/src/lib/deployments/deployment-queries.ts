import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  CustomDomain,
  Deployment,
  DeploymentReview,
  ReleasedDomain,
} from '../../../../shared/api';
import { api } from '../api-client';

export const deploymentKeys = {
  all: ['deployments'] as const,
  detail: (projectId: string) => [...deploymentKeys.all, projectId] as const,
  history: (projectId: string) => [...deploymentKeys.all, projectId, 'history'] as const,
  submissions: (projectId: string) => [...deploymentKeys.all, projectId, 'submissions'] as const,
  customDomain: (projectId: string) => [...deploymentKeys.all, projectId, 'domain'] as const,
  analytics: (projectId: string) => [...deploymentKeys.all, projectId, 'analytics'] as const,
};

/** Submissions the card shows at a time. */
export const SUBMISSIONS_PAGE_SIZE = 20;

/**
 * The project's live deployment (null when it has none) and, while the operators hold the site for
 * review or have taken it down, why (null otherwise).
 */
export interface DeploymentState {
  deployment: Deployment | null;
  review: DeploymentReview | null;
}

/** The deployment's state (GET /api/deployments/{projectId}). */
export function deploymentQuery(projectId: string) {
  return queryOptions({
    queryKey: deploymentKeys.detail(projectId),
    queryFn: async ({ signal }): Promise<DeploymentState> => {
      const { deployment, review } = await api(
        'getDeployment',
        { params: { projectId } },
        { signal },
      );
      return { deployment, review: review ?? null };
    },
  });
}

/** The state after a publish, a rollback or an address change the server accepted. */
export const liveState = (deployment: Deployment): DeploymentState => ({
  deployment,
  review: null,
});

/** The site's kept deploys, newest first (GET /api/deployments/{projectId}/history). */
export function deployHistoryQuery(projectId: string) {
  return queryOptions({
    queryKey: deploymentKeys.history(projectId),
    queryFn: async ({ signal }) =>
      (await api('deployHistory', { params: { projectId } }, { signal })).deploys,
  });
}

/**
 * What visitors sent through the site's forms, newest first, a page at a time; the next page
 * follows the server's cursor (GET /api/deployments/{projectId}/submissions).
 */
export function submissionsQuery(projectId: string) {
  return infiniteQueryOptions({
    queryKey: deploymentKeys.submissions(projectId),
    queryFn: ({ pageParam, signal }) =>
      api(
        'listSubmissions',
        { params: { projectId }, query: { limit: SUBMISSIONS_PAGE_SIZE, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });
}

/**
 * The site's custom domain, or null; and while it has none, the domain another site took over
 * from it, if it did.
 */
export interface CustomDomainState {
  domain: CustomDomain | null;
  released: ReleasedDomain | null;
}

/**
 * The site's custom domain (GET /api/deployments/{projectId}/domain). The server tells of a
 * domain taken over only on the look that finds it so: the card keeps telling it until the site
 * has a domain again.
 */
export function customDomainQuery(projectId: string) {
  return queryOptions({
    queryKey: deploymentKeys.customDomain(projectId),
    queryFn: async ({ signal, client, queryKey }): Promise<CustomDomainState> => {
      const { domain, released } = await api(
        'getCustomDomain',
        { params: { projectId } },
        { signal },
      );
      const toldBefore = client.getQueryData<CustomDomainState>(queryKey)?.released ?? null;
      return { domain, released: domain ? null : (released ?? toldBefore) };
    },
  });
}

/** The site's visitors over the last 30 days (GET /api/deployments/{projectId}/analytics). */
export function siteAnalyticsQuery(projectId: string) {
  return queryOptions({
    queryKey: deploymentKeys.analytics(projectId),
    queryFn: ({ signal }) =>
      api('siteAnalytics', { params: { projectId }, query: { days: 30 } }, { signal }),
  });
}
