import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat, CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import {
  Grant,
  PolicyDocument,
  PolicyStatement,
  Role,
  ServicePrincipal,
  type IGrantable,
} from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct, type IConstruct } from 'constructs';
import type { SocketRouteKey } from '../../functions/routes';
import type { ThrottleSettings } from '../route-throttles';
import { throttleRoutes } from './product-http-api';
import { SOCKET_STAGE_NAME, type SocketConnections } from './socket-connections';

/**
 * API Gateway's account settings (`AWS::ApiGateway::Account`, the CloudWatch role its stages log
 * with) are one per account and region: `create` sets them, `existing` relies on what another
 * stage of the same account and region (another `stackPrefix`) already set.
 */
export type ApiGatewayAccount = 'create' | 'existing';

export interface ProductWebSocketApiProps {
  throttle: ThrottleSettings;
  /** Routes with budgets of their own, by route key (`$connect`, `$default`, …). */
  routeThrottles?: Readonly<Partial<Record<SocketRouteKey, ThrottleSettings>>>;
  logRetention: RetentionDays;
  /** @default 'create' */
  apiGatewayAccount?: ApiGatewayAccount;
}

/**
 * The Lambda REQUEST authorizer on `$connect`: the function that checks a connect, and the query
 * parameter it reads (the identity source: a connect without it is refused with 401 unasked).
 */
export interface SocketConnectAuthorizer {
  functionId: string;
  queryParameter: string;
}

/** The management API's methods our functions call: post a message, read or close a connection. */
const connectionMethods = ['POST', 'GET', 'DELETE'] as const;

/** One JSON object per connection event; every value is a string so the line stays valid JSON. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    connectionId: '$context.connectionId',
    eventType: '$context.eventType',
    routeKey: '$context.routeKey',
    status: '$context.status',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integration.error',
    error: '$context.error.message',
    userAgent: '$context.identity.userAgent',
  }),
);

/**
 * The WebSocket API a workspace streams a build over (requirements §7): `$connect`, `$disconnect` and
 * `$default` go to the socket function, which keeps the connection items (TTL `expires_at`), and
 * the pipeline's functions post back through the `@connections` API of the `live` stage.
 *
 * `$connect` has a Lambda REQUEST authorizer on the `ticket` query parameter: a browser cannot set
 * headers on a WebSocket handshake, and a Cognito token in the URL would be logged, so the SPA
 * first gets a single-use ticket good for a minute from the (JWT-protected) HTTP API; a logged
 * ticket is spent or expired. Only `$connect` can have an authorizer; the other routes belong to
 * a connection it admitted, and every message still carries the user's token, checked again.
 */
export class ProductWebSocketApi extends Construct implements SocketConnections {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly accessLogs: LogGroup;
  /** `wss://…/live`, where browsers connect. */
  readonly url: string;
  /** `https://…/live`, where functions reach `@connections`. */
  readonly callbackUrl: string;
  /** Host name of the API (`{apiId}.execute-api.{region}.amazonaws.com`), for the SPA's CSP. */
  readonly domainName: string;
  private readonly integrations = new Map<IFunction, WebSocketLambdaIntegration>();

  constructor(
    scope: Construct,
    id: string,
    private readonly props: ProductWebSocketApiProps,
  ) {
    super(scope, id);

    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      description: 'Website builder live connection: build progress and results (requirements §7)',
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: SOCKET_STAGE_NAME,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: accessLogFormat,
      },
    });
    if ((props.apiGatewayAccount ?? 'create') === 'create') {
      this.stage.node.addDependency(this.cloudWatchLogsAccount());
    }

    this.url = this.stage.url;
    this.callbackUrl = this.stage.callbackUrl;
    this.domainName = `${this.webSocketApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /**
   * Routes each route key to its function (one integration per function), `$connect` behind the
   * authorizer when one is given.
   */
  addRoutes(
    routes: Readonly<Partial<Record<SocketRouteKey, string>>>,
    handlers: Readonly<Record<string, IFunction>>,
    connectAuthorizer?: SocketConnectAuthorizer,
  ): void {
    const authorizer = connectAuthorizer && this.connectAuthorizerOf(connectAuthorizer, handlers);
    const throttled = new Map<string, { route: IConstruct; throttle: ThrottleSettings }>();
    for (const [routeKey, functionId] of Object.entries(routes)) {
      if (functionId === undefined) continue;
      const handler = handlers[functionId];
      if (!handler) {
        throw new Error(
          `The socket routes name function "${functionId}" for ${routeKey}, which is not in the function list.`,
        );
      }
      const connect = routeKey === '$connect';
      const route = this.webSocketApi.addRoute(routeKey, {
        integration: this.integrationFor(functionId, handler),
        ...(connect && authorizer ? { authorizer } : {}),
      });
      const throttle = this.props.routeThrottles?.[routeKey as SocketRouteKey];
      if (throttle) throttled.set(routeKey, { route, throttle });
      if (!connect) {
        NagSuppressions.addResourceSuppressions(route, [
          {
            id: 'AwsSolutions-APIG4',
            reason: `A WebSocket API authorizes only $connect: ${routeKey} belongs to a connection its ticket authorizer admitted, and each message carries the user's token, which the socket function verifies (and the project's owner) before doing anything.`,
          },
        ]);
      }
    }
    throttleRoutes(this.stage, throttled);
  }

  private connectAuthorizerOf(
    { functionId, queryParameter }: SocketConnectAuthorizer,
    handlers: Readonly<Record<string, IFunction>>,
  ): WebSocketLambdaAuthorizer {
    const handler = handlers[functionId];
    if (!handler) {
      throw new Error(
        `The socket authorizer names function "${functionId}", which is not in the function list.`,
      );
    }
    return new WebSocketLambdaAuthorizer('ConnectAuthorizer', handler, {
      identitySource: [`route.request.querystring.${queryParameter}`],
    });
  }

  /** `execute-api:ManageConnections` on this API's `live` stage `@connections` routes only. */
  grantManageConnections(grantee: IGrantable): void {
    const stageArn = Stack.of(this).formatArn({
      service: 'execute-api',
      resource: this.webSocketApi.apiId,
      resourceName: SOCKET_STAGE_NAME,
    });
    Grant.addToPrincipal({
      grantee,
      actions: ['execute-api:ManageConnections'],
      resourceArns: connectionMethods.map((method) => `${stageArn}/${method}/@connections/*`),
    });
  }

  private integrationFor(functionId: string, handler: IFunction): WebSocketLambdaIntegration {
    let integration = this.integrations.get(handler);
    if (!integration) {
      integration = new WebSocketLambdaIntegration(`${functionId}-Integration`, handler);
      this.integrations.set(handler, integration);
    }
    return integration;
  }

  /**
   * Unlike HTTP APIs, WebSocket APIs write access logs with the role of the region's API Gateway
   * account settings, which a fresh account lacks (the stage would fail to deploy). The role gets
   * the actions of AWS's AmazonAPIGatewayPushToCloudWatchLogs, inline, and outlives the stack: it
   * is a regional setting that other APIs of the account may come to rely on.
   */
  private cloudWatchLogsAccount(): CfnAccount {
    const stack = Stack.of(this);
    const role = new Role(this, 'CloudWatchLogsRole', {
      assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
      description: "API Gateway's account role: writes the access logs of REST and WebSocket APIs",
      inlinePolicies: {
        PushToCloudWatchLogs: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: [
                'logs:CreateLogGroup',
                'logs:CreateLogStream',
                'logs:DescribeLogGroups',
                'logs:DescribeLogStreams',
                'logs:PutLogEvents',
                'logs:GetLogEvents',
                'logs:FilterLogEvents',
              ],
              resources: [
                stack.formatArn({
                  service: 'logs',
                  resource: 'log-group',
                  resourceName: '*',
                  arnFormat: ArnFormat.COLON_RESOURCE_NAME,
                }),
              ],
            }),
          ],
        }),
      },
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    NagSuppressions.addResourceSuppressions(role, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "API Gateway's account role serves every REST and WebSocket API of the region, whose log groups (API-Gateway-Execution-Logs_{apiId}/{stage} and access log groups) are named at run time; it is scoped to this account's and region's log groups.",
        // Partition and region are literals when the stack has an explicit region.
        appliesTo: [
          {
            regex:
              '/^Resource::arn:(<AWS::Partition>|aws[a-z-]*):logs:(<AWS::Region>|[a-z]{2}(-[a-z]+)+-\\d):<AWS::AccountId>:log-group:\\*$/',
          },
        ],
      },
    ]);
    const account = new CfnAccount(this, 'ApiGatewayAccount', {
      cloudWatchRoleArn: role.roleArn,
    });
    account.applyRemovalPolicy(RemovalPolicy.RETAIN);
    return account;
  }
}
