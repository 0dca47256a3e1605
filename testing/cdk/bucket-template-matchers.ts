import { Match, type Template } from 'aws-cdk-lib/assertions';

/** The properties of a bucket nobody reaches from the internet, encrypted with S3-managed keys. */
export const privateEncryptedBucket = {
  PublicAccessBlockConfiguration: {
    BlockPublicAcls: true,
    BlockPublicPolicy: true,
    IgnorePublicAcls: true,
    RestrictPublicBuckets: true,
  },
  BucketEncryption: {
    ServerSideEncryptionConfiguration: [
      { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
    ],
  },
};

const bucketRef = (logicalIdPrefix: string) => ({
  Ref: Match.stringLikeRegexp(`^${logicalIdPrefix}`),
});

/** The logical ids of the bucket's policies that refuse every request made without TLS. */
export function tlsOnlyPoliciesOf(template: Template, logicalIdPrefix: string): string[] {
  const policies = template.findResources('AWS::S3::BucketPolicy', {
    Properties: {
      Bucket: bucketRef(logicalIdPrefix),
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    },
  });
  return Object.keys(policies);
}

/** An Origin Access Control that signs every request to an S3 origin. */
export const s3OriginAccessControl = {
  OriginAccessControlConfig: Match.objectLike({
    OriginAccessControlOriginType: 's3',
    SigningBehavior: 'always',
    SigningProtocol: 'sigv4',
  }),
};

/** A distribution origin that reads the bucket through Origin Access Control, not an identity. */
export function bucketOriginThroughAccessControl(logicalIdPrefix: string) {
  return Match.objectLike({
    DomainName: {
      'Fn::GetAtt': [Match.stringLikeRegexp(`^${logicalIdPrefix}`), 'RegionalDomainName'],
    },
    OriginAccessControlId: { 'Fn::GetAtt': [Match.anyValue(), 'Id'] },
    S3OriginConfig: { OriginAccessIdentity: '' },
  });
}

/** A policy of the bucket that lets CloudFront get its objects. */
export function cloudFrontMayGetFrom(logicalIdPrefix: string) {
  return {
    Bucket: bucketRef(logicalIdPrefix),
    PolicyDocument: {
      Statement: Match.arrayWith([
        Match.objectLike({
          Effect: 'Allow',
          Action: 's3:GetObject',
          Principal: { Service: 'cloudfront.amazonaws.com' },
        }),
      ]),
    },
  };
}
