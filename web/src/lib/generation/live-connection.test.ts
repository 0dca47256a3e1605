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

const URL = 'ws://localhost/ws/01J0000000000000000000000A';
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

function open(backoffMs = (attempt: number) => attempt * 1000) {
  connection = openLiveConnection({
    url: URL,
    getToken: () => Promise.resolve(token),
    onMessage: (message) => messages.push(message),
    onStateChange: (state) => states.push(state),
    createSocket: (address) => new FakeWebSocket(address),
    backoffMs,
  });
}

/** Lets the token promise and what follows it run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  FakeWebSocket.reset();
  states = [];
  messages = [];
  token = 'id-token-1';
});

afterEach(() => {
  connection.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the live connection', () => {
  it('watches the project with the token as soon as the socket opens', async () => {
    open();
    expect(FakeWebSocket.latest().url).toBe(URL);
    expect(states).toEqual(['connecting']);

    FakeWebSocket.latest().open();
    await settle();

    expect(FakeWebSocket.latest().sent).toEqual([{ token: 'id-token-1', action: 'watch' }]);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('sends a prompt with a fresh token, and nothing before it is watching', async () => {
    open();
    expect(await connection.generate('A bakery')).toBe(false);
    FakeWebSocket.latest().open();
    await settle();
    token = 'id-token-2';

    expect(await connection.generate('A bakery')).toBe(true);

    expect(FakeWebSocket.latest().sent.at(-1)).toEqual({
      token: 'id-token-2',
      message: 'A bakery',
    });
  });

  it('hands on the messages the schema accepts and ignores the rest', async () => {
    open();
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

  it('reconnects with growing waits after drops, and watches again', async () => {
    open();
    FakeWebSocket.latest().drop();
    expect(states.at(-1)).toBe('reconnecting');
    expect(await connection.generate('A bakery')).toBe(false);

    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

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
  });

  it('stops for good when closed: no reconnect, no messages', async () => {
    open();
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
