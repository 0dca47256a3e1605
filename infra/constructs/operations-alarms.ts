import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { OPERATOR_ALERT_LOG } from '../../functions/lib/operator-alert-log';
import type { AppFunction } from './app-function';
import type { ProductHttpApi } from './product-http-api';

export interface OperationsAlarmsProps {
  /** Who is emailed when an alarm goes off; without one, the topic waits for a subscription. */
  alarmEmail?: string;
  functions: Readonly<Record<string, AppFunction>>;
  httpApi: ProductHttpApi;
  /** Absent only when a test's function list has no pipeline functions. */
  stateMachine?: StateMachine;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * When builds going wrong is worth an operator's look: more than this share of the builds started
 * in the window, and at least `minimumCount` of them (one failed build of two is not a trend).
 */
export const BUILD_FAILURE_RATE = {
  percent: 20,
  minimumCount: 3,
  window: Duration.minutes(15),
} as const;

/**
 * What tells an operator something went wrong: an encrypted SNS topic (emailed to `alarmEmail`),
 * alarms for the rate of failed, timed-out and stopped builds, for any function that errs or is
 * throttled and for the API answering 5xx, and `notifyAll` to send every alarm of the stack to
 * the topic.
 */
export class OperationsAlarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    // CloudWatch publishes to an encrypted topic only with a key whose policy lets it.
    const key = new Key(this, 'TopicKey', {
      description: 'Encrypts the alarm notifications topic',
      enableKeyRotation: true,
    });
    key.grant(
      new ServicePrincipal('cloudwatch.amazonaws.com'),
      'kms:Decrypt',
      'kms:GenerateDataKey*',
    );
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Website builder alarms',
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    if (props.stateMachine) this.buildAlarms(props.stateMachine);
    for (const [functionId, fn] of Object.entries(props.functions)) {
      if (fn.alertsOperators) this.alarmOnOperatorAlerts(functionId, fn);
      const failures = new MathExpression({
        expression: 'errors + throttles',
        usingMetrics: {
          errors: fn.function.metricErrors({ period: FIVE_MINUTES }),
          throttles: fn.function.metricThrottles({ period: FIVE_MINUTES }),
        },
        period: FIVE_MINUTES,
      });
      this.alarm(
        `${functionId}Failures`,
        failures,
        1,
        `The ${functionId} function failed or was throttled (see its log).`,
      );
    }
    this.alarm(
      'Api5xx',
      props.httpApi.httpApi.metricServerError({ period: FIVE_MINUTES }),
      5,
      'The HTTP API answered 5xx five times or more in five minutes (see the functions’ logs).',
    );
  }

  /**
   * One alarm per way a build ends badly, on its share of the builds started in the window (a
   * rate, so one unlucky build at a quiet hour pages nobody), once there are at least
   * `minimumCount` of them.
   */
  private buildAlarms(machine: StateMachine): void {
    const { percent, minimumCount, window } = BUILD_FAILURE_RATE;
    const runs: [string, IMetric, string][] = [
      ['BuildsFailed', machine.metricFailed({ period: window }), 'failed'],
      ['BuildsTimedOut', machine.metricTimedOut({ period: window }), 'timed out'],
      ['BuildsAborted', machine.metricAborted({ period: window }), 'were stopped'],
    ];
    for (const [name, metric, what] of runs) {
      const rate = new MathExpression({
        // Builds started in an earlier window can end in this one: never divide by fewer builds
        // than went wrong.
        expression: `IF(FILL(bad, 0) >= ${minimumCount}, 100 * FILL(bad, 0) / MAX([FILL(started, 0), FILL(bad, 0)]), 0)`,
        usingMetrics: { bad: metric, started: machine.metricStarted({ period: window }) },
        period: window,
        label: `Builds that ${what}, % of started`,
      });
      new Alarm(this, name, {
        alarmDescription: `More than ${percent}% of the builds of the last ${window.toMinutes()} minutes ${what}, ${minimumCount} or more (the fail path refunded them; see the state machine's executions).`,
        metric: rate,
        threshold: percent,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    }
  }

  /**
   * Every alert the function logs for the operators (a site reported, held for review or taken
   * down: functions/lib/operator-alerts.ts) sets off an alarm, so the topic's subscribers hear of
   * it even where no operator address was given for the alerts' own emails.
   */
  private alarmOnOperatorAlerts(functionId: string, fn: AppFunction): void {
    const filter = new MetricFilter(this, `${functionId}OperatorAlertLines`, {
      logGroup: fn.logGroup,
      filterPattern: FilterPattern.anyTerm(OPERATOR_ALERT_LOG),
      metricNamespace: 'Sitewright/Abuse',
      metricName: `${functionId}OperatorAlerts`,
      metricValue: '1',
    });
    this.alarm(
      `${functionId}OperatorAlerts`,
      filter.metric({ statistic: 'Sum', period: FIVE_MINUTES }),
      1,
      `The ${functionId} function asked for an operator: a site was reported, held for review or taken down (see the operators' email, or "${OPERATOR_ALERT_LOG}" in its log; docs/deployments.md).`,
    );
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string): Alarm {
    return new Alarm(this, id, {
      alarmDescription: description,
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** Every alarm under `scope` (the stack, once all exist) notifies the topic. */
  notifyAll(scope: Construct): void {
    const action = new SnsAction(this.topic);
    for (const child of scope.node.findAll()) {
      if (child instanceof Alarm) child.addAlarmAction(action);
    }
  }
}
