import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketDefinitions } from '../../../infra/data/bucket-definitions';
import { localS3ClientConfig, startLocalS3, type LocalS3 } from './local-s3';

let s3rver: LocalS3;
let client: S3Client;

beforeAll(async () => {
  s3rver = await startLocalS3({ dataDir: null });
  client = new S3Client(localS3ClientConfig(s3rver.endpoint));
});

afterAll(async () => {
  client?.destroy();
  await s3rver?.close();
});

describe('the local S3 stand-in', () => {
  it('creates the data stack’s buckets under their local names', async () => {
    const bucket = bucketDefinitions.code.localName;
    expect(s3rver.bucketNames.code).toBe(bucket);
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'a/b.html', Body: '<p>hi</p>' }));
    const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'a/b.html' }));
    expect(await Body?.transformToString()).toBe('<p>hi</p>');
  });

  it('pages through a listing (its continuation tokens need OpenSSL’s legacy provider)', async () => {
    const bucket = s3rver.bucketNames.code;
    for (let index = 0; index < 5; index += 1) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: `paged/${index}.html`, Body: String(index) }),
      );
    }
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2(
      { client, pageSize: 2 },
      { Bucket: bucket, Prefix: 'paged/' },
    )) {
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    }
    expect(keys).toEqual([0, 1, 2, 3, 4].map((index) => `paged/${index}.html`));
    const first = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'paged/', MaxKeys: 2 }),
    );
    expect(first.IsTruncated).toBe(true);
  });

  it('refuses anonymous requests as a bucket that blocks public access does', async () => {
    const bucket = s3rver.bucketNames.code;
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: 'private.html', Body: 'secret' }),
    );
    const read = await fetch(`${s3rver.endpoint}/${bucket}/private.html`);
    expect(read.status).toBe(403);
    expect(await read.text()).toContain('<Code>AccessDenied</Code>');
    const create = await fetch(`${s3rver.endpoint}/anyone-bucket/`, { method: 'PUT' });
    expect(create.status).toBe(403);
  });

  it('answers keys it cannot keep with KeyTooLongError and goes on serving', async () => {
    const bucket = s3rver.bucketNames.code;
    const tooLong = [`${'a'.repeat(1025)}`, `long/${'b'.repeat(300)}.html`];
    for (const Key of tooLong) {
      for (const command of [
        new PutObjectCommand({ Bucket: bucket, Key, Body: 'x' }),
        new GetObjectCommand({ Bucket: bucket, Key }),
      ]) {
        await expect(client.send(command as PutObjectCommand)).rejects.toMatchObject({
          name: 'KeyTooLongError',
          $metadata: { httpStatusCode: 400 },
        });
      }
    }
    const fits = `deep/${'c'.repeat(200)}/page.html`;
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: fits, Body: 'ok' }));
    const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: fits }));
    expect(await Body?.transformToString()).toBe('ok');
  });
});
