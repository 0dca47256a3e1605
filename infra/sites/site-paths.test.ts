import { describe, expect, it } from 'vitest';
import { localSiteLabelOf, localSiteSubdomainOf, siteObjectKey } from './site-paths';

describe('siteObjectKey', () => {
  it.each(['/', '/index.html'])('maps %s to the page under the version prefix', (path) => {
    expect(siteObjectKey('sites/crumb/01A', path)).toBe('sites/crumb/01A/index.html');
  });

  it.each([
    '/about/',
    '/logo.svg',
    '/favicon.ico',
    '/index%2Ehtml',
    '//',
    '/../other/01B/index.html',
    '/a/./b',
    'relative',
    '',
  ])('finds nothing for %j: a site is its one page', (path) => {
    expect(siteObjectKey('sites/crumb/01A', path)).toBeNull();
  });
});

describe('siteObjectKey for the files at the root', () => {
  it.each([
    ['/robots.txt', 'robots.txt'],
    ['/sitemap.xml', 'sitemap.xml'],
    ['/social-card.png', 'social-card.png'],
  ])('maps %s to the copy’s own %s', (path, file) => {
    expect(siteObjectKey('sites/crumb/01A', path)).toBe(`sites/crumb/01A/${file}`);
  });
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

describe('localSiteLabelOf', () => {
  const directory = new Map([
    ['alpha-bakery', '3:sites/alpha-bakery/v3/'],
    ['beta-cafe', '1:sites/beta-cafe/v1/'],
    // Beta's owner proved a custom domain spelled like Alpha's own address, and another.
    ['alpha-bakery.localhost', '@beta-cafe'],
    ['shop.localhost', '@beta-cafe'],
  ]);
  const lookup = (key: string) => directory.get(key);

  it("keeps a live site's own address its own, whoever claims the name", () => {
    expect(localSiteLabelOf('alpha-bakery.localhost:8080', lookup)).toBe('alpha-bakery');
  });

  it('follows a custom domain to its site, and reads a site not live yet by its label', () => {
    expect(localSiteLabelOf('shop.localhost:8080', lookup)).toBe('beta-cafe');
    expect(localSiteLabelOf('gamma.localhost:8080', lookup)).toBe('gamma');
    expect(localSiteLabelOf('alpha-bakery--2.localhost:8080', lookup)).toBe('alpha-bakery--2');
  });
});
