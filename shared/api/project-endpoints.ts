import {
  assetParamsSchema,
  completeAssetResponseSchema,
  createAssetRequestSchema,
  createAssetResponseSchema,
  listAssetsResponseSchema,
} from './asset-schemas';
import { emptyBodySchema, projectParamsSchema } from './common';
import {
  createProjectRequestSchema,
  createProjectResponseSchema,
  deleteProjectResponseSchema,
  listProjectsQuerySchema,
  listProjectsResponseSchema,
  listRunsResponseSchema,
  listVersionsResponseSchema,
  projectDetailSchema,
  projectVersionParamsSchema,
  renameProjectRequestSchema,
  saveCodeRequestSchema,
  socketTicketResponseSchema,
  versionDetailSchema,
} from './project-schemas';
import { quoteRequestSchema, quoteResponseSchema } from './quote-schemas';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** The projects, their versions, images and quotes: each route's request and response schemas (endpoints.ts joins every area). */
export const projectEndpoints = {
  listProjects: {
    ...endpointRoutes.listProjects,
    query: listProjectsQuerySchema,
    response: listProjectsResponseSchema,
  },
  createProject: {
    ...endpointRoutes.createProject,
    body: createProjectRequestSchema,
    response: createProjectResponseSchema,
  },
  getProject: {
    ...endpointRoutes.getProject,
    params: projectParamsSchema,
    response: projectDetailSchema,
  },
  deleteProject: {
    ...endpointRoutes.deleteProject,
    params: projectParamsSchema,
    response: deleteProjectResponseSchema,
  },
  renameProject: {
    ...endpointRoutes.renameProject,
    params: projectParamsSchema,
    body: renameProjectRequestSchema,
    response: projectDetailSchema,
  },
  listRuns: {
    ...endpointRoutes.listRuns,
    params: projectParamsSchema,
    response: listRunsResponseSchema,
  },
  listVersions: {
    ...endpointRoutes.listVersions,
    params: projectParamsSchema,
    response: listVersionsResponseSchema,
  },
  getVersion: {
    ...endpointRoutes.getVersion,
    params: projectVersionParamsSchema,
    response: versionDetailSchema,
  },
  restoreVersion: {
    ...endpointRoutes.restoreVersion,
    params: projectVersionParamsSchema,
    response: projectDetailSchema,
  },
  saveCode: {
    ...endpointRoutes.saveCode,
    params: projectParamsSchema,
    body: saveCodeRequestSchema,
    response: projectDetailSchema,
  },
  createAsset: {
    ...endpointRoutes.createAsset,
    params: projectParamsSchema,
    body: createAssetRequestSchema,
    response: createAssetResponseSchema,
  },
  completeAsset: {
    ...endpointRoutes.completeAsset,
    params: assetParamsSchema,
    body: emptyBodySchema,
    response: completeAssetResponseSchema,
  },
  listAssets: {
    ...endpointRoutes.listAssets,
    params: projectParamsSchema,
    response: listAssetsResponseSchema,
  },
  quoteMessage: {
    ...endpointRoutes.quoteMessage,
    params: projectParamsSchema,
    body: quoteRequestSchema,
    response: quoteResponseSchema,
  },
  issueSocketTicket: {
    ...endpointRoutes.issueSocketTicket,
    params: projectParamsSchema,
    response: socketTicketResponseSchema,
  },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
