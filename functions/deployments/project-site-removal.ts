import { madeOnFirstCall } from '../../shared/remembered';
import type { TableClient } from '../lib/dynamo-client';
import type { SitesBucketClient } from '../lib/sites-bucket-client';
import type { DeploymentRemoval } from './deployment-service';

export type ProjectSiteRemoval = Pick<DeploymentRemoval, 'removeProjectDeployment'>;

/**
 * Takes a deleted project's site down, for the projects function. Loaded by the first delete: no
 * other request of that function touches a site, and the deployments' stores (with custom
 * domains, visits and submissions) built some 180 schemas at every cold start.
 */
export function projectSiteRemoval(
  table: TableClient,
  sitesBucket: () => Promise<SitesBucketClient>,
): ProjectSiteRemoval {
  return madeOnFirstCall<ProjectSiteRemoval>(
    async () => {
      const [
        { createDeploymentRemoval },
        { createSiteStores, sitesConfigured },
        { createSiteObjects },
      ] = await Promise.all([
        import('./deployment-service'),
        import('./site-stores'),
        import('./site-objects'),
      ]);
      // Without a sites bucket and store no project can have been deployed: nothing to take down.
      if (!sitesConfigured()) return { removeProjectDeployment: async () => false };
      return createDeploymentRemoval(
        createSiteStores(table, createSiteObjects(await sitesBucket())),
      );
    },
    { removeProjectDeployment: true },
  );
}
