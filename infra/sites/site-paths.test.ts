import { describe, expect, it } from 'vitest';
import { localSiteSubdomainOf, siteObjectKey } from './site-paths';

describe('siteObjectKey', () => {
  it.each([
    ['/', 'sites/crumb/01A/index.html'],
    ['/index.html', 'sites/crumb/01A/index.html'],
    ['/about/', 'sites/crumb/01A/about/index.html'],
    ['/logo.svg', 'sites/crumb/01A/logo.svg'],
  ])('maps %s under the version prefix', (path, key) => {
    expect(siteObjectKey('sites/crumb/01A', path)).toBe(key);
  });

  it.each(['/../other/01B/index.html', '/a/./b', 'relative', ''])(
    'finds nothing for %j, which could leave the site',
    (path) => {
      expect(siteObjectKey('sites/crumb/01A', path)).toBeNull();
    },
  );
});

describe('localSiteSubdomainOf', () => {
  it.each([
    ['crumb.localhost:8080', 'crumb'],
    ['Crumb.LOCALHOST:8080', 'crumb'],
    ['crumb-bakery.localhost', 'crumb-bakery'],
    ['crumb.localhost.:8080', 'crumb'],
  ])('reads %s as the site %s', (host, subdomain) => {
    expect(localSiteSubdomainOf(host)).toBe(subdomain);
  });

  it.each([
    'localhost:8080',
    '127.0.0.1:8080',
    '000000000000.kvs.localhost:8080',
    '-bad.localhost:8080',
    'crumb.localhost.evil.com',
    undefined,
  ])('leaves %s to the product', (host) => {
    expect(localSiteSubdomainOf(host)).toBeNull();
  });
});
