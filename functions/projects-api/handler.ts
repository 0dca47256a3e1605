import { projectEndpoints } from '../../shared/api/project-endpoints';
import { monotonicFactory } from 'ulid';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createTableClient } from '../lib/dynamo-client';
import { madeOnFirstCall } from '../../shared/remembered';
import { createCreditAccount } from '../credits/credit-account';
import { createQuoteService } from '../generation/quote-service';
import { issueSocketTicket } from '../generation/socket-ticket-service';
import { createSocketTickets } from '../generation/socket-tickets';
import { generationEngine } from '../generation/models/model-settings';
import { createWelcomeGrants } from '../credits/welcome-grant';
import { codeObjectsOnFirstCall } from '../projects/code-objects-on-first-call';
import { ProjectError, type ProjectFailure } from '../projects/project-errors';
import { createProjectService } from '../projects/project-service';
import { createProjects } from '../projects/projects';
import { projectServiceDeps, sitesBucketOnFirstUse } from './project-service-deps';

// The projects function, apart from projects/: besides the project service it serves the quote
// and deletes a project with its run and its site, so it builds on generation/ and deployments/,
// which both build on projects/.

const table = createTableClient();
// S3's SDK is loaded by the first request that reads or writes a page's HTML, an upload or a site
// (a project's page or versions, a save, an upload, a delete): a cold start for the dashboard's
// list, a new project or a quote reads none of it.
const code = codeObjectsOnFirstCall();
const projectItems = createProjects(table);
const newId = monotonicFactory();
/** The sites bucket's client, one for the project's uploads and for a deleted project's site. */
const sitesBucket = sitesBucketOnFirstUse();
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
const quotes = createQuoteService({
  projects: projectItems,
  credits: createCreditAccount(table),
  welcome: createWelcomeGrants(table),
  engine: generationEngine(process.env),
});
const socketTickets = { table, tickets: createSocketTickets(table), clock: () => new Date() };
// Monotonic ids: projects created in the same millisecond still list in creation order.
const projects = createProjectService(
  projectServiceDeps({ table, projects: projectItems, code, sitesBucket, newId }),
);

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
    issueSocketTicket: ({ userId, params }) =>
      issueSocketTicket(socketTickets, userId, params.projectId),
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
