import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type CfnStage,
  type IHttpApi,
  type IHttpRouteAuthorizer,
  type WebSocketStage,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct, type IConstruct } from 'constructs';
import type { Access, HttpMethod as ContractMethod } from '../../shared/api/endpoints';
import type { ThrottleSettings } from '../route-throttles';

/** One row of the route table (functions/routes.ts), with any function id. */
export interface ApiRoute {
  name: string;
  method: ContractMethod;
  path: string;
  routeKey: string;
  access: Access;
  functionId: string;
}

/** Who may issue the tokens that `user` routes accept (the Cognito user pool). */
export interface JwtSettings {
  issuerUrl: string;
  audience: string[];
}

/**
 * Gives routes budgets of their own on a stage (HTTP or WebSocket: both are ApiGatewayV2 stages),
 * instead of the stage's default. The stage waits for the routes: API Gateway refuses settings
 * for a route it does not have yet.
 */
export function throttleRoutes(
  stage: HttpStage | WebSocketStage,
  throttles: ReadonlyMap<string, { route: IConstruct; throttle: ThrottleSettings }>,
): void {
  if (throttles.size === 0) return;
  const cfnStage = stage.node.defaultChild as CfnStage;
  // A JSON property: CloudFormation passes its keys as they are, so they are spelled its way.
  cfnStage.routeSettings = Object.fromEntries(
    [...throttles].map(([routeKey, { throttle }]) => [
      routeKey,
      { ThrottlingBurstLimit: throttle.burstLimit, ThrottlingRateLimit: throttle.rateLimit },
    ]),
  );
  for (const { route } of throttles.values()) stage.node.addDependency(route);
}

export interface ProductHttpApiProps {
  /** The API Gateway API the routes and the stage are added to (ApiEndpointStack's). */
  httpApi: IHttpApi;
  /**
   * Whether the API answers at its `execute-api` address (the stage's `url`): not when it has a
   * domain of its own, where CDK refuses to read that address. @default true
   */
  executeApiEndpoint?: boolean;
  routes: readonly ApiRoute[];
  /** The Lambda function behind each function id the routes name. */
  handlers: Readonly<Record<string, IFunction>>;
  /** Answers every request no route matches (`$default`). */
  fallbackFunctionId: string;
  jwt?: JwtSettings;
  throttle: ThrottleSettings;
  /** Routes with budgets of their own, by endpoint name; the others share `throttle`. */
  routeThrottles?: Readonly<Record<string, ThrottleSettings>>;
  logRetention: RetentionDays;
}

/** One JSON object per request; every value is a string so a missing one stays valid JSON. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    httpMethod: '$context.httpMethod',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
    userAgent: '$context.identity.userAgent',
  }),
);

/**
 * The HTTP API's routes and stage, built from the route table: one route per row, each to its
 * function, `user` rows behind the JWT authorizer, and `$default` to the fallback function, so
 * unknown paths get the product's JSON 404 rather than API Gateway's.
 */
export class ProductHttpApi extends Construct {
  readonly httpApi: IHttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  private readonly integrations = new Map<string, HttpLambdaIntegration>();
  private userAuthorizer: HttpJwtAuthorizer | undefined;

  constructor(
    scope: Construct,
    id: string,
    private readonly props: ProductHttpApiProps,
  ) {
    super(scope, id);

    // Imported into this construct's stack: CDK creates a route's authorizer in the scope of the
    // route's API, and the JWT authorizer belongs with the routes, not with the endpoint.
    this.httpApi = HttpApi.fromHttpApiAttributes(this, 'HttpApi', {
      httpApiId: props.httpApi.apiId,
      ...((props.executeApiEndpoint ?? true) && { apiEndpoint: props.httpApi.apiEndpoint }),
    });

    const throttled = new Map<string, { route: IConstruct; throttle: ThrottleSettings }>();
    for (const route of props.routes) {
      const httpRoute = new HttpRoute(this, `Route-${route.name}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: this.integrationFor(route.functionId),
        authorizer: this.authorizerFor(route),
      });
      const throttle = props.routeThrottles?.[route.name];
      if (throttle) throttled.set(route.routeKey, { route: httpRoute, throttle });
      if (route.access === 'public') {
        NagSuppressions.addResourceSuppressions(httpRoute, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `${route.routeKey} is public in the API contract (shared/api/endpoints.ts): it serves visitors before or without signing in (catalogue, contact form, sign-in, deployed sites' forms, and the GitHub sign-in bridge that Cognito and GitHub's redirect call with GitHub's own credentials), so there is no caller identity to check.`,
          },
        ]);
      }
    }

    const defaultRoute = new HttpRoute(this, 'DefaultRoute', {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.DEFAULT,
      integration: this.integrationFor(props.fallbackFunctionId),
      authorizer: new HttpNoneAuthorizer(),
    });
    NagSuppressions.addResourceSuppressions(defaultRoute, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          '$default only answers requests that match no route, with a JSON 404 from the fallback function; it reveals nothing and must work without a token.',
      },
    ]);

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: accessLogFormat,
      },
    });
    throttleRoutes(this.stage, throttled);
  }

  /** One integration per function, shared by all of its routes. */
  private integrationFor(functionId: string): HttpLambdaIntegration {
    const existing = this.integrations.get(functionId);
    if (existing) return existing;
    const handler = this.props.handlers[functionId];
    if (!handler) {
      throw new Error(
        `The route table names function "${functionId}", which is not in the function list.`,
      );
    }
    const integration = new HttpLambdaIntegration(`${functionId}-Integration`, handler);
    this.integrations.set(functionId, integration);
    return integration;
  }

  private authorizerFor(route: ApiRoute): IHttpRouteAuthorizer {
    if (route.access === 'public') return new HttpNoneAuthorizer();
    this.userAuthorizer ??= this.createUserAuthorizer();
    return this.userAuthorizer;
  }

  private createUserAuthorizer(): HttpJwtAuthorizer {
    const { jwt } = this.props;
    if (!jwt) {
      const userRoutes = this.props.routes.filter((route) => route.access !== 'public');
      throw new Error(
        `Routes that need a signed-in user (${userRoutes.map((route) => route.routeKey).join(', ')}) ` +
          'need a JWT authorizer, but no `jwt` settings (issuerUrl, audience) were given to the API.',
      );
    }
    return new HttpJwtAuthorizer('UserAuthorizer', jwt.issuerUrl, { jwtAudience: jwt.audience });
  }
}
