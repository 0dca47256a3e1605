import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import dynalite from 'dynalite';
import { keepIdleConnectionsLikeAws } from '../idle-connections';
import { readBody } from '../read-body';
import { prepareDataDir } from './data-dir';
import { createDynaliteClient, type DynaliteClient } from './dynalite-client';
import { createMutex, type Mutex } from './mutex';
import {
  internalServerError,
  ReplyError,
  serializationException,
  type DynamoReply,
} from './replies';
import { ensureTable } from './table';
import { transactWriteItems } from './transact-write-items';
import {
  fileTransactionJournal,
  noTransactionJournal,
  recoverTransaction,
} from './transaction-journal';

export interface LocalDynamoOptions {
  /** 0 (the default) picks a free port; read the chosen one from `endpoint`. */
  port?: number;
  host?: string;
  /** LevelDB folder that keeps the data across restarts; omitted keeps it in memory. */
  dataDir?: string;
  tableName: string;
}

export interface LocalDynamo {
  endpoint: string;
  tableName: string;
  /** Stops both servers and releases the LevelDB lock, so the folder can be opened again. */
  close(): Promise<void>;
}

/**
 * Everything that touches items queues behind one mutex: writes, so a transaction is atomic
 * relative to them, and reads, so nobody sees a transaction half-applied or about to be rolled
 * back. Throughput does not matter on one machine; isolation does.
 */
const itemOperations = new Set([
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'GetItem',
  'BatchGetItem',
  'Query',
  'Scan',
]);

type AnsweredHere = (dynalite: DynaliteClient, body: unknown) => Promise<DynamoReply>;

/** Where the intent of the transaction under way is kept: beside the LevelDB folder. */
export function transactionJournalFile(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}-transaction.json`;
}

/**
 * A DynamoDB endpoint for one machine: dynalite behind a small front server that adds the
 * transactions dynalite lacks. Everything else is passed through to dynalite unchanged.
 */
export async function startLocalDynamo(options: LocalDynamoOptions): Promise<LocalDynamo> {
  const host = options.host ?? '127.0.0.1';
  if (options.dataDir) await prepareDataDir(options.dataDir);

  const store = keepIdleConnectionsLikeAws(
    dynalite({
      path: options.dataDir,
      // Without these, new tables stay CREATING for half a second and the first write fails.
      createTableMs: 0,
      deleteTableMs: 0,
      updateTableMs: 0,
    }),
  );
  const storeClient = createDynaliteClient('127.0.0.1', await listen(store, 0, '127.0.0.1'));
  const mutex = createMutex();
  const journalFile = options.dataDir ? transactionJournalFile(options.dataDir) : undefined;
  const journal = journalFile ? fileTransactionJournal(journalFile) : noTransactionJournal;
  const operationsAnsweredHere: Record<string, AnsweredHere> = {
    TransactWriteItems: (dynalite, body) => transactWriteItems(dynalite, body, journal),
  };

  const front = keepIdleConnectionsLikeAws(
    createServer((request, response) => {
      handle(request, response, storeClient, mutex, operationsAnsweredHere).catch(
        (error: unknown) => {
          console.error('local DynamoDB front server failed a request', error);
          if (!response.headersSent) sendReply(response, internalServerError(String(error)));
        },
      );
    }),
  );

  try {
    await ensureTable(storeClient, options.tableName);
    // A transaction the last process was killed in the middle of is rolled back before anyone reads.
    if (journalFile) {
      const restored = await recoverTransaction(storeClient, journalFile);
      if (restored > 0) {
        console.warn(
          `[local dynamodb] rolled back a transaction left half-applied (${restored} items)`,
        );
      }
    }
    const port = await listen(front, options.port ?? 0, host);
    const endpointHost = host.includes(':') ? `[${host}]` : host;
    return {
      endpoint: `http://${endpointHost}:${port}`,
      tableName: options.tableName,
      async close() {
        await closeServer(front);
        // A transaction still running must finish (or roll back) before the store goes away.
        await mutex.runExclusive(async () => undefined);
        storeClient.close();
        await closeServer(store);
      },
    };
  } catch (error) {
    storeClient.close();
    if (front.listening) await closeServer(front);
    await closeServer(store);
    throw error;
  }
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  storeClient: DynaliteClient,
  mutex: Mutex,
  operationsAnsweredHere: Record<string, AnsweredHere>,
): Promise<void> {
  // DynamoDB caps a request at 16 MB.
  const body = await readBody(request, 16 * 1024 * 1024);
  const operation = operationOf(request.headers['x-amz-target']);

  const answerHere = operationsAnsweredHere[operation];
  if (answerHere) {
    sendReply(response, await mutex.runExclusive(() => answer(answerHere, storeClient, body)));
    return;
  }

  const forward = () =>
    storeClient.forward(request.method ?? 'POST', request.url ?? '/', request.headers, body);
  const forwarded = itemOperations.has(operation)
    ? await mutex.runExclusive(forward)
    : await forward();
  response.writeHead(forwarded.statusCode, forwarded.headers);
  response.end(forwarded.body);
}

async function answer(
  operation: AnsweredHere,
  storeClient: DynaliteClient,
  body: Buffer,
): Promise<DynamoReply> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return serializationException();
  }
  try {
    return await operation(storeClient, parsed);
  } catch (error) {
    if (error instanceof ReplyError) return error.reply;
    throw error;
  }
}

function operationOf(target: string | string[] | undefined): string {
  const [service, operation] = typeof target === 'string' ? target.split('.') : [];
  return service === 'DynamoDB_20120810' && operation ? operation : '';
}

function sendReply(response: ServerResponse, reply: DynamoReply): void {
  const body = JSON.stringify(reply.body);
  response.writeHead(reply.statusCode, {
    'content-type': 'application/x-amz-json-1.0',
    'content-length': Buffer.byteLength(body),
    'x-amzn-requestid': randomUUID(),
  });
  response.end(body);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address !== null && typeof address === 'object') resolve(address.port);
      else reject(new Error(`Could not read the port of the server on ${host}`));
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Clients keep sockets alive; without this, close waits for them to time out.
    server.closeAllConnections();
  });
}
