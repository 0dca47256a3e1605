import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { z } from 'zod';
import {
  transactionStatusSchema,
  transactionTypeSchema,
  type Transaction,
  type TransactionStatus,
  type TransactionType,
} from '../../shared/api/credits-schemas';
import { WELCOME_CREDITS } from '../../shared/constants';
import type { TableClient } from '../lib/dynamo-client';

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
}

export const ledgerKeys = {
  entry: (userId: string, entryId: string) => ({ PK: `USER#${userId}`, SK: `TXN#${entryId}` }),
};

const ledgerItemSchema = z.object({
  user_id: z.string(),
  id: z.string(),
  type: transactionTypeSchema,
  amount: z.number().int(),
  operation: z.string(),
  status: transactionStatusSchema,
  balance_after: z.number().int().nonnegative(),
  created_at: z.iso.datetime(),
});

export function ledgerEntryToItem(entry: LedgerEntry) {
  return {
    ...ledgerKeys.entry(entry.userId, entry.id),
    entity: 'LedgerEntry',
    user_id: entry.userId,
    id: entry.id,
    type: entry.type,
    amount: entry.amount,
    operation: entry.operation,
    status: entry.status,
    balance_after: entry.balanceAfter,
    created_at: entry.createdAt.toISOString(),
  };
}

export function ledgerEntryFromItem(item: Record<string, unknown>): LedgerEntry {
  const parsed = ledgerItemSchema.parse(item);
  return {
    userId: parsed.user_id,
    id: parsed.id,
    type: parsed.type,
    amount: parsed.amount,
    operation: parsed.operation,
    status: parsed.status,
    balanceAfter: parsed.balance_after,
    createdAt: new Date(parsed.created_at),
  };
}

/** The contract's view of an entry (spec §3 "Credit transaction"). */
export function toTransaction(entry: LedgerEntry): Transaction {
  return {
    id: entry.id,
    created_at: entry.createdAt.toISOString(),
    type: entry.type,
    operation: entry.operation,
    amount: entry.amount,
    status: entry.status,
    balance_after: entry.balanceAfter,
  };
}

/** The sign-up grant (spec §1: 20 free credits), the first entry of every ledger. */
export function welcomeEntry(userId: string, createdAt: Date): LedgerEntry {
  return {
    userId,
    id: ulid(createdAt.getTime()),
    type: 'welcome',
    amount: WELCOME_CREDITS,
    operation: 'Welcome credits',
    status: 'completed',
    balanceAfter: WELCOME_CREDITS,
    createdAt,
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

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The write of a new entry, for the transaction that changes the balance with it. The condition
 * makes an entry id usable once: an entry is never overwritten or applied twice.
 */
export function putLedgerEntry(tableName: string, entry: LedgerEntry): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: ledgerEntryToItem(entry),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Reads entries back by id: how a retried write finds the entry its first attempt stored. */
export function createLedger({ documents, tableName }: TableClient) {
  return {
    async get(userId: string, entryId: string): Promise<LedgerEntry | null> {
      const { Item } = await documents.send(
        new GetCommand({
          TableName: tableName,
          Key: ledgerKeys.entry(userId, entryId),
          ConsistentRead: true,
        }),
      );
      return Item ? ledgerEntryFromItem(Item) : null;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
