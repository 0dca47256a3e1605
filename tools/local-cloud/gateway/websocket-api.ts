import { randomBytes, randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { FunctionId } from '../../../functions/function-list';
import type { SocketRouteKey } from '../../../functions/routes';
import type { FunctionLoader } from './function-loader';
import {
  judgeConnect,
  type ConnectAuthorizerSettings,
  type ConnectRequest,
} from './connect-authorizer';
import { isLoopback } from './loopback';
import { flattenHeaders, queryParameters, requestUrlOf } from './http-event';
import { PayloadTooLargeError, readBody } from '../read-body';
import { safeDecode } from './safe-decode';
import { SOCKET_ROUTE_THROTTLES } from '../../../infra/route-throttles';
import { MAX_SOCKET_MESSAGE_BYTES } from '../../../shared/constants';

const SOCKET_PATH = /^\/ws(?:\/([^/]+))?\/?$/;
const CONNECTIONS_PATH = /^\/(?:@|%40)connections\/([^/]+)$/;

interface Identity {
  sourceIp: string;
  userAgent: string;
}

interface Connection {
  socket: WebSocket;
  identity: Identity;
  connectedAt: Date;
  lastActiveAt: Date;
  /** Messages this connection may still send now (refilled at the route's rate). */
  allowance: number;
  refilledAt: number;
  /** What the `$connect` authorizer said, passed to every route as `requestContext.authorizer`. */
  authorizer?: Record<string, unknown>;
}

/** The `$default` route's budget, applied to each connection: a flood from one socket is dropped. */
const MESSAGE_BUDGET = SOCKET_ROUTE_THROTTLES.$default;

/** Spends one message of the connection's budget; false when there is none left. */
function spendAllowance(connection: Connection, now: number): boolean {
  const refill = ((now - connection.refilledAt) / 1000) * MESSAGE_BUDGET.rateLimit;
  connection.allowance = Math.min(MESSAGE_BUDGET.burstLimit, connection.allowance + refill);
  connection.refilledAt = now;
  if (connection.allowance < 1) return false;
  connection.allowance -= 1;
  return true;
}

export interface WebSocketApiOptions {
  routes: Partial<Record<SocketRouteKey, FunctionId>>;
  /** The Lambda REQUEST authorizer run before `$connect`; none admits every connect. */
  connectAuthorizer?: ConnectAuthorizerSettings;
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

function identityOf(request: IncomingMessage): Identity {
  return {
    sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
    userAgent: request.headers['user-agent'] ?? '',
  };
}

function toBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

function json(response: ServerResponse, status: number, body: unknown, errorType?: string) {
  response
    .writeHead(status, {
      'content-type': 'application/json',
      ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
    })
    .end(JSON.stringify(body));
}

const gone = (response: ServerResponse) =>
  json(response, 410, { message: 'GoneException' }, 'GoneException');

/** Answers an upgrade with an HTTP status instead of a WebSocket, as API Gateway does. */
function refuseUpgrade(socket: Duplex, status: number) {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\n\r\n`);
}

/**
 * The local WebSocket API: connections at `/ws` or `/ws/{projectId}` (the project id is also
 * passed as the `projectId` query parameter, which is how it reaches the function on AWS), the
 * `$connect` authorizer, the `$connect`/`$disconnect`/`$default` routes, and the `@connections`
 * management API that `@aws-sdk/client-apigatewaymanagementapi` calls, unchanged.
 */
export function createWebSocketApi(options: WebSocketApiOptions) {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_MESSAGE_BYTES });
  const connections = new Map<string, Connection>();
  /** Route calls under way, so closing waits for them before the stand-ins behind them stop. */
  const inFlight = new Set<Promise<unknown>>();
  let closing = false;

  function track<T>(call: Promise<T>): Promise<T> {
    inFlight.add(call);
    void call.finally(() => inFlight.delete(call)).catch(() => undefined);
    return call;
  }

  async function invoke(
    routeKey: SocketRouteKey,
    connectionId: string,
    identity: Identity,
    extra: { event?: Record<string, unknown>; context?: Record<string, unknown> } = {},
  ) {
    const functionId = options.routes[routeKey];
    if (!functionId) return { statusCode: 200 };
    const handler = await options.loadFunction(functionId);
    const now = Date.now();
    const connection = connections.get(connectionId);
    const eventType = { $connect: 'CONNECT', $disconnect: 'DISCONNECT', $default: 'MESSAGE' };
    return handler({
      isBase64Encoded: false,
      ...extra.event,
      requestContext: {
        routeKey,
        eventType: eventType[routeKey],
        connectionId,
        messageId: randomUUID(),
        requestId: randomUUID(),
        extendedRequestId: randomUUID(),
        domainName: 'localhost',
        stage: 'local',
        apiId: 'local',
        connectedAt: connection?.connectedAt.getTime() ?? now,
        requestTimeEpoch: now,
        messageDirection: 'IN',
        identity,
        ...(connection?.authorizer ? { authorizer: connection.authorizer } : {}),
        ...extra.context,
      },
    });
  }

  function attach(
    connectionId: string,
    socket: WebSocket,
    identity: Identity,
    authorizer: Record<string, unknown> | undefined,
  ) {
    const now = new Date();
    const connection: Connection = {
      socket,
      identity,
      connectedAt: now,
      lastActiveAt: now,
      allowance: MESSAGE_BUDGET.burstLimit,
      refilledAt: now.getTime(),
      authorizer,
    };
    connections.set(connectionId, connection);
    // A frame over the limit or a broken frame: ws closes this socket (1009, 1002…) and reports it
    // here; unheard, the error would end the whole process.
    socket.on('error', () => socket.terminate());
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.lastActiveAt = new Date();
      if (!spendAllowance(connection, Date.now())) {
        // What API Gateway answers a throttled message with; the message goes nowhere.
        socket.send(JSON.stringify({ message: 'Too Many Requests', connectionId }));
        return;
      }
      const body = toBuffer(data);
      track(
        invoke('$default', connectionId, identity, {
          event: {
            body: isBinary ? body.toString('base64') : body.toString('utf8'),
            isBase64Encoded: isBinary,
          },
        }),
      ).catch((error: unknown) => console.error('[local ws] $default failed', error));
    });
    socket.on('close', (code: number, reason: Buffer) => {
      connections.delete(connectionId);
      if (closing) return;
      track(
        invoke('$disconnect', connectionId, identity, {
          context: { disconnectStatusCode: code, disconnectReason: reason.toString('utf8') },
        }),
      ).catch((error: unknown) => console.error('[local ws] $disconnect failed', error));
    });
  }

  /** Handles an HTTP upgrade; answers false when the path is not the WebSocket API's. */
  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = requestUrlOf(request);
    const path = url && SOCKET_PATH.exec(url.pathname);
    if (!url || !path) return false;
    const projectId = path[1] === undefined ? '' : safeDecode(path[1]);
    if (projectId === undefined) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return true;
    }
    if (projectId && !url.searchParams.has('projectId')) {
      url.searchParams.set('projectId', projectId);
    }
    const connectionId = newConnectionId();
    const identity = identityOf(request);
    connect({ request, url, connectionId, identity })
      .then((outcome) => {
        if (outcome.status < 200 || outcome.status > 299) {
          refuseUpgrade(socket, outcome.status);
          return;
        }
        if (closing || socket.destroyed) return;
        server.handleUpgrade(request, socket, head, (ws) =>
          attach(connectionId, ws, identity, outcome.authorizer),
        );
      })
      .catch((error: unknown) => {
        console.error('[local ws] $connect failed', error);
        refuseUpgrade(socket, 500);
      });
    return true;
  }

  /** The authorizer's verdict, then (when allowed) the `$connect` route's answer. */
  async function connect(
    connecting: ConnectRequest,
  ): Promise<{ status: number; authorizer?: Record<string, unknown> }> {
    const verdict = await judgeConnect(options.connectAuthorizer, options.loadFunction, connecting);
    if (verdict.status !== 200) return verdict;
    const { request, url, connectionId, identity } = connecting;
    const result = await invoke('$connect', connectionId, identity, {
      event: {
        headers: flattenHeaders(request),
        queryStringParameters: queryParameters(url.searchParams),
      },
      context: verdict.authorizer ? { authorizer: verdict.authorizer } : {},
    });
    return { status: statusOf(result), authorizer: verdict.authorizer };
  }

  function post(request: IncomingMessage, response: ServerResponse, connection: Connection) {
    readBody(request, MAX_SOCKET_MESSAGE_BYTES)
      .then((body) => {
        if (connection.socket.readyState !== connection.socket.OPEN) return gone(response);
        connection.socket.send(body.toString('utf8'), { binary: false }, (error) =>
          error ? gone(response) : response.writeHead(200).end(),
        );
      })
      .catch((error: unknown) =>
        error instanceof PayloadTooLargeError
          ? json(response, 413, { message: 'Payload too large' }, 'PayloadTooLargeException')
          : json(response, 400, { message: 'Could not read the body' }, 'BadRequestException'),
      );
  }

  /** `POST/GET/DELETE /@connections/{id}`; answers false when the path is not that API's. */
  function handleManagement(request: IncomingMessage, response: ServerResponse, url: URL) {
    const path = CONNECTIONS_PATH.exec(url.pathname);
    if (!path?.[1]) return false;
    if (!isLoopback(request.socket.remoteAddress)) {
      request.resume();
      json(response, 403, { message: 'Forbidden' }, 'ForbiddenException');
      return true;
    }
    const connectionId = safeDecode(path[1]);
    const connection = connectionId === undefined ? undefined : connections.get(connectionId);
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      request.resume();
      gone(response);
      return true;
    }
    if (request.method === 'POST') {
      post(request, response, connection);
    } else if (request.method === 'GET') {
      json(response, 200, {
        connectedAt: connection.connectedAt.toISOString(),
        lastActiveAt: connection.lastActiveAt.toISOString(),
        identity: connection.identity,
      });
    } else if (request.method === 'DELETE') {
      connection.socket.close(1000);
      response.writeHead(204).end();
    } else {
      json(response, 405, { message: 'Method not allowed' });
    }
    return true;
  }

  return {
    handleUpgrade,
    handleManagement,
    connectionIds: () => [...connections.keys()],
    close: async () => {
      // The stand-ins behind the functions stop next: no $disconnect calls into them.
      closing = true;
      await Promise.allSettled([...inFlight]);
      for (const { socket } of connections.values()) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebSocketApi = ReturnType<typeof createWebSocketApi>;
