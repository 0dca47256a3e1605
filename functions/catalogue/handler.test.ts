import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  listPackagesResponseSchema,
  listPlansResponseSchema,
  pricingResponseSchema,
} from '../../shared/api';
import { CREDIT_PACKAGES } from '../../shared/catalogue';
import { handler } from './handler';

function event(routeKey: string): APIGatewayProxyEventV2 {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      requestId: 'r1',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}

function bodyOf(result: Awaited<ReturnType<typeof handler>>): unknown {
  return JSON.parse(result.body ?? '');
}

describe('catalogue handler', () => {
  it('lists the four plans with the free plan at price 0', async () => {
    const result = await handler(event('GET /api/subscriptions/plans'));
    expect(result.statusCode).toBe(200);
    const { plans } = listPlansResponseSchema.parse(bodyOf(result));
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'starter', 'pro', 'enterprise']);
    expect(plans.find((plan) => plan.id === 'free')?.price).toBe(0);
  });

  it('lists the credit packages from the catalogue', async () => {
    const result = await handler(event('GET /api/credits/packages'));
    expect(listPackagesResponseSchema.parse(bodyOf(result)).packages).toEqual(CREDIT_PACKAGES);
    expect(result.headers?.['content-type']).toMatch(/application\/json/);
  });

  it('returns the pricing info with agent and model costs', async () => {
    const { pricing } = pricingResponseSchema.parse(
      bodyOf(await handler(event('GET /api/credits/pricing'))),
    );
    expect(pricing.agent_costs).toMatchObject({ Planner: 12, Frontend: 16, Testing: 10 });
    expect(pricing.model_costs).toHaveProperty('gpt-5');
  });

  it('answers a route it does not serve with a JSON 404', async () => {
    const result = await handler(event('GET /api/credits/summary'));
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result)).toEqual({ detail: 'Not found' });
  });
});
