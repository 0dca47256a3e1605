import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCodeObjects } from './code-objects';
import { createVersions } from './versions';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
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
