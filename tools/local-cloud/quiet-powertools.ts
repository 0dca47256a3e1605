import type { PowertoolsVariable } from '../../functions/lib/observability-settings';

/**
 * Powertools on this machine, where every function runs in one process: no EMF metric lines and
 * no X-Ray (nothing would read them), and only warnings and errors logged. Powertools reads these
 * when the functions' modules load, so they are set before anything imports one; a variable the
 * developer set (POWERTOOLS_LOG_LEVEL=DEBUG, say) is left as it is.
 */
export const LOCAL_POWERTOOLS_ENVIRONMENT = {
  POWERTOOLS_SERVICE_NAME: 'local',
  POWERTOOLS_METRICS_DISABLED: 'true',
  POWERTOOLS_TRACE_ENABLED: 'false',
  POWERTOOLS_LOG_LEVEL: 'WARN',
} as const satisfies Partial<Record<PowertoolsVariable, string>>;

for (const [name, value] of Object.entries(LOCAL_POWERTOOLS_ENVIRONMENT)) {
  process.env[name] ??= value;
}
