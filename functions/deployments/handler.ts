import { deploymentEndpoints } from '../../shared/api/deployment-endpoints';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createCodeBucketClient } from '../lib/code-bucket-client';
import { createTableClient } from '../lib/dynamo-client';
import { createCodeObjects } from '../projects/code-objects';
import { createProjects } from '../projects/projects';
import { createVersions } from '../projects/versions';
import { DeploymentError, type DeploymentFailure } from './deployment-errors';
import { ProjectError } from '../projects/project-errors';
import { createDeploymentService } from './deployment-service';
import { previewUrlFromEnvironment } from './preview-url';
import { createSiteStores, sitesConfigured } from './site-stores';
import { renderSocialCard } from './social-card/render-card';

export const DEPLOYMENTS_NOT_CONFIGURED_MESSAGE = 'Deployments are not configured';

const table = createTableClient();
const code = createCodeObjects(createCodeBucketClient());
const service = sitesConfigured()
  ? createDeploymentService({
      projects: createProjects(table),
      versions: createVersions(table, code),
      code,
      ...createSiteStores(table),
      previewUrl: previewUrlFromEnvironment(),
      renderCard: renderSocialCard,
      clock: () => new Date(),
    })
  : null;

/** The service, or 503 where this installation has no sites bucket and store. */
function deployments() {
  if (!service) throw new HttpError(503, DEPLOYMENTS_NOT_CONFIGURED_MESSAGE);
  return service;
}

const statusOf: Record<DeploymentFailure, number> = {
  projectNotFound: 404,
  noCode: 400,
  notDeployed: 404,
  deployNotFound: 404,
  submissionNotFound: 404,
  changedMeanwhile: 409,
};

export const handler = createHttpHandler(
  'deployments',
  deploymentEndpoints,
  {
    getDeployment: async ({ userId, params }) => ({
      success: true as const,
      deployment: await deployments().get(userId, params.projectId),
    }),
    deploy: async ({ userId, body }) => ({
      success: true as const,
      ...(await deployments().deploy(userId, body.project_id)),
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
    setDeploymentNotifications: async ({ userId, params, body }) => ({
      success: true as const,
      notifications: await deployments().setNotifications(userId, params.projectId, body),
    }),
    deleteDeployment: async ({ userId, params }) => {
      await deployments().remove(userId, params.projectId);
      return { success: true as const };
    },
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
