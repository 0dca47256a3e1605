import { App, Aspects, Aws, Tags, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { FunctionDefinition } from '../functions/function-list';
import { TEMPLATE_MODE_LABEL, type AppConfig } from '../shared/app-config';
import type { EmailSettings } from './constructs/app-function';
import type { ApiRoute, JwtSettings } from './constructs/product-http-api';
import { AppFirewallStack } from './constructs/firewall';
import { ApiEndpointStack } from './stacks/api-endpoint-stack';
import {
  ApiStack,
  type GitHubSaveConfiguration,
  type ModelConfiguration,
  type PaymentConfiguration,
} from './stacks/api-stack';
import {
  AuthStack,
  type FederatedSignInSettings,
  type OAuthClientSettings,
} from './stacks/auth-stack';
import { githubOidcIssuerOf } from '../shared/api/github-oidc-endpoints';
import { DataStack } from './stacks/data-stack';
import { SitesCertificateStack, SitesStack, type SitesDomain } from './stacks/sites-stack';
import { WebStack } from './stacks/web-stack';

export interface CreateAppProps {
  /** Context for the App; the CDK CLI supplies cdk.json's own, tests pass theirs. */
  context?: Record<string, unknown>;
  /** Overrides of what the API is made of; the defaults are the real route table and list. */
  routes?: readonly ApiRoute[];
  functions?: Readonly<Record<string, FunctionDefinition>>;
  fallbackFunctionId?: string;
  jwt?: JwtSettings;
  /** @default `web/dist` */
  spaAssetsPath?: string;
  /**
   * The region the stacks deploy to, needed only with a sites domain (its certificate lives in
   * us-east-1 and the sites stack reads it across regions). @default `CDK_DEFAULT_REGION`, which
   * the CDK CLI sets from the shell's AWS configuration
   */
  region?: string;
  /**
   * The CDK's built-in CloudFormation validation of every template at synthesis (the App prop of
   * that name): with cdk.json's `@aws-cdk/core:validateAgainstDefaultRules` its errors fail the
   * synthesis. It runs a WASM engine that takes seconds per synthesis, so unit tests turn it off
   * (testing/cdk/test-app.ts) and check it once (create-app-validation.test.ts).
   * @default true, as `cdk synth` runs it
   */
  builtinCloudFormationValidation?: boolean;
}

export interface ProductApp {
  app: App;
  /** What the web stack deploys as `/config.json`. */
  appConfig: AppConfig;
  data: DataStack;
  auth: AuthStack;
  sites: SitesStack;
  /** Only with a sites domain. */
  sitesCertificate?: SitesCertificateStack;
  /** Only with context `waf=on`. */
  firewall?: AppFirewallStack;
  apiEndpoint: ApiEndpointStack;
  api: ApiStack;
  web: WebStack;
}

const defaultStackPrefix = 'WebsiteBuilder';

/** Razorpay Checkout's own script; the CSP of the web stack lets the SPA load it. */
export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * The whole deployment, stacks split by lifecycle: data and auth (retained state: items, files,
 * accounts), the API's endpoint (its address and origin secret), sites (deployed sites and their
 * distribution), API (request path) and web (what browsers load). Env-agnostic, so `cdk synth`
 * needs no AWS account or credentials.
 *
 * References go one way, in this order: the sites distribution sends sites' form posts to the
 * HTTP API while the API's functions publish sites, so the API's address is a stack of its own
 * before the sites stack, and its routes and functions come after it. With GitHub sign-in the
 * user pool's GitHub provider names the bridge on that address too (auth after the endpoint).
 */
export function createApp(props: CreateAppProps = {}): ProductApp {
  const app = new App({
    context: props.context,
    builtinCloudFormationValidation: props.builtinCloudFormationValidation ?? true,
  });
  const prefix = stackPrefixOf(app);
  const sitesDomain = sitesDomainOf(app);
  requireSitesDomainOrSharedOrigin(app, sitesDomain);
  const firewallOn = firewallOf(app);
  // Env-agnostic, except with a sites domain or the firewall: both have a stack in us-east-1
  // (CloudFront's certificates and web ACLs live there), and references across regions need
  // explicit regions.
  const env: Environment | undefined =
    sitesDomain || firewallOn
      ? { region: deploymentRegionOf(props.region ?? process.env.CDK_DEFAULT_REGION) }
      : undefined;

  const email = emailOf(app);
  const data = new DataStack(app, `${prefix}-Data`, {
    description: 'Website builder: DynamoDB table and generated-code bucket (retained)',
    env,
  });
  const apiEndpoint = new ApiEndpointStack(app, `${prefix}-ApiEndpoint`, {
    description:
      'Website builder: the HTTP API (routes in the API stack) and the secret CloudFront sends it',
    env,
  });
  const federation = federatedSignInOf(app, prefix, apiEndpoint.httpApi.apiEndpoint);
  const auth = new AuthStack(app, `${prefix}-Auth`, {
    description: 'Website builder: Cognito user pool, its triggers and the SPA client (retained)',
    federation,
    emailSender: email.sender,
    firewall: firewallOn,
    env,
  });
  const firewall = firewallOn
    ? new AppFirewallStack(app, `${prefix}-Firewall`, {
        description: "Website builder: the app distribution's AWS WAF web ACL (us-east-1)",
      })
    : undefined;
  const sitesCertificate = sitesDomain
    ? new SitesCertificateStack(app, `${prefix}-SitesCertificate`, {
        description: `Website builder: the *.${sitesDomain.domainName} certificate of deployed sites (us-east-1)`,
        domain: sitesDomain,
      })
    : undefined;
  const sites = new SitesStack(app, `${prefix}-Sites`, {
    description: 'Website builder: sites bucket, site directory and the sites distribution',
    api: apiEndpoint,
    domain: sitesDomain,
    certificate: sitesCertificate?.certificate,
    crossRegionReferences: sitesCertificate !== undefined,
    env,
  });
  const models = modelsOf(app);
  const api = new ApiStack(app, `${prefix}-Api`, {
    description:
      "Website builder: Lambda functions, the HTTP API's routes, WebSocket API, generation pipeline",
    env,
    endpoint: apiEndpoint,
    table: data.table,
    codeBucket: data.codeBucket,
    sites: sites.hosting,
    routes: props.routes,
    functions: props.functions,
    fallbackFunctionId: props.fallbackFunctionId,
    jwt: props.jwt ?? auth.jwt,
    userPool: auth.userPoolReference,
    models,
    payments: paymentsOf(app, models),
    githubSignIn:
      federation?.github && auth.idpResponseUrl
        ? { redirectUris: [auth.idpResponseUrl] }
        : undefined,
    githubSave: githubSaveOf(app),
    email,
    httpReservedConcurrency: reservedConcurrencyOf(app),
    alarmEmail: alarmEmailOf(app),
  });
  const appConfig: AppConfig = {
    auth: auth.appAuthConfig,
    generation: { socketUrl: api.socketUrlTemplate, models: modelsLabelOf(models) },
    payments: { checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT_URL },
  };
  const web = new WebStack(app, `${prefix}-Web`, {
    description: 'Website builder: SPA bucket and CloudFront distribution (SPA and /api/*)',
    api: apiEndpoint,
    socketDomainName: api.socketApi.domainName,
    sitesOrigin: sites.origin,
    uploads: {
      distributionDomainName: sites.distributionDomainName,
      bucketHost: sites.bucket.bucketRegionalDomainName,
    },
    spaAssetsPath: props.spaAssetsPath,
    appConfig,
    webAclArn: firewall?.webAclArn,
    crossRegionReferences: firewall !== undefined,
    env,
  });

  Tags.of(app).add('project', prefix);
  Aspects.of(app).add(new AwsSolutionsChecks());
  return {
    app,
    appConfig,
    data,
    auth,
    sites,
    sitesCertificate,
    firewall,
    apiEndpoint,
    api,
    web,
  };
}

/**
 * The operator's domain for deployed sites, from context: `sitesDomain` (e.g. `mysites.example`,
 * a registrable domain apart from the app's) and `sitesHostedZoneId`, its Route 53 zone
 * (`sitesHostedZoneName` when the zone is a parent of the domain). Without them sites are served
 * under a path of the sites distribution's own `*.cloudfront.net` name.
 */
function sitesDomainOf(app: App): SitesDomain | undefined {
  const domainName = optionalContext(app, 'sitesDomain')?.toLowerCase().replace(/\.$/, '');
  const hostedZoneId = optionalContext(app, 'sitesHostedZoneId');
  const hostedZoneName = optionalContext(app, 'sitesHostedZoneName')
    ?.toLowerCase()
    .replace(/\.$/, '');
  if (!domainName && !hostedZoneId && !hostedZoneName) return undefined;
  if (!domainName || !hostedZoneId) {
    throw new Error(
      'A sites domain needs the context values sitesDomain and sitesHostedZoneId (its Route 53 hosted zone).',
    );
  }
  if (!/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domainName)) {
    throw new Error(
      `Context "sitesDomain" must be a domain name such as sites.example.com; got ${domainName}.`,
    );
  }
  if (
    hostedZoneName &&
    domainName !== hostedZoneName &&
    !domainName.endsWith(`.${hostedZoneName}`)
  ) {
    throw new Error(
      `Context "sitesHostedZoneName" (${hostedZoneName}) must be "sitesDomain" (${domainName}) or a parent of it.`,
    );
  }
  return { domainName, hostedZoneId, hostedZoneName };
}

/**
 * Deployed sites need a domain of their own: on one shared origin, one site's scripts can read
 * another's storage and cookies. Only a demo may go without, and it must say so:
 * `sharedSitesOrigin=yes`.
 */
function requireSitesDomainOrSharedOrigin(app: App, domain: SitesDomain | undefined): void {
  const shared = optionalContext(app, 'sharedSitesOrigin');
  if (shared !== undefined && shared !== 'yes') {
    throw new Error(`Context "sharedSitesOrigin" can only be yes; got ${shared}.`);
  }
  if (domain || shared === 'yes') return;
  throw new Error(
    'Deployed sites need a domain of their own (context sitesDomain and sitesHostedZoneId), or ' +
      "one site's scripts could read another's storage. For a demo only, " +
      '"sharedSitesOrigin=yes" serves every site from the sites distribution\'s one origin.',
  );
}

/** Context `httpReservedConcurrency`: per HTTP function, a whole number; 0 reserves none. */
function reservedConcurrencyOf(app: App): number | undefined {
  const text = optionalContext(app, 'httpReservedConcurrency');
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 1000) {
    throw new Error(
      `Context "httpReservedConcurrency" must be a whole number from 0 to 1000; got ${text}.`,
    );
  }
  return value;
}

function deploymentRegionOf(region: string | undefined): string {
  if (!region) {
    throw new Error(
      'A sites domain and the firewall need the region the stacks deploy to: configure one for the AWS CLI (the CDK CLI passes it as CDK_DEFAULT_REGION).',
    );
  }
  return region;
}

/**
 * AWS WAF in front of the app (CloudFront) and the user pool, from context `waf` (`on` or
 * `off`, the default): reputation and exploit lists, per-address rate limits and a CAPTCHA
 * before signing up (infra/constructs/firewall.ts). Web ACLs cost a monthly fee each.
 */
function firewallOf(app: App): boolean {
  const value = optionalContext(app, 'waf') ?? 'off';
  if (value !== 'on' && value !== 'off') {
    throw new Error(`Context "waf" must be on or off; got ${value}.`);
  }
  return value === 'on';
}

function stackPrefixOf(app: App): string {
  const value: unknown = app.node.tryGetContext('stackPrefix') ?? defaultStackPrefix;
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9-]*$/.test(value)) {
    throw new Error(
      `Context "stackPrefix" must be letters, digits and hyphens, starting with a letter; got ${JSON.stringify(value)}.`,
    );
  }
  return value;
}

const EMAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** Who is emailed when an alarm goes off: context `alarmEmail`, optional. */
function alarmEmailOf(app: App): string | undefined {
  const email = optionalContext(app, 'alarmEmail');
  if (email !== undefined && !EMAIL_ADDRESS.test(email)) {
    throw new Error(`Context "alarmEmail" must be an email address; got ${email}.`);
  }
  return email;
}

/**
 * The product's email, from context: `emailSender`, an address verified in SES in the deployment's
 * region (or at a verified domain), sends verification codes and the user pool's reset codes;
 * `emailVerification` (`required`, the default, or `off`) says whether new accounts must verify
 * their email before spending their free credits. Required verification needs a sender.
 */
function emailOf(app: App): EmailSettings {
  const sender = optionalContext(app, 'emailSender');
  if (sender !== undefined && !EMAIL_ADDRESS.test(sender)) {
    throw new Error(`Context "emailSender" must be an email address; got ${sender}.`);
  }
  const verification = optionalContext(app, 'emailVerification') ?? 'required';
  if (verification !== 'required' && verification !== 'off') {
    throw new Error(`Context "emailVerification" must be required or off; got ${verification}.`);
  }
  if (verification === 'required' && !sender) {
    throw new Error(
      'New accounts verify their email before spending free credits, so the codes need a sender: ' +
        'give context "emailSender" (an address verified in SES in this region), or, for a trial ' +
        'only, "emailVerification=off".',
    );
  }
  const appUrl = appUrlOf(app);
  return { sender, verification, ...(appUrl && { appUrl }) };
}

/**
 * The app's address, from context `appUrl` (e.g. the Web stack's DistributionUrl): where Google
 * and GitHub sign-ins return to, and what links in the product's emails lead to. Optional without
 * them.
 */
function appUrlOf(app: App): string | undefined {
  const appUrl = optionalContext(app, 'appUrl')?.replace(/\/+$/, '');
  if (
    appUrl !== undefined &&
    !/^https:\/\/[^/]+$/.test(appUrl) &&
    !/^http:\/\/localhost(:\d+)?$/.test(appUrl)
  ) {
    throw new Error(
      `Context "appUrl" must be an https origin such as https://app.example.com; got ${appUrl}.`,
    );
  }
  return appUrl;
}

function optionalContext(app: App, name: string): string | undefined {
  const value: unknown = app.node.tryGetContext(name);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${name}" must be a string.`);
  return value;
}

/**
 * A sign-in provider is on when the operator gives its OAuth client: `{key}ClientId` and
 * `{key}ClientSecretName` (a Secrets Manager secret holding the client secret as a plain string),
 * plus the app's URL to return to.
 */
function oauthClientOf(
  app: App,
  key: 'google' | 'github',
  label: string,
): OAuthClientSettings | undefined {
  const clientId = optionalContext(app, `${key}ClientId`);
  const clientSecretName = optionalContext(app, `${key}ClientSecretName`);
  if (!clientId && !clientSecretName) return undefined;
  if (!clientId || !clientSecretName || !appUrlOf(app)) {
    throw new Error(
      `${label} sign-in needs the context values ${key}ClientId, ${key}ClientSecretName and appUrl ` +
        "(the app's https URL, e.g. the Web stack's DistributionUrl).",
    );
  }
  return { clientId, clientSecretName };
}

/**
 * Google and GitHub sign-in, each on when its OAuth client is given (`googleClientId` and
 * `googleClientSecretName`; `githubClientId` and `githubClientSecretName`), through Cognito's
 * hosted sign-in on a domain of the pool's (`authDomainPrefix`, by default the stack prefix and
 * the account id). GitHub goes through the product's OpenID Connect bridge on the API's address.
 */
function federatedSignInOf(
  app: App,
  prefix: string,
  apiUrl: string,
): FederatedSignInSettings | undefined {
  const google = oauthClientOf(app, 'google', 'Google');
  const github = oauthClientOf(app, 'github', 'GitHub');
  const appUrl = appUrlOf(app);
  if ((!google && !github) || !appUrl) return undefined;
  const chosenPrefix = optionalContext(app, 'authDomainPrefix');
  // Cognito domain prefixes are unique per region across all accounts: the account id makes ours.
  const domainPrefix = chosenPrefix ?? `${prefix.toLowerCase()}-${Aws.ACCOUNT_ID}`;
  const validPrefix = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  if (
    chosenPrefix &&
    (!validPrefix.test(chosenPrefix) || /aws|amazon|cognito/.test(chosenPrefix))
  ) {
    throw new Error(
      `Context "authDomainPrefix" must be lowercase letters, digits and hyphens without "aws", "amazon" or "cognito"; got ${chosenPrefix}.`,
    );
  }
  return {
    appUrl,
    domainPrefix,
    ...(google && { google }),
    ...(github && { github: { ...github, issuerUrl: githubOidcIssuerOf(apiUrl) } }),
  };
}

/**
 * Save to GitHub, on when the operator gives its own GitHub OAuth App (`githubRepoClientId` and
 * `githubRepoClientSecretName`, a Secrets Manager secret holding the client secret as a plain
 * string) and the app's URL, whose `/github/callback` is the OAuth App's callback. Not the sign-in
 * bridge's app: GitHub sends people back only below an app's one callback URL, and the bridge's
 * is on the API's address.
 */
function githubSaveOf(app: App): GitHubSaveConfiguration | undefined {
  const clientId = optionalContext(app, 'githubRepoClientId');
  const clientSecretName = optionalContext(app, 'githubRepoClientSecretName');
  if (!clientId && !clientSecretName) return undefined;
  const appUrl = appUrlOf(app);
  if (!clientId || !clientSecretName || !appUrl) {
    throw new Error(
      'Save to GitHub needs the context values githubRepoClientId, githubRepoClientSecretName and appUrl ' +
        "(the app's https URL; the GitHub OAuth App's callback is {appUrl}/github/callback).",
    );
  }
  return { clientId, clientSecretName, appUrl };
}

/**
 * The AI models the agents call, from context; with none of it they use the built-in offline
 * models (deterministic, no network), so a deployment works before anyone has a key:
 * - `openAiApiKeySecretName`: a Secrets Manager secret holding the API key as a plain string;
 *   the functions get its ARN and read access, never the key itself.
 * - `openAiBaseUrl`: an OpenAI-compatible server instead of OpenAI (needs `openAiModel`).
 * - `openAiModel`, `openAiImageModel`: the text and image models; default: the functions' choice.
 * - `openAiImageBaseUrl`, `openAiImageApiKeySecretName`: the image model's own server and key.
 * - `openAiPlanModel`, `openAiReasoningEffort`, `openAiPageReasoningEffort`,
 *   `openAiTimeoutSeconds`: as the
 *   variables of the same names (README, "Models").
 */
function modelsOf(app: App): ModelConfiguration {
  const models = {
    apiKeySecretName: optionalContext(app, 'openAiApiKeySecretName'),
    baseUrl: optionalContext(app, 'openAiBaseUrl'),
    model: optionalContext(app, 'openAiModel'),
    planModel: optionalContext(app, 'openAiPlanModel'),
    imageModel: optionalContext(app, 'openAiImageModel'),
    imageBaseUrl: optionalContext(app, 'openAiImageBaseUrl'),
    imageApiKeySecretName: optionalContext(app, 'openAiImageApiKeySecretName'),
    reasoningEffort: optionalContext(app, 'openAiReasoningEffort'),
    pageReasoningEffort: optionalContext(app, 'openAiPageReasoningEffort'),
    timeoutSeconds: optionalContext(app, 'openAiTimeoutSeconds'),
  };
  if (!models.apiKeySecretName && !models.baseUrl && (models.model || models.imageModel)) {
    throw new Error(
      'Context openAiModel and openAiImageModel need openAiApiKeySecretName (OpenAI) or openAiBaseUrl (a compatible server).',
    );
  }
  if (models.baseUrl && !models.model) {
    throw new Error(
      'Context "openAiBaseUrl" needs "openAiModel": the name of a model that server serves.',
    );
  }
  for (const [key, url] of [
    ['openAiBaseUrl', models.baseUrl],
    ['openAiImageBaseUrl', models.imageBaseUrl],
  ] as const) {
    if (url && !/^https?:\/\/[^/]/.test(url)) {
      throw new Error(`Context "${key}" must be an http(s) URL; got ${url}.`);
    }
  }
  return models;
}

/**
 * Razorpay, from context: `razorpaySecretName` names a Secrets Manager secret holding
 * `{"key_id", "key_secret", "webhook_secret"}`; the payment functions get its ARN and read access,
 * never the values. Without it the stack still deploys, and the credits API answers that payments
 * are not configured (503) until the operator adds the secret and deploys again.
 *
 * Payments without a model would sell template-built pages as AI by accident: refused unless the
 * operator says, with `templateMode=sell`, that they mean to charge for template mode.
 */
function paymentsOf(app: App, models: ModelConfiguration): PaymentConfiguration {
  const secretName = optionalContext(app, 'razorpaySecretName');
  const templateMode = optionalContext(app, 'templateMode');
  if (templateMode !== undefined && templateMode !== 'sell') {
    throw new Error(`Context "templateMode" can only be "sell"; got ${templateMode}.`);
  }
  if (secretName && !usesModel(models) && templateMode !== 'sell') {
    throw new Error(
      'Context "razorpaySecretName" takes payments, but no model is configured, so every build would be a template page charged as AI. Configure a model (openAiApiKeySecretName or openAiBaseUrl), or add -c templateMode=sell to charge for template mode knowingly.',
    );
  }
  return { secretName };
}

/** Whether a model writes the pages (an OpenAI key, or a compatible server). */
function usesModel(models: ModelConfiguration): boolean {
  return Boolean(models.apiKeySecretName || models.baseUrl);
}

/** What the workspace shows as the models in use. */
function modelsLabelOf(models: ModelConfiguration): string {
  if (!usesModel(models)) return TEMPLATE_MODE_LABEL;
  return models.model ?? 'gpt-5 (OpenAI)';
}
