import {
  changeAddressRequestSchema,
  changeAddressResponseSchema,
  deleteDeploymentResponseSchema,
  deployHistoryResponseSchema,
  rollbackRequestSchema,
  listSubmissionsQuerySchema,
  listSubmissionsResponseSchema,
  submissionParamsSchema,
  deleteSubmissionResponseSchema,
  rollbackResponseSchema,
  deployRequestSchema,
  deployResponseSchema,
  getDeploymentResponseSchema,
  setNotificationsRequestSchema,
  setNotificationsResponseSchema,
} from './deployment-schemas';
import { siteAnalyticsQuerySchema, siteAnalyticsResponseSchema } from './analytics-schemas';
import { projectParamsSchema } from './common';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** A project's live site: each route's request and response schemas (endpoints.ts joins every area). */
export const deploymentEndpoints = {
  getDeployment: {
    ...endpointRoutes.getDeployment,
    params: projectParamsSchema,
    response: getDeploymentResponseSchema,
  },
  deploy: { ...endpointRoutes.deploy, body: deployRequestSchema, response: deployResponseSchema },
  deleteDeployment: {
    ...endpointRoutes.deleteDeployment,
    params: projectParamsSchema,
    response: deleteDeploymentResponseSchema,
  },
  deployHistory: {
    ...endpointRoutes.deployHistory,
    params: projectParamsSchema,
    response: deployHistoryResponseSchema,
  },
  rollbackDeployment: {
    ...endpointRoutes.rollbackDeployment,
    params: projectParamsSchema,
    body: rollbackRequestSchema,
    response: rollbackResponseSchema,
  },
  listSubmissions: {
    ...endpointRoutes.listSubmissions,
    params: projectParamsSchema,
    query: listSubmissionsQuerySchema,
    response: listSubmissionsResponseSchema,
  },
  deleteSubmission: {
    ...endpointRoutes.deleteSubmission,
    params: submissionParamsSchema,
    response: deleteSubmissionResponseSchema,
  },
  siteAnalytics: {
    ...endpointRoutes.siteAnalytics,
    params: projectParamsSchema,
    query: siteAnalyticsQuerySchema,
    response: siteAnalyticsResponseSchema,
  },
  setDeploymentNotifications: {
    ...endpointRoutes.setDeploymentNotifications,
    params: projectParamsSchema,
    body: setNotificationsRequestSchema,
    response: setNotificationsResponseSchema,
  },
  changeSiteAddress: {
    ...endpointRoutes.changeSiteAddress,
    params: projectParamsSchema,
    body: changeAddressRequestSchema,
    response: changeAddressResponseSchema,
  },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
