import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routeTable, socketRoutes } from '../../../functions/routes';
import { createFunctionLoader } from './function-loader';
import { createHttpApi, type TokenVerifier } from './http-api';
import { createLambdaApi } from './lambda-api';
import { createWebApp, type WebMode } from './web-app';
import { createWebSocketApi } from './websocket-api';

export interface LocalGatewayOptions {
  host: string;
  port: number;
  web: WebMode;
  verifyToken?: TokenVerifier;
  /**
   * More local services on the same origin (the Cognito stand-in, the outbox, `/config.json`),
   * asked in order before the web app; each answers false for paths that are not its own.
   */
  services?: readonly LocalService[];
}

/** A loopback or wildcard address is browsed as localhost (tokens name it as their issuer). */
function publicHostOf(host: string): string {
  return ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(host) ? 'localhost' : host;
}

export type LocalService = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => boolean;

/**
 * One origin for the whole product on one machine: the SPA, `/api/*` through the shared route
 * table, the WebSocket API at `/ws`, its `@connections` management API, the Lambda Invoke API for
 * the stand-ins, and the local services given.
 */
export async function startLocalGateway(options: LocalGatewayOptions) {
  const loadFunction = createFunctionLoader();
  const httpApi = createHttpApi({
    routes: routeTable,
    loadFunction,
    verifyToken: options.verifyToken,
  });
  const webSocketApi = createWebSocketApi({ routes: socketRoutes, loadFunction });
  const lambdaApi = createLambdaApi({ loadFunction });
  const services = options.services ?? [];

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (webSocketApi.handleManagement(request, response, url)) return;
    if (lambdaApi(request, response, url)) return;
    if (services.some((service) => service(request, response, url))) return;
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      httpApi(request, response, url).catch((error: unknown) => {
        console.error('[local api] request failed', error);
        if (!response.headersSent) response.writeHead(500).end();
      });
      return;
    }
    webApp.handle(request, response);
  });
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    if (webSocketApi.handleUpgrade(request, socket, head)) return;
    // Vite's hot-reload socket has its own upgrade listener; nothing else is served here.
    const protocol = request.headers['sec-websocket-protocol'] ?? '';
    if (options.web === 'dev' && protocol.startsWith('vite-')) return;
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });

  // Requests arrive only after listen(), by when the web app exists.
  const webApp = await createWebApp(options.web, server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    url: `http://${publicHostOf(options.host)}:${port}`,
    connectionIds: webSocketApi.connectionIds,
    async close() {
      await webApp.close();
      await webSocketApi.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LocalGateway = Awaited<ReturnType<typeof startLocalGateway>>;
