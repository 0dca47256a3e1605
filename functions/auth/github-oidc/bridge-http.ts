import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { NOT_THROUGH_APP_MESSAGE } from '../../http/http-handler';
import { errorResponse, jsonResponse } from '../../http/json-response';
import { createOriginCheck, type OriginCheck } from '../../http/origin-verify';
import { ORIGIN_VERIFY_HEADER } from '../../http/origin-verify-header';
import { readRawBody } from '../../http/parse-request';
import { logger } from '../../lib/observability';
import { routeTable, type RoutesOf } from '../../routes';
import type { BridgeDeps } from './bridge-deps';
import { BrowserRefusal, OAuthRefusal } from './bridge-errors';
import { jwks, openIdConfiguration } from './provider-documents';
import { authorize, callback } from './sign-in-redirects';
import { token, userInfo } from './token-endpoints';

type BridgeRoute = RoutesOf<'githubOidc'>;
type Result = APIGatewayProxyStructuredResultV2;

export const NOT_CONFIGURED_MESSAGE = 'GitHub sign-in is not configured on this deployment.';

/** Keys and the discovery document change only with a deployment: caches may keep them. */
const PUBLIC_DOCUMENT = { 'cache-control': 'public, max-age=3600' };
/** Tokens and claims are never stored on the way (RFC 6749 §5.1). */
const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function redirect(location: string): Result {
  return { statusCode: 302, headers: { location, 'cache-control': 'no-store' } };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The page a browser gets when the bridge cannot send it on: what happened, what to do. */
export function refusalPage(status: number, message: string): Result {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>GitHub sign-in could not continue</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937;background:#f9fafb}main{max-width:32rem;padding:2rem}h1{font-size:1.25rem}</style>
</head><body><main><h1>GitHub sign-in could not continue</h1><p>${escapeHtml(message)}</p></main></body></html>`;
  return {
    statusCode: status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
    body,
  };
}

const bodyOf = (event: APIGatewayProxyEventV2) => readRawBody(event).toString('utf8');
const queryOf = (event: APIGatewayProxyEventV2) => event.queryStringParameters ?? {};

/** Each route's step, and how its answer goes back. */
const steps: Record<
  BridgeRoute,
  (deps: BridgeDeps, event: APIGatewayProxyEventV2) => Promise<Result>
> = {
  githubOidcDiscovery: async (deps) =>
    jsonResponse(200, openIdConfiguration(deps), PUBLIC_DOCUMENT),
  githubOidcJwks: async (deps) => jsonResponse(200, await jwks(deps), PUBLIC_DOCUMENT),
  githubOidcAuthorize: async (deps, event) => redirect(await authorize(deps, queryOf(event))),
  githubOidcCallback: async (deps, event) => redirect(await callback(deps, queryOf(event))),
  githubOidcToken: async (deps, event) =>
    jsonResponse(
      200,
      await token(deps, { form: bodyOf(event), authorization: event.headers.authorization }),
      NO_STORE,
    ),
  githubOidcUserInfo: async (deps, event) =>
    jsonResponse(
      200,
      await userInfo(deps, { authorization: event.headers.authorization }),
      NO_STORE,
    ),
  githubOidcUserInfoPost: async (deps, event) =>
    jsonResponse(
      200,
      await userInfo(deps, { authorization: event.headers.authorization, form: bodyOf(event) }),
      NO_STORE,
    ),
};

function isBridgeRoute(name: string): name is BridgeRoute {
  return Object.hasOwn(steps, name);
}

/** The bridge's routes by API Gateway's route key, from the route table. */
const routeNames = new Map(
  routeTable.flatMap((route) =>
    route.functionId === 'githubOidc' && isBridgeRoute(route.name)
      ? [[route.routeKey, route.name] as const]
      : [],
  ),
);

const BROWSER_ROUTES: ReadonlySet<BridgeRoute> = new Set([
  'githubOidcAuthorize',
  'githubOidcCallback',
]);

/** A failure as its caller reads it: OAuth's JSON for Cognito, a page for a browser. */
function failureResult(route: BridgeRoute, error: unknown): Result {
  if (error instanceof OAuthRefusal) {
    // The code and the route only: never the request, which carries codes, tokens and secrets.
    logger.warn('Refused a GitHub sign-in step', { route, error: error.error });
    return jsonResponse(
      error.status,
      { error: error.error, error_description: error.description },
      { ...error.headers, ...NO_STORE },
    );
  }
  if (error instanceof BrowserRefusal) {
    logger.warn('Refused a GitHub sign-in redirect', { route });
    return refusalPage(400, error.description);
  }
  logger.error('GitHub sign-in step failed', { route, error });
  if (BROWSER_ROUTES.has(route)) {
    return refusalPage(500, 'Something went wrong. Please sign in with GitHub again.');
  }
  return jsonResponse(
    500,
    { error: 'server_error', error_description: 'Something went wrong. Please try again.' },
    NO_STORE,
  );
}

/**
 * The bridge's HTTP adapter: the route by API Gateway's route key, its step, its answer. Without
 * settings (GitHub sign-in off) every route says it is not configured. Its issuer is the app's
 * address, so Cognito and browsers call it through the app distribution: a call that did not come
 * through it (the API's own address) is refused, as every other function refuses one.
 */
export function createBridgeHandler(
  deps: BridgeDeps | null,
  originCheck: OriginCheck = createOriginCheck(),
) {
  return async (event: APIGatewayProxyEventV2): Promise<Result> => {
    const route = routeNames.get(event.routeKey);
    if (!route) return errorResponse(404, 'Not found');
    if (!deps) return errorResponse(404, NOT_CONFIGURED_MESSAGE);
    try {
      if ((await originCheck(event.headers[ORIGIN_VERIFY_HEADER])) === false) {
        return BROWSER_ROUTES.has(route)
          ? refusalPage(403, NOT_THROUGH_APP_MESSAGE)
          : errorResponse(403, NOT_THROUGH_APP_MESSAGE);
      }
      return await steps[route](deps, event);
    } catch (error) {
      return failureResult(route, error);
    }
  };
}
