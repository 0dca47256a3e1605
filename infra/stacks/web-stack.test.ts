import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import {
  CachePolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../constructs/content-security-policy';
import { previewContentSecurityPolicy } from '../constructs/preview-headers-policy';
import type { ProductApp } from '../create-app';
import {
  bucketOriginThroughAccessControl,
  cloudFrontMayGetFrom,
  privateEncryptedBucket,
  s3OriginAccessControl,
  tlsOnlyPoliciesOf,
} from '../../testing/cdk/bucket-template-matchers';
import { buildTestApp, fakeSpaBuild, googleContext, templateOf } from '../../testing/cdk/test-app';

/** The parts of a distribution's configuration the tests read. */
interface DistributionShape {
  CacheBehaviors: {
    PathPattern: string;
    TargetOriginId: string;
    AllowedMethods: string[];
  }[];
  Origins: { Id: string; DomainName: unknown; OriginCustomHeaders?: { HeaderName: string }[] }[];
}

describe('web stack', () => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp();
    template = templateOf(product.web);
  });

  it('keeps the SPA bucket private, encrypted and TLS-only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      ...privateEncryptedBucket,
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 'spa-bucket/' }),
    });
    expect(tlsOnlyPoliciesOf(template, 'SpaBucket')).toHaveLength(1);
  });

  it('reads the SPA bucket through Origin Access Control only', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', s3OriginAccessControl);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([bucketOriginThroughAccessControl('SpaBucket')]),
      }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', cloudFrontMayGetFrom('SpaBucket'));
  });

  it('serves the SPA over HTTPS, HTTP/2 and 3, with the SPA fallback and security headers', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        HttpVersion: 'http2and3',
        DefaultRootObject: 'index.html',
        Logging: Match.objectLike({ Prefix: 'cloudfront/' }),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('^SecurityHeaders') },
          FunctionAssociations: [
            {
              EventType: 'viewer-request',
              FunctionARN: {
                'Fn::GetAtt': [Match.stringLikeRegexp('^SpaFallback'), 'FunctionARN'],
              },
            },
          ],
        }),
      }),
    });
  });

  it('does not turn error answers into index.html', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ CustomErrorResponses: Match.absent() }),
    });
  });

  it('forwards /api/* uncached, with every method and viewer header but Host, to the HTTP API', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            ViewerProtocolPolicy: 'https-only',
            AllowedMethods: Match.arrayWith([
              'GET',
              'HEAD',
              'OPTIONS',
              'PUT',
              'PATCH',
              'POST',
              'DELETE',
            ]),
            CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId:
              OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
            ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('^SecurityHeaders') },
          }),
        ]),
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: Match.objectLike({ 'Fn::Select': [2, Match.anyValue()] }),
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
          }),
        ]),
      }),
    });
  });

  it("sends the GitHub sign-in bridge's /oidc/github/* to the API too, with the origin secret", () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const config = (distribution as { Properties: { DistributionConfig: DistributionShape } })
      .Properties.DistributionConfig;
    const behaviorOf = (pattern: string) =>
      config.CacheBehaviors.find((behavior) => behavior.PathPattern === pattern);
    const originOf = (id: string | undefined) => config.Origins.find((origin) => origin.Id === id);

    const bridge = behaviorOf('/oidc/github/*');
    const api = behaviorOf('/api/*');

    expect(bridge).toMatchObject({
      ViewerProtocolPolicy: 'https-only',
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId:
        OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      // Not the SPA's CSP: the bridge's refusal page sends its own.
      ResponseHeadersPolicyId: ResponseHeadersPolicy.SECURITY_HEADERS.responseHeadersPolicyId,
    });
    expect(bridge?.AllowedMethods).toContain('POST');
    const bridgeOrigin = originOf(bridge?.TargetOriginId);
    expect(bridgeOrigin?.DomainName).toEqual(originOf(api?.TargetOriginId)?.DomainName);
    expect(bridgeOrigin?.OriginCustomHeaders?.map((header) => header.HeaderName)).toEqual([
      'x-origin-verify',
    ]);
  });

  it("proves each /api/* request came through it, with the endpoint's secret by reference", () => {
    const endpoint = product.apiEndpoint;
    const exported = endpoint.resolve(endpoint.originVerifySecret.secretArn) as { Ref: string };
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
            OriginCustomHeaders: [
              {
                HeaderName: 'x-origin-verify',
                // CloudFormation reads the value at deploy time; the template holds none.
                HeaderValue: {
                  'Fn::Join': [
                    '',
                    [
                      '{{resolve:secretsmanager:',
                      {
                        'Fn::ImportValue': Match.stringLikeRegexp(
                          `^${endpoint.stackName}:ExportsOutputRef${exported.Ref}`,
                        ),
                      },
                      ':SecretString:::}}',
                    ],
                  ],
                },
              },
            ],
          }),
        ]),
      }),
    });
  });

  it('sends HSTS, CSP, nosniff, DENY framing and a strict referrer policy', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
            Override: true,
          },
        },
      }),
    });
  });

  it('lets the SPA reach its API, Cognito, socket and Razorpay only, and frame only its preview and Razorpay', () => {
    const directives = contentSecurityPolicy(
      'ap-south-1',
      'a1b2c3.execute-api.ap-south-1.amazonaws.com',
    ).split('; ');
    expect(directives).toContain(
      "connect-src 'self' https://cognito-idp.ap-south-1.amazonaws.com https://*.amazoncognito.com wss://a1b2c3.execute-api.ap-south-1.amazonaws.com https://api.razorpay.com https://lumberjack.razorpay.com https://lumberjack-metrics.razorpay.com",
    );
    expect(directives).toContain("img-src 'self' data: blob: https://cdn.razorpay.com");
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives).toContain(
      "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com",
    );
  });

  it('lets the deployment page frame the deployed sites, and no other site', () => {
    const directives = contentSecurityPolicy(
      'ap-south-1',
      'socket.example',
      'https://*.mysites.example',
    ).split('; ');
    expect(directives).toContain(
      "frame-src 'self' https://*.mysites.example https://api.razorpay.com https://checkout.razorpay.com",
    );
  });

  it("frames the sites distribution's own name when no sites domain is configured", () => {
    const policy = JSON.stringify(
      template.findResources('AWS::CloudFront::ResponseHeadersPolicy', {
        Properties: {
          ResponseHeadersPolicyConfig: { Comment: Match.stringLikeRegexp('HSTS, CSP') },
        },
      }),
    );
    expect(policy).toMatch(
      /frame-src 'self' https:\/\/",\{"Fn::ImportValue":"WebsiteBuilder-Sites:ExportsOutput\w*Distribution\w*DomainName\w*"\}," https:\/\/api\.razorpay\.com/,
    );
  });

  it('lets the SPA load Razorpay Checkout’s scripts and no other host’s', () => {
    const directives = contentSecurityPolicy('ap-south-1', 'socket.example').split('; ');
    expect(directives).toContain(
      "script-src 'self' https://checkout.razorpay.com https://cdn.razorpay.com",
    );
    expect(directives.join('; ')).not.toMatch(/\*\.razorpay\.com|https: |'unsafe-inline' https/);
  });

  it('deploys a /config.json that loads Razorpay’s own checkout.js', () => {
    expect(product.appConfig.payments.checkoutScriptUrl).toBe(
      'https://checkout.razorpay.com/v1/checkout.js',
    );
  });

  it("lets the SPA open its own WebSocket API's host and no other socket", () => {
    const policies = Object.values(
      template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    );
    const parts: unknown[] = policies
      .map(
        (policy) =>
          policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
            .ContentSecurityPolicy,
      )
      .flatMap((csp) => csp['Fn::Join']?.[1] ?? []);
    const socketHost = parts.findIndex(
      (part) => typeof part === 'string' && part.endsWith(' wss://'),
    );

    expect(socketHost).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(parts[socketHost + 1])).toMatch(
      /"Fn::ImportValue":"WebsiteBuilder-Api:ExportsOutputRefSocketWebSocketApi/,
    );
    expect(parts[socketHost + 2]).toBe('.execute-api.');
    expect(JSON.stringify(parts)).not.toContain('wss://*');
  });

  it('serves the preview frame from the SPA bucket with its own headers policy', () => {
    const distribution = template.findResources('AWS::CloudFront::Distribution');
    const config = Object.values(distribution)[0]?.Properties.DistributionConfig;
    const preview = config.CacheBehaviors.find(
      (behavior: { PathPattern: string }) => behavior.PathPattern === '/_preview/*',
    );
    expect(preview).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
    });
    expect(preview.ResponseHeadersPolicyId).not.toEqual(
      config.DefaultCacheBehavior.ResponseHeadersPolicyId,
    );
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63_072_000 }),
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
          ContentSecurityPolicy: {
            ContentSecurityPolicy: previewContentSecurityPolicy(),
            Override: true,
          },
        },
      }),
    });
  });

  it('lets only the SPA frame the preview, and lets generated pages run inline code and use CDNs', () => {
    const directives = previewContentSecurityPolicy().split('; ');
    expect(directives).toContain("frame-ancestors 'self'");
    expect(directives).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval' https: blob:");
    expect(directives).toContain("style-src 'self' 'unsafe-inline' https:");
    expect(directives).toContain("object-src 'none'");
  });

  it('outputs the distribution URL', () => {
    template.hasOutput('DistributionUrl', {});
  });

  it('skips the upload with a warning when the SPA is not built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(product.web).hasWarning(
      '/WebsiteBuilder-Web',
      Match.stringLikeRegexp('npm run build:web'),
    );
  });

  describe('with a built SPA', () => {
    const spaBuild = fakeSpaBuild();
    let built: Template;

    beforeAll(() => {
      built = templateOf(buildTestApp({ spaAssetsPath: spaBuild }).web);
    });

    it('uploads hashed assets as immutable and keeps the previous ones', () => {
      built.hasResourceProperties('Custom::CDKBucketDeployment', {
        Include: ['assets/*'],
        Prune: false,
        SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      });
    });

    it('uploads everything else uncached and invalidates the distribution', () => {
      built.hasResourceProperties('Custom::CDKBucketDeployment', {
        Exclude: ['assets/*', 'config.json', 'manifest.webmanifest'],
        Prune: true,
        SystemMetadata: { 'cache-control': 'no-cache' },
        DistributionId: { Ref: Match.stringLikeRegexp('^Distribution') },
        DistributionPaths: ['/*'],
      });
    });

    it('uploads the web app manifest uncached, with its content type', () => {
      built.hasResourceProperties('Custom::CDKBucketDeployment', {
        Include: ['manifest.webmanifest'],
        Exclude: ['*'],
        Prune: false,
        SystemMetadata: {
          'cache-control': 'no-cache',
          'content-type': 'application/manifest+json',
        },
      });
    });

    it('revalidates the service worker, its Workbox runtime and the manifest on every visit, so a deploy is found at once', () => {
      // The uploads of the build, not /config.json's (written from the stacks' values by markers).
      const deployments = Object.values(built.findResources('Custom::CDKBucketDeployment'))
        .map((resource) => resource.Properties as UploadFilters & { SourceMarkers?: unknown })
        .filter((deployment) => deployment.SourceMarkers === undefined);
      const cacheControlOf = (key: string) =>
        deployments
          .filter((deployment) => uploads(deployment, key))
          .map((deployment) => deployment.SystemMetadata?.['cache-control']);

      const keys = ['sw.js', 'workbox-9c191d2f.js', 'manifest.webmanifest', 'index.html'];
      expect(keys.map((key) => [key, cacheControlOf(key)])).toEqual(
        keys.map((key) => [key, ['no-cache']]),
      );
      expect(cacheControlOf('assets/index-1a2b3c4d.js')).toEqual([
        'public, max-age=31536000, immutable',
      ]);
    });
  });
});

interface UploadFilters {
  Include?: string[];
  Exclude?: string[];
  SystemMetadata?: Record<string, string>;
}

/**
 * Whether a BucketDeployment uploads `key`: `aws s3 sync` applies every --exclude, then every
 * --include, the last match winning; `*` matches any characters, `/` included.
 */
function uploads({ Include = [], Exclude = [] }: UploadFilters, key: string): boolean {
  const matches = (pattern: string) =>
    new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`).test(key);
  const decisive = [
    ...Exclude.map((pattern) => ({ pattern, upload: false })),
    ...Include.map((pattern) => ({ pattern, upload: true })),
  ].findLast(({ pattern }) => matches(pattern));
  return decisive?.upload ?? true;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the app on its own domain (context appDomain)', () => {
  let product: ProductApp;

  beforeAll(() => {
    product = buildTestApp({
      region: 'ap-south-1',
      context: {
        googleClientId: googleContext.googleClientId,
        googleClientSecretName: googleContext.googleClientSecretName,
        appDomain: 'App.Builder.example.',
        appHostedZoneId: 'Z0987654321EXAMPLE',
        appHostedZoneName: 'builder.example',
      },
    });
  });

  it('gets a certificate in us-east-1, validated in its zone', () => {
    const certificates = product.appCertificate;
    expect(certificates?.region).toBe('us-east-1');
    templateOf(certificates ?? product.web).hasResourceProperties(
      'AWS::CertificateManager::Certificate',
      {
        DomainName: 'app.builder.example',
        ValidationMethod: 'DNS',
        DomainValidationOptions: [
          { DomainName: 'app.builder.example', HostedZoneId: 'Z0987654321EXAMPLE' },
        ],
      },
    );
  });

  it('answers on the domain, TLS 1.2 at least, behind A and AAAA aliases to the distribution', () => {
    const web = templateOf(product.web);
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.builder.example'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: Match.anyValue(),
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        }),
      }),
    });
    for (const type of ['A', 'AAAA']) {
      web.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'app.builder.example.',
        Type: type,
        HostedZoneId: 'Z0987654321EXAMPLE',
        AliasTarget: Match.objectLike({ DNSName: Match.anyValue() }),
      });
    }
    expect(web.findOutputs('DistributionUrl')).toMatchObject({
      DistributionUrl: { Value: 'https://app.builder.example' },
    });
  });

  it('is the address sign-ins return to', () => {
    templateOf(product.auth).hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: ['https://app.builder.example/auth/callback'],
      LogoutURLs: ['https://app.builder.example/auth'],
    });
  });

  it('refuses a zone it is not in, an appUrl elsewhere, and the sites domain', () => {
    const zone = { appDomain: 'app.builder.example', appHostedZoneId: 'Z0987654321EXAMPLE' };
    const region = 'ap-south-1';
    expect(() => buildTestApp({ context: { appDomain: 'app.builder.example' } })).toThrow(
      /An app domain needs the context values appDomain and appHostedZoneId/,
    );
    expect(() =>
      buildTestApp({ context: { ...zone, appHostedZoneName: 'other.example' }, region }),
    ).toThrow(/"appHostedZoneName" \(other.example\) must be "appDomain"/);
    expect(() =>
      buildTestApp({ context: { ...zone, appUrl: 'https://elsewhere.example' }, region }),
    ).toThrow(/"appUrl" \(https:\/\/elsewhere.example\) must be https:\/\/app.builder.example/);
    expect(() =>
      buildTestApp({
        context: { ...zone, sitesDomain: 'builder.example', sitesHostedZoneId: 'Z0123' },
        region,
      }),
    ).toThrow(
      /"appDomain" \(app.builder.example\) and "sitesDomain" \(builder.example\) must be apart/,
    );
  });
});
