import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve } from 'node:path';
import { pipeline } from 'node:stream';
import { repositoryRoot } from '../../../infra/repository-root';
import { safeDecode } from './safe-decode';

/**
 * How the local cloud serves the SPA: `dev` runs Vite in middleware mode (hot reload on the same
 * origin), `dist` serves the production build the way CloudFront does (SPA fallback to
 * index.html), `none` serves no web app (API-only tests and benchmarks).
 */
export type WebMode = 'dev' | 'dist' | 'none';

export type WebHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface WebApp {
  handle: WebHandler;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

function notFound(response: ServerResponse) {
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}

async function fileAt(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The file a URL path names inside `root`, or undefined when it is malformed or escapes it. */
function fileInside(root: string, pathname: string): string | undefined {
  const decoded = safeDecode(pathname);
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const requested = resolve(root, `.${decoded}`);
  const inside = relative(root, requested);
  return inside.startsWith('..') || isAbsolute(inside) ? undefined : requested;
}

export function createDistApp(root: string): WebApp {
  const assets = join(root, 'assets');
  const handle: WebHandler = (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const requested = fileInside(root, url.pathname);
    if (!requested) return notFound(response);
    // Extension-less paths are app routes: answer with the SPA, as the CloudFront function does.
    const path = extname(requested) === '' ? join(root, 'index.html') : requested;
    fileAt(path)
      .then((info) => {
        if (!info) return notFound(response);
        response.writeHead(200, {
          'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
          'content-length': info.size,
          'cache-control': path.startsWith(assets)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        });
        if (request.method === 'HEAD') return response.end();
        pipeline(createReadStream(path), response, (error) => {
          if (error) response.destroy();
        });
      })
      .catch(() => notFound(response));
  };
  return { handle, close: async () => {} };
}

/** A build still being made: its pages wait for it, and answer 503 with why if it failed. */
function afterBuild(ready: Promise<void>, app: WebApp): WebApp {
  const failure = ready.then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  return {
    handle(request, response) {
      void failure.then((message) => {
        if (message === null) return app.handle(request, response);
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
      });
    },
    close: app.close,
  };
}

async function createDevApp(server: Server): Promise<WebApp> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(repositoryRoot, 'web/vite.config.ts'),
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server } },
    logLevel: 'warn',
  });
  return {
    handle: (request, response) => vite.middlewares(request, response),
    close: () => vite.close(),
  };
}

export async function createWebApp(
  mode: WebMode,
  server: Server,
  root = join(repositoryRoot, 'web/dist'),
  ready?: Promise<void>,
): Promise<WebApp> {
  if (mode === 'dev') return createDevApp(server);
  if (mode === 'dist') {
    if (ready) return afterBuild(ready, createDistApp(root));
    if (!(await fileAt(join(root, 'index.html')))) {
      throw new Error(`${root} has no index.html: run \`npm run build:web\` first`);
    }
    return createDistApp(root);
  }
  return { handle: (_request, response) => notFound(response), close: async () => {} };
}
