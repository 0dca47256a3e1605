import { rememberedUntilFailure } from '../../shared/remembered';
import { projectSiteRemoval } from '../deployments/project-site-removal';
import { runStopperFromEnvironment } from '../generation/run-stopper';
import type { TableClient } from '../lib/dynamo-client';
import type { SitesBucketClient } from '../lib/sites-bucket-client';
import type { CodeObjects } from '../projects/code-objects';
import type { ProjectServiceDependencies } from '../projects/project-service';
import type { Projects } from '../projects/projects';
import { createVersions } from '../projects/versions';

/** How many of a project's runs its thread shows (older versions still list on their own). */
const RUNS_SHOWN = 40;

/** The sites bucket's client, made by the first request that touches an upload or a site. */
export function sitesBucketOnFirstUse(): () => Promise<SitesBucketClient> {
  return rememberedUntilFailure(async () =>
    (await import('../lib/sites-bucket-client')).createSitesBucketClient(),
  );
}

/**
 * The project service's collaborators over the table and buckets, for the projects function and
 * for closing an account (which deletes each project as the projects function does): its site,
 * a run under way, the run records, code and uploads go with it.
 */
export function projectServiceDeps({
  table,
  projects,
  code,
  sitesBucket,
  newId,
}: {
  table: TableClient;
  projects: Projects;
  code: CodeObjects;
  sitesBucket: () => Promise<SitesBucketClient>;
  newId: () => string;
}): ProjectServiceDependencies {
  return {
    projects,
    versions: createVersions(table, code),
    code,
    sites: projectSiteRemoval(table, sitesBucket),
    removeUploads: async (projectId) => {
      const [{ removeProjectUploads }, bucket] = await Promise.all([
        import('../projects/project-assets'),
        sitesBucket(),
      ]);
      return removeProjectUploads(bucket, projectId);
    },
    runs: runStopperFromEnvironment(table),
    // Loaded by the first delete or thread, like the site's removal: the dashboard reads none.
    removeRunRecords: async (userId, projectId) => {
      const { createGenerationRecords } = await import('../generation/pipeline/generation-records');
      return createGenerationRecords(table).removeAll(userId, projectId);
    },
    recentRuns: async (userId, projectId) => {
      const { createGenerationRecords, runSummaryOf } =
        await import('../generation/pipeline/generation-records');
      const records = await createGenerationRecords(table).recent(userId, projectId, RUNS_SHOWN);
      return records.map(runSummaryOf);
    },
    clock: () => new Date(),
    newId,
  };
}
