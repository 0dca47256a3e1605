import type { IncomingMessage, ServerResponse } from 'node:http';
import { fallbackFunction, type Route } from '../../../functions/routes';
import type { FunctionLoader } from './function-loader';
import { buildHttpEvent } from './http-event';
import { writeGatewayError, writeLambdaResult } from './lambda-result';
import { PayloadTooLargeError, readBody } from '../read-body';
import { createRouteMatcher } from './route-matcher';

/** Verifies a bearer token as API Gateway's JWT authorizer would, returning its claims. */
export type TokenVerifier = (token: string) => Promise<Record<string, unknown>>;

export interface HttpApiOptions {
  routes: readonly Route[];
  loadFunction: FunctionLoader;
  /** Without one, authenticated routes answer 401. */
  verifyToken?: TokenVerifier;
}

/**
 * API Gateway's JWT authorizer hands the claims to the function as strings: numbers and booleans
 * as their text, lists as `[a b]`.
 */
function asAuthorizerClaims(claims: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? value
        : Array.isArray(value)
          ? `[${value.join(' ')}]`
          : typeof value === 'object' && value !== null
            ? JSON.stringify(value)
            : String(value),
    ]),
  );
}

function bearerToken(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1];
}

/** The local HTTP API: the same route table, authorizer rule and handlers as API Gateway. */
export function createHttpApi(options: HttpApiOptions) {
  const match = createRouteMatcher(options.routes);

  async function authorize(request: IncomingMessage, route: Route) {
    if (route.access === 'public') return undefined;
    const token = bearerToken(request);
    if (!token || !options.verifyToken) return null;
    return options.verifyToken(token).then(asAuthorizerClaims, () => null);
  }

  return async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    let body: Buffer;
    try {
      body = await readBody(request);
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        return writeGatewayError(response, 413, 'Request Entity Too Large');
      }
      throw error;
    }
    const method = request.method ?? 'GET';
    const found = match(method, url.pathname);
    const claims = found ? await authorize(request, found.route) : undefined;
    if (claims === null) return writeGatewayError(response, 401, 'Unauthorized');

    const functionId = found?.route.functionId ?? fallbackFunction;
    const event = buildHttpEvent({
      request,
      url,
      body,
      routeKey: found?.route.routeKey ?? '$default',
      pathParameters: found?.pathParameters,
      claims,
    });
    try {
      const handler = await options.loadFunction(functionId);
      writeLambdaResult(response, await handler(event));
    } catch (error) {
      console.error(`[local api] ${functionId} failed on ${method} ${url.pathname}`, error);
      writeGatewayError(response, 500, 'Internal Server Error');
    }
  };
}
