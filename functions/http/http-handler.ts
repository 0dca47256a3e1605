import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type {
  EndpointBody,
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  Endpoints,
} from '../../shared/api/endpoints';
import * as z from '../../shared/zod';
import type { FunctionId } from '../function-list';
import { routeTable, type RoutesOf } from '../routes';
import { HttpError, unauthorized } from './http-error';
import { isOperator, NOT_AN_OPERATOR_MESSAGE } from './operator-access';
import { fileResponse, isFile } from './file-response';
import { errorResponse, jsonResponse } from './json-response';
import { callerAddressOf, createOriginCheck, type OriginCheck } from './origin-verify';
import { ORIGIN_VERIFY_HEADER } from './origin-verify-header';
import { routeLimitsFromEnvironment, type RouteLimitCheck } from './route-limits';
import { parseWith, readJsonBody, readRawBody } from './parse-request';
import { logger, observed } from '../lib/observability';

export const NOT_THROUGH_APP_MESSAGE =
  "Call the API through the app's own address, not the API's endpoint.";

export interface HttpRequest<N extends keyof Endpoints> {
  params: EndpointParams<N>;
  query: EndpointQuery<N>;
  body: EndpointBody<N>;
  /** The body's exact bytes, on endpoints declared with `rawBody` (a signed webhook's). */
  rawBody: Endpoints[N] extends { rawBody: true } ? Buffer : undefined;
  /** The verified caller (the token's `sub`); null on public routes. */
  userId: Endpoints[N]['access'] extends 'user' | 'operator' ? string : string | null;
  /**
   * The verified token's claims as the JWT authorizer passes them on (values as strings); empty on
   * public routes. Parse what you need with a schema.
   */
  claims: Readonly<Record<string, unknown>>;
  headers: Record<string, string | undefined>;
  /**
   * The caller's address: the viewer's as CloudFront names it, when the call proves it came
   * through CloudFront (origin-verify.ts); otherwise the one API Gateway saw.
   */
  sourceIp: string;
}

/**
 * The contract's definitions of a function's routes: its area's endpoints (auth-endpoints.ts, …),
 * passed in so that a function loads the schemas of its own routes only.
 */
export type RouteDefinitions<F extends FunctionId> = Pick<Endpoints, RoutesOf<F>>;

export type RouteImplementations<F extends FunctionId> = {
  [N in RoutesOf<F>]: (request: HttpRequest<N>) => Promise<EndpointResponse<N>>;
};

type HttpEvent = APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer;

export type HttpLambdaHandler = (
  event: HttpEvent,
  context?: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

function claimsOf(
  event: APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer,
): Readonly<Record<string, unknown>> {
  if (!('authorizer' in event.requestContext)) return {};
  return event.requestContext.authorizer?.jwt?.claims ?? {};
}

function callerOf(claims: Readonly<Record<string, unknown>>) {
  const sub = claims.sub;
  return typeof sub === 'string' && sub.length > 0 ? sub : null;
}

function parseRequest(
  definition: EndpointDefinition,
  event: APIGatewayProxyEventV2,
  userId: string | null,
  claims: Readonly<Record<string, unknown>>,
  sourceIp: string,
) {
  return {
    params: definition.params
      ? parseWith(definition.params, event.pathParameters ?? {})
      : undefined,
    query: definition.query
      ? parseWith(definition.query, event.queryStringParameters ?? {})
      : undefined,
    body: definition.body ? parseWith(definition.body, readJsonBody(event)) : undefined,
    rawBody: definition.rawBody ? readRawBody(event) : undefined,
    userId,
    claims: userId === null ? {} : claims,
    headers: event.headers,
    sourceIp,
  };
}

/**
 * The adapter every HTTP function uses: finds the endpoint by API Gateway's route key, parses the
 * request with the contract's schemas, calls the implementation, and shapes the reply (the
 * response schema strips anything not in the contract). Errors become `{ detail }` bodies, with
 * any fields the error adds for the client to act on.
 */
export function createHttpHandler<F extends FunctionId>(
  functionId: F,
  definitions: RouteDefinitions<F>,
  implementations: RouteImplementations<F>,
  {
    originCheck = createOriginCheck(),
    routeLimits = routeLimitsFromEnvironment(),
    errors = () => undefined,
  }: {
    /** @default the check against the secret the function was given (none: every call passes) */
    originCheck?: OriginCheck;
    /** @default the costly routes' per-caller limits of CALLER_LIMITS, counted in the table */
    routeLimits?: RouteLimitCheck;
    /**
     * The answer a domain error stands for (a refusal the caller can act on: its status and its
     * words); anything it does not answer is a 500.
     */
    errors?: (error: unknown) => HttpError | undefined;
  } = {},
): HttpLambdaHandler {
  const routes = new Map(
    routeTable
      .filter((route) => route.functionId === functionId)
      .map((route) => [route.routeKey, route]),
  );
  const implementationOf = (name: string) =>
    Object.entries(implementations).find(([key]) => key === name)?.[1] as
      | ((request: unknown) => Promise<unknown>)
      | undefined;

  const definitionOf = (name: string) =>
    Object.entries<EndpointDefinition>(definitions).find(([key]) => key === name)?.[1];

  return observed(handle, (event) => ({
    requestId: event.requestContext.requestId,
    projectId: event.pathParameters?.projectId,
  }));

  async function handle(event: HttpEvent): Promise<APIGatewayProxyStructuredResultV2> {
    const route = routes.get(event.routeKey);
    const implementation = route && implementationOf(route.name);
    const definition = route && definitionOf(route.name);
    if (!route || !implementation || !definition) return errorResponse(404, 'Not found');
    try {
      // On AWS every call must come through our CloudFront: the API's own URL is refused.
      const throughCloudFront = await originCheck(event.headers[ORIGIN_VERIFY_HEADER]);
      if (throughCloudFront === false) throw new HttpError(403, NOT_THROUGH_APP_MESSAGE);
      const claims = claimsOf(event);
      const userId = callerOf(claims);
      if (definition.access !== 'public' && userId === null) throw unauthorized();
      if (definition.access === 'operator' && !isOperator(claims)) {
        throw new HttpError(403, NOT_AN_OPERATOR_MESSAGE);
      }
      const sourceIp = callerAddressOf(event, throughCloudFront === true);
      const request = parseRequest(definition, event, userId, claims, sourceIp);
      await routeLimits(route.name, { userId, sourceIp });
      const result = await implementation(request);
      const body = z.parse(definition.response, result);
      if (definition.file && isFile(body)) return fileResponse(body);
      if (definition.noContent)
        return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
      // Only public reads may be cached; anything else may carry a token or a caller's data.
      const cacheable = definition.access === 'public' && definition.method === 'GET';
      const cache = cacheable ? 'public, max-age=300' : 'no-store';
      return jsonResponse(200, body, { 'cache-control': cache });
    } catch (thrown) {
      const error = thrown instanceof HttpError ? thrown : (errors(thrown) ?? thrown);
      if (error instanceof HttpError)
        return errorResponse(error.status, error.detail, error.fields);
      logger.error(`Unhandled error in ${event.routeKey}`, { error });
      return errorResponse(500, 'Something went wrong. Please try again.');
    }
  }
}
