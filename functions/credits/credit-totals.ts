import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { CreditSummary, TransactionType } from '../../shared/api/credits-schemas';
import { profileKeys } from '../auth/profiles';
import type { TableClient } from '../lib/dynamo-client';
import { createLedger } from './ledger';

/**
 * The summary's running totals, kept on the profile item next to the balance and moved in the same
 * transaction as it (credit-account.ts), so one read of the profile is a consistent summary.
 */
export type TotalName = 'total_spent' | 'total_refunded' | 'total_purchased';
export const TOTAL_NAMES: readonly TotalName[] = [
  'total_spent',
  'total_refunded',
  'total_purchased',
];

/**
 * Which total an entry of each type adds its size to. Subscription grants are paid-for credits,
 * so they count as purchased; the welcome grant and expiries are in the balance only.
 */
export const totalOf: Record<TransactionType, TotalName | null> = {
  welcome: null,
  purchase: 'total_purchased',
  subscription: 'total_purchased',
  spend: 'total_spent',
  refund: 'total_refunded',
  expiry: null,
};

/**
 * The attribute whose presence says the totals exist. Every balance change requires it (see
 * credit-account.ts), so while a profile has no totals its ledger cannot change, and totals
 * computed from that ledger are exact when they are written.
 */
export const TOTALS_MARKER = 'total_spent' satisfies TotalName;

export type Totals = Record<TotalName, number>;

const count = z.number().int().nonnegative();
const accountItemSchema = z.object({
  credits: count,
  total_spent: count.optional(),
  total_refunded: count.optional(),
  total_purchased: count.optional(),
});

export function zeroTotals(): Totals {
  return { total_spent: 0, total_refunded: 0, total_purchased: 0 };
}

/**
 * Totals for profiles written before they existed (profiles.ts creates a profile with its welcome
 * grant only, and older profiles may have spends already): computed once from the ledger and
 * written only while still absent, so a concurrent backfill or anything later is never overwritten.
 */
export function createCreditTotals(table: TableClient) {
  const { documents, tableName } = table;
  const ledger = createLedger(table);

  async function backfill(userId: string): Promise<void> {
    const totals = zeroTotals();
    for await (const entry of ledger.all(userId)) {
      const total = totalOf[entry.type];
      if (total) totals[total] += Math.abs(entry.amount);
    }
    try {
      await documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: profileKeys.profile(userId),
          UpdateExpression:
            'SET total_spent = :spent, total_refunded = :refunded, total_purchased = :purchased',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#marker)',
          ExpressionAttributeNames: { '#marker': TOTALS_MARKER },
          ExpressionAttributeValues: {
            ':spent': totals.total_spent,
            ':refunded': totals.total_refunded,
            ':purchased': totals.total_purchased,
          },
        }),
      );
    } catch (error) {
      // Another call wrote them first (or there is no profile): either way nothing to do.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }

  async function readSummary(userId: string): Promise<CreditSummary | 'noTotals' | null> {
    const { Item } = await documents.send(
      new GetCommand({
        TableName: tableName,
        Key: profileKeys.profile(userId),
        ProjectionExpression: 'credits, total_spent, total_refunded, total_purchased',
        ConsistentRead: true,
      }),
    );
    if (!Item) return null;
    const account = accountItemSchema.parse(Item);
    if (account.total_spent === undefined) return 'noTotals';
    return {
      current_balance: account.credits,
      total_spent: account.total_spent,
      total_refunded: account.total_refunded ?? 0,
      total_purchased: account.total_purchased ?? 0,
    };
  }

  return {
    backfill,

    /** The balance and its totals from one consistent read; all zero for a user with no profile. */
    async summary(userId: string): Promise<CreditSummary> {
      let summary = await readSummary(userId);
      if (summary === 'noTotals') {
        await backfill(userId);
        summary = await readSummary(userId);
      }
      if (summary === 'noTotals') throw new Error(`The totals of ${userId} could not be written`);
      return (
        summary ?? { current_balance: 0, total_spent: 0, total_refunded: 0, total_purchased: 0 }
      );
    },
  };
}

export type CreditTotals = ReturnType<typeof createCreditTotals>;
