import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, TransactGetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDynamoClientConfig } from './client-config';
import { startLocalDynamo, type LocalDynamo } from './server';

const TableName = 'transact-get-test';
let local: LocalDynamo;
let client: DynamoDBClient;
let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  local = await startLocalDynamo({ tableName: TableName });
  client = new DynamoDBClient(localDynamoClientConfig(local.endpoint));
  documents = DynamoDBDocumentClient.from(client);
});

afterAll(async () => {
  client.destroy();
  await local.close();
});

describe('TransactGetItems', () => {
  it('returns each item in request order and an empty response for a missing one', async () => {
    await documents.send(new PutCommand({ TableName, Item: { PK: 'G', SK: '1', n: 1, m: 'x' } }));
    await documents.send(new PutCommand({ TableName, Item: { PK: 'G', SK: '2', n: 2 } }));

    const { Responses } = await documents.send(
      new TransactGetCommand({
        TransactItems: [
          { Get: { TableName, Key: { PK: 'G', SK: '2' } } },
          { Get: { TableName, Key: { PK: 'G', SK: 'missing' } } },
          {
            Get: {
              TableName,
              Key: { PK: 'G', SK: '1' },
              ProjectionExpression: '#n',
              ExpressionAttributeNames: { '#n': 'n' },
            },
          },
        ],
      }),
    );

    expect(Responses).toEqual([{ Item: { PK: 'G', SK: '2', n: 2 } }, {}, { Item: { n: 1 } }]);
  });

  it('refuses more than 100 reads', async () => {
    const request = documents.send(
      new TransactGetCommand({
        TransactItems: Array.from({ length: 101 }, (_, i) => ({
          Get: { TableName, Key: { PK: 'G', SK: String(i) } },
        })),
      }),
    );

    await expect(request).rejects.toMatchObject({ name: 'ValidationException' });
  });
});
