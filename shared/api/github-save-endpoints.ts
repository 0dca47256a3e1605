import { successSchema } from './common';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';
import {
  githubCallbackRequestSchema,
  githubCallbackResponseSchema,
  githubConnectRequestSchema,
  githubConnectResponseSchema,
  githubCreateRepositoryRequestSchema,
  githubRepositoriesQuerySchema,
  githubRepositoriesResponseSchema,
  githubRepositoryResponseSchema,
  githubSaveRequestSchema,
  githubSaveResponseSchema,
  githubStatusQuerySchema,
  githubStatusResponseSchema,
} from './github-save-schemas';

/** Save to GitHub: each route's request and response schemas (endpoints.ts joins every area). */
export const githubSaveEndpoints = {
  githubStatus: {
    ...endpointRoutes.githubStatus,
    query: githubStatusQuerySchema,
    response: githubStatusResponseSchema,
  },
  githubConnect: {
    ...endpointRoutes.githubConnect,
    body: githubConnectRequestSchema,
    response: githubConnectResponseSchema,
  },
  githubFinishConnect: {
    ...endpointRoutes.githubFinishConnect,
    body: githubCallbackRequestSchema,
    response: githubCallbackResponseSchema,
  },
  githubRepositories: {
    ...endpointRoutes.githubRepositories,
    query: githubRepositoriesQuerySchema,
    response: githubRepositoriesResponseSchema,
  },
  githubCreateRepository: {
    ...endpointRoutes.githubCreateRepository,
    body: githubCreateRepositoryRequestSchema,
    response: githubRepositoryResponseSchema,
  },
  githubSave: {
    ...endpointRoutes.githubSave,
    body: githubSaveRequestSchema,
    response: githubSaveResponseSchema,
  },
  githubDisconnect: {
    ...endpointRoutes.githubDisconnect,
    response: successSchema,
  },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
