import {
  type CloudFrontKeyValueStoreClient,
  ConflictException,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  paginateListKeys,
  ResourceNotFoundException,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { siteDomainItems, type SiteDomain } from '../../functions/deployments/custom-domains';
import { deploymentItems, type Deployment } from '../../functions/deployments/deployments';
import { claimItems, isClaimOf, type DomainClaim } from '../../functions/deployments/domain-claims';
import {
  domainAlias,
  siteDirectoryValue,
  siteObjectKeys,
} from '../../functions/deployments/site-object-keys';
import type { TableClient } from '../../functions/lib/dynamo-client';
import { customDomainKeys, deploymentKeys } from '../../functions/lib/table-keys';

/** UpdateKeys takes at most 50 keys a call (and 3 MB, far more than 50 entries make). */
export const UPDATE_KEYS_BATCH = 50;
/** A KeyValueStore holds at most 5 MB of keys and values. */
export const STORE_LIMIT_BYTES = 5 * 1024 * 1024;

/** The site directory's store: the KeyValueStore client and the store's ARN. */
export interface DirectoryStore {
  client: CloudFrontKeyValueStoreClient;
  kvsArn: string;
}

/** What the table says about the sites: every deployment, site domain and domain claim. */
export interface TableSites {
  deployments: Deployment[];
  siteDomains: SiteDomain[];
  claims: Map<string, DomainClaim>;
}

/**
 * Reads every deployment, site domain and domain claim, with the SDK's paginator. A Scan: this
 * runs by hand when the store is lost, never on a request path, and those items live in their
 * owners' partitions, which no index gathers.
 */
export async function readSites({ documents, tableName }: TableClient): Promise<TableSites> {
  const sites: TableSites = { deployments: [], siteDomains: [], claims: new Map() };
  const pages = paginateScan(
    { client: documents },
    {
      TableName: tableName,
      FilterExpression:
        'begins_with(SK, :deployment) OR begins_with(SK, :siteDomain) OR begins_with(PK, :claim)',
      ExpressionAttributeValues: {
        ':deployment': deploymentKeys.prefix,
        ':siteDomain': customDomainKeys.siteDomainPrefix,
        ':claim': customDomainKeys.claimPrefix,
      },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) addItem(sites, item);
  }
  return sites;
}

function addItem(sites: TableSites, item: Record<string, unknown>): void {
  const [pk, sk] = [String(item.PK), String(item.SK)];
  if (sk.startsWith(deploymentKeys.prefix)) {
    sites.deployments.push(deploymentItems.fromItem(item));
  } else if (sk.startsWith(customDomainKeys.siteDomainPrefix)) {
    sites.siteDomains.push(siteDomainItems.fromItem(item));
  } else if (pk.startsWith(customDomainKeys.claimPrefix)) {
    const claim = claimItems.fromItem(item);
    sites.claims.set(claim.domain, claim);
  }
}

/** The entries the directory should hold, and what was left out and why. */
export interface WantedEntries {
  entries: Map<string, string>;
  skipped: string[];
}

/**
 * What the deployments function would have written: each live site's subdomain → its live copy
 * (with the serial of the change that made it live), an old address → the site it moved to
 * until its redirect ends, and each proven custom domain of a live site → the site's alias. A
 * site's own copy wins over another's redirect at the same address, as in the store. A site
 * deleted, never published or taken down (no live copy) has no entry, nor has its domain.
 */
export function directoryEntriesOf(sites: TableSites, now: Date): WantedEntries {
  const entries = new Map<string, string>();
  const live = new Set<string>();
  const redirects = new Map<string, string>();
  const skipped: string[] = [];
  for (const deployment of sites.deployments) {
    const { subdomain, versionId, liveSerial, previous } = deployment;
    if (deployment.deleting || versionId === null) continue;
    if (deployment.moving) {
      skipped.push(`${subdomain}: moving to its new address (the owner's next look finishes it)`);
      continue;
    }
    entries.set(
      subdomain,
      siteDirectoryValue.of(liveSerial, siteObjectKeys.versionPrefix(subdomain, versionId)),
    );
    live.add(subdomain);
    if (previous && previous.until > now) {
      redirects.set(previous.subdomain, siteDirectoryValue.redirect(subdomain, previous.until));
    }
  }
  for (const [address, value] of redirects) if (!entries.has(address)) entries.set(address, value);
  for (const siteDomain of sites.siteDomains) {
    const claim = sites.claims.get(siteDomain.domain);
    if (claim && isClaimOf(claim, siteDomain) && claim.provenAt && live.has(siteDomain.subdomain)) {
      entries.set(siteDomain.domain, domainAlias.of(siteDomain.subdomain));
    }
  }
  return { entries, skipped };
}

/**
 * Whether `wanted` should replace what the store holds: not when it holds it already, nor when it
 * holds a later change (a higher serial: a publish or rollback since the table was read).
 */
export function replaces(wanted: string, current: string | undefined): boolean {
  if (current === undefined) return true;
  if (current === wanted) return false;
  return siteDirectoryValue.serial(current) <= siteDirectoryValue.serial(wanted);
}

/** The store's entries, read with the SDK's paginator, and the store's ETag they were read at. */
export interface StoreContents {
  values: Map<string, string>;
  /** Null when another writer changed the store while it was being listed. */
  eTag: string | null;
}

async function currentETag({ client, kvsArn }: DirectoryStore): Promise<string> {
  const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN: kvsArn }));
  if (!ETag) throw new Error(`The key value store ${kvsArn} answered without an ETag`);
  return ETag;
}

export async function readStore(store: DirectoryStore): Promise<StoreContents> {
  const before = await currentETag(store);
  const values = new Map<string, string>();
  const pages = paginateListKeys(
    { client: store.client, pageSize: UPDATE_KEYS_BATCH },
    { KvsARN: store.kvsArn },
  );
  for await (const page of pages) {
    for (const { Key, Value } of page.Items ?? []) {
      if (Key !== undefined && Value !== undefined) values.set(Key, Value);
    }
  }
  const after = await currentETag(store);
  return { values, eTag: before === after ? after : null };
}

/** What a rebuild writes, and what it found. */
export interface RebuildPlan {
  /** Entries to write, in key order. */
  puts: { key: string; value: string }[];
  /** Entries the store holds already (or holds a later change of). */
  unchanged: number;
  /** Keys in the store that nothing in the table explains: left alone, for an operator to see. */
  unexplained: string[];
  skipped: string[];
  /** The store's size once the entries are written, in bytes of keys and values. */
  projectedBytes: number;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export function planRebuild(wanted: WantedEntries, current: Map<string, string>): RebuildPlan {
  const keys = [...wanted.entries.keys()].sort();
  const puts = keys.flatMap((key) => {
    const value = wanted.entries.get(key) ?? '';
    return replaces(value, current.get(key)) ? [{ key, value }] : [];
  });
  const after = new Map([...current, ...puts.map(({ key, value }) => [key, value] as const)]);
  return {
    puts,
    unchanged: keys.length - puts.length,
    unexplained: [...current.keys()].filter((key) => !wanted.entries.has(key)).sort(),
    skipped: wanted.skipped,
    projectedBytes: [...after].reduce((sum, [key, value]) => sum + bytes(key) + bytes(value), 0),
  };
}

export interface WriteOptions {
  /** Tries of a batch another writer raced (ConflictException). @default 8 */
  maxAttempts?: number;
  pause?: (ms: number) => Promise<void>;
}

const defaultPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function valueOf({ client, kvsArn }: DirectoryStore, key: string) {
  try {
    const { Value } = await client.send(new GetKeyCommand({ KvsARN: kvsArn, Key: key }));
    return Value;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/**
 * Writes the entries in batches of UpdateKeys, each all-or-nothing and conditioned on the store's
 * ETag. While only this rebuild writes, the listed contents stand for the store; once another
 * writer (a publish) shows up, each batch reads its keys again first, so a later change is never
 * overwritten. A batch that loses a race reads again and retries. Resolves to how many it wrote.
 */
export async function writeEntries(
  store: DirectoryStore,
  puts: readonly { key: string; value: string }[],
  listed: StoreContents,
  { maxAttempts = 8, pause = defaultPause }: WriteOptions = {},
): Promise<number> {
  const known = { values: new Map(listed.values), eTag: listed.eTag };
  let written = 0;
  for (let start = 0; start < puts.length; start += UPDATE_KEYS_BATCH) {
    const batch = puts.slice(start, start + UPDATE_KEYS_BATCH);
    for (let attempt = 1; ; attempt += 1) {
      try {
        written += await writeBatch(store, batch, known);
        break;
      } catch (error) {
        if (!(error instanceof ConflictException) || attempt >= maxAttempts) throw error;
        await pause(Math.random() * Math.min(2000, 50 * 2 ** attempt));
      }
    }
  }
  return written;
}

async function writeBatch(
  store: DirectoryStore,
  batch: readonly { key: string; value: string }[],
  known: { values: Map<string, string>; eTag: string | null },
): Promise<number> {
  const eTag = await currentETag(store);
  // Someone else wrote since: what was listed no longer stands for the store.
  if (eTag !== known.eTag) known.eTag = null;
  const current = known.eTag
    ? batch.map(({ key }) => known.values.get(key))
    : await Promise.all(batch.map(({ key }) => valueOf(store, key)));
  const puts = batch.filter(({ value }, index) => replaces(value, current[index]));
  if (puts.length === 0) return 0;
  const { ETag } = await store.client.send(
    new UpdateKeysCommand({
      KvsARN: store.kvsArn,
      IfMatch: eTag,
      Puts: puts.map(({ key, value }) => ({ Key: key, Value: value })),
    }),
  );
  if (known.eTag !== null && ETag) {
    for (const { key, value } of puts) known.values.set(key, value);
    known.eTag = ETag;
  }
  return puts.length;
}

/** A rebuild's outcome: its plan, and how many entries it wrote (none on a dry run). */
export interface RebuildReport extends RebuildPlan {
  written: number;
}

/**
 * Rebuilds the site directory from the table: reads what the table says is live, compares it
 * with the store, and writes what is missing or older. Safe to repeat: a second run finds
 * everything in place and writes nothing. `dryRun` reads only.
 */
export async function rebuildSiteDirectory(options: {
  table: TableClient;
  store: DirectoryStore;
  dryRun: boolean;
  now: Date;
  write?: WriteOptions;
}): Promise<RebuildReport> {
  const wanted = directoryEntriesOf(await readSites(options.table), options.now);
  const listed = await readStore(options.store);
  const plan = planRebuild(wanted, listed.values);
  const written = options.dryRun
    ? 0
    : await writeEntries(options.store, plan.puts, listed, options.write);
  return { ...plan, written };
}
