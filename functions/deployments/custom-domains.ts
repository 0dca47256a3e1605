import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import {
  CUSTOM_DOMAIN_STATUSES,
  type CustomDomainStatus,
} from '../../shared/api/custom-domain-schemas';
import { bindDeps } from '../lib/bind-deps';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { customDomainKeys } from '../lib/table-keys';
import {
  failedPartNamed,
  wasTransactionConflict,
  writeTogether,
  type TransactionPart,
} from '../lib/transactions';
import { DeploymentError } from './deployment-errors';
import { deploymentItems } from './deployments';
import {
  lapsedClaim,
  newClaim,
  proveClaim,
  readClaim,
  releaseClaim,
  takeOverClaim,
  type NewClaim,
} from './domain-claims';

/**
 * A deployed site's custom domain: one per site, in the owner's partition, with the domain's
 * claim beside it (its own partition, domain-claims.ts) so one domain belongs to one site of one
 * user only. The two are written and deleted together; only when another site took the site's
 * lapsed claim over does the site's record go alone.
 */
export interface SiteDomain {
  userId: string;
  projectId: string;
  /** The site it serves. */
  subdomain: string;
  domain: string;
  status: CustomDomainStatus;
  reason: string | null;
  /** The CloudFront distribution tenant serving it (AWS); null on one machine. */
  tenantId: string | null;
  /**
   * The random value the domain's ownership TXT record must hold: pointing a CNAME at the shared
   * endpoint proves nothing about who controls the domain, this does.
   */
  ownershipToken: string;
  addedAt: Date;
  /** When a check first found the TXT record: from then on the claim never lapses. */
  provenAt: Date | null;
  checkedAt: Date | null;
}

const itemSchema = z.object({
  user_id: z.string(),
  project_id: z.string(),
  subdomain: z.string(),
  domain: z.string(),
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  reason: z.optional(z.string()),
  tenant_id: z.optional(z.string()),
  ownership_token: z.string(),
  added_at: z.iso.datetime(),
  proven_at: z.optional(z.iso.datetime()),
  checked_at: z.optional(z.iso.datetime()),
});

/** The SiteDomain item kind: a site's custom domain, in its owner's partition. */
export const siteDomainItems = defineEntity({
  entity: 'SiteDomain',
  key: customDomainKeys.siteDomain,
  schema: itemSchema,
  toValue: (parsed): SiteDomain => ({
    userId: parsed.user_id,
    projectId: parsed.project_id,
    subdomain: parsed.subdomain,
    domain: parsed.domain,
    status: parsed.status,
    reason: parsed.reason ?? null,
    tenantId: parsed.tenant_id ?? null,
    ownershipToken: parsed.ownership_token,
    addedAt: new Date(parsed.added_at),
    provenAt: parsed.proven_at ? new Date(parsed.proven_at) : null,
    checkedAt: parsed.checked_at ? new Date(parsed.checked_at) : null,
  }),
});

export interface NewSiteDomain extends NewClaim {
  subdomain: string;
  reason: string;
}

function siteDomainParts(tableName: string, added: NewSiteDomain): TransactionPart[] {
  const { userId, projectId, subdomain, domain, at } = added;
  return [
    deploymentItems.checkPart(
      tableName,
      'deployment',
      [userId, projectId],
      {
        ConditionExpression:
          'attribute_exists(PK) AND subdomain = :subdomain AND attribute_not_exists(deleting)',
        ExpressionAttributeValues: { ':subdomain': subdomain },
      },
      () => new DeploymentError('notDeployed'),
    ),
    siteDomainItems.putNewPart(
      tableName,
      'siteDomain',
      siteDomainItems.item([userId, projectId], {
        user_id: userId,
        project_id: projectId,
        subdomain,
        domain,
        status: 'pending',
        reason: added.reason,
        ownership_token: added.ownershipToken,
        added_at: at.toISOString(),
      }),
      () => new DeploymentError('siteHasDomain'),
    ),
  ];
}

/** Writes the site's domain with the claim part given, as one transaction. */
async function claimWith(table: TableClient, added: NewSiteDomain, claim: TransactionPart) {
  try {
    await writeTogether(table, [...siteDomainParts(table.tableName, added), claim]);
  } catch (error) {
    // Another site's claim of the same domain was being written at that moment.
    if (wasTransactionConflict(error)) throw new DeploymentError('domainTaken');
    throw error;
  }
}

const isDomainTaken = (error: unknown) =>
  error instanceof DeploymentError && error.failure === 'domainTaken';

/**
 * Connects the domain to the site, pending: the site's domain and the domain's claim are both
 * conditional writes in one transaction, checked against the site's deployment, so a domain never
 * belongs to two sites, a site never has two domains, and a site being taken down gets none.
 * A domain another site holds is refused, unless that site's claim lapsed unproven
 * (domain-claims.ts): then this site takes it over, in the same one transaction.
 */
async function attach(table: TableClient, added: NewSiteDomain): Promise<SiteDomain> {
  try {
    await claimWith(table, added, newClaim(table.tableName, added));
  } catch (error) {
    if (!isDomainTaken(error)) throw error;
    const held = await readClaim(table, added.domain);
    const lapsed = held && lapsedClaim(held, added.at);
    // A claim released in between leaves the domain free again.
    if (held && !lapsed) throw error;
    await claimWith(
      table,
      added,
      lapsed ? takeOverClaim(table.tableName, added, lapsed) : newClaim(table.tableName, added),
    );
  }
  return {
    userId: added.userId,
    projectId: added.projectId,
    subdomain: added.subdomain,
    domain: added.domain,
    status: 'pending',
    reason: added.reason,
    tenantId: null,
    ownershipToken: added.ownershipToken,
    addedAt: added.at,
    provenAt: null,
    checkedAt: null,
  };
}

/**
 * Records that the TXT record proved the domain the site's: the claim and the site's domain are
 * marked proven together. Null when another site holds the claim (it took the site's lapsed claim
 * over); refused when the site no longer has the domain.
 */
async function prove(
  table: TableClient,
  siteDomain: SiteDomain,
  at: Date,
): Promise<SiteDomain | null> {
  const { tableName } = table;
  const parts: TransactionPart[] = [
    proveClaim(
      tableName,
      {
        userId: siteDomain.userId,
        projectId: siteDomain.projectId,
        domain: siteDomain.domain,
        ownershipToken: siteDomain.ownershipToken,
        at: siteDomain.addedAt,
      },
      at,
    ),
    siteDomainItems.updatePart(
      tableName,
      'siteDomain',
      [siteDomain.userId, siteDomain.projectId],
      {
        UpdateExpression: 'SET proven_at = :at',
        ConditionExpression: '#domain = :domain AND ownership_token = :token',
        ExpressionAttributeNames: { '#domain': 'domain' },
        ExpressionAttributeValues: {
          ':at': at.toISOString(),
          ':domain': siteDomain.domain,
          ':token': siteDomain.ownershipToken,
        },
      },
      () => new DeploymentError('noCustomDomain'),
    ),
  ];
  try {
    await writeTogether(table, parts);
  } catch (error) {
    if (failedPartNamed(error, parts, 'claim')) return null;
    throw error;
  }
  return { ...siteDomain, provenAt: at };
}

/** Notes the tenant that serves the domain, while the site still has that domain. */
async function setTenant(
  table: TableClient,
  siteDomain: SiteDomain,
  tenantId: string,
): Promise<SiteDomain> {
  await siteDomainItems.update(table, [siteDomain.userId, siteDomain.projectId], {
    UpdateExpression: 'SET tenant_id = :tenant',
    ConditionExpression: '#domain = :domain',
    ExpressionAttributeNames: { '#domain': 'domain' },
    ExpressionAttributeValues: { ':tenant': tenantId, ':domain': siteDomain.domain },
  });
  return { ...siteDomain, tenantId };
}

/** Names the site's new address on its domain, after the site's address changed. */
async function setSubdomain(
  table: TableClient,
  siteDomain: SiteDomain,
  subdomain: string,
): Promise<SiteDomain> {
  await siteDomainItems.update(table, [siteDomain.userId, siteDomain.projectId], {
    UpdateExpression: 'SET subdomain = :subdomain',
    ConditionExpression: '#domain = :domain',
    ExpressionAttributeNames: { '#domain': 'domain' },
    ExpressionAttributeValues: { ':subdomain': subdomain, ':domain': siteDomain.domain },
  });
  return { ...siteDomain, subdomain };
}

/**
 * Records what a check found; null when the site no longer has that domain (removed meanwhile),
 * so a late check never brings a removed domain back.
 */
async function recordCheck(
  table: TableClient,
  siteDomain: SiteDomain,
  found: { status: CustomDomainStatus; reason: string | null; at: Date },
): Promise<SiteDomain | null> {
  const recorded = await ifConditionHolds(
    siteDomainItems.update(table, [siteDomain.userId, siteDomain.projectId], {
      UpdateExpression:
        found.reason === null
          ? 'SET #status = :status, checked_at = :at REMOVE reason'
          : 'SET #status = :status, checked_at = :at, reason = :reason',
      ConditionExpression: '#domain = :domain',
      ExpressionAttributeNames: { '#status': 'status', '#domain': 'domain' },
      ExpressionAttributeValues: {
        ':status': found.status,
        ':at': found.at.toISOString(),
        ':domain': siteDomain.domain,
        ...(found.reason === null ? {} : { ':reason': found.reason }),
      },
    }),
  );
  if (!recorded) return null;
  return { ...siteDomain, status: found.status, reason: found.reason, checkedAt: found.at };
}

/** The delete of the site's record of the domain, while it is still that claim's (domain, token). */
function siteDomainDeletion(tableName: string, siteDomain: SiteDomain) {
  return {
    TableName: tableName,
    Key: siteDomainItems.key(siteDomain.userId, siteDomain.projectId),
    ConditionExpression:
      'attribute_not_exists(PK) OR (#domain = :domain AND ownership_token = :token)',
    ExpressionAttributeNames: { '#domain': 'domain' },
    ExpressionAttributeValues: {
      ':domain': siteDomain.domain,
      ':token': siteDomain.ownershipToken,
    },
  };
}

/**
 * Forgets a domain another site took over: only the site's record goes, never the claim, which
 * is the other site's now. Safe to repeat.
 */
async function forget({ documents, tableName }: TableClient, siteDomain: SiteDomain) {
  // Refused when the site has another domain by now: nothing of this one is left to forget.
  await ifConditionHolds(
    documents.send(new DeleteCommand(siteDomainDeletion(tableName, siteDomain))),
  );
}

/**
 * Frees the domain: the site's domain and the claim go together; the claim only while it is
 * still this site's, and where another site took it over, the site's record goes alone. Safe to
 * repeat.
 */
async function release(table: TableClient, siteDomain: SiteDomain) {
  const parts: TransactionPart[] = [
    releaseClaim(table.tableName, siteDomain),
    { name: 'siteDomain', write: { Delete: siteDomainDeletion(table.tableName, siteDomain) } },
  ];
  try {
    await writeTogether(table, parts);
  } catch (error) {
    if (!failedPartNamed(error, parts, 'claim')) throw error;
    await forget(table, siteDomain);
  }
}

export function createCustomDomains(table: TableClient) {
  return bindDeps(table, {
    get: siteDomainItems.get,
    claimOf: readClaim,
    attach,
    prove,
    setTenant,
    setSubdomain,
    recordCheck,
    forget,
    release,
  });
}

export type CustomDomains = ReturnType<typeof createCustomDomains>;
