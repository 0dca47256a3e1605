import * as z from '../../shared/zod';
import type { Transaction } from '../../shared/api/credits-schemas';
import {
  transactionRunSchema,
  transactionStatusSchema,
  transactionTypeSchema,
  type TransactionRun,
  type TransactionStatus,
  type TransactionType,
} from '../../shared/api/transaction-schemas';
import type { TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { ledgerKeys, userPartition } from '../lib/table-keys';
import { writeTogether, type TransactionPart } from '../lib/transactions';
import { decodeLedgerCursor, encodeLedgerCursor } from './ledger-cursor';

/** One change of a user's credit balance, kept forever next to their profile. */
export interface LedgerEntry {
  userId: string;
  /** A ULID: entries sort by time within the user's partition. */
  id: string;
  type: TransactionType;
  /** Positive adds credits, negative spends them. */
  amount: number;
  operation: string;
  status: TransactionStatus;
  balanceAfter: number;
  createdAt: Date;
  /** What the change settles outside the ledger: a purchase's Razorpay order id. */
  reference?: string;
  /**
   * The part of `amount` that moved the monthly bucket (a subscription's credits, which expire):
   * a spend's draw from it (negative), a refund's return to it, a grant or an expiry.
   */
  monthlyAmount?: number;
  /** The generation a spend paid for, or a refund gave back. */
  run?: TransactionRun;
}

const ledgerItemSchema = z.object({
  user_id: z.string(),
  id: z.string(),
  type: transactionTypeSchema,
  amount: z.number().check(z.int()),
  operation: z.string(),
  status: transactionStatusSchema,
  balance_after: z.number().check(z.int(), z.nonnegative()),
  created_at: z.iso.datetime(),
  reference: z.optional(z.string()),
  monthly_amount: z.optional(z.number().check(z.int())),
  run: z.optional(transactionRunSchema),
});

/** The LedgerEntry item kind: one change of a balance, by its id (the idempotency key). */
const entryItems = defineEntity({
  entity: 'LedgerEntry',
  key: ledgerKeys.entry,
  schema: ledgerItemSchema,
  toValue: (parsed): LedgerEntry => ({
    userId: parsed.user_id,
    id: parsed.id,
    type: parsed.type,
    amount: parsed.amount,
    operation: parsed.operation,
    status: parsed.status,
    balanceAfter: parsed.balance_after,
    createdAt: new Date(parsed.created_at),
    ...(parsed.reference === undefined ? {} : { reference: parsed.reference }),
    ...(parsed.monthly_amount === undefined ? {} : { monthlyAmount: parsed.monthly_amount }),
    ...(parsed.run === undefined ? {} : { run: parsed.run }),
  }),
});

export function ledgerEntryToItem(entry: LedgerEntry) {
  return entryItems.item([entry.userId, entry.id], {
    user_id: entry.userId,
    id: entry.id,
    type: entry.type,
    amount: entry.amount,
    operation: entry.operation,
    status: entry.status,
    balance_after: entry.balanceAfter,
    created_at: entry.createdAt.toISOString(),
    reference: entry.reference,
    monthly_amount: entry.monthlyAmount || undefined,
    run: entry.run,
  });
}

export const ledgerEntryFromItem = entryItems.fromItem;

/** The contract's view of an entry (requirements §3 "Credit transaction"). */
export function toTransaction(entry: LedgerEntry): Transaction {
  return {
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    type: entry.type,
    operation: entry.operation,
    amount: entry.amount,
    status: entry.status,
    balance_after: entry.balanceAfter,
    ...(entry.run === undefined ? {} : { run: entry.run }),
  };
}

/**
 * Entry ids of a generation. The generation id (a ULID, so entries keep their time order) is the
 * idempotency key of its debit; its refund has an id of its own, so a build is debited at most
 * once and refunded at most once, however often either write is retried.
 */
export const generationEntryIds = {
  spend: (generationId: string) => generationId,
  refund: (generationId: string) => `${generationId}#refund`,
};

/**
 * The write of a new entry, for the transaction that changes the balance with it. The condition
 * makes an entry id usable once: an entry is never overwritten or applied twice.
 */
export function putLedgerEntry(tableName: string, entry: LedgerEntry): TransactionPart {
  return entryItems.putNewPart(tableName, 'ledgerEntry', ledgerEntryToItem(entry));
}

/**
 * Only checks that the entry does not exist yet, without writing it: for a change already known
 * to be short (its entry's balance after would be negative), so a replay is still recognised.
 */
export function ledgerEntryAbsent(tableName: string, entry: LedgerEntry): TransactionPart {
  return entryItems.checkPart(tableName, 'ledgerEntry', [entry.userId, entry.id], {
    ConditionExpression: 'attribute_not_exists(PK)',
  });
}

/** A refund's check that the debit it reverses exists and is at least as large. */
export function spendCovers(
  tableName: string,
  { userId, generationId, amount }: { userId: string; generationId: string; amount: number },
  refused: () => Error,
): TransactionPart {
  return entryItems.checkPart(
    tableName,
    'spendCovers',
    [userId, generationEntryIds.spend(generationId)],
    {
      ConditionExpression: 'attribute_exists(PK) AND #type = :spend AND amount <= :negated',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':spend': 'spend', ':negated': -amount },
    },
    refused,
  );
}

/**
 * What an erased account's ledger line says it was for: a spend or a refund named the project and
 * quoted the edit, so it says only what kind of change it was; the others name a package, a plan
 * or a grant, nothing of the person.
 */
const ANONYMOUS_OPERATIONS: Partial<Record<TransactionType, string>> = {
  spend: 'Credits spent on a build or an edit',
  refund: 'Credits refunded for a build or an edit',
};

/**
 * An entry as an erased account keeps it: the tombstone id for the user, its amounts, type,
 * status, time and the payment it settles (`reference`), without the project and words it named.
 */
export function anonymisedEntry(entry: LedgerEntry, tombstoneId: string): LedgerEntry {
  const { run: _run, ...kept } = entry;
  return {
    ...kept,
    userId: tombstoneId,
    operation: ANONYMOUS_OPERATIONS[entry.type] ?? entry.operation,
  };
}

/** Entries moved per transaction: two writes each, well inside DynamoDB's hundred. */
const ENTRIES_PER_MOVE = 25;

/**
 * Moves every entry of a closing account under its tombstone id, anonymised: each entry's copy is
 * written and the original deleted in one transaction, so a crash leaves each entry in one place
 * or the other, and a repeat moves what is left. Resolves to how many were moved.
 */
async function anonymiseAll(
  table: TableClient,
  userId: string,
  tombstoneId: string,
): Promise<number> {
  let moved = 0;
  const pages = entryItems.pages(table, {
    partition: userPartition(userId),
    prefix: ledgerKeys.prefix,
  });
  for await (const entries of pages) {
    for (let start = 0; start < entries.length; start += ENTRIES_PER_MOVE) {
      const chunk = entries.slice(start, start + ENTRIES_PER_MOVE);
      await writeTogether(
        table,
        chunk.flatMap((entry) => [
          {
            name: 'anonymisedEntry',
            write: {
              Put: {
                TableName: table.tableName,
                Item: ledgerEntryToItem(anonymisedEntry(entry, tombstoneId)),
              },
            },
          },
          entryItems.removePart(table.tableName, 'ledgerEntry', [userId, entry.id], {}),
        ]),
      );
      moved += chunk.length;
    }
  }
  return moved;
}

export interface LedgerPage {
  /** Newest first. */
  entries: LedgerEntry[];
  /** Hand back to get the next page; null on the last one. */
  nextCursor: string | null;
}

/**
 * Reads entries back: by id (how a retried write finds the entry its first attempt stored), and
 * as the user's history, newest first (entry ids are ULIDs, so the sort key is time order).
 */
export function createLedger(table: TableClient) {
  return {
    /** Throws InvalidLedgerCursorError for a cursor that is not one of ours. */
    async listPage(userId: string, limit: number, cursor?: string): Promise<LedgerPage> {
      const after = cursor === undefined ? undefined : decodeLedgerCursor(cursor);
      // One more than asked tells whether another page exists, so the last page has no cursor.
      const { values } = await entryItems.query(table, {
        partition: userPartition(userId),
        prefix: ledgerKeys.prefix,
        ...(after === undefined ? {} : { after: entryItems.key(userId, after) }),
        newestFirst: true,
        limit: limit + 1,
      });
      const entries = values.slice(0, limit);
      const last = entries.at(-1);
      return {
        entries,
        nextCursor: values.length > limit && last ? encodeLedgerCursor(last.id) : null,
      };
    },

    /** Every entry of the user, oldest first, page by page: for the one-off totals backfill. */
    async *all(userId: string): AsyncGenerator<LedgerEntry> {
      const pages = entryItems.pages(table, {
        partition: userPartition(userId),
        prefix: ledgerKeys.prefix,
      });
      for await (const entries of pages) yield* entries;
    },

    get: (userId: string, entryId: string): Promise<LedgerEntry | null> =>
      entryItems.get(table, userId, entryId),

    /** Moves a closing account's entries under its tombstone id, anonymised (anonymisedEntry). */
    anonymiseAll: (userId: string, tombstoneId: string) => anonymiseAll(table, userId, tombstoneId),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
