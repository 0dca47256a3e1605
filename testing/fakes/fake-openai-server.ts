import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { OpenAI } from 'openai';
import * as z from '../../shared/zod';

/**
 * A local HTTP server that speaks the parts of the OpenAI API the agents use (chat completions
 * as JSON and as server-sent events, image generations), so tests drive the real SDK over a real
 * socket. Each test says how it answers.
 */

const chatRequestSchema = z.object({
  model: z.string(),
  stream: z.optional(z.boolean()),
  reasoning_effort: z.optional(z.string()),
  max_completion_tokens: z.optional(z.number()),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  stream_options: z.optional(z.object({ include_usage: z.optional(z.boolean()) })),
  response_format: z.optional(
    z.object({
      type: z.string(),
      json_schema: z.optional(
        z.object({
          name: z.string(),
          strict: z.optional(z.boolean()),
          schema: z.optional(z.unknown()),
        }),
      ),
    }),
  ),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

const imageRequestSchema = z.object({
  model: z.string(),
  prompt: z.string(),
  size: z.optional(z.string()),
  response_format: z.optional(z.string()),
});
export type ImageRequest = z.infer<typeof imageRequestSchema>;

export type FakeAnswer =
  | { content: string; finishReason?: string }
  | { stream: string; chunkSize?: number; finishReason?: string; stallAfterChunks?: number }
  | { refusal: string }
  | { status: number; message: string; code?: string; headers?: Record<string, string> }
  | { hang: true };

/**
 * How the server behaves whatever it answers, as real ones do: time to the first byte, output
 * tokens a second (about four characters each), and what it refuses.
 */
export interface FakeServerProfile {
  latencyMs: number;
  /** 0: as fast as the socket goes. */
  tokensPerSecond: number;
  /** `response_format: json_schema` (OpenAI, vLLM); Ollama's older API and llama.cpp do not. */
  jsonSchema: boolean;
  /** `response_format: json_object`. */
  jsonObject: boolean;
  /** `reasoning_effort` (OpenAI's reasoning models). */
  reasoningEffort: boolean;
}

export const SERVER_PROFILES = {
  /** OpenAI-like: everything supported, fast enough. */
  openai: {
    latencyMs: 0,
    tokensPerSecond: 0,
    jsonSchema: true,
    jsonObject: true,
    reasoningEffort: true,
  },
  /** Ollama-like: no strict schemas, no reasoning effort. */
  ollama: {
    latencyMs: 0,
    tokensPerSecond: 0,
    jsonSchema: false,
    jsonObject: true,
    reasoningEffort: false,
  },
  /** A plain compatible server: not even JSON mode. */
  plain: {
    latencyMs: 0,
    tokensPerSecond: 0,
    jsonSchema: false,
    jsonObject: false,
    reasoningEffort: false,
  },
} as const satisfies Record<string, FakeServerProfile>;

/** One answer as sent: which request, and how much it wrote. */
export interface SentAnswer {
  request: ChatRequest;
  outputTokens: number;
}

type ImageAnswer = { b64: string } | { status: number; message: string };

export interface FakeOpenAi {
  baseURL: string;
  /** How chat completions answer; defaults to a 404. */
  answerChat: (request: ChatRequest) => FakeAnswer | Promise<FakeAnswer>;
  profile: FakeServerProfile;
  /** Every answer the server wrote out, with its size in tokens. */
  sent: SentAnswer[];
  /** How image generations answer: base64 image data, or an error. */
  answerImage: (request: ImageRequest) => ImageAnswer | Promise<ImageAnswer>;
  /** What `GET /v1/models` lists, first first. */
  models: string[];
  chatRequests: ChatRequest[];
  imageRequests: ImageRequest[];
  authorizations: string[];
  /** A real SDK client pointed at this server, without the SDK's own retries. */
  client(options?: { timeoutMs?: number }): OpenAI;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? null : JSON.parse(text);
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function sendError(
  response: ServerResponse,
  status: number,
  message: string,
  code?: string,
  headers?: Record<string, string>,
): void {
  sendJson(
    response,
    status,
    { error: { message, type: 'fake_error', param: null, code: code ?? null } },
    headers,
  );
}

const tokensIn = (text: string): number => Math.ceil(text.length / 4);

function usage(request: ChatRequest, output: string) {
  const prompt = tokensIn(request.messages.map((message) => message.content).join(''));
  const completion = tokensIn(output);
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long `text` takes to write at the profile's rate. */
function writingTime(profile: FakeServerProfile, text: string): number {
  return profile.tokensPerSecond > 0 ? (tokensIn(text) / profile.tokensPerSecond) * 1000 : 0;
}

function completion(
  request: ChatRequest,
  message: { content: string | null; refusal: string | null },
  finishReason: string,
): unknown {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model: request.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', ...message },
        finish_reason: finishReason,
        logprobs: null,
      },
    ],
    usage: usage(request, message.content ?? message.refusal ?? ''),
  };
}

function chunk(model: string, delta: Record<string, string>, finishReason: string | null): string {
  const body = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/**
 * Sends the text in chunks at the profile's rate; with `stallAfterChunks`, stops sending and
 * leaves the stream open. Usage comes last when the request asked for it.
 */
async function sendStream(
  response: ServerResponse,
  request: ChatRequest,
  text: string,
  { chunkSize, finishReason, stallAfterChunks, profile }: StreamOptions,
): Promise<'ended' | 'stalled'> {
  const { model } = request;
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(chunk(model, { role: 'assistant', content: '' }, null));
  for (let i = 0, sent = 0; i < text.length; i += chunkSize, sent++) {
    if (sent === stallAfterChunks) return 'stalled';
    const piece = text.slice(i, i + chunkSize);
    response.write(chunk(model, { content: piece }, null));
    const pause = writingTime(profile, piece);
    await (pause > 0 ? sleep(pause) : new Promise((resolve) => setImmediate(resolve)));
  }
  response.write(chunk(model, {}, finishReason));
  if (request.stream_options?.include_usage) {
    const body = {
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 0,
      model,
      choices: [],
      usage: usage(request, text),
    };
    response.write(`data: ${JSON.stringify(body)}\n\n`);
  }
  response.end('data: [DONE]\n\n');
  return 'ended';
}

interface StreamOptions {
  chunkSize: number;
  finishReason: string;
  stallAfterChunks: number | undefined;
  profile: FakeServerProfile;
}

/** What a server of this profile refuses in the request, as its 400 would say. */
function refusedByProfile(profile: FakeServerProfile, request: ChatRequest): string | null {
  const format = request.response_format?.type;
  if (format === 'json_schema' && !profile.jsonSchema) {
    return "Invalid value for 'response_format': json_schema is not supported by this server.";
  }
  if (format === 'json_object' && !profile.jsonObject) {
    return "Invalid value for 'response_format': json_object is not supported by this server.";
  }
  if (request.reasoning_effort !== undefined && !profile.reasoningEffort) {
    return 'Unrecognized request argument supplied: reasoning_effort';
  }
  return null;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const hanging = new Set<ServerResponse>();
  const fake: Omit<FakeOpenAi, 'baseURL' | 'client' | 'close'> = {
    answerChat: () => ({ status: 404, message: 'No answer set up for this test.' }),
    profile: { ...SERVER_PROFILES.openai },
    sent: [],
    answerImage: () => ({ status: 404, message: 'No image answer set up for this test.' }),
    models: ['fake-model'],
    chatRequests: [],
    imageRequests: [],
    authorizations: [],
  };

  const server = createServer((request, response) => {
    void (async () => {
      fake.authorizations.push(request.headers.authorization ?? '');
      const body = await readJson(request);
      if (request.url === '/v1/models') {
        sendJson(response, 200, {
          object: 'list',
          data: fake.models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })),
        });
      } else if (request.url === '/v1/chat/completions') {
        const chat = chatRequestSchema.parse(body);
        fake.chatRequests.push(chat);
        const { profile } = fake;
        if (profile.latencyMs > 0) await sleep(profile.latencyMs);
        const refused = refusedByProfile(profile, chat);
        const answer: FakeAnswer = refused
          ? { status: 400, message: refused }
          : await fake.answerChat(chat);
        if ('hang' in answer) {
          hanging.add(response);
        } else if ('status' in answer) {
          sendError(response, answer.status, answer.message, answer.code, answer.headers);
        } else if ('stream' in answer) {
          fake.sent.push({ request: chat, outputTokens: tokensIn(answer.stream) });
          const ending = await sendStream(response, chat, answer.stream, {
            chunkSize: answer.chunkSize ?? 256,
            finishReason: answer.finishReason ?? 'stop',
            stallAfterChunks: answer.stallAfterChunks,
            profile,
          });
          if (ending === 'stalled') hanging.add(response);
        } else if ('refusal' in answer) {
          sendJson(
            response,
            200,
            completion(chat, { content: null, refusal: answer.refusal }, 'stop'),
          );
        } else {
          fake.sent.push({ request: chat, outputTokens: tokensIn(answer.content) });
          await sleep(writingTime(profile, answer.content));
          sendJson(
            response,
            200,
            completion(
              chat,
              { content: answer.content, refusal: null },
              answer.finishReason ?? 'stop',
            ),
          );
        }
      } else if (request.url === '/v1/images/generations') {
        const image = imageRequestSchema.parse(body);
        fake.imageRequests.push(image);
        const answer = await fake.answerImage(image);
        if ('status' in answer) sendError(response, answer.status, answer.message);
        else sendJson(response, 200, { created: 0, data: [{ b64_json: answer.b64 }] });
      } else {
        sendError(response, 404, `No fake for ${request.url ?? ''}`);
      }
    })().catch((error: unknown) => {
      sendError(response, 400, error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The fake has no port.');
  const baseURL = `http://127.0.0.1:${address.port}/v1`;

  return Object.assign(fake, {
    baseURL,
    client: ({ timeoutMs }: { timeoutMs?: number } = {}) =>
      new OpenAI({ apiKey: 'test-key', baseURL, maxRetries: 0, timeout: timeoutMs ?? 10_000 }),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  });
}

/** The text of the last user message: what the agent asked. */
export function lastUserMessage(request: ChatRequest | undefined): string {
  if (!request) throw new Error('The model was not asked anything.');
  return request.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
}
