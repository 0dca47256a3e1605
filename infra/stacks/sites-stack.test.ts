import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductApp } from '../create-app';
import {
  bucketOriginThroughAccessControl,
  cloudFrontMayGetFrom,
  privateEncryptedBucket,
  s3OriginAccessControl,
  tlsOnlyPoliciesOf,
} from '../test/bucket-template-matchers';
import { expectNoNagFindings, reportFindingsPerStack } from '../test/nag-findings';
import { buildTestApp } from '../test/test-app';

const domainContext = {
  sitesDomain: 'mysites.example',
  sitesHostedZoneId: 'Z0123456789EXAMPLE',
};

const distributionWith = (config: Record<string, unknown>) => ({
  DistributionConfig: Match.objectLike(config),
});

describe('sites stack without a sites domain', () => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp({ context: reportFindingsPerStack });
    template = Template.fromStack(product.sites);
  });

  it('keeps the sites bucket private, encrypted, TLS-only and access-logged', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      ...privateEncryptedBucket,
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'sites-bucket/' }),
    });
    expect(tlsOnlyPoliciesOf(template, 'SitesBucket')).toHaveLength(1);
  });

  it('reads the sites bucket through Origin Access Control only', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', s3OriginAccessControl);
    template.hasResourceProperties(
      'AWS::CloudFront::Distribution',
      distributionWith({ Origins: [bucketOriginThroughAccessControl('SitesBucket')] }),
    );
    template.hasResourceProperties('AWS::S3::BucketPolicy', cloudFrontMayGetFrom('SitesBucket'));
  });

  it('routes viewer requests through the site router, associated with the site directory', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({
        Runtime: 'cloudfront-js-2.0',
        KeyValueStoreAssociations: [
          { KeyValueStoreARN: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteDirectory'), 'Arn'] } },
        ],
      }),
      FunctionCode: Match.objectLike({
        'Fn::Join': Match.arrayWith([
          Match.arrayWith([
            Match.stringLikeRegexp("import cf from 'cloudfront'"),
            { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteDirectory'), 'Id'] },
          ]),
        ]),
      }),
    });
    template.hasResourceProperties(
      'AWS::CloudFront::Distribution',
      distributionWith({
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [
            {
              EventType: 'viewer-request',
              FunctionARN: {
                'Fn::GetAtt': [Match.stringLikeRegexp('^SiteRouterFunction'), 'FunctionARN'],
              },
            },
            {
              EventType: 'viewer-response',
              FunctionARN: {
                'Fn::GetAtt': [Match.stringLikeRegexp('^SiteRouterPreviewHeaders'), 'FunctionARN'],
              },
            },
          ],
        }),
      }),
    );
  });

  it('serves GET and HEAD over HTTPS (http redirected), logged, with the sites headers policy', () => {
    template.hasResourceProperties(
      'AWS::CloudFront::Distribution',
      distributionWith({
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          AllowedMethods: ['GET', 'HEAD'],
          ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('^SiteHeaders') },
        }),
      }),
    );
  });

  it('sends HSTS, nosniff and the sites referrer policy, and lets the deployment page frame them', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 31_536_000,
            IncludeSubdomains: true,
            Override: true,
          }),
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      }),
    });
  });

  it('has no alias, certificate or DNS record, and serves a path per site on its own name', () => {
    template.hasResourceProperties(
      'AWS::CloudFront::Distribution',
      distributionWith({ Aliases: Match.absent(), ViewerCertificate: Match.absent() }),
    );
    template.resourceCountIs('AWS::Route53::RecordSet', 0);
    expect(product.sitesCertificate).toBeUndefined();
    const distributionIds = Object.keys(template.findResources('AWS::CloudFront::Distribution'));
    expect(distributionIds).toHaveLength(1);
    const [distributionId] = distributionIds;
    expect(product.sites.resolve(product.sites.urlTemplate)).toEqual({
      'Fn::Join': [
        '',
        ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }, '/{subdomain}/'],
      ],
    });
  });

  it('finds nothing unsuppressed by cdk-nag', () => {
    expectNoNagFindings(product.sites);
  });
});

describe('sites stack with a sites domain', () => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp({
      context: { ...reportFindingsPerStack, ...domainContext },
      region: 'ap-south-1',
    });
    template = Template.fromStack(product.sites);
  });

  it('issues a DNS-validated wildcard certificate in us-east-1', () => {
    const certificateStack = product.sitesCertificate;
    if (!certificateStack) throw new Error('No certificate stack');
    expect(certificateStack.region).toBe('us-east-1');
    Template.fromStack(certificateStack).hasResourceProperties(
      'AWS::CertificateManager::Certificate',
      {
        DomainName: '*.mysites.example',
        ValidationMethod: 'DNS',
        DomainValidationOptions: [
          { DomainName: '*.mysites.example', HostedZoneId: 'Z0123456789EXAMPLE' },
        ],
      },
    );
  });

  it('answers for *.{sites domain} with that certificate, TLS 1.2 or newer', () => {
    template.hasResourceProperties(
      'AWS::CloudFront::Distribution',
      distributionWith({
        Aliases: ['*.mysites.example'],
        ViewerCertificate: {
          AcmCertificateArn: {
            'Fn::GetStackOutput': Match.objectLike({
              StackName: 'WebsiteBuilder-SitesCertificate',
              Region: 'us-east-1',
            }),
          },
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    );
  });

  it('points the wildcard A and AAAA records of the hosted zone at the distribution', () => {
    for (const type of ['A', 'AAAA']) {
      template.hasResourceProperties('AWS::Route53::RecordSet', {
        HostedZoneId: 'Z0123456789EXAMPLE',
        Name: '*.mysites.example.',
        Type: type,
        AliasTarget: Match.objectLike({
          DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^Distribution'), 'DomainName'] },
        }),
      });
    }
  });

  it('names sites by subdomain, in the function and in the URL template', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: Match.objectLike({
        'Fn::Join': Match.arrayWith([
          Match.arrayWith([Match.stringLikeRegexp('"\\.mysites\\.example"')]),
        ]),
      }),
    });
    expect(product.sites.urlTemplate).toBe('https://{subdomain}.mysites.example/');
  });

  it.each(['sites', 'sitesCertificate', 'data', 'auth', 'api', 'web'] as const)(
    'finds nothing unsuppressed by cdk-nag in the %s stack',
    (key) => {
      const stack = product[key];
      if (!stack) throw new Error(`No ${key} stack`);
      expectNoNagFindings(stack);
    },
  );
});

describe('sites domain context', () => {
  it('refuses a domain without its hosted zone', () => {
    expect(() =>
      buildTestApp({ context: { sitesDomain: 'mysites.example' }, region: 'ap-south-1' }),
    ).toThrow(/sitesHostedZoneId/);
  });

  it('refuses a hosted zone that is not the domain or a parent of it', () => {
    expect(() =>
      buildTestApp({
        context: { ...domainContext, sitesHostedZoneName: 'other.example' },
        region: 'ap-south-1',
      }),
    ).toThrow(/sitesHostedZoneName/);
  });

  it('refuses a domain when the deployment region is unknown', () => {
    const saved = process.env.CDK_DEFAULT_REGION;
    delete process.env.CDK_DEFAULT_REGION;
    try {
      expect(() => buildTestApp({ context: domainContext })).toThrow(/region/);
    } finally {
      if (saved !== undefined) process.env.CDK_DEFAULT_REGION = saved;
    }
  });
});
