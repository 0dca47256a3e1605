import { TransactionCanceledException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { TransactionType } from '../../shared/api/credits-schemas';
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
const LEDGER_ACTION = 1;
const FIRST_ALONGSIDE_ACTION = 2;

function jitteredPause(attempt: number): Promise<void> {
  const ms = Math.random() * 10 * 2 ** Math.min(attempt, 6);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function creditsIn(item: FailedItem): number | null {
  const raw = item?.credits?.N;
  return raw === undefined ? null : Number(raw);
}

function hasTotals(item: FailedItem): boolean {
  return item?.[TOTALS_MARKER] !== undefined;
}

const accountSchema = z.object({
  credits: z.number().int(),
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
  at: Date;
  alongside?: Alongside;
}

export interface RefundRequest {
  userId: string;
  generationId: string;
  amount: number;
  reason: string;
  at: Date;
  alongside?: Alongside;
}

/**
 * A user's balance and ledger, changed together. Every change is ONE TransactWriteItems:
 *
 * 0. Update the profile: `credits = credits + :delta` and the summary total the entry's type
 *    counts in (credit-totals.ts), on condition
 *    `credits = :seen AND credits >= :debit AND attribute_exists(total_spent)`;
 * 1. Put the ledger entry, on condition `attribute_not_exists(PK)` (its id is the idempotency key);
 * 2… whatever must happen with it (`alongside`).
 *
 * `:seen` is the balance this attempt read. The condition makes it an optimistic lock on the
 * balance itself, so the entry's `balance_after` (`:seen + :delta`) is exactly the balance the
 * write leaves: if anything moved the balance in between (whoever wrote it, with or without this
 * module), the transaction is cancelled and retried with the balance DynamoDB returns as the
 * failed condition's old image. `credits >= :debit` is the money rule that no debit may make a
 * balance negative; it is checked in the write, not from the read. A version counter would only
 * catch writers that bump it; comparing the balance catches every writer. A profile without its
 * totals yet gets them from its ledger first (`backfill`), and no change is made before that.
 */
export function createCreditAccount(
  table: TableClient,
  { maxAttempts = 12, pause = jitteredPause }: CreditAccountOptions = {},
) {
  const { documents, tableName } = table;
  const ledger = createLedger(table);
  const totals = createCreditTotals(table);

  /** The balance, with the totals backfilled first if the profile has none yet. */
  async function balanceWithTotals(userId: string): Promise<number | null> {
    const { Item } = await documents.send(
      new GetCommand({
        TableName: tableName,
        Key: profileKeys.profile(userId),
        ProjectionExpression: `credits, ${TOTALS_MARKER}`,
        ConsistentRead: true,
      }),
    );
    if (!Item) return null;
    const account = accountSchema.parse(Item);
    if (account[TOTALS_MARKER] === undefined) await totals.backfill(userId);
    return account.credits;
  }

  async function balanceOf(userId: string): Promise<number | null> {
    const { Item } = await documents.send(
      new GetCommand({
        TableName: tableName,
        Key: profileKeys.profile(userId),
        ProjectionExpression: 'credits',
        ConsistentRead: true,
      }),
    );
    return Item ? z.number().int().parse(Item.credits) : null;
  }

  async function alreadyRecorded(change: BalanceChange): Promise<BalanceChangeResult> {
    const entry = await ledger.get(change.userId, change.entryId);
    if (!entry || entry.amount !== change.amount || entry.type !== change.type) {
      throw new LedgerEntryConflictError(change.entryId);
    }
    return { entry, balanceAfter: entry.balanceAfter, applied: false };
  }

  function noProfile(change: BalanceChange): Error {
    return change.amount < 0
      ? new InsufficientCreditsError(-change.amount, 0)
      : new Error(`User ${change.userId} has no profile to credit`);
  }

  /** Applies one balance change with its ledger entry; see above for the transaction. */
  async function changeBalance(change: BalanceChange): Promise<BalanceChangeResult> {
    const debit = Math.max(0, -change.amount);
    const alongside = change.alongside?.items ?? [];
    const total = totalOf[change.type];
    let seen = await balanceWithTotals(change.userId);
    for (let attempt = 1; ; attempt += 1) {
      // With no profile the condition still runs (and fails), so a replay or a refused companion
      // write is reported as such rather than as a missing balance.
      const balanceAfter = (seen ?? 0) + change.amount;
      const entry: LedgerEntry = {
        userId: change.userId,
        id: change.entryId,
        type: change.type,
        amount: change.amount,
        operation: change.operation,
        status: 'completed',
        balanceAfter,
        createdAt: change.at,
        ...(change.reference === undefined ? {} : { reference: change.reference }),
      };
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName,
                  Key: profileKeys.profile(change.userId),
                  UpdateExpression: total
                    ? `SET credits = credits + :delta, ${total} = ${total} + :size`
                    : 'SET credits = credits + :delta',
                  ConditionExpression: `credits = :seen AND credits >= :debit AND attribute_exists(${TOTALS_MARKER})`,
                  ExpressionAttributeValues: {
                    ':delta': change.amount,
                    ':seen': seen ?? -1,
                    ':debit': debit,
                    ...(total ? { ':size': Math.abs(change.amount) } : {}),
                  },
                  ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
                },
              },
              ...(balanceAfter >= 0 ? [putLedgerEntry(tableName, entry)] : [ledgerCheck(change)]),
              ...alongside,
            ],
          }),
        );
        return { entry, balanceAfter, applied: true };
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const reasons = error.CancellationReasons ?? [];
        const failed = (index: number) => reasons[index]?.Code === 'ConditionalCheckFailed';

        if (failed(LEDGER_ACTION)) return alreadyRecorded(change);
        for (let index = 0; index < alongside.length; index += 1) {
          const reason = reasons[FIRST_ALONGSIDE_ACTION + index];
          if (reason?.Code === 'ConditionalCheckFailed' && change.alongside) {
            throw change.alongside.refused(index, reason.Item);
          }
        }
        if (failed(PROFILE_ACTION)) {
          const old = reasons[PROFILE_ACTION]?.Item;
          const current = creditsIn(old);
          if (current === null) throw noProfile(change);
          if (current < debit) throw new InsufficientCreditsError(debit, current);
          if (!hasTotals(old)) await totals.backfill(change.userId);
          seen = current;
        } else if (!reasons.some((reason) => reason.Code === 'TransactionConflict')) {
          throw error;
        }
        if (attempt >= maxAttempts) throw error;
        await pause(attempt);
        if (!failed(PROFILE_ACTION)) seen = await balanceWithTotals(change.userId);
      }
    }
  }

  /**
   * When the balance is already known to be short, the entry is not written (its balance after
   * would be negative and fail its schema); the transaction only checks it does not exist yet, so
   * a replay is still recognised first.
   */
  function ledgerCheck(change: BalanceChange): TransactItem {
    return {
      ConditionCheck: {
        TableName: tableName,
        Key: ledgerKeys.entry(change.userId, change.entryId),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
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
    changeBalance,

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
        at: request.at,
        alongside: request.alongside,
      });
    },

    /**
     * Gives back `amount` of a generation's debit with a 'refund' entry keyed
     * `{generationId}#refund`: a retried refund never credits twice, and a refund needs the debit
     * and cannot exceed it. Nothing to refund (0) writes nothing and resolves to null.
     */
    async refundCredits(request: RefundRequest): Promise<BalanceChangeResult | null> {
      if (request.amount === 0) return null;
      positiveCredits(request.amount, 'A refund');
      const extra = request.alongside;
      return changeBalance({
        userId: request.userId,
        entryId: generationEntryIds.refund(request.generationId),
        type: 'refund',
        amount: request.amount,
        operation: request.reason,
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
      });
    },
  };
}

export type CreditAccount = ReturnType<typeof createCreditAccount>;
