import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  paymentsWebhookResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from './payment-schemas';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** A credit package's purchase and the payments webhook: each route's request and response schemas (endpoints.ts joins every area). */
export const paymentEndpoints = {
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
