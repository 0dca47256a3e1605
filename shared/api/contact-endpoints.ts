import { contactRequestSchema, contactResponseSchema } from './contact-schemas';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** The contact form: each route's request and response schemas (endpoints.ts joins every area). */
export const contactEndpoints = {
  submitContact: {
    ...endpointRoutes.submitContact,
    body: contactRequestSchema,
    response: contactResponseSchema,
  },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
