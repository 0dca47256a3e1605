import { Duration } from 'aws-cdk-lib';
import {
  Dashboard,
  GraphWidget,
  LegendPosition,
  MathExpression,
  Metric,
  SingleValueWidget,
  TextWidget,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import {
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  PRODUCT_PAGES,
} from '../../shared/api/product-analytics-schemas';
import { PRODUCT_METRICS } from '../../functions/lib/observability-settings';

const HOURLY = Duration.hours(1);
const DAILY = Duration.days(1);

/**
 * Sitewright's own product analytics for the operators (functions/analytics): page views by route
 * template and the funnel from sign-up to subscription, with each step's conversion from the one
 * before. Every line is one metric of the allow-lists, so the dashboard shows all there can be.
 */
export class ProductAnalyticsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const steps = FUNNEL_STEPS.map((step) =>
      productMetric(PRODUCT_METRICS.funnelSteps, step, FUNNEL_STEP_LABELS[step], DAILY),
    );

    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.days(7) });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          '# Sitewright: product analytics\nPage views by screen and the funnel, counted per day ' +
          'with no cookie and no identifier; visitors who send Do Not Track or Global Privacy ' +
          'Control, and bots, are not counted.',
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Page views by page',
        left: PRODUCT_PAGES.map((page) =>
          productMetric(PRODUCT_METRICS.pageViews, page, page, HOURLY),
        ),
        stacked: true,
        legendPosition: LegendPosition.RIGHT,
        period: HOURLY,
        width: 24,
        height: 8,
      }),
    );
    this.dashboard.addWidgets(
      new SingleValueWidget({
        title: 'Funnel over the time range',
        metrics: steps,
        setPeriodToTimeRange: true,
        width: 24,
        height: 4,
      }),
      new SingleValueWidget({
        title: 'Step-to-step conversion (%)',
        metrics: conversions(steps),
        setPeriodToTimeRange: true,
        width: 24,
        height: 4,
      }),
      new GraphWidget({
        title: 'Funnel steps per day',
        left: steps,
        period: DAILY,
        width: 24,
        height: 6,
      }),
    );
  }
}

function productMetric(
  metric: { name: string; dimension: string },
  value: string,
  label: string,
  period: Duration,
): IMetric {
  return new Metric({
    namespace: PRODUCT_METRICS.namespace,
    metricName: metric.name,
    dimensionsMap: { service: PRODUCT_METRICS.service, [metric.dimension]: value },
    statistic: 'Sum',
    label,
    period,
  });
}

/** Each step as a share of the one before it: `100 * step / previous`. */
function conversions(steps: readonly IMetric[]): IMetric[] {
  return FUNNEL_STEPS.slice(1).map((step, index) => {
    const previous = steps[index];
    const current = steps[index + 1];
    if (!previous || !current) throw new Error(`No metric for the step ${step}`);
    return new MathExpression({
      expression: `100 * step${index + 1} / step${index}`,
      usingMetrics: { [`step${index}`]: previous, [`step${index + 1}`]: current },
      label: `${FUNNEL_STEP_LABELS[FUNNEL_STEPS[index] ?? step]} → ${FUNNEL_STEP_LABELS[step]}`,
      period: DAILY,
    });
  });
}
