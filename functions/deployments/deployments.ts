import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { bindDeps } from '../lib/bind-deps';
import type { TableClient } from '../lib/dynamo-client';
import { deploymentKeys } from '../lib/table-keys';
import {
  failedPartNamed,
  wasTransactionConflict,
  writeTogether,
  type TransactionPart,
} from '../lib/transactions';
import { projectOpen } from '../projects/projects';

/**
 * A project's deployment: the subdomain it owns and the version of the site it serves. It lives
 * in the owner's partition, so another user's project id finds nothing. A claimed deployment that
 * never finished publishing has no `versionId` yet.
 */
export interface Deployment {
  userId: string;
  projectId: string;
  subdomain: string;
  /** The id of the published copy (`sites/{subdomain}/{versionId}/`); ULIDs, so they sort. */
  versionId: string | null;
  /** The project version the published copy was made from. */
  projectVersion: number | null;
  deployedAt: Date | null;
  /** Set while a delete is under way: nothing may be published from then on. */
  deleting: boolean;
  claimedAt: Date;
}

const deploymentItemSchema = z.object({
  user_id: z.string(),
  project_id: z.string(),
  subdomain: z.string(),
  version_id: z.string().optional(),
  project_version: z.number().int().positive().optional(),
  deployed_at: z.iso.datetime().optional(),
  deleting: z.boolean().optional(),
  claimed_at: z.iso.datetime(),
});

function fromItem(item: Record<string, unknown>): Deployment {
  const parsed = deploymentItemSchema.parse(item);
  return {
    userId: parsed.user_id,
    projectId: parsed.project_id,
    subdomain: parsed.subdomain,
    versionId: parsed.version_id ?? null,
    projectVersion: parsed.project_version ?? null,
    deployedAt: parsed.deployed_at ? new Date(parsed.deployed_at) : null,
    deleting: parsed.deleting ?? false,
    claimedAt: new Date(parsed.claimed_at),
  };
}

export type ClaimOutcome =
  | { claimed: true; deployment: Deployment }
  /** Another deployment (any user's) owns the subdomain: try another. */
  | { claimed: false; reason: 'subdomainTaken' }
  /** This project already has a deployment (a concurrent first deploy made it): use that one. */
  | { claimed: false; reason: 'projectDeployed' }
  /** The project is gone or being deleted: its delete must not miss a deployment made now. */
  | { claimed: false; reason: 'projectGone' };

export interface PublishedVersion {
  userId: string;
  projectId: string;
  subdomain: string;
  versionId: string;
  projectVersion: number;
  deployedAt: Date;
}

async function get(
  { documents, tableName }: TableClient,
  userId: string,
  projectId: string,
): Promise<Deployment | null> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: deploymentKeys.deployment(userId, projectId),
      ConsistentRead: true,
    }),
  );
  return Item ? fromItem(Item) : null;
}

/**
 * Takes the subdomain for the project's new deployment: the subdomain's item and the
 * deployment's, both conditional puts in one transaction, so two users can never end up with
 * the same subdomain and a project never with two; and only while the project exists and is
 * not being deleted, so a project delete cannot miss a deployment made meanwhile.
 */
async function claim(
  table: TableClient,
  userId: string,
  projectId: string,
  subdomain: string,
  at: Date,
) {
  const { tableName } = table;
  const deployment: Deployment = {
    userId,
    projectId,
    subdomain,
    versionId: null,
    projectVersion: null,
    deployedAt: null,
    deleting: false,
    claimedAt: at,
  };
  const parts: TransactionPart[] = [
    {
      name: 'subdomain',
      write: {
        Put: {
          TableName: tableName,
          Item: {
            ...deploymentKeys.subdomain(subdomain),
            entity: 'SubdomainClaim',
            subdomain,
            user_id: userId,
            project_id: projectId,
            claimed_at: at.toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      name: 'deployment',
      write: {
        Put: {
          TableName: tableName,
          Item: {
            ...deploymentKeys.deployment(userId, projectId),
            entity: 'Deployment',
            user_id: userId,
            project_id: projectId,
            subdomain,
            claimed_at: at.toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    projectOpen(tableName, userId, projectId),
  ];
  try {
    await writeTogether(table, parts);
    return { claimed: true, deployment } satisfies ClaimOutcome;
  } catch (error) {
    const failed = (name: string) => failedPartNamed(error, parts, name);
    if (failed('project')) {
      return { claimed: false, reason: 'projectGone' } satisfies ClaimOutcome;
    }
    if (failed('deployment')) {
      return { claimed: false, reason: 'projectDeployed' } satisfies ClaimOutcome;
    }
    if (failed('subdomain') || wasTransactionConflict(error)) {
      return { claimed: false, reason: 'subdomainTaken' } satisfies ClaimOutcome;
    }
    throw error;
  }
}

/**
 * Records a published copy as the deployment's current one, unless a newer copy was recorded
 * meanwhile or a delete has begun. Resolves to the copy it replaced (its id, or null on the
 * first publish), or to `superseded` when it was refused.
 */
async function recordVersion(
  { documents, tableName }: TableClient,
  published: PublishedVersion,
): Promise<{ previousVersionId: string | null } | 'superseded'> {
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: deploymentKeys.deployment(published.userId, published.projectId),
        UpdateExpression:
          'SET version_id = :version, project_version = :projectVersion, deployed_at = :at',
        ConditionExpression:
          'attribute_exists(PK) AND subdomain = :subdomain AND attribute_not_exists(deleting)' +
          ' AND (attribute_not_exists(version_id) OR version_id < :version)',
        ExpressionAttributeValues: {
          ':version': published.versionId,
          ':projectVersion': published.projectVersion,
          ':at': published.deployedAt.toISOString(),
          ':subdomain': published.subdomain,
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const previous = Attributes ? fromItem(Attributes) : null;
    return { previousVersionId: previous?.versionId ?? null };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'superseded';
    throw error;
  }
}

/** Marks the deployment as being deleted; null when the project has no deployment. */
async function markDeleting(
  { documents, tableName }: TableClient,
  userId: string,
  projectId: string,
): Promise<Deployment | null> {
  try {
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: deploymentKeys.deployment(userId, projectId),
        UpdateExpression: 'SET deleting = :true',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? fromItem(Attributes) : null;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}

/**
 * The last step of a delete: the deployment item goes, and its subdomain is free again. The
 * subdomain's item is only removed while it is still this project's. Safe to repeat.
 */
async function release(
  { documents, tableName }: TableClient,
  deployment: Deployment,
): Promise<void> {
  await documents.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName,
            Key: deploymentKeys.subdomain(deployment.subdomain),
            ConditionExpression:
              'attribute_not_exists(PK) OR (user_id = :user AND project_id = :project)',
            ExpressionAttributeValues: {
              ':user': deployment.userId,
              ':project': deployment.projectId,
            },
          },
        },
        {
          Delete: {
            TableName: tableName,
            Key: deploymentKeys.deployment(deployment.userId, deployment.projectId),
          },
        },
      ],
    }),
  );
}

export function createDeployments(table: TableClient) {
  return bindDeps(table, { get, claim, recordVersion, markDeleting, release });
}

export type Deployments = ReturnType<typeof createDeployments>;
