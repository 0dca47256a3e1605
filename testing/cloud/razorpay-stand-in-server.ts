import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Razorpay from 'razorpay';
import { razorpayClient } from '../../functions/payments/razorpay-sdk';
import {
  openLocalRazorpay,
  type LocalRazorpayOptions,
} from '../../tools/local-cloud/razorpay/local-razorpay';
import { newControlToken } from '../../tools/local-cloud/gateway/control-token';

/** A test's own pages next to the stand-in's, on the same origin. */
export type ExtraRoutes = (request: IncomingMessage, response: ServerResponse, url: URL) => boolean;

/** The stand-in on its own HTTP server, as the local gateway mounts it. */
export async function startStandIn(
  options: Partial<LocalRazorpayOptions> = {},
  extraRoutes: ExtraRoutes = () => false,
) {
  const controlToken = newControlToken();
  const razorpay = await openLocalRazorpay({
    controlToken,
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
    /** The token its checkout page sends, as it would to the local cloud's gateway. */
    controlToken,
    /** What RAZORPAY_API_URL would be: the SDK's base URL. */
    apiUrl: `http://127.0.0.1:${port}/_local/razorpay`,
    async close() {
      await razorpay.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The real SDK, pointed at the stand-in the way the payments function points it. */
export function sdkFor(apiUrl: string, keyId: string, keySecret: string): Razorpay {
  return razorpayClient({ keyId, keySecret }, apiUrl);
}
