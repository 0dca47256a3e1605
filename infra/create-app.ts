import { App, Aspects, Aws, Tags, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { FunctionDefinition } from '../functions/function-list';
import { TEMPLATE_MODE_LABEL, type AppConfig } from '../shared/app-config';
import type { EmailSettings } from './constructs/app-function';
import type { ApiRoute, JwtSettings } from './constructs/product-http-api';
import type { ApiGatewayAccount } from './constructs/product-websocket-api';
import { AppFirewallStack } from './constructs/firewall';
import { ApiEndpointStack } from './stacks/api-endpoint-stack';
import {
  ApiStack,
  type ApiStackProps,
  type GitHubSaveConfiguration,
  type ModelConfiguration,
  type PaymentConfiguration,
} from './stacks/api-stack';
import {
  AuthStack,
  type AuthStackProps,
  type FederatedSignInSettings,
  type OAuthClientSettings,
  type ThreatProtection,
} from './stacks/auth-stack';
import { githubOidcIssuerOf } from '../shared/api/github-oidc-endpoints';
import { limitsFromContext } from './limits';
import { DataStack } from './stacks/data-stack';
import { EdgeCertificateStack, type ZonedDomain } from './stacks/edge-domain';
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
   * (testing/cdk/test-app.ts) and check it once (tests/slow/cloudformation-validation.test.ts).
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
  /** Only with context `appDomain`: the app's certificate, in us-east-1. */
  appCertificate?: EdgeCertificateStack;
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
 * user pool's GitHub provider names the bridge at the app's address, `appUrl` (a context value,
 * so the auth stack needs nothing of the web stack).
 */
export function createApp(props: CreateAppProps = {}): ProductApp {
  const app = new App({
    context: props.context,
    builtinCloudFormationValidation: props.builtinCloudFormationValidation ?? true,
  });
  const prefix = stackPrefixOf(app);
  const sitesDomain = sitesDomainOf(app);
  requireSitesDomainOrSharedOrigin(app, sitesDomain);
  const appDomain = appDomainOf(app);
  const firewallOn = firewallOf(app);
  // Env-agnostic unless the region is given, except with a sites or app domain or the firewall:
  // each has a stack in us-east-1 (CloudFront's certificates and web ACLs live there), and
  // references across regions need explicit regions.
  const region = regionContextOf(app);
  const env: Environment | undefined =
    region || sitesDomain || appDomain || firewallOn
      ? { region: region ?? deploymentRegionOf(props.region ?? process.env.CDK_DEFAULT_REGION) }
      : undefined;

  const email = emailOf(app);
  const data = new DataStack(app, `${prefix}-Data`, {
    description: 'Website builder: DynamoDB table and generated-code bucket (retained)',
    env,
  });
  const apiEndpoint = new ApiEndpointStack(app, `${prefix}-ApiEndpoint`, {
    description:
      'Website builder: the HTTP API (routes in the API stack) and the secret CloudFront sends it',
    ...apiEndpointOf(app),
    env,
  });
  const federation = federatedSignInOf(app, prefix);
  const auth = new AuthStack(app, `${prefix}-Auth`, {
    description: 'Website builder: Cognito user pool, its triggers and the SPA client (retained)',
    federation,
    ...poolEmailOf(app, email),
    ...poolProtectionOf(app, firewallOn),
    env,
  });
  const firewall = firewallOn
    ? new AppFirewallStack(app, `${prefix}-Firewall`, {
        description: "Website builder: the app distribution's AWS WAF web ACL (us-east-1)",
      })
    : undefined;
  const appCertificate = appDomain
    ? new EdgeCertificateStack(app, `${prefix}-AppCertificate`, {
        description: `Website builder: the ${appDomain.domainName} certificate of the app (us-east-1)`,
        domain: appDomain,
        certificateName: appDomain.domainName,
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
    githubSignIn: githubBridgeOf(federation, auth),
    ...apiSettingsOf(app, { models, email, auth }),
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
    domain: appDomain &&
      appCertificate && { zoned: appDomain, certificate: appCertificate.certificate },
    crossRegionReferences: firewall !== undefined || appCertificate !== undefined,
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
    appCertificate,
    firewall,
    apiEndpoint,
    api,
    web,
  };
}

/** The context names of a domain of the operator's in Route 53: the domain, its zone's id and name. */
interface ZonedDomainContext {
  domain: string;
  zoneId: string;
  zoneName: string;
  /** What it is, for messages: "A sites domain". */
  what: string;
  example: string;
}

/** A domain and its Route 53 zone from context, each value checked; none when none is given. */
function zonedDomainOf(app: App, names: ZonedDomainContext): ZonedDomain | undefined {
  const domainName = optionalContext(app, names.domain)?.toLowerCase().replace(/\.$/, '');
  const hostedZoneId = optionalContext(app, names.zoneId);
  const hostedZoneName = optionalContext(app, names.zoneName)?.toLowerCase().replace(/\.$/, '');
  if (!domainName && !hostedZoneId && !hostedZoneName) return undefined;
  if (!domainName || !hostedZoneId) {
    throw new Error(
      `${names.what} needs the context values ${names.domain} and ${names.zoneId} (its Route 53 hosted zone).`,
    );
  }
  if (!/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domainName)) {
    throw new Error(
      `Context "${names.domain}" must be a domain name such as ${names.example}; got ${domainName}.`,
    );
  }
  if (
    hostedZoneName &&
    domainName !== hostedZoneName &&
    !domainName.endsWith(`.${hostedZoneName}`)
  ) {
    throw new Error(
      `Context "${names.zoneName}" (${hostedZoneName}) must be "${names.domain}" (${domainName}) or a parent of it.`,
    );
  }
  return { domainName, hostedZoneId, hostedZoneName };
}

/**
 * The operator's domain for deployed sites, from context: `sitesDomain` (e.g. `mysites.example`,
 * a registrable domain apart from the app's) and `sitesHostedZoneId`, its Route 53 zone
 * (`sitesHostedZoneName` when the zone is a parent of the domain). Without them sites are served
 * under a path of the sites distribution's own `*.cloudfront.net` name.
 */
function sitesDomainOf(app: App): SitesDomain | undefined {
  return zonedDomainOf(app, {
    domain: 'sitesDomain',
    zoneId: 'sitesHostedZoneId',
    zoneName: 'sitesHostedZoneName',
    what: 'A sites domain',
    example: 'sites.example.com',
  });
}

/**
 * The app's own domain, from context `appDomain` (e.g. `app.example.com`) and `appHostedZoneId`
 * (`appHostedZoneName` when the zone is a parent): the app distribution answers there with a
 * certificate from us-east-1, and it is the app's address (`appUrl`) for sign-in returns and
 * emails. It must not be the sites domain or share it: sites must never share the app's cookies.
 */
function appDomainOf(app: App): ZonedDomain | undefined {
  const domain = zonedDomainOf(app, {
    domain: 'appDomain',
    zoneId: 'appHostedZoneId',
    zoneName: 'appHostedZoneName',
    what: 'An app domain',
    example: 'app.example.com',
  });
  const sites = sitesDomainOf(app)?.domainName;
  if (domain && sites) {
    const [app_, sites_] = [domain.domainName, sites];
    if (app_ === sites_ || app_.endsWith(`.${sites_}`) || sites_.endsWith(`.${app_}`)) {
      throw new Error(
        `Context "appDomain" (${app_}) and "sitesDomain" (${sites_}) must be apart, neither within the other: a deployed site could otherwise set the app's cookies.`,
      );
    }
  }
  return domain;
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

/**
 * The HTTP API's own domain (context `apiDomain`, e.g. `api.example.com`, with `apiHostedZoneId`
 * and, for a parent zone, `apiHostedZoneName`): the distributions reach the API there, and its
 * `execute-api` address is turned off (api-endpoint-stack.ts) unless `executeApiEndpoint=on`.
 * Optional.
 */
function apiEndpointOf(app: App): { domain?: ZonedDomain; keepExecuteApiEndpoint?: boolean } {
  const domain = zonedDomainOf(app, {
    domain: 'apiDomain',
    zoneId: 'apiHostedZoneId',
    zoneName: 'apiHostedZoneName',
    what: 'An API domain',
    example: 'api.example.com',
  });
  const sites = sitesDomainOf(app)?.domainName;
  if (domain && sites && `.${domain.domainName}`.endsWith(`.${sites}`)) {
    throw new Error(
      `Context "apiDomain" (${domain.domainName}) must not be within "sitesDomain" (${sites}): it could be a deployed site's address.`,
    );
  }
  // `on` keeps the execute-api address answering beside the domain, while a deployment moves.
  const executeApi = optionalContext(app, 'executeApiEndpoint');
  if (executeApi !== undefined && executeApi !== 'on' && executeApi !== 'off') {
    throw new Error(`Context "executeApiEndpoint" must be on or off; got ${executeApi}.`);
  }
  if (executeApi === 'off' && !domain) {
    throw new Error(
      'Context "executeApiEndpoint=off" needs "apiDomain": CloudFront reaches the API at its execute-api address otherwise.',
    );
  }
  return domain ? { domain, keepExecuteApiEndpoint: executeApi === 'on' } : {};
}

/** GitHub sign-in's bridge may send browsers back to the pool's `/oauth2/idpresponse` only. */
function githubBridgeOf(federation: FederatedSignInSettings | undefined, auth: AuthStack) {
  return federation?.github && auth.idpResponseUrl
    ? { issuer: federation.github.issuerUrl, redirectUris: [auth.idpResponseUrl] }
    : undefined;
}

/**
 * What the API stack takes from context and the auth stack's email: models, payments, email
 * (through the pool's configuration set), capacity, operations.
 */
function apiSettingsOf(
  app: App,
  { models, email, auth }: { models: ModelConfiguration; email: EmailSettings; auth: AuthStack },
) {
  return {
    models,
    email: { ...email, configurationSet: auth.emailEvents?.configurationSetName },
    payments: paymentsOf(app, models),
    githubSave: githubSaveOf(app),
    limits: limitsFromContext((name) => app.node.tryGetContext(name)),
    alarmEmail: alarmEmailOf(app),
    apiGatewayAccount: apiGatewayAccountOf(app),
  } satisfies Partial<ApiStackProps>;
}

/**
 * Context `apiGatewayAccount`: `create` (the default) sets API Gateway's account settings, one per
 * account and region, so only the first stage (`stackPrefix`) in an account and region may;
 * every other stage there says `existing`.
 */
function apiGatewayAccountOf(app: App): ApiGatewayAccount {
  const value = optionalContext(app, 'apiGatewayAccount') ?? 'create';
  if (value !== 'create' && value !== 'existing') {
    throw new Error(`Context "apiGatewayAccount" must be create or existing; got ${value}.`);
  }
  return value;
}

/**
 * Context `region`: where the stacks deploy, said outright. The CDK CLI hands the app the AWS
 * profile's region as CDK_DEFAULT_REGION even when that variable was exported with another
 * value, so a deployment meant for one region can quietly land in another; this context wins
 * over both (AWS_REGION, which the CLI does honour, is the other way).
 */
function regionContextOf(app: App): string | undefined {
  const region = optionalContext(app, 'region');
  if (region !== undefined && !/^[a-z]{2}(?:-[a-z]+)+-\d$/.test(region)) {
    throw new Error(`Context "region" must be an AWS region such as ap-south-1; got ${region}.`);
  }
  return region;
}

function deploymentRegionOf(region: string | undefined): string {
  if (!region) {
    throw new Error(
      'A sites or app domain and the firewall need the region the stacks deploy to: give it as context "region" (-c region=ap-south-1), or set AWS_REGION for the CDK CLI.',
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

/** What guards the user pool: AWS WAF (context `waf`) and Cognito's threat protection. */
function poolProtectionOf(
  app: App,
  firewall: boolean,
): { firewall: boolean; threatProtection: ThreatProtection } {
  return { firewall, threatProtection: threatProtectionOf(app) };
}

/**
 * Cognito's threat protection, from context `threatProtection`: `audit` (the Plus feature plan,
 * risky sign-ins and leaked passwords recorded, not acted on) or `off`, the default. There is no
 * `enforced`: the API's login reaches the pool from the auth function, so every such sign-in would
 * be judged by the function's address rather than the person's.
 */
function threatProtectionOf(app: App): ThreatProtection {
  const value = optionalContext(app, 'threatProtection') ?? 'off';
  if (value !== 'audit' && value !== 'off') {
    throw new Error(`Context "threatProtection" must be audit or off; got ${value}.`);
  }
  return value;
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
  const operatorEmail = operatorEmailOf(app);
  return {
    sender,
    verification,
    ...(appUrl && { appUrl }),
    ...(operatorEmail && { operatorEmail }),
  };
}

/**
 * Where reports of deployed sites, sites held for review and takedowns are emailed (from
 * `emailSender`): context `operatorEmail`, else `alarmEmail`; optional, as the alarms count them
 * anyway.
 */
function operatorEmailOf(app: App): string | undefined {
  const email = optionalContext(app, 'operatorEmail');
  if (email !== undefined && !EMAIL_ADDRESS.test(email)) {
    throw new Error(`Context "operatorEmail" must be an email address; got ${email}.`);
  }
  return email ?? alarmEmailOf(app);
}

/** The user pool's email: its sender, the sender's SES identity, who hears of bounces. */
function poolEmailOf(app: App, email: EmailSettings) {
  return {
    emailSender: email.sender,
    sesVerifiedDomain: sesVerifiedDomainOf(app, email),
    alarmEmail: alarmEmailOf(app),
  } satisfies Partial<AuthStackProps>;
}

/**
 * Context `sesVerifiedDomain`: the SES domain identity `emailSender`'s address is at, when the
 * operator verified the domain (with DKIM) rather than the address; Cognito sends as that
 * identity. It must be the sender's own domain.
 */
function sesVerifiedDomainOf(app: App, email: EmailSettings): string | undefined {
  const domain = optionalContext(app, 'sesVerifiedDomain')?.toLowerCase().replace(/\.$/, '');
  if (domain === undefined) return undefined;
  const senderDomain = email.sender?.slice(email.sender.indexOf('@') + 1).toLowerCase();
  if (senderDomain !== domain) {
    throw new Error(
      `Context "sesVerifiedDomain" (${domain}) must be the domain of "emailSender" (${email.sender ?? 'none given'}): Cognito sends as that domain's SES identity.`,
    );
  }
  return domain;
}

function appDomainUrlOf(app: App): string | undefined {
  const domain = appDomainOf(app);
  return domain && `https://${domain.domainName}`;
}

/**
 * The app's address: `https://{appDomain}` with an app domain, else context `appUrl` (e.g. the
 * Web stack's DistributionUrl). Google and GitHub sign-ins return there, and links in the
 * product's emails lead there. Optional without them.
 */
function appUrlOf(app: App): string | undefined {
  const domainUrl = appDomainUrlOf(app);
  const appUrl = optionalContext(app, 'appUrl')?.replace(/\/+$/, '') ?? domainUrl;
  if (domainUrl && appUrl !== domainUrl) {
    throw new Error(
      `Context "appUrl" (${appUrl}) must be ${domainUrl}, the app domain's address, or be left out.`,
    );
  }
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
 * the account id). GitHub goes through the product's OpenID Connect bridge, at the app's address
 * (`{appUrl}/oidc/github`: the app distribution sends `/oidc/*` to the API). The issuer is the
 * context's `appUrl`, a fixed value, not the Web stack's distribution: the auth stack names it
 * and is deployed long before the Web stack, which depends on it through the API stack.
 */
function federatedSignInOf(app: App, prefix: string): FederatedSignInSettings | undefined {
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
    ...(github && { github: { ...github, issuerUrl: githubOidcIssuerOf(appUrl) } }),
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
