import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductApp } from '../create-app';
import { buildTestApp, templateOf } from '../../testing/cdk/test-app';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '../../functions/lib/observability-settings';

describe('the operations dashboard', () => {
  let product: ProductApp;
  let template: Template;
  let body: string;

  beforeAll(() => {
    product = buildTestApp();
    template = templateOf(product.api);
    // The operators' one dashboard; the product's analytics have their own.
    const dashboards = Object.entries(template.findResources('AWS::CloudWatch::Dashboard'));
    const [, dashboard] = dashboards.find(([id]) => id.startsWith('Dashboard')) ?? [];
    body = JSON.stringify(dashboard);
  });

  it('is one dashboard with builds, credits and payments, accounts and errors', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 2);
    for (const title of [
      'Builds',
      'Credits and payments',
      'Accounts and deploys',
      'HTTP API',
      'Function errors and throttles',
      'Live connection',
    ]) {
      expect(body).toContain(`\\"title\\":\\"${title}\\"`);
    }
    for (const metric of ['ExecutionsStarted', 'ExecutionsFailed', 'ExecutionsTimedOut', '5xx']) {
      expect(body).toContain(metric);
    }
  });

  it('counts payments, orders, sign-ups and deploys from the access logs', () => {
    for (const [name, routeKey] of [
      ['PaymentsVerified', 'POST /api/credits/verify-payment'],
      ['CreditOrders', 'POST /api/credits/create-order'],
      ['SignUps', 'POST /api/auth/register'],
      ['WebhooksHandled', 'POST /api/payments/webhook'],
    ] as const) {
      template.hasResourceProperties('AWS::Logs::MetricFilter', {
        FilterPattern: `{ ($.routeKey = "${routeKey}") && ($.status = "200") }`,
        MetricTransformations: [
          { MetricName: name, MetricNamespace: 'WebsiteBuilder/Business', MetricValue: '1' },
        ],
      });
      expect(body).toContain(name);
    }
  });

  it("graphs the functions' own counts of builds, credits and payments, over every function", () => {
    for (const title of [
      'Builds counted by the functions',
      'Credits spent and refunded per hour',
      'Payments credited',
      'Accounts deleted and exported',
    ]) {
      expect(body).toContain(`\\"title\\":\\"${title}\\"`);
    }
    // The dashboard's JSON is a string in the template, and the template is a string here.
    const asInBody = (text: string) => JSON.stringify(JSON.stringify(text)).slice(3, -3);
    for (const metric of BUSINESS_METRICS) {
      expect(body).toContain(
        asInBody(`SUM(SEARCH('{${METRICS_NAMESPACE},service} MetricName="${metric}"', 'Sum',`),
      );
    }
  });

  it('shows how many failed runs wait for a refund', () => {
    expect(body).toContain('Unrefunded runs waiting');
    expect(body).toContain('ApproximateNumberOfMessagesVisible');
  });
});
