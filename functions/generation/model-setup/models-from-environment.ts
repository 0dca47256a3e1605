import type { OpenAI } from 'openai';
import * as z from '../../../shared/zod';
import { PROJECT_MODEL, TEMPLATE_ENGINE } from '../../../shared/constants';
import { TEMPLATE_MODE_LABEL } from '../../../shared/app-config';
import { offlineModels } from '../offline/offline-models';
import { MODEL_CALL_LIMIT_SECONDS } from '../../lib/time-budget';
import { readModelSettings, usesModelApi, type ModelSettings } from '../models/model-settings';
import type { AgentModels } from '../models/agent-models';

const DEFAULT_API_HOST = 'api.openai.com';
/** Ollama and similar local servers take any key, but the SDK insists on one. */
const NO_KEY_NEEDED = 'not-needed';
export const OFFLINE_MODELS_LABEL = TEMPLATE_MODE_LABEL;

/** Models that think before they answer, where a page is written faster with less of it. */
const REASONING_MODEL = /^(gpt-5|o\d)/i;

/** Said when a compatible server is configured without a model and none can be found on it. */
export class ModelSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelSetupError';
  }
}

const secretSchema = z.object({ apiKey: z.string().check(z.trim(), z.minLength(1)) });

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

async function apiKeyOf(
  key: string | undefined,
  secretArn: string | undefined,
  variable: string,
  config: ModelSettings,
): Promise<string | undefined> {
  if (key) return key;
  if (!secretArn) return undefined;
  // Loaded with the model SDK (sdkClient): only a deployment that keeps its key in Secrets
  // Manager reads it, and a run on the offline models loads neither.
  const { readSecretText } = await import('../../lib/secret-text');
  return apiKeyFromSecretString(
    await readSecretText(secretArn, variable, config.SECRETS_MANAGER_ENDPOINT),
  );
}

async function sdkClient(
  apiKey: string | undefined,
  baseURL: string | undefined,
  config: ModelSettings,
) {
  // The SDK and the OpenAI models are loaded when a deployment uses a model API: a cold start,
  // and every run of a deployment on the offline models, reads neither.
  const { OpenAI } = await import('openai');
  return new OpenAI({
    apiKey: apiKey ?? NO_KEY_NEEDED,
    // Given explicitly so the SDK does not fall back to its own reading of process.env.
    baseURL: baseURL ?? `https://${DEFAULT_API_HOST}/v1`,
    timeout: (config.OPENAI_TIMEOUT_SECONDS ?? MODEL_CALL_LIMIT_SECONDS) * 1000,
    // The state machine retries rate limits and outages with backoff; retrying here as well
    // would multiply the wait beyond the agent's time limit.
    maxRetries: 0,
  });
}

/**
 * The model a compatible server is asked for when none is named: the first it lists. Refused
 * with a message that says what to set when it lists none or cannot be reached.
 */
async function firstServedModel(client: OpenAI, baseUrl: string): Promise<string> {
  let first: string | undefined;
  try {
    const page = await client.models.list({ timeout: 10_000 });
    first = page.data[0]?.id;
  } catch (error) {
    throw new ModelSetupError(
      `OPENAI_BASE_URL is set and OPENAI_MODEL is not, and the models of ${baseUrl} could not be listed (${error instanceof Error ? error.message : String(error)}). Start the server, or set OPENAI_MODEL to the model to use.`,
    );
  }
  if (!first) {
    throw new ModelSetupError(
      `OPENAI_BASE_URL is set and OPENAI_MODEL is not, and ${baseUrl} serves no models. Load a model on the server (e.g. \`ollama pull llama3.1\`), or set OPENAI_MODEL.`,
    );
  }
  return first;
}

interface ModelClients {
  chat: OpenAI;
  image: OpenAI;
  /** The model a compatible server serves, when the environment names none. */
  servedModel: string | undefined;
}

async function createClients(config: ModelSettings): Promise<ModelClients> {
  const chatKey = await apiKeyOf(
    config.OPENAI_API_KEY,
    config.OPENAI_API_KEY_SECRET_ARN,
    'OPENAI_API_KEY_SECRET_ARN',
    config,
  );
  const chat = await sdkClient(chatKey, config.OPENAI_BASE_URL, config);
  const separateImages =
    config.OPENAI_IMAGE_BASE_URL ??
    config.OPENAI_IMAGE_API_KEY ??
    config.OPENAI_IMAGE_API_KEY_SECRET_ARN;
  const image = separateImages
    ? await sdkClient(
        (await apiKeyOf(
          config.OPENAI_IMAGE_API_KEY,
          config.OPENAI_IMAGE_API_KEY_SECRET_ARN,
          'OPENAI_IMAGE_API_KEY_SECRET_ARN',
          config,
        )) ?? chatKey,
        config.OPENAI_IMAGE_BASE_URL ?? config.OPENAI_BASE_URL,
        config,
      )
    : chat;
  const servedModel =
    config.OPENAI_BASE_URL && !config.OPENAI_MODEL
      ? await firstServedModel(chat, config.OPENAI_BASE_URL)
      : undefined;
  return { chat, image, servedModel };
}

/** One set of clients per environment object: secrets are read and servers asked once per process. */
const clients = new WeakMap<NodeJS.ProcessEnv, Promise<ModelClients>>();

function clientsFor(env: NodeJS.ProcessEnv, config: ModelSettings): Promise<ModelClients> {
  let made = clients.get(env);
  if (!made) {
    made = createClients(config);
    clients.set(env, made);
    // A failure is not remembered: the next run tries again.
    const pending = made;
    pending.catch(() => {
      if (clients.get(env) === pending) clients.delete(env);
    });
  }
  return made;
}

/** The chat model: OPENAI_MODEL, else the compatible server's own, else the project's. */
function modelName(
  config: ModelSettings,
  projectModel: string | undefined,
  servedModel?: string,
): string {
  return config.OPENAI_MODEL ?? servedModel ?? projectModel ?? PROJECT_MODEL;
}

/**
 * The agents for a run on `projectModel`: OpenAI-backed when the environment configures a model
 * API (`OPENAI_API_KEY`, `OPENAI_BASE_URL` or `OPENAI_API_KEY_SECRET_ARN`), otherwise the
 * deterministic offline models. `OPENAI_MODEL` overrides the project's model; a compatible server
 * without it is asked which models it serves.
 */
export async function agentModelsFor(
  projectModel: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<AgentModels> {
  const config = readModelSettings(env);
  if (!usesModelApi(config)) return offlineModels;
  const { chat, image, servedModel } = await clientsFor(env, config);
  // A run priced in template mode, with a model configured since, runs on the default model.
  const model = modelName(
    config,
    projectModel === TEMPLATE_ENGINE ? undefined : projectModel,
    servedModel,
  );
  const { createOpenAiModels } = await import('../openai/openai-models');
  return createOpenAiModels({
    client: chat,
    model,
    planModel: config.OPENAI_PLAN_MODEL,
    imageModel: config.OPENAI_IMAGE_MODEL,
    imageClient: image,
    reasoningEffort: config.OPENAI_REASONING_EFFORT,
    pageReasoningEffort:
      config.OPENAI_PAGE_REASONING_EFFORT ?? (REASONING_MODEL.test(model) ? 'low' : undefined),
  });
}

/**
 * At start: a compatible server configured without a model gets its first model named in
 * `env.OPENAI_MODEL`, so the label and every run agree; one that serves none, or cannot be
 * reached, is refused with a ModelSetupError that says what to set. Nothing to do otherwise.
 */
export async function settleModelName(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = readModelSettings(env);
  if (!config.OPENAI_BASE_URL || config.OPENAI_MODEL) return;
  const { servedModel } = await clientsFor(env, config);
  if (servedModel) env.OPENAI_MODEL = servedModel;
}

/** The agents with the default model (`OPENAI_MODEL`, else the product's model). */
export function agentModelsFromEnvironment(
  env: NodeJS.ProcessEnv = process.env,
): Promise<AgentModels> {
  return agentModelsFor(undefined, env);
}

/** What the workspace shows: template mode, "gpt-5 via api.openai.com", "llama3.1 via localhost:11434". */
export function agentModelsLabel(
  env: NodeJS.ProcessEnv = process.env,
  projectModel?: string,
): string {
  const config = readModelSettings(env);
  if (!usesModelApi(config)) return OFFLINE_MODELS_LABEL;
  const host = config.OPENAI_BASE_URL ? new URL(config.OPENAI_BASE_URL).host : DEFAULT_API_HOST;
  return `${modelName(config, projectModel)} via ${host}`;
}
