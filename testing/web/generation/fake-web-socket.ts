import type { ServerSocketMessage } from '../../../shared/api/socket-schemas';
import type { SocketLike } from '../../../web/src/lib/generation/live-connection';

type Listener = (event: { data: unknown }) => void;

/**
 * A WebSocket the test drives: it opens, receives and drops when told to, and records what the
 * app sent. Install it as the global WebSocket with `vi.stubGlobal('WebSocket', FakeWebSocket)`.
 */
export class FakeWebSocket implements SocketLike {
  static instances: FakeWebSocket[] = [];

  /** The newest socket, the one a live connection uses now. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }

  static reset() {
    FakeWebSocket.instances = [];
  }

  readyState = 0;
  readonly sent: unknown[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close');
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.emit('open');
  }

  /** The server sent a message (any JSON, or raw text). */
  receive(message: ServerSocketMessage | Record<string, unknown> | string): void {
    this.emit('message', typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The connection dropped (the server or the network closed it). */
  drop(): void {
    this.readyState = 3;
    this.emit('error');
    this.emit('close');
  }

  private emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}
