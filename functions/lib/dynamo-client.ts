import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { optionalEndpoint, readEnvironment } from './environment';

export interface TableClient {
  documents: DynamoDBDocumentClient;
  tableName: string;
}

/** A document client for `tableName` over `client`, marshalling as every function does. */
export function tableClientOf(client: DynamoDBClient, tableName: string): TableClient {
  return {
    documents: DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    }),
    tableName,
  };
}

/** The table and a document client for it, from `TABLE_NAME` (and `DYNAMODB_ENDPOINT` locally). */
export function createTableClient(environment: NodeJS.ProcessEnv = process.env): TableClient {
  const config = readEnvironment(
    z.object({ TABLE_NAME: z.string().check(z.minLength(3)), DYNAMODB_ENDPOINT: optionalEndpoint }),
    environment,
  );
  return tableClientOf(
    new DynamoDBClient({ endpoint: config.DYNAMODB_ENDPOINT }),
    config.TABLE_NAME,
  );
}

/**
 * A conditional write's output, or undefined when its condition did not hold (DynamoDB then
 * changed nothing): for writes where a failed condition is an answer, not an error. Any other
 * error is thrown on.
 */
export async function ifConditionHolds<Output>(
  write: Promise<Output>,
): Promise<Output | undefined> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}

/**
 * The items of every page a query matches, one page at a time (DynamoDB answers at most 1 MB per
 * call), so a caller can act on each page before the next is read.
 */
export async function* queryPages(
  { documents, tableName }: TableClient,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({ ...input, TableName: tableName, ExclusiveStartKey: startKey }),
    );
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** BatchWriteItem's limit of requests per call. */
export const BATCH_WRITE_SIZE = 25;
const UNPROCESSED_RETRIES = 8;

/**
 * Deletes every item of a partition whose sort key starts with the prefix (a project's versions,
 * its runs), but those `keep` names by sort key, a page and 25 keys at a time, retrying what
 * DynamoDB leaves unprocessed. Resolves to how many were deleted.
 */
export async function removeItemsUnder(
  table: TableClient,
  partitionKey: string,
  sortKeyPrefix: string,
  keep: (sortKey: unknown) => boolean = () => false,
): Promise<number> {
  let removed = 0;
  const pages = queryPages(table, {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partitionKey, ':prefix': sortKeyPrefix },
    ProjectionExpression: 'PK, SK',
    ConsistentRead: true,
  });
  for await (const items of pages) {
    const keys = items
      .filter((item) => !keep(item.SK))
      .map((item) => ({ PK: item.PK, SK: item.SK }));
    for (let start = 0; start < keys.length; start += BATCH_WRITE_SIZE) {
      const chunk = keys.slice(start, start + BATCH_WRITE_SIZE);
      await writeBatch(
        table,
        chunk.map((Key) => ({ DeleteRequest: { Key } })),
      );
      removed += chunk.length;
    }
  }
  return removed;
}

/**
 * Writes every item of a partition whose sort key starts with the prefix again as `rewrite`
 * makes it, 25 at a time (BatchWriteItem puts: no conditions, so only for changes that are safe
 * to repeat and to apply to an item deleted meanwhile). Resolves to how many were written.
 */
export async function rewriteItemsUnder(
  table: TableClient,
  partitionKey: string,
  sortKeyPrefix: string,
  rewrite: (item: Record<string, unknown>) => Record<string, unknown>,
): Promise<number> {
  let written = 0;
  const pages = queryPages(table, {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partitionKey, ':prefix': sortKeyPrefix },
    ConsistentRead: true,
  });
  for await (const items of pages) {
    for (let start = 0; start < items.length; start += BATCH_WRITE_SIZE) {
      const chunk = items.slice(start, start + BATCH_WRITE_SIZE);
      await writeBatch(
        table,
        chunk.map((item) => ({ PutRequest: { Item: rewrite(item) } })),
      );
      written += chunk.length;
    }
  }
  return written;
}

type WriteRequest =
  | { DeleteRequest: { Key: Record<string, unknown> } }
  | { PutRequest: { Item: Record<string, unknown> } };

async function writeBatch({ documents, tableName }: TableClient, requests: WriteRequest[]) {
  let pending = requests;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > UNPROCESSED_RETRIES) {
      throw new Error(`DynamoDB left ${pending.length} writes unprocessed`);
    }
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
    const { UnprocessedItems } = await documents.send(
      new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
    );
    pending = (UnprocessedItems?.[tableName] ?? []).flatMap((request): WriteRequest[] => {
      if (request.DeleteRequest?.Key)
        return [{ DeleteRequest: { Key: request.DeleteRequest.Key } }];
      if (request.PutRequest?.Item) return [{ PutRequest: { Item: request.PutRequest.Item } }];
      return [];
    });
  }
}
