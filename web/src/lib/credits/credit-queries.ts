import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { TRANSACTION_PAGE_SIZE } from '../../../../shared/constants';
import { api } from '../api-client';

export const creditKeys = {
  all: ['credits'] as const,
  summary: () => [...creditKeys.all, 'summary'] as const,
  transactions: () => [...creditKeys.all, 'transactions'] as const,
};

/** Current balance and the totals spent, refunded and purchased (GET /api/credits/summary). */
export function creditSummaryQuery() {
  return queryOptions({
    queryKey: creditKeys.summary(),
    queryFn: async ({ signal }) => (await api('creditSummary', undefined, { signal })).summary,
  });
}

/** The ledger, newest first, 20 at a time; the next page follows the server's cursor (requirements §9). */
export function transactionsQuery() {
  return infiniteQueryOptions({
    queryKey: creditKeys.transactions(),
    queryFn: ({ pageParam, signal }) =>
      api(
        'listTransactions',
        { query: { limit: TRANSACTION_PAGE_SIZE, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
  });
}
