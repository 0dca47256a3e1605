import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export interface CompressingProxy {
  url: string;
  close(): Promise<void>;
}

/** What CloudFront compresses: text types, never images or already-encoded bodies. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

function encoderFor(acceptEncoding: string | undefined): [string, Transform] | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    return ['br', createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })];
  }
  if (/\bgzip\b/.test(accepted)) return ['gzip', createGzip()];
  return undefined;
}

function shouldCompress(headers: IncomingHttpHeaders): boolean {
  return !headers['content-encoding'] && COMPRESSIBLE.test(String(headers['content-type'] ?? ''));
}

/**
 * A reverse proxy to `target` that compresses responses the way CloudFront does with
 * `compress: true` (brotli or gzip, as the browser accepts), for measuring the built SPA as
 * visitors receive it.
 */
export async function startCompressingProxy(target: string): Promise<CompressingProxy> {
  const upstream = new URL(target);
  const server = createServer((request, response) => {
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (reply) => {
        const encoder =
          shouldCompress(reply.headers) && encoderFor(request.headers['accept-encoding']);
        if (!encoder) {
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          pipeline(reply, response, () => {});
          return;
        }
        const [encoding, stream] = encoder;
        const headers = { ...reply.headers, 'content-encoding': encoding, vary: 'accept-encoding' };
        delete headers['content-length'];
        response.writeHead(reply.statusCode ?? 502, headers);
        pipeline(reply, stream, response, () => {});
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    pipeline(request, outgoing, () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
