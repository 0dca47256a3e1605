import * as z from '../../shared/zod';
import { readEnvironment } from '../lib/environment';

/** Where the sites' address pattern (`SITES_URL_TEMPLATE`) puts a site's subdomain. */
export const SUBDOMAIN_PLACEHOLDER = '{subdomain}';

/** The address the sites' pattern gives a subdomain. */
export function withSubdomain(template: string, subdomain: string): string {
  return template.replaceAll(SUBDOMAIN_PLACEHOLDER, subdomain);
}

const templateSchema = z.string().check(
  z.includes(SUBDOMAIN_PLACEHOLDER, { error: `must contain ${SUBDOMAIN_PLACEHOLDER}` }),
  z.refine((template) => URL.canParse(withSubdomain(template, 'site')), {
    error: 'must be a URL once the subdomain is filled in',
  }),
);

/**
 * Where a subdomain's site is served, from `SITES_URL_TEMPLATE`: `https://{subdomain}.sites.example.com/`
 * with a sites domain, `https://d123.cloudfront.net/{subdomain}/` without one (the distribution's
 * own name, a path per site), `http://{subdomain}.localhost:8080/` on one machine.
 */
export function previewUrlFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): (subdomain: string) => string {
  const template = sitesUrlTemplateFromEnvironment(environment);
  return (subdomain) => withSubdomain(template, subdomain);
}

/** The sites' address pattern itself (`SITES_URL_TEMPLATE`), to read addresses back. */
export function sitesUrlTemplateFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): string {
  return readEnvironment(z.object({ SITES_URL_TEMPLATE: templateSchema }), environment)
    .SITES_URL_TEMPLATE;
}
