import {
  BatchWriteCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { z } from 'zod';
import { scorecardSchema, type Scorecard } from '../../shared/api/scorecard-schema';
import { LIMITS } from '../../shared/constants';
import { queryPages, type TableClient } from '../lib/dynamo-client';
import type { TransactItem } from '../credits/ledger';
import { failedConditionAt, wasTransactionConflict } from '../lib/errors';
import { codeObjectKeys, type CodeObjects } from './code-objects';
import { ProjectError } from './project-errors';
import { projectKeys } from './projects';

/** One build of a project: its HTML is an object in the code bucket, the item holds the key. */
export interface ProjectVersion {
  userId: string;
  projectId: string;
  /** 1, 2, 3… in the order they were saved. */
  version: number;
  codeKey: string;
  prompt: string;
  agents: string[];
  creditsUsed: number;
  createdAt: Date;
  /** What a build delivered of what was asked (none for restores and older versions). */
  scorecard?: Scorecard;
  /** What an edit changed, in words for the person (none for builds and older versions). */
  reply?: string;
}

export interface NewVersion {
  userId: string;
  projectId: string;
  html: string;
  prompt: string;
  agents: string[];
  creditsUsed: number;
  createdAt: Date;
  scorecard?: Scorecard;
  reply?: string;
}

/** Zero-padded so the sort key orders versions by number (up to a million per project). */
const VERSION_DIGITS = 6;

/**
 * Versions sit in their owner's partition next to the project, under a prefix of their own
 * (`VERSION#`, not `PROJECT#`), so listing projects never returns them.
 */
export const versionKeys = {
  projectPrefix: (projectId: string) => `VERSION#${projectId}#`,
  version: (userId: string, projectId: string, version: number) => ({
    PK: projectKeys.partition(userId),
    SK: `${versionKeys.projectPrefix(projectId)}${String(version).padStart(VERSION_DIGITS, '0')}`,
  }),
};

const versionItemSchema = z.object({
  user_id: z.string(),
  project_id: z.string(),
  version: z.number().int().positive(),
  code_key: z.string(),
  prompt: z.string(),
  agents: z.array(z.string()),
  credits_used: z.number().int().nonnegative(),
  created_at: z.iso.datetime(),
  scorecard: scorecardSchema.optional(),
  reply: z.string().optional(),
});

function toItem(version: ProjectVersion) {
  return {
    ...versionKeys.version(version.userId, version.projectId, version.version),
    entity: 'ProjectVersion',
    user_id: version.userId,
    project_id: version.projectId,
    version: version.version,
    code_key: version.codeKey,
    prompt: version.prompt,
    agents: version.agents,
    credits_used: version.creditsUsed,
    created_at: version.createdAt.toISOString(),
    ...(version.scorecard ? { scorecard: version.scorecard } : {}),
    ...(version.reply ? { reply: version.reply } : {}),
  };
}

function fromItem(item: Record<string, unknown>): ProjectVersion {
  const parsed = versionItemSchema.parse(item);
  return {
    userId: parsed.user_id,
    projectId: parsed.project_id,
    version: parsed.version,
    codeKey: parsed.code_key,
    prompt: parsed.prompt,
    agents: parsed.agents,
    creditsUsed: parsed.credits_used,
    createdAt: new Date(parsed.created_at),
    ...(parsed.scorecard ? { scorecard: parsed.scorecard } : {}),
    ...(parsed.reply ? { reply: parsed.reply } : {}),
  };
}

/** BatchWriteItem takes at most 25 requests. */
export const BATCH_WRITE_SIZE = 25;
const UNPROCESSED_RETRIES = 8;

const VERSION_ACTION = 0;
const PROJECT_ACTION = 1;

export interface SaveVersionOptions {
  /**
   * Refuse (ProjectError 'generationRunning') while a run's lease on the project is live at this
   * moment: a restore must not slip a version in under a run that is building the next one.
   */
  refuseWhileRunningAt?: Date;
  /**
   * The run whose lock the save releases (a generation's finish). DynamoDB allows one action per
   * item in a transaction, so the release is part of the project's own update here, not an
   * `alongside` item; the save only commits while that run still holds the project.
   */
  releasingRun?: string;
  /**
   * The version the new one was made from (an edit in the preview): refused as 'staleVersion'
   * unless it is still the current one, so a save never silently drops a newer version.
   */
  basedOn?: number;
}

export interface VersionsOptions {
  /** Attempts when a concurrent save took the version number first. */
  maxAttempts?: number;
  newObjectId?: () => string;
}

export function createVersions(
  table: TableClient,
  code: CodeObjects,
  { maxAttempts = 5, newObjectId = ulid }: VersionsOptions = {},
) {
  const { documents, tableName } = table;
  /** The project's current version, and until when a run holds it (0 when none does). */
  async function projectStateOf(userId: string, projectId: string) {
    const { Item } = await documents.send(
      new GetCommand({
        TableName: tableName,
        Key: projectKeys.project(userId, projectId),
        ProjectionExpression: 'current_version, deleting, active_generation, active_until',
        ConsistentRead: true,
      }),
    );
    if (!Item || Item.deleting === true) throw new ProjectError('notFound');
    return {
      currentVersion: z.number().int().nonnegative().parse(Item.current_version),
      runHeldUntil:
        Item.active_generation === undefined ? 0 : z.number().catch(0).parse(Item.active_until),
    };
  }

  async function currentVersionOf(userId: string, projectId: string) {
    return (await projectStateOf(userId, projectId)).currentVersion;
  }

  return {
    /**
     * Saves a new version: first its HTML as a new object, then, in one transaction, the version
     * item and the project's pointer to it. The transaction only succeeds while the project exists,
     * is not being deleted, and is still at the version this save read, so two racing saves get
     * consecutive numbers and a deleted project gets nothing. If it fails, the new object is
     * removed (best effort; anything left is under the project's prefix, which a delete clears).
     */
    async saveVersion(
      newVersion: NewVersion,
      /**
       * Writes that must commit with the version or not at all (a generation's finish: its run
       * lock released, its record completed). A failed condition among them is not retried: it
       * comes back as the TransactionCanceledException, the version not saved.
       */
      alongside: (version: ProjectVersion) => readonly TransactItem[] = () => [],
      { refuseWhileRunningAt, releasingRun, basedOn }: SaveVersionOptions = {},
    ): Promise<ProjectVersion> {
      const { userId, projectId, html, ...details } = newVersion;
      const refuseIfHeld = ({ runHeldUntil }: { runHeldUntil: number }) => {
        if (refuseWhileRunningAt && runHeldUntil >= refuseWhileRunningAt.getTime()) {
          throw new ProjectError('generationRunning');
        }
      };
      const refuseIfRunning = async () => {
        if (refuseWhileRunningAt) refuseIfHeld(await projectStateOf(userId, projectId));
      };
      if (details.prompt.length > LIMITS.promptMax) {
        throw new ProjectError(
          'invalidVersion',
          `Prompt must be at most ${LIMITS.promptMax} characters`,
        );
      }
      const codeKey = codeObjectKeys.version(userId, projectId, newObjectId());
      // One read refuses a missing project, or one a run holds, before any HTML is stored.
      refuseIfHeld(await projectStateOf(userId, projectId));
      await code.put(codeKey, html);
      // Checked in the write too: a run that starts between the read and the write still wins.
      const idleCondition = refuseWhileRunningAt
        ? ' AND (attribute_not_exists(active_generation) OR active_until < :now)'
        : '';
      const heldCondition = releasingRun ? ' AND active_generation = :generation' : '';
      const release = releasingRun ? ' REMOVE active_generation, active_until' : '';
      try {
        for (let attempt = 1; ; attempt += 1) {
          const previous = await currentVersionOf(userId, projectId);
          // The save's own condition (current_version = previous) keeps this true at the write.
          if (basedOn !== undefined && previous !== basedOn) throw new ProjectError('staleVersion');
          const version: ProjectVersion = {
            userId,
            projectId,
            version: previous + 1,
            codeKey,
            ...details,
          };
          try {
            await documents.send(
              new TransactWriteCommand({
                TransactItems: [
                  {
                    Put: {
                      TableName: tableName,
                      Item: toItem(version),
                      ConditionExpression: 'attribute_not_exists(PK)',
                    },
                  },
                  {
                    Update: {
                      TableName: tableName,
                      Key: projectKeys.project(userId, projectId),
                      UpdateExpression: `SET current_version = :version, updated_at = :at${release}`,
                      ConditionExpression:
                        'attribute_exists(PK) AND current_version = :previous AND attribute_not_exists(deleting)' +
                        idleCondition +
                        heldCondition,
                      ExpressionAttributeValues: {
                        ':version': version.version,
                        ':previous': previous,
                        ':at': version.createdAt.toISOString(),
                        ...(refuseWhileRunningAt ? { ':now': refuseWhileRunningAt.getTime() } : {}),
                        ...(releasingRun ? { ':generation': releasingRun } : {}),
                      },
                    },
                  },
                  ...alongside(version),
                ],
              }),
            );
            return version;
          } catch (error) {
            const raced =
              failedConditionAt(error, VERSION_ACTION) ||
              failedConditionAt(error, PROJECT_ACTION) ||
              wasTransactionConflict(error);
            if (failedConditionAt(error, PROJECT_ACTION)) await refuseIfRunning();
            if (!raced || attempt >= maxAttempts) throw error;
          }
        }
      } catch (error) {
        await code.remove(codeKey).catch(() => undefined);
        throw error;
      }
    },

    async get(userId: string, projectId: string, version: number): Promise<ProjectVersion | null> {
      const { Item } = await documents.send(
        new GetCommand({
          TableName: tableName,
          Key: versionKeys.version(userId, projectId, version),
          ConsistentRead: true,
        }),
      );
      return Item ? fromItem(Item) : null;
    },

    /**
     * Adds what a version delivered of what was asked, worked out after it was saved (so the
     * person sees the new page without waiting for the checks). Nothing for a version that is
     * gone (its project was deleted meanwhile).
     */
    async attachScorecard(
      userId: string,
      projectId: string,
      version: number,
      scorecard: Scorecard,
    ): Promise<boolean> {
      try {
        await documents.send(
          new UpdateCommand({
            TableName: tableName,
            Key: versionKeys.version(userId, projectId, version),
            UpdateExpression: 'SET scorecard = :scorecard',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':scorecard': scorecardSchema.parse(scorecard) },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === 'ConditionalCheckFailedException')
          return false;
        throw error;
      }
    },

    /** Every version of the project, newest first. */
    async list(userId: string, projectId: string): Promise<ProjectVersion[]> {
      const versions: ProjectVersion[] = [];
      const pages = queryPages(table, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: {
          ':pk': projectKeys.partition(userId),
          ':prefix': versionKeys.projectPrefix(projectId),
        },
        ScanIndexForward: false,
        ConsistentRead: true,
      });
      for await (const items of pages) versions.push(...items.map(fromItem));
      return versions;
    },

    /**
     * Deletes every version item of the project, 25 per BatchWriteItem, retrying what DynamoDB
     * leaves unprocessed. Safe to repeat.
     */
    async removeAll(userId: string, projectId: string): Promise<number> {
      let removed = 0;
      const pages = queryPages(table, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: {
          ':pk': projectKeys.partition(userId),
          ':prefix': versionKeys.projectPrefix(projectId),
        },
        ProjectionExpression: 'PK, SK',
        ConsistentRead: true,
      });
      for await (const items of pages) {
        const keys = items.map((item) => ({ PK: item.PK, SK: item.SK }));
        for (let start = 0; start < keys.length; start += BATCH_WRITE_SIZE) {
          const chunk = keys.slice(start, start + BATCH_WRITE_SIZE);
          await deleteBatch(chunk.map((Key) => ({ DeleteRequest: { Key } })));
          removed += chunk.length;
        }
      }
      return removed;
    },
  };

  async function deleteBatch(requests: { DeleteRequest: { Key: Record<string, unknown> } }[]) {
    let pending = requests;
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt > UNPROCESSED_RETRIES) {
        throw new Error(`DynamoDB left ${pending.length} version deletes unprocessed`);
      }
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
      const { UnprocessedItems } = await documents.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: pending } }),
      );
      pending = (UnprocessedItems?.[tableName] ?? []).flatMap((request) =>
        request.DeleteRequest?.Key ? [{ DeleteRequest: { Key: request.DeleteRequest.Key } }] : [],
      );
    }
  }
}

export type Versions = ReturnType<typeof createVersions>;
