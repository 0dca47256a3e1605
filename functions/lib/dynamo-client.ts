import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
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
    z.object({ TABLE_NAME: z.string().min(3), DYNAMODB_ENDPOINT: optionalEndpoint }),
    environment,
  );
  return tableClientOf(
    new DynamoDBClient({ endpoint: config.DYNAMODB_ENDPOINT }),
    config.TABLE_NAME,
  );
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
