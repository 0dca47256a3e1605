import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SITE_ASSET_HEADERS } from '../../../../infra/sites/site-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteDirectory } from '../../../../functions/deployments/site-directory';
import { siteObjectKeys } from '../../../../functions/deployments/site-object-keys';
import { createSiteObjects } from '../../../../functions/deployments/site-objects';
import { visitSite } from '../../../../testing/cloud/visit-site';
import { startLocalCloud, type LocalCloud } from '../../../../tools/local-cloud/local-cloud';
import { localS3ClientConfig } from '../../../../tools/local-cloud/s3/local-s3';

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

/** Publishes a copy and points the subdomain at it, as a deploy does. */
async function publish(current: LocalCloud, subdomain: string, versionId: string, html: string) {
  const s3 = new S3Client(localS3ClientConfig(current.s3.endpoint));
  const prefix = siteObjectKeys.versionPrefix(subdomain, versionId);
  await createSiteObjects({ s3, bucketName: current.s3.bucketNames.sites }).putSite(
    prefix,
    '01JD0000000000000000000000',
    html,
  );
  await createSiteDirectory().point(subdomain, prefix);
  s3.destroy();
}

describe('deployed sites on the local gateway', () => {
  it('serve the copy the directory names, and only with GET or HEAD', async () => {
    if (!cloud) throw new Error('The local cloud did not start');
    await publish(cloud, 'lantern', '01JD0000000000000000000001', '<h1>Lantern</h1>');

    const site = cloud.siteUrl('lantern');

    const page = await visitSite(site);
    const head = await visitSite(site, 'HEAD');
    const post = await visitSite(site, 'POST');
    const missing = await visitSite(new URL('nothing.png', site).href);

    expect(page).toMatchObject({ status: 200, body: '<h1>Lantern</h1>' });
    expect(page.headers['cache-control']).toContain('max-age=0');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(post.status).toBe(405);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<h1>Page not found</h1>');
    expect(missing.body).toContain('<a href="/">Go to its home page</a>');
  });

  it("serve a site's files with a CSP that sandboxes one opened on its own, and its page without", async () => {
    if (!cloud) throw new Error('The local cloud did not start');
    const versionId = '01JD0000000000000000000002';
    await publish(cloud, 'ember', versionId, '<h1>Ember</h1>');
    const file = '01JD0000000000000000000003.svg';
    const s3 = new S3Client(localS3ClientConfig(cloud.s3.endpoint));
    await s3.send(
      new PutObjectCommand({
        Bucket: cloud.s3.bucketNames.sites,
        Key: siteObjectKeys.asset(siteObjectKeys.versionPrefix('ember', versionId), file),
        Body: '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
        ContentType: 'image/svg+xml',
      }),
    );
    s3.destroy();

    const site = cloud.siteUrl('ember');
    const asset = await visitSite(new URL(`assets/${file}`, site).href);
    const page = await visitSite(site);

    expect(asset.status).toBe(200);
    expect(asset.headers['content-security-policy']).toBe(
      SITE_ASSET_HEADERS['content-security-policy'],
    );
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toBeUndefined();
  });

  it('still serve a site after the local cloud restarts with the same data folder', async () => {
    if (!cloud) throw new Error('The local cloud did not start');
    await publish(cloud, 'beacon', '01JD0000000000000000000001', '<h1>Beacon</h1>');
    await cloud.close();
    cloud = undefined;

    cloud = await start();
    const page = await visitSite(cloud.siteUrl('beacon'));

    expect(page).toMatchObject({ status: 200, body: '<h1>Beacon</h1>' });
  });
});
