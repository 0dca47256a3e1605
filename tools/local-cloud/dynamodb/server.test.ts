import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { localDynamoClientConfig } from './client-config';
import { startLocalDynamo, type LocalDynamo } from './server';

const TableName = 'server-test';
const running: LocalDynamo[] = [];
const clients: DynamoDBClient[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  for (const local of running.splice(0)) await local.close();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function start(dataDir?: string) {
  const local = await startLocalDynamo({ tableName: TableName, dataDir });
  running.push(local);
  const client = new DynamoDBClient(localDynamoClientConfig(local.endpoint));
  clients.push(client);
  return { local, client, documents: DynamoDBDocumentClient.from(client) };
}

async function stop(local: LocalDynamo) {
  running.splice(running.indexOf(local), 1);
  await local.close();
}

async function tempFolder() {
  const folder = await mkdtemp(join(tmpdir(), 'local-dynamo-'));
  folders.push(folder);
  return folder;
}

describe('startLocalDynamo', () => {
  it('creates the table from the shared definition', async () => {
    const { client } = await start();

    const { Table } = await client.send(new DescribeTableCommand({ TableName }));

    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(Table?.GlobalSecondaryIndexes).toBeUndefined();
  });

  it('passes ordinary operations through to dynalite', async () => {
    const { client, documents } = await start();

    await documents.send(new PutCommand({ TableName, Item: { PK: 'A', SK: 'B', n: 1 } }));
    const { Item } = await documents.send(new GetCommand({ TableName, Key: { PK: 'A', SK: 'B' } }));
    const { TableNames } = await client.send(new ListTablesCommand({}));

    expect(Item).toEqual({ PK: 'A', SK: 'B', n: 1 });
    expect(TableNames).toEqual([TableName]);
  });

  it('keeps data in the data folder across a restart', async () => {
    const dataDir = await tempFolder();
    const first = await start(dataDir);
    await first.documents.send(new PutCommand({ TableName, Item: { PK: 'P', SK: 'S', n: 42 } }));
    await stop(first.local);

    const second = await start(dataDir);
    const { Item } = await second.documents.send(
      new GetCommand({ TableName, Key: { PK: 'P', SK: 'S' } }),
    );

    expect(Item).toEqual({ PK: 'P', SK: 'S', n: 42 });
  });

  it('refuses a data folder another running instance holds', async () => {
    const dataDir = await tempFolder();
    const first = await start(dataDir);

    await expect(startLocalDynamo({ tableName: TableName, dataDir })).rejects.toThrow(
      /is in use by another process/,
    );
    await expect(
      first.documents.send(new PutCommand({ TableName, Item: { PK: 'still', SK: 'works' } })),
    ).resolves.toBeDefined();
  });

  it('stops listening once closed', async () => {
    const { local } = await start();
    await stop(local);

    await expect(fetch(local.endpoint)).rejects.toThrow();
  });

  it('answers a malformed transaction body like DynamoDB does', async () => {
    const { local } = await start();

    const response = await fetch(local.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.TransactWriteItems',
      },
      body: '{not json',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      __type: 'com.amazon.coral.service#SerializationException',
    });
  });
});
