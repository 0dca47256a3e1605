import { BadRequestError, type OpenAI } from 'openai';
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
type OptionalField = 'reasoning_effort' | 'stream_options';

/** What a server has shown it does not take: learnt once per process, per server and model. */
interface ServerTraits {
  jsonFormat: JsonFormat;
  refused: Set<OptionalField>;
}
const traitsByServer = new Map<string, ServerTraits>();

function traitsOf(chat: ChatModel): ServerTraits {
  const key = `${chat.client.baseURL} ${chat.model}`;
  let traits = traitsByServer.get(key);
  if (!traits) {
    traits = { jsonFormat: 'json_schema', refused: new Set() };
    traitsByServer.set(key, traits);
  }
  return traits;
}

/** A 400 that names a field we sent: the server does not support it. */
function refusedField(error: unknown, fields: readonly OptionalField[]): OptionalField | null {
  if (!(error instanceof BadRequestError)) return null;
  return fields.find((field) => error.message.includes(field)) ?? null;
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
): ChatCompletionCreateParamsNonStreaming {
  const useEffort = effort && !traitsOf(chat).refused.has('reasoning_effort');
  return {
    model: chat.model,
    messages,
    ...(useEffort ? { reasoning_effort: effort } : {}),
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
  const schemaInPrompt = `\n\nAnswer with one JSON object only (no Markdown, no words around it) that matches this JSON Schema:\n${JSON.stringify(responseFormat.json_schema.schema)}`;
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: request.system },
    { role: 'user', content: request.user },
  ];
  const deadline = AbortSignal.timeout(chat.client.timeout);
  let problem = '';
  for (let attempt = 1; attempt <= STRUCTURED_ATTEMPTS;) {
    const format = traits.jsonFormat;
    const asked: ChatCompletionMessageParam[] =
      format === 'json_schema'
        ? messages
        : [{ role: 'system', content: request.system + schemaInPrompt }, ...messages.slice(1)];
    let completion;
    try {
      completion = await withoutRefusedFields(chat, ['reasoning_effort'], () =>
        chat.client.chat.completions.create(
          {
            ...baseRequest(chat, asked, chat.reasoningEffort),
            ...(format === 'json_schema' ? { response_format: responseFormat } : {}),
            ...(format === 'json_object' ? { response_format: { type: 'json_object' } } : {}),
          },
          { signal: deadline },
        ),
      );
    } catch (error) {
      if (deadline.aborted) throw tooSlowTo(request.task);
      if (refusedJsonFormat(error, format)) {
        traits.jsonFormat = JSON_FORMATS[JSON_FORMATS.indexOf(format) + 1] ?? 'prompt';
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
  const deadline = AbortSignal.timeout(chat.client.timeout);
  const pageRequest = () => baseRequest(chat, messages, chat.pageReasoningEffort);
  try {
    const stream = await withoutRefusedFields(chat, ['reasoning_effort', 'stream_options'], () =>
      chat.client.chat.completions.create(
        {
          ...pageRequest(),
          stream: true,
          ...(traits.refused.has('stream_options')
            ? {}
            : { stream_options: { include_usage: true } }),
        },
        { signal: deadline },
      ),
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
    if (deadline.aborted) throw tooSlowTo(request.task);
  } catch (error) {
    if (deadline.aborted) throw tooSlowTo(request.task);
    if (!streamingRefused(error)) throw toModelError(error, request.task);
    try {
      const completion = await withoutRefusedFields(chat, ['reasoning_effort'], () =>
        chat.client.chat.completions.create(pageRequest(), { signal: deadline }),
      );
      const choice = completion.choices[0];
      text = choice?.message.content ?? '';
      refusal = choice?.message.refusal ?? '';
      finishReason = choice?.finish_reason ?? null;
      usage = completion.usage;
    } catch (fallbackError) {
      if (deadline.aborted) throw tooSlowTo(request.task);
      throw toModelError(fallbackError, request.task);
    }
  }
  recordUsage(usage, textOf(messages), text);
  const problem = endingProblem(finishReason, refusal, text, request.task);
  if (problem) throw problem;
  return text;
}
