import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

export const subscriptionKeys = {
  all: ['subscription'] as const,
  status: () => [...subscriptionKeys.all, 'status'] as const,
};

/** The signed-in user's subscription; status 'none' when they never subscribed. */
export function subscriptionStatusQuery() {
  return queryOptions({
    queryKey: subscriptionKeys.status(),
    queryFn: async ({ signal }) =>
      (await api('subscriptionStatus', undefined, { signal })).subscription,
  });
}
