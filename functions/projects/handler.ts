import { projectEndpoints } from '../../shared/api/project-endpoints';
import { monotonicFactory } from 'ulid';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createTableClient, removeItemsUnder } from '../lib/dynamo-client';
import { madeOnFirstCall, rememberedUntilFailure } from '../../shared/remembered';
import { runKeys, userPartition } from '../lib/table-keys';
import { runStopperFromEnvironment } from '../generation/run-stopper';
import { createCreditAccount } from '../credits/credit-account';
import type { DeploymentRemoval } from '../deployments/deployment-service';
import { createQuoteService } from '../generation/quote-service';
import { codeObjectsOnFirstCall } from './code-objects-on-first-call';
import { ProjectError, type ProjectFailure } from './project-errors';
import { createProjectService } from './project-service';
import { createProjects } from './projects';
import { createVersions } from './versions';

const table = createTableClient();
// S3's SDK is loaded by the first request that reads or writes a page's HTML, an upload or a site
// (a project's page or versions, a save, an upload, a delete): a cold start for the dashboard's
// list, a new project or a quote reads none of it.
const code = codeObjectsOnFirstCall();
const projectItems = createProjects(table);
const newId = monotonicFactory();
/** The sites bucket's client, one for the project's uploads and for a deleted project's site. */
const sitesBucket = rememberedUntilFailure(async () =>
  (await import('../lib/sites-bucket-client')).createSitesBucketClient(),
);
const assets = madeOnFirstCall(
  async () => {
    const [{ createProjectAssets }, { createSitesBucketClient }, bucket] = await Promise.all([
      import('./project-assets'),
      import('../lib/sites-bucket-client'),
      sitesBucket(),
    ]);
    return createProjectAssets({
      projects: projectItems,
      bucket,
      presigner: createSitesBucketClient(process.env, { presigning: true }),
      clock: () => new Date(),
      newId,
    });
  },
  { create: true, complete: true, list: true },
);
/**
 * Takes a deleted project's site down. Loaded by the first delete: no other request of this
 * function touches a site, and the deployments' stores (with custom domains, visits and
 * submissions) built some 180 schemas at every cold start.
 */
const sites = madeOnFirstCall<Pick<DeploymentRemoval, 'removeProjectDeployment'>>(
  async () => {
    const [
      { createDeploymentRemoval },
      { createSiteStores, sitesConfigured },
      { createSiteObjects },
    ] = await Promise.all([
      import('../deployments/deployment-service'),
      import('../deployments/site-stores'),
      import('../deployments/site-objects'),
    ]);
    // Without a sites bucket and store no project can have been deployed: nothing to take down.
    if (!sitesConfigured()) return { removeProjectDeployment: async () => false };
    return createDeploymentRemoval(createSiteStores(table, createSiteObjects(await sitesBucket())));
  },
  { removeProjectDeployment: true },
);
const quotes = createQuoteService({ projects: projectItems, credits: createCreditAccount(table) });
const projects = createProjectService({
  projects: projectItems,
  versions: createVersions(table, code),
  code,
  sites,
  removeUploads: async (projectId) => {
    const [{ removeProjectUploads }, bucket] = await Promise.all([
      import('./project-assets'),
      sitesBucket(),
    ]);
    return removeProjectUploads(bucket, projectId);
  },
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
