import { BadRequestError, type OpenAI } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { ReasoningEffort } from 'openai/resources/shared';
import type { z } from 'zod';
import type { ModelCallOptions } from '../agents/agent-models.ts';
import { ModelOutputError, ModelUnavailableError } from '../agents/model-errors.ts';
import { toModelError } from './model-error.ts';
import { partialDocument, withoutThinking } from './page-html.ts';

/** Who answers: the SDK client (pointed at OpenAI or any compatible server) and the model. */
export interface ChatModel {
  client: OpenAI;
  model: string;
  /** Sent only when set: models that do not reason (and most compatible servers) reject it. */
  reasoningEffort?: ReasoningEffort | undefined;
}

export interface StructuredRequest<S extends z.ZodType> {
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

function baseRequest(
  chat: ChatModel,
  messages: ChatCompletionMessageParam[],
): ChatCompletionCreateParamsNonStreaming {
  return {
    model: chat.model,
    messages,
    ...(chat.reasoningEffort ? { reasoning_effort: chat.reasoningEffort } : {}),
  };
}

/**
 * One call's whole time limit (the client's timeout), retries and streaming included, below the
 * agent's Lambda timeout: a model that stalls is an outage the state machine retries, rather
 * than a function killed mid-call.
 */
function tooSlowTo(task: string): ModelUnavailableError {
  return new ModelUnavailableError(
    `The AI model took too long to ${task}. Please try again shortly.`,
  );
}

function withoutFence(text: string): string {
  return withoutThinking(text)
    .trim()
    .replace(/^```[a-z]*\s*\n/i, '')
    .replace(/\n?```\s*$/, '');
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 12)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * A JSON answer in the schema's shape (strict structured outputs), parsed with the same schema.
 * Models occasionally overrun a length limit that strict mode does not enforce; they get the
 * validation errors back once and another go.
 */
export async function structuredCompletion<S extends z.ZodType>(
  chat: ChatModel,
  request: StructuredRequest<S>,
): Promise<z.output<S>> {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: request.system },
    { role: 'user', content: request.user },
  ];
  const responseFormat = zodResponseFormat(request.schema, request.name);
  const deadline = AbortSignal.timeout(chat.client.timeout);
  let problem = '';
  for (let attempt = 1; attempt <= STRUCTURED_ATTEMPTS; attempt++) {
    let completion;
    try {
      completion = await chat.client.chat.completions.create(
        { ...baseRequest(chat, messages), response_format: responseFormat },
        { signal: deadline },
      );
    } catch (error) {
      if (deadline.aborted) throw tooSlowTo(request.task);
      throw toModelError(error, request.task);
    }
    const choice = completion.choices[0];
    if (choice?.message.refusal) {
      throw new ModelOutputError(
        `The AI model declined to ${request.task}: ${choice.message.refusal}`,
      );
    }
    if (choice?.finish_reason === 'length') {
      throw new ModelOutputError(`The AI model ran out of room while trying to ${request.task}.`);
    }
    const content = choice?.message.content ?? '';
    let parsed: z.ZodSafeParseResult<z.output<S>>;
    try {
      parsed = request.schema.safeParse(JSON.parse(withoutFence(content)));
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

function percentOf(received: number, expected: number): number {
  const share = Math.min(1, received / Math.max(expected, 1));
  return Math.round(FIRST_PERCENT + share * (LAST_STREAMING_PERCENT - FIRST_PERCENT));
}

/**
 * Some accounts may not stream some models (OpenAI requires a verified organisation for a few);
 * the API says so with a 400 that mentions streaming. The answer is then fetched in one piece.
 */
function streamingRefused(error: unknown): boolean {
  return error instanceof BadRequestError && /stream/i.test(error.message);
}

/**
 * A long text answer (a page), streamed so the agent can report how far the model has got:
 * one progress report per kilobyte received, below 100 (the caller reports done once it has
 * checked the answer).
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
  onProgress?.({ text: `${request.label}: waiting for the model`, percent: FIRST_PERCENT });
  let text = '';
  let finishReason: string | null = null;
  // The client's timeout ends when the headers arrive; a stream needs its own limit.
  const deadline = AbortSignal.timeout(chat.client.timeout);
  const tooSlow = () => tooSlowTo(request.task);
  try {
    const stream = await chat.client.chat.completions.create(
      { ...baseRequest(chat, messages), stream: true },
      { signal: deadline },
    );
    let reportedKilobytes = 0;
    for await (const chunk of stream) {
      const choice = chunk.choices[0];
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
          if (onPartialHtml) {
            const partial = partialDocument(text);
            if (partial) onPartialHtml(partial);
          }
        }
      }
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    }
    // The SDK ends an aborted stream quietly.
    if (deadline.aborted) throw tooSlow();
  } catch (error) {
    if (deadline.aborted) throw tooSlow();
    if (!streamingRefused(error)) throw toModelError(error, request.task);
    try {
      const completion = await chat.client.chat.completions.create(baseRequest(chat, messages), {
        signal: deadline,
      });
      text = completion.choices[0]?.message.content ?? '';
      finishReason = completion.choices[0]?.finish_reason ?? null;
    } catch (fallbackError) {
      if (deadline.aborted) throw tooSlow();
      throw toModelError(fallbackError, request.task);
    }
  }
  if (finishReason === 'length') {
    throw new ModelOutputError(`The AI model ran out of room while trying to ${request.task}.`);
  }
  if (finishReason === 'content_filter') {
    throw new ModelOutputError(
      `The AI provider's content filter stopped the answer to ${request.task}.`,
    );
  }
  return text;
}
