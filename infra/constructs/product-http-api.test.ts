import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { fallbackFunction, routeTable } from '../../functions/routes';
import {
  integrationOf,
  jsonAccessLogs,
  targetOf,
  useApiTemplate,
} from '../../testing/cdk/api-template';
import { DEFAULT_API_LIMITS } from '../limits';

const api = useApiTemplate();

describe('the HTTP API', () => {
  it.each(routeTable)('routes $routeKey to the $functionId function', (route) => {
    api.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: route.routeKey,
      Target: targetOf(integrationOf(api.product, api.template, route.functionId)),
    });
  });

  it.each(routeTable.filter((route) => route.access === 'user'))(
    'checks the Cognito ID token of the SPA client on $routeKey',
    (route) => {
      api.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: route.routeKey,
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: Match.stringLikeRegexp('UserAuthorizer') },
      });
    },
  );

  it.each(routeTable.filter((route) => route.access === 'public'))(
    'asks no token for the public route $routeKey',
    (route) => {
      api.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: route.routeKey,
        AuthorizationType: 'NONE',
      });
    },
  );

  it("serves Razorpay's webhook without an authorizer: Razorpay signs it, it has no token", () => {
    const webhook = routeTable.find((route) => route.routeKey === 'POST /api/payments/webhook');
    expect(webhook).toMatchObject({ access: 'public', functionId: 'payments' });
    const routes = api.template.findResources('AWS::ApiGatewayV2::Route', {
      Properties: { RouteKey: 'POST /api/payments/webhook' },
    });
    expect(Object.values(routes)).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({ AuthorizationType: 'NONE' }),
      }),
    ]);
    expect(Object.values(routes)[0]?.Properties.AuthorizerId).toBeUndefined();
  });

  it('checks the token on every other route of the credits and payments functions', () => {
    const others = routeTable.filter(
      (route) =>
        (route.functionId === 'credits' || route.functionId === 'payments') &&
        route.routeKey !== 'POST /api/payments/webhook',
    );
    expect(others.map((route) => route.routeKey)).toEqual(
      expect.arrayContaining([
        'POST /api/credits/create-order',
        'POST /api/credits/verify-payment',
        'GET /api/credits/summary',
        'GET /api/credits/transactions',
        'POST /api/subscriptions/create',
      ]),
    );
    for (const route of others) {
      api.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: route.routeKey,
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: Match.stringLikeRegexp('UserAuthorizer') },
      });
    }
  });

  it("routes sites' form posts, without a token, to the siteForms function", () => {
    expect(routeTable.find((route) => route.name === 'submitSiteForm')).toMatchObject({
      routeKey: 'POST /_forms/{subdomain}/{form}',
      access: 'public',
      functionId: 'siteForms',
    });
    api.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'POST /_forms/{subdomain}/{form}',
      AuthorizationType: 'NONE',
      Target: targetOf(integrationOf(api.product, api.template, 'siteForms')),
    });
  });

  it('answers unmatched requests with the fallback function', () => {
    api.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$default',
      AuthorizationType: 'NONE',
      Target: targetOf(integrationOf(api.product, api.template, fallbackFunction)),
    });
  });

  it("serves one auto-deployed $default stage on the endpoint's API, with logs and throttling", () => {
    const endpoint = api.product.apiEndpoint.stackName;
    const stages = api.template.findResources('AWS::ApiGatewayV2::Stage', {
      Properties: { ApiId: { 'Fn::ImportValue': Match.stringLikeRegexp(`^${endpoint}:`) } },
    });
    expect(Object.keys(stages)).toHaveLength(1);
    api.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: jsonAccessLogs('ApiAccessLogs', {
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        routeKey: '$context.routeKey',
        status: '$context.status',
        latency: '$context.responseLatency',
      }),
      DefaultRouteSettings: {
        ThrottlingBurstLimit: DEFAULT_API_LIMITS.stage.burstLimit,
        ThrottlingRateLimit: DEFAULT_API_LIMITS.stage.rateLimit,
      },
    });
  });

  it('outputs the API URL', () => {
    api.template.hasOutput('ApiUrl', {});
  });
});
