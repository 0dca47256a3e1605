import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { NOT_DEPLOYED_PAGE_HTML, PAGE_NOT_FOUND_HTML } from '../sites/not-deployed-page';
import { SITE_SECURITY_HEADERS } from '../sites/site-headers';
import { siteObjectKey } from '../sites/site-paths';
import { siteDirectoryValue } from '../../functions/deployments/site-object-keys';
import {
  CLOUDFRONT_FUNCTION_CODE_LIMIT,
  DEPLOY_PREVIEW_MARK,
  deployPreviewHeadersCode,
  siteRouterCode,
} from './site-router-function';

const keyValueStoreId = 'a1b2c3d4-5678-90ab-cdef-EXAMPLE11111';
const cloudfrontImport = "import cf from 'cloudfront';";

/** The site directory as the function sees it: `cf.kvs(id).get` rejects a missing key. */
const directory: Record<string, string> = {
  crumb: 'sites/crumb/01JD0000000000000000000001',
  lantern: 'sites/lantern/01JD0000000000000000000002',
  // Values written since serials: the serial of the change, then the copy's prefix.
  rolled: '7:sites/rolled/3',
  // A custom domain: an alias of its site, followed by a second lookup.
  'www.crumb-bakery.example': '@crumb',
  // Old addresses of a site whose address changed: one still sending visitors on, one lapsed.
  'old-crumb': siteDirectoryValue.redirect('crumb', new Date(Date.now() + 86_400_000)),
  'older-crumb': siteDirectoryValue.redirect('crumb', new Date(Date.now() - 1000)),
};

interface ViewerRequest {
  method: string;
  uri: string;
  querystring: Record<string, unknown>;
  headers: Record<string, { value: string }>;
}

/**
 * Runs the generated code as CloudFront does, with `import('cloudfront')` answered by a fake
 * whose key value store is `directory` (and which refuses any other store id).
 */
async function route(
  sitesDomain: string | undefined,
  host: string,
  uri: string,
  customDomains = false,
  querystring: Record<string, { value: string }> = {},
) {
  const code = siteRouterCode({ keyValueStoreId, sitesDomain, customDomains });
  const [importLine, ...body] = code.split('\n');
  expect(importLine).toBe(cloudfrontImport);
  const cf = {
    kvs(id: string) {
      if (id !== keyValueStoreId) throw new Error(`No key value store ${id}`);
      return {
        get(key: string) {
          const value = directory[key];
          return value === undefined
            ? Promise.reject(new Error(`Key ${key} not found`))
            : Promise.resolve(value);
        },
      };
    },
  };
  const request: ViewerRequest = {
    method: 'GET',
    uri,
    querystring,
    headers: { host: { value: host } },
  };
  const answer: unknown = await runInNewContext(`${body.join('\n')}\nhandler(event);`, {
    cf,
    event: { version: '1.0', context: { eventType: 'viewer-request' }, request },
  });
  return answer;
}

const notDeployed = expect.objectContaining({
  statusCode: 404,
  headers: expect.objectContaining({
    'content-type': { value: 'text/html; charset=utf-8' },
    'x-content-type-options': { value: SITE_SECURITY_HEADERS['x-content-type-options'] },
  }),
  body: { encoding: 'text', data: expect.stringContaining("This site isn't deployed") },
});

/** The 404 for another path of a deployed site, linking to the site's home at `home`. */
const pageNotFound = (home: string) =>
  expect.objectContaining({
    statusCode: 404,
    headers: expect.objectContaining({
      'content-type': { value: 'text/html; charset=utf-8' },
      'cache-control': { value: 'no-store' },
    }),
    body: {
      encoding: 'text',
      data: expect.stringMatching(
        new RegExp(`<h1>Page not found</h1>[\\s\\S]*<a href="${home}">Go to its home page</a>`),
      ) as unknown,
    },
  });

describe('site router function of the custom domains distribution', () => {
  it("serves a custom domain from its site's current copy", async () => {
    const answer = await route(undefined, 'WWW.Crumb-Bakery.Example.', '/', true);

    expect(answer).toMatchObject({ uri: '/sites/crumb/01JD0000000000000000000001/index.html' });
  });

  it("links another path's 404 page to the domain's root", async () => {
    const answer = await route(undefined, 'www.crumb-bakery.example', '/menu', true);

    expect(answer).toEqual(pageNotFound('/'));
  });

  it('answers the friendly 404 page for a domain no site has, or a site name used as a host', async () => {
    expect(await route(undefined, 'www.nobody.example', '/', true)).toEqual(notDeployed);
    expect(await route(undefined, 'crumb', '/', true)).toEqual(notDeployed);
  });
});

describe('site router function with a sites domain', () => {
  const domain = 'mysites.example';

  it("sends an old address's visitors on to the new one (308, path and query kept) for its days", async () => {
    const answer = await route(domain, `old-crumb.${domain}`, '/index.html', false, {
      utm_source: { value: 'flyer' },
    });

    expect(answer).toEqual({
      statusCode: 308,
      statusDescription: 'Permanent Redirect',
      headers: {
        location: { value: `https://crumb.${domain}/index.html?utm_source=flyer` },
        'cache-control': { value: 'no-store' },
      },
    });
    expect(await route(domain, `older-crumb.${domain}`, '/')).toEqual(notDeployed);
  });

  it.each([
    ['/', 'sites/crumb/01JD0000000000000000000001/index.html'],
    ['/index.html', 'sites/crumb/01JD0000000000000000000001/index.html'],
  ])('serves %s of crumb.mysites.example from its current copy', async (path, key) => {
    const answer = await route(domain, 'crumb.mysites.example', path);

    expect(answer).toMatchObject({ method: 'GET', uri: `/${key}` });
  });

  it('reads the Host case-insensitively, with a trailing dot', async () => {
    const answer = await route(domain, 'Lantern.MySites.Example.', '/');

    expect(answer).toMatchObject({ uri: '/sites/lantern/01JD0000000000000000000002/index.html' });
  });

  it('serves the copy after the serial of a directory value', async () => {
    const answer = await route(domain, 'rolled.mysites.example', '/');

    expect(answer).toMatchObject({ uri: '/sites/rolled/3/index.html' });
    expect(answer).not.toHaveProperty(['headers', DEPLOY_PREVIEW_MARK]);
  });

  it("serves a deploy's own address from its copy, marked for the noindex header", async () => {
    const answer = await route(domain, 'crumb--12.mysites.example', '/');

    expect(answer).toMatchObject({
      uri: '/sites/crumb/12/index.html',
      headers: { [DEPLOY_PREVIEW_MARK]: { value: '1' } },
    });
  });

  it('answers the friendly 404 page for a subdomain with no site', async () => {
    const answer = await route(domain, 'nobody.mysites.example', '/');

    expect(answer).toEqual(notDeployed);
  });

  it.each([
    'mysites.example',
    'crumb.other.example',
    'a.crumb.mysites.example',
    'crumbmysites.example',
    '-crumb.mysites.example',
  ])('answers 404 for the host %s, which names no site', async (host) => {
    expect(await route(domain, host, '/')).toEqual(notDeployed);
  });

  it.each([
    '/logo.svg',
    '/about/',
    '/favicon.ico',
    '/../lantern/01JD0000000000000000000002/index.html',
    '/a/%2e%2e/b',
    '/./index.html',
    '/%',
  ])('answers "page not found" for %s: a site is its one page', async (path) => {
    expect(await route(domain, 'crumb.mysites.example', path)).toEqual(pageNotFound('/'));
  });

  it('maps paths as the local gateway does (siteObjectKey)', async () => {
    const prefix = directory.crumb ?? '';
    for (const path of [
      '/',
      '/index.html',
      '/robots.txt',
      '/sitemap.xml',
      '/social-card.png',
      '/about/',
      '/img/a.png',
      '/favicon.ico',
      '/assets/01JD0000000000000000000009.png',
      '/assets/01JD0000000000000000000009.exe',
      '/assets/../index.html',
    ]) {
      const answer = await route(domain, 'crumb.mysites.example', path);
      const key = siteObjectKey(prefix, path);
      expect(answer).toEqual(key ? expect.objectContaining({ uri: `/${key}` }) : pageNotFound('/'));
    }
  });
});

describe('site router function without a domain (a path per site)', () => {
  it("sends an old address's visitors on to the new one's path", async () => {
    const answer = await route(undefined, 'd111.cloudfront.net', '/old-crumb/');

    expect(answer).toMatchObject({ statusCode: 308, headers: { location: { value: '/crumb/' } } });
  });

  const host = 'd1234abcd.cloudfront.net';

  it.each([
    ['/crumb/', 'sites/crumb/01JD0000000000000000000001/index.html'],
    ['/crumb/index.html', 'sites/crumb/01JD0000000000000000000001/index.html'],
    ['/lantern/', 'sites/lantern/01JD0000000000000000000002/index.html'],
    [
      '/crumb/assets/01JD0000000000000000000009.svg',
      'sites/crumb/01JD0000000000000000000001/assets/01JD0000000000000000000009.svg',
    ],
  ])('serves %s from the current copy', async (uri, key) => {
    expect(await route(undefined, host, uri)).toMatchObject({ uri: `/${key}` });
  });

  it('redirects /crumb to /crumb/, so the page resolves its relative links under it', async () => {
    const answer = await route(undefined, host, '/crumb');

    expect(answer).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: '/crumb/' } },
    });
  });

  it.each(['/nobody/', '/', '/Crumb!/'])('answers "not deployed" for %s', async (uri) => {
    expect(await route(undefined, host, uri)).toEqual(notDeployed);
  });

  it.each([
    ['/crumb/../lantern/01JD0000000000000000000002/index.html', '/crumb/'],
    ['/crumb/logo.svg', '/crumb/'],
    ['/lantern/menu/', '/lantern/'],
  ])('answers "page not found" for %s, linking to %s', async (uri, home) => {
    expect(await route(undefined, host, uri)).toEqual(pageNotFound(home));
  });
});

describe('deploy preview headers function', () => {
  const respond = (requestHeaders: Record<string, { value: string }>) =>
    runInNewContext(`${deployPreviewHeadersCode()}\nhandler(event);`, {
      event: {
        version: '1.0',
        context: { eventType: 'viewer-response' },
        request: { method: 'GET', uri: '/sites/crumb/12/index.html', headers: requestHeaders },
        response: { statusCode: 200, headers: { 'content-type': { value: 'text/html' } } },
      },
    }) as { headers: Record<string, { value: string }> };

  it("adds X-Robots-Tag: noindex to a deploy's own address only", () => {
    expect(respond({ [DEPLOY_PREVIEW_MARK]: { value: '1' } }).headers).toEqual({
      'content-type': { value: 'text/html' },
      'x-robots-tag': { value: 'noindex' },
    });
    expect(respond({}).headers).toEqual({ 'content-type': { value: 'text/html' } });
  });
});

describe('site router code', () => {
  it('fits the CloudFront Functions size limit, page included', () => {
    const code = siteRouterCode({
      keyValueStoreId,
      sitesDomain: 'a-rather-long-sites-domain.example',
    });

    expect(new TextEncoder().encode(code).length).toBeLessThan(CLOUDFRONT_FUNCTION_CODE_LIMIT);
    for (const page of [NOT_DEPLOYED_PAGE_HTML, PAGE_NOT_FOUND_HTML]) {
      expect(code).toContain(JSON.stringify(page.split('\n')[0]).slice(1, -1));
    }
  });
});
