import { Metrics } from '@aws-lambda-powertools/metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linesWrittenBy } from '../../testing/powertools-lines';
import { PRODUCT_METRICS } from '../lib/observability-settings';
import { createProductMetrics } from './product-metrics';

afterEach(() => vi.unstubAllEnvs());

describe('the product metrics', () => {
  it('are EMF lines in their own namespace: views by page, steps by step, one service', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'payments');
    const metrics = createProductMetrics();

    const lines = await linesWrittenBy(() =>
      metrics.publish({ pages: { '/workspace/$projectId': 3 }, steps: { purchase: 1 } }),
    );

    expect(lines).toEqual([
      expect.objectContaining({
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            {
              Namespace: 'Sitewright/Product',
              Dimensions: [['service', 'Page']],
              Metrics: [{ Name: 'PageViews', Unit: 'Count' }],
            },
          ],
        }),
        service: PRODUCT_METRICS.service,
        Page: '/workspace/$projectId',
        PageViews: 3,
      }),
      expect.objectContaining({
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            {
              Namespace: 'Sitewright/Product',
              Dimensions: [['service', 'Step']],
              Metrics: [{ Name: 'FunnelSteps', Unit: 'Count' }],
            },
          ],
        }),
        service: PRODUCT_METRICS.service,
        Step: 'purchase',
        FunnelSteps: 1,
      }),
    ]);
  });

  it('publish at once, leaving nothing for the end of the invocation', () => {
    const target = new Metrics({ namespace: PRODUCT_METRICS.namespace });
    const metrics = createProductMetrics(target);

    metrics.publish({ pages: { '/': 1 }, steps: {} });

    expect(target.hasStoredMetrics()).toBe(false);
  });
});
