import { madeOnFirstCall } from '../../shared/remembered';
import type { TableClient } from '../lib/dynamo-client';
import type { SiteStores } from './deployment-service';
import { createDeployments } from './deployments';
import type { SiteObjects } from './site-objects';
import { createSiteVisits } from './site-visits';
import { createSubmissions } from './submissions';
import { createSiteDomainStores } from './custom-domain-config';
import { createModerationLog } from './moderation-log';

/**
 * Whether this installation has the sites bucket and its KeyValueStore (the local cloud always;
 * on AWS once the sites stack provides them). Without them nothing can have been deployed.
 */
export function sitesConfigured(environment: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(environment.SITES_BUCKET_NAME && environment.SITES_KVS_ARN);
}

/**
 * Where deployments live, from the environment (`SITES_BUCKET_NAME`, `SITES_KVS_ARN`): used by the
 * deployments function and by the projects function, whose project delete takes the site down.
 * The sites' copies in the bucket are the caller's to make: both functions load S3's SDK when a
 * request first needs it (the projects function shares the bucket's client with its uploads).
 */
export function createSiteStores(
  table: TableClient,
  siteObjects: SiteObjects,
  environment: NodeJS.ProcessEnv = process.env,
): SiteStores {
  // Its client (the KeyValueStore's, signing with SigV4A) is loaded by the requests that use it.
  const directory = madeOnFirstCall(
    async () => (await import('./site-directory')).createSiteDirectory(environment),
    { lookup: true, point: true, remove: true },
  );
  return {
    deployments: createDeployments(table),
    siteObjects,
    directory,
    submissions: createSubmissions(table),
    siteDomains: createSiteDomainStores(table, directory, environment),
    visits: createSiteVisits(table),
    moderation: createModerationLog(table),
  };
}
