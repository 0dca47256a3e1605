import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** The catalogue changes with a deploy, not during a visit. */
const CATALOGUE_STALE_MS = 10 * 60 * 1000;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  plans: () => [...catalogueKeys.all, 'plans'] as const,
  packages: () => [...catalogueKeys.all, 'packages'] as const,
  pricing: () => [...catalogueKeys.all, 'pricing'] as const,
};

/** Subscription plans (public, no token). */
export function plansQuery() {
  return queryOptions({
    queryKey: catalogueKeys.plans(),
    queryFn: async ({ signal }) => (await api('listPlans', undefined, { signal })).plans,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Credit packages (public, no token). */
export function packagesQuery() {
  return queryOptions({
    queryKey: catalogueKeys.packages(),
    queryFn: async ({ signal }) => (await api('listPackages', undefined, { signal })).packages,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Agent and model credit costs (public, no token). */
export function pricingQuery() {
  return queryOptions({
    queryKey: catalogueKeys.pricing(),
    queryFn: async ({ signal }) => (await api('pricing', undefined, { signal })).pricing,
    staleTime: CATALOGUE_STALE_MS,
  });
}
