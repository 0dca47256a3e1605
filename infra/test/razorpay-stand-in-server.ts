import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { openLocalRazorpay, type LocalRazorpayOptions } from '../local/razorpay/local-razorpay';

/** A test's own pages next to the stand-in's, on the same origin. */
export type ExtraRoutes = (request: IncomingMessage, response: ServerResponse, url: URL) => boolean;

/** The stand-in on its own HTTP server, as the local gateway mounts it. */
export async function startStandIn(
  options: Partial<LocalRazorpayOptions> = {},
  extraRoutes: ExtraRoutes = () => false,
) {
  const razorpay = await openLocalRazorpay({
    dataDir: null,
    webhookUrl: () => undefined,
    webhookDelayMs: 0,
    log: () => {},
    ...options,
  });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (razorpay.handle(request, response, url) || extraRoutes(request, response, url)) return;
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    razorpay,
    url: `http://127.0.0.1:${port}`,
    /** What RAZORPAY_API_URL would be: the SDK's base URL. */
    apiUrl: `http://127.0.0.1:${port}/_local/razorpay`,
    async close() {
      await razorpay.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The real SDK, pointed at the stand-in the way the credits server points it. */
export function sdkFor(apiUrl: string, keyId: string, keySecret: string): Razorpay {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  // An axios instance, which is a function with properties.
  const http: unknown = Reflect.get(client.api, 'rq');
  const defaults: unknown = typeof http === 'function' ? Reflect.get(http, 'defaults') : undefined;
  if (typeof defaults !== 'object' || defaults === null) throw new Error('No SDK HTTP client');
  Object.assign(defaults, { baseURL: apiUrl });
  return client;
}
