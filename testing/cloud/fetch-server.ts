import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../../tools/local-cloud/read-body';

/** A `fetch`-shaped double (a fake of an outside service) as a server on this machine. */
export type FetchHandler = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Serves a fetch-shaped fake over HTTP, for code that reaches the service by its URL (the local
 * cloud's functions): each request becomes the fake's call, its Response the answer.
 */
export async function serveFetch(handler: FetchHandler) {
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = `http://127.0.0.1:${port}${request.url ?? '/'}`;
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const answer = await handler(url, {
        method: request.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body: body.toString('utf8') } : {}),
      });
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
