import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { bindDeps } from '../lib/bind-deps';
import { ifConditionHolds, removeItemsUnder, type TableClient } from '../lib/dynamo-client';
import { defineEntity, type ItemUpdate } from '../lib/table-entity';
import { deploymentKeys, userPartition } from '../lib/table-keys';
import {
  failedPartNamed,
  wasTransactionConflict,
  writeTogether,
  type TransactionPart,
} from '../lib/transactions';
import { projectOpen } from '../projects/projects';

/**
 * A project's deployment: the subdomain it owns and the copy of the site it serves (the live
 * deploy). It lives in the owner's partition, so another user's project id finds nothing. A
 * claimed deployment that never finished publishing has no `versionId` yet.
 */
export interface Deployment {
  userId: string;
  projectId: string;
  subdomain: string;
  /**
   * The id of the live copy (`sites/{subdomain}/{versionId}/`): its deploy number, or, for a copy
   * published before deploys were numbered, a ULID.
   */
  versionId: string | null;
  /** The project version the live copy was made from. */
  projectVersion: number | null;
  /** When the live copy was published. */
  deployedAt: Date | null;
  /** The live deploy's number; null before the first numbered deploy. */
  liveNumber: number | null;
  /** The newest deploy recorded: a publish that lost the race to a newer one is refused. */
  publishedNumber: number | null;
  /** Counts the changes of the live copy (publishes and rollbacks), for the site directory. */
  liveSerial: number;
  /** Set while a delete is under way: nothing may be published from then on. */
  deleting: boolean;
  /** Whether the owner asked to be emailed when a visitor sends one of the site's forms. */
  notifySubmissions: boolean;
  claimedAt: Date;
  /** The address the site had before its last change, and until when it sends visitors on. */
  previous: { subdomain: string; until: Date } | null;
  /** Set from an address change until its copies, directory and domain have followed it. */
  moving: boolean;
  /**
   * Set while the site is held for review (the check before publishing found signs of phishing)
   * or taken down by an operator: nothing may be published until an operator releases it.
   * Absent (as in values made before reviews existed) means none.
   */
  review?: DeploymentReview | null;
  /** The project version an operator released: publishing exactly it skips the phishing check. */
  approvedVersion?: number | null;
}

/** Why a deployment may not publish, since when, and the project version it concerned. */
export interface DeploymentReview {
  status: 'held' | 'taken_down';
  /** In plain words, for the owner. */
  reason: string;
  at: Date;
  /** The version held, or live when the site was taken down; null when none was. */
  version: number | null;
}

const deploymentItemSchema = z.object({
  user_id: z.string(),
  project_id: z.string(),
  subdomain: z.string(),
  version_id: z.optional(z.string()),
  project_version: z.optional(z.number().check(z.int(), z.positive())),
  deployed_at: z.optional(z.iso.datetime()),
  live_number: z.optional(z.number().check(z.int(), z.positive())),
  published_number: z.optional(z.number().check(z.int(), z.positive())),
  live_serial: z.optional(z.number().check(z.int(), z.nonnegative())),
  deleting: z.optional(z.boolean()),
  notify_submissions: z.optional(z.boolean()),
  claimed_at: z.iso.datetime(),
  previous_subdomain: z.optional(z.string()),
  previous_until: z.optional(z.iso.datetime()),
  moving: z.optional(z.boolean()),
  review_status: z.optional(z.enum(['held', 'taken_down'])),
  review_reason: z.optional(z.string()),
  review_at: z.optional(z.iso.datetime()),
  review_version: z.optional(z.number().check(z.int(), z.positive())),
  approved_version: z.optional(z.number().check(z.int(), z.positive())),
});

/** The Deployment item kind: its key, schema and mapping (a site domain's check names it too). */
export const deploymentItems = defineEntity({
  entity: 'Deployment',
  key: deploymentKeys.deployment,
  schema: deploymentItemSchema,
  toValue: (parsed): Deployment => ({
    userId: parsed.user_id,
    projectId: parsed.project_id,
    subdomain: parsed.subdomain,
    versionId: parsed.version_id ?? null,
    projectVersion: parsed.project_version ?? null,
    deployedAt: parsed.deployed_at ? new Date(parsed.deployed_at) : null,
    liveNumber: parsed.live_number ?? null,
    publishedNumber: parsed.published_number ?? null,
    liveSerial: parsed.live_serial ?? 0,
    deleting: parsed.deleting ?? false,
    notifySubmissions: parsed.notify_submissions ?? false,
    claimedAt: new Date(parsed.claimed_at),
    previous:
      parsed.previous_subdomain && parsed.previous_until
        ? { subdomain: parsed.previous_subdomain, until: new Date(parsed.previous_until) }
        : null,
    moving: parsed.moving ?? false,
    review:
      parsed.review_status && parsed.review_at
        ? {
            status: parsed.review_status,
            reason: parsed.review_reason ?? '',
            at: new Date(parsed.review_at),
            version: parsed.review_version ?? null,
          }
        : null,
    approvedVersion: parsed.approved_version ?? null,
  }),
});

/**
 * One publish of a site: an immutable copy under `sites/{subdomain}/{number}/`, numbered from 1
 * per deployment, with the project version it was made from. Kept until it falls out of the
 * site's history (see `KEPT_DEPLOYS`) or the site is deleted.
 */
export interface Deploy {
  number: number;
  projectVersion: number;
  deployedAt: Date;
}

const deployItemSchema = z.object({
  number: z.number().check(z.int(), z.positive()),
  project_version: z.number().check(z.int(), z.positive()),
  deployed_at: z.iso.datetime(),
});

/** The Deploy item kind: one publish of a site, by number. */
const deployItems = defineEntity({
  entity: 'Deploy',
  key: deploymentKeys.deploy,
  schema: deployItemSchema,
  toValue: (parsed): Deploy => ({
    number: parsed.number,
    projectVersion: parsed.project_version,
    deployedAt: new Date(parsed.deployed_at),
  }),
});

/** The SubdomainClaim item kind: which project holds a subdomain. */
const subdomainItems = defineEntity({
  entity: 'SubdomainClaim',
  key: deploymentKeys.subdomain,
  schema: z.object({ user_id: z.string(), project_id: z.string() }),
  toValue: (parsed) => ({ userId: parsed.user_id, projectId: parsed.project_id }),
});

/**
 * A check, in another write's transaction, that the deployment exists and no delete of it has
 * begun: what the site's visitors send is stored only then, so a delete under way misses none.
 */
export function deploymentOpen(
  tableName: string,
  userId: string,
  projectId: string,
  refused: () => Error,
): TransactionPart {
  return deploymentItems.checkPart(
    tableName,
    'deployment',
    [userId, projectId],
    { ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleting)' },
    refused,
  );
}

/** The copy id (last segment of its version prefix) of a numbered deploy. */
export const deployVersionId = (number: number) => String(number);

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
  number: number;
  projectVersion: number;
  deployedAt: Date;
}

/** The project a subdomain belongs to (whoever claimed it), or null when it is free. */
async function ownerOf(
  { documents, tableName }: TableClient,
  subdomain: string,
): Promise<{ userId: string; projectId: string } | null> {
  // Eventually consistent, unlike the entity's `get`: as this read always was.
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName, Key: subdomainItems.key(subdomain) }),
  );
  return Item ? subdomainItems.fromItem(Item) : null;
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
    liveNumber: null,
    publishedNumber: null,
    liveSerial: 0,
    deleting: false,
    notifySubmissions: false,
    claimedAt: at,
    previous: null,
    moving: false,
    review: null,
    approvedVersion: null,
  };
  const parts: TransactionPart[] = [
    subdomainItems.putNewPart(
      tableName,
      'subdomain',
      subdomainItems.item([subdomain], {
        subdomain,
        user_id: userId,
        project_id: projectId,
        claimed_at: at.toISOString(),
      }),
    ),
    deploymentItems.putNewPart(
      tableName,
      'deployment',
      deploymentItems.item([userId, projectId], {
        user_id: userId,
        project_id: projectId,
        subdomain,
        claimed_at: at.toISOString(),
      }),
    ),
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
 * The number of the deployment's next deploy, counted on the deployment itself so concurrent
 * publishes of one project never share one; null once a delete has begun (or it is gone).
 */
async function nextDeployNumber(
  table: TableClient,
  userId: string,
  projectId: string,
): Promise<number | null> {
  const updated = await ifConditionHolds(
    deploymentItems.update(table, [userId, projectId], {
      UpdateExpression: 'ADD deploy_count :one',
      // Not while an address change is copying the deploys to the new address, nor while the site
      // is held for review or taken down.
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(deleting) AND attribute_not_exists(moving)' +
        ' AND attribute_not_exists(review_status)',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (!updated) return null;
  const counted = z.object({ deploy_count: z.number().check(z.int(), z.positive()) });
  return counted.parse(updated.Attributes).deploy_count;
}

/**
 * Records a published copy as a deploy of the site and as its live one, in one transaction,
 * unless a newer deploy was recorded meanwhile, a delete has begun or the site is held for review
 * or taken down: then nothing is written and the answer is `superseded`.
 */
async function recordDeploy(
  table: TableClient,
  published: PublishedVersion,
): Promise<'recorded' | 'superseded'> {
  const { tableName } = table;
  const { userId, projectId, number } = published;
  const at = published.deployedAt.toISOString();
  const parts: TransactionPart[] = [
    deploymentItems.updatePart(tableName, 'deployment', [userId, projectId], {
      UpdateExpression:
        'SET version_id = :version, project_version = :projectVersion, deployed_at = :at,' +
        ' live_number = :number, published_number = :number ADD live_serial :one',
      ConditionExpression:
        'attribute_exists(PK) AND subdomain = :subdomain AND attribute_not_exists(deleting)' +
        ' AND attribute_not_exists(review_status)' +
        ' AND (attribute_not_exists(published_number) OR published_number < :number)',
      ExpressionAttributeValues: {
        ':version': deployVersionId(number),
        ':projectVersion': published.projectVersion,
        ':at': at,
        ':number': number,
        ':subdomain': published.subdomain,
        ':one': 1,
      },
    }),
    {
      name: 'deploy',
      write: {
        Put: {
          TableName: tableName,
          Item: deployItems.item([userId, projectId, number], {
            number,
            project_version: published.projectVersion,
            deployed_at: at,
          }),
        },
      },
    },
  ];
  try {
    await writeTogether(table, parts);
    return 'recorded';
  } catch (error) {
    if (failedPartNamed(error, parts, 'deployment')) return 'superseded';
    throw error;
  }
}

/** The project's deploys still kept, newest first. */
function listDeploys(table: TableClient, userId: string, projectId: string): Promise<Deploy[]> {
  return deployItems.all(table, {
    partition: userPartition(userId),
    prefix: deploymentKeys.deploysPrefix(projectId),
    newestFirst: true,
  });
}

/**
 * One conditional update of the deployment item: the deployment as it now is, or null when the
 * condition refused it (no deployment, a delete begun, another subdomain…).
 */
async function updateDeployment(
  table: TableClient,
  userId: string,
  projectId: string,
  update: Pick<
    ItemUpdate,
    'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeValues'
  >,
): Promise<Deployment | null> {
  const updated = await ifConditionHolds(
    deploymentItems.update(table, [userId, projectId], { ...update, ReturnValues: 'ALL_NEW' }),
  );
  return updated?.Attributes ? deploymentItems.fromItem(updated.Attributes) : null;
}

/**
 * Makes a kept deploy the live one again (a rollback, or a roll forward), unless a delete has
 * begun. Resolves to the deployment as it now is, or null when it cannot be changed.
 */
async function makeLive(
  table: TableClient,
  deployment: Deployment,
  deploy: Deploy,
): Promise<Deployment | null> {
  return updateDeployment(table, deployment.userId, deployment.projectId, {
    UpdateExpression:
      'SET version_id = :version, project_version = :projectVersion, deployed_at = :at,' +
      ' live_number = :number ADD live_serial :one',
    ConditionExpression:
      'attribute_exists(PK) AND subdomain = :subdomain AND attribute_not_exists(deleting)' +
      ' AND attribute_not_exists(moving)',
    ExpressionAttributeValues: {
      ':version': deployVersionId(deploy.number),
      ':projectVersion': deploy.projectVersion,
      ':at': deploy.deployedAt.toISOString(),
      ':number': deploy.number,
      ':subdomain': deployment.subdomain,
      ':one': 1,
    },
  });
}

/** Forgets deploys that fell out of the history (their copies are removed first). */
async function forgetDeploys(
  table: TableClient,
  userId: string,
  projectId: string,
  numbers: readonly number[],
): Promise<void> {
  for (const number of numbers) await deployItems.remove(table, userId, projectId, number);
}

/**
 * Turns the owner's emails about new form submissions on or off; null when the project has no
 * deployment (or its delete has begun).
 */
async function setSubmissionNotices(
  table: TableClient,
  userId: string,
  projectId: string,
  on: boolean,
): Promise<Deployment | null> {
  return updateDeployment(table, userId, projectId, {
    UpdateExpression: 'SET notify_submissions = :on',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleting)',
    ExpressionAttributeValues: { ':on': on },
  });
}

/** When the owner was last emailed about a submission, in epoch milliseconds. */
const NOTIFIED_AT_ATTRIBUTE = 'submissions_notified_at';

/**
 * Takes the one email about new submissions that the site may send per window: true when the
 * owner asked for them and none went out in the `windowMs` before `at`. The decision is the
 * write's condition, so of any number of concurrent submissions exactly one gets true.
 */
async function claimSubmissionNotice(
  table: TableClient,
  userId: string,
  projectId: string,
  at: Date,
  windowMs: number,
): Promise<boolean> {
  const claimed = await ifConditionHolds(
    deploymentItems.update(table, [userId, projectId], {
      UpdateExpression: 'SET #notifiedAt = :now',
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(deleting) AND notify_submissions = :on' +
        ' AND (attribute_not_exists(#notifiedAt) OR #notifiedAt <= :windowStart)',
      ExpressionAttributeNames: { '#notifiedAt': NOTIFIED_AT_ATTRIBUTE },
      ExpressionAttributeValues: {
        ':now': at.getTime(),
        ':windowStart': at.getTime() - windowMs,
        ':on': true,
      },
    }),
  );
  return claimed !== undefined;
}

/** Marks the deployment as being deleted; null when the project has no deployment. */
async function markDeleting(
  table: TableClient,
  userId: string,
  projectId: string,
): Promise<Deployment | null> {
  return updateDeployment(table, userId, projectId, {
    UpdateExpression: 'SET deleting = :true',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':true': true },
  });
}

export type MoveOutcome =
  | { moved: true; deployment: Deployment }
  /** Another site holds the address (or held it within its redirect's days). */
  | { moved: false; reason: 'addressTaken' }
  /** The deployment changed meanwhile: deleted, moved, or not published yet. */
  | { moved: false; reason: 'changed' };

/**
 * Moves a published site to a new address, in one transaction: the new address is claimed (free,
 * one whose redirect lapsed, or this site's own old address), the deployment names it and keeps
 * the old one as its previous until `until`, and the old address's claim stays this site's until
 * then (DynamoDB's TTL frees it after), so nobody else takes it while it sends visitors on. The
 * deployment is marked `moving` until its copies, directory entries and domain have followed.
 */
async function moveAddress(
  table: TableClient,
  deployment: Deployment,
  to: string,
  at: Date,
  until: Date,
): Promise<MoveOutcome> {
  const { tableName } = table;
  const { userId, projectId, subdomain: from } = deployment;
  const parts: TransactionPart[] = [
    {
      name: 'address',
      write: {
        Put: {
          TableName: tableName,
          Item: subdomainItems.item([to], {
            subdomain: to,
            user_id: userId,
            project_id: projectId,
            claimed_at: at.toISOString(),
          }),
          ConditionExpression:
            'attribute_not_exists(PK) OR redirect_until < :now OR' +
            ' (user_id = :user AND project_id = :project)',
          ExpressionAttributeValues: {
            ':now': at.toISOString(),
            ':user': userId,
            ':project': projectId,
          },
        },
      },
    },
    deploymentItems.updatePart(tableName, 'deployment', [userId, projectId], {
      UpdateExpression:
        'SET subdomain = :to, previous_subdomain = :from, previous_until = :until, moving = :true',
      ConditionExpression:
        'attribute_exists(PK) AND subdomain = :from AND attribute_exists(version_id)' +
        ' AND attribute_not_exists(deleting) AND attribute_not_exists(moving)',
      ExpressionAttributeValues: {
        ':to': to,
        ':from': from,
        ':until': until.toISOString(),
        ':true': true,
      },
    }),
    subdomainItems.updatePart(tableName, 'previous', [from], {
      UpdateExpression: 'SET redirect_to = :to, redirect_until = :until, expires_at = :expires',
      ConditionExpression: 'user_id = :user AND project_id = :project',
      ExpressionAttributeValues: {
        ':to': to,
        ':until': until.toISOString(),
        ':expires': Math.ceil(until.getTime() / 1000),
        ':user': userId,
        ':project': projectId,
      },
    }),
  ];
  try {
    await writeTogether(table, parts);
  } catch (error) {
    const failed = (name: string) => failedPartNamed(error, parts, name);
    if (failed('deployment') || failed('previous')) return { moved: false, reason: 'changed' };
    if (failed('address') || wasTransactionConflict(error)) {
      return { moved: false, reason: 'addressTaken' };
    }
    throw error;
  }
  return {
    moved: true,
    deployment: {
      ...deployment,
      subdomain: to,
      previous: { subdomain: from, until },
      moving: true,
    },
  };
}

/** The last step of an address change: publishing and rollbacks may go on. */
async function finishMove(table: TableClient, deployment: Deployment): Promise<Deployment | null> {
  return updateDeployment(table, deployment.userId, deployment.projectId, {
    UpdateExpression: 'REMOVE moving',
    ConditionExpression: 'attribute_exists(PK) AND subdomain = :subdomain',
    ExpressionAttributeValues: { ':subdomain': deployment.subdomain },
  });
}

/** Frees a site's old address at once (the site is being deleted), if it is still this site's. */
async function releasePrevious(table: TableClient, deployment: Deployment): Promise<void> {
  if (!deployment.previous) return;
  await ifConditionHolds(
    table.documents.send(
      new DeleteCommand({
        TableName: table.tableName,
        Key: subdomainItems.key(deployment.previous.subdomain),
        ConditionExpression: 'user_id = :user AND project_id = :project',
        ExpressionAttributeValues: {
          ':user': deployment.userId,
          ':project': deployment.projectId,
        },
      }),
    ),
  );
}

/**
 * The last step of a delete: the deploys' records and the deployment item go, and its subdomain
 * is free again. The subdomain's item is only removed while it is still this project's. Safe to
 * repeat.
 */
async function release(table: TableClient, deployment: Deployment): Promise<void> {
  const { documents, tableName } = table;
  await removeItemsUnder(
    table,
    userPartition(deployment.userId),
    deploymentKeys.deploysPrefix(deployment.projectId),
  );
  await documents.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName,
            Key: subdomainItems.key(deployment.subdomain),
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
            Key: deploymentItems.key(deployment.userId, deployment.projectId),
          },
        },
      ],
    }),
  );
}

/** What a hold or a takedown records on the deployment. */
export interface ReviewMark {
  reason: string;
  at: Date;
  /** The project version it concerns: the one held, or the one live when taken down. */
  version: number | null;
}

function reviewValues(status: DeploymentReview['status'], mark: ReviewMark) {
  return {
    set:
      'SET review_status = :status, review_reason = :reason, review_at = :at' +
      (mark.version === null ? '' : ', review_version = :version'),
    values: {
      ':status': status,
      ':reason': mark.reason,
      ':at': mark.at.toISOString(),
      ...(mark.version === null ? {} : { ':version': mark.version }),
    },
  };
}

/**
 * The deployment held for review, as a part of the transaction that logs the hold: only while it
 * still has that address, no delete has begun and it is not under review already. Its live copy,
 * if it has one, stays live: only the new one is held.
 */
export function holdPart(
  tableName: string,
  deployment: Deployment,
  mark: ReviewMark,
  refused: () => Error,
): TransactionPart {
  const { set, values } = reviewValues('held', mark);
  return deploymentItems.updatePart(
    tableName,
    'deployment',
    [deployment.userId, deployment.projectId],
    {
      UpdateExpression: set,
      ConditionExpression:
        'attribute_exists(PK) AND subdomain = :subdomain AND attribute_not_exists(deleting)' +
        ' AND attribute_not_exists(review_status)',
      ExpressionAttributeValues: { ...values, ':subdomain': deployment.subdomain },
    },
    refused,
  );
}

/**
 * The deployment taken down, as a part of the transaction that logs it: marked so that nothing is
 * published from then on, and naming no live copy any more (its copies go next); an approval of
 * an earlier version goes too. A site held for review, or taken down already, is taken down again.
 */
export function takeDownPart(
  tableName: string,
  deployment: Deployment,
  mark: ReviewMark,
  refused: () => Error,
): TransactionPart {
  const { set, values } = reviewValues('taken_down', mark);
  const removed = [
    'version_id',
    'deployed_at',
    'live_number',
    'project_version',
    'approved_version',
  ];
  if (mark.version === null) removed.push('review_version');
  return deploymentItems.updatePart(
    tableName,
    'deployment',
    [deployment.userId, deployment.projectId],
    {
      UpdateExpression: `${set} REMOVE ${removed.join(', ')}`,
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleting)',
      ExpressionAttributeValues: values,
    },
    refused,
  );
}

/**
 * The review over, as a part of the transaction that logs the release: the mark goes and the
 * version it concerned is approved (publishing it skips the phishing check). Only while the
 * deployment is still under that same review.
 */
export function releasePart(
  tableName: string,
  deployment: Deployment & { review: DeploymentReview },
  refused: () => Error,
): TransactionPart {
  const { review } = deployment;
  return deploymentItems.updatePart(
    tableName,
    'deployment',
    [deployment.userId, deployment.projectId],
    {
      UpdateExpression:
        'REMOVE review_status, review_reason, review_at, review_version' +
        (review.version === null ? '' : ' SET approved_version = :version'),
      ConditionExpression: 'attribute_exists(PK) AND review_status = :status AND review_at = :at',
      ExpressionAttributeValues: {
        ':status': review.status,
        ':at': review.at.toISOString(),
        ...(review.version === null ? {} : { ':version': review.version }),
      },
    },
    refused,
  );
}

/** Forgets every deploy of the site (a takedown: their copies are removed too). */
async function forgetAllDeploys(table: TableClient, deployment: Deployment): Promise<void> {
  await removeItemsUnder(
    table,
    userPartition(deployment.userId),
    deploymentKeys.deploysPrefix(deployment.projectId),
  );
}

export function createDeployments(table: TableClient) {
  return bindDeps(table, {
    get: deploymentItems.get,
    ownerOf,
    claim,
    nextDeployNumber,
    recordDeploy,
    listDeploys,
    getDeploy: deployItems.get,
    makeLive,
    forgetDeploys,
    forgetAllDeploys,
    markDeleting,
    release,
    moveAddress,
    finishMove,
    releasePrevious,
    setSubmissionNotices,
    claimSubmissionNotice,
  });
}

export type Deployments = ReturnType<typeof createDeployments>;
