import { emptyBodySchema } from './common';
import {
  cancelPlanChangeResponseSchema,
  cancelResumeResponseSchema,
  resumeSubscriptionResponseSchema,
  cancelSubscriptionRequestSchema,
  changePlanRequestSchema,
  changePlanResponseSchema,
  cancelSubscriptionResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  listPlansResponseSchema,
  subscriptionStatusResponseSchema,
  verifySubscriptionRequestSchema,
  verifySubscriptionResponseSchema,
} from './subscription-schemas';
import { endpointRoutes, type EndpointDefinition, type EndpointName } from './endpoint-routes';

/** The plans and the caller's subscription: each route's request and response schemas (endpoints.ts joins every area). */
export const subscriptionEndpoints = {
  listPlans: { ...endpointRoutes.listPlans, response: listPlansResponseSchema },
  subscriptionStatus: {
    ...endpointRoutes.subscriptionStatus,
    response: subscriptionStatusResponseSchema,
  },
  createSubscription: {
    ...endpointRoutes.createSubscription,
    body: createSubscriptionRequestSchema,
    response: createSubscriptionResponseSchema,
  },
  verifySubscription: {
    ...endpointRoutes.verifySubscription,
    body: verifySubscriptionRequestSchema,
    response: verifySubscriptionResponseSchema,
  },
  cancelSubscription: {
    ...endpointRoutes.cancelSubscription,
    body: cancelSubscriptionRequestSchema,
    response: cancelSubscriptionResponseSchema,
  },
  changePlan: {
    ...endpointRoutes.changePlan,
    body: changePlanRequestSchema,
    response: changePlanResponseSchema,
  },
  cancelPlanChange: {
    ...endpointRoutes.cancelPlanChange,
    body: emptyBodySchema,
    response: cancelPlanChangeResponseSchema,
  },
  resumeSubscription: {
    ...endpointRoutes.resumeSubscription,
    body: emptyBodySchema,
    response: resumeSubscriptionResponseSchema,
  },
  cancelResume: {
    ...endpointRoutes.cancelResume,
    body: emptyBodySchema,
    response: cancelResumeResponseSchema,
  },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
