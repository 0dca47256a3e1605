import { abuseEndpoints } from '../../shared/api/abuse-endpoints';
import { customDomainEndpoints } from '../../shared/api/custom-domain-endpoints';
import { deploymentEndpoints } from '../../shared/api/deployment-endpoints';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { productAnalyticsOf } from '../analytics/product-analytics';
import { isCountable } from '../lib/countable-request';
import { createTableClient } from '../lib/dynamo-client';
import { madeOnFirstCall } from '../../shared/remembered';
import { codeObjectsOnFirstCall } from '../projects/code-objects-on-first-call';
import { createProjects } from '../projects/projects';
import { createVersions } from '../projects/versions';
import { DeploymentError, type DeploymentFailure } from './deployment-errors';
import { ProjectError } from '../projects/project-errors';
import { createDeploymentService } from './deployment-service';
import { previewUrlFromEnvironment, sitesUrlTemplateFromEnvironment } from './preview-url';
import { appPageUrlFromEnvironment } from '../lib/app-url';
import { operatorAlertsFromEnvironment } from '../lib/operator-alerts';
import { reportPageUrl } from './report-link';
import { createSiteModeration, type Operator } from './site-moderation';
import { createSiteStores, sitesConfigured } from './site-stores';
import { customDomainServiceFromEnvironment } from './custom-domain-config';

export const DEPLOYMENTS_NOT_CONFIGURED_MESSAGE = 'Deployments are not configured';

const table = createTableClient();
// S3's SDK is loaded by the first request that reads a page's code or changes a site's copies (a
// publish, a take-down): the function's common requests (a deployment, its history, rollbacks,
// analytics, submissions, custom domains) use neither.
const code = codeObjectsOnFirstCall();
const siteObjects = madeOnFirstCall(
  async () => {
    const [{ createSiteObjects }, { createSitesBucketClient }] = await Promise.all([
      import('./site-objects'),
      import('../lib/sites-bucket-client'),
    ]);
    return createSiteObjects(createSitesBucketClient());
  },
  {
    putSite: true,
    removeVersion: true,
    removeVersionsExcept: true,
    copySite: true,
    removeSite: true,
  },
);
const projects = createProjects(table);
const stores = sitesConfigured() ? createSiteStores(table, siteObjects) : null;
const alertOperators = operatorAlertsFromEnvironment();
const appOrigin = appPageUrlFromEnvironment()('/');
const service =
  stores &&
  createDeploymentService({
    projects,
    versions: createVersions(table, code),
    code,
    ...stores,
    previewUrl: previewUrlFromEnvironment(),
    // Loaded by the first deploy, as the page's tags are (deployment-service.ts).
    renderCard: async (card) => (await import('./social-card/render-card')).renderSocialCard(card),
    funnel: productAnalyticsOf(table),
    alertOperators,
    reportUrl: (siteUrl) => (appOrigin ? reportPageUrl(appOrigin, siteUrl) : null),
    clock: () => new Date(),
  });
const moderation =
  stores &&
  service &&
  createSiteModeration({
    ...stores,
    alertOperators,
    previewUrl: previewUrlFromEnvironment(),
    urlTemplate: sitesUrlTemplateFromEnvironment(),
    publish: (userId, projectId) => service.deploy(userId, projectId, false),
    clock: () => new Date(),
  });
const customDomainService =
  stores &&
  customDomainServiceFromEnvironment(
    { projects, deployments: stores.deployments, ...stores.siteDomains },
    () => new Date(),
  );

/** The service, or 503 where this installation has no sites bucket and store. */
function deployments() {
  if (!service) throw new HttpError(503, DEPLOYMENTS_NOT_CONFIGURED_MESSAGE);
  return service;
}

/** The operators' takedowns and releases, or 503 where there are no sites. */
function siteModeration() {
  if (!moderation) throw new HttpError(503, DEPLOYMENTS_NOT_CONFIGURED_MESSAGE);
  return moderation;
}

/** The operator a verified token names: their user id, and their email when it carries one. */
function operatorOf(userId: string, claims: Readonly<Record<string, unknown>>): Operator {
  return { userId, email: typeof claims.email === 'string' ? claims.email : null };
}

/** Custom domains, or 503 where this installation has no endpoint for them. */
function customDomains() {
  if (!customDomainService) throw new DeploymentError('customDomainsOff');
  return customDomainService;
}

const statusOf: Record<DeploymentFailure, number> = {
  projectNotFound: 404,
  noCode: 400,
  notDeployed: 404,
  deployNotFound: 404,
  submissionNotFound: 404,
  changedMeanwhile: 409,
  domainNotAllowed: 400,
  domainTaken: 409,
  siteHasDomain: 409,
  noCustomDomain: 404,
  customDomainsOff: 503,
  addressReserved: 400,
  addressTaken: 409,
  heldForReview: 403,
  takenDown: 403,
  siteNotFound: 404,
  notUnderReview: 409,
};

export const handler = createHttpHandler(
  'deployments',
  {
    ...deploymentEndpoints,
    ...customDomainEndpoints,
    takeDownSite: abuseEndpoints.takeDownSite,
    releaseSite: abuseEndpoints.releaseSite,
  },
  {
    getDeployment: async ({ userId, params }) => ({
      success: true as const,
      ...(await deployments().get(userId, params.projectId)),
    }),
    deploy: async ({ userId, body, headers }) => ({
      success: true as const,
      ...(await deployments().deploy(userId, body.project_id, isCountable(headers))),
    }),
    deployHistory: async ({ userId, params }) => ({
      success: true as const,
      deploys: await deployments().history(userId, params.projectId),
    }),
    rollbackDeployment: async ({ userId, params, body }) => ({
      success: true as const,
      ...(await deployments().rollback(userId, params.projectId, body.deploy_id)),
    }),
    listSubmissions: async ({ userId, params, query }) => ({
      success: true as const,
      ...(await deployments().listSubmissions(userId, params.projectId, query)),
    }),
    deleteSubmission: async ({ userId, params }) => {
      await deployments().deleteSubmission(userId, params.projectId, params.submissionId);
      return { success: true as const };
    },
    getCustomDomain: async ({ userId, params }) => ({
      success: true as const,
      ...(await customDomains().get(userId, params.projectId)),
    }),
    attachCustomDomain: async ({ userId, params, body }) => ({
      success: true as const,
      ...(await customDomains().attach(userId, params.projectId, body.domain)),
    }),
    checkCustomDomain: async ({ userId, params }) => ({
      success: true as const,
      ...(await customDomains().check(userId, params.projectId)),
    }),
    removeCustomDomain: async ({ userId, params }) => {
      await customDomains().remove(userId, params.projectId);
      return { success: true as const };
    },
    siteAnalytics: async ({ userId, params, query }) => ({
      success: true as const,
      ...(await deployments().analytics(userId, params.projectId, query.days)),
    }),
    setDeploymentNotifications: async ({ userId, params, body }) => ({
      success: true as const,
      notifications: await deployments().setNotifications(userId, params.projectId, body),
    }),
    changeSiteAddress: async ({ userId, params, body }) => ({
      success: true as const,
      ...(await deployments().changeAddress(userId, params.projectId, body.subdomain)),
    }),
    deleteDeployment: async ({ userId, params }) => {
      await deployments().remove(userId, params.projectId);
      return { success: true as const };
    },
    takeDownSite: async ({ userId, claims, body }) => ({
      success: true as const,
      ...(await siteModeration().takeDown(body.site, body.reason, operatorOf(userId, claims))),
    }),
    releaseSite: async ({ userId, claims, body }) => ({
      success: true as const,
      ...(await siteModeration().release(body.site, body.reason, operatorOf(userId, claims))),
    }),
  },
  {
    errors: (error) =>
      error instanceof DeploymentError
        ? new HttpError(statusOf[error.failure], error.message)
        : // A submissions cursor that is not one of ours.
          error instanceof ProjectError
          ? new HttpError(400, error.message)
          : undefined,
  },
);
