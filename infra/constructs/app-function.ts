import { AssetHashType, Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import {
  type BucketAccess,
  type EmailAccess,
  type FunctionDefinition,
  type FunctionSchedule,
  type GitHubReposAccess,
  type ModelAccess,
  type OidcBridgeAccess,
  type PaymentAccess,
  type SitesAccess,
  type SitesBucketArea,
  type SocketAccess,
  type StateMachineAccess,
  type TableAccess,
  type UserPoolAccess,
} from '../../functions/function-list';
import {
  modelSettingsEnvironment,
  type DeployedModelSettings,
} from '../../functions/generation/models/model-settings';
import { repositoryRoot } from '../repository-root';
import type { EnvironmentVariable } from '../../functions/lib/environment';
import {
  METRICS_NAMESPACE,
  type PowertoolsVariable,
} from '../../functions/lib/observability-settings';
import { BUNDLE_ENTRY_NAME, bundleFunction, functionRuntime } from './function-bundle';
import { bucketDefinitions, type BucketId } from '../data/bucket-definitions';
import { partitionInArn, referencedArn, regionInArn } from './nag-arn-patterns';
import {
  OIDC_SIGNING_ACTIONS,
  OIDC_STATE_ACTIONS,
  type OidcBridgeSettings,
} from './oidc-bridge-keys';
import { GITHUB_TOKEN_KEY_ACTIONS, type GitHubSaveSettings } from './github-token-key';
import { SOCKET_STAGE_NAME, type SocketConnections } from './socket-connections';

/** Where the sites bucket keeps the projects' uploads (functions/projects/upload-object-keys.ts). */
const UPLOADS_PREFIX = bucketDefinitions.sites.areas.uploads;

/**
 * The function's code, bundled by esbuild on this machine (function-bundle.ts): synth must work
 * without Docker. The asset's hash is the bundle's, so an unchanged bundle is not uploaded again.
 */
function bundledCode(definition: FunctionDefinition): Code {
  return Code.fromAsset(repositoryRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: functionRuntime.bundlingImage,
      // Never run (the local bundling either bundles or throws); it names the entry, which also
      // keeps the bundles of different entries apart in CDK's asset cache.
      command: ['echo', `esbuild bundles ${definition.entry} locally (function-bundle.ts)`],
      local: {
        tryBundle(outputDir) {
          bundleFunction(definition, outputDir);
          return true;
        },
      },
    },
  });
}

/**
 * Powertools' settings (functions/lib/observability.ts): the function list's id as the service
 * (the logs' `service` and the metrics' dimension), the product's metrics namespace, INFO logs;
 * the pipeline's Tracer records no task results (they carry the user's prompt and page).
 */
export function powertoolsEnvironment(
  functionId: string,
  definition: Pick<FunctionDefinition, 'invokedBy'>,
): Partial<Record<PowertoolsVariable, string>> {
  return {
    POWERTOOLS_SERVICE_NAME: functionId,
    POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
    POWERTOOLS_LOG_LEVEL: 'INFO',
    ...(definition.invokedBy === 'stateMachine'
      ? { POWERTOOLS_TRACE_ENABLED: 'true', POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false' }
      : {}),
  };
}

/** The user pool and the SPA's app client, as functions that sign people in know them. */
export interface UserPoolReference {
  userPoolId: string;
  clientId: string;
}

/**
 * Which AI models functions that use them call, and how (model-settings.ts has each setting); all
 * optional: with neither a key nor a base URL the functions use the built-in offline models.
 */
export interface ModelSettings extends DeployedModelSettings {
  /** The secret holding the API key as a plain string; only its ARN reaches the function. */
  apiKeySecret?: ISecret;
  /** The image server's key, when it is not the chat server's. */
  imageApiKeySecret?: ISecret;
}

/**
 * Razorpay for functions that take payments; optional: without the secret they answer that
 * payments are not configured, so a deployment works before the operator has an account.
 */
export interface PaymentSettings {
  /** The secret holding `{key_id, key_secret, webhook_secret}`; only its ARN reaches the function. */
  secret?: ISecret;
}

/**
 * Email from the product (verification codes) through SES, and whether new accounts must verify
 * their email before spending credits.
 */
export interface EmailSettings {
  /** The From address: an address, or an address at a domain, verified in SES in this region. */
  sender?: string;
  verification: 'required' | 'off';
  /** The app's origin (`APP_URL`), for links to its pages; emails without it name the page only. */
  appUrl?: string;
  /** Where functions that alert the operators email them (`OPERATOR_EMAIL`). @default none */
  operatorEmail?: string;
  /** The SES configuration set that reports bounces and complaints (`EMAIL_CONFIGURATION_SET`). */
  configurationSet?: string;
}

/**
 * Deployed sites, as functions that publish them know them (the sites stack): the sites bucket,
 * the site directory (the distribution's KeyValueStore) and where a site is served.
 */
export interface SiteHosting {
  bucket: IBucket;
  keyValueStoreArn: string;
  /** With a `{subdomain}` placeholder: `SITES_URL_TEMPLATE`. */
  urlTemplate: string;
  /** Owners' custom domains, each a tenant of this multi-tenant distribution. @default none */
  customDomains?: CustomDomainHosting;
}

/** The multi-tenant distribution of owners' custom domains (SitesStack). */
export interface CustomDomainHosting {
  distributionId: string;
  distributionArn: string;
  connectionGroupId: string;
  connectionGroupArn: string;
  /** The connection group's routing endpoint: what each domain's CNAME (or ALIAS) names. */
  routingEndpoint: string;
  /** The product's own domains, which no site may take. */
  reservedDomains: readonly string[];
}

/**
 * What the custom domains do with CloudFront (functions/deployments/cloudfront-tenants.ts): a
 * tenant per domain, with its managed certificate, on the one multi-tenant distribution.
 */
export const domainTenantActions = [
  'cloudfront:CreateDistributionTenant',
  'cloudfront:GetDistributionTenant',
  'cloudfront:UpdateDistributionTenant',
  'cloudfront:DeleteDistributionTenant',
  'cloudfront:GetManagedCertificateDetails',
];

/**
 * What CloudFront does as the caller when it creates (or updates) a tenant with a managed
 * certificate: checks that the domain points at it, requests the certificate from ACM and reads it
 * back. Without them CreateDistributionTenant is refused. Neither the check nor the request names
 * a resource that exists beforehand, so those two are granted on "*".
 */
export const managedCertificateActions = {
  unscoped: ['cloudfront:VerifyDnsConfiguration', 'acm:RequestCertificate'],
  /** On this account's certificates in us-east-1, where CloudFront keeps its certificates. */
  certificates: ['acm:DescribeCertificate'],
};

/** What the site directory does with the KeyValueStore (functions/deployments/site-directory.ts). */
const siteDirectoryActions = [
  'cloudfront-keyvaluestore:DescribeKeyValueStore',
  'cloudfront-keyvaluestore:GetKey',
  'cloudfront-keyvaluestore:PutKey',
  'cloudfront-keyvaluestore:DeleteKey',
  'cloudfront-keyvaluestore:ListKeys',
];

/**
 * What each user pool access may do to the pool beyond its public API, granted on that one pool:
 * the auth function creates accounts and signs them in with their password; closing an account
 * confirms its password the same way and deletes the pool's user.
 */
const userPoolActions: Record<Exclude<UserPoolAccess, 'none'>, string[]> = {
  client: [],
  createUsers: [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminInitiateAuth',
    'cognito-idp:AdminRespondToAuthChallenge',
    'cognito-idp:AdminSetUserPassword',
  ],
  deleteUsers: [
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminInitiateAuth',
    'cognito-idp:AdminRespondToAuthChallenge',
  ],
};

const readActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const writeActions = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:ConditionCheckItem'];

/** The DynamoDB actions of each access level; Scan is in none of them (STYLE: never Scan). */
const tableActions: Record<Exclude<TableAccess, 'none'>, string[]> = {
  read: [...readActions, 'dynamodb:ConditionCheckItem'],
  write: writeActions,
  readWrite: [...readActions, ...writeActions],
  readWriteDelete: [
    ...readActions,
    ...writeActions,
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

export interface AppFunctionProps {
  definition: FunctionDefinition;
  /** Required when the definition asks for table access. */
  table?: ITable;
  /** Required when the definition asks for code bucket access. */
  codeBucket?: IBucket;
  /** Required when the definition asks for the user pool. */
  userPool?: UserPoolReference;
  /** Required when the definition manages socket connections. */
  socket?: SocketConnections;
  /** Required when the definition starts the generation state machine. */
  stateMachine?: IStateMachine;
  /** For definitions that use the models. @default offline models (nothing configured) */
  models?: ModelSettings;
  /** For definitions that take payments. @default payments not configured */
  payments?: PaymentSettings;
  /** Required when the definition publishes sites. */
  sites?: SiteHosting;
  /** Required when the definition sends email. */
  email?: EmailSettings;
  /** For the GitHub sign-in bridge. @default GitHub sign-in not configured */
  oidcBridge?: OidcBridgeSettings;
  /** For save to GitHub. @default save to GitHub not configured */
  githubSave?: GitHubSaveSettings;
  /**
   * The secret the distributions send as `x-origin-verify`; required for HTTP functions called
   * through CloudFront.
   */
  originVerifySecret?: ISecret;
  /** @default one month */
  logRetention?: RetentionDays;
}

/**
 * "Our Lambda function": one per entry of the function list, with the same runtime, bundling,
 * logging and tracing everywhere, and only the access its definition asks for: table, bucket,
 * user pool, socket connections, the state machine, the models, Razorpay, the deployed sites.
 */
export class AppFunction extends Construct {
  readonly function: LambdaFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;
  /** Whether it alerts the operators: OperationsAlarms alarms on its alert log lines. */
  readonly alertsOperators: boolean;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { definition } = props;

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
    });

    // Our own role instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs: ${definition.description}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new LambdaFunction(this, 'Function', {
      code: bundledCode(definition),
      handler: `${BUNDLE_ENTRY_NAME}.handler`,
      description: definition.description,
      runtime: functionRuntime,
      architecture: Architecture.ARM_64,
      memorySize: definition.memoryMb,
      timeout: Duration.seconds(definition.timeoutSeconds),
      role: this.role,
      logGroup: this.logGroup,
      // JSON lines carry the request id, so Logs Insights can follow one request.
      loggingFormat: LoggingFormat.JSON,
      // Lambda's own segment everywhere; the pipeline's tasks add Powertools' Tracer subsegments.
      tracing: Tracing.ACTIVE,
      environment: powertoolsEnvironment(id, definition),
    });

    this.grantTableAccess(definition.table, props.table);
    this.grantBucketAccess('code', definition.codeBucket, props.codeBucket);
    this.grantSitesAccess(
      definition.sitesBucket ?? 'none',
      props.sites,
      definition.deletesFromSites ?? [],
    );
    this.giveUserPool(definition.userPool, props.userPool);
    this.grantSocketAccess(definition.socket ?? 'none', props.socket);
    this.grantStateMachineAccess(definition.stateMachine ?? 'none', props.stateMachine);
    this.giveModels(definition.models ?? 'none', props.models ?? {});
    this.givePayments(definition.payments ?? 'none', props.payments ?? {});
    this.giveEmail(definition.email ?? 'none', props.email);
    this.alertsOperators = this.giveOperatorAlerts(definition, props.email);
    this.giveOidcBridge(definition.oidcBridge ?? 'none', props.oidcBridge);
    this.giveGitHubSave(definition.githubRepos ?? 'none', props.githubSave);
    if (definition.schedule) this.invokeOnSchedule(definition.schedule);
    // The HTTP API's functions refuse calls that did not come through our CloudFront.
    if (definition.invokedBy === 'httpApi') {
      if (!props.originVerifySecret) throw this.missing('the origin verify secret');
      this.giveSecret('ORIGIN_VERIFY_SECRET_ARN', props.originVerifySecret);
    }

    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so their resource is "*".',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }

  /**
   * An EventBridge rule invoking the function on its schedule. A missed invocation is not
   * retried: the next one comes within minutes and does the same work.
   */
  private invokeOnSchedule(schedule: FunctionSchedule): void {
    new Rule(this, 'Schedule', {
      description: schedule.description,
      schedule: Schedule.rate(Duration.minutes(schedule.everyMinutes)),
      targets: [
        new LambdaTarget(this.function, {
          event: RuleTargetInput.fromObject(schedule.event),
          retryAttempts: 0,
        }),
      ],
    });
  }

  private missing(what: string): Error {
    return new Error(`Function "${this.node.id}" asks for ${what}, but none was given to it.`);
  }

  /**
   * The pool's public client API needs no IAM permission: the ids are all it takes. Creating
   * password accounts and signing them in (the admin calls) is granted on that one pool.
   */
  private giveUserPool(access: UserPoolAccess, userPool: UserPoolReference | undefined): void {
    if (access === 'none') return;
    if (!userPool) throw this.missing('the user pool');
    this.setEnvironment('USER_POOL_ID', userPool.userPoolId);
    this.setEnvironment('USER_POOL_CLIENT_ID', userPool.clientId);
    const actions = userPoolActions[access];
    if (actions.length > 0) {
      this.function.addToRolePolicy(
        new PolicyStatement({
          actions,
          resources: [
            Stack.of(this).formatArn({
              service: 'cognito-idp',
              resource: 'userpool',
              resourceName: userPool.userPoolId,
            }),
          ],
        }),
      );
    }
  }

  private grantSocketAccess(access: SocketAccess, socket: SocketConnections | undefined): void {
    if (access === 'none') return;
    if (!socket) throw this.missing('the WebSocket API');
    socket.grantManageConnections(this.function);
    this.setEnvironment('WEBSOCKET_CALLBACK_URL', socket.callbackUrl);
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Connection ids are only known at run time, so ManageConnections is granted on "<our WebSocket API>/live/<POST|GET|DELETE>/@connections/*": any connection of our own API and stage, nothing else.',
          appliesTo: [
            {
              regex: `/^Resource::arn:${partitionInArn}:execute-api:${regionInArn}:<AWS::AccountId>:<[A-Za-z0-9]+>\\/${SOCKET_STAGE_NAME}\\/(POST|GET|DELETE)\\/@connections\\/\\*$/`,
            },
          ],
        },
      ],
      true,
    );
  }

  /** Starts executions of that one state machine; stopping or reading them is not granted. */
  private grantStateMachineAccess(
    access: StateMachineAccess,
    stateMachine: IStateMachine | undefined,
  ): void {
    if (access === 'none') return;
    if (!stateMachine) throw this.missing('the state machine');
    this.setEnvironment('GENERATION_STATE_MACHINE_ARN', stateMachine.stateMachineArn);
    if (access === 'start') {
      stateMachine.grantStartExecution(this.function);
      return;
    }
    stateMachine.grantExecution(this.function, 'states:StopExecution');
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "A run's execution is named by its generation id, known only at run time, so StopExecution is granted on the generation machine's executions (execution:<machine name>:*) and nothing else.",
          appliesTo: [
            {
              regex: `/^Resource::arn:${partitionInArn}:states:${regionInArn}:<AWS::AccountId>:execution:.+:\\*$/`,
            },
          ],
        },
      ],
      true,
    );
  }

  /** Sets one of the variables functions read (functions/lib/environment.ts names them all). */
  private setEnvironment(name: EnvironmentVariable, value: string): void {
    this.function.addEnvironment(name, value);
  }

  /**
   * The key itself never enters the environment or the template: the function reads it (`use`),
   * or only learns that there is one (`name`).
   */
  private giveModels(access: ModelAccess, models: ModelSettings): void {
    if (access === 'none') return;
    const { apiKeySecret, imageApiKeySecret, ...settings } = models;
    for (const [name, value] of Object.entries(modelSettingsEnvironment(settings)) as [
      EnvironmentVariable,
      string,
    ][]) {
      this.setEnvironment(name, value);
    }
    if (access === 'name') {
      // Only whether a key is configured: the quote names the engine, it never calls the model.
      if (apiKeySecret) this.setEnvironment('OPENAI_API_KEY_SECRET_ARN', apiKeySecret.secretArn);
      return;
    }
    this.giveSecret('OPENAI_API_KEY_SECRET_ARN', apiKeySecret);
    this.giveSecret('OPENAI_IMAGE_API_KEY_SECRET_ARN', imageApiKeySecret);
  }

  /**
   * `ses:SendEmail` from the sender's own identity (the address, or its domain) through the
   * configuration set, nothing else; without a sender (verification off) the function knows only
   * that verification is off.
   */
  private giveEmail(access: EmailAccess, email: EmailSettings | undefined): void {
    if (access === 'none') return;
    if (!email) throw this.missing('the email settings');
    this.setEnvironment('EMAIL_VERIFICATION', email.verification);
    if (email.appUrl) this.setEnvironment('APP_URL', email.appUrl);
    if (!email.sender) {
      if (email.verification === 'required') throw this.missing('an email sender');
      return;
    }
    this.setEnvironment('EMAIL_SENDER', email.sender);
    const stack = Stack.of(this);
    const identities = [email.sender, email.sender.slice(email.sender.indexOf('@') + 1)];
    const resources = identities.map((identity) =>
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
    );
    if (email.configurationSet) {
      // SES authorises a send against the configuration set it names as well as the identity.
      this.setEnvironment('EMAIL_CONFIGURATION_SET', email.configurationSet);
      resources.push(
        stack.formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: email.configurationSet,
        }),
      );
    }
    this.function.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources }));
  }

  /**
   * The operators' address for alerts (`OPERATOR_EMAIL`), sent from the product's sender, when the
   * operator gave both; the alert log lines are alarmed on either way (OperationsAlarms).
   */
  private giveOperatorAlerts(
    definition: FunctionDefinition,
    email: EmailSettings | undefined,
  ): boolean {
    if (!definition.alertsOperators) return false;
    if ((definition.email ?? 'none') === 'none') {
      throw new Error(
        `Function "${this.node.id}" alerts the operators, which needs email: 'send'.`,
      );
    }
    if (email?.sender && email.operatorEmail) {
      this.setEnvironment('OPERATOR_EMAIL', email.operatorEmail);
    }
    return true;
  }

  /**
   * The bridge's issuer, return addresses and keys, with exactly what it does with each key:
   * sign and publish with the RSA one, derive its sealing key with the HMAC one. Without the
   * settings (GitHub sign-in off) it knows nothing and says it is not configured.
   */
  private giveOidcBridge(access: OidcBridgeAccess, bridge: OidcBridgeSettings | undefined): void {
    if (access === 'none' || !bridge) return;
    const { signingKey, stateKey } = bridge.keys;
    this.setEnvironment('GITHUB_OIDC_ISSUER', bridge.issuer);
    this.setEnvironment('GITHUB_OIDC_REDIRECT_URIS', bridge.redirectUris.join(','));
    this.setEnvironment('GITHUB_OIDC_SIGNING_KEY_ID', signingKey.keyArn);
    this.setEnvironment('GITHUB_OIDC_STATE_KEY_ID', stateKey.keyArn);
    signingKey.grant(this.function, ...OIDC_SIGNING_ACTIONS);
    stateKey.grant(this.function, ...OIDC_STATE_ACTIONS);
  }

  /**
   * Save to GitHub's OAuth App (its client id, read access to its secret), the app's address its
   * callback is on, and its token key with exactly Encrypt and Decrypt. Without the settings it
   * knows nothing and says save to GitHub is not available.
   */
  private giveGitHubSave(access: GitHubReposAccess, settings: GitHubSaveSettings | undefined) {
    if (access === 'none' || !settings) return;
    this.setEnvironment('GITHUB_REPO_CLIENT_ID', settings.clientId);
    this.giveSecret('GITHUB_REPO_CLIENT_SECRET_ARN', settings.clientSecret);
    this.setEnvironment('GITHUB_REPO_TOKEN_KEY_ID', settings.tokenKey.key.keyArn);
    this.setEnvironment('APP_URL', settings.appUrl);
    settings.tokenKey.key.grant(this.function, ...GITHUB_TOKEN_KEY_ACTIONS);
  }

  private givePayments(access: PaymentAccess, payments: PaymentSettings): void {
    if (access === 'none') return;
    this.giveSecret('RAZORPAY_SECRET_ARN', payments.secret);
  }

  /**
   * A secret's ARN in `variable` and read access to that secret only; its value never enters the
   * environment or the template: the function reads it at run time.
   */
  private giveSecret(variable: EnvironmentVariable, secret: ISecret | undefined): void {
    if (!secret) return;
    // For a secret imported by name, the ARN without its random suffix; GetSecretValue takes it.
    this.setEnvironment(variable, secret.secretArn);
    secret.grantRead(this.function);
  }

  private grantTableAccess(access: TableAccess, table: ITable | undefined): void {
    if (access === 'none') return;
    if (!table) throw this.missing('the table');
    table.grant(this.function, ...tableActions[access], 'dynamodb:DescribeTable');
    this.setEnvironment('TABLE_NAME', table.tableName);
  }

  /**
   * The sites' address pattern; with `readWrite`, also the sites bucket (read, write, and delete
   * in the areas the definition names) and the site directory, nothing else of CloudFront.
   */
  private grantSitesAccess(
    access: SitesAccess,
    sites: SiteHosting | undefined,
    deletes: readonly SitesBucketArea[],
  ): void {
    if (deletes.length > 0 && access !== 'readWrite') {
      throw new Error(
        `Function "${this.node.id}" deletes from the sites bucket without readWrite.`,
      );
    }
    if (access === 'none') return;
    if (!sites) throw this.missing('the deployed sites');
    if (access === 'uploads' || access === 'addUploads') {
      this.grantUploads(access, sites.bucket);
      return;
    }
    this.setEnvironment('SITES_URL_TEMPLATE', sites.urlTemplate);
    if (access === 'address') return;
    this.grantBucketAccess('sites', 'readAndPut', sites.bucket);
    this.grantSitesDeletes(deletes, sites.bucket);
    this.function.addToRolePolicy(
      new PolicyStatement({ actions: siteDirectoryActions, resources: [sites.keyValueStoreArn] }),
    );
    this.setEnvironment('SITES_KVS_ARN', sites.keyValueStoreArn);
    if (sites.customDomains) this.grantDomainTenants(sites.customDomains);
  }

  /**
   * Reads the projects' uploads (`_uploads/*`), or adds to them, and no other object of the sites
   * bucket.
   */
  private grantUploads(access: 'uploads' | 'addUploads', bucket: IBucket): void {
    const action = access === 'uploads' ? 's3:GetObject' : 's3:PutObject';
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: [action],
        resources: [bucket.arnForObjects(`${UPLOADS_PREFIX}*`)],
      }),
    );
    this.setEnvironment(bucketDefinitions.sites.environmentVariable, bucket.bucketName);
    this.suppressObjectPrefixFinding(
      [UPLOADS_PREFIX],
      `A project's uploads are named by ids known only at run time, so ${action} is granted on the sites bucket's _uploads/* and nothing else of it.`,
    );
  }

  /**
   * `s3:DeleteObject` under the areas' prefixes only: never `s3:DeleteObjectVersion`, so what a
   * function deletes stays in the versioned bucket as a previous version until its lifecycle
   * expires it.
   */
  private grantSitesDeletes(areas: readonly SitesBucketArea[], bucket: IBucket): void {
    if (areas.length === 0) return;
    const prefixes = areas.map((area) => bucketDefinitions.sites.areas[area]);
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:DeleteObject'],
        resources: prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
      }),
    );
    this.suppressObjectPrefixFinding(
      prefixes,
      `Site copies and uploads are named by ids known only at run time, so s3:DeleteObject (not its versions) is granted under the prefixes this function deletes in (${prefixes.join(', ')}) and nowhere else of the sites bucket.`,
    );
  }

  /** IAM5 for grants on `<bucket>/{prefix}*`: object names under a prefix are known at run time. */
  private suppressObjectPrefixFinding(prefixes: readonly string[], reason: string): void {
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason,
          appliesTo: prefixes.map((prefix) => ({
            regex: `/^Resource::${referencedArn}\\/${prefix.replace(/\//g, '\\/')}\\*$/`,
          })),
        },
      ],
      true,
    );
  }

  /**
   * Tenants of the custom domains' distribution: created on that distribution and its connection
   * group (with what their managed certificates take), then read, disabled and deleted by id;
   * nothing else of CloudFront.
   */
  private grantDomainTenants(domains: CustomDomainHosting): void {
    const stack = Stack.of(this);
    const tenants = stack.formatArn({
      service: 'cloudfront',
      region: '',
      resource: 'distribution-tenant',
      resourceName: '*',
    });
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: domainTenantActions,
        resources: [tenants, domains.distributionArn, domains.connectionGroupArn],
      }),
    );
    this.setEnvironment('CUSTOM_DOMAIN_TARGET', domains.routingEndpoint);
    this.setEnvironment('CUSTOM_DOMAIN_DISTRIBUTION_ID', domains.distributionId);
    this.setEnvironment('CUSTOM_DOMAIN_CONNECTION_GROUP_ID', domains.connectionGroupId);
    this.setEnvironment('CUSTOM_DOMAIN_RESERVED', domains.reservedDomains.join(','));
    this.grantManagedCertificates();
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "A custom domain's tenant id is only known once CloudFront creates it, so the tenant actions are granted on this account's distribution tenants (distribution-tenant/*); creating one also names the custom domains' distribution and connection group, which are granted by their own ARNs.",
          appliesTo: [
            {
              regex: `/^Resource::arn:${partitionInArn}:cloudfront::<AWS::AccountId>:distribution-tenant\\/\\*$/`,
            },
          ],
        },
      ],
      true,
    );
  }

  /** What creating a tenant with a CloudFront-managed certificate takes beyond the tenant itself. */
  private grantManagedCertificates(): void {
    const certificates = Stack.of(this).formatArn({
      service: 'acm',
      region: 'us-east-1',
      resource: 'certificate',
      resourceName: '*',
    });
    this.function.addToRolePolicy(
      new PolicyStatement({ actions: managedCertificateActions.unscoped, resources: ['*'] }),
    );
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: managedCertificateActions.certificates,
        resources: [certificates],
      }),
    );
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'CloudFront checks a custom domain\'s DNS (cloudfront:VerifyDnsConfiguration) and requests its managed certificate (acm:RequestCertificate) as the caller of CreateDistributionTenant, before the tenant or the certificate exists, so both are granted on "*"; it reads the certificate back (acm:DescribeCertificate) by an id ACM picks, so that is granted on this account\'s certificates in us-east-1.',
          appliesTo: [
            'Resource::*',
            {
              regex: `/^Resource::arn:${partitionInArn}:acm:us-east-1:<AWS::AccountId>:certificate\\/\\*$/`,
            },
          ],
        },
      ],
      true,
    );
  }

  /** `readAndPut`: reads and writes, but deletes nothing (the sites bucket's deletes are apart). */
  private grantBucketAccess(
    bucketId: BucketId,
    access: BucketAccess | 'readAndPut',
    bucket: IBucket | undefined,
  ): void {
    if (access === 'none') return;
    if (!bucket) throw this.missing(`the ${bucketId} bucket`);
    // readWrite includes deletes (s3:DeleteObject*): projects are deleted with them.
    if (access === 'readWrite') {
      bucket.grantReadWrite(this.function);
    } else {
      bucket.grantRead(this.function);
      if (access === 'readAndPut') bucket.grantPut(this.function);
    }
    this.setEnvironment(bucketDefinitions[bucketId].environmentVariable, bucket.bucketName);
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'Objects are stored under per-user (or per-site) keys that are only known at run time, so object access is granted on "<bucket>/*" of the code and sites buckets only.',
          appliesTo: [{ regex: `/^Resource::${referencedArn}\\/\\*$/` }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'bucket.grantRead/grantReadWrite use action families (s3:GetObject*, s3:GetBucket*, s3:List*, s3:DeleteObject*, s3:Abort*) limited to our own buckets; versioned reads, multipart uploads and deletes need several of their members.',
          appliesTo: [{ regex: '/^Action::s3:.*\\*$/' }],
        },
      ],
      true,
    );
  }
}
