import { getCiphers } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account.js';
import { bucketDefinitions, type BucketId } from '../../data/bucket-definitions';
import { verifyPresigned } from './presigned-urls';

export interface LocalS3Options {
  host?: string;
  /** 0 (the default) picks a free port; read the chosen one from `endpoint`. */
  port?: number;
  /** Folder that keeps the objects across restarts; null uses a temporary one, removed on close. */
  dataDir: string | null;
}

export interface LocalS3 {
  endpoint: string;
  /** The local name of each bucket of `bucketDefinitions`. */
  bucketNames: Record<BucketId, string>;
  close(): Promise<void>;
}

/**
 * s3rver encrypts ListObjectsV2's continuation tokens with DES, which OpenSSL 3 (Node 17+) keeps
 * in its legacy provider: without `--openssl-legacy-provider`, the second page of a listing fails.
 * `npm start` and the tests pass the flag; anyone starting the stand-in otherwise is told.
 */
function warnWithoutLegacyCiphers(): void {
  if (getCiphers().includes('des-cbc')) return;
  console.warn(
    'Local S3: Node runs without --openssl-legacy-provider, so listings longer than one page fail.',
  );
}

/** The dummy credentials every local client signs with (s3rver checks the key id exists). */
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The little of Koa (s3rver's base) that adding a middleware in front needs. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
interface KoaApp {
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
}

/** A bucket's CORS rule as the XML document S3's PutBucketCors takes (s3rver reads the same). */
function corsConfiguration(rule: {
  methods: readonly string[];
  origins: readonly string[];
  headers: readonly string[];
  maxAgeSeconds: number;
}): string {
  const each = (tag: string, values: readonly string[]) =>
    values.map((value) => `<${tag}>${value}</${tag}>`).join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    each('AllowedMethod', rule.methods) +
    each('AllowedOrigin', rule.origins) +
    each('AllowedHeader', rule.headers) +
    `<MaxAgeSeconds>${rule.maxAgeSeconds}</MaxAgeSeconds>` +
    '</CORSRule></CORSConfiguration>'
  );
}

/** The S3 stand-in (s3rver) with every bucket of the data stack created. */
export async function startLocalS3(options: LocalS3Options): Promise<LocalS3> {
  warnWithoutLegacyCiphers();
  DUMMY_ACCOUNT.createKeyPair(LOCAL_CREDENTIALS.accessKeyId, LOCAL_CREDENTIALS.secretAccessKey);
  const directory = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'local-s3-')));
  await mkdir(directory, { recursive: true });
  const bucketNames: Record<BucketId, string> = {
    code: bucketDefinitions.code.localName,
    sites: bucketDefinitions.sites.localName,
  };
  const server = new S3rver({
    address: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [
      { name: bucketNames.code },
      {
        name: bucketNames.sites,
        configs: [corsConfiguration(bucketDefinitions.sites.browserUploads.cors)],
      },
    ],
  });
  // Before s3rver's own middleware, which takes any SigV4 signature on trust.
  (server as unknown as KoaApp).middleware.unshift(async (ctx, next) => {
    // A CORS preflight carries the URL but not the request: S3 answers it by the CORS rules.
    if (!('X-Amz-Signature' in ctx.query) || ctx.method === 'OPTIONS') return next();
    const verdict = await verifyPresigned(
      { method: ctx.method, path: ctx.path, query: ctx.query, headers: ctx.headers },
      LOCAL_CREDENTIALS,
    );
    if (verdict.ok) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${verdict.code}</Code><Message>${verdict.message}</Message></Error>`;
  });
  try {
    const address = await server.run();
    return {
      endpoint: `http://${address.address}:${address.port}`,
      bucketNames,
      async close() {
        server.httpServer?.closeAllConnections();
        await server.close();
        if (options.dataDir === null) await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (options.dataDir === null) await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

/**
 * What an S3 client needs to talk to the stand-in: the endpoint, path-style buckets, dummy
 * credentials, and checksums only where S3 requires them (s3rver checks none of the others).
 */
export function localS3ClientConfig(endpoint: string) {
  return {
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: LOCAL_CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  } as const;
}
