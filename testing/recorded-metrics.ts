import type { FunnelCounter, ServerFunnelStep } from '../functions/analytics/product-analytics';
import type { BusinessMetric, BusinessMetrics } from '../functions/lib/observability-settings';

/** Test-only: business metrics that a service counted, kept to be asserted. */
export function recordedMetrics() {
  const counted: { metric: BusinessMetric; value: number }[] = [];
  const metrics: BusinessMetrics = {
    count: (metric, value = 1) => {
      counted.push({ metric, value });
    },
  };
  return {
    metrics,
    /** How many times `metric` was counted. */
    times: (metric: BusinessMetric) => counted.filter((entry) => entry.metric === metric).length,
    /** The sum of what was counted as `metric`. */
    total: (metric: BusinessMetric) =>
      counted.filter((entry) => entry.metric === metric).reduce((sum, e) => sum + e.value, 0),
    /** Every metric counted so far, in order. */
    names: () => counted.map((entry) => entry.metric),
  };
}

/** Test-only: the funnel steps a service counted, with whether each was countable. */
export function recordedFunnel() {
  const counted: { step: ServerFunnelStep; countable: boolean }[] = [];
  const funnel: FunnelCounter = {
    countStep: async (step, countable) => {
      counted.push({ step, countable });
    },
  };
  return {
    funnel,
    counted,
    /** The steps that were counted, leaving out those their users declined. */
    steps: () => counted.filter((entry) => entry.countable).map((entry) => entry.step),
  };
}
