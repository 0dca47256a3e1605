import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableClientOf, type TableClient } from '../../../functions/lib/dynamo-client';
import { localDynamoClientConfig, startLocalDynamo, type LocalDynamo } from '../dynamodb';

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
