import type { CertificateState } from './domain-status';

/**
 * What asking for a domain's tenant came to: created (its id, null where there are no tenants),
 * or refused because CloudFront does not yet see the domain pointing at it, so a later check asks
 * again.
 */
export type TenantCreation =
  | { state: 'created'; tenantId: string | null }
  | { state: 'waitingForDns' };

/**
 * What serves a custom domain at the edge, with its certificate: on AWS a CloudFront distribution
 * tenant of the multi-tenant sites distribution (cloudfront-tenants.ts); on one machine nothing
 * beyond the site directory's alias (the local sites server answers any Host it maps, over http).
 */
export interface DomainTenants {
  /** Starts serving the domain, once its routing record reaches the sites' endpoint. */
  create(domain: string): Promise<TenantCreation>;
  /** The state of the domain's certificate. */
  certificateOf(tenantId: string | null): Promise<CertificateState>;
  /** Stops serving the domain and deletes its tenant. Removing a missing one is not an error. */
  remove(tenantId: string | null): Promise<void>;
}

/** One machine: the local sites server serves a mapped Host over http, so no certificate waits. */
export function createHostOnlyTenants(): DomainTenants {
  return {
    create: async () => ({ state: 'created', tenantId: null }),
    certificateOf: async () => ({ state: 'issued' }),
    remove: async () => undefined,
  };
}
