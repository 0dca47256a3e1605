import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '../../../functions/http/origin-verify-header';

const TEXT_CONTENT = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** Headers as API Gateway passes them: lower-case names, repeated values joined by commas. */
export function flattenHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

export function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (const key of new Set(search.keys())) parameters[key] = search.getAll(key).join(',');
  return Object.keys(parameters).length > 0 ? parameters : undefined;
}

/**
 * What the local gateway, CloudFront's stand-in, proves with that it is in front of the API
 * (ORIGIN_VERIFY_SECRET); everything reaches the functions through it, so it need not be secret.
 */
export const LOCAL_ORIGIN_VERIFY_SECRET = 'local-cloud-gateway';

function viewerAddress(request: IncomingMessage): string {
  const ip = request.socket.remoteAddress ?? '127.0.0.1';
  const port = request.socket.remotePort ?? 0;
  return ip.includes(':') ? `[${ip}]:${port}` : `${ip}:${port}`;
}

export interface HttpEventInput {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
  routeKey: string;
  pathParameters?: Record<string, string>;
  claims?: Record<string, unknown>;
}

/** The payload format 2.0 event API Gateway's HTTP API gives a Lambda integration. */
export function buildHttpEvent(input: HttpEventInput): APIGatewayProxyEventV2 {
  const { request, url, body } = input;
  // CloudFront's own headers (the viewer's address, country…) are never taken from the caller;
  // of them the local cloud knows the address only.
  const headers = Object.fromEntries(
    Object.entries(flattenHeaders(request)).filter(([name]) => !name.startsWith('cloudfront-')),
  );
  headers['cloudfront-viewer-address'] = viewerAddress(request);
  headers[ORIGIN_VERIFY_HEADER] = LOCAL_ORIGIN_VERIFY_SECRET;
  const method = request.method ?? 'GET';
  const isText = body.length === 0 || TEXT_CONTENT.test(headers['content-type'] ?? 'text/plain');
  const now = new Date();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    queryStringParameters: queryParameters(url.searchParams),
    pathParameters: input.pathParameters,
    body: body.length === 0 ? undefined : body.toString(isText ? 'utf8' : 'base64'),
    isBase64Encoded: !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: input.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
  if (headers.cookie) event.cookies = headers.cookie.split(/;\s*/);
  if (input.claims) {
    // What the JWT authorizer adds; the handlers read the caller from here.
    Object.assign(event.requestContext, {
      authorizer: {
        jwt: { claims: input.claims, scopes: null },
        principalId: '',
        integrationLatency: 0,
      },
    });
  }
  return event;
}

/** The request's URL, or undefined when its target is not one (`//[`, say): the caller answers 400. */
export function requestUrlOf(request: IncomingMessage): URL | undefined {
  try {
    return new URL(request.url ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}
