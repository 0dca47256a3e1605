import { getCiphers } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account.js';
import { bucketDefinitions, type BucketId } from '../../../infra/data/bucket-definitions';
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

interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** S3's limit on a key, in UTF-8 bytes. */
const MAX_KEY_BYTES = 1024;
/**
 * s3rver keeps `a/b/c` as the file `a/b/c._S3rver_metadata.json`: a key segment longer than a
 * file name may be (255 bytes, less that suffix) cannot be stored on this disk, and s3rver would
 * fail on it outside any request handler.
 */
const MAX_SEGMENT_BYTES = 255 - '._S3rver_metadata.json'.length;

/** Why S3 (or this disk) cannot take the key in a path-style request path, if it cannot. */
function keyRefusal(requestPath: string): Refusal | null {
  let key: string;
  try {
    key = decodeURIComponent(requestPath.split('/').slice(2).join('/'));
  } catch {
    return { status: 400, code: 'InvalidURI', message: "Couldn't parse the specified URI." };
  }
  if (Buffer.byteLength(key) > MAX_KEY_BYTES)
    return { status: 400, code: 'KeyTooLongError', message: 'Your key is too long' };
  if (key.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES))
    return {
      status: 400,
      code: 'KeyTooLongError',
      message: `The local S3 keeps keys as files: each part between slashes must be at most ${MAX_SEGMENT_BYTES} bytes`,
    };
  return null;
}

/** Buckets block public access: a request must be signed, and a presigned URL's signature must hold. */
async function signatureRefusal(ctx: KoaContext): Promise<Refusal | null> {
  if ('X-Amz-Signature' in ctx.query) {
    const verdict = await verifyPresigned(
      { method: ctx.method, path: ctx.path, query: ctx.query, headers: ctx.headers },
      LOCAL_CREDENTIALS,
    );
    return verdict.ok ? null : { status: 403, ...verdict };
  }
  const signed =
    'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;
  return signed ? null : { status: 403, code: 'AccessDenied', message: 'Access Denied' };
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
  // Before s3rver's own middleware, which takes any SigV4 signature on trust and lets anonymous
  // requests through.
  (server as unknown as KoaApp).middleware.unshift(async (ctx, next) => {
    // A CORS preflight carries the URL but not the request: S3 answers it by the CORS rules.
    if (ctx.method === 'OPTIONS') return next();
    const refusal = keyRefusal(ctx.path) ?? (await signatureRefusal(ctx));
    if (!refusal) return next();
    ctx.status = refusal.status;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`;
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
