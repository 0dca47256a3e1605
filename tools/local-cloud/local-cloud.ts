import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import {
  createIdTokenVerifier,
  type IdTokenVerifier,
} from '../../functions/auth/id-token-verifier';
import { tableClientOf } from '../../functions/lib/dynamo-client';
import type { EnvironmentVariable } from '../../functions/lib/environment';
import type { StateMachineFunctionId } from '../../functions/function-list';
import { FAIL_TASK_FUNCTION } from '../../functions/generation/pipeline/pipeline-state';
import { agentModelsLabel } from '../../functions/generation/model-setup/models-from-environment';
import {
  SOCIAL_SIGN_IN_CALLBACK_PATH,
  SOCIAL_SIGN_IN_PROVIDERS,
  type AppConfig,
} from '../../shared/app-config';
import { PROJECT_MODEL } from '../../shared/constants';
import { bucketDefinitions } from '../../infra/data/bucket-definitions';
import { createLocalAnalytics } from './analytics/local-analytics';
import { createAppConfigService } from './app-config-service';
import type { FederatedIdentityProvider } from './cognito/hosted-ui';
import { COGNITO_PATH, createLocalCognito } from './cognito/local-cognito';
import { createOutbox, OUTBOX_PATH, SES_PATH, type Outbox } from './cognito/outbox';
import { ensureLocalUserPool } from './cognito/user-pool-setup';
import type { LocalCloudConfig } from './config';
import { localDynamoClientConfig, startLocalDynamo, type LocalDynamo } from './dynamodb';
import type { GitHubOAuthApp } from './idp/github-oauth';
import type { GoogleClient } from './idp/google-oidc';
import { openLocalIdp, type LocalIdpUrls } from './idp/local-idp';
import { answersWithoutControlToken } from './calls-without-control-token';
import { newControlToken } from './gateway/control-token';
import { CONTROL_TOKEN_HEADER } from './gateway/control-token-names';
import { startLocalGateway, type LocalGateway } from './gateway/local-gateway';
import { LOCAL_ORIGIN_VERIFY_SECRET } from './gateway/http-event';
import type { LocalScheduleSettings } from './gateway/local-schedules';
import {
  localKeyValueStoreEndpoint,
  LOCAL_SITES_KVS_ARN,
  openLocalKeyValueStore,
  type LocalKeyValueStore,
} from './kvs/local-key-value-store';
import {
  openLocalRazorpay,
  RAZORPAY_CHECKOUT_SCRIPT_PATH,
  RAZORPAY_PATH,
  type LocalRazorpay,
} from './razorpay/local-razorpay';
import { localS3ClientConfig, startLocalS3, type LocalS3 } from './s3/local-s3';
import {
  LOCAL_GITHUB_TOKEN_KEY,
  LOCAL_OIDC_SIGNING_KEY,
  LOCAL_OIDC_STATE_KEY,
  localKmsEndpoint,
  openLocalKms,
} from './kms/local-kms';
import { githubOidcIssuerOf } from '../../shared/api/github-oidc-endpoints';
import type { CallerLimitOverrides } from '../../functions/lib/caller-limits';
import { GITHUB_SAVE_CALLBACK_PATH } from '../../shared/api/github-save-schemas';
import { DNS_PATH, LOCAL_CUSTOM_DOMAIN_TARGET, openLocalDns, type LocalDns } from './dns/local-dns';
import { localSiteLabelOf } from '../../infra/sites/site-paths';
import { createLocalSites, createLocalUploads } from './sites/local-sites';
import { LOCAL_GENERATION_STATE_MACHINE_ARN } from './stepfunctions/asl';
import { STATES_PATH } from './stepfunctions/local-step-functions';

/** The table's name on one machine; on AWS, CloudFormation names it. */
export const LOCAL_TABLE_NAME = 'website-builder';

/**
 * Where Cognito's hosted sign-in takes federated sign-ins back on this machine (on AWS:
 * `https://{pool domain}/oauth2/idpresponse`): the one return address the GitHub bridge serves.
 */
export const LOCAL_IDP_RESPONSE_PATH = `${COGNITO_PATH}/oauth2/idpresponse`;

/** The user pool's OAuth client at the Google stand-in (on AWS, the operator's Google client). */
const LOCAL_GOOGLE_CLIENT = {
  clientId: 'sitewright-local.apps.googleusercontent.test',
  clientSecret: 'local-google-client-secret',
  name: 'Sitewright (local)',
};

/** The product's OAuth app at the GitHub stand-in: what the GitHub OIDC bridge signs in with. */
const LOCAL_GITHUB_OAUTH_APP = {
  clientId: 'Ov23liSitewrightLocal',
  clientSecret: 'local-github-client-secret',
  name: 'Sitewright (local)',
};

/**
 * Save to GitHub's own OAuth app at the GitHub stand-in, beside the sign-in one (as on AWS: GitHub
 * sends people back only below an app's one callback URL, and this one's is the app's
 * `/github/callback`).
 */
const LOCAL_GITHUB_REPO_APP = {
  clientId: 'Ov23liSitewrightSaves',
  clientSecret: 'local-github-repo-client-secret',
  name: 'Sitewright: save to GitHub (local)',
};

/**
 * GitHub sign-in: the pool federates to the product's GitHub OIDC bridge, an OpenID Connect
 * provider in front of GitHub's OAuth (here, the GitHub stand-in), as to any other provider. As
 * on AWS, the pool knows the bridge by the GitHub OAuth app's own client, which the bridge passes
 * on to GitHub.
 */
const LOCAL_GITHUB_BRIDGE_CLIENT = {
  clientId: LOCAL_GITHUB_OAUTH_APP.clientId,
  clientSecret: LOCAL_GITHUB_OAUTH_APP.clientSecret,
};

/** The pool's identity providers: Google at the stand-in, and GitHub through the bridge. */
function localIdentityProviders(
  gatewayUrl: string,
  idp: LocalIdpUrls,
): FederatedIdentityProvider[] {
  const scopes = 'openid email profile';
  const google: FederatedIdentityProvider = {
    name: SOCIAL_SIGN_IN_PROVIDERS.google,
    type: 'Google',
    issuer: idp.googleIssuer,
    clientId: LOCAL_GOOGLE_CLIENT.clientId,
    clientSecret: LOCAL_GOOGLE_CLIENT.clientSecret,
    scopes,
  };
  return [
    google,
    {
      name: SOCIAL_SIGN_IN_PROVIDERS.github,
      type: 'OIDC',
      issuer: githubOidcIssuerOf(gatewayUrl),
      ...LOCAL_GITHUB_BRIDGE_CLIENT,
      scopes,
    },
  ];
}

/** The local sign-in stand-in as tests need it: its addresses and the clients it knows. */
export interface LocalIdpInfo {
  urls: LocalIdpUrls;
  googleClient: GoogleClient;
  githubApp: GitHubOAuthApp;
  /** Save to GitHub's OAuth app. */
  githubRepoApp: GitHubOAuthApp;
}

/** The local user pool, as a client or a test needs it. */
export interface LocalUserPoolInfo {
  userPoolId: string;
  clientId: string;
  /** The Cognito API on the local origin (the SDKs' `endpoint`). */
  endpoint: string;
  /** The `iss` of its tokens. */
  issuer: string;
  region: string;
  /** The PEM file of the key it signs tokens with, on this machine: tests make their own tokens. */
  signingKeyFile: string;
}

/** What tests (and the bench) may change about the local cloud beyond its configuration. */
export interface LocalCloudOptions {
  /**
   * Run instead of a state machine Task's function module, keyed by function id: tests inject
   * their own models or failures this way. The definition and the other Tasks stay as they are.
   */
  taskHandlers?: Partial<Record<StateMachineFunctionId, (input: unknown) => Promise<unknown>>>;
  /**
   * Wait this long between Task retries instead of the definition's backoff (seconds, with
   * jitter). @default the definition's own intervals
   */
  retryIntervalMs?: number;
  /** Wait this long after a payment before its webhooks are sent. @default 1000 */
  razorpayWebhookDelayMs?: number;
  /**
   * Ports for the DynamoDB and S3 stand-ins (free ones by default). A process that starts the
   * cloud again on the same data (the crash test) keeps them, because the function modules it
   * has loaded keep the clients of the first cloud they saw.
   */
  storagePorts?: { dynamo: number; s3: number };
  /** The built SPA `web: 'dist'` serves (a test's own build). @default `web/dist` */
  webDist?: string;
  /**
   * Settles once `webDist` is built, when the cloud starts before the build is done (a test run
   * builds the SPA while its cloud starts): pages wait for it, and say why if it failed.
   */
  webReady?: Promise<void>;
  /**
   * Where the GitHub sign-in bridge and save to GitHub find GitHub: a stand-in's web origin
   * (`/login/oauth/…`) and REST API. @default the local sign-in stand-in's GitHub
   */
  github?: { oauthUrl: string; apiUrl: string };
  /**
   * The functions' schedules (the sweep of runs left unstarted): on their own rates by default,
   * faster for a test, or `false` for none (a test that sweeps by hand).
   */
  schedules?: LocalScheduleSettings | false;
  /** Hold each StartExecution this long: the crash test's window between debit and start. */
  startExecutionDelayMs?: number;
  /**
   * Per-caller limits over the defaults, as the CDK app sets them from the operator's `limits`
   * (CALLER_LIMITS): a test's own, lower ones. @default the defaults, or the shell's CALLER_LIMITS
   */
  callerLimits?: CallerLimitOverrides;
}

export interface LocalCloud {
  url: string;
  /**
   * This start's control token: the `X-Local-Cloud-Token` every call that changes the stand-ins'
   * state from outside the product needs (calls-without-control-token.ts draws the line).
   */
  controlToken: string;
  dynamo: LocalDynamo;
  s3: LocalS3;
  gateway: LocalGateway;
  userPool: LocalUserPoolInfo;
  outbox: Outbox;
  /** Where people read the emails Cognito would have sent. */
  outboxUrl: string;
  /** The Razorpay stand-in: its test keys (as the functions get them), orders, payments, events. */
  razorpay: LocalRazorpay;
  /** The KeyValueStore stand-in holding the site directory (`LOCAL_SITES_KVS_ARN`). */
  keyValueStore: LocalKeyValueStore;
  /** The resolver table the custom-domain check reads (`/_local/dns`). */
  dns: LocalDns;
  /** The identity provider stand-in that plays Google and GitHub (`/_local/idp`). */
  idp: LocalIdpInfo;
  /** Where a deployed site is served: `http://{subdomain}.localhost:{port}/`. */
  siteUrl(subdomain: string): string;
  /**
   * The environment the functions read, as the CDK app sets it on AWS: for a test that runs a
   * function's services in its own process against this cloud.
   */
  environment: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * The environment the functions read, as the CDK app sets it on AWS, pointed at the stand-ins.
 * The handlers run in this process, so they share it.
 */
function functionEnvironment(
  dynamo: LocalDynamo,
  s3: LocalS3,
  gatewayUrl: string,
  gatewayPort: number,
  userPool: LocalUserPoolInfo,
  razorpay: LocalRazorpay,
  emailVerification: 'required' | 'off',
  github: LocalCloudOptions['github'],
): Partial<Record<EnvironmentVariable | 'AWS_ACCESS_KEY_ID' | 'AWS_SECRET_ACCESS_KEY', string>> {
  const { region, credentials } = localDynamoClientConfig(dynamo.endpoint);
  return {
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    TABLE_NAME: dynamo.tableName,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    [bucketDefinitions.code.environmentVariable]: s3.bucketNames.code,
    S3_ENDPOINT: s3.endpoint,
    WEBSOCKET_CALLBACK_URL: gatewayUrl,
    USER_POOL_ID: userPool.userPoolId,
    USER_POOL_CLIENT_ID: userPool.clientId,
    COGNITO_ENDPOINT: userPool.endpoint,
    STEPFUNCTIONS_ENDPOINT: `http://127.0.0.1:${gatewayPort}${STATES_PATH}`,
    GENERATION_STATE_MACHINE_ARN: LOCAL_GENERATION_STATE_MACHINE_ARN,
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: `http://127.0.0.1:${gatewayPort}${RAZORPAY_PATH}`,
    RAZORPAY_PLAN_IDS: JSON.stringify(razorpay.planIds),
    [bucketDefinitions.sites.environmentVariable]: s3.bucketNames.sites,
    SITES_KVS_ARN: LOCAL_SITES_KVS_ARN,
    SITES_KVS_ENDPOINT: localKeyValueStoreEndpoint(gatewayPort),
    SITES_URL_TEMPLATE: siteUrlTemplate(gatewayPort),
    ORIGIN_VERIFY_SECRET: LOCAL_ORIGIN_VERIFY_SECRET,
    EMAIL_SENDER: LOCAL_EMAIL_SENDER,
    SES_ENDPOINT: `http://127.0.0.1:${gatewayPort}${SES_PATH}`,
    EMAIL_VERIFICATION: emailVerification,
    CUSTOM_DOMAIN_TARGET: LOCAL_CUSTOM_DOMAIN_TARGET,
    DNS_RESOLVER_ENDPOINT: `http://127.0.0.1:${gatewayPort}${DNS_PATH}`,
    // The gateway serves the app too: links in emails lead back here.
    APP_URL: gatewayUrl,
    // Reports of sites, sites held for review and takedowns reach the outbox.
    OPERATOR_EMAIL: LOCAL_OPERATOR_EMAIL,
    // GitHub sign-in: the bridge is on the gateway, its keys in the local KMS, and it sends
    // browsers back to the local hosted sign-in only.
    GITHUB_OIDC_ISSUER: githubOidcIssuerOf(gatewayUrl),
    GITHUB_OIDC_SIGNING_KEY_ID: LOCAL_OIDC_SIGNING_KEY.arn,
    GITHUB_OIDC_STATE_KEY_ID: LOCAL_OIDC_STATE_KEY.arn,
    GITHUB_OIDC_REDIRECT_URIS: `${gatewayUrl}${LOCAL_IDP_RESPONSE_PATH}`,
    KMS_ENDPOINT: localKmsEndpoint(gatewayPort),
    // Save to GitHub: its own OAuth app at the GitHub stand-in, its callback on the gateway (the
    // app's address above), and users' tokens sealed by the local KMS.
    GITHUB_REPO_CLIENT_ID: LOCAL_GITHUB_REPO_APP.clientId,
    GITHUB_REPO_CLIENT_SECRET: LOCAL_GITHUB_REPO_APP.clientSecret,
    GITHUB_REPO_TOKEN_KEY_ID: LOCAL_GITHUB_TOKEN_KEY.arn,
    ...(github && { GITHUB_OAUTH_URL: github.oauthUrl, GITHUB_API_URL: github.apiUrl }),
  };
}

/** Who the product's emails are from on this machine (they only reach the outbox). */
const LOCAL_EMAIL_SENDER = 'Sitewright <no-reply@sitewright.localhost>';

/** The operators' address on this machine: their alerts are in the outbox, to this address. */
export const LOCAL_OPERATOR_EMAIL = 'operators@sitewright.localhost';

/** Chromium resolves every `*.localhost` to loopback, so each site gets a host of its own. */
function siteUrlTemplate(gatewayPort: number): string {
  return `http://{subdomain}.localhost:${gatewayPort}/`;
}

/**
 * The SPA signs in with SRP here as on AWS, and with each identity provider the pool has through
 * the local hosted UI.
 */
function appConfigOf(
  userPool: LocalUserPoolInfo,
  gatewayUrl: string,
  providers: readonly FederatedIdentityProvider[],
): AppConfig {
  const hostedUi = { domain: `${gatewayUrl}${COGNITO_PATH}` };
  const offered = (name: string) =>
    providers.some((provider) => provider.name === name) ? hostedUi : null;
  return {
    generation: {
      socketUrl: `${gatewayUrl.replace(/^http/, 'ws')}/ws/{projectId}`,
      models: agentModelsLabel(process.env, PROJECT_MODEL),
    },
    auth: {
      region: userPool.region,
      userPoolId: userPool.userPoolId,
      clientId: userPool.clientId,
      endpoint: userPool.endpoint,
      google: offered(SOCIAL_SIGN_IN_PROVIDERS.google),
      github: offered(SOCIAL_SIGN_IN_PROVIDERS.github),
    },
    payments: { checkoutScriptUrl: `${gatewayUrl}${RAZORPAY_CHECKOUT_SCRIPT_PATH}` },
  };
}

/** Where a cloud with a data folder keeps its control token for scripts: readable by you only. */
export const CONTROL_TOKEN_FILE = 'local-cloud-token';

/** Writes this start's token over the last one's, readable and writable by this user only. */
async function keepControlToken(dataDir: string, token: string): Promise<void> {
  const file = join(dataDir, CONTROL_TOKEN_FILE);
  await mkdir(dataDir, { recursive: true });
  // Removed first: writeFile's mode applies only to a file it creates.
  await rm(file, { force: true });
  await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
}

/** Sends the control token with each of the client's calls: the pool's set-up is an operator's. */
function withControlToken(client: CognitoIdentityProviderClient, token: string) {
  client.middlewareStack.add(
    (next) => async (args) => {
      const { request } = args;
      if (typeof request === 'object' && request !== null && 'headers' in request) {
        Reflect.set(Object(request.headers), CONTROL_TOKEN_HEADER, token);
      }
      return next(args);
    },
    { step: 'build', name: 'localCloudControlToken' },
  );
  return client;
}

async function setUpUserPool(
  gatewayUrl: string,
  port: number,
  providers: readonly FederatedIdentityProvider[],
  signingKeyFile: string,
  controlToken: string,
): Promise<LocalUserPoolInfo> {
  const endpoint = `${gatewayUrl}${COGNITO_PATH}`;
  // Set up over loopback, whatever the public host name; the pool is the same.
  const setup = withControlToken(
    new CognitoIdentityProviderClient({
      endpoint: `http://127.0.0.1:${port}${COGNITO_PATH}`,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    controlToken,
  );
  try {
    // The SPA may be opened as localhost or as 127.0.0.1: both may receive the sign-in.
    const origins = new Set([gatewayUrl, `http://127.0.0.1:${port}`]);
    const { userPoolId, clientId } = await ensureLocalUserPool(setup, {
      callbackUrls: [...origins].map((origin) => `${origin}${SOCIAL_SIGN_IN_CALLBACK_PATH}`),
      identityProviders: providers.map((provider) => provider.name),
    });
    return {
      userPoolId,
      clientId,
      endpoint,
      issuer: `${endpoint}/${userPoolId}`,
      region: userPoolId.slice(0, userPoolId.indexOf('_')),
      signingKeyFile,
    };
  } finally {
    setup.destroy();
  }
}

/** Starts every stand-in and the gateway in front of them; `close()` stops them all. */
/** The app firewall's CAPTCHA (`LOCAL_WAF=on`), from the very rules CDK deploys. */
async function localFirewall(controlToken: string) {
  const [{ appFirewallRules, CAPTCHA_IMMUNITY_SECONDS }, { createLocalCaptcha }] =
    await Promise.all([
      import('../../infra/constructs/firewall'),
      import('./gateway/local-captcha'),
    ]);
  return createLocalCaptcha({
    rules: appFirewallRules(),
    immunitySeconds: CAPTCHA_IMMUNITY_SECONDS,
    controlToken,
  });
}

export async function startLocalCloud(
  options: LocalCloudConfig & LocalCloudOptions,
): Promise<LocalCloud> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  // Made afresh on every start: a token an earlier start printed or wrote opens nothing now.
  const controlToken = newControlToken();
  try {
    if (options.dataDir) await keepControlToken(options.dataDir, controlToken);
    const dynamo = await startLocalDynamo({
      host: '127.0.0.1',
      port: options.storagePorts?.dynamo ?? 0,
      tableName: LOCAL_TABLE_NAME,
      dataDir: options.dataDir ? join(options.dataDir, 'dynamodb') : undefined,
    });
    stops.push(() => dynamo.close());

    const s3 = await startLocalS3({
      port: options.storagePorts?.s3 ?? 0,
      dataDir: options.dataDir ? join(options.dataDir, 's3') : null,
    });
    stops.push(() => s3.close());

    let outboxUrl = OUTBOX_PATH;
    const outbox = createOutbox({ pageUrl: () => outboxUrl });
    const cognito = createLocalCognito({
      dataDir: options.dataDir ? join(options.dataDir, 'cognito') : null,
      outbox,
    });
    stops.push(() => cognito.close());

    // Known once Cognito runs behind the gateway, which must listen first (its URL is the issuer).
    const ready: {
      userPool?: LocalUserPoolInfo;
      identityProviders?: readonly FederatedIdentityProvider[];
      verifyIdToken?: IdTokenVerifier;
      webhookUrl?: string;
    } = {};
    const razorpay = await openLocalRazorpay({
      dataDir: options.dataDir ? join(options.dataDir, 'razorpay') : null,
      webhookUrl: () => ready.webhookUrl,
      webhookDelayMs: options.razorpayWebhookDelayMs,
      controlToken,
    });

    const keyValueStore = await openLocalKeyValueStore({
      dataDir: options.dataDir ? join(options.dataDir, 'kvs') : null,
      arns: [LOCAL_SITES_KVS_ARN],
    });
    stops.push(() => keyValueStore.close());
    const dns = await openLocalDns({
      dataDir: options.dataDir ? join(options.dataDir, 'dns') : null,
      controlToken,
    });
    stops.push(() => dns.close());
    const kms = await openLocalKms({
      dataDir: options.dataDir ? join(options.dataDir, 'kms') : null,
      keys: [LOCAL_OIDC_SIGNING_KEY, LOCAL_OIDC_STATE_KEY, LOCAL_GITHUB_TOKEN_KEY],
    });
    stops.push(() => kms.close());
    const idp = await openLocalIdp({
      dataDir: options.dataDir ? join(options.dataDir, 'idp') : null,
      controlToken,
    });
    stops.push(() => idp.close());
    // The operator's view of the product's own analytics (`/_local/analytics`), from the table.
    const analyticsClient = new DynamoDBClient(localDynamoClientConfig(dynamo.endpoint));
    stops.push(async () => analyticsClient.destroy());
    const analytics = createLocalAnalytics({
      table: tableClientOf(analyticsClient, dynamo.tableName),
    });
    const siteLookup = (key: string) => keyValueStore.get(LOCAL_SITES_KVS_ARN, key);
    const sitesS3 = new S3Client(localS3ClientConfig(s3.endpoint));
    stops.push(async () => sitesS3.destroy());

    const gateway = await startLocalGateway({
      host: options.host,
      port: options.port,
      web: options.web,
      webDist: options.webDist,
      webReady: options.webReady,
      controlToken,
      withoutControlToken: answersWithoutControlToken,
      // Served as the sites distribution serves them: the directory's mapping, then the bucket.
      sites: createLocalSites({
        lookup: siteLookup,
        s3: sitesS3,
        bucketName: s3.bucketNames.sites,
      }),
      siteLabelOf: (host) => localSiteLabelOf(host, siteLookup),
      firewall: options.waf === 'on' ? await localFirewall(controlToken) : undefined,
      // The same verification API Gateway's JWT authorizer does on AWS.
      verifyToken: (token) =>
        ready.verifyIdToken
          ? ready.verifyIdToken(token)
          : Promise.reject(new Error('Cognito is starting')),
      stepFunctions: {
        stateMachines: {
          // The very definition CDK deploys, synthesized once per change of its sources.
          [LOCAL_GENERATION_STATE_MACHINE_ARN]: {
            definition: async () =>
              (await import('./stepfunctions/definition-cache')).cachedGenerationDefinition(),
            unsuccessfulRunTarget: FAIL_TASK_FUNCTION,
          },
        },
        taskHandlers: options.taskHandlers,
        retryIntervalMs: options.retryIntervalMs,
        dataDir: options.dataDir ? join(options.dataDir, 'stepfunctions') : null,
        startDelayMs: options.startExecutionDelayMs,
      },
      services: [
        cognito.handle,
        outbox.handle,
        razorpay.handle,
        keyValueStore.handle,
        dns.handle,
        kms.handle,
        idp.handle,
        analytics,
        createLocalUploads({ s3: sitesS3, bucketName: s3.bucketNames.sites }),
        createAppConfigService(
          () =>
            ready.userPool &&
            appConfigOf(ready.userPool, gateway.url, ready.identityProviders ?? []),
        ),
      ],
    });
    stops.push(() => gateway.close());
    // Stopped before the gateway, so webhooks already on their way still reach it.
    stops.push(() => razorpay.close());
    outboxUrl = `${gateway.url}${OUTBOX_PATH}`;

    const cognitoEndpoint = `${gateway.url}${COGNITO_PATH}`;
    const googleClient: GoogleClient = {
      ...LOCAL_GOOGLE_CLIENT,
      redirectUris: [`${cognitoEndpoint}/oauth2/idpresponse`],
    };
    const githubApp: GitHubOAuthApp = {
      ...LOCAL_GITHUB_OAUTH_APP,
      callbackUrl: `${githubOidcIssuerOf(gateway.url)}/callback`,
    };
    const githubRepoApp: GitHubOAuthApp = {
      ...LOCAL_GITHUB_REPO_APP,
      callbackUrl: `${gateway.url}${GITHUB_SAVE_CALLBACK_PATH}`,
    };
    const idpUrls = idp.start({
      publicUrl: gateway.url,
      clients: { google: [googleClient], github: [githubApp, githubRepoApp] },
    });
    const identityProviders = localIdentityProviders(gateway.url, idpUrls);
    await cognito.start({
      publicEndpoint: cognitoEndpoint,
      lambdaEndpoint: `http://127.0.0.1:${gateway.port}`,
      identityProviders,
    });
    const userPool = await setUpUserPool(
      gateway.url,
      gateway.port,
      identityProviders,
      cognito.signingKeyFile(),
      controlToken,
    );
    ready.userPool = userPool;
    ready.identityProviders = identityProviders;
    ready.verifyIdToken = createIdTokenVerifier(userPool);
    // Razorpay calls the product's public webhook; the stand-in calls it over loopback.
    ready.webhookUrl = `http://127.0.0.1:${gateway.port}/api/payments/webhook`;
    const environment = functionEnvironment(
      dynamo,
      s3,
      gateway.url,
      gateway.port,
      userPool,
      razorpay,
      options.emailVerification ?? 'off',
      options.github ?? { oauthUrl: idpUrls.githubOAuthUrl, apiUrl: idpUrls.githubApiUrl },
    );
    // The functions run in this process, as the gateway loads them.
    Object.assign(process.env, environment);
    if (options.callerLimits) process.env.CALLER_LIMITS = JSON.stringify(options.callerLimits);
    // What a restart left to do, now that the functions can run: runs whose execution the last
    // process was running fail through the failure path (refund, release), and webhooks still
    // queued are delivered.
    const lost = gateway.recoverExecutions();
    if (lost > 0)
      console.warn(`[local states] ${lost} execution(s) of the last run failed and refunded`);
    if (options.schedules !== false) gateway.startSchedules(options.schedules);
    razorpay.startWebhooks();

    return {
      url: gateway.url,
      controlToken,
      dynamo,
      s3,
      gateway,
      userPool,
      outbox,
      outboxUrl,
      razorpay,
      keyValueStore,
      dns,
      idp: { urls: idpUrls, googleClient, githubApp, githubRepoApp },
      siteUrl: (subdomain) => siteUrlTemplate(gateway.port).replace('{subdomain}', subdomain),
      environment: Object.fromEntries(
        Object.entries(environment).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
      close: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
