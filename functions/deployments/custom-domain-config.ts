import * as z from '../../shared/zod';
import { madeOnFirstCall } from '../../shared/remembered';
import { readEnvironment } from '../lib/environment';
import {
  createCustomDomainService,
  type CustomDomainService,
  type CustomDomainServiceDependencies,
  type CustomDomainSettings,
  type SiteDomainStores,
} from './custom-domain-service';
import { createCustomDomains } from './custom-domains';
import { createHttpDnsResolver, createNodeDnsResolver, type DnsResolver } from './dns-resolver';
import { createHostOnlyTenants, type DomainTenants } from './domain-tenants';
import { SUBDOMAIN_PLACEHOLDER, withSubdomain } from './preview-url';
import type { TableClient } from '../lib/dynamo-client';
import type { SiteDirectory } from './site-directory';

const hostName = z.pipe(
  z.string().check(z.regex(/^[a-z0-9.-]+$/, { error: 'must be a host name' })),
  z.transform((name: string) => name.replace(/\.$/, '')),
);

const environmentSchema = z.object({
  CUSTOM_DOMAIN_TARGET: z.optional(hostName),
  CUSTOM_DOMAIN_DISTRIBUTION_ID: z.optional(z.string().check(z.minLength(1))),
  CUSTOM_DOMAIN_CONNECTION_GROUP_ID: z.optional(z.string().check(z.minLength(1))),
  CUSTOM_DOMAIN_RESERVED: z._default(z.string(), ''),
  DNS_RESOLVER_ENDPOINT: z.optional(z.url()),
  SITES_URL_TEMPLATE: z.optional(z.string()),
});

function readConfig(environment: NodeJS.ProcessEnv) {
  return readEnvironment(environmentSchema, environment);
}

/**
 * Custom domains' rules from the environment; null where this installation has no endpoint for
 * them (`CUSTOM_DOMAIN_TARGET`). The sites' own host is reserved with the names the operator gave
 * (`CUSTOM_DOMAIN_RESERVED`, comma-separated).
 */
export function customDomainSettingsFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): CustomDomainSettings | null {
  const config = readConfig(environment);
  if (!config.CUSTOM_DOMAIN_TARGET) return null;
  const reserved = config.CUSTOM_DOMAIN_RESERVED.split(',')
    .map((name) => name.trim().toLowerCase().replace(/\.$/, ''))
    .filter((name) => name !== '');
  return {
    target: config.CUSTOM_DOMAIN_TARGET,
    reserved,
    allowLocalhost: config.DNS_RESOLVER_ENDPOINT !== undefined,
  };
}

/** The local cloud's resolver table where it gives one (`DNS_RESOLVER_ENDPOINT`), else public DNS. */
export function dnsResolverFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): DnsResolver {
  const endpoint = readConfig(environment).DNS_RESOLVER_ENDPOINT;
  return endpoint ? createHttpDnsResolver(endpoint) : createNodeDnsResolver();
}

/**
 * CloudFront tenants where the multi-tenant distribution and its connection group are given (AWS),
 * else the local sites server's Host mapping alone.
 */
export function domainTenantsFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): DomainTenants {
  const config = readConfig(environment);
  if (!config.CUSTOM_DOMAIN_DISTRIBUTION_ID || !config.CUSTOM_DOMAIN_CONNECTION_GROUP_ID) {
    return createHostOnlyTenants();
  }
  const {
    CUSTOM_DOMAIN_DISTRIBUTION_ID: distributionId,
    CUSTOM_DOMAIN_CONNECTION_GROUP_ID: groupId,
  } = config;
  // The CloudFront client is the SDK's largest: loaded by the few requests that add, check or
  // remove a domain.
  return madeOnFirstCall(
    async () => {
      const [{ CloudFrontClient }, { createCloudFrontTenants }] = await Promise.all([
        import('@aws-sdk/client-cloudfront'),
        import('./cloudfront-tenants'),
      ]);
      return createCloudFrontTenants({
        // CloudFront's control plane is global, in us-east-1.
        client: new CloudFrontClient({ region: 'us-east-1' }),
        distributionId,
        connectionGroupId: groupId,
      });
    },
    { create: true, certificateOf: true, remove: true },
  );
}

/**
 * A site's address at its custom domain, in the scheme and port of the sites' own addresses
 * (`SITES_URL_TEMPLATE`): `https://www.example.com/`, `http://shop.localhost:8080/` locally.
 */
export function domainUrlFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): (domain: string) => string {
  const template =
    readConfig(environment).SITES_URL_TEMPLATE ?? `https://${SUBDOMAIN_PLACEHOLDER}.invalid/`;
  const sites = new URL(withSubdomain(template, 'site'));
  return (domain) => `${sites.protocol}//${domain}${sites.port ? `:${sites.port}` : ''}/`;
}

/** What taking a site's domain away needs, from the environment (deployments and projects). */
export function createSiteDomainStores(
  table: TableClient,
  directory: SiteDirectory,
  environment: NodeJS.ProcessEnv = process.env,
): SiteDomainStores {
  return {
    customDomains: createCustomDomains(table),
    directory,
    tenants: domainTenantsFromEnvironment(environment),
  };
}

/**
 * The custom domain service with this installation's settings, resolver and addresses, over the
 * stores given; null where custom domains are off. The deployments function's, and a test's with
 * its own clock.
 */
export function customDomainServiceFromEnvironment(
  stores: Pick<CustomDomainServiceDependencies, 'projects' | 'deployments'> & SiteDomainStores,
  clock: () => Date,
  environment: NodeJS.ProcessEnv = process.env,
): CustomDomainService | null {
  const settings = customDomainSettingsFromEnvironment(environment);
  if (!settings) return null;
  return createCustomDomainService({
    ...stores,
    resolver: dnsResolverFromEnvironment(environment),
    settings,
    domainUrl: domainUrlFromEnvironment(environment),
    clock,
  });
}
