import type * as z from '../zod';
import { abuseEndpoints } from './abuse-endpoints';
import { accountEndpoints } from './account-endpoints';
import { authEndpoints } from './auth-endpoints';
import { contactEndpoints } from './contact-endpoints';
import { creditsEndpoints } from './credits-endpoints';
import { customDomainEndpoints } from './custom-domain-endpoints';
import { deploymentEndpoints } from './deployment-endpoints';
import type { EndpointDefinition, EndpointName } from './endpoint-routes';
import { githubOidcEndpoints } from './github-oidc-endpoints';
import { githubSaveEndpoints } from './github-save-endpoints';
import { paymentEndpoints } from './payment-endpoints';
import { productAnalyticsEndpoints } from './product-analytics-endpoints';
import { projectEndpoints } from './project-endpoints';
import { siteFormEndpoints } from './site-form-endpoints';
import { subscriptionEndpoints } from './subscription-endpoints';

export * from './endpoint-routes';

/**
 * Every HTTP call with its request and response shapes. The server parses requests with these
 * schemas (each function with its own area's, to load no more than it serves); the web client
 * types its calls and parses responses with them.
 */
export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...projectEndpoints,
  ...subscriptionEndpoints,
  ...deploymentEndpoints,
  ...creditsEndpoints,
  ...paymentEndpoints,
  ...contactEndpoints,
  ...abuseEndpoints,
  ...siteFormEndpoints,
  ...customDomainEndpoints,
  ...githubOidcEndpoints,
  ...githubSaveEndpoints,
  ...productAnalyticsEndpoints,
} as const satisfies Record<EndpointName, EndpointDefinition>;

export type Endpoints = typeof endpoints;

type SchemaOutput<E, K extends string> =
  E extends Record<K, infer S extends z.core.$ZodType> ? z.output<S> : undefined;
type SchemaInput<E, K extends string> =
  E extends Record<K, infer S extends z.core.$ZodType> ? z.input<S> : undefined;

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
