/**
 * The names Powertools is set up with, apart from Powertools itself, so the CDK app and the
 * local cloud can read them without loading it (observability.ts makes the Logger and Metrics).
 */

/** The CloudWatch namespace of the product's own metrics (AppFunction sets it too). */
export const METRICS_NAMESPACE = 'Sitewright';

/**
 * What the business counts, each emitted once where it happens, after its write committed (a
 * retry that changes nothing counts nothing). Credits are counted in credits, the rest in events.
 */
export const BUSINESS_METRICS = [
  'BuildsStarted',
  'BuildsCompleted',
  'BuildsFailed',
  'BuildsRefunded',
  'CreditsSpent',
  'CreditsRefunded',
  'PaymentsCredited',
  'EditsRefundedUnchanged',
  'AccountsDeleted',
  'AccountsExported',
] as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[number];

/**
 * Sitewright's own product analytics (functions/analytics), in a namespace of their own: one
 * metric per kind of event, with the page's route template or the funnel step as its dimension.
 * Both come from the allow-lists of shared/api/product-analytics-schemas.ts, so the metrics (each
 * value a custom metric CloudWatch charges for) are few and known, and the dashboard draws each.
 * The `service` dimension Powertools always adds is fixed too, whichever function counted.
 */
export const PRODUCT_METRICS = {
  namespace: 'Sitewright/Product',
  service: 'product',
  pageViews: { name: 'PageViews', dimension: 'Page' },
  funnelSteps: { name: 'FunnelSteps', dimension: 'Step' },
} as const;

/** How services count what happened; tests pass a recorder. */
export interface BusinessMetrics {
  count(metric: BusinessMetric, value?: number): void;
}

/**
 * The Powertools variables the CDK app and the local cloud set (read by Powertools itself, so
 * they are not in environment.ts).
 */
export type PowertoolsVariable =
  | 'POWERTOOLS_SERVICE_NAME'
  | 'POWERTOOLS_METRICS_NAMESPACE'
  | 'POWERTOOLS_METRICS_DISABLED'
  | 'POWERTOOLS_LOG_LEVEL'
  | 'POWERTOOLS_TRACE_ENABLED'
  | 'POWERTOOLS_TRACER_CAPTURE_RESPONSE';
