import { emptyBodySchema, projectParamsSchema } from './common';
import {
  checkCustomDomainResponseSchema,
  customDomainRequestSchema,
  customDomainResponseSchema,
  getCustomDomainResponseSchema,
  removeCustomDomainResponseSchema,
} from './custom-domain-schemas';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** A deployed site's custom domain: each route's request and response schemas. */
export const customDomainEndpoints = {
  getCustomDomain: {
    ...endpointRoutes.getCustomDomain,
    params: projectParamsSchema,
    response: getCustomDomainResponseSchema,
  },
  attachCustomDomain: {
    ...endpointRoutes.attachCustomDomain,
    params: projectParamsSchema,
    body: customDomainRequestSchema,
    response: customDomainResponseSchema,
  },
  checkCustomDomain: {
    ...endpointRoutes.checkCustomDomain,
    params: projectParamsSchema,
    body: emptyBodySchema,
    response: checkCustomDomainResponseSchema,
  },
  removeCustomDomain: {
    ...endpointRoutes.removeCustomDomain,
    params: projectParamsSchema,
    response: removeCustomDomainResponseSchema,
  },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
