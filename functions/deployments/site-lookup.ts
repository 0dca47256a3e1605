import { readSiteAddress } from '../../shared/api/abuse-schemas';
import type { CustomDomains } from './custom-domains';
import type { Deployments } from './deployments';
import { SUBDOMAIN_PLACEHOLDER } from './preview-url';
import { deployLabel } from './site-object-keys';

/**
 * The subdomain a site's address names, read against the sites' address pattern
 * (`SITES_URL_TEMPLATE`): `https://{subdomain}.sites.example.com/` names it by the host's first
 * label, `https://d123.cloudfront.net/{subdomain}/` by the path's first segment. A deploy's own
 * address (`{subdomain}--{n}`) names its site. Schemes and ports are not compared: a person who
 * types the address leaves them out. Null when the address is not under the pattern.
 */
export function subdomainAt(template: string, address: string): string | null {
  const [before = '', after = ''] = template.split(SUBDOMAIN_PLACEHOLDER);
  const url = new URL(address);
  let label: string | undefined;
  if (before.endsWith('://')) {
    const suffix = new URL(`${before}x${after}`).hostname.slice(1);
    if (!url.hostname.endsWith(suffix)) return null;
    label = url.hostname.slice(0, -suffix.length);
  } else {
    if (url.hostname !== new URL(before).hostname) return null;
    label = url.pathname.split('/')[1];
  }
  if (!label || label.includes('.')) return null;
  return deployLabel.pattern.exec(label)?.[1] ?? label;
}

/** A site as its address finds it: its owner and project. */
export interface SiteOwner {
  userId: string;
  projectId: string;
}

export interface SiteLookupDependencies {
  deployments: Pick<Deployments, 'ownerOf'>;
  customDomains: Pick<CustomDomains, 'claimOf'>;
  /** The sites' address pattern (`SITES_URL_TEMPLATE`). */
  urlTemplate: string;
}

/**
 * The site an address names (as a person gives it: readSiteAddress), as visitors reach it: a
 * subdomain's site (or the site that had the address before it moved, while it sends visitors
 * on), else the site a proven custom domain serves. Null when no site is at the address.
 */
export async function findSite(
  { deployments, customDomains, urlTemplate }: SiteLookupDependencies,
  typed: string,
): Promise<SiteOwner | null> {
  const address = readSiteAddress(typed);
  if (!address) return null;
  const subdomain = subdomainAt(urlTemplate, address);
  const owner = subdomain ? await deployments.ownerOf(subdomain) : null;
  if (owner) return owner;
  const claim = await customDomains.claimOf(new URL(address).hostname);
  return claim?.provenAt ? { userId: claim.userId, projectId: claim.projectId } : null;
}
