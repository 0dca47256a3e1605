// The KeyValueStore API is signed with SigV4A only; this registers the SDK's JS signer for it.
import '@aws-sdk/signature-v4a';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'node:http';
import {
  CloudFrontKeyValueStoreClient,
  ConflictException,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  PutKeyCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import * as z from '../../shared/zod';
import { optionalEndpoint, readEnvironment } from '../lib/environment';

/**
 * Which copy of each site is live: subdomain → version prefix. On AWS a CloudFront KeyValueStore
 * that the sites distribution's CloudFront Function reads on every viewer request, so pointing a
 * subdomain at a new copy is a deploy, with no cache invalidation; locally the stand-in the local
 * gateway serves sites from.
 */
export interface SiteDirectory {
  /** The version prefix the subdomain points at, or null. */
  lookup(subdomain: string): Promise<string | null>;
  /**
   * Points the subdomain at `versionPrefix`, unless `replaces` refuses the current value (a newer
   * copy got there first). Resolves to whether it did.
   */
  point(
    subdomain: string,
    versionPrefix: string,
    replaces?: (current: string | null) => boolean,
  ): Promise<boolean>;
  /** Removes the subdomain: the site stops answering. Removing a missing one is not an error. */
  remove(subdomain: string): Promise<void>;
}

export interface KeyValueSiteDirectoryOptions {
  client: CloudFrontKeyValueStoreClient;
  kvsArn: string;
  /** Tries when another writer changed the store between reading its ETag and writing. */
  maxAttempts?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The site directory on a KeyValueStore. Every write names the store's ETag (`IfMatch`), read
 * from DescribeKeyValueStore just before; a write that lost a race to another (ConflictException)
 * reads it again and retries, so a check of the current value and the write that follows it act
 * as one.
 */
export function createKeyValueSiteDirectory({
  client,
  kvsArn,
  maxAttempts = 12,
}: KeyValueSiteDirectoryOptions): SiteDirectory {
  async function currentETag(): Promise<string> {
    const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN: kvsArn }));
    if (!ETag) throw new Error(`The key value store ${kvsArn} answered without an ETag`);
    return ETag;
  }

  async function lookup(subdomain: string): Promise<string | null> {
    try {
      const { Value } = await client.send(new GetKeyCommand({ KvsARN: kvsArn, Key: subdomain }));
      return Value ?? null;
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return null;
      throw error;
    }
  }

  async function withFreshETag<T>(write: (eTag: string) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write(await currentETag());
      } catch (error) {
        if (!(error instanceof ConflictException) || attempt >= maxAttempts) throw error;
        // Writers that collided would collide again in step: exponential backoff, full jitter.
        await pause(Math.random() * Math.min(1000, 20 * 2 ** attempt));
      }
    }
  }

  return {
    lookup,

    point(subdomain, versionPrefix, replaces = () => true) {
      return withFreshETag(async (eTag) => {
        if (!replaces(await lookup(subdomain))) return false;
        await client.send(
          new PutKeyCommand({
            KvsARN: kvsArn,
            Key: subdomain,
            Value: versionPrefix,
            IfMatch: eTag,
          }),
        );
        return true;
      });
    },

    async remove(subdomain) {
      await withFreshETag(async (eTag) => {
        try {
          await client.send(
            new DeleteKeyCommand({ KvsARN: kvsArn, Key: subdomain, IfMatch: eTag }),
          );
        } catch (error) {
          if (!(error instanceof ResourceNotFoundException)) throw error;
        }
      });
    },
  };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * `*.localhost` is loopback (RFC 6761), as browsers treat it, though the system resolver may not
 * know it. The KeyValueStore client puts the ARN's account in front of the endpoint's host name
 * (`{account}.kvs.localhost`), so locally it needs this to reach the stand-in.
 */
function lookupWithLocalhost(hostname: string, options: LookupOptions, callback: LookupCallback) {
  if (hostname !== 'localhost' && !hostname.endsWith('.localhost')) {
    dnsLookup(hostname, options, callback);
  } else if (options.all) {
    callback(null, [{ address: '127.0.0.1', family: 4 }]);
  } else {
    callback(null, '127.0.0.1', 4);
  }
}

/**
 * The site directory from `SITES_KVS_ARN` (and `SITES_KVS_ENDPOINT`, the local stand-in). The
 * client signs with SigV4A on the region set `*`, with the function's credentials.
 */
export function createSiteDirectory(environment: NodeJS.ProcessEnv = process.env): SiteDirectory {
  const config = readEnvironment(
    z.object({
      SITES_KVS_ARN: z.string().check(z.startsWith('arn:')),
      SITES_KVS_ENDPOINT: optionalEndpoint,
      AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    }),
    environment,
  );
  const local = config.SITES_KVS_ENDPOINT !== undefined;
  const client = new CloudFrontKeyValueStoreClient({
    endpoint: config.SITES_KVS_ENDPOINT,
    // The API is global and signed for every region (`*`); the SDK only wants one configured.
    region: config.AWS_REGION,
    ...(local && {
      requestHandler: { httpAgent: new Agent({ keepAlive: true, lookup: lookupWithLocalhost }) },
    }),
  });
  return createKeyValueSiteDirectory({ client, kvsArn: config.SITES_KVS_ARN });
}
