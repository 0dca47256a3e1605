import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerSocketMessage } from '../../../../shared/api/socket-schemas';
import {
  openLiveConnection,
  reconnectDelay,
  RECONNECT_MAX_MS,
  type ConnectionState,
  type LiveConnection,
} from './live-connection';
import { FakeWebSocket } from '../../../../testing/web/generation/fake-web-socket';

const ADDRESS = 'ws://localhost/ws/01J0000000000000000000000A';
const complete: ServerSocketMessage = {
  type: 'complete',
  generation_id: '01JRUN00000000000000000001',
  code: '<h1>Hi</h1>',
  new_balance: 3,
  version: 1,
};

let states: ConnectionState[];
let messages: ServerSocketMessage[];
let connection: LiveConnection;
let token: string | null;
let tickets: number;
let reconnect: boolean;

function open({
  backoffMs = (attempt: number) => attempt * 1000,
  address = async () => `${ADDRESS}?ticket=ticket-${(tickets += 1)}`,
}: { backoffMs?: (attempt: number) => number; address?: () => Promise<string> } = {}) {
  connection = openLiveConnection({
    address,
    getToken: () => Promise.resolve(token),
    onMessage: (message) => messages.push(message),
    onStateChange: (state) => states.push(state),
    shouldReconnect: () => reconnect,
    createSocket: (url) => new FakeWebSocket(url),
    backoffMs,
    openWaitMs: 5000,
  });
}

/** Lets the ticket and token promises and what follows them run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  FakeWebSocket.reset();
  states = [];
  messages = [];
  token = 'id-token-1';
  tickets = 0;
  reconnect = true;
});

afterEach(() => {
  connection.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the live connection', () => {
  it('connects with a ticket and watches the project with the token as soon as it opens', async () => {
    open();
    await settle();
    expect(FakeWebSocket.latest().url).toBe(`${ADDRESS}?ticket=ticket-1`);
    expect(states).toEqual(['connecting']);

    FakeWebSocket.latest().open();
    await settle();

    expect(FakeWebSocket.latest().sent).toEqual([{ token: 'id-token-1', action: 'watch' }]);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('sends a prompt once the socket watches, with a fresh token', async () => {
    open();
    await settle();
    token = 'id-token-2';
    const sent = connection.generate('A bakery');
    await settle();
    expect(connection.sending).toBe(true);
    expect(FakeWebSocket.latest().sent).toEqual([]);

    FakeWebSocket.latest().open();

    expect(await sent).toBe(true);
    expect(connection.sending).toBe(false);
    expect(FakeWebSocket.latest().sent).toEqual([
      { token: 'id-token-2', action: 'watch' },
      { token: 'id-token-2', message: 'A bakery' },
    ]);
  });

  it('gives a prompt up when the socket does not open in time, sending nothing', async () => {
    open();
    await settle();
    const sent = connection.generate('A bakery');

    await vi.advanceTimersByTimeAsync(5000);

    expect(await sent).toBe(false);
    FakeWebSocket.latest().open();
    await settle();
    expect(FakeWebSocket.latest().sent).toEqual([{ token: 'id-token-1', action: 'watch' }]);
  });

  it('hands on the messages the schema accepts and ignores the rest', async () => {
    open();
    await settle();
    const socket = FakeWebSocket.latest();
    socket.open();
    await settle();

    socket.receive('{not json');
    socket.receive({ type: 'complete', code: 'no id' });
    socket.receive({ hello: 'world' });
    socket.receive(complete);
    socket.receive({ error: 'Insufficient credits. Please buy more credits.' });

    expect(messages).toEqual([
      complete,
      { error: 'Insufficient credits. Please buy more credits.' },
    ]);
  });

  it('reconnects with growing waits after drops, each time with a new ticket, and watches again', async () => {
    open();
    await settle();
    FakeWebSocket.latest().drop();
    expect(states.at(-1)).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.latest().url).toBe(`${ADDRESS}?ticket=ticket-2`);

    FakeWebSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(3);

    FakeWebSocket.latest().open();
    await settle();
    expect(FakeWebSocket.latest().sent).toEqual([{ token: 'id-token-1', action: 'watch' }]);
    expect(states.at(-1)).toBe('open');

    // A successful open starts the waits over.
    FakeWebSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeWebSocket.instances).toHaveLength(4);
    expect(FakeWebSocket.latest().url).toBe(`${ADDRESS}?ticket=ticket-4`);
  });

  it('counts a ticket it could not get as a failed attempt, and tries again', async () => {
    let failing = true;
    open({
      address: async () => {
        if (failing) throw new Error('Could not reach the server.');
        return `${ADDRESS}?ticket=ticket-1`;
      },
    });
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(states).toEqual(['connecting', 'reconnecting']);

    failing = false;
    await vi.advanceTimersByTimeAsync(1000);

    expect(FakeWebSocket.latest().url).toBe(`${ADDRESS}?ticket=ticket-1`);
  });

  it('ends, idle, instead of reconnecting when it is no longer wanted', async () => {
    open();
    await settle();
    FakeWebSocket.latest().open();
    await settle();
    reconnect = false;

    FakeWebSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(states).toEqual(['connecting', 'open', 'idle']);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(await connection.generate('A bakery')).toBe(false);
  });

  it('stops for good when closed: no reconnect, no messages', async () => {
    open();
    await settle();
    const socket = FakeWebSocket.latest();
    socket.open();
    await settle();

    connection.close();
    socket.receive(complete);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(socket.readyState).toBe(3);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(messages).toEqual([]);
  });
});

describe('reconnectDelay', () => {
  it('doubles from one second up to a ceiling, with up to half taken off at random', () => {
    expect([1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(reconnectDelay(10, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(1, () => 0)).toBe(500);
  });
});
