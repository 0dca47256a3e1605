import { z } from 'zod';
import WebSocket from 'ws';
import { loopbackAddress } from '../../tools/local-cloud/gateway/loopback';
import {
  serverSocketMessageSchema,
  type CompleteMessage,
  type ErrorMessage,
  type ServerSocketMessage,
} from '../../shared/api/socket-schemas';
import { socketTicketResponseSchema } from '../../shared/api/project-schemas';
import { callApi } from './local-accounts';
import type { CloudAddresses } from './shared-cloud';

/** A test's end of the live connection: what the SPA does, over a real WebSocket. */
export interface TestSocket {
  /** Every message received so far, parsed with the contract's schema. */
  messages: ServerSocketMessage[];
  send(message: unknown): void;
  watch(token: string): void;
  /** A build message; `agents` is the user's choice from the quote (the default without it). */
  generate(token: string, message: string, agents?: readonly string[]): void;
  /** Resolves with the first received message (from `from` on) that matches. */
  next<T extends ServerSocketMessage>(
    match: (message: ServerSocketMessage) => message is T,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<T>;
  /** Resolves with the run's end: its complete message, or an error. */
  end(options?: { from?: number; timeoutMs?: number }): Promise<CompleteMessage | ErrorMessage>;
  /** Resolves with the close code once the socket is closed, by either end. */
  closed: Promise<number>;
  close(): Promise<void>;
}

export const isComplete = (message: ServerSocketMessage): message is CompleteMessage =>
  'type' in message && message.type === 'complete';
export const isError = (message: ServerSocketMessage): message is ErrorMessage =>
  'error' in message;
const isEnd = (message: ServerSocketMessage): message is CompleteMessage | ErrorMessage =>
  isComplete(message) || isError(message);

const gatewayNotice = z.strictObject({
  message: z.string(),
  connectionId: z.string().optional(),
  requestId: z.string().optional(),
});

/** A ticket that opens the project's live connection once, asked for with the owner's token. */
export async function socketTicketFor(
  cloud: CloudAddresses,
  projectId: string,
  token: string,
): Promise<string> {
  const reply = await callApi(
    cloud,
    'POST',
    `/api/projects/${encodeURIComponent(projectId)}/socket-tickets`,
    { token },
  );
  if (reply.status !== 200) {
    throw new Error(`No socket ticket: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return socketTicketResponseSchema.parse(reply.body).ticket;
}

/** The project's live connection on the local gateway, with a ticket when one is given. */
export function socketAddressOf(cloud: CloudAddresses, projectId: string, ticket?: string) {
  const address = `${cloud.url.replace(/^http/, 'ws')}/ws/${encodeURIComponent(projectId)}`;
  return ticket === undefined ? address : `${address}?ticket=${encodeURIComponent(ticket)}`;
}

/**
 * Opens `/ws/{projectId}` on the local gateway as the SPA does, with a fresh ticket asked for
 * with `token` (the owner's), from `from` (a loopback address of its own unless given).
 */
export async function openTestSocket(
  cloud: CloudAddresses,
  projectId: string,
  token: string,
  { from = loopbackAddress() }: { from?: string } = {},
): Promise<TestSocket> {
  const ticket = await socketTicketFor(cloud, projectId, token);
  const socket = new WebSocket(socketAddressOf(cloud, projectId, ticket), { localAddress: from });
  const messages: ServerSocketMessage[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data: Buffer) => {
    const payload: unknown = JSON.parse(data.toString('utf8'));
    // API Gateway's own notices (a throttled message) are not the product's: the SPA ignores them.
    if (gatewayNotice.safeParse(payload).success) return;
    messages.push(serverSocketMessageSchema.parse(payload));
    for (const waiter of waiters) waiter();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_, response) =>
      reject(new Error(`The socket was refused with ${response.statusCode}`)),
    );
  });

  const client: TestSocket = {
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    watch: (token) => client.send({ token, action: 'watch' }),
    generate: (token, message, agents) =>
      client.send(agents === undefined ? { token, message } : { token, message, agents }),
    next(match, { from = 0, timeoutMs = 20_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.slice(from).find(match);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`No matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    end: (options) => client.next(isEnd, options),
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
  return client;
}
