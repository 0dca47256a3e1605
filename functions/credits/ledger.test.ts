import { describe, expect, it } from 'vitest';
import { transactionSchema } from '../../shared/api/credits-schemas';
import { ledgerEntryFromItem, ledgerEntryToItem, toTransaction } from './ledger';
import { welcomeEntry } from './welcome-grant';
import { ledgerKeys } from '../lib/table-keys';

describe('the ledger', () => {
  it("keeps a user's entries in their partition, in time order", () => {
    const earlier = welcomeEntry('sub-1', new Date('2026-01-01T00:00:00Z'));
    const later = welcomeEntry('sub-1', new Date('2026-01-02T00:00:00Z'));
    const [first, second] = [earlier, later].map((entry) => ledgerKeys.entry('sub-1', entry.id));
    expect(first?.PK).toBe('USER#sub-1');
    expect((first?.SK ?? '') < (second?.SK ?? '')).toBe(true);
  });

  it('records the 20 welcome credits as a completed entry with the balance after it', () => {
    const entry = welcomeEntry('sub-1', new Date('2026-01-01T00:00:00Z'));
    expect(entry).toMatchObject({
      type: 'welcome',
      amount: 20,
      operation: 'Welcome credits',
      status: 'completed',
      balanceAfter: 20,
    });
    expect(transactionSchema.parse(toTransaction(entry))).toMatchObject({
      created_at: '2026-01-01T00:00:00.000Z',
      balance_after: 20,
    });
  });

  it('reads back what it writes', () => {
    const entry = welcomeEntry('sub-1', new Date('2026-01-01T00:00:00Z'));
    expect(ledgerEntryFromItem(ledgerEntryToItem(entry))).toEqual(entry);
  });
});
