import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';
import { productEventsResponseSchema } from './product-analytics-schemas';

/** Sitewright's own analytics: the SPA's batches of page views and funnel steps. */
export const productAnalyticsEndpoints = {
  recordProductEvents: {
    ...endpointRoutes.recordProductEvents,
    response: productEventsResponseSchema,
  },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
