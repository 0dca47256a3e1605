import {
  CloudFrontKeyValueStoreClient,
  ConflictException,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  PutKeyCommand,
  ResourceNotFoundException,
  ValidationException,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createKeyValueSiteDirectory } from './site-directory';

const kvsArn = 'arn:aws:cloudfront::123456789012:key-value-store/2f0e5b7a-sites';
const kvs = mockClient(CloudFrontKeyValueStoreClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => kvs.restore());
const directory = createKeyValueSiteDirectory({
  client: new CloudFrontKeyValueStoreClient({ region: 'us-east-1' }),
  kvsArn,
  maxAttempts: 3,
});

const stale = () => new ConflictException({ message: 'ETag mismatch', $metadata: {} });
const missing = () => new ResourceNotFoundException({ message: 'No such key', $metadata: {} });

beforeEach(() => {
  kvs.reset();
  kvs
    .on(DescribeKeyValueStoreCommand)
    .resolvesOnce({ ETag: 'E1', ItemCount: 0, TotalSizeInBytes: 0, KvsARN: kvsArn })
    .resolves({ ETag: 'E2', ItemCount: 1, TotalSizeInBytes: 10, KvsARN: kvsArn });
  kvs.on(GetKeyCommand).rejects(missing());
});

describe('the KeyValueStore site directory', () => {
  it("writes with the store's current ETag", async () => {
    kvs.on(PutKeyCommand).resolves({ ETag: 'E2', ItemCount: 1, TotalSizeInBytes: 10 });

    expect(await directory.point('crumb', 'sites/crumb/01A')).toBe(true);

    expect(kvs.commandCalls(PutKeyCommand)[0]?.args[0].input).toEqual({
      KvsARN: kvsArn,
      Key: 'crumb',
      Value: 'sites/crumb/01A',
      IfMatch: 'E1',
    });
  });

  it('reads the ETag again and retries when another writer got there first', async () => {
    kvs
      .on(PutKeyCommand)
      .rejectsOnce(stale())
      .resolves({ ETag: 'E3', ItemCount: 1, TotalSizeInBytes: 10 });

    expect(await directory.point('crumb', 'sites/crumb/01A')).toBe(true);

    expect(kvs.commandCalls(PutKeyCommand).map((call) => call.args[0].input.IfMatch)).toEqual([
      'E1',
      'E2',
    ]);
  });

  it('gives up after its attempts, with the conflict', async () => {
    kvs.on(PutKeyCommand).rejects(stale());

    await expect(directory.point('crumb', 'sites/crumb/01A')).rejects.toBeInstanceOf(
      ConflictException,
    );
    expect(kvs.commandCalls(PutKeyCommand)).toHaveLength(3);
  });

  it('does not retry other failures', async () => {
    kvs.on(PutKeyCommand).rejects(new ValidationException({ message: 'bad', $metadata: {} }));

    await expect(directory.point('crumb', 'x')).rejects.toBeInstanceOf(ValidationException);
    expect(kvs.commandCalls(PutKeyCommand)).toHaveLength(1);
  });

  it('leaves the current value when the check refuses it, writing nothing', async () => {
    kvs.on(GetKeyCommand).resolves({ Key: 'crumb', Value: 'sites/crumb/02B' });

    const pointed = await directory.point('crumb', 'sites/crumb/01A', (current) => !current);

    expect(pointed).toBe(false);
    expect(kvs.commandCalls(PutKeyCommand)).toHaveLength(0);
  });

  it('treats removing a missing subdomain as done', async () => {
    kvs.on(DeleteKeyCommand).rejects(missing());

    await expect(directory.remove('gone')).resolves.toBeUndefined();
    expect(kvs.commandCalls(DeleteKeyCommand)[0]?.args[0].input).toEqual({
      KvsARN: kvsArn,
      Key: 'gone',
      IfMatch: 'E1',
    });
  });
});
