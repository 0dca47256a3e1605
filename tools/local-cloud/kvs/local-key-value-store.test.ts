import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CloudFrontKeyValueStoreClient,
  ConflictException,
  DescribeKeyValueStoreCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteDirectory } from '../../../functions/deployments/site-directory';
import {
  LOCAL_SITES_KVS_ARN,
  localKeyValueStoreEndpoint,
  openLocalKeyValueStore,
} from './local-key-value-store';

const cleanups: (() => Promise<void>)[] = [];

beforeEach(() => {
  // The SDK's default credential chain, as the local cloud sets it for the functions.
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.unstubAllEnvs();
});

/** The stand-in behind a server of its own, as the local gateway serves it. */
async function serve(dataDir: string | null = null) {
  const store = await openLocalKeyValueStore({ dataDir, arns: [LOCAL_SITES_KVS_ARN] });
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!store.handle(request, response, url)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await store.close();
  });
  const environment = {
    SITES_KVS_ARN: LOCAL_SITES_KVS_ARN,
    SITES_KVS_ENDPOINT: localKeyValueStoreEndpoint(port),
  };
  return { store, port, environment };
}

/** The SDK client itself, for the calls the site directory hides (a stale ETag). */
function rawClient(port: number) {
  return new CloudFrontKeyValueStoreClient({
    endpoint: localKeyValueStoreEndpoint(port),
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler: {
      httpAgent: new Agent({
        lookup: (_host, _options, callback) =>
          callback(null, [{ address: '127.0.0.1', family: 4 }]),
      }),
    },
  });
}

describe('the local KeyValueStore through the SDK', () => {
  it('points, looks up and removes a subdomain', async () => {
    const { store, environment } = await serve();
    const directory = createSiteDirectory(environment);

    expect(await directory.lookup('crumb')).toBeNull();
    expect(await directory.point('crumb', 'sites/crumb/01A')).toBe(true);
    expect(await directory.lookup('crumb')).toBe('sites/crumb/01A');
    expect(store.get(LOCAL_SITES_KVS_ARN, 'crumb')).toBe('sites/crumb/01A');

    await directory.remove('crumb');
    await directory.remove('crumb');

    expect(await directory.lookup('crumb')).toBeNull();
    expect(store.get(LOCAL_SITES_KVS_ARN, 'crumb')).toBeUndefined();
  });

  it('leaves a newer value alone when asked to', async () => {
    const { environment } = await serve();
    const directory = createSiteDirectory(environment);
    await directory.point('crumb', 'sites/crumb/02B');

    const pointed = await directory.point(
      'crumb',
      'sites/crumb/01A',
      (current) => current === null || current < 'sites/crumb/01A',
    );

    expect(pointed).toBe(false);
    expect(await directory.lookup('crumb')).toBe('sites/crumb/02B');
  });

  it('refuses a write with a stale ETag, as CloudFront does', async () => {
    const { port, environment } = await serve();
    const client = rawClient(port);
    const { ETag } = await client.send(
      new DescribeKeyValueStoreCommand({ KvsARN: LOCAL_SITES_KVS_ARN }),
    );
    await createSiteDirectory(environment).point('other', 'sites/other/01A');

    const write = client.send(
      new PutKeyCommand({
        KvsARN: LOCAL_SITES_KVS_ARN,
        Key: 'crumb',
        Value: 'sites/crumb/01A',
        IfMatch: ETag,
      }),
    );

    await expect(write).rejects.toBeInstanceOf(ConflictException);
    client.destroy();
  });

  it('lets 12 concurrent writers all land, each retrying on a stale ETag', async () => {
    const { store, environment } = await serve();
    const directories = Array.from({ length: 12 }, () => createSiteDirectory(environment));

    await Promise.all(
      directories.map((directory, index) => directory.point(`site-${index}`, `v${index}`)),
    );

    for (let index = 0; index < 12; index += 1) {
      expect(store.get(LOCAL_SITES_KVS_ARN, `site-${index}`)).toBe(`v${index}`);
    }
  });

  it('keeps the mapping across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'local-kvs-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await serve(dataDir);
    await createSiteDirectory(first.environment).point('crumb', 'sites/crumb/01A');
    await first.store.flush();

    const second = await serve(dataDir);

    expect(second.store.get(LOCAL_SITES_KVS_ARN, 'crumb')).toBe('sites/crumb/01A');
    expect(await createSiteDirectory(second.environment).lookup('crumb')).toBe('sites/crumb/01A');
  });
});
