import {
  CloudFrontKeyValueStoreClient,
  ConflictException,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  ListKeysCommand,
  ResourceNotFoundException,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { siteDomainItems } from '../../functions/deployments/custom-domains';
import { deploymentItems } from '../../functions/deployments/deployments';
import { claimItems } from '../../functions/deployments/domain-claims';
import { rebuildSiteDirectory, UPDATE_KEYS_BATCH } from './site-directory-rebuild';

const dynamo = mockClient(DynamoDBDocumentClient);
const kvs = mockClient(CloudFrontKeyValueStoreClient);
// Unit files share their modules: the next file gets the real clients back.
afterAll(() => {
  dynamo.restore();
  kvs.restore();
});

const kvsArn = 'arn:aws:cloudfront::123456789012:key-value-store/2f0e5b7a-sites';
const table = {
  documents: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
  tableName: 'table',
};
const store = { client: new CloudFrontKeyValueStoreClient({ region: 'us-east-1' }), kvsArn };
const now = new Date('2026-12-10T12:00:00Z');
const noPause = () => Promise.resolve();
const rebuild = (dryRun = false) =>
  rebuildSiteDirectory({ table, store, dryRun, now, write: { pause: noPause } });

const at = '2026-12-01T00:00:00.000Z';

/** A deployment item as the deployments function stores it: live copy 3, made live by change 4. */
function deployment(subdomain: string, attributes: Record<string, unknown> = {}) {
  const projectId = `project-${subdomain}`;
  return deploymentItems.item(['user-1', projectId], {
    user_id: 'user-1',
    project_id: projectId,
    subdomain,
    version_id: '3',
    live_number: 3,
    published_number: 3,
    live_serial: 4,
    deployed_at: at,
    claimed_at: at,
    ...attributes,
  });
}

function siteDomain(subdomain: string, domain: string) {
  const projectId = `project-${subdomain}`;
  return siteDomainItems.item(['user-1', projectId], {
    user_id: 'user-1',
    project_id: projectId,
    subdomain,
    domain,
    status: 'active',
    ownership_token: 'token',
    added_at: at,
  });
}

function claim(domain: string, subdomain: string, provenAt: string | null = at) {
  return claimItems.item([domain], {
    domain,
    user_id: 'user-1',
    project_id: `project-${subdomain}`,
    ownership_token: 'token',
    claimed_at: at,
    ...(provenAt && { proven_at: provenAt }),
  });
}

/** The table answers a Scan with these pages, each but the last naming where to go on. */
function tableHolds(...pages: Record<string, unknown>[][]) {
  pages.forEach((Items, index) => {
    const last = index === pages.length - 1;
    dynamo
      .on(
        ScanCommand,
        index === 0 ? { ExclusiveStartKey: undefined } : { ExclusiveStartKey: { page: index } },
      )
      .resolves({ Items, ...(last ? {} : { LastEvaluatedKey: { page: index + 1 } }) });
  });
}

/** The store holds these entries (one ListKeys page) and its ETag stays E1 until written. */
function storeHolds(entries: Record<string, string> = {}) {
  kvs.on(ListKeysCommand).resolves({
    Items: Object.entries(entries).map(([Key, Value]) => ({ Key, Value })),
  });
  kvs.on(DescribeKeyValueStoreCommand).resolves({ ETag: 'E1', KvsARN: kvsArn });
  kvs.on(UpdateKeysCommand).resolves({ ETag: 'E1', ItemCount: 1, TotalSizeInBytes: 1 });
  kvs.on(GetKeyCommand).callsFake(({ Key }: { Key: string }) => {
    const Value = entries[Key];
    if (Value === undefined)
      throw new ResourceNotFoundException({ message: 'No key', $metadata: {} });
    return { Key, Value };
  });
}

const written = () =>
  kvs.commandCalls(UpdateKeysCommand).flatMap((call) => call.args[0].input.Puts ?? []);

beforeEach(() => {
  dynamo.reset();
  kvs.reset();
});

describe('rebuilding the site directory from the table', () => {
  it('writes every live site, old address and proven domain, reading the table page by page', async () => {
    tableHolds(
      [
        deployment('crumb', {
          previous_subdomain: 'old-crumb',
          previous_until: '2026-12-20T00:00:00.000Z',
        }),
        siteDomain('crumb', 'www.crumb.example'),
      ],
      [claim('www.crumb.example', 'crumb'), deployment('gone', { deleting: true })],
      [deployment('draft', { version_id: undefined, live_serial: 0 })],
    );
    storeHolds();

    const report = await rebuild();

    expect(dynamo.commandCalls(ScanCommand)).toHaveLength(3);
    expect(written()).toEqual([
      { Key: 'crumb', Value: '4:sites/crumb/3' },
      { Key: 'old-crumb', Value: `0:>crumb:${Date.parse('2026-12-20T00:00:00Z') / 1000}` },
      { Key: 'www.crumb.example', Value: '@crumb' },
    ]);
    expect(kvs.commandCalls(UpdateKeysCommand)[0]?.args[0].input.IfMatch).toBe('E1');
    expect(report).toMatchObject({ written: 3, unchanged: 0, unexplained: [] });
  });

  it(`writes ${UPDATE_KEYS_BATCH} keys per UpdateKeys at most`, async () => {
    tableHolds(Array.from({ length: 120 }, (_, index) => deployment(`site-${index}`)));
    storeHolds();

    await rebuild();

    const batches = kvs.commandCalls(UpdateKeysCommand).map((call) => call.args[0].input.Puts);
    expect(batches.map((puts) => puts?.length)).toEqual([50, 50, 20]);
  });

  it('writes nothing the store already holds, so a second run writes nothing', async () => {
    tableHolds([deployment('crumb'), deployment('pie')]);
    storeHolds({ crumb: '4:sites/crumb/3', pie: '4:sites/pie/3' });

    const report = await rebuild();

    expect(kvs.commandCalls(UpdateKeysCommand)).toEqual([]);
    expect(report).toMatchObject({ written: 0, unchanged: 2, puts: [] });
  });

  it('keeps a later publish the store already holds, and names keys the table does not explain', async () => {
    tableHolds([deployment('crumb'), deployment('pie')]);
    storeHolds({ crumb: '5:sites/crumb/4', stale: '2:sites/stale/1' });

    const report = await rebuild();

    expect(written()).toEqual([{ Key: 'pie', Value: '4:sites/pie/3' }]);
    expect(report.unexplained).toEqual(['stale']);
  });

  it('leaves out domains not proven, held by another site or of a site taken down, and sites moving address', async () => {
    tableHolds([
      deployment('crumb'),
      siteDomain('crumb', 'unproven.example'),
      claim('unproven.example', 'crumb', null),
      siteDomain('crumb', 'taken.example'),
      claim('taken.example', 'pie'),
      // Taken down by an operator: no live copy any more, so neither it nor its domain serves.
      deployment('phish', {
        version_id: undefined,
        deployed_at: undefined,
        live_number: undefined,
        review_status: 'taken_down',
        review_at: at,
      }),
      siteDomain('phish', 'www.phish.example'),
      claim('www.phish.example', 'phish'),
      deployment('moving', { moving: true }),
    ]);
    storeHolds();

    const report = await rebuild();

    expect(written()).toEqual([{ Key: 'crumb', Value: '4:sites/crumb/3' }]);
    expect(report.skipped).toEqual([expect.stringMatching(/^moving: moving/)]);
  });

  it('reads the keys again and retries a batch another writer raced', async () => {
    tableHolds([deployment('crumb'), deployment('pie')]);
    storeHolds();
    kvs
      .on(DescribeKeyValueStoreCommand)
      .resolvesOnce({ ETag: 'E1', KvsARN: kvsArn })
      .resolvesOnce({ ETag: 'E1', KvsARN: kvsArn })
      .resolvesOnce({ ETag: 'E1', KvsARN: kvsArn })
      .resolves({ ETag: 'E2', KvsARN: kvsArn });
    kvs
      .on(UpdateKeysCommand)
      .rejectsOnce(new ConflictException({ message: 'ETag mismatch', $metadata: {} }))
      .resolves({ ETag: 'E3', ItemCount: 2, TotalSizeInBytes: 40 });
    // The racing writer published pie's next change meanwhile.
    kvs.on(GetKeyCommand, { Key: 'pie' }).resolves({ Key: 'pie', Value: '5:sites/pie/4' });

    await rebuild();

    const tries = kvs.commandCalls(UpdateKeysCommand).map((call) => call.args[0].input);
    expect(tries.map((input) => input.IfMatch)).toEqual(['E1', 'E2']);
    expect(tries[1]?.Puts).toEqual([{ Key: 'crumb', Value: '4:sites/crumb/3' }]);
  });

  it('on a dry run, says what it would write and writes nothing', async () => {
    tableHolds([deployment('crumb')]);
    storeHolds();

    const report = await rebuild(true);

    expect(kvs.commandCalls(UpdateKeysCommand)).toEqual([]);
    expect(report).toMatchObject({
      written: 0,
      puts: [{ key: 'crumb', value: '4:sites/crumb/3' }],
      projectedBytes: 'crumb'.length + '4:sites/crumb/3'.length,
    });
  });
});
