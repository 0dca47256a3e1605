import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { PRODUCT_METRICS } from '../lib/observability-settings';
import type { ProductCounts } from './product-days';

/** How the product's counts reach the operators; tests pass a recorder. */
export interface ProductMetrics {
  publish(counts: ProductCounts): void;
}

/**
 * The counts as CloudWatch metrics (Powertools' EMF lines in the function's log), published at
 * once: one line per page or step, `PageViews` by `Page` and `FunnelSteps` by `Step`, in the
 * `Sitewright/Product` namespace with a fixed service, whichever function counted.
 */
export function createProductMetrics(
  target = new Metrics({
    namespace: PRODUCT_METRICS.namespace,
    serviceName: PRODUCT_METRICS.service,
  }),
): ProductMetrics {
  function emit(
    metric: { name: string; dimension: string },
    counts: Record<string, number | undefined>,
  ) {
    for (const [value, count] of Object.entries(counts)) {
      if (!count) continue;
      const line = target.singleMetric();
      line.addDimension(metric.dimension, value);
      line.addMetric(metric.name, MetricUnit.Count, count);
    }
  }
  return {
    publish(counts) {
      emit(PRODUCT_METRICS.pageViews, counts.pages);
      emit(PRODUCT_METRICS.funnelSteps, counts.steps);
    },
  };
}
