import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { queryPages, type TableClient } from './dynamo-client';

/** The items of one partition whose sort keys begin with `prefix` (one kind's, by table-keys.ts). */
export interface PrefixQuery {
  partition: string;
  prefix: string;
  /** Descending sort keys: with ULIDs and padded numbers, the newest first. */
  newestFirst?: boolean;
  /** At most this many items read (before any filter). */
  limit?: number;
  /** The key of the item to read on after (a cursor). */
  after?: Record<string, unknown>;
  /** A filter on the items read, with its own expression values. */
  filter?: { expression: string; values: Record<string, unknown> };
}

/** One page of values, with where DynamoDB stopped reading (none on the last page). */
export interface PrefixPage<Value> {
  values: Value[];
  lastKey: Record<string, unknown> | undefined;
}

function queryInput({ partition, prefix, newestFirst, limit, after, filter }: PrefixQuery) {
  return {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ...(filter ? { FilterExpression: filter.expression } : {}),
    ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix, ...filter?.values },
    ...(after ? { ExclusiveStartKey: after } : {}),
    ...(newestFirst ? { ScanIndexForward: false } : {}),
    ...(limit === undefined ? {} : { Limit: limit }),
  };
}

/** One page of a prefix query, eventually consistent (a listing shown to a person). */
export async function queryUnder<Value>(
  { documents, tableName }: TableClient,
  query: PrefixQuery,
  fromItem: (item: Record<string, unknown>) => Value,
): Promise<PrefixPage<Value>> {
  const { Items = [], LastEvaluatedKey } = await documents.send(
    new QueryCommand({ TableName: tableName, ...queryInput(query) }),
  );
  return { values: Items.map(fromItem), lastKey: LastEvaluatedKey };
}

/** Every value of a prefix query, every page read consistently. */
export async function allUnder<Value>(
  table: TableClient,
  query: Omit<PrefixQuery, 'limit' | 'after' | 'filter'>,
  fromItem: (item: Record<string, unknown>) => Value,
): Promise<Value[]> {
  const values: Value[] = [];
  for await (const page of pagesUnder(table, query, fromItem)) values.push(...page);
  return values;
}

/** Every page of a prefix query, each read consistently, as values. */
export async function* pagesUnder<Value>(
  table: TableClient,
  query: Omit<PrefixQuery, 'limit' | 'after' | 'filter'>,
  fromItem: (item: Record<string, unknown>) => Value,
): AsyncGenerator<Value[]> {
  for await (const items of queryPages(table, { ...queryInput(query), ConsistentRead: true })) {
    yield items.map(fromItem);
  }
}
