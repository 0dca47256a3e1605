import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  functionList,
  RUN_START_SWEEP_EVENT,
  type FunctionDefinition,
} from '../../functions/function-list';
import { UNDO_PENDING_LOG } from '../../functions/payments/payment-errors';
import type { ApiRoute } from '../constructs/product-http-api';
import type { ProductApp } from '../create-app';
import { actionsGrantedTo } from '../../testing/cdk/template-queries';
import {
  allFunctions,
  appFunctionOf,
  originVerifySecretOf,
  secretGrantsOf,
} from '../../testing/cdk/api-template';
import {
  buildTestApp,
  newTestApp,
  templateOf,
  TEST_EMAIL_SENDER,
} from '../../testing/cdk/test-app';
import { routeKeyOf, type EndpointName } from '../../shared/api/endpoints';
import { DEFAULT_API_LIMITS } from '../limits';
import { HTTP_ROUTE_THROTTLES, SOCKET_ROUTE_THROTTLES } from '../route-throttles';
import { ApiEndpointStack } from './api-endpoint-stack';
import { ApiStack, type ApiStackProps } from './api-stack';
import { DataStack } from './data-stack';
import { SitesStack } from './sites-stack';

describe('API stack', () => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp();
    template = templateOf(product.api);
  });

  it('gives sign-up, sign-in, reset emails, quotes and the Razorpay webhook budgets of their own', () => {
    const routeSettings = Object.fromEntries(
      Object.entries(HTTP_ROUTE_THROTTLES).map(([name, throttle]) => [
        routeKeyOf(name as EndpointName),
        { ThrottlingBurstLimit: throttle.burstLimit, ThrottlingRateLimit: throttle.rateLimit },
      ]),
    );
    expect(Object.keys(routeSettings)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/payments/webhook',
        'POST /api/analytics/events',
      ]),
    );
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
      RouteSettings: routeSettings,
    });
    // The webhook's budget is its own: no browser route shares its key, and it is not the default.
    expect(HTTP_ROUTE_THROTTLES.paymentsWebhook.rateLimit).toBeGreaterThan(
      HTTP_ROUTE_THROTTLES.register.rateLimit,
    );
    // Deployed after the routes it names (API Gateway refuses settings for a missing route).
    const [stage] = Object.values(
      template.findResources('AWS::ApiGatewayV2::Stage', { Properties: { StageName: '$default' } }),
    );
    const webhookRoute = Object.entries(
      template.findResources('AWS::ApiGatewayV2::Route', {
        Properties: { RouteKey: 'POST /api/payments/webhook' },
      }),
    )[0]?.[0];
    expect((stage as { DependsOn?: string[] }).DependsOn).toContain(webhookRoute);
  });

  it("gives deployed sites' public form posts a budget tighter than the signed-in API's", () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
      RouteSettings: Match.objectLike({
        'POST /_forms/{subdomain}/{form}': { ThrottlingBurstLimit: 20, ThrottlingRateLimit: 10 },
      }),
    });
  });

  it('limits connecting and messages on the live connection, route by route', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'live',
      RouteSettings: Object.fromEntries(
        Object.entries(SOCKET_ROUTE_THROTTLES).map(([routeKey, throttle]) => [
          routeKey,
          { ThrottlingBurstLimit: throttle.burstLimit, ThrottlingRateLimit: throttle.rateLimit },
        ]),
      ),
    });
  });

  it("trusts tokens of the auth stack's user pool, for the SPA client only", () => {
    // The other authorizer is the WebSocket API's ticket authorizer on $connect.
    const authorizers = template.findResources('AWS::ApiGatewayV2::Authorizer', {
      Properties: { AuthorizerType: 'JWT' },
    });
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

  it("alarms when a duplicate subscription's undo keeps failing in the payments function", () => {
    expect(functionList.payments.payments).toBe('razorpay');
    const logGroup = product.api.resolve(
      appFunctionOf(product, 'payments').logGroup.logGroupName,
    ) as object;
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: logGroup,
      FilterPattern: `"${UNDO_PENDING_LOG}"`,
      MetricTransformations: [Match.objectLike({ MetricName: UNDO_PENDING_LOG, MetricValue: '1' })],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: UNDO_PENDING_LOG,
      Statistic: 'Sum',
      Threshold: 3,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    // One filter on the logs of each function that calls Razorpay (payments, and the account
    // function that cancels a closing account's plan); the dashboard's others read access logs.
    const onFunctionLogs = Object.values(template.findResources('AWS::Logs::MetricFilter')).filter(
      (filter) => JSON.stringify(filter).includes(UNDO_PENDING_LOG),
    );
    const callingRazorpay = Object.values(functionList).filter(
      (definition) => 'payments' in definition && definition.payments === 'razorpay',
    );
    expect(callingRazorpay.length).toBeGreaterThan(0);
    expect(onFunctionLogs).toHaveLength(callingRazorpay.length);
  });

  it('keeps the events the fail function never took, encrypted, and raises an alarm for one', () => {
    const queues = template.findResources('AWS::SQS::Queue', {
      Properties: { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 60 * 60 },
    });
    const [queueId] = Object.keys(queues);
    expect(queueId).toMatch(/^GenerationUnrefundedRuns/);
    // Only EventBridge, for this rule, may send to it; and only over TLS.
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
          Match.objectLike({
            Effect: 'Allow',
            Action: 'sqs:SendMessage',
            Principal: { Service: 'events.amazonaws.com' },
            Condition: {
              ArnEquals: {
                'aws:SourceArn': {
                  'Fn::GetAtt': [Match.stringLikeRegexp('^GenerationUnsuccessfulRun'), 'Arn'],
                },
              },
            },
          }),
        ]),
      },
    });
    // The function's own failures, after Lambda's retries of the asynchronous call, too.
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: Match.stringLikeRegexp('^FunctionsfailGenerationFunction') },
      MaximumRetryAttempts: 2,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } },
      },
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      TreatMissingData: 'notBreaching',
    });
  });
});

/** A secret the operator names in the context, and the functions that may read it. */
interface ConfiguredSecret {
  context: Record<string, string>;
  secretName: string;
  /** The title of the per-function case (`%s` is the function). */
  perFunction: string;
  needsSecret: (definition: FunctionDefinition) => boolean;
  /** The environment a function gets, given whether it needs the secret and the secret's ARN. */
  variables: (
    needsSecret: boolean,
    secretArn: object,
    definition: FunctionDefinition,
  ) => Record<string, unknown>;
}

const configuredSecrets: Record<string, ConfiguredSecret> = {
  models: {
    context: {
      openAiApiKeySecretName: 'website-builder/openai-api-key',
      openAiModel: 'gpt-5-mini',
      openAiImageModel: 'gpt-image-1',
      openAiImageBaseUrl: 'https://images.example.com/v1',
      openAiReasoningEffort: 'medium',
      openAiPageReasoningEffort: 'minimal',
      openAiTimeoutSeconds: '300',
    },
    secretName: 'website-builder/openai-api-key',
    perFunction:
      'gives %s the model settings if it names or uses the models, the key secret only to use them',
    needsSecret: (definition) => (definition.models ?? 'none') === 'use',
    variables: (_, secretArn, definition) => {
      // Functions that price runs by the engine learn the settings and the secret's ARN only.
      const knows = (definition.models ?? 'none') !== 'none';
      return {
        OPENAI_MODEL: knows ? 'gpt-5-mini' : Match.absent(),
        OPENAI_IMAGE_MODEL: knows ? 'gpt-image-1' : Match.absent(),
        OPENAI_IMAGE_BASE_URL: knows ? 'https://images.example.com/v1' : Match.absent(),
        OPENAI_REASONING_EFFORT: knows ? 'medium' : Match.absent(),
        OPENAI_PAGE_REASONING_EFFORT: knows ? 'minimal' : Match.absent(),
        OPENAI_TIMEOUT_SECONDS: knows ? '300' : Match.absent(),
        OPENAI_API_KEY_SECRET_ARN: knows ? secretArn : Match.absent(),
        OPENAI_API_KEY: Match.absent(),
      };
    },
  },
  Razorpay: {
    // Payments without a model, said to be meant (templateMode=sell).
    context: { razorpaySecretName: 'website-builder/razorpay', templateMode: 'sell' },
    secretName: 'website-builder/razorpay',
    perFunction: 'gives %s the Razorpay secret’s ARN and read access only if it takes payments',
    needsSecret: (definition) => (definition.payments ?? 'none') === 'razorpay',
    variables: (takesPayments, secretArn) => ({
      RAZORPAY_SECRET_ARN: takesPayments ? secretArn : Match.absent(),
      RAZORPAY_KEY_ID: Match.absent(),
      RAZORPAY_KEY_SECRET: Match.absent(),
      RAZORPAY_WEBHOOK_SECRET: Match.absent(),
    }),
  },
};

describe.each(Object.entries(configuredSecrets))('API stack with %s configured', (_, config) => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp({ context: config.context });
    template = templateOf(product.api);
  });

  it.each(allFunctions)(config.perFunction, (functionId, definition) => {
    const needsSecret = config.needsSecret(definition);
    const secretArn = { 'Fn::Join': ['', Match.arrayWith([`:secret:${config.secretName}`])] };
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: definition.description,
      Environment: {
        Variables: Match.objectLike(config.variables(needsSecret, secretArn, definition)),
      },
    });
    // Besides the origin verify secret (see above), that secret only when it needs it.
    const grants = secretGrantsOf(product, template, functionId).filter(
      ({ resource }) => JSON.stringify(resource) !== JSON.stringify(originVerifySecretOf(product)),
    );
    expect(grants).toHaveLength(needsSecret ? 1 : 0);
    if (needsSecret) {
      expect(grants[0]?.actions).toEqual([
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
      ]);
      expect(JSON.stringify(grants[0]?.resource)).toContain(`:secret:${config.secretName}-`);
    }
  });

  it('reads only that secret', () => {
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) =>
        (policy as { Properties: { PolicyDocument: { Statement: object[] } } }).Properties
          .PolicyDocument.Statement,
    );
    const naming = statements.filter((statement) =>
      JSON.stringify(statement).includes(`:secret:${config.secretName}`),
    );
    expect(naming).not.toEqual([]);
    for (const statement of naming) {
      expect(statement).toMatchObject({
        Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
        Effect: 'Allow',
      });
      // The name and Secrets Manager's six-character suffix: that secret, no other.
      expect(JSON.stringify(statement)).toContain(`:secret:${config.secretName}-??????"`);
    }
  });

  it('sweeps runs left unstarted once a minute: the live connection function, with its event', () => {
    const socketFunction = product.api.resolve(
      product.api.functions.generationSocket?.function.functionArn,
    ) as unknown;
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: socketFunction,
          Input: JSON.stringify(RUN_START_SWEEP_EVENT),
          RetryPolicy: { MaximumRetryAttempts: 0 },
        }),
      ],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: socketFunction,
    });
  });

  it('never puts a secret value in the template', () => {
    const text = JSON.stringify(template.toJSON());
    expect(text).not.toMatch(/resolve:secretsmanager|"SecretString"/);
  });
});

/** Props an API stack refuses, and the error that says why. */
interface Refusal {
  routes: ApiRoute[];
  functions: Record<string, FunctionDefinition>;
  error: RegExp;
}

/**
 * An API stack in an app of its own, with the data stack, the endpoint and, if asked, the sites
 * stack.
 */
function standaloneApiStack(
  props: Omit<ApiStackProps, 'table' | 'codeBucket' | 'sites' | 'endpoint'>,
  { withSites }: { withSites: boolean } = { withSites: false },
): ApiStack {
  const app = newTestApp();
  const data = new DataStack(app, 'Data');
  const endpoint = new ApiEndpointStack(app, 'ApiEndpoint');
  const sites = withSites ? { sites: new SitesStack(app, 'Sites', { api: endpoint }).hosting } : {};
  return new ApiStack(app, 'Api', {
    endpoint,
    table: data.table,
    codeBucket: data.codeBucket,
    email: { sender: TEST_EMAIL_SENDER, verification: 'required' },
    ...sites,
    ...props,
  });
}

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

  const refusals: Record<string, Refusal> = {
    'refuses to build without JWT settings': {
      routes,
      functions,
      error: /POST \/api\/things.*no `jwt` settings/,
    },
    'refuses a function that signs people in when no user pool is given': {
      routes: [publicRoute],
      functions: { ...functions, reader: { ...reader, userPool: 'client' } },
      error: /"reader" asks for the user pool/,
    },
    'refuses a function that publishes sites when no sites are given': {
      routes: [publicRoute],
      functions: { ...functions, reader: { ...reader, sitesBucket: 'readWrite' } },
      error: /"reader" asks for the deployed sites/,
    },
    'refuses a function that starts generations when the list has no state machine': {
      routes: [publicRoute],
      functions: { ...functions, reader: { ...reader, stateMachine: 'start' } },
      error: /"reader" asks for the state machine/,
    },
    'refuses a pipeline without all of its Tasks': {
      routes: [publicRoute],
      functions: { ...functions, agents: { ...functionList.agents, sitesBucket: 'none' } },
      error: /state machine needs the functions testingAgent, finishGeneration, failGeneration,/,
    },
  };

  it.each(Object.entries(refusals))('%s', (_, { error, ...props }) => {
    expect(() => standaloneApiStack({ ...props, fallbackFunctionId: 'fallback' })).toThrow(error);
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
      template = templateOf(product.api);
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
  it('takes its limits from its props', () => {
    const api = standaloneApiStack(
      {
        jwt: { issuerUrl: 'https://issuer.example.com', audience: ['client'] },
        userPool: { userPoolId: 'eu-west-1_example', clientId: 'client' },
        limits: {
          ...DEFAULT_API_LIMITS,
          stage: { burstLimit: 20, rateLimit: 10 },
          reservedConcurrency: { default: 3, functions: { projects: 7 } },
          callers: { ...DEFAULT_API_LIMITS.callers, routes: { deploy: { perHour: 4 } } },
        },
      },
      { withSites: true },
    );
    const template = Template.fromStack(api);

    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingBurstLimit: 20, ThrottlingRateLimit: 10 },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.projects.description,
      ReservedConcurrentExecutions: 7,
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.deployments.description,
      ReservedConcurrentExecutions: 3,
      Environment: {
        Variables: Match.objectLike({
          CALLER_LIMITS: JSON.stringify({
            ...DEFAULT_API_LIMITS.callers,
            routes: { deploy: { perHour: 4 } },
          }),
        }),
      },
    });
  });
});
