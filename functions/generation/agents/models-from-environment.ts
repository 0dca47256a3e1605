import { OpenAI } from 'openai';
import { z } from 'zod';
import { PROJECT_MODEL } from '../../../shared/constants.ts';
import { optionalEndpoint, readEnvironment } from '../../lib/environment.ts';
import { readSecretText } from '../../lib/secret-text.ts';
import { offlineModels } from '../offline/offline-models.ts';
import { createOpenAiModels } from '../openai/openai-models.ts';
import type { AgentModels } from './agent-models.ts';

/** An unset variable and an empty one mean the same: not configured. */
const blankAsUnset = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

const modelEnvironmentSchema = z.object({
  OPENAI_API_KEY: optional(z.string().trim()),
  /** Any server that speaks the OpenAI API, e.g. Ollama at http://localhost:11434/v1. */
  OPENAI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  /** A Secrets Manager secret holding the key, raw or as `{"apiKey": "…"}`. */
  OPENAI_API_KEY_SECRET_ARN: optional(z.string().startsWith('arn:')),
  /** Overrides the project's model for every run, e.g. `llama3.1` on Ollama. */
  OPENAI_MODEL: optional(z.string().trim()),
  /** E.g. `gpt-image-1`; without it the Image agent draws SVG art. */
  OPENAI_IMAGE_MODEL: optional(z.string().trim()),
  OPENAI_REASONING_EFFORT: optional(z.enum(['minimal', 'low', 'medium', 'high'])),
  /** Each model call's time limit; below the agents' Lambda timeout (300 s), so a slow model fails as retryable. */
  OPENAI_TIMEOUT_SECONDS: optional(z.coerce.number().int().positive()),
  SECRETS_MANAGER_ENDPOINT: z.preprocess(blankAsUnset, optionalEndpoint),
});
type ModelEnvironment = z.output<typeof modelEnvironmentSchema>;

const DEFAULT_TIMEOUT_SECONDS = 240;
const DEFAULT_API_HOST = 'api.openai.com';
/** Ollama and similar local servers take any key, but the SDK insists on one. */
const NO_KEY_NEEDED = 'not-needed';
export const OFFLINE_MODELS_LABEL = 'Offline models';

function readModelEnvironment(env: NodeJS.ProcessEnv): ModelEnvironment {
  return readEnvironment(modelEnvironmentSchema, env);
}

function usesModelApi(config: ModelEnvironment): boolean {
  return Boolean(
    config.OPENAI_API_KEY || config.OPENAI_BASE_URL || config.OPENAI_API_KEY_SECRET_ARN,
  );
}

function modelName(config: ModelEnvironment, projectModel: string | undefined): string {
  return config.OPENAI_MODEL ?? projectModel ?? PROJECT_MODEL;
}

const secretSchema = z.object({ apiKey: z.string().trim().min(1) });

/** The key in a secret's text: the raw key, or JSON with an `apiKey`. */
export function apiKeyFromSecretString(secret: string): string {
  const text = secret.trim();
  if (!text.startsWith('{')) {
    if (text === '') throw new Error('The OpenAI API key secret is empty.');
    return text;
  }
  const parsed = secretSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error('The OpenAI API key secret is JSON without an "apiKey" string.');
  }
  return parsed.data.apiKey;
}

async function apiKeyFromSecret(arn: string, endpoint: string | undefined): Promise<string> {
  return apiKeyFromSecretString(await readSecretText(arn, 'OPENAI_API_KEY_SECRET_ARN', endpoint));
}

async function createClient(config: ModelEnvironment): Promise<OpenAI> {
  const apiKey =
    config.OPENAI_API_KEY ??
    (config.OPENAI_API_KEY_SECRET_ARN
      ? await apiKeyFromSecret(config.OPENAI_API_KEY_SECRET_ARN, config.SECRETS_MANAGER_ENDPOINT)
      : NO_KEY_NEEDED);
  return new OpenAI({
    apiKey,
    // Given explicitly so the SDK does not fall back to its own reading of process.env.
    baseURL: config.OPENAI_BASE_URL ?? `https://${DEFAULT_API_HOST}/v1`,
    timeout: (config.OPENAI_TIMEOUT_SECONDS ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
    // The state machine retries rate limits and outages with backoff; retrying here as well
    // would multiply the wait beyond the agent's time limit.
    maxRetries: 0,
  });
}

/** One client per environment object: the key's secret is read once per process. */
const clients = new WeakMap<NodeJS.ProcessEnv, Promise<OpenAI>>();

function clientFor(env: NodeJS.ProcessEnv, config: ModelEnvironment): Promise<OpenAI> {
  let client = clients.get(env);
  if (!client) {
    client = createClient(config);
    clients.set(env, client);
    // A failed secret read is not remembered: the next run tries again.
    const pending = client;
    pending.catch(() => {
      if (clients.get(env) === pending) clients.delete(env);
    });
  }
  return client;
}

/**
 * The agents for a run on `projectModel`: OpenAI-backed when the environment configures a model
 * API (`OPENAI_API_KEY`, `OPENAI_BASE_URL` or `OPENAI_API_KEY_SECRET_ARN`), otherwise the
 * deterministic offline models. `OPENAI_MODEL` overrides the project's model.
 */
export async function agentModelsFor(
  projectModel: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AgentModels> {
  const config = readModelEnvironment(env);
  if (!usesModelApi(config)) return offlineModels;
  return createOpenAiModels({
    client: await clientFor(env, config),
    model: modelName(config, projectModel),
    imageModel: config.OPENAI_IMAGE_MODEL,
    reasoningEffort: config.OPENAI_REASONING_EFFORT,
  });
}

/** The agents with the default model (`OPENAI_MODEL`, else the product's model). */
export function agentModelsFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): Promise<AgentModels> {
  return agentModelsFor(undefined, env);
}

/** What the workspace shows: "Offline models", "gpt-5 via api.openai.com", "llama3.1 via localhost:11434". */
export function agentModelsLabel(
  env: NodeJS.ProcessEnv = process.env,
  projectModel?: string,
): string {
  const config = readModelEnvironment(env);
  if (!usesModelApi(config)) return OFFLINE_MODELS_LABEL;
  const host = config.OPENAI_BASE_URL ? new URL(config.OPENAI_BASE_URL).host : DEFAULT_API_HOST;
  return `${modelName(config, projectModel)} via ${host}`;
}
