import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from '../../shared/zod';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { chromiumPath, launchChromiumProfile } from '../../testing/browser/chromium';
import { OFFLINE_TITLE, UNREACHABLE_TITLE } from '../../web/src/components/offline-notice';
import { PRODUCT_NAME } from '../../web/src/lib/product';
import { newAccount, pageHelpers, register } from '../../testing/browser/page-helpers';

const manifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.string(),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), purpose: z.string() })),
});

describe.runIf(chromiumPath)('the installable app: the production build in Chromium', () => {
  let profile: string;
  // The shared cloud serves the production build (what `npm run build:web` makes).
  const cloud = useSharedCloud();
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  const heading = (name: string) => pageHelpers(page).heading(name);

  beforeAll(async () => {
    // A profile, not an incognito context: Chromium installs no app from incognito.
    profile = await mkdtemp(join(tmpdir(), 'chromium-profile-'));
    context = await launchChromiumProfile(profile);
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await context?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  it('links a web app manifest with its name, standalone display and icons', async () => {
    await page.goto(cloud.url);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await fetch(new URL(href ?? '', cloud.url));
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    const manifest = manifestSchema.parse(await response.json());
    expect(manifest).toMatchObject({
      name: PRODUCT_NAME,
      short_name: PRODUCT_NAME,
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, cloud.url));
      expect(image.headers.get('content-type')).toBe('image/png');
    }
  });

  it('installs its service worker, which takes control of the page', async () => {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { script: registration.active?.scriptURL, scope: registration.scope };
    });
    expect(worker).toEqual({ script: `${cloud.url}/sw.js`, scope: `${cloud.url}/` });
  });

  it('is installable: Chromium finds nothing missing', async () => {
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    const { errors } = await devtools.send('Page.getAppManifest');
    await devtools.detach();

    expect(installabilityErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("leaves the server's own pages to the server", async () => {
    await page.goto(`${cloud.url}/_local/outbox`);
    await expect(page.title()).resolves.toBe('Local outbox');

    const plans = await page.goto(`${cloud.url}/api/subscriptions/plans`);
    expect(plans?.headers()['content-type']).toContain('application/json');
    expect(plans?.fromServiceWorker()).toBe(false);
  });

  it('opens offline from its precache and says it is offline, then loads once back online', async () => {
    await register(page, cloud.url, newAccount('offline'));

    await context.setOffline(true);
    const shell = await page.reload();
    expect(shell?.fromServiceWorker()).toBe(true);
    // Chromium 150 cuts the network of a page loaded while its offline emulation is on, but
    // leaves that page's navigator.onLine true; saying so again in the page's own session sets
    // it false and fires 'offline', as a browser that really lost its network does.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await heading(OFFLINE_TITLE);
    await expect(page.title()).resolves.toContain(PRODUCT_NAME);

    await devtools.detach();
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: /^Welcome, offline!$/ }).waitFor();
  });

  it('says it cannot reach the server when the API does not answer, and "Try again" recovers', async () => {
    const apiCalls: string[] = [];
    await context.route('**/api/**', (route) => {
      apiCalls.push(new URL(route.request().url()).pathname);
      return route.abort('connectionrefused');
    });
    await page.reload();
    await heading(UNREACHABLE_TITLE);
    expect(apiCalls).toContain('/api/auth/me');

    await context.unrouteAll();
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Welcome, offline!$/ }).waitFor();
    expect(await page.getByRole('heading', { name: UNREACHABLE_TITLE }).count()).toBe(0);
  });

  it('never keeps an API answer in its caches', async () => {
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });

    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
