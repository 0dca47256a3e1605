import { projectEndpoints } from '../../shared/api/project-endpoints';
import { monotonicFactory } from 'ulid';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createTableClient } from '../lib/dynamo-client';
import { madeOnFirstCall, rememberedUntilFailure } from '../../shared/remembered';
import { runStopperFromEnvironment } from '../generation/run-stopper';
import { createCreditAccount } from '../credits/credit-account';
import { projectSiteRemoval } from '../deployments/project-site-removal';
import { createQuoteService } from '../generation/quote-service';
import { generationEngine } from '../generation/models/model-settings';
import { createWelcomeGrants } from '../credits/welcome-grant';
import { codeObjectsOnFirstCall } from '../projects/code-objects-on-first-call';
import { ProjectError, type ProjectFailure } from '../projects/project-errors';
import { createProjectService } from '../projects/project-service';
import { createProjects } from '../projects/projects';
import { createVersions } from '../projects/versions';

// The projects function, apart from projects/: besides the project service it serves the quote
// and deletes a project with its run and its site, so it builds on generation/ and deployments/,
// which both build on projects/.

const table = createTableClient();
/** How many of a project's runs its thread shows (older versions still list on their own). */
const RUNS_SHOWN = 40;
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
      import('../projects/project-assets'),
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
const sites = projectSiteRemoval(table, sitesBucket);
const quotes = createQuoteService({
  projects: projectItems,
  credits: createCreditAccount(table),
  welcome: createWelcomeGrants(table),
  engine: generationEngine(process.env),
});
const projects = createProjectService({
  projects: projectItems,
  versions: createVersions(table, code),
  code,
  sites,
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
    listRuns: ({ userId, params }) => projects.listRuns(userId, params.projectId),
    renameProject: ({ userId, params, body }) =>
      projects.rename(userId, params.projectId, body.name),
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
