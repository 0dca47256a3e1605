import type {
  CreditSummaryResponse,
  ListTransactionsResponse,
} from '../../shared/api/credits-schemas';
import type { TableClient } from '../lib/dynamo-client';
import { createCreditTotals } from './credit-totals';
import { createLedger, toTransaction } from './ledger';

export interface TransactionsQuery {
  limit: number;
  cursor?: string;
}

/**
 * What the credits page reads: the summary (the profile's balance and totals, one consistent
 * read) and the history (the ledger, newest first). Both come from what each balance change wrote
 * in its one transaction, so they always agree with the balance.
 */
export function createCreditHistory(table: TableClient) {
  const totals = createCreditTotals(table);
  const ledger = createLedger(table);
  return {
    async summary(userId: string): Promise<CreditSummaryResponse> {
      return { success: true, summary: await totals.summary(userId) };
    },

    /** Throws InvalidLedgerCursorError for a cursor that is not one of ours. */
    async transactions(
      userId: string,
      query: TransactionsQuery,
    ): Promise<ListTransactionsResponse> {
      const page = await ledger.listPage(userId, query.limit, query.cursor);
      return {
        success: true,
        transactions: page.entries.map(toTransaction),
        next_cursor: page.nextCursor,
      };
    },
  };
}

export type CreditHistory = ReturnType<typeof createCreditHistory>;
