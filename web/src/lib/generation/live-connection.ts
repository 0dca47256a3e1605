import {
  serverSocketMessageSchema,
  type ClientSocketMessage,
  type ServerSocketMessage,
} from '../../../../shared/api/socket-schemas';
import type { AgentName } from '../../../../shared/constants';

/** What the connection needs of a WebSocket; the browser's satisfies it, tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** WebSocket.OPEN, named here so fakes need not define the constants. */
const SOCKET_OPEN = 1;
const NORMAL_CLOSURE = 1000;

/**
 * `connecting` until the socket is open and the watch has been sent; `open` from then on;
 * `reconnecting` after it dropped, until a new socket is open and watching again.
 */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting';

export interface LiveConnectionOptions {
  url: string;
  /** The session token, renewed first when about to lapse; null when signed out. */
  getToken: () => Promise<string | null>;
  onMessage: (message: ServerSocketMessage) => void;
  onStateChange: (state: ConnectionState) => void;
  createSocket?: (url: string) => SocketLike;
  /** The wait before reconnect attempt `attempt` (1, 2, …). */
  backoffMs?: (attempt: number) => number;
}

export interface LiveConnection {
  /**
   * Sends a prompt with the agents the user confirmed (the server's default selection without
   * them); false when the connection was not open (nothing was sent).
   */
  generate(prompt: string, agents?: readonly AgentName[]): Promise<boolean>;
  close(): void;
}

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 15_000;

/** Exponential backoff with jitter, so many tabs dropped at once do not return at once. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

function parseMessage(data: unknown): ServerSocketMessage | null {
  if (typeof data !== 'string') return null;
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = serverSocketMessageSchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/**
 * One workspace's live connection (requirements §7): it watches the project as soon as it opens (so a
 * run under way is replayed to it), reconnects with backoff when it drops, and hands on every
 * message the shared schema accepts; anything else is ignored.
 */
export function openLiveConnection({
  url,
  getToken,
  onMessage,
  onStateChange,
  createSocket = (address) => new globalThis.WebSocket(address),
  backoffMs = (attempt) => reconnectDelay(attempt),
}: LiveConnectionOptions): LiveConnection {
  let socket: SocketLike | null = null;
  let watching = false;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function sendWith(target: SocketLike, message: (token: string) => ClientSocketMessage) {
    const token = await getToken();
    // The token may have taken a renewal's time: the socket must still be the open one.
    if (!token || closed || target !== socket || target.readyState !== SOCKET_OPEN) return false;
    target.send(JSON.stringify(message(token)));
    return true;
  }

  function connect() {
    const current = createSocket(url);
    socket = current;
    watching = false;
    current.addEventListener('open', () => {
      void sendWith(current, (token) => ({ token, action: 'watch' })).then((sent) => {
        if (!sent) return;
        failures = 0;
        watching = true;
        onStateChange('open');
      });
    });
    current.addEventListener('message', (event) => {
      if (current !== socket) return;
      const message = parseMessage(event.data);
      if (message) onMessage(message);
    });
    current.addEventListener('error', () => {
      // Spec §8: a socket error is only logged; the close that follows reconnects.
      console.error('The live connection failed; reconnecting.');
    });
    current.addEventListener('close', () => {
      if (closed || current !== socket) return;
      socket = null;
      watching = false;
      failures += 1;
      onStateChange('reconnecting');
      timer = setTimeout(connect, backoffMs(failures));
    });
  }

  onStateChange('connecting');
  connect();

  return {
    async generate(prompt, agents) {
      if (!socket || !watching) return false;
      return sendWith(socket, (token) =>
        agents === undefined
          ? { token, message: prompt }
          : { token, message: prompt, agents: [...agents] },
      );
    },
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close(NORMAL_CLOSURE);
      socket = null;
    },
  };
}
