import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/** The signed-in user with the current credit balance (GET /api/auth/me). */
export function meQuery() {
  return queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: ({ signal }) => api('me', undefined, { signal }),
  });
}
