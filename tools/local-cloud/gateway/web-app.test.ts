import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistApp, createWebApp } from './web-app';

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  await writeFile(join(root, 'manifest.webmanifest'), '{"name":"app"}');
  const app = createDistApp(root);
  server = createServer(app.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('serving the built SPA (LOCAL_WEB=dist)', () => {
  it('answers app routes with index.html, as the CloudFront function does', async () => {
    const response = await fetch(`${base}/workspace/01JD3ZK8Q6R9V2W4X5Y7Z8A9BC`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>app</title>');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${base}/assets/app-1234.js`);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves the service worker and the web app manifest as such, revalidated on every load', async () => {
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'app' });
  });

  it('refuses paths outside the build and malformed escapes, and keeps serving', async () => {
    for (const path of ['/..%2F..%2Fetc%2Fpasswd', '/assets/%2e%2e/%2e%2e/x.js', '/x/%ZZ.js']) {
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    }
    expect((await fetch(`${base}/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});

describe('serving a build still being made', () => {
  async function serve(ready: Promise<void>, folder: string) {
    const own = createServer();
    const app = await createWebApp('dist', own, folder, ready);
    own.on('request', app.handle);
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
    return { url, close: () => new Promise((resolve) => own.close(resolve)) };
  }

  it('holds a page until the build is there, then serves it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'web-later-'));
    let built = () => {};
    const { url, close } = await serve(new Promise<void>((resolve) => (built = resolve)), folder);
    try {
      let answered = false;
      const page = fetch(`${url}/dashboard`).then((response) => {
        answered = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answered).toBe(false);

      await writeFile(join(folder, 'index.html'), '<!doctype html><title>later</title>');
      built();
      expect(await (await page).text()).toContain('<title>later</title>');
    } finally {
      await close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('says why, with 503, when the build failed', async () => {
    const { url, close } = await serve(Promise.reject(new Error('vite exited 1')), root);
    try {
      const response = await fetch(`${url}/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('vite exited 1');
    } finally {
      await close();
    }
  });
});
