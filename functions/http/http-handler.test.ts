import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { creditsEndpoints } from '../../shared/api/credits-endpoints';
import { HttpError } from './http-error';
import { createHttpHandler } from './http-handler';
import type { RouteCaller } from './route-limits';

/** A signed-in call of `GET /api/credits/transactions`, as API Gateway hands it on. */
function transactionsCall(
  query: Record<string, string> = {},
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const routeKey = 'GET /api/credits/transactions';
  return {
    version: '2.0',
    routeKey,
    rawPath: '/api/credits/transactions',
    rawQueryString: new URLSearchParams(query).toString(),
    queryStringParameters: query,
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: { sub: 'user-ann' }, scopes: [] },
      },
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: 'GET',
        path: '/api/credits/transactions',
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.9',
        userAgent: 'test',
      },
      requestId: 'r1',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}

/** The credits function's adapter with route limits that let `allowed` calls through. */
function creditsHandler(allowed: number) {
  const counted: { route: string; caller: RouteCaller }[] = [];
  const served: string[] = [];
  const handler = createHttpHandler(
    'credits',
    creditsEndpoints,
    {
      creditSummary: () => Promise.reject(new Error('not called here')),
      listTransactions: async ({ userId }) => {
        served.push(userId);
        return { success: true, transactions: [], next_cursor: null };
      },
    },
    {
      originCheck: async () => null,
      routeLimits: async (route, caller) => {
        counted.push({ route, caller });
        if (counted.length > allowed) throw new HttpError(429, 'Too many requests.');
      },
    },
  );
  return { handler, counted, served };
}

describe('createHttpHandler', () => {
  it("counts each call against the caller's account, and never serves a refused one", async () => {
    const { handler, counted, served } = creditsHandler(1);

    const first = await handler(transactionsCall());
    const second = await handler(transactionsCall());

    expect(first.statusCode).toBe(200);
    expect(second).toMatchObject({
      statusCode: 429,
      body: JSON.stringify({ detail: 'Too many requests.' }),
    });
    expect(counted).toEqual([
      { route: 'listTransactions', caller: { userId: 'user-ann', sourceIp: '203.0.113.9' } },
      { route: 'listTransactions', caller: { userId: 'user-ann', sourceIp: '203.0.113.9' } },
    ]);
    expect(served).toEqual(['user-ann']);
  });

  it('answers a domain error with its status and detail, and any fields it adds for the client', async () => {
    class CodeNeeded extends Error {}
    const handler = createHttpHandler(
      'credits',
      creditsEndpoints,
      {
        creditSummary: () => Promise.reject(new Error('not called here')),
        listTransactions: () => Promise.reject(new CodeNeeded()),
      },
      {
        originCheck: async () => null,
        routeLimits: async () => {},
        errors: (error) =>
          error instanceof CodeNeeded
            ? new HttpError(401, 'Enter the code.', { mfa_required: true })
            : undefined,
      },
    );

    const refused = await handler(transactionsCall());

    expect(refused.statusCode).toBe(401);
    expect(JSON.parse(refused.body ?? '')).toEqual({
      detail: 'Enter the code.',
      mfa_required: true,
    });
  });

  it('counts no call the contract refuses: a malformed request costs the caller nothing', async () => {
    const { handler, counted } = creditsHandler(1);

    const refused = await handler(transactionsCall({ limit: 'many' }));

    expect(refused.statusCode).toBe(400);
    expect(counted).toEqual([]);
  });
});
