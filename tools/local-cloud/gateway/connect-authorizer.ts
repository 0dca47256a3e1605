import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import * as z from '../../../shared/zod';
import type { FunctionId } from '../../../functions/function-list';
import type { FunctionLoader } from './function-loader';
import { flattenHeaders, queryParameters } from './http-event';

/** The `$connect` authorizer as the route table declares it (functions/routes.ts). */
export interface ConnectAuthorizerSettings {
  functionId: FunctionId;
  queryParameter: string;
}

/**
 * How a connect was judged, with API Gateway's answers: 401 without the identity source (the
 * function is not called) or when the function throws `Unauthorized`, 403 for a Deny, 500 when
 * the function fails. An allowed connection carries what its routes get as
 * `requestContext.authorizer`: the principal and the context.
 */
export type ConnectVerdict =
  | { status: 200; authorizer?: Record<string, unknown> }
  | { status: 401 | 403 | 500 };

/** The answer API Gateway reads: an IAM policy and, when allowed, a context. */
const authorizationSchema = z.object({
  principalId: z.string(),
  policyDocument: z.object({
    Statement: z.array(
      z.object({
        Action: z.union([z.string(), z.array(z.string())]),
        Effect: z.enum(['Allow', 'Deny']),
        Resource: z.union([z.string(), z.array(z.string())]),
      }),
    ),
  }),
  context: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
});

/** What the local stage's `$connect` is called in policies. */
const METHOD_ARN = 'arn:aws:execute-api:local:000000000000:local/local/$connect';

const listed = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** Allowed when a statement allows invoking this `$connect` and none denies it. */
function allows(authorization: z.infer<typeof authorizationSchema>): boolean {
  const applying = authorization.policyDocument.Statement.filter(
    (statement) =>
      listed(statement.Action).some((action) =>
        ['execute-api:Invoke', 'execute-api:*', '*'].includes(action),
      ) && listed(statement.Resource).some((resource) => [METHOD_ARN, '*'].includes(resource)),
  );
  return (
    applying.some((statement) => statement.Effect === 'Allow') &&
    !applying.some((statement) => statement.Effect === 'Deny')
  );
}

export interface ConnectRequest {
  request: IncomingMessage;
  url: URL;
  connectionId: string;
  identity: { sourceIp: string; userAgent: string };
}

/**
 * Runs the `$connect` Lambda REQUEST authorizer as API Gateway does, before the route's own
 * function: refused connects never reach it, and allowed ones pass it the authorizer's word.
 */
export async function judgeConnect(
  settings: ConnectAuthorizerSettings | undefined,
  loadFunction: FunctionLoader,
  { request, url, connectionId, identity }: ConnectRequest,
): Promise<ConnectVerdict> {
  if (!settings) return { status: 200 };
  if (!url.searchParams.get(settings.queryParameter)) return { status: 401 };
  let result: unknown;
  try {
    const authorizer = await loadFunction(settings.functionId);
    result = await authorizer({
      type: 'REQUEST',
      methodArn: METHOD_ARN,
      headers: flattenHeaders(request),
      queryStringParameters: queryParameters(url.searchParams),
      stageVariables: {},
      requestContext: {
        routeKey: '$connect',
        eventType: 'CONNECT',
        connectionId,
        requestId: randomUUID(),
        apiId: 'local',
        stage: 'local',
        domainName: 'localhost',
        requestTimeEpoch: Date.now(),
        identity,
      },
    });
  } catch (error) {
    if (error instanceof Error && error.message === 'Unauthorized') return { status: 401 };
    console.error('[local ws] the $connect authorizer failed', error);
    return { status: 500 };
  }
  const authorization = authorizationSchema.safeParse(result);
  if (!authorization.success) return { status: 500 };
  if (!allows(authorization.data)) return { status: 403 };
  const { principalId, context } = authorization.data;
  return { status: 200, authorizer: { principalId, ...context } };
}
