import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteDirectory } from '../../../functions/deployments/site-directory';
import { createSiteObjects, siteObjectKeys } from '../../../functions/deployments/site-objects';
import { startLocalCloud, type LocalCloud } from '../local-cloud';
import { localS3ClientConfig } from '../s3/local-s3';

let dataDir: string;
let cloud: LocalCloud | undefined;

const start = () => startLocalCloud({ host: '127.0.0.1', port: 0, dataDir, web: 'none' });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-sites-'));
  cloud = await start();
});

afterAll(async () => {
  await cloud?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A request to the gateway as `{subdomain}.localhost`, the Host a browser sends. */
function visit(port: number, subdomain: string, method = 'GET', path = '/') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: { host: `${subdomain}.localhost:${port}` },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

/** Publishes a copy and points the subdomain at it, as a deploy does. */
async function publish(current: LocalCloud, subdomain: string, versionId: string, html: string) {
  const s3 = new S3Client(localS3ClientConfig(current.s3.endpoint));
  const prefix = siteObjectKeys.versionPrefix(subdomain, versionId);
  await createSiteObjects({ s3, bucketName: current.s3.bucketNames.sites }).putPage(prefix, html);
  await createSiteDirectory().point(subdomain, prefix);
  s3.destroy();
}

describe('deployed sites on the local gateway', () => {
  it('serve the copy the directory names, and only with GET or HEAD', async () => {
    if (!cloud) throw new Error('The local cloud did not start');
    await publish(cloud, 'lantern', '01JD0000000000000000000001', '<h1>Lantern</h1>');

    const page = await visit(cloud.gateway.port, 'lantern');
    const head = await visit(cloud.gateway.port, 'lantern', 'HEAD');
    const post = await visit(cloud.gateway.port, 'lantern', 'POST');
    const missing = await visit(cloud.gateway.port, 'lantern', 'GET', '/nothing.png');

    expect(page).toMatchObject({ status: 200, body: '<h1>Lantern</h1>' });
    expect(page.headers['cache-control']).toContain('max-age=0');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(post.status).toBe(405);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("This site isn't deployed");
  });

  it('still serve a site after the local cloud restarts with the same data folder', async () => {
    if (!cloud) throw new Error('The local cloud did not start');
    await publish(cloud, 'beacon', '01JD0000000000000000000001', '<h1>Beacon</h1>');
    await cloud.close();
    cloud = undefined;

    cloud = await start();
    const page = await visit(cloud.gateway.port, 'beacon');

    expect(page).toMatchObject({ status: 200, body: '<h1>Beacon</h1>' });
  });
});
