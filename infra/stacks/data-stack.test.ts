import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { bucketDefinitions } from '../data/bucket-definitions';
import { tableDefinition } from '../data/table-definition';
import {
  privateEncryptedBucket,
  tlsOnlyPoliciesOf,
} from '../../testing/cdk/bucket-template-matchers';
import { buildTestApp, templateOf } from '../../testing/cdk/test-app';

describe('data stack', () => {
  let template: Template;

  beforeAll(() => {
    template = templateOf(buildTestApp().data);
  });

  describe('table', () => {
    it('is keyed by the string PK and SK of the table definition', () => {
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: [
          { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
        ],
        AttributeDefinitions: Match.arrayWith([
          { AttributeName: 'PK', AttributeType: 'S' },
          { AttributeName: 'SK', AttributeType: 'S' },
        ]),
      });
    });

    it('has no secondary index: every lookup knows its partition', () => {
      const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'));
      expect(table?.Properties.GlobalSecondaryIndexes).toBeUndefined();
    });

    it('expires items by expires_at, bills per request and keeps point-in-time recovery', () => {
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
      });
    });

    it('survives stack deletion and cannot be deleted by accident', () => {
      template.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      });
    });
  });

  describe('code bucket', () => {
    const codeBucket = { VersioningConfiguration: { Status: 'Enabled' } };

    it('is versioned, private, encrypted and retained', () => {
      template.hasResource('AWS::S3::Bucket', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({ ...codeBucket, ...privateEncryptedBucket }),
      });
    });

    it('expires replaced versions after 30 days, then the markers left of them', () => {
      template.hasResourceProperties('AWS::S3::Bucket', {
        ...codeBucket,
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({
              Status: 'Enabled',
              NoncurrentVersionExpiration: { NoncurrentDays: 30 },
              ExpiredObjectDeleteMarker: true,
            }),
          ]),
        },
      });
    });

    it("expires a run's artefacts 30 days after they were written, by the tag they carry", () => {
      const { tag } = bucketDefinitions.code.runArtefacts;
      template.hasResourceProperties('AWS::S3::Bucket', {
        ...codeBucket,
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({
              Status: 'Enabled',
              TagFilters: [{ Key: tag.key, Value: tag.value }],
              ExpirationInDays: 30,
            }),
          ]),
        },
      });
    });

    it('outputs the table name for the operations tools', () => {
      template.hasOutput('TableName', { Value: { Ref: Match.stringLikeRegexp('^Table') } });
    });

    it('writes server access logs to the access-log bucket', () => {
      template.hasResourceProperties('AWS::S3::Bucket', {
        ...codeBucket,
        LoggingConfiguration: {
          DestinationBucketName: { Ref: Match.stringLikeRegexp('^AccessLogs') },
          LogFilePrefix: 'code-bucket/',
        },
      });
    });

    it('refuses requests that do not use TLS', () => {
      expect(tlsOnlyPoliciesOf(template, 'CodeBucket')).toHaveLength(1);
    });
  });
});
