import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  creditSummaryResponseSchema,
  listPackagesResponseSchema,
  listTransactionsQuerySchema,
  listTransactionsResponseSchema,
  paymentsWebhookResponseSchema,
  pricingResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from './credits-schemas';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** Credit packages, the ledger, purchases and the payments webhook: each route's request and response schemas (endpoints.ts joins every area). */
export const creditsEndpoints = {
  listPackages: { ...endpointRoutes.listPackages, response: listPackagesResponseSchema },
  listTransactions: {
    ...endpointRoutes.listTransactions,
    query: listTransactionsQuerySchema,
    response: listTransactionsResponseSchema,
  },
  creditSummary: { ...endpointRoutes.creditSummary, response: creditSummaryResponseSchema },
  pricing: { ...endpointRoutes.pricing, response: pricingResponseSchema },
  createOrder: {
    ...endpointRoutes.createOrder,
    body: createOrderRequestSchema,
    response: createOrderResponseSchema,
  },
  verifyPayment: {
    ...endpointRoutes.verifyPayment,
    body: verifyPaymentRequestSchema,
    response: verifyPaymentResponseSchema,
  },
  paymentsWebhook: { ...endpointRoutes.paymentsWebhook, response: paymentsWebhookResponseSchema },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
