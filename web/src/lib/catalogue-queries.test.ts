import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_PACKAGES, PLANS, PRICING_INFO } from '../../../shared/catalogue';
import { packagesQuery, plansQuery, pricingQuery } from './catalogue-queries';

const fetchMock = vi.fn<typeof fetch>();

function respondWith(body: unknown) {
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalogue queries', () => {
  it('loads the plans', async () => {
    respondWith({ success: true, plans: PLANS });

    const plans = await new QueryClient().fetchQuery(plansQuery());

    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/subscriptions/plans');
    expect(plans.map((plan) => plan.name)).toEqual(['Free', 'Starter', 'Pro', 'Enterprise']);
  });

  it('loads the credit packages', async () => {
    respondWith({ success: true, packages: CREDIT_PACKAGES });

    const packages = await new QueryClient().fetchQuery(packagesQuery());

    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/credits/packages');
    expect(packages).toHaveLength(CREDIT_PACKAGES.length);
  });

  it('loads the pricing', async () => {
    respondWith({ success: true, pricing: PRICING_INFO });

    const pricing = await new QueryClient().fetchQuery(pricingQuery());

    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/credits/pricing');
    expect(pricing.agent_costs.Planner).toBe(12);
  });
});
