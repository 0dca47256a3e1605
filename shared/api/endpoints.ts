import type { z } from 'zod';
import {
  authResponseSchema,
  googleSessionResponseSchema,
  identitySyncRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  meResponseSchema,
  forgotPasswordRequestSchema,
  registerRequestSchema,
  sendEmailCodeResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from './auth-schemas';
import {
  assetParamsSchema,
  completeAssetResponseSchema,
  createAssetRequestSchema,
  createAssetResponseSchema,
  listAssetsResponseSchema,
} from './asset-schemas';
import { emptyBodySchema, successSchema } from './common';
import { contactRequestSchema, contactResponseSchema } from './contact-schemas';
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
import {
  deleteDeploymentResponseSchema,
  deployRequestSchema,
  deployResponseSchema,
  getDeploymentResponseSchema,
} from './deployment-schemas';
import {
  createProjectRequestSchema,
  createProjectResponseSchema,
  deleteProjectResponseSchema,
  listProjectsQuerySchema,
  listProjectsResponseSchema,
  listVersionsResponseSchema,
  projectDetailSchema,
  saveCodeRequestSchema,
  projectParamsSchema,
  projectVersionParamsSchema,
  versionDetailSchema,
} from './project-schemas';
import { quoteRequestSchema, quoteResponseSchema } from './quote-schemas';
import {
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  listPlansResponseSchema,
  subscriptionStatusResponseSchema,
  verifySubscriptionRequestSchema,
  verifySubscriptionResponseSchema,
} from './subscription-schemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `public`: no token. `user`: a verified bearer token whose subject is the caller. */
export type Access = 'public' | 'user';

export interface EndpointDefinition {
  method: HttpMethod;
  /** API Gateway style, with `{param}` placeholders. */
  path: `/api/${string}`;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The function receives the body's bytes exactly as they were sent (`rawBody`), unparsed: for
   * a webhook whose signature covers those bytes. Such an endpoint has no `body` schema.
   */
  rawBody?: true;
  response: z.ZodType;
}

/**
 * Every HTTP call of requirements §7 (and the contact form's, which the requirements only simulates), with its
 * request and response shapes. The server parses requests
 * with these schemas; the web client types its calls and parses responses with them.
 */
export const endpoints = {
  identitySync: {
    method: 'POST',
    path: '/api/auth/sync',
    access: 'user',
    body: identitySyncRequestSchema,
    response: authResponseSchema,
  },
  /** The requirements' name for the identity sync, kept as an alias. */
  identitySyncAlias: {
    method: 'POST',
    path: '/api/auth/firebase/sync',
    access: 'user',
    body: identitySyncRequestSchema,
    response: authResponseSchema,
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    body: registerRequestSchema,
    response: authResponseSchema,
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: loginRequestSchema,
    response: authResponseSchema,
  },
  googleSession: {
    method: 'POST',
    path: '/api/auth/google/session',
    access: 'public',
    body: emptyBodySchema,
    response: googleSessionResponseSchema,
  },
  me: { method: 'GET', path: '/api/auth/me', access: 'user', response: meResponseSchema },
  /** Emails the caller a code that proves they own their address (at most one a minute). */
  sendEmailCode: {
    method: 'POST',
    path: '/api/auth/email/code',
    access: 'user',
    body: emptyBodySchema,
    response: sendEmailCodeResponseSchema,
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/email/verify',
    access: 'user',
    body: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
  },
  /** Sends a password reset code, limited per address and per caller. */
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    body: forgotPasswordRequestSchema,
    response: successSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    body: logoutRequestSchema,
    response: logoutResponseSchema,
  },

  listProjects: {
    method: 'GET',
    path: '/api/projects',
    access: 'user',
    query: listProjectsQuerySchema,
    response: listProjectsResponseSchema,
  },
  createProject: {
    method: 'POST',
    path: '/api/projects/create',
    access: 'user',
    body: createProjectRequestSchema,
    response: createProjectResponseSchema,
  },
  getProject: {
    method: 'GET',
    path: '/api/projects/{projectId}',
    access: 'user',
    params: projectParamsSchema,
    response: projectDetailSchema,
  },
  deleteProject: {
    method: 'DELETE',
    path: '/api/projects/{projectId}',
    access: 'user',
    params: projectParamsSchema,
    response: deleteProjectResponseSchema,
  },
  /** Beyond the requirements: the version history, one version's HTML, and restoring one. */
  listVersions: {
    method: 'GET',
    path: '/api/projects/{projectId}/versions',
    access: 'user',
    params: projectParamsSchema,
    response: listVersionsResponseSchema,
  },
  getVersion: {
    method: 'GET',
    path: '/api/projects/{projectId}/versions/{version}',
    access: 'user',
    params: projectVersionParamsSchema,
    response: versionDetailSchema,
  },
  /** Saves the version's HTML as a new version, free of charge; answers as getProject does. */
  restoreVersion: {
    method: 'POST',
    path: '/api/projects/{projectId}/versions/{version}/restore',
    access: 'user',
    params: projectVersionParamsSchema,
    response: projectDetailSchema,
  },
  /** An edit made in the preview, saved as a new version, free of charge; answers as getProject. */
  saveCode: {
    method: 'PUT',
    path: '/api/projects/{projectId}/code',
    access: 'user',
    params: projectParamsSchema,
    body: saveCodeRequestSchema,
    response: projectDetailSchema,
  },
  /**
   * The project's own images (issue: uploads): announce a file and get a presigned upload, then
   * complete it (checked and, for SVG, cleaned) to use it in the page by its path.
   */
  createAsset: {
    method: 'POST',
    path: '/api/projects/{projectId}/assets',
    access: 'user',
    params: projectParamsSchema,
    body: createAssetRequestSchema,
    response: createAssetResponseSchema,
  },
  completeAsset: {
    method: 'POST',
    path: '/api/projects/{projectId}/assets/{assetId}/complete',
    access: 'user',
    params: assetParamsSchema,
    body: emptyBodySchema,
    response: completeAssetResponseSchema,
  },
  listAssets: {
    method: 'GET',
    path: '/api/projects/{projectId}/assets',
    access: 'user',
    params: projectParamsSchema,
    response: listAssetsResponseSchema,
  },
  /**
   * Beyond the requirements: what a message would run and cost, before anything runs. The quote the user
   * confirms is computed by the same function as the socket's debit.
   */
  quoteMessage: {
    method: 'POST',
    path: '/api/projects/{projectId}/quote',
    access: 'user',
    params: projectParamsSchema,
    body: quoteRequestSchema,
    response: quoteResponseSchema,
  },

  listPlans: {
    method: 'GET',
    path: '/api/subscriptions/plans',
    access: 'public',
    response: listPlansResponseSchema,
  },
  subscriptionStatus: {
    method: 'GET',
    path: '/api/subscriptions/status',
    access: 'user',
    response: subscriptionStatusResponseSchema,
  },
  createSubscription: {
    method: 'POST',
    path: '/api/subscriptions/create',
    access: 'user',
    body: createSubscriptionRequestSchema,
    response: createSubscriptionResponseSchema,
  },
  verifySubscription: {
    method: 'POST',
    path: '/api/subscriptions/verify',
    access: 'user',
    body: verifySubscriptionRequestSchema,
    response: verifySubscriptionResponseSchema,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/api/subscriptions/cancel',
    access: 'user',
    body: cancelSubscriptionRequestSchema,
    response: cancelSubscriptionResponseSchema,
  },

  getDeployment: {
    method: 'GET',
    path: '/api/deployments/{projectId}',
    access: 'user',
    params: projectParamsSchema,
    response: getDeploymentResponseSchema,
  },
  deploy: {
    method: 'POST',
    path: '/api/deployments/deploy',
    access: 'user',
    body: deployRequestSchema,
    response: deployResponseSchema,
  },
  deleteDeployment: {
    method: 'DELETE',
    path: '/api/deployments/{projectId}',
    access: 'user',
    params: projectParamsSchema,
    response: deleteDeploymentResponseSchema,
  },

  listPackages: {
    method: 'GET',
    path: '/api/credits/packages',
    access: 'public',
    response: listPackagesResponseSchema,
  },
  listTransactions: {
    method: 'GET',
    path: '/api/credits/transactions',
    access: 'user',
    query: listTransactionsQuerySchema,
    response: listTransactionsResponseSchema,
  },
  creditSummary: {
    method: 'GET',
    path: '/api/credits/summary',
    access: 'user',
    response: creditSummaryResponseSchema,
  },
  pricing: {
    method: 'GET',
    path: '/api/credits/pricing',
    access: 'public',
    response: pricingResponseSchema,
  },
  createOrder: {
    method: 'POST',
    path: '/api/credits/create-order',
    access: 'user',
    body: createOrderRequestSchema,
    response: createOrderResponseSchema,
  },
  verifyPayment: {
    method: 'POST',
    path: '/api/credits/verify-payment',
    access: 'user',
    body: verifyPaymentRequestSchema,
    response: verifyPaymentResponseSchema,
  },
  /**
   * Beyond the requirements: Razorpay's webhook (payment.captured, order.paid), which credits a paid order
   * whose verify call never came. Public: Razorpay signs the raw body instead of sending a token.
   */
  paymentsWebhook: {
    method: 'POST',
    path: '/api/payments/webhook',
    access: 'public',
    rawBody: true,
    response: paymentsWebhookResponseSchema,
  },

  submitContact: {
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    body: contactRequestSchema,
    response: contactResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type SchemaOutput<E, K extends string> =
  E extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;
type SchemaInput<E, K extends string> =
  E extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined;

/** What a handler receives after parsing. */
export type EndpointParams<N extends EndpointName> = SchemaOutput<Endpoints[N], 'params'>;
export type EndpointQuery<N extends EndpointName> = SchemaOutput<Endpoints[N], 'query'>;
export type EndpointBody<N extends EndpointName> = SchemaOutput<Endpoints[N], 'body'>;
export type EndpointResponse<N extends EndpointName> = z.output<Endpoints[N]['response']>;

/** What a client sends before parsing (defaults may be left out). */
export type EndpointRequestInput<N extends EndpointName> = {
  params: SchemaInput<Endpoints[N], 'params'>;
  query: SchemaInput<Endpoints[N], 'query'>;
  body: SchemaInput<Endpoints[N], 'body'>;
};

/** API Gateway's route key for an endpoint, e.g. `GET /api/credits/packages`. */
export function routeKeyOf(name: EndpointName): string {
  const endpoint = endpoints[name];
  return `${endpoint.method} ${endpoint.path}`;
}

/** Fills `{param}` placeholders: `/api/projects/{projectId}` → `/api/projects/01H…`. */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}
