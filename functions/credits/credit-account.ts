import { TransactionCanceledException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TransactionRun, TransactionType } from '../../shared/api/credits-schemas';
import { profileKeys } from '../auth/profiles';
import type { TableClient } from '../lib/dynamo-client';
import { createCreditTotals, totalOf, TOTALS_MARKER } from './credit-totals';
import {
  createLedger,
  generationEntryIds,
  ledgerKeys,
  putLedgerEntry,
  type LedgerEntry,
  type TransactItem,
} from './ledger';

export const INSUFFICIENT_CREDITS_MESSAGE = 'Insufficient credits. Please buy more credits.';

/** A debit the balance cannot cover. Nothing was written. */
export class InsufficientCreditsError extends Error {
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(INSUFFICIENT_CREDITS_MESSAGE);
    this.name = 'InsufficientCreditsError';
  }
}

/** A refund larger than the debit it gives back, or for a debit that was never made. */
export class RefundExceedsSpendError extends Error {
  constructor(readonly generationId: string) {
    super(`A refund for ${generationId} must follow its debit and not exceed it`);
    this.name = 'RefundExceedsSpendError';
  }
}

/** The same entry id was used before for a different change: a bug in the caller, never retried. */
export class LedgerEntryConflictError extends Error {
  constructor(readonly entryId: string) {
    super(`Ledger entry ${entryId} already records a different change`);
    this.name = 'LedgerEntryConflictError';
  }
}

/** The old image DynamoDB returns with a failed condition (`ReturnValuesOnConditionCheckFailure`). */
export type FailedItem = Record<string, AttributeValue> | undefined;

/** Writes that must happen with a balance change or not at all (a project's run lock, say). */
export interface Alongside {
  items: readonly TransactItem[];
  /** The error for `items[index]`'s failed condition, given the item as it was. */
  refused: (index: number, item: FailedItem) => Error;
}

export interface BalanceChange {
  userId: string;
  /** The idempotency key: a change with an id already in the ledger is never applied again. */
  entryId: string;
  type: TransactionType;
  /** Positive adds credits, negative spends them. */
  amount: number;
  operation: string;
  at: Date;
  /** Recorded on the entry: what it settles outside the ledger (a purchase's order id). */
  reference?: string;
  /** Recorded on the entry: the generation it paid for or gave back. */
  run?: TransactionRun;
  alongside?: Alongside;
}

export interface BalanceChangeResult {
  entry: LedgerEntry;
  balanceAfter: number;
  /** False when the entry was already there: a retry, answered with the first attempt's result. */
  applied: boolean;
}

export interface CreditAccountOptions {
  /** Attempts while other writes keep moving the balance between our read and our write. */
  maxAttempts?: number;
  pause?: (attempt: number) => Promise<void>;
}

const PROFILE_ACTION = 0;
const FIRST_LEDGER_ACTION = 1;

function jitteredPause(attempt: number): Promise<void> {
  const ms = Math.random() * 10 * 2 ** Math.min(attempt, 6);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A balance as it was read: the whole balance, and the part of it that is monthly credits. */
export interface AccountBalance {
  credits: number;
  monthly: number;
}

function balanceIn(item: FailedItem): AccountBalance | null {
  const credits = item?.credits?.N;
  if (credits === undefined) return null;
  return { credits: Number(credits), monthly: Number(item?.monthly_credits?.N ?? 0) };
}

function hasTotals(item: FailedItem): boolean {
  return item?.[TOTALS_MARKER] !== undefined;
}

const accountSchema = z.object({
  credits: z.number().int(),
  monthly_credits: z.number().int().default(0),
  [TOTALS_MARKER]: z.number().optional(),
});

function positiveCredits(amount: number, what: string): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new RangeError(`${what} must be a positive whole number of credits, got ${amount}`);
  }
}

export interface ReserveRequest {
  userId: string;
  generationId: string;
  amount: number;
  operation: string;
  run?: TransactionRun;
  at: Date;
  alongside?: Alongside;
}

export interface RefundRequest {
  userId: string;
  generationId: string;
  amount: number;
  reason: string;
  run?: TransactionRun;
  at: Date;
  alongside?: Alongside;
}

/** What a change does, worked out from the balance an attempt read. */
interface PlannedChange {
  /** The ledger entries it writes, in order, each with its exact balance after. */
  entries: LedgerEntry[];
  /** The monthly bucket after the change. */
  monthlyAfter: number;
  /** The most the change takes away: the balance must cover it. */
  debit: number;
}

/** A change written (as planned from the balance read), or a replay of one already written. */
type Applied = { plan: PlannedChange } | { replayed: BalanceChangeResult };

/**
 * Replacing the monthly bucket: a subscription's renewal (the new month's credits, `grant`) or its
 * end (no grant). Whatever is left of the old bucket expires first, with an entry of its own.
 */
export interface MonthlyReplacement {
  userId: string;
  grant: { amount: number; operation: string; reference?: string } | null;
  expiryOperation: string;
  at: Date;
  /** A fresh ULID per entry, so the history keeps time order. */
  newId: () => string;
  /** The subscription's own record moves with it; its condition is what makes this happen once. */
  alongside: Alongside;
}

/**
 * A user's balance and ledger, changed together. Every change is ONE TransactWriteItems:
 *
 * 0. Update the profile: `credits = credits + :delta`, the monthly bucket, and the summary total
 *    each entry's type counts in (credit-totals.ts), on condition
 *    `credits = :seen AND monthly_credits = :seenMonthly AND credits >= :debit AND
 *    attribute_exists(total_spent)`;
 * 1. Put the ledger entries (usually one), each on condition `attribute_not_exists(PK)` (an
 *    entry's id is the idempotency key of the change it records);
 * 2… whatever must happen with it (`alongside`).
 *
 * `:seen` is the balance this attempt read. The condition makes it an optimistic lock on the
 * balance itself, so each entry's `balance_after` is exactly the balance the write leaves: if
 * anything moved the balance in between (whoever wrote it, with or without this module), the
 * transaction is cancelled and retried with the balance DynamoDB returns as the failed
 * condition's old image. `credits >= :debit` is the money rule that no debit may make a balance
 * negative; it is checked in the write, not from the read. A version counter would only catch
 * writers that bump it; comparing the balance catches every writer. A profile without its totals
 * yet gets them from its ledger first (`backfill`), and no change is made before that.
 *
 * The balance has two parts: `monthly_credits`, a subscription's credits for the current period,
 * replaced at each renewal (what is left expires, with an 'expiry' entry), and the rest
 * (welcome and purchased credits), which never expires. Spending draws on the monthly part
 * first; a refund gives back to it what its spend drew from it. So `0 <= monthly <= credits`.
 */
export function createCreditAccount(
  table: TableClient,
  { maxAttempts = 12, pause = jitteredPause }: CreditAccountOptions = {},
) {
  const { documents, tableName } = table;
  const ledger = createLedger(table);
  const totals = createCreditTotals(table);

  /** The balance, with the totals backfilled first if the profile has none yet. */
  async function balanceWithTotals(userId: string): Promise<AccountBalance | null> {
    const { Item } = await documents.send(
      new GetCommand({
        TableName: tableName,
        Key: profileKeys.profile(userId),
        ProjectionExpression: `credits, monthly_credits, ${TOTALS_MARKER}`,
        ConsistentRead: true,
      }),
    );
    if (!Item) return null;
    const account = accountSchema.parse(Item);
    if (account[TOTALS_MARKER] === undefined) await totals.backfill(userId);
    return { credits: account.credits, monthly: account.monthly_credits };
  }

  async function balanceOf(userId: string): Promise<number | null> {
    return (await accountOf(userId))?.credits ?? null;
  }

  /** The balance and its monthly part, as the user sees them now. */
  async function accountOf(userId: string): Promise<AccountBalance | null> {
    const { Item } = await documents.send(
      new GetCommand({
        TableName: tableName,
        Key: profileKeys.profile(userId),
        ProjectionExpression: 'credits, monthly_credits',
        ConsistentRead: true,
      }),
    );
    if (!Item) return null;
    const account = accountSchema.pick({ credits: true, monthly_credits: true }).parse(Item);
    return { credits: account.credits, monthly: account.monthly_credits };
  }

  async function alreadyRecorded(change: BalanceChange): Promise<BalanceChangeResult> {
    const entry = await ledger.get(change.userId, change.entryId);
    if (!entry || entry.amount !== change.amount || entry.type !== change.type) {
      throw new LedgerEntryConflictError(change.entryId);
    }
    return { entry, balanceAfter: entry.balanceAfter, applied: false };
  }

  /** The profile's update for a planned change, conditioned on the balance the plan was made from. */
  function profileUpdate(userId: string, seen: AccountBalance | null, plan: PlannedChange) {
    const delta = plan.entries.reduce((sum, entry) => sum + entry.amount, 0);
    const sizes = new Map<string, number>();
    for (const entry of plan.entries) {
      const total = totalOf[entry.type];
      if (total) sizes.set(total, (sizes.get(total) ?? 0) + Math.abs(entry.amount));
    }
    const totalsSet = [...sizes.keys()].map((total) => `, ${total} = ${total} + :${total}`);
    const monthlyNow =
      (seen?.monthly ?? 0) === 0
        ? '(attribute_not_exists(monthly_credits) OR monthly_credits = :seenMonthly)'
        : 'monthly_credits = :seenMonthly';
    return {
      Update: {
        TableName: tableName,
        Key: profileKeys.profile(userId),
        UpdateExpression: `SET credits = credits + :delta, monthly_credits = :monthly${totalsSet.join('')}`,
        ConditionExpression: `credits = :seen AND ${monthlyNow} AND credits >= :debit AND attribute_exists(${TOTALS_MARKER})`,
        ExpressionAttributeValues: {
          ':delta': delta,
          ':monthly': plan.monthlyAfter,
          ':seen': seen?.credits ?? -1,
          ':seenMonthly': seen?.monthly ?? 0,
          ':debit': plan.debit,
          ...Object.fromEntries([...sizes].map(([total, size]) => [`:${total}`, size])),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      },
    };
  }

  /**
   * Writes a change planned from the balance each attempt reads (see above for the transaction),
   * retrying while other writes move the balance. `replay` answers a change whose entry id is
   * already in the ledger; `refused` names the error a short balance or a missing profile is.
   */
  async function apply(
    userId: string,
    planFrom: (seen: AccountBalance) => PlannedChange,
    handlers: {
      alongside?: Alongside;
      replay?: () => Promise<BalanceChangeResult>;
      short: (needed: number, balance: AccountBalance | null) => Error;
    },
  ): Promise<Applied> {
    const alongside = handlers.alongside?.items ?? [];
    let seen = await balanceWithTotals(userId);
    for (let attempt = 1; ; attempt += 1) {
      // With no profile the condition still runs (and fails), so a replay or a refused companion
      // write is reported as such rather than as a missing balance.
      const plan = planFrom(seen ?? { credits: 0, monthly: 0 });
      const writes = plan.entries.map((entry) =>
        entry.balanceAfter >= 0 ? putLedgerEntry(tableName, entry) : ledgerCheck(entry),
      );
      const firstAlongside = FIRST_LEDGER_ACTION + writes.length;
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: [profileUpdate(userId, seen, plan), ...writes, ...alongside],
          }),
        );
        return { plan };
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const reasons = error.CancellationReasons ?? [];
        const failed = (index: number) => reasons[index]?.Code === 'ConditionalCheckFailed';

        if (writes.some((_, index) => failed(FIRST_LEDGER_ACTION + index))) {
          if (handlers.replay) return { replayed: await handlers.replay() };
          throw new LedgerEntryConflictError(plan.entries[0]?.id ?? '?');
        }
        for (let index = 0; index < alongside.length; index += 1) {
          const reason = reasons[firstAlongside + index];
          if (reason?.Code === 'ConditionalCheckFailed' && handlers.alongside) {
            throw handlers.alongside.refused(index, reason.Item);
          }
        }
        if (failed(PROFILE_ACTION)) {
          const old = reasons[PROFILE_ACTION]?.Item;
          const current = balanceIn(old);
          if (current === null) throw handlers.short(plan.debit, null);
          if (current.credits < plan.debit) throw handlers.short(plan.debit, current);
          if (!hasTotals(old)) await totals.backfill(userId);
          seen = current;
        } else if (!reasons.some((reason) => reason.Code === 'TransactionConflict')) {
          throw error;
        }
        if (attempt >= maxAttempts) throw error;
        await pause(attempt);
        if (!failed(PROFILE_ACTION)) seen = await balanceWithTotals(userId);
      }
    }
  }

  /**
   * When the balance is already known to be short, the entry is not written (its balance after
   * would be negative and fail its schema); the transaction only checks it does not exist yet, so
   * a replay is still recognised first.
   */
  function ledgerCheck(entry: LedgerEntry): TransactItem {
    return {
      ConditionCheck: {
        TableName: tableName,
        Key: ledgerKeys.entry(entry.userId, entry.id),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }

  function entryOf(
    change: BalanceChange,
    balanceAfter: number,
    monthlyAmount: number,
  ): LedgerEntry {
    return {
      userId: change.userId,
      id: change.entryId,
      type: change.type,
      amount: change.amount,
      operation: change.operation,
      status: 'completed',
      balanceAfter,
      createdAt: change.at,
      ...(change.reference === undefined ? {} : { reference: change.reference }),
      ...(monthlyAmount === 0 ? {} : { monthlyAmount }),
      ...(change.run === undefined ? {} : { run: change.run }),
    };
  }

  /**
   * Applies one balance change with its ledger entry. A debit draws on the monthly bucket first;
   * `monthlyCredit` is how much of a credit goes back into it (a refund of monthly credits).
   */
  async function changeBalance(
    change: BalanceChange,
    monthlyCredit = 0,
  ): Promise<BalanceChangeResult> {
    const applied = await apply(
      change.userId,
      (seen) => {
        const monthlyAmount =
          change.amount < 0 ? -Math.min(seen.monthly, -change.amount) : monthlyCredit;
        return {
          entries: [entryOf(change, seen.credits + change.amount, monthlyAmount)],
          monthlyAfter: seen.monthly + monthlyAmount,
          debit: Math.max(0, -change.amount),
        };
      },
      {
        alongside: change.alongside,
        replay: () => alreadyRecorded(change),
        short: (needed, balance) =>
          change.amount < 0
            ? new InsufficientCreditsError(needed, balance?.credits ?? 0)
            : new Error(`User ${change.userId} has no profile to credit`),
      },
    );
    if ('replayed' in applied) return applied.replayed;
    const [entry] = applied.plan.entries;
    if (!entry) throw new Error('A balance change writes one entry');
    return { entry, balanceAfter: entry.balanceAfter, applied: true };
  }

  /** The refund may not exceed the debit it reverses, which must exist. */
  function spendCovers(userId: string, generationId: string, amount: number): TransactItem {
    return {
      ConditionCheck: {
        TableName: tableName,
        Key: ledgerKeys.entry(userId, generationEntryIds.spend(generationId)),
        ConditionExpression: 'attribute_exists(PK) AND #type = :spend AND amount <= :negated',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':spend': 'spend', ':negated': -amount },
      },
    };
  }

  return {
    balanceOf,
    accountOf,
    changeBalance: (change: BalanceChange) => changeBalance(change),

    /**
     * Debits `amount` for a generation, with a 'spend' entry whose id is the generation id. A
     * retry with the same generation id never debits twice: it resolves to the first result
     * (`applied: false`). A short balance throws InsufficientCreditsError and writes nothing.
     */
    async reserveCredits(request: ReserveRequest): Promise<BalanceChangeResult> {
      positiveCredits(request.amount, 'A debit');
      return changeBalance({
        userId: request.userId,
        entryId: generationEntryIds.spend(request.generationId),
        type: 'spend',
        amount: -request.amount,
        operation: request.operation,
        ...(request.run === undefined ? {} : { run: request.run }),
        at: request.at,
        alongside: request.alongside,
      });
    },

    /**
     * Gives back `amount` of a generation's debit with a 'refund' entry keyed
     * `{generationId}#refund`: a retried refund never credits twice, and a refund needs the debit
     * and cannot exceed it. What the debit drew from the monthly bucket goes back into it (into
     * the current month's, should the bucket have been renewed in between). Nothing to refund (0)
     * writes nothing and resolves to null.
     */
    async refundCredits(request: RefundRequest): Promise<BalanceChangeResult | null> {
      if (request.amount === 0) return null;
      positiveCredits(request.amount, 'A refund');
      const spend = await ledger.get(
        request.userId,
        generationEntryIds.spend(request.generationId),
      );
      const drawn = Math.min(request.amount, -(spend?.monthlyAmount ?? 0));
      const extra = request.alongside;
      return changeBalance(
        {
          userId: request.userId,
          entryId: generationEntryIds.refund(request.generationId),
          type: 'refund',
          amount: request.amount,
          operation: request.reason,
          ...(request.run === undefined ? {} : { run: request.run }),
          at: request.at,
          alongside: {
            items: [
              spendCovers(request.userId, request.generationId, request.amount),
              ...(extra?.items ?? []),
            ],
            refused: (index, item) =>
              index === 0 || !extra
                ? new RefundExceedsSpendError(request.generationId)
                : extra.refused(index - 1, item),
          },
        },
        drawn,
      );
    },

    /**
     * Replaces the monthly bucket (see MonthlyReplacement): one 'expiry' entry for what was left
     * of it, when anything was, then one 'subscription' entry for the new grant, when there is
     * one, in the same transaction as the profile and the alongside writes. Purchased and welcome
     * credits are untouched.
     */
    async replaceMonthlyCredits(replacement: MonthlyReplacement): Promise<void> {
      const { userId, grant, at } = replacement;
      if (grant) positiveCredits(grant.amount, 'A monthly grant');
      const expiryId = replacement.newId();
      const grantId = replacement.newId();
      await apply(
        userId,
        (seen) => {
          const entries: LedgerEntry[] = [];
          let balance = seen.credits;
          if (seen.monthly > 0) {
            balance -= seen.monthly;
            const expiry = {
              userId,
              entryId: expiryId,
              type: 'expiry' as const,
              amount: -seen.monthly,
              operation: replacement.expiryOperation,
              at,
            };
            entries.push(entryOf(expiry, balance, -seen.monthly));
          }
          if (grant) {
            balance += grant.amount;
            const granted = {
              userId,
              entryId: grantId,
              type: 'subscription' as const,
              amount: grant.amount,
              operation: grant.operation,
              at,
              reference: grant.reference,
            };
            entries.push(entryOf(granted, balance, grant.amount));
          }
          return { entries, monthlyAfter: grant?.amount ?? 0, debit: seen.monthly };
        },
        {
          alongside: replacement.alongside,
          short: () => new Error(`User ${userId} has no profile to credit`),
        },
      );
    },
  };
}

export type CreditAccount = ReturnType<typeof createCreditAccount>;
