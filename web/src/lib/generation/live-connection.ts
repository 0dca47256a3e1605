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
 * `idle` with no socket (none is needed, or it dropped and is not wanted back); `connecting` until
 * a socket is open and the watch has been sent; `open` from then on; `reconnecting` after it
 * dropped, until a new socket is open and watching again.
 */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface LiveConnectionOptions {
  /**
   * Where each new socket connects, with a fresh single-use ticket: asked for before every
   * attempt, the first and each reconnect (a ticket opens one socket, within a minute).
   */
  address: () => Promise<string>;
  /** The session token, renewed first when about to lapse; null when signed out. */
  getToken: () => Promise<string | null>;
  onMessage: (message: ServerSocketMessage) => void;
  onStateChange: (state: ConnectionState) => void;
  /**
   * Asked after each drop (with the drops in a row so far): false ends the connection (`idle`)
   * instead of reconnecting. @default always reconnect
   */
  shouldReconnect?: (failures: number) => boolean;
  createSocket?: (url: string) => SocketLike;
  /** The wait before reconnect attempt `attempt` (1, 2, …). */
  backoffMs?: (attempt: number) => number;
  /** How long a prompt waits for the socket to open before it is given up. */
  openWaitMs?: number;
}

export interface LiveConnection {
  /**
   * Sends a prompt with the agents the user confirmed (the server's default selection without
   * them) once the socket is open and watching, waiting up to `openWaitMs` for it; false when it
   * could not be sent (nothing was).
   */
  generate(prompt: string, agents?: readonly AgentName[]): Promise<boolean>;
  /** A prompt is waiting for the socket to open. */
  readonly sending: boolean;
  close(): void;
}

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 15_000;
export const OPEN_WAIT_MS = 20_000;

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
 * Prompts waiting for a socket to open: each told true once it watches, false if it never does
 * within `waitMs` (or the connection ends).
 */
function openWaiters(waitMs: number) {
  const waiting = new Set<(open: boolean) => void>();
  return {
    wait: () =>
      new Promise<boolean>((resolve) => {
        const done = (open: boolean) => {
          clearTimeout(giveUp);
          waiting.delete(done);
          resolve(open);
        };
        const giveUp = setTimeout(() => done(false), waitMs);
        waiting.add(done);
      }),
    settle(open: boolean) {
      for (const done of [...waiting]) done(open);
    },
    get size() {
      return waiting.size;
    },
  };
}

/**
 * One workspace's live connection (requirements §7), opened while a run needs it: each socket
 * connects with a ticket of its own, watches the project as soon as it opens (so a run under way
 * is replayed to it), reconnects with backoff when it drops while still wanted, and hands on
 * every message the shared schema accepts; anything else is ignored.
 */
export function openLiveConnection({
  address,
  getToken,
  onMessage,
  onStateChange,
  shouldReconnect = () => true,
  createSocket = (url) => new globalThis.WebSocket(url),
  backoffMs = (attempt) => reconnectDelay(attempt),
  openWaitMs = OPEN_WAIT_MS,
}: LiveConnectionOptions): LiveConnection {
  let socket: SocketLike | null = null;
  let watching = false;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waiting = openWaiters(openWaitMs);

  function whenWatching(): Promise<boolean> {
    if (closed) return Promise.resolve(false);
    return watching ? Promise.resolve(true) : waiting.wait();
  }

  async function sendWith(target: SocketLike, message: (token: string) => ClientSocketMessage) {
    const token = await getToken();
    // The token may have taken a renewal's time: the socket must still be the open one.
    if (!token || closed || target !== socket || target.readyState !== SOCKET_OPEN) return false;
    target.send(JSON.stringify(message(token)));
    return true;
  }

  function end() {
    closed = true;
    clearTimeout(timer);
    socket?.close(NORMAL_CLOSURE);
    socket = null;
    watching = false;
    waiting.settle(false);
  }

  function dropped() {
    socket = null;
    watching = false;
    if (closed) return;
    failures += 1;
    if (!shouldReconnect(failures)) {
      end();
      onStateChange('idle');
      return;
    }
    onStateChange('reconnecting');
    timer = setTimeout(() => void connect(), backoffMs(failures));
  }

  function listen(current: SocketLike) {
    current.addEventListener('open', () => {
      void sendWith(current, (token) => ({ token, action: 'watch' })).then((sent) => {
        if (!sent) return;
        failures = 0;
        watching = true;
        onStateChange('open');
        waiting.settle(true);
      });
    });
    current.addEventListener('message', (event) => {
      if (current !== socket) return;
      const message = parseMessage(event.data);
      if (message) onMessage(message);
    });
    current.addEventListener('error', () => {
      // Spec §8: a socket error is only logged; the close that follows decides what next.
      console.error('The live connection failed.');
    });
    current.addEventListener('close', () => {
      if (closed || current !== socket) return;
      dropped();
    });
  }

  async function connect() {
    let url: string;
    try {
      url = await address();
    } catch (error) {
      // No ticket (the network, or the session): a failed attempt like a refused connect.
      console.error('The live connection could not get a ticket.', error);
      if (!closed) dropped();
      return;
    }
    if (closed) return;
    const current = createSocket(url);
    socket = current;
    watching = false;
    listen(current);
  }

  onStateChange('connecting');
  void connect();

  return {
    async generate(prompt, agents) {
      if (!(await whenWatching()) || !socket) return false;
      return sendWith(socket, (token) =>
        agents === undefined
          ? { token, message: prompt }
          : { token, message: prompt, agents: [...agents] },
      );
    },
    get sending() {
      return waiting.size > 0;
    },
    close: end,
  };
}
