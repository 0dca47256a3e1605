import { Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CorsHttpMethod,
  DomainName,
  HttpApi,
  type CfnApi,
  type CorsPreflightOptions,
  type IDomainName,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { ARecord, AaaaRecord, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { ApiGatewayv2DomainProperties } from 'aws-cdk-lib/aws-route53-targets';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { ApiOrigin } from '../constructs/api-origin';
import { hostedZoneOf, type ZonedDomain } from './edge-domain';

/** What the API stack builds on: the API to add routes to, the secret its functions check. */
export interface ApiEndpoint extends ApiOrigin {
  httpApi: IHttpApi;
  /** The API's own domain, when it has one: the API stack maps its stage there. */
  customDomain?: IDomainName;
}

export interface ApiEndpointStackProps extends StackProps {
  /** @default none: the SPA reaches the API through CloudFront on its own origin */
  corsAllowedOrigins?: readonly string[];
  /**
   * The API's own domain (context `apiDomain`): a regional certificate for it, validated in its
   * zone, API Gateway's custom domain and alias records. The distributions then reach the API
   * there and its `execute-api` address answers nobody (403), since API Gateway refuses every
   * call to a disabled default endpoint, CloudFront's included. @default none: the distributions
   * reach the API at its `execute-api` address, and the functions' origin check refuses calls
   * made there directly
   */
  domain?: ZonedDomain;
  /**
   * With a domain, keep the `execute-api` address answering too: the first step of moving a
   * deployment that already exists onto the domain, so the distributions switch before the old
   * address goes (context `executeApiEndpoint=on`). @default false
   */
  keepExecuteApiEndpoint?: boolean;
}

/**
 * The HTTP API's front door, apart from what is behind it: the API Gateway API itself (its
 * address) and the secret the distributions in front of it send. Both distributions front the
 * API (the web one under `/api/*`, the sites one for sites' forms) while the API stack's functions
 * publish sites, so the address must exist before the sites stack and the routes after it: this
 * stack keeps CloudFormation's references one way (endpoint → sites → API → web). The API stack
 * adds the routes, the stage and the functions.
 */
export class ApiEndpointStack extends Stack implements ApiEndpoint {
  readonly httpApi: HttpApi;
  /** Where the distributions reach the API: its own domain, or its default endpoint's host. */
  readonly domainName: string;
  readonly customDomain?: DomainName;
  /**
   * Sent by the web and sites distributions with every request to the API (`x-origin-verify`),
   * so the functions that rely on the caller's address can tell a call through CloudFront from
   * one made to the API's own URL.
   */
  readonly originVerifySecret: Secret;

  constructor(scope: Construct, id: string, props: ApiEndpointStackProps = {}) {
    super(scope, id, props);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Website builder API: the routes of functions/routes.ts',
      // The API stack adds the stage, with its throttles and access logs.
      createDefaultStage: false,
      corsPreflight: corsPreflightOf(props.corsAllowedOrigins ?? []),
      disableExecuteApiEndpoint: props.domain !== undefined && !props.keepExecuteApiEndpoint,
    });
    this.customDomain = props.domain && this.createCustomDomain(props.domain);
    if (props.domain) {
      // Stacks deployed before the domain import the old address; an export still imported
      // cannot go, so it stays (unused once they are updated).
      this.exportValue((this.httpApi.node.defaultChild as CfnApi).attrApiEndpoint);
    }
    this.domainName =
      props.domain?.domainName ?? Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    this.originVerifySecret = this.createOriginVerifySecret();
  }

  /**
   * API Gateway's custom domain for the API (HTTP APIs take regional ones only), with a
   * certificate in the API's own region and A and AAAA alias records to it.
   */
  private createCustomDomain(domain: ZonedDomain): DomainName {
    const zone = hostedZoneOf(this, domain);
    const customDomain = new DomainName(this, 'CustomDomain', {
      domainName: domain.domainName,
      certificate: new Certificate(this, 'Certificate', {
        domainName: domain.domainName,
        validation: CertificateValidation.fromDns(zone),
      }),
    });
    const target = RecordTarget.fromAlias(
      new ApiGatewayv2DomainProperties(
        customDomain.regionalDomainName,
        customDomain.regionalHostedZoneId,
      ),
    );
    new ARecord(this, 'AliasA', { zone, recordName: domain.domainName, target });
    new AaaaRecord(this, 'AliasAaaa', { zone, recordName: domain.domainName, target });
    return customDomain;
  }

  private createOriginVerifySecret(): Secret {
    const secret = new Secret(this, 'OriginVerifySecret', {
      description:
        'Sent by the web and sites distributions to the API as x-origin-verify: proves a request came through CloudFront',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    NagSuppressions.addResourceSuppressions(secret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotating it needs the distributions updated in the same step; it grants nothing by itself, it only tells a call through CloudFront from one to the API URL. Replace it by redeploying.',
      },
    ]);
    return secret;
  }
}

function corsPreflightOf(allowOrigins: readonly string[]): CorsPreflightOptions | undefined {
  if (allowOrigins.length === 0) return undefined;
  return {
    allowOrigins: [...allowOrigins],
    allowMethods: [
      CorsHttpMethod.GET,
      CorsHttpMethod.POST,
      CorsHttpMethod.PUT,
      CorsHttpMethod.DELETE,
      CorsHttpMethod.OPTIONS,
    ],
    allowHeaders: ['authorization', 'content-type'],
    maxAge: Duration.hours(1),
  };
}
