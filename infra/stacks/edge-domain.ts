import { CrossStackReferences, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { ARecord, AaaaRecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import type { Construct } from 'constructs';

/** A domain of the operator's, in a Route 53 hosted zone of theirs. */
export interface ZonedDomain {
  domainName: string;
  /** The Route 53 hosted zone the records and the certificate's validation go in. */
  hostedZoneId: string;
  /** The zone's name. @default domainName */
  hostedZoneName?: string;
}

export function hostedZoneOf(scope: Construct, domain: ZonedDomain) {
  return HostedZone.fromHostedZoneAttributes(scope, 'HostedZone', {
    hostedZoneId: domain.hostedZoneId,
    zoneName: domain.hostedZoneName ?? domain.domainName,
  });
}

/**
 * A certificate for a CloudFront distribution's domain, validated by DNS in the domain's zone.
 * CloudFront takes certificates from us-east-1 only, so this is a stack of its own there; the
 * distribution's stack reads it across regions.
 */
export class EdgeCertificateStack extends Stack {
  readonly certificate: Certificate;

  constructor(
    scope: Construct,
    id: string,
    props: StackProps & { domain: ZonedDomain; certificateName: string },
  ) {
    super(scope, id, { ...props, env: { ...props.env, region: 'us-east-1' } });
    this.certificate = new Certificate(this, 'Certificate', {
      domainName: props.certificateName,
      validation: CertificateValidation.fromDns(hostedZoneOf(this, props.domain)),
    });
    // Read from another region: a weak reference (Fn::GetStackOutput), not custom resources.
    CrossStackReferences.of(this.certificate).produce(ReferenceStrength.WEAK);
  }
}

/**
 * A and AAAA alias records of `recordName` in the domain's zone, pointing at the distribution
 * (construct ids `{idPrefix}A` and `{idPrefix}Aaaa`).
 */
export function aliasRecords(
  scope: Construct,
  {
    domain,
    recordName,
    distribution,
    idPrefix = 'Alias',
  }: {
    domain: ZonedDomain;
    recordName: string;
    distribution: IDistribution;
    idPrefix?: string;
  },
): void {
  const zone = hostedZoneOf(scope, domain);
  const target = RecordTarget.fromAlias(new CloudFrontTarget(distribution));
  new ARecord(scope, `${idPrefix}A`, { zone, recordName, target });
  new AaaaRecord(scope, `${idPrefix}Aaaa`, { zone, recordName, target });
}
