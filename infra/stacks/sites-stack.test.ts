import { Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteFormRouterCode } from '../constructs/site-form-function';
import type { ProductApp } from '../create-app';
import {
  bucketOriginThroughAccessControl,
  cloudFrontMayGetFrom,
  privateEncryptedBucket,
  s3OriginAccessControl,
  tlsOnlyPoliciesOf,
} from '../../testing/cdk/bucket-template-matchers';
import { expectNoNagFindings, reportFindingsPerStack } from '../../testing/cdk/nag-findings';
import { buildTestApp, templateOf } from '../../testing/cdk/test-app';

const domainContext = {
  sitesDomain: 'mysites.example',
  sitesHostedZoneId: 'Z0123456789EXAMPLE',
};

const distributionWith = (config: Record<string, unknown>) => ({
  DistributionConfig: Match.objectLike(config),
});

interface DistributionConfig {
  CacheBehaviors?: { PathPattern: string; TargetOriginId: string }[];
  Origins: { Id: string }[];
  ConnectionMode?: string;
}

/** The stack's distributions by logical id: the sites one, or the custom domains' (tenant-only). */
function distributionsOf(template: Template, tenantOnly: boolean) {
  return Object.entries(template.findResources('AWS::CloudFront::Distribution')).filter(
    ([, resource]) =>
      ((resource.Properties as { DistributionConfig: DistributionConfig }).DistributionConfig
        .ConnectionMode ===
        'tenant-only') ===
      tenantOnly,
  );
}

/** The sites distribution's behaviour for `pathPattern`, and the origin it sends requests to. */
function behaviorAndOrigin(template: Template, pathPattern: string, tenantOnly = false) {
  const distributions = distributionsOf(template, tenantOnly).map(([, resource]) => resource);
  expect(distributions).toHaveLength(1);
  const [distribution] = distributions;
  if (!distribution) throw new Error('No distribution in the template');
  const config = (distribution.Properties as { DistributionConfig: DistributionConfig })
    .DistributionConfig;
  const behavior = config.CacheBehaviors?.find((each) => each.PathPattern === pathPattern);
  const origin = config.Origins.find((each) => each.Id === behavior?.TargetOriginId);
  return { behavior, origin, origins: config.Origins };
}

/**
 * Form posts go to the HTTP API of the endpoint stack, uncached, with every method and viewer
 * header but Host (so Content-Type and CloudFront-Viewer-Address arrive), through the forms
 * function, proving they came through CloudFront with the endpoint's secret.
 */
function expectFormsBehavior(product: ProductApp, template: Template, pathPattern: string) {
  const endpoint = product.apiEndpoint.stackName;
  const { behavior, origin } = behaviorAndOrigin(template, pathPattern);

  expect(behavior).toEqual(
    expect.objectContaining({
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId:
        OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^SiteFormHeaders/) as unknown },
      FunctionAssociations: [
        {
          EventType: 'viewer-request',
          FunctionARN: {
            'Fn::GetAtt': [expect.stringMatching(/^SiteFormsFunction/) as unknown, 'FunctionARN'],
          },
        },
      ],
    }),
  );
  const fromEndpoint = { 'Fn::ImportValue': expect.stringMatching(`^${endpoint}:`) as unknown };
  expect(origin).toEqual(
    expect.objectContaining({
      DomainName: { 'Fn::Select': [2, { 'Fn::Split': ['/', fromEndpoint] }] },
      CustomOriginConfig: expect.objectContaining({
        OriginProtocolPolicy: 'https-only',
      }) as unknown,
      OriginCustomHeaders: [
        {
          HeaderName: 'x-origin-verify',
          // CloudFormation reads the value at deploy time; the template holds none.
          HeaderValue: {
            'Fn::Join': ['', ['{{resolve:secretsmanager:', fromEndpoint, ':SecretString:::}}']],
          },
        },
      ],
    }),
  );
}

/**
 * Page-view beacons go where form posts go (the same API origin, function and headers), but
 * with only the headers counting needs, CloudFront's country among them, and no cookie.
 */
function expectBeaconBehavior(
  template: Template,
  pathPattern: string,
  formsPattern: string,
  tenantOnly = false,
) {
  const beacon = behaviorAndOrigin(template, pathPattern, tenantOnly);
  const forms = behaviorAndOrigin(template, formsPattern, tenantOnly);
  const { OriginRequestPolicyId: beaconPolicy, ...beaconRest } = beacon.behavior as unknown as {
    OriginRequestPolicyId: unknown;
  };
  const { OriginRequestPolicyId: _formsPolicy, ...formsRest } = forms.behavior as unknown as {
    OriginRequestPolicyId: unknown;
  };

  expect(beacon.origin).toBe(forms.origin);
  expect({ ...beaconRest, PathPattern: formsPattern }).toEqual(formsRest);
  expect(beaconPolicy).toEqual({ Ref: expect.stringMatching(/^SiteBeaconRequests/) as unknown });
  template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
    OriginRequestPolicyConfig: Match.objectLike({
      HeadersConfig: {
        HeaderBehavior: 'whitelist',
        Headers: [
          'content-type',
          'user-agent',
          'dnt',
          'sec-gpc',
          'sec-fetch-site',
          'cloudfront-viewer-address',
          'cloudfront-viewer-country',
        ],
      },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'none' },
    }),
  });
}

/** The forms function runs the code its tests run (site-form-function.test.ts). */
function expectFormsFunction(template: Template, sitesDomain: string | undefined) {
  template.hasResourceProperties('AWS::CloudFront::Function', {
    FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    FunctionCode: siteFormRouterCode({ sitesDomain }),
  });
}

/**
 * A site's files are served as its pages are (the same origin and functions), with the asset
 * headers policy: the sites' headers and a CSP that sandboxes a file opened on its own.
 */
function expectAssetsBehavior(template: Template, pathPattern: string, tenantOnly = false) {
  const distribution = distributionsOf(template, tenantOnly)[0]?.[1];
  if (!distribution) throw new Error('No distribution in the template');
  const config = (
    distribution.Properties as {
      DistributionConfig: { DefaultCacheBehavior: Record<string, unknown> };
    }
  ).DistributionConfig;
  const { behavior } = behaviorAndOrigin(template, pathPattern, tenantOnly);
  const { ResponseHeadersPolicyId: pageHeaders, ...page } = config.DefaultCacheBehavior;
  expect(pageHeaders).toEqual({ Ref: expect.stringMatching(/^SiteHeaders/) as unknown });
  expect(behavior).toEqual({
    ...page,
    PathPattern: pathPattern,
    ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^SiteAssetHeaders/) as unknown },
  });
  template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
    ResponseHeadersPolicyConfig: Match.objectLike({
      Name: Match.anyValue(),
      Comment: Match.stringLikeRegexp('/assets/'),
      SecurityHeadersConfig: Match.objectLike({
        ContentSecurityPolicy: {
          ContentSecurityPolicy:
            "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
          Override: true,
        },
        ContentTypeOptions: { Override: true },
      }),
    }),
  });
}

describe('sites stack without a sites domain', () => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp({ context: reportFindingsPerStack });
    template = templateOf(product.sites);
  });

  it('keeps the sites bucket private, encrypted, TLS-only and access-logged', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      ...privateEncryptedBucket,
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'sites-bucket/' }),
    });
    expect(tlsOnlyPoliciesOf(template, 'SitesBucket')).toHaveLength(1);
  });

  it('versions the sites bucket, keeping what is deleted for 30 days, and clears empty markers', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'sites-bucket/' }),
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Status: 'Enabled',
            NoncurrentVersionExpiration: { NoncurrentDays: 30 },
            ExpiredObjectDeleteMarker: true,
            Prefix: Match.absent(),
          }),
        ]),
      },
    });
  });

  it('keeps the site directory when the stack is deleted or the store replaced', () => {
    template.hasResource('AWS::CloudFront::KeyValueStore', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    template.hasOutput('SiteDirectoryArn', {
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteDirectory'), 'Arn'] },
    });
  });

  it('reads the sites bucket through Origin Access Control only', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', s3OriginAccessControl);
    template.hasResourceProperties(
      'AWS::CloudFront::Distribution',
      distributionWith({
        Origins: Match.arrayWith([bucketOriginThroughAccessControl('SitesBucket')]),
      }),
    );
    template.hasResourceProperties('AWS::S3::BucketPolicy', cloudFrontMayGetFrom('SitesBucket'));
  });

  it('has two origins: the sites bucket, and the HTTP API for form posts only', () => {
    const { origins, origin: api } = behaviorAndOrigin(template, '/*/_forms/*');
    const { origin: bucket } = behaviorAndOrigin(template, '/_uploads/*');

    expect(origins).toHaveLength(2);
    expect(new Set(origins)).toEqual(new Set([api, bucket]));
    expect(bucket).toEqual(
      expect.objectContaining({ S3OriginConfig: expect.anything() as unknown }),
    );
  });

  it("serves a site's files (/{subdomain}/assets/*) with a sandboxing CSP, on both distributions", () => {
    expectAssetsBehavior(template, '/*/assets/*');
    expectAssetsBehavior(template, '/assets/*', true);
  });

  it("sends a site's form posts (/{subdomain}/_forms/*) to the HTTP API", () => {
    expectFormsBehavior(product, template, '/*/_forms/*');
    expect(behaviorAndOrigin(template, '/_forms/*').behavior).toBeUndefined();
  });

  it("sends a site's page-view beacon (/{subdomain}/_a) to the HTTP API with the country", () => {
    expectBeaconBehavior(template, '/*/_a', '/*/_forms/*');
  });

  it('rewrites form posts with the forms function, a site per first path segment', () => {
    expectFormsFunction(template, undefined);
  });

  it("answers forms with the sites' security headers and never lets them be stored", () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
        CustomHeadersConfig: {
          Items: [{ Header: 'cache-control', Value: 'no-store', Override: true }],
        },
      }),
    });
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
    const distributionIds = distributionsOf(template, false).map(([id]) => id);
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

  describe("custom domains' distribution", () => {
    it('is multi-tenant (tenant-only), leaving price class and IPv6 to its connection group', () => {
      template.hasResourceProperties(
        'AWS::CloudFront::Distribution',
        distributionWith({
          ConnectionMode: 'tenant-only',
          PriceClass: Match.absent(),
          IPV6Enabled: Match.absent(),
          Aliases: Match.absent(),
          Logging: Match.objectLike({ Prefix: 'cloudfront-custom-domains/' }),
        }),
      );
      template.hasResourceProperties('AWS::CloudFront::ConnectionGroup', {
        Ipv6Enabled: true,
        Enabled: true,
      });
    });

    it("serves sites from the sites bucket through the custom domains' router and its site directory", () => {
      const [[, resource] = []] = distributionsOf(template, true);
      if (!resource) throw new Error('No distribution in the template');
      const config = (resource.Properties as { DistributionConfig: Record<string, unknown> })
        .DistributionConfig;
      expect(config.DefaultCacheBehavior).toEqual(
        expect.objectContaining({
          ViewerProtocolPolicy: 'redirect-to-https',
          CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
          FunctionAssociations: [
            {
              EventType: 'viewer-request',
              FunctionARN: {
                'Fn::GetAtt': [
                  expect.stringMatching(/^CustomDomainRouterFunction/) as unknown,
                  'FunctionARN',
                ],
              },
            },
            expect.objectContaining({ EventType: 'viewer-response' }),
          ],
        }),
      );
      template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionConfig: Match.objectLike({
          Comment: "Serves a custom domain from its site's version the site directory names",
          KeyValueStoreAssociations: [
            {
              KeyValueStoreARN: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SiteDirectory'), 'Arn'] },
            },
          ],
        }),
      });
      const defaultBehavior = config.DefaultCacheBehavior as { TargetOriginId: string };
      const origins = config.Origins as { Id: string }[];
      expect(origins.find((origin) => origin.Id === defaultBehavior.TargetOriginId)).toEqual(
        expect.objectContaining({
          S3OriginConfig: expect.anything() as unknown,
          OriginAccessControlId: expect.anything() as unknown,
        }),
      );
    });

    it("sends a custom domain's form posts (/_forms/*) to the HTTP API through a function that reads the site directory", () => {
      const { behavior, origin } = behaviorAndOrigin(template, '/_forms/*', true);

      expect(behavior).toEqual(
        expect.objectContaining({
          AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
          CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
          FunctionAssociations: [
            {
              EventType: 'viewer-request',
              FunctionARN: {
                'Fn::GetAtt': [
                  expect.stringMatching(/^CustomDomainFormsFunction/) as unknown,
                  'FunctionARN',
                ],
              },
            },
          ],
        }),
      );
      expect(origin).toEqual(
        expect.objectContaining({
          OriginCustomHeaders: [expect.objectContaining({ HeaderName: 'x-origin-verify' })],
        }),
      );
      template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionConfig: Match.objectLike({
          KeyValueStoreAssociations: [
            {
              KeyValueStoreARN: {
                'Fn::GetAtt': [Match.stringLikeRegexp('^SiteDirectory'), 'Arn'],
              },
            },
          ],
          Comment: "Sends POST /_forms/{form} and /_a of a custom domain to the API as its site's",
        }),
      });
    });

    it("sends a custom domain's page-view beacon (/_a) to the HTTP API with the country", () => {
      expectBeaconBehavior(template, '/_a', '/_forms/*', true);
    });

    it('lets only the two distributions read the sites bucket, each by its own ARN', () => {
      const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
      const sourceArns = JSON.stringify(policies).match(/AWS:SourceArn/g) ?? [];
      expect(sourceArns.length).toBeGreaterThanOrEqual(2);
    });
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
    template = templateOf(product.sites);
  });

  it('issues a DNS-validated wildcard certificate in us-east-1', () => {
    const certificateStack = product.sitesCertificate;
    if (!certificateStack) throw new Error('No certificate stack');
    expect(certificateStack.region).toBe('us-east-1');
    templateOf(certificateStack).hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: '*.mysites.example',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [
        { DomainName: '*.mysites.example', HostedZoneId: 'Z0123456789EXAMPLE' },
      ],
    });
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

  it("sends a site's form posts (/_forms/* of its subdomain) to the HTTP API", () => {
    expectFormsBehavior(product, template, '/_forms/*');
    expect(behaviorAndOrigin(template, '/*/_forms/*').behavior).toBeUndefined();
  });

  it("sends a site's page-view beacon (/_a of its subdomain) to the HTTP API with the country", () => {
    expectBeaconBehavior(template, '/_a', '/_forms/*');
  });

  it('rewrites form posts with the forms function, a site per subdomain', () => {
    expectFormsFunction(template, 'mysites.example');
  });

  it.each(['sites', 'sitesCertificate', 'data', 'auth', 'apiEndpoint', 'api', 'web'] as const)(
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
