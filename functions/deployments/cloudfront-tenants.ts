import { createHash } from 'node:crypto';
import type { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import {
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  EntityAlreadyExists,
  EntityNotFound,
  GetDistributionTenantCommand,
  GetManagedCertificateDetailsCommand,
  InvalidArgument,
  ResourceNotDisabled,
  UpdateDistributionTenantCommand,
  CNAMEAlreadyExists,
} from '@aws-sdk/client-cloudfront';
import { logger } from '../lib/observability';
import { DeploymentError } from './deployment-errors';
import type { CertificateState } from './domain-status';
import type { DomainTenants, TenantCreation } from './domain-tenants';

export interface CloudFrontTenantsOptions {
  client: CloudFrontClient;
  /** The multi-tenant (tenant-only) sites distribution. */
  distributionId: string;
  /** The connection group whose routing endpoint the owners' CNAME records name. */
  connectionGroupId: string;
  /** Deletes tried while CloudFront still disables the tenant. */
  deleteAttempts?: number;
  pause?: (ms: number) => Promise<void>;
}

/**
 * A tenant's name, unique in the account and the same for the same domain, so a create that is
 * retried (or a tenant a removal could only disable) is found again by name.
 */
export function tenantNameOf(domain: string): string {
  return `site-${createHash('sha256').update(domain).digest('hex').slice(0, 40)}`;
}

const certificateFailures: Record<string, string> = {
  'validation-timed-out':
    'The certificate could not be validated in time: the DNS record was not in place. Remove the domain and add it again.',
  failed:
    'The certificate authority refused a certificate for this domain (a CAA record may forbid Amazon).',
  revoked: 'The certificate for this domain was revoked. Remove the domain and add it again.',
  expired: 'The certificate for this domain expired. Remove the domain and add it again.',
  inactive: 'The certificate for this domain is not in use. Remove the domain and add it again.',
};

/** The options with their defaults filled in. */
type Tenants = Required<CloudFrontTenantsOptions>;

async function currentTenant({ client }: Tenants, identifier: string) {
  const { DistributionTenant, ETag } = await client.send(
    new GetDistributionTenantCommand({ Identifier: identifier }),
  );
  if (!DistributionTenant?.Id || !ETag) throw new Error(`Tenant ${identifier} came back empty`);
  return { id: DistributionTenant.Id, enabled: DistributionTenant.Enabled ?? true, eTag: ETag };
}

/** A tenant a removal left disabled (or a create retried) is taken up again by its name. */
async function reuseTenant(tenants: Tenants, domain: string): Promise<string> {
  const tenant = await currentTenant(tenants, tenantNameOf(domain));
  if (!tenant.enabled) {
    await tenants.client.send(
      new UpdateDistributionTenantCommand({ Id: tenant.id, IfMatch: tenant.eTag, Enabled: true }),
    );
  }
  return tenant.id;
}

/**
 * Creates the domain's tenant. CloudFront checks the domain's record itself before it requests a
 * managed certificate, and refuses with InvalidArgument while the domain does not point at it:
 * then nothing is created, and the next check asks again.
 */
async function createTenant(tenants: Tenants, domain: string): Promise<TenantCreation> {
  try {
    const { DistributionTenant } = await tenants.client.send(
      new CreateDistributionTenantCommand({
        DistributionId: tenants.distributionId,
        ConnectionGroupId: tenants.connectionGroupId,
        Name: tenantNameOf(domain),
        Domains: [{ Domain: domain }],
        ManagedCertificateRequest: {
          ValidationTokenHost: 'cloudfront',
          PrimaryDomainName: domain,
          CertificateTransparencyLoggingPreference: 'enabled',
        },
        Enabled: true,
      }),
    );
    if (!DistributionTenant?.Id) throw new Error(`No tenant id for ${domain}`);
    return { state: 'created', tenantId: DistributionTenant.Id };
  } catch (error) {
    if (error instanceof EntityAlreadyExists) {
      return { state: 'created', tenantId: await reuseTenant(tenants, domain) };
    }
    // Our resolver saw the record reach the endpoint; CloudFront's view has not caught up yet.
    if (error instanceof InvalidArgument) {
      logger.warn('CloudFront does not see the custom domain pointing at it yet', {
        domain,
        refusal: error.message,
      });
      return { state: 'waitingForDns' };
    }
    // Another CloudFront distribution (anyone's, in any account) serves the domain.
    if (error instanceof CNAMEAlreadyExists) {
      throw new DeploymentError(
        'domainTaken',
        'That domain is already served by another CloudFront distribution',
      );
    }
    throw error;
  }
}

async function certificateOfTenant(
  { client }: Tenants,
  tenantId: string | null,
): Promise<CertificateState> {
  if (!tenantId) return { state: 'pending' };
  const { ManagedCertificateDetails: details } = await client.send(
    new GetManagedCertificateDetailsCommand({ Identifier: tenantId }),
  );
  const status = details?.CertificateStatus;
  if (status === 'issued') return { state: 'issued' };
  if (status && status in certificateFailures) {
    return { state: 'failed', reason: certificateFailures[status] ?? status };
  }
  return { state: 'pending' };
}

/** Disables the tenant, then deletes it, retrying while CloudFront is still disabling it. */
async function disableAndDelete(tenants: Tenants, tenantId: string): Promise<void> {
  const { client, deleteAttempts, pause } = tenants;
  let tenant = await currentTenant(tenants, tenantId);
  if (tenant.enabled) {
    const { ETag } = await client.send(
      new UpdateDistributionTenantCommand({ Id: tenant.id, IfMatch: tenant.eTag, Enabled: false }),
    );
    tenant = { ...tenant, enabled: false, eTag: ETag ?? tenant.eTag };
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.send(
        new DeleteDistributionTenantCommand({ Id: tenant.id, IfMatch: tenant.eTag }),
      );
      return;
    } catch (error) {
      if (!(error instanceof ResourceNotDisabled) || attempt >= deleteAttempts) throw error;
      await pause(1000 * attempt);
      tenant = await currentTenant(tenants, tenantId);
    }
  }
}

async function removeTenant(tenants: Tenants, tenantId: string | null): Promise<void> {
  if (!tenantId) return;
  try {
    await disableAndDelete(tenants, tenantId);
  } catch (error) {
    if (error instanceof EntityNotFound) return;
    if (error instanceof ResourceNotDisabled) {
      // Disabled, it serves nothing; the next add of the domain takes it up again by name.
      logger.warn('A custom domain tenant is disabled but not deleted yet', { tenantId });
      return;
    }
    throw error;
  }
}

/**
 * Custom domains as CloudFront distribution tenants: one per domain, on the multi-tenant sites
 * distribution and its connection group, with a CloudFront-managed certificate validated over
 * HTTP (CloudFront answers the validation token itself once the domain's CNAME reaches it, so the
 * owner creates no validation record).
 */
export function createCloudFrontTenants({
  deleteAttempts = 4,
  pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ...options
}: CloudFrontTenantsOptions): DomainTenants {
  const tenants: Tenants = { ...options, deleteAttempts, pause };
  return {
    create: (domain) => createTenant(tenants, domain),
    certificateOf: (tenantId) => certificateOfTenant(tenants, tenantId),
    remove: (tenantId) => removeTenant(tenants, tenantId),
  };
}
