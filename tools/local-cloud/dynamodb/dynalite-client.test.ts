import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDynaliteClient } from './dynalite-client';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * A server that answers each connection's first request and keeps the connection, then drops
 * it, unanswered, when a second request arrives on it: a kept connection closed as it is reused.
 */
async function droppingReusedConnections(): Promise<{ port: number; answered: () => number }> {
  let answered = 0;
  const server = createServer((socket: Socket) => {
    let requests = 0;
    socket.on('data', () => {
      requests += 1;
      if (requests > 1) {
        socket.destroy();
        return;
      }
      answered += 1;
      socket.write(
        'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
          'Connection: keep-alive\r\n\r\n{}',
      );
    });
    socket.on('error', () => {});
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, answered: () => answered };
}

describe('the client of dynalite', () => {
  it('sends a request again on a new connection when its kept one was closed as it was reused', async () => {
    const server = await droppingReusedConnections();
    const client = createDynaliteClient('127.0.0.1', server.port);
    try {
      expect(await client.call('ListTables', {})).toEqual({ statusCode: 200, body: {} });
      expect(await client.call('ListTables', {})).toEqual({ statusCode: 200, body: {} });
      expect(server.answered()).toBe(2);
    } finally {
      client.close();
    }
  });
});
