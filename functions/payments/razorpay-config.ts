import * as z from '../../shared/zod';
import type { PlanIdValue } from '../../shared/api/subscription-schemas';
import { optionalEndpoint, optionalSetting, readEnvironment } from '../lib/environment';
import { rememberedUntilFailure } from '../../shared/remembered';
import { readSecretText } from '../lib/secret-text';

/** The catalogue's paid plans, each sold as a Razorpay plan the operator created. */
export type PaidPlanId = Exclude<PlanIdValue, 'free'>;
export type RazorpayPlanIds = Partial<Record<PaidPlanId, string>>;

/** The Razorpay account's keys (the API key pair and the webhook secret) and its plans. */
export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Catalogue plan id → Razorpay plan id (`plan_…`); a plan without one cannot be subscribed to. */
  planIds: RazorpayPlanIds;
}

const razorpayPlanIdSchema = z.optional(z.string().check(z.trim(), z.startsWith('plan_')));

const planIdsSchema = z.strictObject({
  starter: razorpayPlanIdSchema,
  pro: razorpayPlanIdSchema,
  enterprise: razorpayPlanIdSchema,
});

/** `RAZORPAY_PLAN_IDS`: JSON `{"starter":"plan_…","pro":"plan_…","enterprise":"plan_…"}`. */
const planIdsJsonSchema = z.pipe(
  z.string(),
  z.transform((text, context) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      context.issues.push({
        code: 'custom',
        message: 'must be a JSON object of plan ids',
        input: text,
      });
      return z.NEVER;
    }
    const parsed = planIdsSchema.safeParse(json);
    if (!parsed.success) {
      context.issues.push({
        code: 'custom',
        message: 'must map starter, pro and enterprise to Razorpay plan ids (plan_…)',
        input: text,
      });
      return z.NEVER;
    }
    return parsed.data;
  }),
);

const paymentEnvironmentSchema = z.object({
  RAZORPAY_KEY_ID: optionalSetting(z.string().check(z.trim())),
  RAZORPAY_KEY_SECRET: optionalSetting(z.string()),
  RAZORPAY_WEBHOOK_SECRET: optionalSetting(z.string()),
  /** On AWS: a Secrets Manager secret holding `{key_id, key_secret, webhook_secret}`. */
  RAZORPAY_SECRET_ARN: optionalSetting(z.string().check(z.startsWith('arn:'))),
  /** Locally: the Razorpay stand-in's base URL; the SDK's paths (`/v1/orders`) stay the same. */
  RAZORPAY_API_URL: optionalSetting(z.url({ protocol: /^https?$/ })),
  /** The Razorpay plans, when not in the secret (locally, or to override it). */
  RAZORPAY_PLAN_IDS: optionalSetting(planIdsJsonSchema),
  SECRETS_MANAGER_ENDPOINT: optionalSetting(optionalEndpoint),
});

const DIRECT_VARIABLES = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

export interface PaymentsConfig {
  /** Null when the deployment has no Razorpay account yet: payment calls answer 503. */
  keys: (() => Promise<RazorpayKeys>) | null;
  /** @default Razorpay's own API, as the SDK has it */
  apiUrl?: string;
}

const secretSchema = z.object({
  key_id: z.string().check(z.trim(), z.minLength(1)),
  key_secret: z.string().check(z.minLength(1)),
  webhook_secret: z.string().check(z.minLength(1)),
  plan_ids: z.optional(planIdsSchema),
});

/** The keys in the secret's text, naming what is missing without echoing any value. */
export function keysFromSecretString(secret: string): RazorpayKeys {
  let json: unknown;
  try {
    json = JSON.parse(secret);
  } catch {
    throw new Error(
      'The Razorpay secret is not JSON {key_id, key_secret, webhook_secret, plan_ids?}.',
    );
  }
  const parsed = secretSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`The Razorpay secret lacks ${fields}.`);
  }
  return {
    keyId: parsed.data.key_id,
    keySecret: parsed.data.key_secret,
    webhookSecret: parsed.data.webhook_secret,
    planIds: parsed.data.plan_ids ?? {},
  };
}

/** Reads the secret on first use; a failed read is not remembered, so the next call tries again. */
function keysFromSecret(
  arn: string,
  endpoint: string | undefined,
  planIds: RazorpayPlanIds | undefined,
): () => Promise<RazorpayKeys> {
  return rememberedUntilFailure(async () => {
    const keys = keysFromSecretString(await readSecretText(arn, 'RAZORPAY_SECRET_ARN', endpoint));
    return planIds ? { ...keys, planIds } : keys;
  });
}

/**
 * Razorpay's configuration, read once at cold start: the three keys directly (locally), or
 * `RAZORPAY_SECRET_ARN` (on AWS), or nothing at all (payments not configured). Some but not all of
 * the direct keys is a mistake, refused at once with the missing names.
 */
export function readPaymentsConfig(environment: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const config = readEnvironment(paymentEnvironmentSchema, environment);
  const apiUrl = config.RAZORPAY_API_URL?.replace(/\/+$/, '');
  if (config.RAZORPAY_SECRET_ARN) {
    const arn = config.RAZORPAY_SECRET_ARN;
    const keys = keysFromSecret(arn, config.SECRETS_MANAGER_ENDPOINT, config.RAZORPAY_PLAN_IDS);
    return { keys, apiUrl };
  }
  const keyId = config.RAZORPAY_KEY_ID;
  const keySecret = config.RAZORPAY_KEY_SECRET;
  const webhookSecret = config.RAZORPAY_WEBHOOK_SECRET;
  if (keyId && keySecret && webhookSecret) {
    const planIds = config.RAZORPAY_PLAN_IDS ?? {};
    const keys: RazorpayKeys = { keyId, keySecret, webhookSecret, planIds };
    return { keys: () => Promise.resolve(keys), apiUrl };
  }
  const missing = DIRECT_VARIABLES.filter((name) => config[name] === undefined);
  if (missing.length === DIRECT_VARIABLES.length) return { keys: null, apiUrl };
  throw new Error(`Missing or invalid environment variables: ${missing.join(', ')} (Required)`);
}
