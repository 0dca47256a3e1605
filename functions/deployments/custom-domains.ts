import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  CUSTOM_DOMAIN_STATUSES,
  type CustomDomainStatus,
} from '../../shared/api/custom-domain-schemas';
import { bindDeps } from '../lib/bind-deps';
import type { TableClient } from '../lib/dynamo-client';
import { customDomainKeys, deploymentKeys } from '../lib/table-keys';
import { wasTransactionConflict, writeTogether, type TransactionPart } from '../lib/transactions';
import { DeploymentError } from './deployment-errors';

/**
 * A deployed site's custom domain: one per site, in the owner's partition, with the domain's
 * claim beside it (its own partition) so one domain belongs to one site of one user only. The
 * two are written and deleted together.
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
  checkedAt: Date | null;
}

const itemSchema = z.object({
  user_id: z.string(),
  project_id: z.string(),
  subdomain: z.string(),
  domain: z.string(),
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  reason: z.string().optional(),
  tenant_id: z.string().optional(),
  ownership_token: z.string(),
  added_at: z.iso.datetime(),
  checked_at: z.iso.datetime().optional(),
});

function fromItem(item: Record<string, unknown>): SiteDomain {
  const parsed = itemSchema.parse(item);
  return {
    userId: parsed.user_id,
    projectId: parsed.project_id,
    subdomain: parsed.subdomain,
    domain: parsed.domain,
    status: parsed.status,
    reason: parsed.reason ?? null,
    tenantId: parsed.tenant_id ?? null,
    ownershipToken: parsed.ownership_token,
    addedAt: new Date(parsed.added_at),
    checkedAt: parsed.checked_at ? new Date(parsed.checked_at) : null,
  };
}

async function get(
  { documents, tableName }: TableClient,
  userId: string,
  projectId: string,
): Promise<SiteDomain | null> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: customDomainKeys.siteDomain(userId, projectId),
      ConsistentRead: true,
    }),
  );
  return Item ? fromItem(Item) : null;
}

export interface NewSiteDomain {
  userId: string;
  projectId: string;
  subdomain: string;
  domain: string;
  reason: string;
  ownershipToken: string;
  at: Date;
}

/**
 * Connects the domain to the site, pending: the site's domain and the domain's claim are both
 * conditional puts in one transaction, checked against the site's deployment, so a domain never
 * belongs to two sites, a site never has two domains, and a site being taken down gets none.
 */
async function attach(table: TableClient, added: NewSiteDomain): Promise<SiteDomain> {
  const { tableName } = table;
  const { userId, projectId, subdomain, domain, at } = added;
  const parts: TransactionPart[] = [
    {
      name: 'deployment',
      write: {
        ConditionCheck: {
          TableName: tableName,
          Key: deploymentKeys.deployment(userId, projectId),
          ConditionExpression:
            'attribute_exists(PK) AND subdomain = :subdomain AND attribute_not_exists(deleting)',
          ExpressionAttributeValues: { ':subdomain': subdomain },
        },
      },
      refused: () => new DeploymentError('notDeployed'),
    },
    {
      name: 'siteDomain',
      write: {
        Put: {
          TableName: tableName,
          Item: {
            ...customDomainKeys.siteDomain(userId, projectId),
            entity: 'SiteDomain',
            user_id: userId,
            project_id: projectId,
            subdomain,
            domain,
            status: 'pending',
            reason: added.reason,
            ownership_token: added.ownershipToken,
            added_at: at.toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: () => new DeploymentError('siteHasDomain'),
    },
    {
      name: 'claim',
      write: {
        Put: {
          TableName: tableName,
          Item: {
            ...customDomainKeys.claim(domain),
            entity: 'DomainClaim',
            domain,
            user_id: userId,
            project_id: projectId,
            claimed_at: at.toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      refused: () => new DeploymentError('domainTaken'),
    },
  ];
  try {
    await writeTogether(table, parts);
  } catch (error) {
    // Another site's claim of the same domain was being written at that moment.
    if (wasTransactionConflict(error)) throw new DeploymentError('domainTaken');
    throw error;
  }
  return {
    userId,
    projectId,
    subdomain,
    domain,
    status: 'pending',
    reason: added.reason,
    tenantId: null,
    ownershipToken: added.ownershipToken,
    addedAt: at,
    checkedAt: null,
  };
}

/** Notes the tenant that serves the domain, while the site still has that domain. */
async function setTenant(
  { documents, tableName }: TableClient,
  siteDomain: SiteDomain,
  tenantId: string,
): Promise<SiteDomain> {
  await documents.send(
    new UpdateCommand({
      TableName: tableName,
      Key: customDomainKeys.siteDomain(siteDomain.userId, siteDomain.projectId),
      UpdateExpression: 'SET tenant_id = :tenant',
      ConditionExpression: '#domain = :domain',
      ExpressionAttributeNames: { '#domain': 'domain' },
      ExpressionAttributeValues: { ':tenant': tenantId, ':domain': siteDomain.domain },
    }),
  );
  return { ...siteDomain, tenantId };
}

/**
 * Records what a check found; null when the site no longer has that domain (removed meanwhile),
 * so a late check never brings a removed domain back.
 */
async function recordCheck(
  { documents, tableName }: TableClient,
  siteDomain: SiteDomain,
  found: { status: CustomDomainStatus; reason: string | null; at: Date },
): Promise<SiteDomain | null> {
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: customDomainKeys.siteDomain(siteDomain.userId, siteDomain.projectId),
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
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
  return { ...siteDomain, status: found.status, reason: found.reason, checkedAt: found.at };
}

/**
 * Frees the domain: the site's domain and the claim go together; the claim only while it is
 * still this site's. Safe to repeat.
 */
async function release({ documents, tableName }: TableClient, siteDomain: SiteDomain) {
  await documents.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName,
            Key: customDomainKeys.claim(siteDomain.domain),
            ConditionExpression:
              'attribute_not_exists(PK) OR (user_id = :user AND project_id = :project)',
            ExpressionAttributeValues: {
              ':user': siteDomain.userId,
              ':project': siteDomain.projectId,
            },
          },
        },
        {
          Delete: {
            TableName: tableName,
            Key: customDomainKeys.siteDomain(siteDomain.userId, siteDomain.projectId),
            ConditionExpression: 'attribute_not_exists(PK) OR #domain = :domain',
            ExpressionAttributeNames: { '#domain': 'domain' },
            ExpressionAttributeValues: { ':domain': siteDomain.domain },
          },
        },
      ],
    }),
  );
}

export function createCustomDomains(table: TableClient) {
  return bindDeps(table, { get, attach, setTenant, recordCheck, release });
}

export type CustomDomains = ReturnType<typeof createCustomDomains>;
