import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/repository-root';
import { localDynamoClientConfig } from '../../tools/local-cloud/dynamodb/client-config';
import { startLocalDynamo } from '../../tools/local-cloud/dynamodb/server';

const TableName = 'crash-test';
const KILLS = Number(process.env.DYNAMO_CRASH_KILLS ?? 8);
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** Runs the transfer loop on the folder and SIGKILLs it a random while after it is ready. */
function runAndKill(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(repositoryRoot, 'testing/cloud/dynamo-transfer-loop.ts'),
        dataDir,
        TableName,
      ],
      { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('ready')) return;
      setTimeout(() => child.kill('SIGKILL'), 50 + Math.random() * 400);
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`The loop ended on its own (${signal})`)),
    );
  });
}

describe('local DynamoDB transactions across a crash', () => {
  it('never leaves half a transaction, whenever the process is killed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dynamo-crash-'));
    folders.push(dataDir);
    let transfers = 0;
    for (let kill = 0; kill < KILLS; kill += 1) {
      await runAndKill(join(dataDir, 'dynamodb'));
      // Restarted on the same folder: every unit is where exactly one whole transaction put it.
      const local = await startLocalDynamo({
        dataDir: join(dataDir, 'dynamodb'),
        tableName: TableName,
      });
      const client = new DynamoDBClient(localDynamoClientConfig(local.endpoint));
      const documents = DynamoDBDocumentClient.from(client);
      try {
        const units = async (SK: string) => {
          const { Item } = await documents.send(
            new GetCommand({ TableName, Key: { PK: 'ACCOUNT', SK }, ConsistentRead: true }),
          );
          return Number(Item?.units ?? 0);
        };
        const [a, b, c] = await Promise.all([units('A'), units('B'), units('C')]);
        const { Count = 0 } = await documents.send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'PK = :log',
            ExpressionAttributeValues: { ':log': 'LOG' },
            Select: 'COUNT',
            ConsistentRead: true,
          }),
        );
        expect(a + b + c).toBe(1_000_000);
        expect(b + c).toBe(Count);
        transfers = Count;
      } finally {
        client.destroy();
        await local.close();
      }
    }
    console.log(
      `dynamodb crash test: ${KILLS} kills, ${transfers} whole transfers, none half-applied`,
    );
    expect(transfers).toBeGreaterThan(KILLS);
  }, 120_000);
});
