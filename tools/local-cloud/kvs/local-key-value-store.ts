import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { isLoopback } from '../gateway/loopback';
import { safeDecode } from '../gateway/safe-decode';
import { openJsonStateFile } from '../json-state-file';
import { readBody } from '../read-body';

/**
 * A stand-in of the CloudFront KeyValueStore data-plane calls the deployments function makes
 * (DescribeKeyValueStore, GetKey, PutKey, DeleteKey) on the local gateway, so the functions' own client
 * (`@aws-sdk/client-cloudfront-keyvaluestore`) runs unchanged against it. Writes need the store's
 * current ETag in `If-Match`, as on AWS; a stale one is a 409 ConflictException. SigV4A is not
 * checked: like the other stand-ins of signed AWS APIs, it answers loopback callers only.
 */
export const KVS_PATH = '/_local/kvs';

/**
 * The sites' directory on one machine. The client puts the ARN's account in front of the
 * endpoint's host name: `000000000000.kvs.localhost`, two labels, so never a site's host.
 */
export const LOCAL_SITES_KVS_ARN =
  'arn:aws:cloudfront::000000000000:key-value-store/0a1b2c3d-local-sites';

/** The endpoint to give the SDK client (`SITES_KVS_ENDPOINT`) for a gateway on `port`. */
export function localKeyValueStoreEndpoint(port: number): string {
  return `http://kvs.localhost:${port}${KVS_PATH}`;
}

/** CloudFront's limits: key 512 bytes, value 1 KB, store 5 MB. */
const MAX_KEY_BYTES = 512;
const MAX_VALUE_BYTES = 1024;
const MAX_STORE_BYTES = 5 * 1024 * 1024;

const storeSchema = z.object({
  items: z.record(z.string(), z.string()),
  eTag: z.string(),
  created: z.number(),
  lastModified: z.number(),
});
type Store = z.infer<typeof storeSchema>;
const stateSchema = z.record(z.string(), storeSchema);

export const STATE_FILE = 'key-value-stores.json';

class KvsError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const newETag = () => `E${randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`;
const nowSeconds = () => Date.now() / 1000;
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

function sizeOf(store: Store): number {
  return Object.entries(store.items).reduce(
    (total, [key, value]) => total + bytes(key) + bytes(value),
    0,
  );
}

function counts(store: Store) {
  return { ItemCount: Object.keys(store.items).length, TotalSizeInBytes: sizeOf(store) };
}

function checkKey(key: string): void {
  if (key.length === 0 || bytes(key) > MAX_KEY_BYTES) {
    throw new KvsError(400, 'ValidationException', `Key must be 1 to ${MAX_KEY_BYTES} bytes`);
  }
}

function checkValue(value: unknown): string {
  if (typeof value !== 'string' || bytes(value) > MAX_VALUE_BYTES) {
    throw new KvsError(
      400,
      'ValidationException',
      `Value must be at most ${MAX_VALUE_BYTES} bytes`,
    );
  }
  return value;
}

interface Reply {
  status: number;
  body: unknown;
  /** The store's ETag after the call, on Describe and on writes. */
  eTag?: string;
}

const putKeySchema = z.object({ Value: z.string() });

export interface LocalKeyValueStoreOptions {
  /** Folder that keeps the stores across restarts; null keeps them in memory. */
  dataDir: string | null;
  /** The stores that exist, by ARN (as CloudFormation would have created them). */
  arns: readonly string[];
}

/** The KeyValueStore stand-in: its gateway service, and direct reads as a CloudFront Function's. */
export async function openLocalKeyValueStore(options: LocalKeyValueStoreOptions) {
  const stateFile = await openJsonStateFile({
    dataDir: options.dataDir,
    fileName: STATE_FILE,
    schema: stateSchema,
    owner: 'local key value store',
  });
  const state: Record<string, Store> = stateFile.saved ?? {};
  for (const arn of options.arns) {
    state[arn] ??= {
      items: {},
      eTag: newETag(),
      created: nowSeconds(),
      lastModified: nowSeconds(),
    };
  }

  function storeOf(arn: string): Store {
    const store = state[arn];
    if (!store) throw new KvsError(404, 'ResourceNotFoundException', `No key value store ${arn}`);
    return store;
  }

  /** Applies a write whole, after checking `If-Match`, and gives the store a new ETag. */
  function write(
    store: Store,
    ifMatch: string | undefined,
    change: (items: Store['items']) => void,
  ): Reply {
    if (!ifMatch) throw new KvsError(400, 'ValidationException', 'If-Match is required');
    if (ifMatch !== store.eTag) {
      throw new KvsError(409, 'ConflictException', 'The If-Match ETag is not the current one');
    }
    const items = { ...store.items };
    change(items);
    if (sizeOf({ ...store, items }) > MAX_STORE_BYTES) {
      throw new KvsError(402, 'ServiceQuotaExceededException', 'The store would exceed 5 MB');
    }
    store.items = items;
    store.eTag = newETag();
    store.lastModified = nowSeconds();
    void stateFile.save(state);
    return { status: 200, body: counts(store), eTag: store.eTag };
  }

  async function answer(request: IncomingMessage, segments: string[]): Promise<Reply> {
    const [collection, arn, keys, key, ...rest] = segments;
    if (collection !== 'key-value-stores' || !arn || rest.length > 0) {
      throw new KvsError(404, 'ResourceNotFoundException', 'Not found');
    }
    const store = storeOf(arn);
    const method = request.method ?? 'GET';
    const ifMatch = request.headers['if-match'];
    if (keys === undefined && method === 'GET') {
      return {
        status: 200,
        eTag: store.eTag,
        body: {
          ...counts(store),
          KvsARN: arn,
          Created: store.created,
          LastModified: store.lastModified,
          Status: 'READY',
        },
      };
    }
    if (keys !== 'keys') throw new KvsError(404, 'ResourceNotFoundException', 'Not found');
    if (key !== undefined) {
      checkKey(key);
      if (method === 'GET') {
        const value = store.items[key];
        if (value === undefined)
          throw new KvsError(404, 'ResourceNotFoundException', 'No such key');
        return { status: 200, body: { Key: key, Value: value, ...counts(store) } };
      }
      if (method === 'PUT') {
        const put = putKeySchema.safeParse(await jsonBody(request));
        const value = checkValue(put.success ? put.data.Value : undefined);
        return write(store, ifMatch, (items) => {
          items[key] = value;
        });
      }
      if (method === 'DELETE') {
        if (store.items[key] === undefined) {
          throw new KvsError(404, 'ResourceNotFoundException', 'No such key');
        }
        return write(store, ifMatch, (items) => {
          delete items[key];
        });
      }
    }
    throw new KvsError(405, 'ValidationException', `${method} is not supported here`);
  }

  function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    if (url.pathname !== KVS_PATH && !url.pathname.startsWith(`${KVS_PATH}/`)) return false;
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { 'content-type': 'application/json', ...headers })
        .end(JSON.stringify(body));
    if (!isLoopback(request.socket.remoteAddress)) {
      reply(
        403,
        { message: 'Loopback callers only' },
        { 'x-amzn-errortype': 'AccessDeniedException' },
      );
      return true;
    }
    const segments = url.pathname
      .slice(KVS_PATH.length)
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => safeDecode(segment) ?? '');
    answer(request, segments).then(
      ({ status, body, eTag }) => reply(status, body, eTag ? { etag: eTag } : {}),
      (error: unknown) => {
        if (error instanceof KvsError) {
          reply(error.status, { message: error.message }, { 'x-amzn-errortype': error.type });
          return;
        }
        console.error('[local kvs] request failed', error);
        reply(
          500,
          { message: 'Internal error' },
          { 'x-amzn-errortype': 'InternalServerException' },
        );
      },
    );
    return true;
  }

  return {
    handle,
    /** The value of `key` in the store, read directly, as a CloudFront Function reads it. */
    get(arn: string, key: string): string | undefined {
      return state[arn]?.items[key];
    },
    /** Waits for the queued writes. */
    flush: stateFile.flush,
    close: stateFile.flush,
  };
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const text = (await readBody(request)).toString('utf8');
  try {
    return text === '' ? {} : JSON.parse(text);
  } catch {
    throw new KvsError(400, 'ValidationException', 'The body is not JSON');
  }
}

export type LocalKeyValueStore = Awaited<ReturnType<typeof openLocalKeyValueStore>>;
