import type { CertificateState } from './domain-status';

/**
 * What serves a custom domain at the edge, with its certificate: on AWS a CloudFront distribution
 * tenant of the multi-tenant sites distribution (cloudfront-tenants.ts); on one machine nothing
 * beyond the site directory's alias (the local sites server answers any Host it maps, over http).
 */
export interface DomainTenants {
  /** Starts serving the domain; resolves to the tenant's id (null where there are no tenants). */
  create(domain: string): Promise<string | null>;
  /** The state of the domain's certificate. */
  certificateOf(tenantId: string | null): Promise<CertificateState>;
  /** Stops serving the domain and deletes its tenant. Removing a missing one is not an error. */
  remove(tenantId: string | null): Promise<void>;
}

/** One machine: the local sites server serves a mapped Host over http, so no certificate waits. */
export function createHostOnlyTenants(): DomainTenants {
  return {
    create: async () => null,
    certificateOf: async () => ({ state: 'issued' }),
    remove: async () => undefined,
  };
}
