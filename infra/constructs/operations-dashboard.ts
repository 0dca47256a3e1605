import { Duration } from 'aws-cdk-lib';
import {
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { routeKeyOf, type EndpointName } from '../../shared/api/endpoints';
import { METRICS_NAMESPACE, type BusinessMetric } from '../../functions/lib/observability-settings';
import type { AppFunction } from './app-function';
import type { ProductHttpApi } from './product-http-api';
import type { ProductWebSocketApi } from './product-websocket-api';

export interface OperationsDashboardProps {
  functions: Readonly<Record<string, AppFunction>>;
  httpApi: ProductHttpApi;
  socketApi: ProductWebSocketApi;
  /** Absent only when a test's function list has no pipeline functions. */
  stateMachine?: StateMachine;
  unrefundedRuns?: Queue;
}

const PERIOD = Duration.minutes(5);
const HOURLY = Duration.hours(1);
const NAMESPACE = 'WebsiteBuilder/Business';

/**
 * Business events counted from the HTTP API's access logs (one JSON line per call): a call's
 * route and a 200 mean it happened. Names are the dashboard's.
 */
const SUCCESSFUL_CALLS = {
  SignUps: 'register',
  AccountsSynced: 'identitySync',
  EmailsVerified: 'verifyEmail',
  CreditOrders: 'createOrder',
  PaymentsVerified: 'verifyPayment',
  SubscriptionsStarted: 'verifySubscription',
  WebhooksHandled: 'paymentsWebhook',
  Deploys: 'deploy',
} as const satisfies Record<string, EndpointName>;

/**
 * One page for the operator: builds (started, succeeded, failed, timed out, unrefunded), credits
 * and payments (orders, payments and subscriptions verified, webhooks, from the access logs),
 * accounts (sign-ups, verified emails), what the functions count (builds, credits spent and
 * refunded, payments credited), traffic and errors (API answers, functions' errors and
 * throttles, the live connection).
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const counted = Object.fromEntries(
      Object.entries(SUCCESSFUL_CALLS).map(([name, endpoint]) => [
        name,
        this.successfulCalls(props.httpApi, name, endpoint),
      ]),
    ) as Record<keyof typeof SUCCESSFUL_CALLS, IMetric>;

    this.dashboard = new Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.days(1),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          '# Website builder\nBuilds, money, accounts and errors. Alarms go to the Operations topic.',
        width: 24,
        height: 2,
      }),
    );
    const machine = props.stateMachine;
    this.dashboard.addWidgets(
      this.graph('Builds', [
        ...(machine
          ? [
              machine.metricStarted({ period: PERIOD, label: 'Started' }),
              machine.metricSucceeded({ period: PERIOD, label: 'Succeeded' }),
              machine.metricFailed({ period: PERIOD, label: 'Failed' }),
              machine.metricTimedOut({ period: PERIOD, label: 'Timed out' }),
            ]
          : []),
        ...(props.unrefundedRuns
          ? [
              props.unrefundedRuns.metricApproximateNumberOfMessagesVisible({
                period: PERIOD,
                statistic: 'Maximum',
                label: 'Unrefunded runs waiting',
              }),
            ]
          : []),
      ]),
      this.graph('Credits and payments', [
        counted.CreditOrders,
        counted.PaymentsVerified,
        counted.SubscriptionsStarted,
        counted.WebhooksHandled,
      ]),
      this.graph('Accounts and deploys', [
        counted.SignUps,
        counted.AccountsSynced,
        counted.EmailsVerified,
        counted.Deploys,
      ]),
    );
    // What the functions count themselves (Powertools' EMF lines): builds, credits, payments.
    this.dashboard.addWidgets(
      this.graph('Builds counted by the functions', [
        this.businessMetric('BuildsStarted', 'Started'),
        this.businessMetric('BuildsCompleted', 'Completed'),
        this.businessMetric('BuildsFailed', 'Failed'),
        this.businessMetric('BuildsRefunded', 'Refunded'),
        this.businessMetric('EditsRefundedUnchanged', 'Edits refunded as unchanged'),
      ]),
      this.graph(
        'Credits spent and refunded per hour',
        [
          this.businessMetric('CreditsSpent', 'Credits spent', HOURLY),
          this.businessMetric('CreditsRefunded', 'Credits refunded', HOURLY),
        ],
        HOURLY,
      ),
      this.graph('Payments credited', [
        this.businessMetric('PaymentsCredited', 'Payments credited'),
      ]),
      this.graph('Accounts deleted and exported', [
        this.businessMetric('AccountsDeleted', 'Deleted'),
        this.businessMetric('AccountsExported', 'Exported'),
      ]),
    );
    const api = props.httpApi.httpApi;
    const functions = Object.values(props.functions);
    this.dashboard.addWidgets(
      this.graph('HTTP API', [
        api.metricCount({ period: PERIOD, label: 'Requests' }),
        api.metricClientError({ period: PERIOD, label: '4xx' }),
        api.metricServerError({ period: PERIOD, label: '5xx' }),
      ]),
      this.graph('Function errors and throttles', [
        this.sum(
          'Errors',
          functions.map((fn) => fn.function.metricErrors({ period: PERIOD })),
        ),
        this.sum(
          'Throttles',
          functions.map((fn) => fn.function.metricThrottles({ period: PERIOD })),
        ),
      ]),
      this.graph('Live connection', [
        this.socketMetric(props.socketApi, 'ConnectCount', 'Connections'),
        this.socketMetric(props.socketApi, 'MessageCount', 'Messages'),
        this.socketMetric(props.socketApi, 'ExecutionError', 'Errors'),
      ]),
    );
  }

  private graph(title: string, metrics: IMetric[], period = PERIOD): GraphWidget {
    return new GraphWidget({ title, left: metrics, width: 8, height: 6, period });
  }

  /**
   * One of the functions' own metrics, summed over every function (the `service` dimension) that
   * counts it, whichever those are.
   */
  private businessMetric(name: BusinessMetric, label: string, period = PERIOD): IMetric {
    const search = `SEARCH('{${METRICS_NAMESPACE},service} MetricName="${name}"', 'Sum', ${period.toSeconds()})`;
    return new MathExpression({ expression: `SUM(${search})`, label, period });
  }

  /** Many functions' metric as one line. */
  private sum(label: string, metrics: IMetric[]): IMetric {
    // Ids unique per graph: two sums share one graph.
    const prefix = label.toLowerCase();
    const usingMetrics = Object.fromEntries(
      metrics.map((metric, index) => [`${prefix}${index}`, metric]),
    );
    return new MathExpression({
      expression: `SUM([${Object.keys(usingMetrics).join(',')}])`,
      usingMetrics,
      label,
      period: PERIOD,
    });
  }

  private socketMetric(socketApi: ProductWebSocketApi, name: string, label: string): IMetric {
    return new Metric({
      namespace: 'AWS/ApiGateway',
      metricName: name,
      dimensionsMap: { ApiId: socketApi.webSocketApi.apiId, Stage: socketApi.stage.stageName },
      statistic: 'Sum',
      period: PERIOD,
      label,
    });
  }

  private successfulCalls(api: ProductHttpApi, name: string, endpoint: EndpointName): IMetric {
    const filter = new MetricFilter(this, `${name}Filter`, {
      logGroup: api.accessLogs,
      filterPattern: FilterPattern.all(
        FilterPattern.stringValue('$.routeKey', '=', routeKeyOf(endpoint)),
        FilterPattern.stringValue('$.status', '=', '200'),
      ),
      metricNamespace: NAMESPACE,
      metricName: name,
      metricValue: '1',
    });
    return filter.metric({ statistic: 'Sum', period: PERIOD, label: name });
  }
}
