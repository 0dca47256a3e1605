import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import type { CreditSummary, TransactionType } from '../../shared/api/credits-schemas';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { profileKeys } from '../lib/table-keys';
import type { FailedItem, TransactionPart } from '../lib/transactions';

/*
 * The balance: the attributes of the user's Profile item that hold their credits (`credits`,
 * `monthly_credits` and the totals). Only credits sets them: the profile is created with the
 * opening balance of the welcome grant (welcome-grant.ts), and every change after that is
 * `balanceUpdate`. The rest of the item is the profile's (auth/profiles.ts).
 */

/**
 * The credit summary's running totals, kept on the profile next to the balance and moved in the
 * same transaction as it, so one read of the profile is a consistent summary.
 */
export type TotalName = 'total_spent' | 'total_refunded' | 'total_purchased';
export type Totals = Record<TotalName, number>;

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
 * The attribute whose presence says the totals exist. Every balance change requires it, so while
 * a profile has no totals its ledger cannot change, and totals computed from that ledger are exact
 * when they are written.
 */
export const TOTALS_MARKER = 'total_spent' satisfies TotalName;

export function zeroTotals(): Totals {
  return { total_spent: 0, total_refunded: 0, total_purchased: 0 };
}

/** A balance as it was read: the whole balance, and the part of it that is monthly credits. */
export interface AccountBalance {
  credits: number;
  monthly: number;
}

const count = z.number().check(z.int(), z.nonnegative());
const accountSchema = z.object({
  credits: z.number().check(z.int()),
  monthly_credits: z._default(z.number().check(z.int()), 0),
  total_spent: z.optional(count),
  total_refunded: z.optional(count),
  total_purchased: z.optional(count),
});

/** The balance in a profile's old image (a failed condition's), or null without a profile. */
export function balanceIn(item: FailedItem): AccountBalance | null {
  const credits = item?.credits?.N;
  if (credits === undefined) return null;
  return { credits: Number(credits), monthly: Number(item?.monthly_credits?.N ?? 0) };
}

export function hasTotals(item: FailedItem): boolean {
  return item?.[TOTALS_MARKER] !== undefined;
}

/** A balance change as the profile sees it: the entries' amounts and what the attempt read. */
export interface BalanceWrite {
  userId: string;
  /** The balance the change was planned from; null when there was no profile. */
  seen: AccountBalance | null;
  entries: readonly { type: TransactionType; amount: number }[];
  /** The monthly bucket after the change. */
  monthlyAfter: number;
  /** The most the change takes away: the balance must cover it. */
  debit: number;
}

/**
 * The profile's update for a balance change: `credits` and the monthly bucket move by the
 * entries, each entry's size is added to the total its type counts in, on condition that the
 * balance is still the one read (an optimistic lock on the balance itself, whoever wrote it),
 * that it covers the debit (no balance ever goes negative) and that the totals exist. The old
 * image comes back on failure, so a retry needs no second read.
 */
export function balanceUpdate(tableName: string, change: BalanceWrite): TransactionPart {
  const { seen } = change;
  const delta = change.entries.reduce((sum, entry) => sum + entry.amount, 0);
  const sizes = new Map<string, number>();
  for (const entry of change.entries) {
    const total = totalOf[entry.type];
    if (total) sizes.set(total, (sizes.get(total) ?? 0) + Math.abs(entry.amount));
  }
  const totalsSet = [...sizes.keys()].map((total) => `, ${total} = ${total} + :${total}`);
  const monthlyNow =
    (seen?.monthly ?? 0) === 0
      ? '(attribute_not_exists(monthly_credits) OR monthly_credits = :seenMonthly)'
      : 'monthly_credits = :seenMonthly';
  return {
    name: 'balance',
    write: {
      Update: {
        TableName: tableName,
        Key: profileKeys.profile(change.userId),
        UpdateExpression: `SET credits = credits + :delta, monthly_credits = :monthly${totalsSet.join('')}`,
        ConditionExpression: `credits = :seen AND ${monthlyNow} AND credits >= :debit AND attribute_exists(${TOTALS_MARKER})`,
        ExpressionAttributeValues: {
          ':delta': delta,
          ':monthly': change.monthlyAfter,
          ':seen': seen?.credits ?? -1,
          ':seenMonthly': seen?.monthly ?? 0,
          ':debit': change.debit,
          ...Object.fromEntries([...sizes].map(([total, size]) => [`:${total}`, size])),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      },
    },
  };
}

/** The balance with its monthly part and, when asked, whether the totals exist yet. */
async function readAccount(
  { documents, tableName }: TableClient,
  userId: string,
  fields: string,
): Promise<z.infer<typeof accountSchema> | null> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKeys.profile(userId),
      ProjectionExpression: fields,
      ConsistentRead: true,
    }),
  );
  return Item ? accountSchema.parse(Item) : null;
}

/** The balance and its monthly part, as the user sees them now; null without a profile. */
async function accountOf(table: TableClient, userId: string): Promise<AccountBalance | null> {
  const account = await readAccount(table, userId, 'credits, monthly_credits');
  return account && { credits: account.credits, monthly: account.monthly_credits };
}

/** The balance, and whether its totals exist (every balance change needs them). */
async function accountWithTotals(
  table: TableClient,
  userId: string,
): Promise<(AccountBalance & { hasTotals: boolean }) | null> {
  const account = await readAccount(table, userId, `credits, monthly_credits, ${TOTALS_MARKER}`);
  return (
    account && {
      credits: account.credits,
      monthly: account.monthly_credits,
      hasTotals: account[TOTALS_MARKER] !== undefined,
    }
  );
}

/** The balance and its totals from one read; 'noTotals' before they were ever written. */
async function summaryOf(
  table: TableClient,
  userId: string,
): Promise<CreditSummary | 'noTotals' | null> {
  const account = await readAccount(
    table,
    userId,
    'credits, total_spent, total_refunded, total_purchased',
  );
  if (!account) return null;
  if (account.total_spent === undefined) return 'noTotals';
  return {
    current_balance: account.credits,
    total_spent: account.total_spent,
    total_refunded: account.total_refunded ?? 0,
    total_purchased: account.total_purchased ?? 0,
  };
}

/** Writes totals computed elsewhere, only while the profile has none (never overwrites). */
async function writeTotalsOnce(
  { documents, tableName }: TableClient,
  userId: string,
  totals: Totals,
): Promise<void> {
  // Refused when another call wrote them first (or there is no profile): either way nothing to do.
  await ifConditionHolds(
    documents.send(
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
    ),
  );
}

/** Every read and write of the balance on the profile goes through these. */
export function createBalances(table: TableClient) {
  return {
    accountOf: (userId: string) => accountOf(table, userId),
    accountWithTotals: (userId: string) => accountWithTotals(table, userId),
    summaryOf: (userId: string) => summaryOf(table, userId),
    writeTotalsOnce: (userId: string, totals: Totals) => writeTotalsOnce(table, userId, totals),
  };
}

export type Balances = ReturnType<typeof createBalances>;
