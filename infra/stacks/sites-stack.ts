import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  CfnConnectionGroup,
  type CfnDistribution,
  Distribution,
  FunctionEventType,
  HeadersReferrerPolicy,
  HttpVersion,
  KeyValueStore,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  type ResponseSecurityHeadersBehavior,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { apiBehavior, type ApiOrigin } from '../constructs/api-origin';
import type { CustomDomainHosting, SiteHosting } from '../constructs/app-function';
import { LogBucket } from '../constructs/log-bucket';
import {
  SITE_BEACON_PATH_PATTERN,
  SITE_BEACON_PATH_PATTERN_PER_PATH,
  SITE_FORMS_PATH_PATTERN,
  SITE_FORMS_PATH_PATTERN_PER_PATH,
  SiteFormFunction,
} from '../constructs/site-form-function';
import { SiteRouterFunction } from '../constructs/site-router-function';
import { aliasRecords, EdgeCertificateStack, type ZonedDomain } from './edge-domain';
import { UploadHeadersPolicy } from '../constructs/upload-headers-policy';
import { ASSET_FOLDER, UPLOADS_PATH } from '../../shared/assets';
import { bucketDefinitions } from '../data/bucket-definitions';
import { SITE_ASSET_HEADERS, SITE_SECURITY_HEADERS } from '../sites/site-headers';

/** A site's files, at its own host (`{subdomain}.{domain}`, custom domains)… */
const SITE_ASSETS_PATH_PATTERN = `/${ASSET_FOLDER}/*`;
/** …or under its path on the distribution's own domain. */
const SITE_ASSETS_PATH_PATTERN_PER_PATH = `/*/${ASSET_FOLDER}/*`;

/**
 * The operator's domain for deployed sites: `{subdomain}.{domainName}`, a registrable domain apart
 * from the app's (sites must never share its cookies).
 */
export type SitesDomain = ZonedDomain;

/** The wildcard certificate of a sites domain, in us-east-1 as CloudFront requires. */
export class SitesCertificateStack extends EdgeCertificateStack {
  constructor(scope: Construct, id: string, props: StackProps & { domain: SitesDomain }) {
    super(scope, id, { ...props, certificateName: `*.${props.domain.domainName}` });
  }
}

export interface SitesStackProps extends StackProps {
  /**
   * The HTTP API (ApiEndpointStack): a site's form posts (`/_forms/{form}` on the site) go to its
   * `POST /_forms/{subdomain}/{form}`.
   */
  api: ApiOrigin;
  /** @default none: sites are served at `https://{distribution}.cloudfront.net/{subdomain}/` */
  domain?: SitesDomain;
  /** The wildcard certificate for `*.{domain}` (from SitesCertificateStack); with `domain` only. */
  certificate?: ICertificate;
  /** PriceClass_200 is the cheapest class whose edge locations include India. */
  priceClass?: PriceClass;
  /** How long deleted or replaced objects of the sites bucket are kept. @default 30 days */
  deletedObjectRetention?: Duration;
}

/** HSTS, nosniff and the sites' referrer policy, on every answer of the distribution. */
function siteSecurityHeaders(): ResponseSecurityHeadersBehavior {
  return {
    strictTransportSecurity: {
      accessControlMaxAge: Duration.days(365),
      includeSubdomains: true,
      override: true,
    },
    contentTypeOptions: { override: true },
    referrerPolicy: { referrerPolicy: siteReferrerPolicy(), override: true },
  };
}

/** The referrer policy the sites' answers carry, as CloudFront's enum names it. */
function siteReferrerPolicy(): HeadersReferrerPolicy {
  const policy = Object.values(HeadersReferrerPolicy).find(
    (value) => value === SITE_SECURITY_HEADERS['referrer-policy'],
  );
  if (!policy)
    throw new Error(`Unknown referrer policy ${SITE_SECURITY_HEADERS['referrer-policy']}`);
  return policy;
}

/** What visitors post on a site: the behaviour to the API, with its answers' and beacons' policies. */
interface VisitorPosts {
  /** The sites' headers on the API's answers, never stored. */
  formHeaders: ResponseHeadersPolicy;
  /** What a page-view beacon passes on to the API. */
  beaconRequests: OriginRequestPolicy;
  /** The sites distribution's behaviour for form posts (and, with beaconRequests, beacons). */
  behavior: BehaviorOptions;
}

/** What the sites distribution is made of besides the bucket. */
interface SitesDistributionParts {
  logs: LogBucket;
  router: SiteRouterFunction;
  /** The sites' security headers on every page. */
  headers: ResponseHeadersPolicy;
  /** And on the files under a site's `/assets/`: a sandboxing CSP besides. */
  assetHeaders: ResponseHeadersPolicy;
  posts: VisitorPosts;
}

/**
 * Deployed sites: the private sites bucket, the site directory (a CloudFront KeyValueStore:
 * subdomain → version prefix) and the distribution whose viewer-request function serves each
 * subdomain's current copy, so a deploy is a directory write and needs no cache invalidation. The
 * sites' forms post to their own origin, and the distribution sends those posts to the HTTP API.
 */
export class SitesStack extends Stack {
  readonly bucket: Bucket;
  readonly keyValueStore: KeyValueStore;
  readonly distribution: Distribution;
  /** `https://{subdomain}.{domain}/`, or `https://{distribution domain}/{subdomain}/`. */
  readonly urlTemplate: string;
  /** The origin(s) sites are served from, as a CSP source: `https://*.{domain}` or the distribution's. */
  readonly origin: string;
  /**
   * Owners' custom domains: a multi-tenant (tenant-only) distribution serving sites exactly as
   * the sites distribution does, each domain one of its tenants (created at run time).
   */
  readonly customDomainDistribution: Distribution;
  /** The connection group of the tenants: its routing endpoint is what owners' CNAMEs name. */
  readonly connectionGroup: CfnConnectionGroup;
  private readonly reservedDomains: readonly string[];

  constructor(scope: Construct, id: string, props: SitesStackProps) {
    super(scope, id, props);
    const { domain, certificate } = props;
    if (Boolean(domain) !== Boolean(certificate)) {
      throw new Error('A sites domain needs its certificate, and a certificate its domain.');
    }

    const logs = new LogBucket(this, 'AccessLogs', { allowLogDeliveryAcls: true });
    this.bucket = this.sitesBucket(logs, props.deletedObjectRetention ?? Duration.days(30));

    this.keyValueStore = new KeyValueStore(this, 'SiteDirectory', {
      comment: 'Deployed sites: subdomain → version prefix in the sites bucket',
    });
    // Every live site's address is in it: a stack deletion must not take the sites down with it
    // (docs/deployments.md, "The site directory", says how to rebuild or adopt it).
    this.keyValueStore.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const router = new SiteRouterFunction(this, 'SiteRouter', {
      keyValueStore: this.keyValueStore,
      sitesDomain: domain?.domainName,
    });

    const headers = new ResponseHeadersPolicy(this, 'SiteHeaders', {
      comment: 'Deployed sites: HSTS, nosniff, referrer policy; framing allowed (deployment page)',
      securityHeadersBehavior: siteSecurityHeaders(),
    });
    const assetHeaders = new ResponseHeadersPolicy(this, 'SiteAssetHeaders', {
      comment:
        "Deployed sites' /assets/: the sites' headers and a CSP that sandboxes a file opened alone",
      securityHeadersBehavior: {
        ...siteSecurityHeaders(),
        contentSecurityPolicy: {
          contentSecurityPolicy: SITE_ASSET_HEADERS['content-security-policy'],
          override: true,
        },
      },
    });
    const posts = this.visitorPosts(props.api, domain);
    this.distribution = this.sitesDistribution(props, {
      logs,
      router,
      headers,
      assetHeaders,
      posts,
    });
    this.customDomainDistribution = this.customDomainsDistribution(props.api, {
      logs,
      headers,
      assetHeaders,
      posts,
    });
    this.connectionGroup = new CfnConnectionGroup(this, 'CustomDomainEndpoint', {
      name: `${this.stackName}-custom-domains`,
      ipv6Enabled: true,
      enabled: true,
    });
    this.reservedDomains = domain ? [domain.domainName] : [];

    if (domain) this.wildcardRecords(domain);

    this.urlTemplate = domain
      ? `https://{subdomain}.${domain.domainName}/`
      : `https://${this.distribution.distributionDomainName}/{subdomain}/`;

    this.origin = domain
      ? `https://*.${domain.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    this.suppressDistributionFindings(this.distribution, domain !== undefined);
    this.suppressDistributionFindings(this.customDomainDistribution, false);

    new CfnOutput(this, 'SitesUrlTemplate', {
      description: 'Where a deployed site is served ({subdomain} is the site)',
      value: this.urlTemplate,
    });
    new CfnOutput(this, 'SiteDirectoryArn', {
      description:
        'The site directory (KeyValueStore): what tools/ops/rebuild-site-directory.ts writes to',
      value: this.keyValueStore.keyValueStoreArn,
    });
  }

  /**
   * The private sites bucket: each site's copies, and the images browsers upload. Versioned, so a
   * deleted object can be restored for `retention`; the functions delete only in their own areas
   * and no function may delete a version (AppFunction).
   */
  private sitesBucket(logs: LogBucket, retention: Duration): Bucket {
    const { browserUploads } = bucketDefinitions.sites;
    return new Bucket(this, 'SitesBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: BucketEncryption.S3_MANAGED,
      versioned: bucketDefinitions.sites.versioned,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: logs.bucket,
      serverAccessLogsPrefix: 'sites-bucket/',
      lifecycleRules: [
        { id: 'abort-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
        {
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: retention,
          // A delete marker whose versions are all gone stands for nothing.
          expiredObjectDeleteMarker: true,
        },
        // Files sent by browsers and never completed (checked and moved to the uploads), and
        // their earlier versions: nothing there is worth restoring.
        {
          id: 'expire-incoming',
          prefix: browserUploads.prefix,
          expiration: Duration.days(browserUploads.expireAfterDays),
          noncurrentVersionExpiration: Duration.days(browserUploads.expireAfterDays),
        },
      ],
      cors: [
        {
          allowedMethods: browserUploads.cors.methods.map((method) => HttpMethods[method]),
          allowedOrigins: [...browserUploads.cors.origins],
          allowedHeaders: [...browserUploads.cors.headers],
          maxAge: browserUploads.cors.maxAgeSeconds,
        },
      ],
    });
  }

  /** What visitors post on a site (its forms, its page-view beacon), on its way to the HTTP API. */
  private visitorPosts(api: ApiOrigin, domain: SitesDomain | undefined): VisitorPosts {
    const formHeaders = new ResponseHeadersPolicy(this, 'SiteFormHeaders', {
      comment: "Deployed sites' form answers (JSON from the API): the sites' headers, never stored",
      securityHeadersBehavior: siteSecurityHeaders(),
      customHeadersBehavior: {
        customHeaders: [{ header: 'cache-control', value: 'no-store', override: true }],
      },
    });
    const formRouter = new SiteFormFunction(this, 'SiteForms', {
      sitesDomain: domain?.domainName,
    }).function;
    // A page view is counted from these alone: the viewer's address and browser (hashed for the
    // day, never kept), their opt-outs, where the browser says the beacon came from, and the
    // country CloudFront finds; no cookie, no query.
    const beaconRequests = new OriginRequestPolicy(this, 'SiteBeaconRequests', {
      comment: "Deployed sites' page-view beacons: what counting needs, nothing more",
      headerBehavior: OriginRequestHeaderBehavior.allowList(
        'content-type',
        'user-agent',
        'dnt',
        'sec-gpc',
        'sec-fetch-site',
        'cloudfront-viewer-address',
        'cloudfront-viewer-country',
      ),
      cookieBehavior: OriginRequestCookieBehavior.none(),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
    });

    // What visitors post on a site goes to the HTTP API (one origin for both behaviours).
    const behavior = apiBehavior(api, {
      responseHeadersPolicy: formHeaders,
      functionAssociations: [{ function: formRouter, eventType: FunctionEventType.VIEWER_REQUEST }],
    });
    return { formHeaders, beaconRequests, behavior };
  }

  /** Sites at `{subdomain}.{domain}` (or a path each), each served its current copy. */
  private sitesDistribution(
    { domain, certificate, priceClass }: SitesStackProps,
    { logs, router, headers, assetHeaders, posts }: SitesDistributionParts,
  ): Distribution {
    const bucketOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const siteBehavior = {
      origin: bucketOrigin,
      // Someone typing http:// lands on the https:// address; HSTS keeps them there.
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      // The function rewrites the URI to the copy's own key, so the key names the site.
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      functionAssociations: [
        { function: router.function, eventType: FunctionEventType.VIEWER_REQUEST },
        { function: router.previewHeadersFunction, eventType: FunctionEventType.VIEWER_RESPONSE },
      ],
    };
    return new Distribution(this, 'Distribution', {
      comment: 'Website builder: deployed sites',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: priceClass ?? PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: logs.bucket,
      logFilePrefix: 'cloudfront/',
      ...(domain &&
        certificate && {
          domainNames: [`*.${domain.domainName}`],
          certificate,
          minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
        }),
      defaultBehavior: { ...siteBehavior, responseHeadersPolicy: headers },
      additionalBehaviors: {
        // A site's files (uploads copied beside the page) under the same rule, with a CSP.
        [domain ? SITE_ASSETS_PATH_PATTERN : SITE_ASSETS_PATH_PATTERN_PER_PATH]: {
          ...siteBehavior,
          responseHeadersPolicy: assetHeaders,
        },
        // Projects' images, by their key; the web distribution serves them on the app's origin.
        [`${UPLOADS_PATH}/*`]: {
          origin: bucketOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: new UploadHeadersPolicy(this, 'UploadHeaders').policy,
        },
        // A site's form posts, to the API as `/_forms/{subdomain}/{form}` (the function's rule).
        [domain ? SITE_FORMS_PATH_PATTERN : SITE_FORMS_PATH_PATTERN_PER_PATH]: posts.behavior,
        // A page's view beacon, to the API as `/_a/{subdomain}` (the same function's rule).
        [domain ? SITE_BEACON_PATH_PATTERN : SITE_BEACON_PATH_PATTERN_PER_PATH]: {
          ...posts.behavior,
          originRequestPolicy: posts.beaconRequests,
        },
      },
    });
  }

  /**
   * Owners' custom domains: the same origin, functions' rule, headers and form and beacon
   * behaviours as the sites distribution; the Host is the owner's domain, which the site
   * directory maps to its site.
   */
  private customDomainsDistribution(
    api: ApiOrigin,
    { logs, headers, assetHeaders, posts }: Omit<SitesDistributionParts, 'router'>,
  ): Distribution {
    const customDomainRouter = new SiteRouterFunction(this, 'CustomDomainRouter', {
      keyValueStore: this.keyValueStore,
      customDomains: true,
    });
    const customDomainForms = new SiteFormFunction(this, 'CustomDomainForms', {
      keyValueStore: this.keyValueStore,
      customDomains: true,
    }).function;
    const customDomainPosts = apiBehavior(api, {
      responseHeadersPolicy: posts.formHeaders,
      functionAssociations: [
        { function: customDomainForms, eventType: FunctionEventType.VIEWER_REQUEST },
      ],
    });
    const siteBehavior = {
      origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      functionAssociations: [
        { function: customDomainRouter.function, eventType: FunctionEventType.VIEWER_REQUEST },
        {
          function: customDomainRouter.previewHeadersFunction,
          eventType: FunctionEventType.VIEWER_RESPONSE,
        },
      ],
    };
    const distribution = new Distribution(this, 'CustomDomains', {
      comment: "Website builder: deployed sites on their owners' custom domains (tenants)",
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs.bucket,
      logFilePrefix: 'cloudfront-custom-domains/',
      defaultBehavior: { ...siteBehavior, responseHeadersPolicy: headers },
      additionalBehaviors: {
        [SITE_ASSETS_PATH_PATTERN]: { ...siteBehavior, responseHeadersPolicy: assetHeaders },
        [SITE_FORMS_PATH_PATTERN]: customDomainPosts,
        [SITE_BEACON_PATH_PATTERN]: {
          ...customDomainPosts,
          originRequestPolicy: posts.beaconRequests,
        },
      },
    });
    // Multi-tenant: reached only through its tenants' domains. Price class and IPv6 belong to
    // the connection group there, so the L2's defaults for them are dropped.
    const tenantOnly = distribution.node.defaultChild as CfnDistribution;
    tenantOnly.addPropertyOverride('DistributionConfig.ConnectionMode', 'tenant-only');
    tenantOnly.addPropertyDeletionOverride('DistributionConfig.IPV6Enabled');
    tenantOnly.addPropertyDeletionOverride('DistributionConfig.PriceClass');
    return distribution;
  }

  /** `*.{domain}` in the hosted zone, A and AAAA, pointing at the sites distribution. */
  private wildcardRecords(domain: SitesDomain): void {
    aliasRecords(this, {
      domain,
      recordName: `*.${domain.domainName}`,
      distribution: this.distribution,
      idPrefix: 'Wildcard',
    });
  }

  /** The distribution's own host name, where the web distribution fetches uploads from. */
  get distributionDomainName(): string {
    return this.distribution.distributionDomainName;
  }

  /** What functions that publish sites get (ApiStack's `sites`). */
  get hosting(): SiteHosting {
    return {
      bucket: this.bucket,
      keyValueStoreArn: this.keyValueStore.keyValueStoreArn,
      urlTemplate: this.urlTemplate,
      customDomains: this.customDomainHosting,
    };
  }

  private get customDomainHosting(): CustomDomainHosting {
    return {
      distributionId: this.customDomainDistribution.distributionId,
      distributionArn: this.customDomainDistribution.distributionArn,
      connectionGroupId: this.connectionGroup.attrId,
      connectionGroupArn: this.connectionGroup.attrArn,
      routingEndpoint: this.connectionGroup.attrRoutingEndpoint,
      reservedDomains: this.reservedDomains,
    };
  }

  private suppressDistributionFindings(distribution: Distribution, hasDomain: boolean): void {
    NagSuppressions.addResourceSuppressions(distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'Deployed sites are public websites for anyone, anywhere; there is no legal or business reason to block countries.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          "Sites are static objects behind GET/HEAD-only, cached behaviours. The only origin that computes is the API, for sites' form posts and page-view beacons: the forms function lets only POST /_forms/{subdomain}/{form} and /_a/{subdomain} through, the API's throttles and the function's reserved concurrency bound it, the function takes at most a few posts an hour from each visitor on each site, and a day's count of a site cannot grow past its cap of referrers. A WAF web ACL (us-east-1, fixed monthly fee) can be added when traffic justifies it.",
      },
      ...(hasDomain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a sites domain the distribution uses the default *.cloudfront.net certificate, with which CloudFront does not allow choosing the minimum TLS version; the custom domains distribution has no certificate of its own: each tenant has its CloudFront-managed one.',
            },
          ]),
    ]);
  }
}
