import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { ApiMapping } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import {
  functionList,
  functionsInvokedBy,
  type FunctionDefinition,
  type Invoker,
  type StateMachineFunctionId,
} from '../../functions/function-list';
import {
  AGENT_FUNCTIONS,
  FAIL_TASK_FUNCTION,
  FINISH_TASK_FUNCTION,
} from '../../functions/generation/pipeline/pipeline-state';
import {
  fallbackFunction,
  routeTable,
  socketConnectAuthorizer,
  socketRoutes,
  type SocketRouteKey,
} from '../../functions/routes';
import {
  AppFunction,
  type EmailSettings,
  type ModelSettings,
  type PaymentSettings,
  type SiteHosting,
  type UserPoolReference,
} from '../constructs/app-function';
import type { DeployedModelSettings } from '../../functions/generation/models/model-settings';
import { UNDO_PENDING_LOG } from '../../functions/payments/payment-errors';
import { GenerationStateMachine, pipelineFunctions } from '../constructs/generation-state-machine';
import { OidcBridgeKeys, type OidcBridgeSettings } from '../constructs/oidc-bridge-keys';
import { GitHubTokenKey, type GitHubSaveSettings } from '../constructs/github-token-key';
import { OperationsAlarms } from '../constructs/operations-alarms';
import { OperationsDashboard } from '../constructs/operations-dashboard';
import { ProductAnalyticsDashboard } from '../constructs/product-analytics-dashboard';
import { ProductHttpApi, type ApiRoute, type JwtSettings } from '../constructs/product-http-api';
import { DEFAULT_API_LIMITS, reservedConcurrencyOf, type ApiLimits } from '../limits';
import { ProductWebSocketApi, type ApiGatewayAccount } from '../constructs/product-websocket-api';
import { githubOidcUrlsOf } from '../../shared/api/github-oidc-endpoints';
import type { ApiEndpoint } from './api-endpoint-stack';

/** The AI models the agents call; see `modelsOf` in infra/create-app.ts for the context keys. */
export interface ModelConfiguration extends DeployedModelSettings {
  /** Name of the Secrets Manager secret holding the API key (a plain string). */
  apiKeySecretName?: string;
  /** Name of the secret holding the image server's key, when it is not the chat server's. */
  imageApiKeySecretName?: string;
}

/** GitHub sign-in's bridge, when the operator turned GitHub sign-in on (the auth stack's). */
export interface GitHubBridgeConfiguration {
  /** The bridge's issuer, `{appUrl}/oidc/github`: the app distribution sends `/oidc/*` here. */
  issuer: string;
  /** Cognito's `https://{pool domain}/oauth2/idpresponse`: where the bridge may send browsers. */
  redirectUris: readonly string[];
}

/** Save to GitHub, when the operator turned it on; see `githubSaveOf` in infra/create-app.ts. */
export interface GitHubSaveConfiguration {
  /** Save to GitHub's own GitHub OAuth App (not the sign-in bridge's). */
  clientId: string;
  /** Name of the Secrets Manager secret holding its client secret (a plain string). */
  clientSecretName: string;
  /** The app's origin: the OAuth App's callback is its `/github/callback`. */
  appUrl: string;
}

/** Razorpay; see `paymentsOf` in infra/create-app.ts for the context key. */
export interface PaymentConfiguration {
  /** Name of the Secrets Manager secret holding `{key_id, key_secret, webhook_secret}`. */
  secretName?: string;
}

export interface ApiStackProps extends StackProps {
  /** The HTTP API the routes are added to, and the secret its functions check (ApiEndpointStack). */
  endpoint: ApiEndpoint;
  table: ITable;
  codeBucket: IBucket;
  /** The deployed sites (SitesStack.hosting); required as soon as a function publishes sites. */
  sites?: SiteHosting;
  /** @default the route table of functions/routes.ts */
  routes?: readonly ApiRoute[];
  /** @default the function list of functions/function-list.ts */
  functions?: Readonly<Record<string, FunctionDefinition>>;
  /**
   * @default `socketRoutes` of functions/routes.ts when the function list has WebSocket API
   * functions (every real list has), else none
   */
  socketRoutes?: Readonly<Partial<Record<SocketRouteKey, string>>>;
  /** @default none: the agents use the built-in offline models */
  models?: ModelConfiguration;
  /** @default none: the credits API answers that payments are not configured */
  payments?: PaymentConfiguration;
  /** @default none: the GitHub sign-in bridge answers that it is not configured, and has no keys */
  githubSignIn?: GitHubBridgeConfiguration;
  /** @default none: save to GitHub says it is not available, and has no key */
  githubSave?: GitHubSaveConfiguration;
  /** @default `fallbackFunction` of functions/routes.ts */
  fallbackFunctionId?: string;
  /** Required as soon as a route has access `user`. */
  jwt?: JwtSettings;
  /** Required as soon as a function signs people in (`userPool: 'client'`). */
  userPool?: UserPoolReference;
  /**
   * Both stages' route budgets, each HTTP function's reserved concurrency and the per-caller limits
   * its functions count (infra/limits.ts). @default DEFAULT_API_LIMITS
   */
  limits?: ApiLimits;
  /** Required as soon as a function sends email (the auth function does). */
  email?: EmailSettings;
  /** @default none: alarms notify a topic nobody is subscribed to yet */
  alarmEmail?: string;
  /**
   * Whether this stage sets API Gateway's account settings for its account and region, or relies
   * on another stage's (ProductWebSocketApi). @default 'create'
   */
  apiGatewayAccount?: ApiGatewayAccount;
  /** Retention of function logs and API access logs. @default one month */
  logRetention?: RetentionDays;
}

/**
 * The request path: one function per entry of the function list, the HTTP API's routes and stage
 * (on the endpoint's API), the WebSocket API and the generation state machine whose Tasks are the
 * pipeline's functions.
 */
export class ApiStack extends Stack {
  readonly functions: Readonly<Record<string, AppFunction>>;
  readonly api: ProductHttpApi;
  readonly socketApi: ProductWebSocketApi;
  /** Absent only when a test's function list has no pipeline functions. */
  readonly generation?: GenerationStateMachine;
  /** The alarms' SNS topic: every alarm of this stack notifies it. */
  readonly alarms: OperationsAlarms;
  readonly dashboard: OperationsDashboard;
  /** The GitHub sign-in bridge's keys and settings; only with GitHub sign-in on. */
  readonly oidcBridge?: OidcBridgeSettings;
  /** Save to GitHub's token key and settings; only with save to GitHub on. */
  readonly githubSave?: GitHubSaveSettings;
  /** Sitewright's own product analytics: page views and the funnel. */
  readonly productDashboard: ProductAnalyticsDashboard;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const logRetention = props.logRetention ?? RetentionDays.ONE_MONTH;
    const limits = props.limits ?? DEFAULT_API_LIMITS;
    const list = props.functions ?? functionList;

    this.socketApi = new ProductWebSocketApi(this, 'Socket', {
      throttle: limits.socketStage,
      routeThrottles: limits.socketRoutes,
      logRetention,
      apiGatewayAccount: props.apiGatewayAccount,
    });
    const models = this.modelSettingsOf(props.models ?? {});
    const payments = this.paymentSettingsOf(props.payments ?? {});
    this.oidcBridge = props.githubSignIn && {
      keys: new OidcBridgeKeys(this, 'GitHubSignInKeys'),
      issuer: props.githubSignIn.issuer,
      redirectUris: props.githubSignIn.redirectUris,
    };
    this.githubSave = props.githubSave && {
      clientId: props.githubSave.clientId,
      clientSecret: Secret.fromSecretNameV2(
        this,
        'GitHubSaveClientSecret',
        props.githubSave.clientSecretName,
      ),
      tokenKey: new GitHubTokenKey(this, 'GitHubTokenKey'),
      appUrl: props.githubSave.appUrl,
    };
    const functionsScope = new Construct(this, 'Functions');
    const functions: Record<string, AppFunction> = {};
    const createFunctions = (invoker: Invoker, stateMachine?: IStateMachine) => {
      for (const [functionId, definition] of functionsInvokedBy<FunctionDefinition>(
        invoker,
        list,
      )) {
        functions[functionId] = new AppFunction(functionsScope, functionId, {
          definition,
          table: props.table,
          codeBucket: props.codeBucket,
          sites: props.sites,
          userPool: props.userPool,
          socket: this.socketApi,
          stateMachine,
          models,
          payments,
          oidcBridge: this.oidcBridge,
          githubSave: this.githubSave,
          email: props.email,
          originVerifySecret: props.endpoint.originVerifySecret,
          logRetention,
        });
        if ((definition.payments ?? 'none') === 'razorpay') {
          this.alarmOnPendingUndo(functions[functionId]);
        }
      }
    };

    // Tasks first: the state machine runs them, and the socket function starts the machine.
    createFunctions('stateMachine');
    this.generation = this.generationStateMachineOf(functions, logRetention);
    createFunctions('webSocketApi', this.generation?.stateMachine);
    createFunctions('httpApi', this.generation?.stateMachine);
    this.functions = functions;
    this.applyLimits(limits, list);

    const handlers = Object.fromEntries(
      Object.entries(functions).map(([functionId, fn]) => [functionId, fn.function]),
    );
    const hasSocketFunctions =
      functionsInvokedBy<FunctionDefinition>('webSocketApi', list).length > 0;
    // The product's socket routes come with their `$connect` ticket authorizer.
    const productRoutes = props.socketRoutes === undefined && hasSocketFunctions;
    this.socketApi.addRoutes(
      props.socketRoutes ?? (productRoutes ? socketRoutes : {}),
      handlers,
      productRoutes ? socketConnectAuthorizer : undefined,
    );

    this.api = new ProductHttpApi(this, 'Api', {
      httpApi: props.endpoint.httpApi,
      executeApiEndpoint: !props.endpoint.customDomain,
      routes: props.routes ?? routeTable,
      handlers,
      fallbackFunctionId: props.fallbackFunctionId ?? fallbackFunction,
      jwt: props.jwt,
      throttle: limits.stage,
      routeThrottles: limits.routes,
      logRetention,
    });
    this.alarms = new OperationsAlarms(this, 'Operations', {
      alarmEmail: props.alarmEmail,
      functions,
      httpApi: this.api,
      stateMachine: this.generation?.stateMachine,
    });
    this.alarms.notifyAll(this);
    this.dashboard = new OperationsDashboard(this, 'Dashboard', {
      functions,
      httpApi: this.api,
      socketApi: this.socketApi,
      stateMachine: this.generation?.stateMachine,
      unrefundedRuns: this.generation?.unrefundedRuns,
    });
    this.productDashboard = new ProductAnalyticsDashboard(this, 'ProductAnalytics');

    this.serveHttpApi(props.endpoint);
    new CfnOutput(this, 'SocketUrl', {
      description:
        'The WebSocket API endpoint: workspaces connect to it with ?projectId={id}&ticket={ticket}',
      value: this.socketApi.url,
    });
  }

  /** The socket function's wss URL with the `{projectId}` placeholder of the app config. */
  get socketUrlTemplate(): string {
    return `${this.socketApi.url}?projectId={projectId}`;
  }

  /**
   * The HTTP API's addresses: its stage at the API's own domain when it has one (its only address
   * then), and the outputs an operator needs (the API's URL, GitHub's callback).
   */
  private serveHttpApi(endpoint: ApiEndpoint): void {
    if (endpoint.customDomain) {
      new ApiMapping(this, 'CustomDomainMapping', {
        api: this.api.httpApi,
        domainName: endpoint.customDomain,
        stage: this.api.stage,
      });
    }
    new CfnOutput(this, 'ApiUrl', {
      description: 'The HTTP API endpoint (browsers use it through the distribution, under /api/)',
      value: endpoint.customDomain ? `https://${endpoint.domainName}/` : this.api.stage.url,
    });
    if (this.oidcBridge) {
      new CfnOutput(this, 'GitHubCallbackUrl', {
        description:
          'For GitHub sign-in: the Authorization callback URL of the GitHub OAuth App (docs/production.md, "GitHub sign-in")',
        value: githubOidcUrlsOf(this.oidcBridge.issuer).callback,
      });
    }
  }

  /**
   * Each HTTP function's reserved concurrency (none when 0), and the per-caller limits its
   * handler counts (CALLER_LIMITS, functions/lib/caller-limits.ts).
   */
  private applyLimits(limits: ApiLimits, list: Readonly<Record<string, FunctionDefinition>>): void {
    const callerLimits = JSON.stringify(limits.callers);
    for (const [functionId] of functionsInvokedBy<FunctionDefinition>('httpApi', list)) {
      const fn = this.functions[functionId]?.function;
      if (!fn) continue;
      const reserved = reservedConcurrencyOf(limits, functionId);
      if (reserved > 0) {
        (fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions = reserved;
      }
      fn.addEnvironment('CALLER_LIMITS', callerLimits);
    }
  }

  private modelSettingsOf(models: ModelConfiguration): ModelSettings {
    const { apiKeySecretName, imageApiKeySecretName, ...settings } = models;
    return {
      ...settings,
      apiKeySecret: apiKeySecretName
        ? Secret.fromSecretNameV2(this, 'OpenAiApiKey', apiKeySecretName)
        : undefined,
      imageApiKeySecret: imageApiKeySecretName
        ? Secret.fromSecretNameV2(this, 'OpenAiImageApiKey', imageApiKeySecretName)
        : undefined,
    };
  }

  /**
   * An alarm when a duplicate subscription's cancellation or refund keeps failing (Razorpay
   * redelivers the webhook for a day, and every report retries it; one that never succeeds
   * needs an operator).
   */
  private alarmOnPendingUndo(fn: AppFunction): void {
    const id = fn.node.id;
    const filter = new MetricFilter(this, `${id}UndoPending`, {
      logGroup: fn.logGroup,
      filterPattern: FilterPattern.anyTerm(UNDO_PENDING_LOG),
      metricNamespace: 'WebsiteBuilder/Payments',
      metricName: UNDO_PENDING_LOG,
      metricValue: '1',
    });
    new Alarm(this, `${id}UndoPendingAlarm`, {
      alarmDescription:
        'A duplicate subscription could not be cancelled or refunded at Razorpay (see the function log): each later report retries it; if it keeps failing, cancel and refund it in the Razorpay dashboard.',
      metric: filter.metric({ statistic: 'Sum', period: Duration.hours(6) }),
      threshold: 3,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  private paymentSettingsOf({ secretName }: PaymentConfiguration): PaymentSettings {
    return {
      secret: secretName ? Secret.fromSecretNameV2(this, 'RazorpaySecret', secretName) : undefined,
    };
  }

  /** The pipeline, when the function list has its Tasks (every real list has). */
  private generationStateMachineOf(
    functions: Readonly<Record<string, AppFunction>>,
    logRetention: RetentionDays,
  ): GenerationStateMachine | undefined {
    const taskIds = [...AGENT_FUNCTIONS, FINISH_TASK_FUNCTION, FAIL_TASK_FUNCTION];
    const missing = taskIds.filter((functionId) => !functions[functionId]);
    if (missing.length === taskIds.length) return undefined;
    const functionOf = (functionId: StateMachineFunctionId) => {
      const fn = functions[functionId];
      if (!fn) {
        throw new Error(
          `The generation state machine needs the functions ${missing.join(', ')}, which are not in the function list.`,
        );
      }
      return fn.function;
    };
    return new GenerationStateMachine(this, 'Generation', {
      ...pipelineFunctions(functionOf),
      logRetention,
    });
  }
}
