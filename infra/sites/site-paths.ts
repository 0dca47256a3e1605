import { SUBDOMAIN_PATTERN } from '../../functions/deployments/subdomain';

/**
 * How a request to a deployed site finds its object, the one rule the sites distribution's
 * CloudFront Function and the local gateway both follow: the subdomain's version prefix (from the
 * site directory) followed by the request's path, `index.html` for a path ending in `/`.
 */
export function siteObjectKey(versionPrefix: string, path: string): string | null {
  const segments = path.split('/');
  if (!path.startsWith('/') || segments.some((segment) => segment === '..' || segment === '.')) {
    return null;
  }
  return `${versionPrefix}${path.endsWith('/') ? `${path}index.html` : path}`;
}

/** The site a Host header names on one machine: `{subdomain}.localhost[:port]`, one label only. */
export function localSiteSubdomainOf(host: string | undefined): string | null {
  const match = /^([^.:]+)\.localhost\.?(?::\d+)?$/i.exec(host ?? '');
  const label = match?.[1]?.toLowerCase();
  return label && SUBDOMAIN_PATTERN.test(label) ? label : null;
}
