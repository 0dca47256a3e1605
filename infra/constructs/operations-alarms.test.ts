import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApiTemplate } from '../../testing/cdk/api-template';
import { buildTestApp, templateOf } from '../../testing/cdk/test-app';
import { BUILD_FAILURE_RATE } from './operations-alarms';
import { functionList } from '../../functions/function-list';
import { OPERATOR_ALERT_LOG } from '../../functions/lib/operator-alert-log';

const alarmSchema = z.object({
  Properties: z.object({
    AlarmDescription: z.string().optional(),
    AlarmActions: z.array(z.object({ Ref: z.string() })).optional(),
    MetricName: z.string().optional(),
    Namespace: z.string().optional(),
    Threshold: z.number(),
    ComparisonOperator: z.string(),
    EvaluationPeriods: z.number(),
    Metrics: z
      .array(
        z.object({
          Expression: z.string().optional(),
          MetricStat: z
            .object({
              Metric: z.object({ MetricName: z.string(), Namespace: z.string() }),
              Period: z.number(),
            })
            .optional(),
        }),
      )
      .optional(),
  }),
});

describe('operations alarms', () => {
  const api = useApiTemplate();
  const alarms = () =>
    Object.values(api.template.findResources('AWS::CloudWatch::Alarm')).map((alarm) =>
      alarmSchema.parse(alarm),
    );
  const topicId = () => {
    const topics = Object.keys(api.template.findResources('AWS::SNS::Topic'));
    expect(topics).toHaveLength(1);
    return topics[0] ?? '';
  };

  it('sends every alarm of the API stack to one topic, the money alarms included', () => {
    expect(alarms().length).toBeGreaterThan(10);
    for (const alarm of alarms()) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId() }]);
    }
    const descriptions = alarms().map((alarm) => alarm.Properties.AlarmDescription ?? '');
    expect(descriptions).toEqual(
      expect.arrayContaining([
        expect.stringContaining('may not have been refunded'),
        expect.stringContaining('duplicate subscription could not be cancelled or refunded'),
      ]),
    );
  });

  it('encrypts the topic with a rotated key CloudWatch may use, and takes TLS only', () => {
    api.template.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: Match.objectLike({ 'Fn::GetAtt': [Match.anyValue(), 'Arn'] }),
    });
    api.template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          }),
        ]),
      }),
    });
    api.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      }),
    });
  });

  it('goes off on the share of builds that failed, timed out or were stopped, not on one', () => {
    const { percent, minimumCount, window } = BUILD_FAILURE_RATE;
    const buildAlarms = alarms().filter((alarm) =>
      alarm.Properties.Metrics?.some(
        (metric) => metric.MetricStat?.Metric.MetricName === 'ExecutionsStarted',
      ),
    );
    const ended = buildAlarms.map((alarm) =>
      alarm.Properties.Metrics?.flatMap((metric) => {
        const name = metric.MetricStat?.Metric.MetricName;
        return name && name !== 'ExecutionsStarted' ? [name] : [];
      }),
    );
    expect(ended.flat().sort()).toEqual([
      'ExecutionsAborted',
      'ExecutionsFailed',
      'ExecutionsTimedOut',
    ]);
    for (const alarm of buildAlarms) {
      expect(alarm.Properties).toMatchObject({
        Threshold: percent,
        ComparisonOperator: 'GreaterThanThreshold',
        EvaluationPeriods: 1,
      });
      const expression = alarm.Properties.Metrics?.find((metric) => metric.Expression)?.Expression;
      expect(expression).toContain(`>= ${minimumCount}`);
      expect(expression).toMatch(/100 \* .*\/ MAX\(\[FILL\(started, 0\)/);
      for (const metric of alarm.Properties.Metrics ?? []) {
        if (metric.MetricStat) expect(metric.MetricStat.Period).toBe(window.toSeconds());
      }
    }
    expect(alarms().filter((alarm) => alarm.Properties.Namespace === 'AWS/States')).toEqual([]);
  });

  it('goes off when any function errs or is throttled', () => {
    const functionAlarms = alarms().filter((alarm) =>
      alarm.Properties.Metrics?.some((metric) => metric.Expression === 'errors + throttles'),
    );
    expect(functionAlarms).toHaveLength(Object.keys(api.product.api.functions).length);
    for (const alarm of functionAlarms) {
      const metrics = alarm.Properties.Metrics?.flatMap((metric) =>
        metric.MetricStat ? [metric.MetricStat.Metric.MetricName] : [],
      );
      expect(metrics?.sort()).toEqual(['Errors', 'Throttles']);
      expect(alarm.Properties.Threshold).toBe(1);
    }
  });

  it('goes off on every alert to the operators: a site reported, held for review or taken down', () => {
    const alerting = Object.entries(functionList)
      .filter(([, definition]) => 'alertsOperators' in definition && definition.alertsOperators)
      .map(([functionId]) => functionId)
      .sort();
    expect(alerting).toEqual(['contact', 'deployments']);
    for (const functionId of alerting) {
      api.template.hasResourceProperties('AWS::Logs::MetricFilter', {
        FilterPattern: `"${OPERATOR_ALERT_LOG}"`,
        MetricTransformations: [
          Match.objectLike({
            MetricNamespace: 'Sitewright/Abuse',
            MetricName: `${functionId}OperatorAlerts`,
            MetricValue: '1',
          }),
        ],
      });
      expect(
        alarms().filter((alarm) => alarm.Properties.MetricName === `${functionId}OperatorAlerts`),
      ).toMatchObject([
        {
          Properties: {
            Namespace: 'Sitewright/Abuse',
            Threshold: 1,
            AlarmActions: [{ Ref: topicId() }],
            AlarmDescription: expect.stringContaining('reported, held for review or taken down'),
          },
        },
      ]);
    }
  });

  it('emails the alerts themselves to the alarm email where no operator email is given', () => {
    const withEmail = templateOf(buildTestApp({ context: { alarmEmail: 'ops@example.com' } }).api);
    for (const functionId of ['contact', 'deployments'] as const) {
      withEmail.hasResourceProperties('AWS::Lambda::Function', {
        Description: functionList[functionId].description,
        Environment: { Variables: Match.objectLike({ OPERATOR_EMAIL: 'ops@example.com' }) },
      });
    }
    const functions = api.template.findResources('AWS::Lambda::Function');
    expect(JSON.stringify(functions)).not.toContain('OPERATOR_EMAIL');
  });

  it('goes off when the HTTP API answers 5xx five times in five minutes', () => {
    expect(
      alarms().filter(
        (alarm) =>
          alarm.Properties.Namespace === 'AWS/ApiGateway' && alarm.Properties.MetricName === '5xx',
      ),
    ).toMatchObject([{ Properties: { Threshold: 5 } }]);
  });

  it('emails the address given as context, and refuses one that is not an address', () => {
    const withEmail = templateOf(buildTestApp({ context: { alarmEmail: 'ops@example.com' } }).api);
    withEmail.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
    api.template.resourceCountIs('AWS::SNS::Subscription', 0);
    expect(() => buildTestApp({ context: { alarmEmail: 'ops at example' } })).toThrow(/alarmEmail/);
  });
});
