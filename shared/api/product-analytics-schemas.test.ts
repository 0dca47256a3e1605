import { describe, expect, it } from 'vitest';
import { PRODUCT_ANALYTICS, productEventBatchSchema } from './product-analytics-schemas';

const accepts = (batch: unknown) => productEventBatchSchema.safeParse(batch).success;

describe('a batch of product events', () => {
  it('takes page views by route template and the funnel steps the app sends', () => {
    expect(
      accepts({
        events: [
          { page: '/' },
          { page: '/workspace/$projectId' },
          { step: 'first_build' },
          { step: 'build_completed' },
        ],
      }),
    ).toBe(true);
  });

  it.each([
    ['a filled-in path', { events: [{ page: '/workspace/01JD3ZK8Q6R9V2W4X5Y7Z8A9BC' }] }],
    ['a query string', { events: [{ page: '/projects?q=bakery' }] }],
    ['a page the app does not have', { events: [{ page: '/admin' }] }],
    ['a step only the server records', { events: [{ step: 'purchase' }] }],
    ['an unknown step', { events: [{ step: 'clicked_button' }] }],
    ['an extra field', { events: [{ page: '/', email: 'a@example.com' }] }],
    ['a page and a step in one event', { events: [{ page: '/', step: 'first_build' }] }],
    ['an identifier beside the events', { events: [{ page: '/' }], visitor: 'abc' }],
    ['no events', { events: [] }],
    [
      'more events than a batch holds',
      { events: Array.from({ length: PRODUCT_ANALYTICS.maxEvents + 1 }, () => ({ page: '/' })) },
    ],
  ])('refuses %s', (_, batch) => {
    expect(accepts(batch)).toBe(false);
  });
});
