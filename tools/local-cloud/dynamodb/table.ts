import { z } from 'zod';
import {
  keyAttributeNames,
  tableDefinition,
  type TableDefinition,
} from '../../../infra/data/table-definition';
import type { DynaliteClient } from './dynalite-client';
import { errorName, errorMessage } from './replies';

/**
 * Creates the table from the shared definition unless it already exists (a persisted store keeps
 * it). dynalite cannot enable TTL (no UpdateTimeToLive), so `expires_at` is never acted on locally;
 * readers must ignore expired items anyway, because AWS deletes them only eventually.
 */
export async function ensureTable(
  dynalite: DynaliteClient,
  tableName: string,
  definition: TableDefinition = tableDefinition,
): Promise<void> {
  const described = await dynalite.call('DescribeTable', { TableName: tableName });
  if (errorName(described) === undefined) return untilActive(dynalite, tableName);
  if (errorName(described) !== 'ResourceNotFoundException') {
    throw new Error(`DescribeTable ${tableName} failed: ${errorMessage(described) ?? ''}`);
  }

  const created = await dynalite.call('CreateTable', {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributeNames(definition).map((name) => ({
      AttributeName: name,
      AttributeType: 'S',
    })),
    KeySchema: keySchema(definition.partitionKey, definition.sortKey),
  });
  if (errorName(created) !== undefined) {
    throw new Error(`CreateTable ${tableName} failed: ${errorMessage(created) ?? ''}`);
  }
  await untilActive(dynalite, tableName);
}

const tableStatusSchema = z.object({ Table: z.object({ TableStatus: z.string() }) });

/**
 * Waits for the table to be ACTIVE, as AWS's waiter does: dynalite answers CreateTable with the
 * table CREATING and makes it ACTIVE a moment later (a write of its own to a persisted store,
 * slower on a busy machine); until then every item call finds no table.
 */
async function untilActive(dynalite: DynaliteClient, tableName: string): Promise<void> {
  for (let attempt = 1; attempt <= 200; attempt += 1) {
    const described = await dynalite.call('DescribeTable', { TableName: tableName });
    const parsed = tableStatusSchema.safeParse(described.body);
    if (parsed.success && parsed.data.Table.TableStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Table ${tableName} did not become ACTIVE`);
}

function keySchema(partitionKey: string, sortKey: string) {
  return [
    { AttributeName: partitionKey, KeyType: 'HASH' },
    { AttributeName: sortKey, KeyType: 'RANGE' },
  ];
}
