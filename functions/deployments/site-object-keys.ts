// Apart from the store (site-objects.ts): what only names an object or reads a site directory
// value (deploys, custom domains, site forms, the sites' router) does not load the S3 client with
// it.
import { assetPath } from '../../shared/assets';

/**
 * Each publish of a site is a copy of its own under `sites/{subdomain}/{versionId}/`, never
 * overwritten: the site directory points the subdomain at one copy (its version prefix), and the
 * CDN serves `{prefix}/index.html` for `/`. A new copy under a new prefix is a new cache key, so
 * updating a site needs no cache invalidation.
 */
export const siteObjectKeys = {
  site: (subdomain: string) => `sites/${subdomain}/`,
  /** Where one copy of the site is kept (the site directory points the subdomain at one). */
  versionPrefix: (subdomain: string, versionId: string) => `sites/${subdomain}/${versionId}`,
  page: (versionPrefix: string) => `${versionPrefix}/index.html`,
  /** One of the files a copy carries at its root (`robots.txt`, `sitemap.xml`, its card). */
  file: (versionPrefix: string, name: string) => `${versionPrefix}/${name}`,
  /** A copy of one of the project's uploads that the page names (`assets/{file}`). */
  asset: (versionPrefix: string, file: string) => `${versionPrefix}/${assetPath(file)}`,
};

/** Starts a site directory value that redirects (version prefixes start with `sites/`). */
export const REDIRECT_MARK = '>';

/**
 * What the site directory holds for a subdomain: the live copy's version prefix after the serial
 * of the deployment change that made it live (`{serial}:{prefix}`), so that of two changes racing
 * to the directory (a publish and a rollback) the later one stays. A value written before serials
 * were kept is the prefix alone, serial 0. Version prefixes hold no colon.
 */
export const siteDirectoryValue = {
  of: (serial: number, versionPrefix: string) => `${serial}:${versionPrefix}`,
  /**
   * A site's old address after its address changed: `0:>{subdomain}:{until}`, sending visitors on
   * to `subdomain` until `until` (unix seconds), then nothing. Serial 0, so any site that later
   * takes the address replaces it.
   */
  redirect: (subdomain: string, until: Date) =>
    `0:${REDIRECT_MARK}${subdomain}:${Math.floor(until.getTime() / 1000)}`,
  /** Where an old address sends visitors and until when; null for a site's own copy. */
  redirectOf: (value: string): { subdomain: string; until: number } | null => {
    const rest = value.slice(value.indexOf(':') + 1);
    if (!rest.startsWith(REDIRECT_MARK)) return null;
    const [subdomain = '', until = ''] = rest.slice(REDIRECT_MARK.length).split(':');
    return { subdomain, until: Number(until) || 0 };
  },
  versionPrefix: (value: string) => value.slice(value.indexOf(':') + 1),
  serial: (value: string) => {
    const colon = value.indexOf(':');
    return colon < 0 ? 0 : Number(value.slice(0, colon)) || 0;
  },
};

/**
 * What the site directory holds for a custom domain: `@{subdomain}`, an alias the sites' function
 * follows with a second lookup, so a publish or a rollback re-points the subdomain only and the
 * domain follows. Domains hold dots and subdomains none, so their keys never meet.
 */
export const domainAlias = {
  of: (subdomain: string) => `@${subdomain}`,
  subdomainOf: (value: string | undefined | null) =>
    value?.startsWith('@') ? value.slice(1) : null,
};

/**
 * A deploy's own address, beside the site's: `{subdomain}--{number}` (subdomains never hold two
 * hyphens in a row), served from that deploy's copy without the site directory.
 */
export const deployLabel = {
  of: (subdomain: string, number: number) => `${subdomain}--${number}`,
  pattern: /^([a-z0-9-]+)--([1-9][0-9]{0,8})$/,
};
