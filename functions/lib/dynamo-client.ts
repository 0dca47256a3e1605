import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
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
