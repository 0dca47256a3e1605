import { BadRequestError, RateLimitError, type OpenAI } from 'openai';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger, metrics } from '../../lib/observability';
import { zodResponseFormat } from 'openai/helpers/zod';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { CompletionUsage } from 'openai/resources/completions';
import type { ReasoningEffort } from 'openai/resources/shared';
import * as z from '../../../shared/zod';
import type { ModelCallOptions } from '../models/agent-models';
import { ModelOutputError } from '../models/model-errors';
import { toModelError, tooSlowTo } from './model-error';
import { pageTextSoFar, withoutThinking } from './page-html';

/** Who answers: the SDK client (pointed at OpenAI or any compatible server) and the model. */
export interface ChatModel {
  client: OpenAI;
  model: string;
  /**
   * For plans, copy and patches. Sent only when set, and dropped for good once a server says it
   * does not take it (models that do not reason, most compatible servers).
   */
  reasoningEffort?: ReasoningEffort | undefined;
  /** For calls that write a whole page: long answers, where thinking costs the most time. */
  pageReasoningEffort?: ReasoningEffort | undefined;
}

/**
 * How to ask a server for JSON, best first: strict structured outputs; JSON mode with the schema
 * in the prompt; the schema in the prompt alone. Servers without the first refuse it with a 400.
 */
const JSON_FORMATS = ['json_schema', 'json_object', 'prompt'] as const;
type JsonFormat = (typeof JSON_FORMATS)[number];

/** Request fields some servers refuse with a 400 naming them; each is dropped once refused. */
type OptionalField = 'reasoning_effort' | 'stream_options' | 'max_completion_tokens';

/**
 * The most one call may write, reasoning included, by kind: a plan, copy or patches (JSON), or
 * a whole page. An answer past it is cut off, and the run refunded as such; without a cap a model
 * that loops writes (and bills) until its own limit.
 */
export const OUTPUT_TOKEN_CAPS = { json: 16_000, page: 48_000 } as const;
type CallKind = keyof typeof OUTPUT_TOKEN_CAPS;

/** Waits on rate limits stop this long before the call's deadline: the call itself needs time. */
const RATE_LIMIT_MARGIN_MS = 5_000;
/** Without a Retry-After, waits grow from this, doubling, with jitter, this many times. */
const RATE_LIMIT_FIRST_WAIT_MS = 1_000;
const RATE_LIMIT_UNASKED_WAITS = 2;

/** What a server has shown it does not take: learnt once per process, per server and model. */
interface ServerTraits {
  jsonFormat: JsonFormat;
  refused: Set<OptionalField>;
  /** JSON Schema keywords its strict structured output refused (some servers take no `pattern`). */
  strippedKeywords: Set<string>;
}
const traitsByServer = new Map<string, ServerTraits>();

function traitsOf(chat: ChatModel): ServerTraits {
  const key = `${chat.client.baseURL} ${chat.model}`;
  let traits = traitsByServer.get(key);
  if (!traits) {
    traits = { jsonFormat: 'json_schema', refused: new Set(), strippedKeywords: new Set() };
    traitsByServer.set(key, traits);
  }
  return traits;
}

/** A 400 that names a field we sent: the server does not support it. */
function refusedField(error: unknown, fields: readonly OptionalField[]): OptionalField | null {
  if (!(error instanceof BadRequestError)) return null;
  return fields.find((field) => error.message.includes(field)) ?? null;
}

/** The keywords of our schemas a server's structured output may not support. */
const SCHEMA_KEYWORDS = [
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'default',
] as const;

/** The keyword of `schema` a 400 names as unsupported, not yet stripped; null when none. */
function refusedKeyword(error: unknown, schema: string, stripped: ReadonlySet<string>) {
  if (!(error instanceof BadRequestError)) return null;
  return (
    SCHEMA_KEYWORDS.find(
      (keyword) =>
        !stripped.has(keyword) &&
        schema.includes(`"${keyword}"`) &&
        new RegExp(
          `['"\`]${keyword}['"\`]|\\b${keyword}\\b is not (permitted|supported|allowed)`,
        ).test(error.message),
    ) ?? null
  );
}

/** The JSON Schema without `keywords`, wherever they appear. */
function withoutKeywords(schema: unknown, keywords: ReadonlySet<string>): unknown {
  if (keywords.size === 0 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((item) => withoutKeywords(item, keywords));
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !keywords.has(key))
      .map(([key, value]) => [key, withoutKeywords(value, keywords)]),
  );
}

/** Asks the server in the next, plainer way from now on, and says so where operators look. */
function downgrade(chat: ChatModel, traits: ServerTraits, from: JsonFormat, error: unknown): void {
  traits.jsonFormat = JSON_FORMATS[JSON_FORMATS.indexOf(from) + 1] ?? 'prompt';
  logger.warn('The model API refused a JSON format: asking more plainly from now on', {
    model: chat.model,
    from,
    to: traits.jsonFormat,
    error,
  });
  metrics.addMetric('StructuredOutputDowngraded', MetricUnit.Count, 1);
}

function refusedJsonFormat(error: unknown, format: JsonFormat): boolean {
  return (
    error instanceof BadRequestError &&
    format !== 'prompt' &&
    /response_format|json_schema|json_object|structured output|schema/i.test(error.message)
  );
}

/** Tokens this process has used, for `npm run eval -- --model` and the bench. */
export const modelUsage = { calls: 0, inputTokens: 0, outputTokens: 0 };

/** About four characters a token: for servers that report no usage. */
const estimatedTokens = (text: string): number => Math.ceil(text.length / 4);

function recordUsage(usage: CompletionUsage | null | undefined, prompt: string, answer: string) {
  modelUsage.calls += 1;
  modelUsage.inputTokens += usage?.prompt_tokens ?? estimatedTokens(prompt);
  modelUsage.outputTokens += usage?.completion_tokens ?? estimatedTokens(answer);
}

const textOf = (messages: readonly ChatCompletionMessageParam[]): string =>
  messages.map((message) => (typeof message.content === 'string' ? message.content : '')).join('');

function baseRequest(
  chat: ChatModel,
  messages: ChatCompletionMessageParam[],
  effort: ReasoningEffort | undefined,
  kind: CallKind,
): ChatCompletionCreateParamsNonStreaming {
  const { refused } = traitsOf(chat);
  const useEffort = effort && !refused.has('reasoning_effort');
  return {
    model: chat.model,
    messages,
    ...(useEffort ? { reasoning_effort: effort } : {}),
    ...(refused.has('max_completion_tokens')
      ? {}
      : { max_completion_tokens: OUTPUT_TOKEN_CAPS[kind] }),
  };
}

/** How long a rate limit asks to be given (Retry-After, Retry-After-Ms); null: it does not say. */
function askedWait(headers: Headers | undefined): number | null {
  const milliseconds = Number(headers?.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const after = headers?.get('retry-after');
  if (!after) return null;
  const seconds = Number(after);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(after);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : null;
}

/**
 * How long to wait before trying a rate-limited call again: what the server asks, else a short
 * growing, jittered wait, a few times (then the state machine's retries take over); null when
 * the error is no rate limit, or waiting does not fix it (no quota left).
 */
export function rateLimitWait(error: unknown, waitsSoFar: number): number | null {
  if (!(error instanceof RateLimitError) || error.code === 'insufficient_quota') return null;
  const asked = askedWait(error.headers as Headers | undefined);
  if (asked !== null) return asked;
  if (waitsSoFar >= RATE_LIMIT_UNASKED_WAITS) return null;
  const grown = RATE_LIMIT_FIRST_WAIT_MS * 2 ** waitsSoFar;
  return grown / 2 + Math.random() * (grown / 2);
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Calls `create`, waiting out rate limits as the server asks (Retry-After) while the call's
 * deadline leaves room for another go; a limit that would outlast it is thrown (the state
 * machine retries it later, from a fresh invocation).
 */
async function withRateLimitWaits<T>(
  create: () => Promise<T>,
  deadline: { signal: AbortSignal; endsAt: number },
): Promise<T> {
  for (let waits = 0; ; waits++) {
    try {
      return await create();
    } catch (error) {
      const wait = rateLimitWait(error, waits);
      if (wait === null || Date.now() + wait > deadline.endsAt - RATE_LIMIT_MARGIN_MS) throw error;
      logger.info('Rate limited by the model API: waiting', { waitMs: Math.round(wait) });
      await pause(wait, deadline.signal);
      if (deadline.signal.aborted) throw error;
    }
  }
}

/** A call's whole time limit, as a signal and as the moment it ends. */
function deadlineOf(chat: ChatModel): { signal: AbortSignal; endsAt: number } {
  return {
    signal: AbortSignal.timeout(chat.client.timeout),
    endsAt: Date.now() + chat.client.timeout,
  };
}

/**
 * Calls `create` and, when the server refuses one of the optional fields, remembers that and
 * calls again without it (at most once per field).
 */
async function withoutRefusedFields<T>(
  chat: ChatModel,
  fields: readonly OptionalField[],
  create: () => Promise<T>,
): Promise<T> {
  const traits = traitsOf(chat);
  for (;;) {
    try {
      return await create();
    } catch (error) {
      const field = refusedField(
        error,
        fields.filter((candidate) => !traits.refused.has(candidate)),
      );
      if (!field) throw error;
      traits.refused.add(field);
    }
  }
}

export interface StructuredRequest<S extends z.core.$ZodType> {
  /** The response format's name, e.g. `site_plan`. */
  name: string;
  schema: S;
  system: string;
  user: string;
  /** What the call does, for messages: "plan the site". */
  task: string;
}

/** One more turn, with the validation errors, before an answer that does not fit counts as bad. */
const STRUCTURED_ATTEMPTS = 2;

function withoutFence(text: string): string {
  return withoutThinking(text)
    .trim()
    .replace(/^```[a-z]*\s*\n/i, '')
    .replace(/\n?```\s*$/, '');
}

/** The JSON object in an answer, past any words a server without JSON mode put around it. */
function jsonIn(text: string): unknown {
  const bare = withoutFence(text);
  try {
    return JSON.parse(bare);
  } catch (error) {
    const start = bare.indexOf('{');
    const end = bare.lastIndexOf('}');
    if (start < 0 || end <= start) throw error;
    return JSON.parse(bare.slice(start, end + 1));
  }
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 12)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * A JSON answer in the schema's shape, parsed with the same schema. Asked as strict structured
 * output where the server supports it; a server that refuses `json_schema` is asked in JSON mode,
 * then plainly, with the schema written into the prompt (and remembered, so the next call asks
 * that way at once). An answer that does not fit gets its errors back once and another go.
 */
export async function structuredCompletion<S extends z.core.$ZodType>(
  chat: ChatModel,
  request: StructuredRequest<S>,
): Promise<z.output<S>> {
  const traits = traitsOf(chat);
  const responseFormat = zodResponseFormat(request.schema, request.name);
  const fullSchema = JSON.stringify(responseFormat.json_schema.schema);
  const schemaInPrompt = `\n\nAnswer with one JSON object only (no Markdown, no words around it) that matches this JSON Schema:\n${fullSchema}`;
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: request.system },
    { role: 'user', content: request.user },
  ];
  const deadline = deadlineOf(chat);
  let problem = '';
  for (let attempt = 1; attempt <= STRUCTURED_ATTEMPTS;) {
    const format = traits.jsonFormat;
    const asked: ChatCompletionMessageParam[] =
      format === 'json_schema'
        ? messages
        : [{ role: 'system', content: request.system + schemaInPrompt }, ...messages.slice(1)];
    const strictFormat = {
      ...responseFormat,
      json_schema: {
        ...responseFormat.json_schema,
        schema: withoutKeywords(responseFormat.json_schema.schema, traits.strippedKeywords),
      },
    } as typeof responseFormat;
    let completion;
    try {
      completion = await withRateLimitWaits(
        () =>
          withoutRefusedFields(chat, ['reasoning_effort', 'max_completion_tokens'], () =>
            chat.client.chat.completions.create(
              {
                ...baseRequest(chat, asked, chat.reasoningEffort, 'json'),
                ...(format === 'json_schema' ? { response_format: strictFormat } : {}),
                ...(format === 'json_object' ? { response_format: { type: 'json_object' } } : {}),
              },
              { signal: deadline.signal },
            ),
          ),
        deadline,
      );
    } catch (error) {
      if (deadline.signal.aborted) throw tooSlowTo(request.task);
      if (refusedJsonFormat(error, format)) {
        // A keyword the server's strict output does not take is left out; the answer is still
        // checked against the whole schema. Anything else: a plainer way of asking.
        const keyword =
          format === 'json_schema'
            ? refusedKeyword(error, fullSchema, traits.strippedKeywords)
            : null;
        if (keyword) traits.strippedKeywords.add(keyword);
        else downgrade(chat, traits, format, error);
        continue;
      }
      throw toModelError(error, request.task);
    }
    attempt++;
    const choice = completion.choices[0];
    const content = choice?.message.content ?? '';
    recordUsage(completion.usage, textOf(asked), content);
    if (choice?.message.refusal) {
      throw new ModelOutputError(
        `The AI model declined to ${request.task}: ${choice.message.refusal}`,
      );
    }
    if (choice?.finish_reason === 'length') {
      throw new ModelOutputError(
        `The AI model ran out of room while trying to ${request.task}: its answer was cut off. A model with a larger context or output limit is needed.`,
      );
    }
    let parsed: z.util.SafeParseResult<z.output<S>>;
    try {
      parsed = z.safeParse(request.schema, jsonIn(content));
    } catch {
      problem = 'the answer was not JSON';
      messages.push(
        { role: 'assistant', content },
        { role: 'user', content: 'That was not valid JSON. Answer with the JSON object only.' },
      );
      continue;
    }
    if (parsed.success) return parsed.data;
    problem = describeIssues(parsed.error);
    messages.push(
      { role: 'assistant', content },
      {
        role: 'user',
        content: `That answer does not fit the schema: ${problem}. Answer again with the whole corrected JSON object.`,
      },
    );
  }
  throw new ModelOutputError(
    `The AI model could not ${request.task} in the expected shape (${problem}).`,
  );
}

export interface StreamedRequest {
  system: string;
  user: string;
  task: string;
  /** Shown with the size so far: "Writing the page" → "Writing the page (12 KB)". */
  label: string;
  /** About how long the answer will be, for the percentage. */
  expectedCharacters: number;
}

/**
 * Progress while a long answer streams in, from where the agent's own first step leaves the bar
 * (it reports 10-15% before it calls the model) to 95%; 100 only once the answer is checked.
 */
const FIRST_PERCENT = 20;
const LAST_STREAMING_PERCENT = 95;
/** The page so far is passed on each time it has grown by this many characters. */
const PARTIAL_PAGE_STEP = 256;

function percentOf(received: number, expected: number): number {
  const share = Math.min(1, received / Math.max(expected, 1));
  return Math.round(FIRST_PERCENT + share * (LAST_STREAMING_PERCENT - FIRST_PERCENT));
}

/**
 * Some accounts may not stream some models (OpenAI requires a verified organisation for a few);
 * the API says so with a 400 that mentions streaming. The answer is then fetched in one piece.
 */
function streamingRefused(error: unknown): boolean {
  return error instanceof BadRequestError && /\bstream(ing)?\b/i.test(error.message);
}

/** What ended a streamed answer, as a clear error, or nothing when it ended well. */
function endingProblem(
  finishReason: string | null,
  refusal: string,
  text: string,
  task: string,
): ModelOutputError | null {
  if (refusal) return new ModelOutputError(`The AI model declined to ${task}: ${refusal}`);
  if (finishReason === 'length') {
    return new ModelOutputError(
      `The AI model ran out of room while trying to ${task}: its answer was cut off after ${Math.round(text.length / 1024)} KB. A model with a larger context or output limit is needed (Ollama: a context of at least 32k).`,
    );
  }
  if (finishReason === 'content_filter') {
    return new ModelOutputError(`The AI provider's content filter stopped the answer to ${task}.`);
  }
  return null;
}

/**
 * A long text answer (a page), streamed so the agent can report how far the model has got:
 * one progress report per kilobyte received, below 100 (the caller reports done once it has
 * checked the answer), and the page so far for the preview.
 */
export async function streamedCompletion(
  chat: ChatModel,
  request: StreamedRequest,
  options: ModelCallOptions = {},
): Promise<string> {
  const { onProgress, onPartialHtml } = options;
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: request.system },
    { role: 'user', content: request.user },
  ];
  const traits = traitsOf(chat);
  onProgress?.({ text: `${request.label}: waiting for the model`, percent: FIRST_PERCENT });
  let text = '';
  let refusal = '';
  let finishReason: string | null = null;
  let usage: CompletionUsage | null | undefined;
  // The client's timeout ends when the headers arrive; a stream needs its own limit.
  const deadline = deadlineOf(chat);
  const pageRequest = () => baseRequest(chat, messages, chat.pageReasoningEffort, 'page');
  const optional: OptionalField[] = ['reasoning_effort', 'stream_options', 'max_completion_tokens'];
  try {
    const stream = await withRateLimitWaits(
      () =>
        withoutRefusedFields(chat, optional, () =>
          chat.client.chat.completions.create(
            {
              ...pageRequest(),
              stream: true,
              ...(traits.refused.has('stream_options')
                ? {}
                : { stream_options: { include_usage: true } }),
            },
            { signal: deadline.signal },
          ),
        ),
      deadline,
    );
    let reportedKilobytes = 0;
    let passedOn = 0;
    for await (const chunk of stream) {
      if (chunk.usage) usage = chunk.usage;
      const choice = chunk.choices[0];
      if (choice?.delta.refusal) refusal += choice.delta.refusal;
      const delta = choice?.delta.content;
      if (delta) {
        text += delta;
        const kilobytes = Math.floor(text.length / 1024);
        if (kilobytes > reportedKilobytes) {
          reportedKilobytes = kilobytes;
          onProgress?.({
            text: `${request.label} (${kilobytes} KB)`,
            percent: percentOf(text.length, request.expectedCharacters),
          });
        }
        if (onPartialHtml && text.length - passedOn >= PARTIAL_PAGE_STEP) {
          passedOn = text.length;
          const partial = pageTextSoFar(text);
          if (partial) onPartialHtml(partial);
        }
      }
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    }
    // The SDK ends an aborted stream quietly.
    if (deadline.signal.aborted) throw tooSlowTo(request.task);
  } catch (error) {
    if (deadline.signal.aborted) throw tooSlowTo(request.task);
    if (!streamingRefused(error)) throw toModelError(error, request.task);
    try {
      const completion = await withRateLimitWaits(
        () =>
          withoutRefusedFields(chat, ['reasoning_effort', 'max_completion_tokens'], () =>
            chat.client.chat.completions.create(pageRequest(), { signal: deadline.signal }),
          ),
        deadline,
      );
      const choice = completion.choices[0];
      text = choice?.message.content ?? '';
      refusal = choice?.message.refusal ?? '';
      finishReason = choice?.finish_reason ?? null;
      usage = completion.usage;
    } catch (fallbackError) {
      if (deadline.signal.aborted) throw tooSlowTo(request.task);
      throw toModelError(fallbackError, request.task);
    }
  }
  recordUsage(usage, textOf(messages), text);
  const problem = endingProblem(finishReason, refusal, text, request.task);
  if (problem) throw problem;
  return text;
}
