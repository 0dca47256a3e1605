import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newControlToken } from './control-token';
import { startLocalGateway, type LocalGateway } from './local-gateway';

/** The test's own headers limit: short, so no test waits the real one. */
const LIMIT_MS = 300;

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway({
    host: '127.0.0.1',
    port: 0,
    web: 'none',
    controlToken: newControlToken(),
    headersTimeoutMs: LIMIT_MS,
  });
});
afterAll(() => gateway.close());

interface SlowClient {
  /** What the gateway sent it. */
  received(): string;
  /** Resolves with the ms from opening to the gateway dropping the connection. */
  dropped: Promise<number>;
  stop(): void;
}

/**
 * A client that never closes its side of the connection (as a hostile page's connections need
 * not): it sends `start`, then a header line every 50 ms, or nothing at all, and keeps sending a
 * byte once the gateway has ended its side, so it learns (by a reset) when the gateway really let
 * go of the connection rather than only stopped writing to it.
 */
function slowClient(port: number, start: string | null): SlowClient {
  const opened = Date.now();
  const socket: Socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const write = (text: string) => {
    if (!socket.destroyed) socket.write(text);
  };
  if (start !== null) write(start);
  const drip = setInterval(() => {
    if (start !== null || socket.readableEnded) write(start === null ? '\r\n' : 'X-Slow: 1\r\n');
  }, 50);
  const dropped = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(drip);
      resolve(Date.now() - opened);
    }),
  );
  return {
    received: () => received,
    dropped,
    stop() {
      clearInterval(drip);
      socket.destroy();
    },
  };
}

/** Resolves with the value, or with undefined once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}

describe('the local gateway against slow clients', () => {
  it('drops connections that trickle their headers or send nothing, and answers others meanwhile', async () => {
    const trickling = Array.from({ length: 20 }, () =>
      slowClient(gateway.port, 'GET / HTTP/1.1\r\nHost: localhost\r\n'),
    );
    const silent = slowClient(gateway.port, null);
    try {
      const answered = await fetch(`http://127.0.0.1:${gateway.port}/`);
      expect(answered.status).toBe(404);

      for (const client of [...trickling, silent]) {
        const droppedAfter = await within(client.dropped, LIMIT_MS + 2000);
        expect(droppedAfter, 'the gateway still held the connection').toBeDefined();
        expect(droppedAfter).toBeLessThan(LIMIT_MS + 1500);
      }
      expect(trickling[0]?.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(silent.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    } finally {
      for (const client of [...trickling, silent]) client.stop();
    }
  });
});
