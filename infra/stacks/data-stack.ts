import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { bucketDefinitions } from '../data/bucket-definitions';
import { tableDefinition } from '../data/table-definition';
import { LogBucket } from '../constructs/log-bucket';

export interface DataStackProps extends StackProps {
  /** How long replaced or deleted versions of generated code are kept. @default 30 days */
  codeVersionRetention?: Duration;
}

/**
 * State that outlives every deployment: the one table and the generated-code bucket. Everything
 * here is retained when the stack is deleted, so a mistaken `cdk destroy` loses no user data.
 */
export class DataStack extends Stack {
  readonly table: Table;
  readonly codeBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const accessLogs = new LogBucket(this, 'AccessLogs');
    const { runArtefacts } = bucketDefinitions.code;
    this.codeBucket = new Bucket(this, 'CodeBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: BucketEncryption.S3_MANAGED,
      // Every project version is an object; versioning also undoes an accidental overwrite.
      versioned: bucketDefinitions.code.versioned,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: accessLogs.bucket,
      serverAccessLogsPrefix: 'code-bucket/',
      lifecycleRules: [
        {
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: props.codeVersionRetention ?? Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
          // A delete marker whose versions are all gone stands for nothing.
          expiredObjectDeleteMarker: true,
        },
        // What a run's agents handed each other, long after the run (its page is a version).
        {
          id: 'expire-run-artefacts',
          tagFilters: { [runArtefacts.tag.key]: runArtefacts.tag.value },
          expiration: Duration.days(runArtefacts.expireAfterDays),
        },
      ],
    });

    new CfnOutput(this, 'TableName', {
      description: 'The table (tools/ops/rebuild-site-directory.ts reads the deployments from it)',
      value: this.table.tableName,
    });
  }
}
