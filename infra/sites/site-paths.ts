import {
  deployLabel,
  domainAlias,
  siteDirectoryValue,
  siteObjectKeys,
} from '../../functions/deployments/site-object-keys';
import { SOCIAL_CARD_FILE } from '../../functions/lib/social-card-files';
import { SITE_ASSET_PATH } from '../../shared/assets';
import { SUBDOMAIN_PATTERN } from '../../functions/deployments/subdomain';

/** The paths that name a deployed site's page: a site is that one page and its own images. */
export const SITE_PAGE_PATHS: readonly string[] = ['/', '/index.html'];

/** The files for crawlers and link previews each copy carries, at the site's root. */
export const SITE_FILE_PATHS: readonly string[] = [
  '/robots.txt',
  '/sitemap.xml',
  `/${SOCIAL_CARD_FILE}`,
];

/**
 * How a request to a deployed site finds its object, the one rule the sites distribution's
 * CloudFront Function and the local gateway both follow: the page under the subdomain's version
 * prefix (from the site directory) for `/` and `/index.html`, its copy of an asset for
 * `/assets/{file}`, and nothing for any other path (the request's path as sent, not decoded), so a
 * wrong address gets the friendly 404, not the bucket's refusal.
 */
export function siteObjectKey(versionPrefix: string, path: string): string | null {
  if (SITE_PAGE_PATHS.includes(path)) return siteObjectKeys.page(versionPrefix);
  if (SITE_FILE_PATHS.includes(path)) return siteObjectKeys.file(versionPrefix, path.slice(1));
  const asset = SITE_ASSET_PATH.exec(path)?.[1];
  return asset ? siteObjectKeys.asset(versionPrefix, asset) : null;
}

/** The site a Host header names on one machine: `{subdomain}.localhost[:port]`, one label only. */
export function localSiteSubdomainOf(host: string | undefined): string | null {
  const match = /^([^.:]+)\.localhost\.?(?::\d+)?$/i.exec(host ?? '');
  const label = match?.[1]?.toLowerCase();
  return label && SUBDOMAIN_PATTERN.test(label) ? label : null;
}

/**
 * The site a Host names on one machine. `{subdomain}.localhost` of a site that is live is that
 * site, whatever else claims the name: every site's own address is reserved. Any other name is a
 * custom domain the site directory maps to a subdomain (`shop.localhost` → `@crumb`, a second
 * lookup follows), else the label of `{subdomain}.localhost` (a site not deployed yet).
 */
export function localSiteLabelOf(
  host: string | undefined,
  lookup: (key: string) => string | undefined,
): string | null {
  const label = localSiteSubdomainOf(host);
  if (label && siteCopyOf(label, lookup)) return label;
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const aliased = hostname.includes('.') ? domainAlias.subdomainOf(lookup(hostname)) : null;
  return aliased ?? label;
}

/**
 * The copy a site's host label names, as the sites distribution's function finds it: a deploy's
 * own address (`{subdomain}--{number}`) names that deploy's copy, marked as a preview; any other
 * label the live copy the site directory points it at, or, for a site's old address, the site it
 * now sends visitors to; null when it points nowhere.
 */
export function siteCopyOf(
  label: string,
  lookup: (subdomain: string) => string | undefined,
  now: Date = new Date(),
): { versionPrefix: string; preview: boolean } | { redirectTo: string } | null {
  const deploy = deployLabel.pattern.exec(label);
  if (deploy?.[1] && deploy[2]) {
    return { versionPrefix: siteObjectKeys.versionPrefix(deploy[1], deploy[2]), preview: true };
  }
  const value = lookup(label);
  if (!value) return null;
  const redirect = siteDirectoryValue.redirectOf(value);
  if (redirect) {
    // An old address sends visitors on for its days, then names no site.
    return redirect.until * 1000 > now.getTime() ? { redirectTo: redirect.subdomain } : null;
  }
  return { versionPrefix: siteDirectoryValue.versionPrefix(value), preview: false };
}

/** A form's address on a site: `/_forms/{form}` (one segment; the API checks the name). */
export const SITE_FORM_PATH = /^\/_forms\/([^/]+)$/;

/**
 * Where a site's form post goes in the API: `/_forms/{form}` on the site at `label` becomes
 * `/_forms/{label}/{form}`, the rule the sites distribution's forms function and the local
 * gateway both follow. Null for any other path.
 */
export function siteFormApiPath(label: string, path: string): string | null {
  const form = SITE_FORM_PATH.exec(path)?.[1];
  return form ? `/_forms/${label}/${form}` : null;
}

/** A site's page-view beacon address: `/_a` (infra/sites' visit beacon sends to it). */
export const SITE_BEACON_PATH = '/_a';

/**
 * Where a site's page-view beacon goes in the API: `/_a` on the site at `label` becomes
 * `/_a/{label}`, the rule the sites distribution's function and the local gateway both follow.
 * Null for any other path.
 */
export function siteBeaconApiPath(label: string, path: string): string | null {
  return path === SITE_BEACON_PATH ? `/_a/${label}` : null;
}
