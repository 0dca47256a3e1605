import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { DynamoReply } from './replies';

export interface RawExchange {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface DynaliteClient {
  /** Calls one operation of dynalite's JSON API with an already-built payload. */
  call(operation: string, payload: Record<string, unknown>): Promise<DynamoReply>;
  /** Sends a client's request through untouched and returns dynalite's response as is. */
  forward(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<RawExchange>;
  /** Drops the kept-alive sockets so dynalite's server can finish closing. */
  close(): void;
}

// dynalite only checks that a SigV4-shaped header is present; it never verifies the signature.
const unsignedAuthorization =
  'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, ' +
  'SignedHeaders=host, Signature=local';

export function createDynaliteClient(host: string, port: number): DynaliteClient {
  const agent = new Agent({ keepAlive: true });

  function send(
    method: string,
    path: string,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    retried = false,
  ): Promise<RawExchange> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        { host, port, path, method, headers: { ...headers, host: `${host}:${port}` }, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              statusCode: response.statusCode ?? 500,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      // A kept connection dynalite closed as it was reused never carried the request: it is sent
      // again, once, on a new one (as Node's documentation advises).
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (!retried && outgoing.reusedSocket && error.code === 'ECONNRESET') {
          send(method, path, headers, body, true).then(resolve, reject);
        } else {
          reject(error);
        }
      });
      outgoing.end(body);
    });
  }

  return {
    async call(operation, payload) {
      const body = Buffer.from(JSON.stringify(payload));
      const response = await send(
        'POST',
        '/',
        {
          'content-type': 'application/x-amz-json-1.0',
          'content-length': body.length,
          'x-amz-target': `DynamoDB_20120810.${operation}`,
          'x-amz-date': '20200101T000000Z',
          authorization: unsignedAuthorization,
        },
        body,
      );
      const parsed: unknown = JSON.parse(response.body.toString('utf8'));
      return { statusCode: response.statusCode, body: parsed };
    },
    async forward(method, path, headers, body) {
      const response = await send(method, path, withoutHopByHop(headers, body.length), body);
      return { ...response, headers: withoutHopByHop(response.headers, response.body.length) };
    },
    close() {
      agent.destroy();
    },
  };
}

/**
 * Bodies are buffered whole on both legs, so connection-level headers from one leg must not leak
 * into the other, and the length is that of the buffer.
 */
function withoutHopByHop(headers: IncomingHttpHeaders, contentLength: number): IncomingHttpHeaders {
  const { connection, 'keep-alive': keepAlive, 'transfer-encoding': encoding, ...rest } = headers;
  return { ...rest, 'content-length': String(contentLength) };
}
