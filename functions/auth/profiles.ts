import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import type { User } from '../../shared/api/auth-schemas';
import type { CreditSummary, TransactionType } from '../../shared/api/credits-schemas';
import { WELCOME_CREDITS } from '../../shared/constants';
import { putLedgerEntry, welcomeEntry } from '../credits/ledger';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { profileKeys } from '../lib/table-keys';
import {
  failedPartNamed,
  wasTransactionConflict,
  writeTogether,
  type FailedItem,
  type TransactionPart,
} from '../lib/transactions';

/** A user's profile: who they are to the product, and their credit balance. */
export interface Profile {
  /** The user pool's `sub`: the only user id the product knows. */
  userId: string;
  username: string;
  email: string;
  credits: number;
  photoUrl: string | null;
  /**
   * Whether the user has proved they own the email (always, where the operator does not ask for
   * it, and for an email Google vouches for). Credits cannot be spent until it is true.
   */
  emailVerified: boolean;
  createdAt: Date;
}

export type NewProfile = Omit<Profile, 'credits'>;

const profileItemSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  email: z.string(),
  credits: z.number().check(z.int(), z.nonnegative()),
  photo_url: z.optional(z.nullable(z.string())),
  // Absent on profiles made before addresses were checked: those count as verified.
  email_verified: z._default(z.boolean(), true),
  created_at: z.iso.datetime(),
});

function toItem(profile: Profile) {
  return {
    ...profileKeys.profile(profile.userId),
    entity: 'Profile',
    user_id: profile.userId,
    username: profile.username,
    email: profile.email,
    credits: profile.credits,
    photo_url: profile.photoUrl,
    email_verified: profile.emailVerified,
    created_at: profile.createdAt.toISOString(),
  };
}

function fromItem(item: Record<string, unknown>): Profile {
  const parsed = profileItemSchema.parse(item);
  return {
    userId: parsed.user_id,
    username: parsed.username,
    email: parsed.email,
    credits: parsed.credits,
    photoUrl: parsed.photo_url ?? null,
    emailVerified: parsed.email_verified,
    createdAt: new Date(parsed.created_at),
  };
}

/** The contract's User (requirements §3): the id is the user pool's `sub`. */
export function toUser(profile: Profile): User {
  return {
    id: profile.userId,
    username: profile.username,
    email: profile.email,
    credits: profile.credits,
    photo_url: profile.photoUrl,
    email_verified: profile.emailVerified,
  };
}

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

export interface ProfilesOptions {
  /** Attempts when concurrent transactions on the same items make DynamoDB cancel ours. */
  maxAttempts?: number;
  pause?: (attempt: number) => Promise<void>;
}

function jitteredPause(attempt: number): Promise<void> {
  const ms = Math.random() * 25 * 2 ** attempt;
  return new Promise((resolve) => setTimeout(resolve, ms));
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

/**
 * Whether the user may spend credits as far as their email goes: false only for a profile that
 * still has to verify it (profiles from before verification have no flag and count as verified).
 */
export async function emailVerifiedOf(
  { documents, tableName }: TableClient,
  userId: string,
): Promise<boolean> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKeys.profile(userId),
      ProjectionExpression: 'email_verified',
      ConsistentRead: true,
    }),
  );
  return Item?.email_verified !== false;
}

async function get({ documents, tableName }: TableClient, userId: string) {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKeys.profile(userId),
      ConsistentRead: true,
    }),
  );
  return Item ? fromItem(Item) : null;
}

/**
 * Creates the profile with the welcome credits and their ledger entry, all in one transaction that
 * only succeeds while no profile exists: however many first sign-ins race, one profile is created,
 * credited once, with one entry. The profile is the welcome grant's idempotency key. Resolves to
 * the stored profile, whoever created it, and whether this call did (the account's sign-up).
 */
async function createWithWelcomeCredits(
  table: TableClient,
  { maxAttempts = 5, pause = jitteredPause }: ProfilesOptions,
  newProfile: NewProfile,
): Promise<{ profile: Profile; created: boolean }> {
  const profile: Profile = { ...newProfile, credits: WELCOME_CREDITS };
  const parts: TransactionPart[] = [
    {
      name: 'profile',
      write: {
        Put: {
          TableName: table.tableName,
          // The totals start at zero: the welcome grant is neither spent, refunded nor purchased.
          Item: { ...toItem(profile), ...zeroTotals() },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    putLedgerEntry(table.tableName, welcomeEntry(profile.userId, profile.createdAt)),
  ];
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeTogether(table, parts);
      return { profile, created: true };
    } catch (error) {
      if (failedPartNamed(error, parts, 'profile')) {
        const existing = await get(table, profile.userId);
        if (existing) return { profile: existing, created: false };
      }
      if (!wasTransactionConflict(error) || attempt >= maxAttempts) throw error;
      await pause(attempt);
    }
  }
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

/** The owner of the Profile item: every read and write of it goes through these. */
export function createProfiles(table: TableClient, options: ProfilesOptions = {}) {
  return {
    get: (userId: string): Promise<Profile | null> => get(table, userId),
    createWithWelcomeCredits: (newProfile: NewProfile) =>
      createWithWelcomeCredits(table, options, newProfile),
    accountOf: (userId: string) => accountOf(table, userId),
    accountWithTotals: (userId: string) => accountWithTotals(table, userId),
    summaryOf: (userId: string) => summaryOf(table, userId),
    writeTotalsOnce: (userId: string, totals: Totals) => writeTotalsOnce(table, userId, totals),
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
