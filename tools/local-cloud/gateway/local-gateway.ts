import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  functionList,
  type FunctionId,
  type StateMachineFunctionId,
} from '../../../functions/function-list';
import { routeTable, socketConnectAuthorizer, socketRoutes } from '../../../functions/routes';
import {
  createLocalStepFunctions,
  STATES_PATH,
  type LocalStateMachine,
} from '../stepfunctions/local-step-functions';
import { createFunctionLoader, type LoadedHandler } from './function-loader';
import { startLocalSchedules, type LocalScheduleSettings } from './local-schedules';
import { keepIdleConnectionsLikeAws } from '../idle-connections';
import { isLocalCall } from './loopback';
import { carriesControlToken, changesState, CONTROL_TOKEN_REFUSAL } from './control-token';
import { createHttpApi, type TokenVerifier } from './http-api';
import {
  localSiteSubdomainOf,
  siteBeaconApiPath,
  siteFormApiPath,
} from '../../../infra/sites/site-paths';
import { requestUrlOf } from './http-event';
import { createLambdaApi } from './lambda-api';
import { createWebApp, type WebMode } from './web-app';
import { createWebSocketApi } from './websocket-api';

export interface LocalGatewayOptions {
  host: string;
  port: number;
  web: WebMode;
  /** The built SPA `web: 'dist'` serves. @default `web/dist` */
  webDist?: string;
  /** Settles once `webDist` is built, when it is still being made (see LocalCloudOptions). */
  webReady?: Promise<void>;
  verifyToken?: TokenVerifier;
  /**
   * More local services on the same origin (the Cognito and Razorpay stand-ins, the outbox,
   * `/config.json`), asked in order before the web app; each answers false for paths that are
   * not its own.
   */
  services?: readonly LocalService[];
  /** The Step Functions API's state machines (by ARN) and how their Tasks run. */
  stepFunctions?: LocalGatewayStepFunctions;
  /**
   * Deployed sites, asked first: it answers requests for a site's host (`{subdomain}.localhost`),
   * which must never reach the product's own routes, and false for any other host.
   */
  sites?: LocalService;
  /**
   * The app's firewall, asked before the app's own paths (a site's host never meets it, as the
   * sites distribution has none): it answers the requests it stops.
   */
  firewall?: LocalService;
  /**
   * The site a Host names (a custom domain's site, or `{subdomain}.localhost`), for its forms.
   * @default the subdomain label alone
   */
  siteLabelOf?: (host: string | undefined) => string | null;
  /**
   * This start's control token (control-token.ts): a call that changes state under `/_local/`
   * without it is refused, unless `withoutControlToken` lets it through.
   */
  controlToken: string;
  /**
   * The state-changing `/_local/` calls answered without the control token: the product's own
   * calls to the stand-ins' APIs, and forms whose service checks the token in the form. The
   * gateway's own Step Functions API is the product's too. @default none
   */
  withoutControlToken?: (request: IncomingMessage, url: URL) => boolean;
  /** How long a connection may take to send its request's headers. @default HEADERS_TIMEOUT_MS */
  headersTimeoutMs?: number;
}

export interface LocalGatewayStepFunctions {
  stateMachines: Readonly<Record<string, LocalStateMachine>>;
  /** Run instead of a function's module, e.g. to give tests their own models or failures. */
  taskHandlers?: Partial<Record<StateMachineFunctionId, LoadedHandler>>;
  /** Wait between Task retries in ms instead of the definition's backoff (tests). */
  retryIntervalMs?: number;
  /** Folder that keeps the executions across restarts; none keeps them in memory. */
  dataDir?: string | null;
  /** Hold each StartExecution this long (the crash test). @default 0 */
  startDelayMs?: number;
}

function isFunctionId(name: string): name is FunctionId {
  return Object.hasOwn(functionList, name);
}

function isStateMachineFunctionId(id: FunctionId): id is StateMachineFunctionId {
  return functionList[id].invokedBy === 'stateMachine';
}

/** A loopback or wildcard address is browsed as localhost (tokens name it as their issuer). */
function publicHostOf(host: string): string {
  return ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(host) ? 'localhost' : host;
}

/**
 * The HTTP API's paths on the one origin: the app's calls, and the GitHub sign-in bridge (which
 * Cognito and browsers call at the API's own URL on AWS).
 */
const API_PREFIXES = ['/api', '/oidc'];
/** The local cloud's own endpoints: the stand-ins' APIs and pages, the outbox, the controls. */
const LOCAL_PREFIX = '/_local/';

/**
 * The AWS APIs the gateway serves outside `/_local/` for the stand-ins and the functions: the
 * Lambda Invoke API (the user pool's triggers) and `@connections`. Like `/_local/`, they answer
 * only this machine by name and no other site's page.
 */
const AWS_API_PATHS = [/^\/2015-03-31\/functions\//, /^\/(?:@|%40)connections\//];

function isLocalOnlyPath(path: string): boolean {
  return path.startsWith(LOCAL_PREFIX) || AWS_API_PATHS.some((pattern) => pattern.test(path));
}

/**
 * How long a connection may take to send a request's headers, counted from its first byte (or,
 * when it sends nothing, from its opening): then it is answered 408 and closed. Browsers and SDKs
 * send their headers at once, so 15 s is ample on a busy laptop, and a page that opens hundreds of
 * connections and trickles their headers cannot hold the gateway for long.
 */
export const HEADERS_TIMEOUT_MS = 15_000;

/**
 * How often Node looks for connections past the headers limit (it checks on this timer only, 30 s
 * by default, which would let a slow connection live twice the limit): a fraction of the limit,
 * and at most a second.
 */
function connectionsCheckingIntervalOf(headersTimeoutMs: number): number {
  return Math.max(10, Math.min(1000, Math.floor(headersTimeoutMs / 4)));
}

/** The Step Functions API the product's socket function calls (StartExecution, StopExecution). */
function isStatesApiPath(url: URL): boolean {
  return url.pathname === STATES_PATH || url.pathname === `${STATES_PATH}/`;
}

/** What a client whose request could not be read is told, before its connection is closed. */
function clientErrorResponse(error: Error): string {
  const code = 'code' in error ? error.code : undefined;
  const status =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? '408 Request Timeout'
      : code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request';
  return `HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`;
}

export type LocalService = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => boolean;

/**
 * One origin for the whole product on one machine: the SPA, `/api/*` and `/oidc/*` through the
 * shared route table, the WebSocket API at `/ws`, its `@connections` management API, the Lambda Invoke API for
 * the stand-ins, the Step Functions API at `/_local/states`, and the local services given.
 */
export async function startLocalGateway(options: LocalGatewayOptions) {
  const loadFunction = createFunctionLoader();
  const httpApi = createHttpApi({
    routes: routeTable,
    loadFunction,
    verifyToken: options.verifyToken,
  });
  const webSocketApi = createWebSocketApi({
    routes: socketRoutes,
    connectAuthorizer: socketConnectAuthorizer,
    loadFunction,
  });
  const lambdaApi = createLambdaApi({ loadFunction });
  const taskHandlers = options.stepFunctions?.taskHandlers ?? {};
  const stepFunctions = await createLocalStepFunctions({
    stateMachines: options.stepFunctions?.stateMachines ?? {},
    retryIntervalMs: options.stepFunctions?.retryIntervalMs,
    dataDir: options.stepFunctions?.dataDir ?? null,
    startDelayMs: options.stepFunctions?.startDelayMs,
    async invokeFunction(name, payload) {
      if (!isFunctionId(name)) throw new Error(`Function not found: ${name}`);
      const override = isStateMachineFunctionId(name) ? taskHandlers[name] : undefined;
      const handler = override ?? (await loadFunction(name));
      return handler(payload);
    },
  });
  const services = options.services ?? [];

  /**
   * A form posted on a site (`{subdomain}.localhost/_forms/{form}`), or its page-view beacon
   * (`/_a`), goes to the API with the site's label in the path, as the sites distribution's
   * behaviours send them on AWS.
   */
  function siteForm(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    const label = (options.siteLabelOf ?? localSiteSubdomainOf)(request.headers.host);
    const path =
      label &&
      request.method === 'POST' &&
      (siteFormApiPath(label, url.pathname) ?? siteBeaconApiPath(label, url.pathname));
    if (!path) return false;
    const apiUrl = new URL(url);
    apiUrl.pathname = path;
    httpApi(request, response, apiUrl).catch((error: unknown) => fail(response, error));
    return true;
  }

  /**
   * Why a call to the local cloud's own endpoints is refused, if it is: not from this machine by
   * name, or from another site's page; or changing state without this start's control token.
   */
  function localCallRefusal(request: IncomingMessage, url: URL): string | undefined {
    if (!isLocalCall(request.headers, listeningPort)) {
      return "The local cloud's own endpoints answer only this machine, by name, and its own pages";
    }
    const exempt =
      !url.pathname.startsWith(LOCAL_PREFIX) ||
      !changesState(request.method) ||
      isStatesApiPath(url) ||
      (options.withoutControlToken?.(request, url) ?? false);
    if (!exempt && !carriesControlToken(request, options.controlToken)) {
      return CONTROL_TOKEN_REFUSAL;
    }
    return undefined;
  }

  function route(request: IncomingMessage, response: ServerResponse, url: URL) {
    const refusal = isLocalOnlyPath(url.pathname) ? localCallRefusal(request, url) : undefined;
    if (refusal) {
      request.resume();
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(refusal);
      return;
    }
    if (siteForm(request, response, url)) return;
    if (options.sites?.(request, response, url)) return;
    if (options.firewall?.(request, response, url)) return;
    if (webSocketApi.handleManagement(request, response, url)) return;
    if (lambdaApi(request, response, url)) return;
    if (stepFunctions.handle(request, response, url)) return;
    if (services.some((service) => service(request, response, url))) return;
    if (
      API_PREFIXES.some(
        (prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`),
      )
    ) {
      httpApi(request, response, url).catch((error: unknown) => fail(response, error));
      return;
    }
    webApp.handle(request, response);
  }

  /** A request a path failed on is answered 500 and the gateway goes on serving everyone else. */
  function fail(response: ServerResponse, error: unknown) {
    // A client that hung up mid-request is no failure of ours.
    const hungUp = error instanceof Error && 'code' in error && error.code === 'ECONNRESET';
    if (!hungUp) console.error('[local gateway] request failed', error);
    if (!response.headersSent) response.writeHead(500).end();
    else response.destroy();
  }

  const headersTimeout = options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const serverOptions = {
    headersTimeout,
    connectionsCheckingInterval: connectionsCheckingIntervalOf(headersTimeout),
  };
  const server = keepIdleConnectionsLikeAws(
    createServer(serverOptions, (request: IncomingMessage, response: ServerResponse) => {
      const url = requestUrlOf(request);
      if (!url) {
        request.resume();
        response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
        return;
      }
      try {
        route(request, response, url);
      } catch (error) {
        fail(response, error);
      }
    }),
  );
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    try {
      if (webSocketApi.handleUpgrade(request, socket, head)) return;
      // Vite's hot-reload socket has its own upgrade listener; nothing else is served here.
      const protocol = request.headers['sec-websocket-protocol'] ?? '';
      if (options.web === 'dev' && protocol.startsWith('vite-')) return;
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    } catch (error) {
      console.error('[local gateway] upgrade failed', error);
      socket.end('HTTP/1.1 500 Internal Server Error\r\nConnection: close\r\n\r\n');
    }
  });
  // A client that sends bytes HTTP cannot parse, or its headers too slowly, is told so, as any
  // server would, and its connection is destroyed, not only ended: the server's sockets allow
  // half-open connections, so after an end() a client that never ends its own side would go on
  // holding the connection.
  server.on('clientError', (error: Error, socket: Duplex) => {
    if (socket.writable) socket.write(clientErrorResponse(error));
    socket.destroy();
  });

  // Requests arrive only after listen(), by when the web app exists.
  const webApp = await createWebApp(options.web, server, options.webDist, options.webReady);
  // Known once the server listens; no request arrives before.
  let listeningPort = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  listeningPort = port;
  let schedules: ReturnType<typeof startLocalSchedules> | undefined;

  return {
    port,
    url: `http://${publicHostOf(options.host)}:${port}`,
    connectionIds: webSocketApi.connectionIds,
    /** Fails the executions a previous process left running; call once the functions can run. */
    recoverExecutions: () => stepFunctions.recover(),
    /** Starts the functions' schedules; call once the functions can run. */
    startSchedules(settings?: LocalScheduleSettings) {
      schedules ??= startLocalSchedules(loadFunction, settings);
    },
    async close() {
      await schedules?.stop();
      await webApp.close();
      await stepFunctions.close();
      await webSocketApi.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LocalGateway = Awaited<ReturnType<typeof startLocalGateway>>;
