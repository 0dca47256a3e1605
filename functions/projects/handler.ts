import { projectEndpoints } from '../../shared/api/project-endpoints';
import { monotonicFactory } from 'ulid';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createCodeBucketClient } from '../lib/code-bucket-client';
import { createTableClient, removeItemsUnder } from '../lib/dynamo-client';
import { madeOnFirstCall } from '../../shared/remembered';
import { runKeys, userPartition } from '../lib/table-keys';
import { runStopperFromEnvironment } from '../generation/run-stopper';
import { createCreditAccount } from '../credits/credit-account';
import type { DeploymentRemoval } from '../deployments/deployment-service';
import { createQuoteService } from '../generation/quote-service';
import { createSiteObjects } from '../deployments/site-objects';
import { createCodeObjects } from './code-objects';
import { ProjectError, type ProjectFailure } from './project-errors';
import { createSitesBucketClient } from '../lib/sites-bucket-client';
import { createProjectAssets, removeProjectUploads } from './project-assets';
import { createProjectService } from './project-service';
import { createProjects } from './projects';
import { createVersions } from './versions';

const table = createTableClient();
const code = createCodeObjects(createCodeBucketClient());
const projectItems = createProjects(table);
const newId = monotonicFactory();
const sitesBucket = createSitesBucketClient();
const assets = createProjectAssets({
  projects: projectItems,
  bucket: sitesBucket,
  presigner: createSitesBucketClient(process.env, { presigning: true }),
  clock: () => new Date(),
  newId,
});
/**
 * Takes a deleted project's site down. Loaded by the first delete: no other request of this
 * function touches a site, and the deployments' stores (with custom domains, visits and
 * submissions) built some 180 schemas at every cold start.
 */
const sites = madeOnFirstCall<Pick<DeploymentRemoval, 'removeProjectDeployment'>>(
  async () => {
    const [{ createDeploymentRemoval }, { createSiteStores, sitesConfigured }] = await Promise.all([
      import('../deployments/deployment-service'),
      import('../deployments/site-stores'),
    ]);
    // Without a sites bucket and store no project can have been deployed: nothing to take down.
    if (!sitesConfigured()) return { removeProjectDeployment: async () => false };
    return createDeploymentRemoval(createSiteStores(table, createSiteObjects(sitesBucket)));
  },
  { removeProjectDeployment: true },
);
const quotes = createQuoteService({ projects: projectItems, credits: createCreditAccount(table) });
const projects = createProjectService({
  projects: projectItems,
  versions: createVersions(table, code),
  code,
  sites,
  removeUploads: (projectId) => removeProjectUploads(sitesBucket, projectId),
  runs: runStopperFromEnvironment(table),
  removeRunRecords: (userId, projectId) =>
    removeItemsUnder(table, userPartition(userId), runKeys.projectPrefix(projectId)),
  clock: () => new Date(),
  // Monotonic: projects created in the same millisecond still list in creation order.
  newId,
});

/**
 * 402 for a short balance: the request is fine, paying would make it succeed; the SPA shows the
 * detail and opens /credits.
 */
const statusOf: Record<ProjectFailure, number> = {
  notFound: 404,
  versionNotFound: 404,
  generationRunning: 409,
  insufficientCredits: 402,
  invalidCursor: 400,
  invalidVersion: 400,
  staleVersion: 409,
  codeTooLarge: 413,
  assetNotFound: 404,
  assetRefused: 400,
  tooManyAssets: 409,
};

export const handler = createHttpHandler(
  'projects',
  projectEndpoints,
  {
    listProjects: ({ userId, query }) => projects.list(userId, query),
    createProject: ({ userId, body }) => projects.create(userId, body),
    getProject: ({ userId, params }) => projects.get(userId, params.projectId),
    listVersions: ({ userId, params }) => projects.listVersions(userId, params.projectId),
    getVersion: ({ userId, params }) =>
      projects.getVersion(userId, params.projectId, params.version),
    restoreVersion: ({ userId, params }) =>
      projects.restoreVersion(userId, params.projectId, params.version),
    saveCode: ({ userId, params, body }) => projects.saveCode(userId, params.projectId, body),
    quoteMessage: ({ userId, params, body }) => quotes.quote(userId, params.projectId, body),
    createAsset: ({ userId, params, body }) => assets.create(userId, params.projectId, body),
    completeAsset: async ({ userId, params }) => ({
      asset: await assets.complete(userId, params.projectId, params.assetId),
    }),
    listAssets: async ({ userId, params }) => ({
      assets: await assets.list(userId, params.projectId),
    }),
    deleteProject: async ({ userId, params }) => {
      await projects.delete(userId, params.projectId);
      return { success: true as const };
    },
  },
  {
    errors: (error) =>
      error instanceof ProjectError
        ? new HttpError(statusOf[error.failure], error.message)
        : undefined,
  },
);
