import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  PRODUCT_PAGES,
} from '../../shared/api/product-analytics-schemas';
import { buildTestApp, templateOf } from '../../testing/cdk/test-app';

/** The dashboard's body as CloudWatch reads it: only what these tests look at. */
const bodySchema = z.object({
  widgets: z.array(
    z.object({
      properties: z.object({
        title: z.string().optional(),
        metrics: z.array(z.array(z.unknown())).optional(),
        setPeriodToTimeRange: z.boolean().optional(),
      }),
    }),
  ),
});
type Widget = z.infer<typeof bodySchema>['widgets'][number];

/** The body is a string, or a join where it names the stack's region: JSON either way. */
const bodyTextSchema = z.union([
  z.string(),
  z
    .object({ 'Fn::Join': z.tuple([z.string(), z.array(z.unknown())]) })
    .transform(({ 'Fn::Join': [, parts] }) =>
      parts.map((part) => (typeof part === 'string' ? part : 'us-east-1')).join(''),
    ),
]);

/** A metric line (`[namespace, name, dimension, value, …, options]`) as what it draws. */
function drawn(line: readonly unknown[]) {
  const [namespace, metric, ...rest] = line;
  const dimensions: Record<string, unknown> = {};
  for (let index = 0; typeof rest[index] === 'string'; index += 2) {
    dimensions[String(rest[index])] = rest[index + 1];
  }
  return { namespace, metric, dimensions };
}

describe('the product analytics dashboard', () => {
  let widgets: Widget[];

  beforeAll(() => {
    const template = templateOf(buildTestApp().api);
    const dashboards = Object.entries(template.findResources('AWS::CloudWatch::Dashboard'));
    const [, product] = dashboards.find(([id]) => id.startsWith('ProductAnalytics')) ?? [];
    const body = z
      .object({ Properties: z.object({ DashboardBody: bodyTextSchema }) })
      .parse(product);
    widgets = bodySchema.parse(JSON.parse(body.Properties.DashboardBody)).widgets;
  });

  const widget = (title: string) => {
    const found = widgets.find((candidate) => candidate.properties.title === title);
    if (!found) throw new Error(`No widget titled ${title}`);
    return found.properties;
  };

  it('draws page views for every page template, from the Sitewright/Product namespace', () => {
    const lines = widget('Page views by page').metrics ?? [];

    expect(lines.map(drawn)).toEqual(
      PRODUCT_PAGES.map((page) => ({
        namespace: 'Sitewright/Product',
        metric: 'PageViews',
        dimensions: { service: 'product', Page: page },
      })),
    );
  });

  it('shows the funnel in order over the time range, with each step’s conversion', () => {
    const funnel = widget('Funnel over the time range');
    const conversion = JSON.stringify(widget('Step-to-step conversion (%)').metrics);

    expect(funnel.setPeriodToTimeRange).toBe(true);
    expect(funnel.metrics?.map(drawn)).toEqual(
      FUNNEL_STEPS.map((step) => ({
        namespace: 'Sitewright/Product',
        metric: 'FunnelSteps',
        dimensions: { service: 'product', Step: step },
      })),
    );
    expect(conversion).toContain('100 * step1 / step0');
    expect(conversion).toContain('100 * step5 / step4');
    expect(conversion).toContain(
      `${FUNNEL_STEP_LABELS.sign_up} → ${FUNNEL_STEP_LABELS.first_build}`,
    );
  });
});
