import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { socketRoutes } from '../../functions/routes';
import {
  appFunctionOf,
  jsonAccessLogs,
  targetOf,
  useApiTemplate,
} from '../../testing/cdk/api-template';

const api = useApiTemplate();

describe('WebSocket API', () => {
  it.each(Object.entries(socketRoutes))(
    'routes %s to the %s function without an authorizer (the token comes in the message)',
    (routeKey, functionId) => {
      api.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey,
        AuthorizationType: 'NONE',
        ApiId: { Ref: Match.stringLikeRegexp('^SocketWebSocketApi') },
        Target: targetOf(socketIntegrationOf(functionId)),
      });
    },
  );

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
