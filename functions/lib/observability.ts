import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { METRICS_NAMESPACE, type BusinessMetrics } from './observability-settings';

export {
  BUSINESS_METRICS,
  METRICS_NAMESPACE,
  type BusinessMetric,
  type BusinessMetrics,
  type PowertoolsVariable,
} from './observability-settings';

/**
 * Logs and metrics for every function, made once per container (Powertools for AWS Lambda).
 * The service name is the function's (`POWERTOOLS_SERVICE_NAME`, set by AppFunction to the
 * function list's id); metrics go to the `Sitewright` namespace with that service as their
 * dimension. Tracing is the pipeline's only (tracing.ts): its SDK is too heavy for the rest.
 */

/**
 * Keys whose values are personal data or secrets, compared without case, `_` or `-`. A prompt is
 * the user's own content; names, emails and phone numbers identify people; the rest open doors.
 */
const REDACTED_KEYS = new Set(
  [
    'email',
    'username',
    'givenName',
    'familyName',
    'fullName',
    'phoneNumber',
    'password',
    'token',
    'idToken',
    'accessToken',
    'refreshToken',
    'authorization',
    'cookie',
    'setCookie',
    'secret',
    'keySecret',
    'webhookSecret',
    'clientSecret',
    'apiKey',
    'signature',
    'xRazorpaySignature',
    'xOriginVerify',
    'prompt',
  ].map((key) => key.toLowerCase()),
);
const normalisedKey = (key: string) => key.replace(/[-_]/g, '').toLowerCase();

/** Secrets and personal data that turn up inside text (an error's message, a URL). */
const SCRUBBED_PATTERNS: readonly [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  [/\bsk-[\w-]{16,}/g, '[api key]'],
  [/\bgh[opsu]_[A-Za-z0-9_]{20,}/g, '[token]'],
];

function scrubbed(text: string): string {
  return SCRUBBED_PATTERNS.reduce((result, [pattern, mask]) => result.replace(pattern, mask), text);
}

/**
 * The logger's JSON replacer: drops the values of personal and secret keys and masks emails,
 * tokens and API keys in any text, so a careless log line (an error quoting a request) cannot
 * leak them.
 */
export function withoutPersonalData(key: string, value: unknown): unknown {
  if (REDACTED_KEYS.has(normalisedKey(key))) return '[redacted]';
  return typeof value === 'string' ? scrubbed(value) : value;
}

/** A logger as every function has it; exported for tests that need one reading a changed environment. */
export function createLogger(): Logger {
  return new Logger({ jsonReplacerFn: withoutPersonalData });
}

/** Metrics as every function has them (namespace and service from the environment). */
export function createMetrics(): Metrics {
  return new Metrics({ namespace: METRICS_NAMESPACE });
}

export const logger = createLogger();
export const metrics = createMetrics();

/** Counts into `target`, as Count metrics flushed at the end of the invocation. */
export function businessMetricsOf(target: Metrics): BusinessMetrics {
  return {
    count: (metric, value = 1) => target.addMetric(metric, MetricUnit.Count, value),
  };
}

export const businessMetrics = businessMetricsOf(metrics);

/** The ids a log line is about, appended to every line of the invocation once known. */
export interface LogKeys {
  /** API Gateway's request id, or Lambda's where no API is in between. */
  requestId?: string;
  projectId?: string;
  generationId?: string;
  /** The agent a pipeline Task ran: one function runs several. */
  agent?: string;
}

export function appendLogKeys({ requestId, projectId, generationId, agent }: LogKeys): void {
  logger.appendKeys({
    ...(requestId === undefined ? {} : { request_id: requestId }),
    ...(projectId === undefined ? {} : { project_id: projectId }),
    ...(generationId === undefined ? {} : { generation_id: generationId }),
    ...(agent === undefined ? {} : { agent }),
  });
}

/**
 * A handler with its invocation observed: Lambda's context and the event's ids on every log
 * line, and the metrics it counted flushed as one EMF line when it ends, whether it returned or
 * threw. Locally (no context) the same, without Lambda's fields. Temporary keys are per
 * container: the local cloud, which runs invocations side by side in one process, may show a
 * neighbour's ids on a line.
 */
export function observed<E, R>(
  handler: (event: E) => Promise<R>,
  keysOf: (event: E) => LogKeys = () => ({}),
): (event: E, context?: Context) => Promise<R> {
  return async (event, context) => {
    if (context) logger.addContext(context);
    appendLogKeys({ requestId: context?.awsRequestId, ...keysOf(event) });
    try {
      return await handler(event);
    } finally {
      // Only when something was counted: Powertools warns on every empty flush otherwise.
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
      logger.resetKeys();
    }
  };
}
