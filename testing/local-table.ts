import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { tableClientOf, type TableClient } from '../functions/lib/dynamo-client';
import { createLedger, type LedgerEntry } from '../functions/credits/ledger';
import {
  localDynamoClientConfig,
  startLocalDynamo,
  type LocalDynamo,
} from '../tools/local-cloud/dynamodb';

/** Test-only: a fresh in-memory table, and the client a function would have for it. */
export async function startLocalTable(
  tableName: string,
): Promise<{ dynamo: LocalDynamo; table: TableClient }> {
  const dynamo = await startLocalDynamo({ tableName });
  return {
    dynamo,
    table: tableClientOf(new DynamoDBClient(localDynamoClientConfig(dynamo.endpoint)), tableName),
  };
}

/** Every ledger entry of the user, oldest first, read back through the ledger module. */
export async function ledgerEntriesOf(table: TableClient, userId: string): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  for await (const entry of createLedger(table).all(userId)) entries.push(entry);
  return entries;
}

/**
 * A fresh table for one test file (or `describe`), started before its tests and closed after them.
 * The answer stands for the table's client once it started, so read it inside tests and hooks.
 */
export function useLocalTable(tableName: string): TableClient {
  let started: Awaited<ReturnType<typeof startLocalTable>> | undefined;
  const current = () => {
    if (!started) throw new Error('The local table starts in beforeAll: read it inside a test');
    return started.table;
  };

  beforeAll(async () => {
    started = await startLocalTable(tableName);
  });

  afterAll(async () => {
    await started?.dynamo.close();
    started = undefined;
  });

  return {
    get documents() {
      return current().documents;
    },
    tableName,
  };
}
