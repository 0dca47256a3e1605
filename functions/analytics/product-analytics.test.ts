import { describe, expect, it } from 'vitest';
import { PRODUCT_ANALYTICS } from '../../shared/api/product-analytics-schemas';
import {
  countsOf,
  createProductAnalytics,
  ProductEventsError,
  type ProductEventsBeacon,
} from './product-analytics';
import type { ProductCounts } from './product-days';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The analytics over in-memory days and metrics: what they wrote, by day, and published. */
function analytics({ failing = false } = {}) {
  const written: { day: string; counts: ProductCounts }[] = [];
  const published: ProductCounts[] = [];
  const service = createProductAnalytics({
    days: {
      add: async (day, counts) => {
        if (failing) throw new Error('DynamoDB is down');
        written.push({ day, counts });
      },
    },
    metrics: { publish: (counts) => void published.push(counts) },
    clock: () => new Date('2026-03-04T23:59:59Z'),
  });
  return { service, written, published };
}

function batch(overrides: Partial<ProductEventsBeacon> & { events?: unknown } = {}) {
  const { events = [{ page: '/dashboard' }], ...rest } = overrides;
  return {
    contentType: 'text/plain;charset=UTF-8',
    body: Buffer.from(JSON.stringify({ events })),
    headers: { 'user-agent': CHROME },
    ...rest,
  };
}

describe("the SPA's batch of events", () => {
  it("is counted on the day's item and published as metrics: page views by template, steps by name", async () => {
    const { service, written, published } = analytics();
    const events = [
      { page: '/dashboard' },
      { page: '/workspace/$projectId' },
      { page: '/dashboard' },
      { step: 'first_build' },
    ];

    await expect(service.receive(batch({ events }))).resolves.toBe(true);

    const counts = {
      pages: { '/dashboard': 2, '/workspace/$projectId': 1 },
      steps: { first_build: 1 },
    };
    expect(written).toEqual([{ day: '2026-03-04', counts }]);
    expect(published).toEqual([counts]);
  });

  it.each([
    ['Do Not Track', { 'user-agent': CHROME, dnt: '1' }],
    ['Global Privacy Control', { 'user-agent': CHROME, 'sec-gpc': '1' }],
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['a headless browser', { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') }],
    ['a script', { 'user-agent': 'curl/8.5.0' }],
    ['no user agent at all', {}],
  ])('is dropped, counting nothing, from %s', async (_, headers: Record<string, string>) => {
    const { service, written, published } = analytics();

    await expect(service.receive(batch({ headers }))).resolves.toBe(false);

    expect(written).toEqual([]);
    expect(published).toEqual([]);
  });

  it.each([
    ['oversize', { body: Buffer.alloc(PRODUCT_ANALYTICS.maxBytes + 1, 'a') }, 413],
    ['sent as a form', { contentType: 'application/x-www-form-urlencoded' }, 415],
    ['not JSON', { body: Buffer.from('page=/dashboard') }, 400],
    [
      'naming a filled-in path',
      { events: [{ page: '/workspace/01JD3ZK8Q6R9V2W4X5Y7Z8A9BC' }] },
      400,
    ],
    ['naming a step the server records', { events: [{ step: 'purchase' }] }, 400],
  ])('is refused %s, counting nothing', async (_, overrides, status) => {
    const { service, written } = analytics();

    const refusal = await service.receive(batch(overrides)).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ProductEventsError);
    expect(refusal).toMatchObject({ status });
    expect(written).toEqual([]);
  });

  it('is checked before the opt-out: a malformed batch is refused whoever sends it', async () => {
    const { service } = analytics();

    await expect(
      service.receive(batch({ events: [{ page: '/admin' }], headers: { dnt: '1' } })),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('a funnel step the server saw', () => {
  it('is counted once on its day when its request was countable', async () => {
    const { service, written, published } = analytics();

    await service.countStep('purchase', true);

    const counts = { pages: {}, steps: { purchase: 1 } };
    expect(written).toEqual([{ day: '2026-03-04', counts }]);
    expect(published).toEqual([counts]);
  });

  it('is not counted when its user declined tracking', async () => {
    const { service, written, published } = analytics();

    await service.countStep('sign_up', false);

    expect(written).toEqual([]);
    expect(published).toEqual([]);
  });

  it('never fails what it counts: a write that failed is only logged', async () => {
    const { service } = analytics({ failing: true });

    await expect(service.countStep('deploy', true)).resolves.toBeUndefined();
  });
});

describe('countsOf', () => {
  it('sums a batch by page and by step', () => {
    expect(countsOf([{ page: '/' }, { page: '/' }, { step: 'build_completed' }])).toEqual({
      pages: { '/': 2 },
      steps: { build_completed: 1 },
    });
  });
});
