import {
  abuseReportRequestSchema,
  abuseReportResponseSchema,
  moderationRequestSchema,
  moderationResponseSchema,
} from './abuse-schemas';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** Reports of deployed sites and the operators' answers to them (endpoints.ts joins every area). */
export const abuseEndpoints = {
  submitAbuseReport: {
    ...endpointRoutes.submitAbuseReport,
    body: abuseReportRequestSchema,
    response: abuseReportResponseSchema,
  },
  takeDownSite: {
    ...endpointRoutes.takeDownSite,
    body: moderationRequestSchema,
    response: moderationResponseSchema,
  },
  releaseSite: {
    ...endpointRoutes.releaseSite,
    body: moderationRequestSchema,
    response: moderationResponseSchema,
  },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
