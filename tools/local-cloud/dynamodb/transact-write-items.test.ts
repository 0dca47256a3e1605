import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDynamoClientConfig } from './client-config';
import { startLocalDynamo, type LocalDynamo } from './server';

const TableName = 'transact-write-test';
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

async function getItem(PK: string, SK: string) {
  const { Item } = await documents.send(new GetCommand({ TableName, Key: { PK, SK } }));
  return Item;
}

async function cancellationOf(input: TransactWriteCommandInput) {
  const error = await documents.send(new TransactWriteCommand(input)).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TransactionCanceledException);
  return error instanceof TransactionCanceledException ? error : undefined;
}

/** A debit of a profile's credits and its new ledger entry, together, as the product writes them. */
function debitWithEntry(PK: string, credits: number, entrySK: string) {
  return documents.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName,
            Key: { PK, SK: 'PROFILE' },
            UpdateExpression: 'SET credits = credits - :c',
            ConditionExpression: 'credits >= :c',
            ExpressionAttributeValues: { ':c': credits },
          },
        },
        {
          Put: {
            TableName,
            Item: { PK, SK: entrySK, amount: -credits },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ],
    }),
  );
}

describe('TransactWriteItems', () => {
  it('applies nothing when the last action fails its condition', async () => {
    await documents.send(new PutCommand({ TableName, Item: { PK: 'T1', SK: 'EXISTING', n: 1 } }));

    const cancellation = await cancellationOf({
      TransactItems: [
        { Put: { TableName, Item: { PK: 'T1', SK: 'NEW', n: 1 } } },
        {
          Update: {
            TableName,
            Key: { PK: 'T1', SK: 'EXISTING' },
            UpdateExpression: 'SET n = :n',
            ExpressionAttributeValues: { ':n': 2 },
          },
        },
        {
          Put: {
            TableName,
            Item: { PK: 'T1', SK: 'EXISTING-TOO', n: 3 },
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
      ],
    });

    expect(cancellation?.CancellationReasons?.map((reason) => reason.Code)).toEqual([
      'None',
      'None',
      'ConditionalCheckFailed',
    ]);
    expect(cancellation?.message).toBe(
      'Transaction cancelled, please refer cancellation reasons for specific reasons [None, None, ConditionalCheckFailed]',
    );
    expect(await getItem('T1', 'NEW')).toBeUndefined();
    expect(await getItem('T1', 'EXISTING')).toEqual({ PK: 'T1', SK: 'EXISTING', n: 1 });
    expect(await getItem('T1', 'EXISTING-TOO')).toBeUndefined();
  });

  it('still reports every action that would have failed after the first refusal', async () => {
    await documents.send(new PutCommand({ TableName, Item: { PK: 'T2', SK: 'A', n: 1 } }));

    const cancellation = await cancellationOf({
      TransactItems: [
        {
          Put: {
            TableName,
            Item: { PK: 'T2', SK: 'A' },
            ConditionExpression: 'n > :n',
            ExpressionAttributeValues: { ':n': 5 },
          },
        },
        { Put: { TableName, Item: { PK: 'T2', SK: 'B' } } },
        {
          Update: {
            TableName,
            Key: { PK: 'T2', SK: 'A2' },
            UpdateExpression: 'SET m = :m',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':m': 1 },
          },
        },
      ],
    });

    expect(cancellation?.CancellationReasons?.map((reason) => reason.Code)).toEqual([
      'ConditionalCheckFailed',
      'None',
      'ConditionalCheckFailed',
    ]);
    expect(await getItem('T2', 'A')).toEqual({ PK: 'T2', SK: 'A', n: 1 });
    expect(await getItem('T2', 'B')).toBeUndefined();
  });

  it('returns the current item in the reason when asked with ALL_OLD', async () => {
    await documents.send(new PutCommand({ TableName, Item: { PK: 'T3', SK: 'A', n: 1 } }));

    const cancellation = await cancellationOf({
      TransactItems: [
        {
          ConditionCheck: {
            TableName,
            Key: { PK: 'T3', SK: 'A' },
            ConditionExpression: 'n = :two',
            ExpressionAttributeValues: { ':two': 2 },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
        {
          Update: {
            TableName,
            Key: { PK: 'T3', SK: 'B' },
            UpdateExpression: 'SET n = :n',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':n': 1 },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          },
        },
      ],
    });

    expect(cancellation?.CancellationReasons).toEqual([
      {
        Code: 'ConditionalCheckFailed',
        Message: 'The conditional request failed',
        Item: { PK: { S: 'T3' }, SK: { S: 'A' }, n: { N: '1' } },
      },
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
    ]);
  });

  it('applies a Put, an Update, a Delete and a passing ConditionCheck together', async () => {
    await documents.send(new PutCommand({ TableName, Item: { PK: 'T4', SK: 'UPDATE', n: 1 } }));
    await documents.send(new PutCommand({ TableName, Item: { PK: 'T4', SK: 'DELETE' } }));
    await documents.send(
      new PutCommand({ TableName, Item: { PK: 'T4', SK: 'CHECK', open: true } }),
    );

    await documents.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: { PK: 'T4', SK: 'PUT', n: 7 },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: { PK: 'T4', SK: 'UPDATE' },
              UpdateExpression: 'SET n = n + :one',
              ConditionExpression: 'n = :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          { Delete: { TableName, Key: { PK: 'T4', SK: 'DELETE' } } },
          {
            ConditionCheck: {
              TableName,
              Key: { PK: 'T4', SK: 'CHECK' },
              ConditionExpression: '#open = :yes',
              ExpressionAttributeNames: { '#open': 'open' },
              ExpressionAttributeValues: { ':yes': true },
            },
          },
        ],
      }),
    );

    expect(await getItem('T4', 'PUT')).toEqual({ PK: 'T4', SK: 'PUT', n: 7 });
    expect(await getItem('T4', 'UPDATE')).toEqual({ PK: 'T4', SK: 'UPDATE', n: 2 });
    expect(await getItem('T4', 'DELETE')).toBeUndefined();
    expect(await getItem('T4', 'CHECK')).toEqual({ PK: 'T4', SK: 'CHECK', open: true });
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    await documents.send(
      new PutCommand({ TableName, Item: { PK: 'USER#u5', SK: 'PROFILE', credits: 20 } }),
    );
    const debit = (attempt: number) =>
      debitWithEntry('USER#u5', 5, `TXN#${String(attempt).padStart(2, '0')}`);

    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => debit(i)));

    const refusals = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    expect(refusals).toHaveLength(46);
    for (const refusal of refusals) {
      expect(refusal.reason).toBeInstanceOf(TransactionCanceledException);
    }
    expect(await getItem('USER#u5', 'PROFILE')).toMatchObject({ credits: 0 });
    const { Items } = await documents.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :txn)',
        ExpressionAttributeValues: { ':pk': 'USER#u5', ':txn': 'TXN#' },
      }),
    );
    expect(Items).toHaveLength(4);
  });

  it('never lets a rolled-back transaction undo a concurrent one', async () => {
    await documents.send(
      new PutCommand({ TableName, Item: { PK: 'USER#u9', SK: 'PROFILE', credits: 100 } }),
    );
    await documents.send(new PutCommand({ TableName, Item: { PK: 'USER#u9', SK: 'TXN#taken' } }));
    // Every other debit reuses a taken entry id, so it is cancelled after its debit was applied.
    const debit = (attempt: number) =>
      debitWithEntry('USER#u9', 1, attempt % 2 === 0 ? `TXN#${attempt}` : 'TXN#taken');

    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => debit(i)));

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(20);
    expect(await getItem('USER#u9', 'PROFILE')).toMatchObject({ credits: 80 });
  });

  it('refuses two actions on the same item', async () => {
    const error = await documents
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { PK: 'T6', SK: 'A', n: 1 } } },
            { Delete: { TableName, Key: { PK: 'T6', SK: 'A' } } },
          ],
        }),
      )
      .catch((thrown: unknown) => thrown);

    expect(error).toMatchObject({
      name: 'ValidationException',
      message: 'Transaction request cannot include multiple operations on one item',
    });
    expect(await getItem('T6', 'A')).toBeUndefined();
  });

  it('refuses more than 100 actions', async () => {
    const error = await documents
      .send(
        new TransactWriteCommand({
          TransactItems: Array.from({ length: 101 }, (_, i) => ({
            Put: { TableName, Item: { PK: 'T7', SK: String(i) } },
          })),
        }),
      )
      .catch((thrown: unknown) => thrown);

    expect(error).toMatchObject({ name: 'ValidationException' });
    expect(await getItem('T7', '0')).toBeUndefined();
  });

  it('undoes applied actions and cancels with a ValidationError reason when an action is invalid', async () => {
    await documents.send(new PutCommand({ TableName, Item: { PK: 'T8', SK: 'A', n: 'text' } }));

    const error = await documents
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { PK: 'T8', SK: 'B' } } },
            {
              Update: {
                TableName,
                Key: { PK: 'T8', SK: 'A' },
                UpdateExpression: 'SET n = n + :one',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
          ],
        }),
      )
      .catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect(error).toMatchObject({
      CancellationReasons: [{ Code: 'None' }, { Code: 'ValidationError' }],
    });
    expect(await getItem('T8', 'B')).toBeUndefined();
    expect(await getItem('T8', 'A')).toEqual({ PK: 'T8', SK: 'A', n: 'text' });
  });

  it('answers ResourceNotFoundException for a table that does not exist', async () => {
    const error = await documents
      .send(
        new TransactWriteCommand({
          TransactItems: [{ Put: { TableName: 'no-such-table', Item: { PK: 'x', SK: 'y' } } }],
        }),
      )
      .catch((thrown: unknown) => thrown);

    expect(error).toMatchObject({ name: 'ResourceNotFoundException' });
  });
});
