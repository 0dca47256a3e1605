import { describe, expect, it } from 'vitest';
import { useLocalTable } from '../../testing/local-table';
import type { EndpointName } from '../../shared/api/endpoint-routes';
import { DEFAULT_CALLER_LIMITS } from '../lib/caller-limits';
import { countInHour } from '../lib/rate-limits';
import { HttpError } from './http-error';
import { createRouteLimits, tooManyCallsMessage, type RouteLimitCheck } from './route-limits';

const table = useLocalTable('route-limits-test');

/** The limits of these tests, counted in the table, at a fixed time: 10:48 UTC. */
function limitsAt(at: string, limits: Parameters<typeof createRouteLimits>[0]['limits']) {
  return createRouteLimits({
    limits,
    countInHour: (limit, when) => countInHour(table, limit, when),
    clock: () => new Date(at),
  });
}

/** Each call's outcome: counted, or the refusal's status and words. */
async function outcomes(check: RouteLimitCheck, calls: Parameters<RouteLimitCheck>[]) {
  const results: (string | { status: number; detail: string })[] = [];
  for (const call of calls) {
    try {
      await check(...call);
      results.push('counted');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ status: error.status, detail: error.detail });
    }
  }
  return results;
}

describe('createRouteLimits', () => {
  it('refuses the call past the hour’s limit with 429, saying when to try again', async () => {
    const check = limitsAt('2026-12-01T10:48:30Z', { deploy: { perHour: 3 } });
    const caller = { userId: 'user-refused', sourceIp: '203.0.113.1' };

    const results = await outcomes(check, [
      ['deploy', caller],
      ['deploy', caller],
      ['deploy', caller],
      ['deploy', caller],
    ]);

    expect(results).toEqual([
      'counted',
      'counted',
      'counted',
      {
        status: 429,
        detail: 'Too many deploys from your account this hour. Please try again in 12 minutes.',
      },
    ]);
  });

  it('counts each account apart, and each route apart', async () => {
    const check = limitsAt('2026-12-01T11:05:00Z', {
      deploy: { perHour: 1 },
      githubSave: { perHour: 1 },
    });
    const ann = { userId: 'user-ann', sourceIp: '203.0.113.2' };
    const bob = { userId: 'user-bob', sourceIp: '203.0.113.2' };

    const results = await outcomes(check, [
      ['deploy', ann],
      ['deploy', bob],
      ['githubSave', ann],
      ['deploy', ann],
    ]);

    expect(results.slice(0, 3)).toEqual(['counted', 'counted', 'counted']);
    expect(results[3]).toMatchObject({ status: 429 });
  });

  it('counts a public route by address, and starts again with the next hour', async () => {
    const limits = { submitContact: { perHour: 1 } };
    const visitor = { userId: null, sourceIp: '198.51.100.7' };

    const first = await outcomes(limitsAt('2026-12-01T12:59:30Z', limits), [
      ['submitContact', visitor],
      ['submitContact', visitor],
      ['submitContact', { userId: null, sourceIp: '198.51.100.8' }],
    ]);
    const nextHour = await outcomes(limitsAt('2026-12-01T13:00:10Z', limits), [
      ['submitContact', visitor],
    ]);

    expect(first).toEqual([
      'counted',
      {
        status: 429,
        detail: 'Too many requests from your network this hour. Please try again in 1 minute.',
      },
      'counted',
    ]);
    expect(nextHour).toEqual(['counted']);
  });

  it('counts nothing for a route without a limit', async () => {
    const check = createRouteLimits({
      limits: { deploy: { perHour: 1 } },
      countInHour: () => Promise.reject(new Error('counted a route without a limit')),
      clock: () => new Date(),
    });

    await expect(check('getDeployment', { userId: 'user-x', sourceIp: '::1' })).resolves.toBe(
      undefined,
    );
  });
});

describe('tooManyCallsMessage', () => {
  it('names the calls in words for the costly routes, in whole minutes to the next hour', () => {
    expect(tooManyCallsMessage('githubSave', true, new Date('2026-12-01T10:00:00Z'))).toBe(
      'Too many saves to GitHub from your account this hour. Please try again in 60 minutes.',
    );
    expect(tooManyCallsMessage('createAsset', true, new Date('2026-12-01T10:59:59.500Z'))).toBe(
      'Too many uploads from your account this hour. Please try again in 1 minute.',
    );
  });

  it('has words for every route limited by default, so none is refused as mere "requests"', () => {
    const at = new Date('2026-12-01T10:00:00Z');
    const limited = Object.keys(DEFAULT_CALLER_LIMITS.routes) as EndpointName[];

    expect(limited.length).toBeGreaterThan(0);
    expect(
      limited.filter((route) =>
        tooManyCallsMessage(route, true, at).startsWith('Too many requests'),
      ),
    ).toEqual([]);
  });
});
