import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { socketConnectAuthorizer, socketRoutes } from '../../functions/routes';
import {
  appFunctionOf,
  jsonAccessLogs,
  targetOf,
  useApiTemplate,
} from '../../testing/cdk/api-template';
import { buildTestApp, templateOf } from '../../testing/cdk/test-app';

const api = useApiTemplate();

describe('WebSocket API', () => {
  it.each(Object.entries(socketRoutes))('routes %s to the %s function', (routeKey, functionId) => {
    api.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: routeKey,
      ApiId: { Ref: Match.stringLikeRegexp('^SocketWebSocketApi') },
      Target: targetOf(socketIntegrationOf(functionId)),
    });
  });

  it('admits a connection only through the ticket authorizer: a Lambda REQUEST authorizer on ?ticket', () => {
    const authorizers = api.template.findResources('AWS::ApiGatewayV2::Authorizer', {
      Properties: {
        ApiId: { Ref: Match.stringLikeRegexp('^SocketWebSocketApi') },
        AuthorizerType: 'REQUEST',
        IdentitySource: ['route.request.querystring.ticket'],
        AuthorizerUri: {
          'Fn::Join': [
            '',
            Match.arrayWith([
              api.product.api.resolve(
                appFunctionOf(api.product, socketConnectAuthorizer.functionId).function.functionArn,
              ),
              '/invocations',
            ]),
          ],
        },
      },
    });
    const [authorizerId] = Object.keys(authorizers);
    expect(Object.keys(authorizers)).toHaveLength(1);

    api.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$connect',
      AuthorizationType: 'CUSTOM',
      AuthorizerId: { Ref: authorizerId },
    });
    api.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'apigateway.amazonaws.com',
      FunctionName: api.product.api.resolve(
        appFunctionOf(api.product, socketConnectAuthorizer.functionId).function.functionArn,
      ),
    });
  });

  it('leaves only the routes after $connect without an authorizer, and says why to cdk-nag', () => {
    const routes = api.template.findResources('AWS::ApiGatewayV2::Route', {
      Properties: { ApiId: { Ref: Match.stringLikeRegexp('^SocketWebSocketApi') } },
    });
    const unauthorized = Object.values(routes)
      .filter((route) => route.Properties.AuthorizationType === 'NONE')
      .map((route) => route.Properties.RouteKey);
    expect(unauthorized.sort()).toEqual(['$default', '$disconnect']);
    const suppressed = Object.values(routes)
      .filter((route) =>
        (route.Metadata?.cdk_nag?.rules_to_suppress ?? []).some(
          (rule: { id: string }) => rule.id === 'AwsSolutions-APIG4',
        ),
      )
      .map((route) => route.Properties.RouteKey);
    expect(suppressed.sort()).toEqual(['$default', '$disconnect']);
  });

  function socketIntegrationOf(functionId: string): string {
    const functionArn = api.product.api.resolve(
      appFunctionOf(api.product, functionId).function.functionArn,
    );
    const integrations = api.template.findResources('AWS::ApiGatewayV2::Integration', {
      Properties: {
        IntegrationType: 'AWS_PROXY',
        IntegrationUri: {
          'Fn::Join': ['', Match.arrayWith([functionArn, '/invocations'])],
        },
      },
    });
    const ids = Object.keys(integrations);
    expect(ids).toHaveLength(1);
    return ids[0] ?? '';
  }

  it('is a WebSocket API', () => {
    api.template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
  });

  it('serves the auto-deployed live stage with JSON access logs and throttling', () => {
    api.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: Match.stringLikeRegexp('^SocketWebSocketApi') },
      StageName: 'live',
      AutoDeploy: true,
      AccessLogSettings: jsonAccessLogs('SocketAccessLogs', {
        requestId: '$context.requestId',
        connectionId: '$context.connectionId',
        eventType: '$context.eventType',
        routeKey: '$context.routeKey',
        status: '$context.status',
      }),
      DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
    });
  });

  it("sets API Gateway's CloudWatch role before the stage logs, and keeps it", () => {
    const accounts = api.template.findResources('AWS::ApiGateway::Account');
    const [accountId, account] = Object.entries(accounts)[0] ?? [];
    expect(account).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: { CloudWatchRoleArn: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } },
    });
    api.template.hasResource('AWS::ApiGatewayV2::Stage', {
      Properties: { StageName: 'live' },
      DependsOn: Match.arrayWith([accountId]),
    });
    api.template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [Match.objectLike({ Principal: { Service: 'apigateway.amazonaws.com' } })],
      },
      ManagedPolicyArns: Match.absent(),
    });
  });

  it("leaves API Gateway's account settings to another stage when told they exist", () => {
    const secondStage = templateOf(
      buildTestApp({ context: { stackPrefix: 'Staging', apiGatewayAccount: 'existing' } }).api,
    );

    secondStage.resourceCountIs('AWS::ApiGateway::Account', 0);
    expect(
      secondStage.findResources('AWS::IAM::Role', {
        Properties: {
          AssumeRolePolicyDocument: {
            Statement: [Match.objectLike({ Principal: { Service: 'apigateway.amazonaws.com' } })],
          },
        },
      }),
    ).toEqual({});
    secondStage.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'live',
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
    expect(() => buildTestApp({ context: { apiGatewayAccount: 'shared' } })).toThrow(
      /apiGatewayAccount/,
    );
  });

  it('outputs the wss URL of the live stage', () => {
    api.template.hasOutput('SocketUrl', {
      Value: {
        'Fn::Join': [
          '',
          Match.arrayWith(['wss://', { Ref: Match.stringLikeRegexp('^SocketWebSocketApi') }]),
        ],
      },
    });
  });
});
