import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApiTemplate } from '../../testing/cdk/api-template';
import { buildTestApp, templateOf } from '../../testing/cdk/test-app';

const alarmSchema = z.object({
  Properties: z.object({
    AlarmDescription: z.string().optional(),
    AlarmActions: z.array(z.object({ Ref: z.string() })).optional(),
    MetricName: z.string().optional(),
    Namespace: z.string().optional(),
    Threshold: z.number(),
    Metrics: z
      .array(
        z.object({
          Expression: z.string().optional(),
          MetricStat: z
            .object({ Metric: z.object({ MetricName: z.string(), Namespace: z.string() }) })
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

  it('goes off on any failed, timed-out or stopped build', () => {
    const names = alarms()
      .filter((alarm) => alarm.Properties.Namespace === 'AWS/States')
      .map((alarm) => [alarm.Properties.MetricName, alarm.Properties.Threshold]);
    expect(names.sort()).toEqual([
      ['ExecutionsAborted', 1],
      ['ExecutionsFailed', 1],
      ['ExecutionsTimedOut', 1],
    ]);
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
