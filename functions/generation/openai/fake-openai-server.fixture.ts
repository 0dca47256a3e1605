import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { OpenAI } from 'openai';
import { z } from 'zod';

/**
 * A local HTTP server that speaks the parts of the OpenAI API the agents use (chat completions
 * as JSON and as server-sent events, image generations), so tests drive the real SDK over a real
 * socket. Each test says how it answers.
 */

const chatRequestSchema = z.object({
  model: z.string(),
  stream: z.boolean().optional(),
  reasoning_effort: z.string().optional(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
  response_format: z
    .object({
      type: z.string(),
      json_schema: z.object({ name: z.string(), strict: z.boolean().optional() }).optional(),
    })
    .optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

const imageRequestSchema = z.object({
  model: z.string(),
  prompt: z.string(),
  size: z.string().optional(),
  response_format: z.string().optional(),
});
export type ImageRequest = z.infer<typeof imageRequestSchema>;

export type FakeAnswer =
  | { content: string }
  | { stream: string; chunkSize?: number; finishReason?: string; stallAfterChunks?: number }
  | { status: number; message: string; code?: string }
  | { hang: true };

export interface FakeOpenAi {
  baseURL: string;
  /** How chat completions answer; defaults to a 404. */
  answerChat: (request: ChatRequest) => FakeAnswer;
  /** How image generations answer: base64 image data, or an error. */
  answerImage: (request: ImageRequest) => { b64: string } | { status: number; message: string };
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

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, status: number, message: string, code?: string): void {
  sendJson(response, status, {
    error: { message, type: 'fake_error', param: null, code: code ?? null },
  });
}

function completion(model: string, content: string): unknown {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
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

/** Sends the text in chunks; with `stallAfterChunks`, stops sending and leaves the stream open. */
async function sendStream(
  response: ServerResponse,
  model: string,
  text: string,
  { chunkSize, finishReason, stallAfterChunks }: StreamOptions,
): Promise<'ended' | 'stalled'> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(chunk(model, { role: 'assistant', content: '' }, null));
  for (let i = 0, sent = 0; i < text.length; i += chunkSize, sent++) {
    if (sent === stallAfterChunks) return 'stalled';
    response.write(chunk(model, { content: text.slice(i, i + chunkSize) }, null));
    await new Promise((resolve) => setImmediate(resolve));
  }
  response.write(chunk(model, {}, finishReason));
  response.end('data: [DONE]\n\n');
  return 'ended';
}

interface StreamOptions {
  chunkSize: number;
  finishReason: string;
  stallAfterChunks: number | undefined;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const hanging = new Set<ServerResponse>();
  const fake: Omit<FakeOpenAi, 'baseURL' | 'client' | 'close'> = {
    answerChat: () => ({ status: 404, message: 'No answer set up for this test.' }),
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
        const answer = fake.answerChat(chat);
        if ('hang' in answer) {
          hanging.add(response);
        } else if ('status' in answer) {
          sendError(response, answer.status, answer.message, answer.code);
        } else if ('stream' in answer) {
          const ending = await sendStream(response, chat.model, answer.stream, {
            chunkSize: answer.chunkSize ?? 256,
            finishReason: answer.finishReason ?? 'stop',
            stallAfterChunks: answer.stallAfterChunks,
          });
          if (ending === 'stalled') hanging.add(response);
        } else {
          sendJson(response, 200, completion(chat.model, answer.content));
        }
      } else if (request.url === '/v1/images/generations') {
        const image = imageRequestSchema.parse(body);
        fake.imageRequests.push(image);
        const answer = fake.answerImage(image);
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
