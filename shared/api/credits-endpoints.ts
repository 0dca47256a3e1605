import {
  creditSummaryResponseSchema,
  listPackagesResponseSchema,
  listTransactionsQuerySchema,
  listTransactionsResponseSchema,
  pricingResponseSchema,
} from './credits-schemas';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** Credit packages, the ledger and the pricing: each route's request and response schemas (endpoints.ts joins every area). */
export const creditsEndpoints = {
  listPackages: { ...endpointRoutes.listPackages, response: listPackagesResponseSchema },
  listTransactions: {
    ...endpointRoutes.listTransactions,
    query: listTransactionsQuerySchema,
    response: listTransactionsResponseSchema,
  },
  creditSummary: { ...endpointRoutes.creditSummary, response: creditSummaryResponseSchema },
  pricing: { ...endpointRoutes.pricing, response: pricingResponseSchema },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
