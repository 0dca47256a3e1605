import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface LogBucketProps {
  /** @default 90 days */
  expireAfter?: Duration;
  /**
   * CloudFront standard logging writes with an ACL grant, so its target bucket must accept ACLs.
   * S3 server access logs need none (they are authorised by the bucket policy).
   * @default false
   */
  allowLogDeliveryAcls?: boolean;
}

/**
 * A private bucket that receives access logs of other buckets or of CloudFront. S3 server access
 * logging is authorised by bucket policy (flag `@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy`
 * in cdk.json), so ACLs can stay disabled. cdk-nag's S1 holds while the bucket is some bucket's
 * server-access-log destination.
 */
export class LogBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: LogBucketProps = {}) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // Log delivery cannot write to buckets encrypted with KMS keys; SSE-S3 is what it supports.
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: props.allowLogDeliveryAcls
        ? ObjectOwnership.BUCKET_OWNER_PREFERRED
        : ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        {
          id: 'expire-logs',
          expiration: props.expireAfter ?? Duration.days(90),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
  }
}
