import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createCodeObjects } from './code-objects';
import { createVersions } from './versions';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
// Unit files share their modules: the next file gets the real clients back.
afterAll(() => {
  dynamo.restore();
  s3.restore();
});
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const code = createCodeObjects({ s3: new S3Client({ region: 'us-east-1' }), bucketName: 'code' });
const versions = createVersions({ documents, tableName: 'table' }, code);

const versionKey = (n: number) => ({ PK: 'USER#u', SK: `VERSION#p#${String(n).padStart(6, '0')}` });

beforeEach(() => {
  dynamo.reset();
  s3.reset();
});

describe('removing all versions of a project', () => {
  it('deletes them 25 per batch and retries what DynamoDB left unprocessed', async () => {
    dynamo
      .on(QueryCommand)
      .resolves({ Items: Array.from({ length: 30 }, (_, i) => versionKey(i + 1)) });
    dynamo
      .on(BatchWriteCommand)
      .resolvesOnce({
        UnprocessedItems: { table: [{ DeleteRequest: { Key: versionKey(3) } }] },
      })
      .resolves({});

    const removed = await versions.removeAll('u', 'p');

    expect(removed).toBe(30);
    const batches = dynamo
      .commandCalls(BatchWriteCommand)
      .map((call) => call.args[0].input.RequestItems?.table?.length);
    expect(batches).toEqual([25, 1, 5]);
  });
});

describe('removing the code of a project', () => {
  it('lists its prefix page by page and deletes each page in one call', async () => {
    s3.on(ListObjectsV2Command)
      .resolvesOnce({
        Contents: [{ Key: 'projects/u/p/a.html' }, { Key: 'projects/u/p/b.html' }],
        IsTruncated: true,
        NextContinuationToken: 'next',
      })
      .resolves({ Contents: [{ Key: 'projects/u/p/c.html' }], IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({});

    expect(await code.removeProject('u', 'p')).toBe(3);

    expect(s3.commandCalls(ListObjectsV2Command).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({
        Prefix: 'projects/u/p/',
        MaxKeys: 1000,
        ContinuationToken: undefined,
      }),
      expect.objectContaining({ ContinuationToken: 'next' }),
    ]);
    expect(
      s3.commandCalls(DeleteObjectsCommand).map((call) => call.args[0].input.Delete?.Objects),
    ).toEqual([
      [{ Key: 'projects/u/p/a.html' }, { Key: 'projects/u/p/b.html' }],
      [{ Key: 'projects/u/p/c.html' }],
    ]);
  });

  it('fails, so the project stays to be deleted again, when S3 refuses some keys', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'projects/u/p/a.html' }] });
    s3.on(DeleteObjectsCommand).resolves({
      Errors: [{ Key: 'projects/u/p/a.html', Code: 'AccessDenied' }],
    });

    await expect(code.removeProject('u', 'p')).rejects.toThrow(/AccessDenied/);
  });
});

describe('saving a version that must not land under a run', () => {
  const at = new Date('2026-01-01T10:00:00.000Z');
  const newVersion = {
    userId: 'u',
    projectId: 'p',
    html: '<p>restored</p>',
    prompt: 'Restored version 1',
    agents: [],
    creditsUsed: 0,
    createdAt: at,
  };

  it('refuses when a run takes the project between the read and the write', async () => {
    const idle = { Item: { current_version: 2 } };
    const held = {
      Item: { current_version: 2, active_generation: 'g1', active_until: at.getTime() + 60_000 },
    };
    dynamo.on(GetCommand).resolvesOnce(idle).resolvesOnce(idle).resolves(held);
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});

    await expect(
      versions.saveVersion(newVersion, () => [], { refuseWhileRunningAt: at }),
    ).rejects.toThrow('A generation is already running for this project.');

    const update = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems?.[1];
    expect(update?.Update?.ConditionExpression).toContain('active_until < :now');
    expect(update?.Update?.ExpressionAttributeValues?.[':now']).toBe(at.getTime());
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });
});

describe('saving the version a run built', () => {
  it('releases the run’s lock in the project’s own update, only while the run holds it', async () => {
    dynamo.on(GetCommand).resolves({ Item: { current_version: 1, active_generation: 'g1' } });
    dynamo.on(TransactWriteCommand).resolves({});
    s3.on(PutObjectCommand).resolves({});

    const saved = await versions.saveVersion(
      {
        userId: 'u',
        projectId: 'p',
        html: '<p>built</p>',
        prompt: 'A bakery',
        agents: ['Planner'],
        creditsUsed: 12,
        createdAt: new Date('2026-01-01T10:00:00.000Z'),
      },
      () => [],
      { releasingRun: 'g1' },
    );

    expect(saved.version).toBe(2);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    // DynamoDB refuses two actions on one item in a transaction: the project is updated once.
    expect(items).toHaveLength(2);
    expect(items[1]?.Update?.UpdateExpression).toContain('REMOVE active_generation, active_until');
    expect(items[1]?.Update?.ConditionExpression).toContain('active_generation = :generation');
    expect(items[1]?.Update?.ExpressionAttributeValues?.[':generation']).toBe('g1');
  });
});
