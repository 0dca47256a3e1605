import type { CreditSummary } from '../../shared/api/credits-schemas';
import type { TableClient } from '../lib/dynamo-client';
import { createBalances, totalOf, zeroTotals } from './balances';
import { createLedger } from './ledger';

/**
 * The credit summary, read from the profile's running totals. Profiles written before the totals
 * existed (older ones may have spends already) get them once, computed from their ledger and
 * written only while still absent, so a concurrent backfill or anything later is never overwritten.
 */
export function createCreditTotals(table: TableClient) {
  const ledger = createLedger(table);
  const balances = createBalances(table);

  async function backfill(userId: string): Promise<void> {
    const totals = zeroTotals();
    for await (const entry of ledger.all(userId)) {
      const total = totalOf[entry.type];
      if (total) totals[total] += Math.abs(entry.amount);
    }
    await balances.writeTotalsOnce(userId, totals);
  }

  return {
    backfill,

    /** The balance and its totals from one consistent read; all zero for a user with no profile. */
    async summary(userId: string): Promise<CreditSummary> {
      let summary = await balances.summaryOf(userId);
      if (summary === 'noTotals') {
        await backfill(userId);
        summary = await balances.summaryOf(userId);
      }
      if (summary === 'noTotals') throw new Error(`The totals of ${userId} could not be written`);
      return (
        summary ?? { current_balance: 0, total_spent: 0, total_refunded: 0, total_purchased: 0 }
      );
    },
  };
}

export type CreditTotals = ReturnType<typeof createCreditTotals>;
