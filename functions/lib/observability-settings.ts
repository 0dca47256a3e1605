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
] as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[number];

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
