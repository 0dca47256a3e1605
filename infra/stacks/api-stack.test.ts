import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  functionList,
  functionsInvokedBy,
  type FunctionDefinition,
} from '../../functions/function-list';
import { fallbackFunction, routeTable } from '../../functions/routes';
import type { ApiRoute } from '../constructs/product-http-api';
import type { ProductApp } from '../create-app';
import { actionsGrantedTo, logicalIdOfRef } from '../test/template-queries';
import { buildTestApp, testContext } from '../test/test-app';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';

/** The integration (by logical id) whose target is the given function. */
function integrationOf(product: ProductApp, template: Template, functionId: string): string {
  const appFunction = product.api.functions[functionId];
  if (!appFunction) throw new Error(`No function ${functionId} in the API stack`);
  const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
    Properties: { IntegrationUri: product.api.resolve(appFunction.function.functionArn) },
  });
  const ids = Object.keys(integrations);
  expect(ids).toHaveLength(1);
  return ids[0] ?? '';
}

function targetOf(integrationId: string): object {
  return { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] };
}

describe('API stack', () => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp();
    template = Template.fromStack(product.api);
  });

  describe.each(functionsInvokedBy('httpApi', functionList))(
    'function %s',
    (functionId, definition) => {
      const appFunctionOf = () => {
        const appFunction = product.api.functions[functionId];
        if (!appFunction) throw new Error(`No function ${functionId}`);
        return appFunction;
      };

      it('runs on Node.js 22 or newer, arm64, with X-Ray tracing and its own sizing', () => {
        template.hasResourceProperties('AWS::Lambda::Function', {
          Description: definition.description,
          Handler: 'index.handler',
          Runtime: Match.stringLikeRegexp('^nodejs(2[2-9]|[3-9][0-9])\\.x$'),
          Architectures: ['arm64'],
          TracingConfig: { Mode: 'Active' },
          MemorySize: definition.memoryMb,
          Timeout: definition.timeoutSeconds,
        });
      });

      it('logs to its own log group with a retention', () => {
        const appFunction = appFunctionOf();
        const logGroupId = logicalIdOfRef(product.api, appFunction.logGroup.logGroupName);
        template.hasResourceProperties('AWS::Lambda::Function', {
          Description: definition.description,
          LoggingConfig: { LogGroup: { Ref: logGroupId } },
        });
        expect(template.findResources('AWS::Logs::LogGroup')[logGroupId]).toMatchObject({
          Properties: { RetentionInDays: 30 },
        });
      });

      it('knows the table, bucket and user pool only when it may use them', () => {
        const usesPool = definition.userPool !== 'none';
        template.hasResourceProperties('AWS::Lambda::Function', {
          Description: definition.description,
          Environment: {
            Variables: Match.objectLike({
              NODE_OPTIONS: '--enable-source-maps',
              TABLE_NAME: definition.table === 'none' ? Match.absent() : Match.anyValue(),
              CODE_BUCKET_NAME:
                definition.codeBucket === 'none' ? Match.absent() : Match.anyValue(),
              USER_POOL_ID: usesPool ? Match.anyValue() : Match.absent(),
              USER_POOL_CLIENT_ID: usesPool ? Match.anyValue() : Match.absent(),
            }),
          },
        });
      });
    },
  );

  it('gives functions roles without AWS managed policies', () => {
    template.allResourcesProperties('AWS::IAM::Role', { ManagedPolicyArns: Match.absent() });
  });

  it.each(routeTable)('routes $routeKey to the $functionId function', (route) => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: route.routeKey,
      Target: targetOf(integrationOf(product, template, route.functionId)),
    });
  });

  it.each(routeTable.filter((route) => route.access === 'user'))(
    'checks the Cognito ID token of the SPA client on $routeKey',
    (route) => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: route.routeKey,
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: Match.stringLikeRegexp('UserAuthorizer') },
      });
    },
  );

  it("trusts tokens of the auth stack's user pool, for the SPA client only", () => {
    const authorizers = template.findResources('AWS::ApiGatewayV2::Authorizer');
    expect(Object.values(authorizers)).toHaveLength(1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: product.api.resolve(product.auth.issuerUrl),
        Audience: [product.api.resolve(product.auth.spaClient.userPoolClientId)],
      },
    });
  });

  it('gives functions that sign people in no IAM permission on the user pool', () => {
    const auth = product.api.functions.auth;
    if (!auth) throw new Error('No auth function');
    const actions = actionsGrantedTo(template, product.api, auth.role);
    expect(actions.filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
  });

  it.each(routeTable.filter((route) => route.access === 'public'))(
    'asks no token for the public route $routeKey',
    (route) => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: route.routeKey,
        AuthorizationType: 'NONE',
      });
    },
  );

  it('answers unmatched requests with the fallback function', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: '$default',
      AuthorizationType: 'NONE',
      Target: targetOf(integrationOf(product, template, fallbackFunction)),
    });
  });

  it('serves one auto-deployed $default stage with JSON access logs and throttling', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiAccessLogs'), 'Arn'] },
        Format: Match.serializedJson(
          Match.objectLike({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
          }),
        ),
      },
      DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
    });
  });

  it('allows no cross-origin calls by default', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
  });

  it('outputs the API URL', () => {
    template.hasOutput('ApiUrl', {});
  });
});

describe('API stack with routes that need a signed-in user', () => {
  const reader: FunctionDefinition = {
    ...functionList.notFound,
    description: 'reader',
    table: 'read',
    codeBucket: 'read',
  };
  const functions: Record<string, FunctionDefinition> = {
    reader,
    writer: {
      ...functionList.notFound,
      description: 'writer',
      table: 'readWriteDelete',
      codeBucket: 'readWrite',
    },
    appender: { ...functionList.notFound, description: 'appender', table: 'write' },
    fallback: { ...functionList.notFound, description: 'fallback' },
  };
  const publicRoute: ApiRoute = {
    name: 'readThings',
    method: 'GET',
    path: '/api/things',
    routeKey: 'GET /api/things',
    access: 'public',
    functionId: 'reader',
  };
  const userRoute: ApiRoute = {
    name: 'writeThing',
    method: 'POST',
    path: '/api/things',
    routeKey: 'POST /api/things',
    access: 'user',
    functionId: 'writer',
  };
  const routes = [publicRoute, userRoute];
  const jwt = {
    issuerUrl: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_example',
    audience: ['client-id'],
  };

  it('refuses to build without JWT settings', () => {
    const app = new App({ context: testContext() });
    const data = new DataStack(app, 'Data');
    expect(
      () =>
        new ApiStack(app, 'Api', {
          table: data.table,
          codeBucket: data.codeBucket,
          routes,
          functions,
          fallbackFunctionId: 'fallback',
        }),
    ).toThrow(/POST \/api\/things.*no `jwt` settings/);
  });

  it('refuses a function that signs people in when no user pool is given', () => {
    const app = new App({ context: testContext() });
    const data = new DataStack(app, 'Data');
    expect(
      () =>
        new ApiStack(app, 'Api', {
          table: data.table,
          codeBucket: data.codeBucket,
          routes: [publicRoute],
          functions: { ...functions, reader: { ...reader, userPool: 'client' } },
          fallbackFunctionId: 'fallback',
        }),
    ).toThrow(/"reader" asks for the user pool/);
  });

  it('refuses a route whose function is not in the function list', () => {
    expect(() =>
      buildTestApp({
        routes: [{ ...publicRoute, functionId: 'missing' }],
        functions,
        fallbackFunctionId: 'fallback',
      }),
    ).toThrow(/"missing", which is not in the function list/);
  });

  describe('given JWT settings', () => {
    let product: ProductApp;
    let template: Template;

    beforeAll(() => {
      product = buildTestApp({ routes, functions, fallbackFunctionId: 'fallback', jwt });
      template = Template.fromStack(product.api);
    });

    it('checks user routes with a JWT authorizer from the given issuer and audience', () => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: { Issuer: jwt.issuerUrl, Audience: jwt.audience },
      });
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: 'POST /api/things',
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: Match.stringLikeRegexp('UserAuthorizer') },
      });
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: 'GET /api/things',
        AuthorizationType: 'NONE',
      });
    });

    it('lets a reader read the table and bucket but not change them', () => {
      const reader = product.api.functions.reader;
      if (!reader) throw new Error('No reader function');
      const actions = actionsGrantedTo(template, product.api, reader.role);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      expect(actions).toEqual(expect.arrayContaining(['s3:GetObject*']));
      expect(actions).not.toContain('dynamodb:PutItem');
      expect(actions).not.toContain('s3:PutObject');
    });

    it('lets a writer change the table and bucket', () => {
      const writer = product.api.functions.writer;
      if (!writer) throw new Error('No writer function');
      expect(actionsGrantedTo(template, product.api, writer.role)).toEqual(
        expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:DeleteItem', 's3:PutObject']),
      );
    });

    it('lets a write-only function create and update items but not read, delete or scan', () => {
      const appender = product.api.functions.appender;
      if (!appender) throw new Error('No appender function');
      const actions = actionsGrantedTo(template, product.api, appender.role);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
      for (const refused of ['dynamodb:GetItem', 'dynamodb:DeleteItem', 'dynamodb:Scan']) {
        expect(actions).not.toContain(refused);
      }
    });

    it('never lets a function scan the table', () => {
      for (const fn of Object.values(product.api.functions)) {
        expect(actionsGrantedTo(template, product.api, fn.role)).not.toContain('dynamodb:Scan');
      }
    });

    it('gives a function without access neither the table nor the bucket', () => {
      const fallback = product.api.functions.fallback;
      if (!fallback) throw new Error('No fallback function');
      const actions = actionsGrantedTo(template, product.api, fallback.role);
      expect(actions.filter((action) => /^(dynamodb|s3):/.test(action))).toEqual([]);
    });
  });
});

describe('API stack props', () => {
  it('takes stage throttling and cross-origin callers from its props', () => {
    const app = new App({ context: testContext() });
    const data = new DataStack(app, 'Data');
    const api = new ApiStack(app, 'Api', {
      table: data.table,
      codeBucket: data.codeBucket,
      jwt: { issuerUrl: 'https://issuer.example.com', audience: ['client'] },
      userPool: { userPoolId: 'eu-west-1_example', clientId: 'client' },
      throttle: { burstLimit: 20, rateLimit: 10 },
      corsAllowedOrigins: ['https://app.example.com'],
    });
    const template = Template.fromStack(api);

    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingBurstLimit: 20, ThrottlingRateLimit: 10 },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ['https://app.example.com'],
        AllowHeaders: ['authorization', 'content-type'],
      }),
    });
  });
});
