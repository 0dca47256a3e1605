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
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
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
 * What tells an operator something went wrong: an encrypted SNS topic (emailed to `alarmEmail`),
 * alarms for failed, timed-out and stopped builds, for any function that errs or is throttled and
 * for the API answering 5xx, and `notifyAll` to send every alarm of the stack to the topic.
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

    const machine = props.stateMachine;
    if (machine) {
      const runs: [string, IMetric, string][] = [
        ['BuildsFailed', machine.metricFailed({ period: FIVE_MINUTES }), 'failed'],
        ['BuildsTimedOut', machine.metricTimedOut({ period: FIVE_MINUTES }), 'timed out'],
        ['BuildsAborted', machine.metricAborted({ period: FIVE_MINUTES }), 'were stopped'],
      ];
      for (const [name, metric, what] of runs) {
        this.alarm(
          name,
          metric,
          1,
          `Builds ${what} (the fail path refunded them; see the state machine's executions).`,
        );
      }
    }
    for (const [functionId, fn] of Object.entries(props.functions)) {
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
