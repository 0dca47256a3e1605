import { CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CorsHttpMethod,
  HttpApi,
  type CorsPreflightOptions,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { githubOidcIssuerOf, githubOidcUrlsOf } from '../../shared/api/github-oidc-endpoints';
import type { ApiOrigin } from '../constructs/api-origin';

/** What the API stack builds on: the API to add routes to, the secret its functions check. */
export interface ApiEndpoint extends ApiOrigin {
  httpApi: IHttpApi;
}

export interface ApiEndpointStackProps extends StackProps {
  /** @default none: the SPA reaches the API through CloudFront on its own origin */
  corsAllowedOrigins?: readonly string[];
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
  /** Host name of the API's default endpoint, the distributions' origin. */
  readonly domainName: string;
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
    });
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    this.originVerifySecret = this.createOriginVerifySecret();
    new CfnOutput(this, 'GitHubCallbackUrl', {
      description:
        'For GitHub sign-in: the Authorization callback URL of the GitHub OAuth App (README, "GitHub sign-in")',
      value: githubOidcUrlsOf(githubOidcIssuerOf(this.httpApi.apiEndpoint)).callback,
    });
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
