import * as z from '../../../shared/zod';
import { optionalEndpoint, optionalSetting, readEnvironment } from '../../lib/environment';
import { MODEL_CALL_LIMIT_SECONDS } from '../../lib/time-budget';
import { PROJECT_MODEL, TEMPLATE_ENGINE } from '../../../shared/constants';

export const REASONING_EFFORTS = ['minimal', 'low', 'medium', 'high'] as const;
const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * The model settings, one environment variable each. The local cloud's functions read them from
 * its own environment; the CDK app sets the same variables on the functions that call models
 * (MODEL_SETTING_VARIABLES), so both are configured alike.
 */
export const modelSettingsSchema = z.object({
  OPENAI_API_KEY: optionalSetting(z.string().check(z.trim())),
  /** Any server that speaks the OpenAI API, e.g. Ollama at http://localhost:11434/v1. */
  OPENAI_BASE_URL: optionalSetting(httpUrl),
  /** A Secrets Manager secret holding the key, raw or as `{"apiKey": "…"}`. */
  OPENAI_API_KEY_SECRET_ARN: optionalSetting(z.string().check(z.startsWith('arn:'))),
  /** Overrides the project's model for every run, e.g. `llama3.1` on Ollama. */
  OPENAI_MODEL: optionalSetting(z.string().check(z.trim())),
  /**
   * The model of a build's own planning step (a build without the Planner agent), a cheap one
   * such as `gpt-5-mini`. @default the main model
   */
  OPENAI_PLAN_MODEL: optionalSetting(z.string().check(z.trim())),
  /** E.g. `gpt-image-1`; without it the Image agent draws SVG art. */
  OPENAI_IMAGE_MODEL: optionalSetting(z.string().check(z.trim())),
  /** The image model's own server and key, when they are not the chat model's. */
  OPENAI_IMAGE_BASE_URL: optionalSetting(httpUrl),
  OPENAI_IMAGE_API_KEY: optionalSetting(z.string().check(z.trim())),
  OPENAI_IMAGE_API_KEY_SECRET_ARN: optionalSetting(z.string().check(z.startsWith('arn:'))),
  /** For plans, copy and fixes. @default the model's own */
  OPENAI_REASONING_EFFORT: optionalSetting(z.enum(REASONING_EFFORTS)),
  /** For writing pages. @default `low` for reasoning models (gpt-5, o-series), else unset */
  OPENAI_PAGE_REASONING_EFFORT: optionalSetting(z.enum(REASONING_EFFORTS)),
  /** Each model call's whole time limit; at most what the functions' timeouts allow. */
  OPENAI_TIMEOUT_SECONDS: optionalSetting(
    z.coerce.number().check(z.int(), z.positive(), z.lte(MODEL_CALL_LIMIT_SECONDS)),
  ),
  SECRETS_MANAGER_ENDPOINT: optionalSetting(optionalEndpoint),
});
export type ModelSettings = z.output<typeof modelSettingsSchema>;

export function readModelSettings(env: NodeJS.ProcessEnv): ModelSettings {
  return readEnvironment(modelSettingsSchema, env);
}

/** Whether a model API is configured: an OpenAI key (itself or its secret), or a compatible server. */
export function usesModelApi(config: ModelSettings): boolean {
  return Boolean(
    config.OPENAI_API_KEY || config.OPENAI_BASE_URL || config.OPENAI_API_KEY_SECRET_ARN,
  );
}

/**
 * What writes the pages, as quotes name it and runs are priced: the templates, when no model is
 * configured (no model credit is charged), or a model (its configured id; the project's model by
 * default) at the project model's credit per message.
 */
export interface GenerationEngine {
  engine: 'template' | 'model';
  /** The configured model id; null for the templates. */
  model: string | null;
  /** The model the run is priced and recorded as (MODEL_COSTS, or TEMPLATE_ENGINE). */
  pricedAs: string;
}

export function generationEngine(env: NodeJS.ProcessEnv): GenerationEngine {
  const config = readModelSettings(env);
  if (!usesModelApi(config)) {
    return { engine: 'template', model: null, pricedAs: TEMPLATE_ENGINE };
  }
  return {
    engine: 'model',
    model: config.OPENAI_MODEL ?? PROJECT_MODEL,
    pricedAs: PROJECT_MODEL,
  };
}

/**
 * The settings an operator gives the CDK app, by the variable that carries each to the functions.
 * Keys and secrets are not here: only a secret's ARN reaches a function.
 */
export const MODEL_SETTING_VARIABLES = {
  baseUrl: 'OPENAI_BASE_URL',
  model: 'OPENAI_MODEL',
  planModel: 'OPENAI_PLAN_MODEL',
  imageModel: 'OPENAI_IMAGE_MODEL',
  imageBaseUrl: 'OPENAI_IMAGE_BASE_URL',
  reasoningEffort: 'OPENAI_REASONING_EFFORT',
  pageReasoningEffort: 'OPENAI_PAGE_REASONING_EFFORT',
  timeoutSeconds: 'OPENAI_TIMEOUT_SECONDS',
} as const satisfies Record<string, keyof ModelSettings>;

export type DeployedModelSettings = {
  [K in keyof typeof MODEL_SETTING_VARIABLES]?: string | undefined;
};

/**
 * The environment that carries `settings` to a function, checked as the function will read it:
 * a setting it would refuse fails the synth instead of every run.
 */
export function modelSettingsEnvironment(settings: DeployedModelSettings): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const [setting, variable] of Object.entries(MODEL_SETTING_VARIABLES)) {
    const value = settings[setting as keyof DeployedModelSettings];
    if (value !== undefined) environment[variable] = value;
  }
  readModelSettings(environment);
  return environment;
}
