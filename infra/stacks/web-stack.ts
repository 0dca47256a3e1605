import { existsSync } from 'node:fs';
import path from 'node:path';
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { AppConfig } from '../../shared/app-config';
import { GITHUB_OIDC_PATH } from '../../shared/api/endpoint-routes';
import { apiBehavior, type ApiOrigin } from '../constructs/api-origin';
import { LogBucket } from '../constructs/log-bucket';
import { PREVIEW_PATH_PATTERN, PreviewHeadersPolicy } from '../constructs/preview-headers-policy';
import { SecurityHeadersPolicy } from '../constructs/security-headers-policy';
import { UploadHeadersPolicy } from '../constructs/upload-headers-policy';
import { UPLOADS_PATH } from '../../shared/assets';
import { SpaDeployment } from '../constructs/spa-deployment';
import { SpaFallbackFunction } from '../constructs/spa-fallback-function';
import { repositoryRoot } from '../repository-root';
import { aliasRecords, type ZonedDomain } from './edge-domain';

export interface WebStackProps extends StackProps {
  /** The HTTP API (ApiEndpointStack), the `/api/*` origin. */
  api: ApiOrigin;
  /** Host name of the WebSocket API, the only socket the SPA's CSP lets it open. */
  socketDomainName: string;
  /** Where deployed sites are served; the deployment page frames them. @default none */
  sitesOrigin?: string;
  /**
   * Projects' uploads: the sites distribution's host, which serves them under `/_uploads/*` (this
   * distribution passes that path on, so the SPA and its preview see them on their own origin),
   * and the sites bucket's regional host, where the SPA sends them. @default none
   */
  uploads?: { distributionDomainName: string; bucketHost: string };
  /** The built SPA; when it has no index.html, nothing is uploaded. @default `web/dist` */
  spaAssetsPath?: string;
  /** Deployed as `/config.json` next to the SPA (the user pool and client, the socket URL). */
  appConfig?: AppConfig;
  /** A WAF web ACL (created in us-east-1) to attach to the distribution. @default none */
  webAclArn?: string;
  /**
   * The app's own domain (context `appDomain`), with its certificate (an EdgeCertificateStack in
   * us-east-1): the distribution answers there, behind A and AAAA alias records. @default the
   * distribution's `*.cloudfront.net` name only
   */
  domain?: { zoned: ZonedDomain; certificate: ICertificate };
  /** PriceClass_200 is the cheapest class whose edge locations include India. */
  priceClass?: PriceClass;
}

/**
 * What a browser loads: the SPA bucket and the CloudFront distribution that serves it and, under
 * `/api/*`, the HTTP API, so the SPA calls its API on its own origin (no CORS, no second host);
 * under `/oidc/github/*`, the API's GitHub sign-in bridge, whose issuer is the app's address.
 */
export class WebStack extends Stack {
  readonly spaBucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const logs = new LogBucket(this, 'AccessLogs', { allowLogDeliveryAcls: true });
    this.spaBucket = new Bucket(this, 'SpaBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: logs.bucket,
      serverAccessLogsPrefix: 'spa-bucket/',
    });

    const securityHeaders = new SecurityHeadersPolicy(this, 'SecurityHeaders', {
      socketDomainName: props.socketDomainName,
      sitesOrigin: props.sitesOrigin,
      uploadBucketHost: props.uploads?.bucketHost,
    }).policy;
    const previewHeaders = new PreviewHeadersPolicy(this, 'PreviewHeaders').policy;
    const spaFallback = new SpaFallbackFunction(this, 'SpaFallback').function;
    const spaOrigin = S3BucketOrigin.withOriginAccessControl(this.spaBucket);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Website builder: SPA and /api/*',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass ?? PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: logs.bucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
      ...(props.domain && {
        domainNames: [props.domain.zoned.domainName],
        certificate: props.domain.certificate,
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: spaOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        // The workspace's preview frame: a static page of the SPA's build that writes generated
        // HTML into itself. Same origin as the SPA (so the SPA's CSP allows framing it with
        // `frame-src 'self'`), but with headers of its own; see PreviewHeadersPolicy.
        [PREVIEW_PATH_PATTERN]: {
          origin: spaOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: previewHeaders,
        },
        ...(props.uploads && {
          [`${UPLOADS_PATH}/*`]: {
            origin: new HttpOrigin(props.uploads.distributionDomainName, {
              protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            }),
            viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
            allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
            cachePolicy: CachePolicy.CACHING_OPTIMIZED,
            compress: true,
            responseHeadersPolicy: new UploadHeadersPolicy(this, 'UploadHeaders').policy,
          },
        }),
        '/api/*': apiBehavior(props.api, { responseHeadersPolicy: securityHeaders }),
        // The GitHub sign-in bridge (its issuer is the app's address): its redirects, documents
        // and its own refusal page with a CSP of its own, so not the SPA's headers.
        [`${GITHUB_OIDC_PATH}/*`]: apiBehavior(props.api, {
          responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        }),
      },
    });

    const spaAssetsPath = props.spaAssetsPath ?? path.join(repositoryRoot, 'web', 'dist');
    if (existsSync(path.join(spaAssetsPath, 'index.html'))) {
      new SpaDeployment(this, 'SpaDeployment', {
        sourcePath: spaAssetsPath,
        bucket: this.spaBucket,
        distribution: this.distribution,
        appConfig: props.appConfig,
      });
    } else {
      Annotations.of(this).addWarningV2(
        'website-builder:spaNotBuilt',
        `${spaAssetsPath}/index.html not found, so the SPA is not uploaded. Run \`npm run build:web\` first (\`npm run deploy\` does).`,
      );
    }

    if (props.domain) {
      const { zoned } = props.domain;
      aliasRecords(this, {
        domain: zoned,
        recordName: zoned.domainName,
        distribution: this.distribution,
      });
    }
    this.suppressDistributionFindings(props.webAclArn !== undefined, props.domain !== undefined);

    new CfnOutput(this, 'DistributionUrl', {
      description: 'The product: SPA and API on one origin',
      value: `https://${props.domain?.zoned.domainName ?? this.distribution.distributionDomainName}`,
    });
  }

  private suppressDistributionFindings(hasWebAcl: boolean, hasDomain: boolean): void {
    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'The product is sold to anyone, anywhere (payments are checked by Razorpay); there is no legal or business reason to block countries.',
      },
      ...(hasDomain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without context appDomain the distribution has only the default *.cloudfront.net certificate, with which CloudFront does not allow choosing the minimum TLS version.',
            },
          ]),
      ...(hasWebAcl
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                "The AWS WAF web ACL (context waf=on: the Firewall stack in us-east-1) costs a fixed monthly fee, so it is the operator's choice; without it the API behind /api/* still has per-route throttles, per-caller limits on sign-up and reset emails, and JWT-protected routes.",
            },
          ]),
    ]);
  }
}
