import * as z from '../../shared/zod';

/**
 * Every environment variable a function reads, named once. The readers' schemas may only use
 * these names (readEnvironment refuses others at compile time), and the CDK app's functions
 * (AppFunction) and the local cloud set them by the same type, so a name cannot drift apart.
 */
export const ENVIRONMENT_VARIABLES = [
  // The table, the buckets and the local endpoints that stand in for AWS's.
  'TABLE_NAME',
  'DYNAMODB_ENDPOINT',
  'CODE_BUCKET_NAME',
  'SITES_BUCKET_NAME',
  'S3_ENDPOINT',
  // The site directory (a CloudFront KeyValueStore) and the sites' address pattern.
  'SITES_KVS_ARN',
  'SITES_KVS_ENDPOINT',
  'SITES_URL_TEMPLATE',
  // Custom domains: the endpoint their CNAME names, the multi-tenant distribution and connection
  // group their tenants join (AWS), names no site may take, and the local cloud's DNS resolver.
  'CUSTOM_DOMAIN_TARGET',
  'CUSTOM_DOMAIN_DISTRIBUTION_ID',
  'CUSTOM_DOMAIN_CONNECTION_GROUP_ID',
  'CUSTOM_DOMAIN_RESERVED',
  'DNS_RESOLVER_ENDPOINT',
  // The user pool.
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'COGNITO_ENDPOINT',
  // The WebSocket API's @connections endpoint and the generation state machine.
  'WEBSOCKET_CALLBACK_URL',
  'GENERATION_STATE_MACHINE_ARN',
  'STEPFUNCTIONS_ENDPOINT',
  // Razorpay: the keys directly (locally) or a secret (on AWS), and the stand-in's URL.
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'RAZORPAY_SECRET_ARN',
  'RAZORPAY_API_URL',
  'RAZORPAY_PLAN_IDS',
  // The secret CloudFront sends to prove a request came through it.
  'ORIGIN_VERIFY_SECRET',
  'ORIGIN_VERIFY_SECRET_ARN',
  'SECRETS_MANAGER_ENDPOINT',
  // Email: the address the product sends from (an SES identity), the SES configuration set that
  // reports bounces and complaints (AWS only), SES's local stand-in, and whether new accounts
  // must verify their email before spending credits (`required` | `off`).
  'EMAIL_SENDER',
  'EMAIL_CONFIGURATION_SET',
  'SES_ENDPOINT',
  'EMAIL_VERIFICATION',
  // The app's own origin, for links in emails (optional).
  'APP_URL',
  // The operator's per-caller limits, JSON (caller-limits.ts; optional: the defaults).
  'CALLER_LIMITS',
  // Where the operators are emailed about reports of sites, sites held for review and takedowns
  // (optional: the alarms count them anyway).
  'OPERATOR_EMAIL',
  // GitHub sign-in's OpenID Connect bridge: its issuer, its KMS keys (ID token signing, state
  // sealing), the redirect URIs it may return to (Cognito's), GitHub's two addresses (default
  // github.com and api.github.com) and KMS's local stand-in.
  'GITHUB_OIDC_ISSUER',
  'GITHUB_OIDC_SIGNING_KEY_ID',
  'GITHUB_OIDC_STATE_KEY_ID',
  'GITHUB_OIDC_REDIRECT_URIS',
  'GITHUB_OAUTH_URL',
  'GITHUB_API_URL',
  'KMS_ENDPOINT',
  // Save to GitHub: its own GitHub OAuth App (the client id, and its secret directly (locally)
  // or a Secrets Manager secret's ARN (on AWS)), and the KMS key that seals users' GitHub tokens.
  'GITHUB_REPO_CLIENT_ID',
  'GITHUB_REPO_CLIENT_SECRET',
  'GITHUB_REPO_CLIENT_SECRET_ARN',
  'GITHUB_REPO_TOKEN_KEY_ID',
  // The AI models (model-settings.ts).
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_API_KEY_SECRET_ARN',
  'OPENAI_MODEL',
  'OPENAI_PLAN_MODEL',
  'OPENAI_IMAGE_MODEL',
  'OPENAI_IMAGE_BASE_URL',
  'OPENAI_IMAGE_API_KEY',
  'OPENAI_IMAGE_API_KEY_SECRET_ARN',
  'OPENAI_REASONING_EFFORT',
  'OPENAI_PAGE_REASONING_EFFORT',
  'OPENAI_TIMEOUT_SECONDS',
  // Set by Lambda itself on AWS (and by the local cloud).
  'AWS_REGION',
] as const;

export type EnvironmentVariable = (typeof ENVIRONMENT_VARIABLES)[number];

/** A schema may only read declared variables: anything else is a compile error naming it. */
type DeclaredOnly<S extends z.core.$ZodObject> =
  Exclude<keyof S['_zod']['def']['shape'], EnvironmentVariable> extends never
    ? S
    : { undeclaredVariable: Exclude<keyof S['_zod']['def']['shape'], EnvironmentVariable> };

/**
 * Reads a function's configuration once and fails at cold start with the variable's name, rather
 * than later with an undefined somewhere.
 */
export function readEnvironment<S extends z.core.$ZodObject>(
  schema: S & DeclaredOnly<S>,
  environment: NodeJS.ProcessEnv = process.env,
): z.output<S> {
  const parsed = z.safeParse(schema, environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')} (${issue.message})`,
    );
    throw new Error(`Missing or invalid environment variables: ${problems.join(', ')}`);
  }
  return parsed.data;
}

/** An unset variable and an empty one mean the same: not configured. */
const blankAsUnset = z.transform((value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value,
);

/** A setting that may be left out, or set to nothing (an empty value in a `.env` file). */
export const optionalSetting = <T extends z.core.$ZodType>(schema: T) =>
  z.pipe(blankAsUnset, z.optional(schema));

/** Set by the local cloud only; on AWS the SDK finds the regional endpoint itself. */
export const optionalEndpoint = z.optional(z.url());
