import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../../tools/local-cloud/read-body';

export interface ReceivedWebhook {
  body: string;
  signature: string;
  eventId: string;
}

/** The product's webhook, as a test server that records what Razorpay sends it. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    readBody(request)
      .then((body) => {
        received.push({
          body: body.toString('utf8'),
          signature: String(request.headers['x-razorpay-signature']),
          eventId: String(request.headers['x-razorpay-event-id']),
        });
        response.writeHead(200).end('{"ok":true}');
      })
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payments/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A JSON POST, answered with its status and parsed body. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
