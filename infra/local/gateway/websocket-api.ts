import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { SocketRouteKey } from '../../../functions/routes';
import type { FunctionId } from '../../../functions/function-list';
import type { FunctionLoader } from './function-loader';
import { flattenHeaders, queryParameters } from './http-event';
import { readBody } from './read-body';

/** API Gateway's cap on one WebSocket frame (32 KB) and one message (128 KB). */
const MAX_MESSAGE_BYTES = 128 * 1024;
const SOCKET_PATH = /^\/ws(?:\/([^/]+))?\/?$/;
const CONNECTIONS_PATH = /^\/(?:@|%40)connections\/([^/]+)$/;

interface Connection {
  socket: WebSocket;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
}

export interface WebSocketApiOptions {
  routes: Partial<Record<SocketRouteKey, FunctionId>>;
  loadFunction: FunctionLoader;
}

/** A connection id shaped like API Gateway's (12 URL-safe characters ending in `=`). */
function newConnectionId(): string {
  return `${randomBytes(8).toString('base64url').slice(0, 11)}=`;
}

function statusOf(result: unknown): number {
  if (typeof result === 'object' && result !== null && 'statusCode' in result) {
    const { statusCode } = result;
    if (typeof statusCode === 'number') return statusCode;
  }
  return 200;
}

/**
 * The local WebSocket API: connections at `/ws` or `/ws/{projectId}` (the project id is also
 * passed as the `projectId` query parameter, which is how it reaches the function on AWS), the
 * `$connect`/`$disconnect`/`$default` routes, and the `@connections` management API that
 * `@aws-sdk/client-apigatewaymanagementapi` calls, unchanged.
 */
export function createWebSocketApi(options: WebSocketApiOptions) {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Map<string, Connection>();

  async function invoke(
    routeKey: SocketRouteKey,
    connectionId: string,
    extra: Record<string, unknown>,
  ) {
    const functionId = options.routes[routeKey];
    if (!functionId) return { statusCode: 200 };
    const handler = await options.loadFunction(functionId);
    const now = Date.now();
    return handler({
      ...extra,
      isBase64Encoded: false,
      requestContext: {
        routeKey,
        eventType:
          routeKey === '$connect'
            ? 'CONNECT'
            : routeKey === '$disconnect'
              ? 'DISCONNECT'
              : 'MESSAGE',
        connectionId,
        messageId: randomUUID(),
        requestId: randomUUID(),
        extendedRequestId: randomUUID(),
        domainName: 'localhost',
        stage: 'local',
        apiId: 'local',
        connectedAt: connections.get(connectionId)?.connectedAt.getTime() ?? now,
        requestTimeEpoch: now,
        messageDirection: 'IN',
      },
    });
  }

  function attach(connectionId: string, socket: WebSocket, request: IncomingMessage) {
    const now = new Date();
    connections.set(connectionId, {
      socket,
      connectedAt: now,
      lastActiveAt: now,
      sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      userAgent: request.headers['user-agent'] ?? '',
    });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      const connection = connections.get(connectionId);
      if (connection) connection.lastActiveAt = new Date();
      const body = Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.isBuffer(data)
          ? data
          : Buffer.from(data);
      invoke('$default', connectionId, {
        body: isBinary ? body.toString('base64') : body.toString('utf8'),
        isBase64Encoded: isBinary,
      }).catch((error: unknown) => console.error('[local ws] $default failed', error));
    });
    socket.on('close', () => {
      connections.delete(connectionId);
      invoke('$disconnect', connectionId, {}).catch((error: unknown) =>
        console.error('[local ws] $disconnect failed', error),
      );
    });
  }

  /** Handles an HTTP upgrade; answers false when the path is not the WebSocket API's. */
  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = SOCKET_PATH.exec(url.pathname);
    if (!path) return false;
    const projectId = path[1] ? decodeURIComponent(path[1]) : undefined;
    if (projectId && !url.searchParams.has('projectId'))
      url.searchParams.set('projectId', projectId);
    const connectionId = newConnectionId();
    invoke('$connect', connectionId, {
      headers: flattenHeaders(request),
      queryStringParameters: queryParameters(url.searchParams),
    })
      .then((result) => {
        const status = statusOf(result);
        if (status < 200 || status > 299) {
          socket.end(`HTTP/1.1 ${status} Forbidden\r\nConnection: close\r\n\r\n`);
          return;
        }
        server.handleUpgrade(request, socket, head, (ws) => attach(connectionId, ws, request));
      })
      .catch((error: unknown) => {
        console.error('[local ws] $connect failed', error);
        socket.end('HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\n\r\n');
      });
    return true;
  }

  function gone(response: ServerResponse) {
    response
      .writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' })
      .end(JSON.stringify({ message: 'GoneException' }));
  }

  /** `POST/GET/DELETE /@connections/{id}`; answers false when the path is not that API's. */
  function handleManagement(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = CONNECTIONS_PATH.exec(url.pathname);
    if (!path?.[1]) return false;
    const connection = connections.get(decodeURIComponent(path[1]));
    const open = connection?.socket.readyState === connection?.socket.OPEN;
    if (!connection || !open) {
      request.resume();
      gone(response);
      return true;
    }
    if (request.method === 'POST') {
      readBody(request, MAX_MESSAGE_BYTES)
        .then((body) => {
          connection.socket.send(body.toString('utf8'), { binary: false });
          response.writeHead(200).end();
        })
        .catch(() =>
          response
            .writeHead(413, { 'content-type': 'application/json' })
            .end(JSON.stringify({ message: 'PayloadTooLargeException' })),
        );
    } else if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          connectedAt: connection.connectedAt.toISOString(),
          lastActiveAt: connection.lastActiveAt.toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
        }),
      );
    } else if (request.method === 'DELETE') {
      connection.socket.close(1000);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
    return true;
  }

  return {
    handleUpgrade,
    handleManagement,
    connectionIds: () => [...connections.keys()],
    close: async () => {
      for (const { socket } of connections.values()) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebSocketApi = ReturnType<typeof createWebSocketApi>;
