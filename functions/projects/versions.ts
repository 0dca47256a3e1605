import { ulid } from 'ulid';
import * as z from '../../shared/zod';
import { scorecardSchema, type Scorecard } from '../../shared/api/scorecard-schema';
import { LIMITS } from '../../shared/constants';
import { removeItemsUnder, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import {
  failedParts,
  wasTransactionConflict,
  writeTogether,
  type TransactionPart,
} from '../lib/transactions';
import { codeObjectKeys } from './code-object-keys';
import { createVersionScorecards } from './version-scorecards';
import type { CodeObjects } from './code-objects';
import { ProjectError } from './project-errors';
import { advanceVersion, createProjects, type Projects } from './projects';
import { userPartition, versionKeys } from '../lib/table-keys';

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

const versionItemSchema = z.object({
  user_id: z.string(),
  project_id: z.string(),
  version: z.number().check(z.int(), z.positive()),
  code_key: z.string(),
  prompt: z.string(),
  agents: z.array(z.string()),
  credits_used: z.number().check(z.int(), z.nonnegative()),
  created_at: z.iso.datetime(),
  scorecard: z.optional(scorecardSchema),
  reply: z.optional(z.string()),
});

/** The ProjectVersion item kind: its key, schema and mapping. */
const versionItems = defineEntity({
  entity: 'ProjectVersion',
  key: versionKeys.version,
  schema: versionItemSchema,
  toValue: (parsed): ProjectVersion => ({
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
  }),
});

function toItem(version: ProjectVersion) {
  return versionItems.item([version.userId, version.projectId, version.version], {
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
  });
}

export interface SaveVersionOptions {
  /**
   * Refuse (ProjectError 'generationRunning') while a run's lease on the project is live at this
   * moment: a restore must not slip a version in under a run that is building the next one.
   */
  refuseWhileRunningAt?: Date;
  /**
   * The run whose lock the save releases (a generation's finish): the save only commits while
   * that run still holds the project.
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

/** Writes that must commit with a version or not at all (a generation's finish). */
export type VersionCompanions = (version: ProjectVersion) => readonly TransactionPart[];

interface VersionDeps {
  table: TableClient;
  code: CodeObjects;
  projects: Projects;
  maxAttempts: number;
  newObjectId: () => string;
}

/** The project's current version, and until when a run holds it (0 when none does). */
async function projectStateOf(deps: VersionDeps, userId: string, projectId: string) {
  const state = await deps.projects.stateOf(userId, projectId);
  if (!state || state.deleting) throw new ProjectError('notFound');
  return { currentVersion: state.currentVersion, runHeldUntil: state.lock?.until ?? 0 };
}

function refuseIfHeld(runHeldUntil: number, { refuseWhileRunningAt }: SaveVersionOptions): void {
  if (refuseWhileRunningAt && runHeldUntil >= refuseWhileRunningAt.getTime()) {
    throw new ProjectError('generationRunning');
  }
}

/**
 * Saves a new version: first its HTML as a new object, then, in one transaction, the version item
 * and the project's pointer to it. The transaction only succeeds while the project exists, is not
 * being deleted, and is still at the version this save read, so two racing saves get consecutive
 * numbers and a deleted project gets nothing. If it fails, the new object is removed (best effort;
 * anything left is under the project's prefix, which a delete clears). A failed condition among
 * the companions is not retried: it comes back as the TransactionCanceledException, nothing saved.
 */
async function saveVersion(
  deps: VersionDeps,
  newVersion: NewVersion,
  companions: VersionCompanions,
  options: SaveVersionOptions,
): Promise<ProjectVersion> {
  const { userId, projectId, html, ...details } = newVersion;
  if (details.prompt.length > LIMITS.promptMax) {
    throw new ProjectError(
      'invalidVersion',
      `Prompt must be at most ${LIMITS.promptMax} characters`,
    );
  }
  const codeKey = codeObjectKeys.version(userId, projectId, deps.newObjectId());
  // One read refuses a missing project, or one a run holds, before any HTML is stored.
  refuseIfHeld((await projectStateOf(deps, userId, projectId)).runHeldUntil, options);
  await deps.code.put(codeKey, html);
  try {
    for (let attempt = 1; ; attempt += 1) {
      const saved = await trySave(
        deps,
        { userId, projectId, codeKey, ...details },
        companions,
        options,
      );
      if ('version' in saved) return saved;
      if (attempt >= deps.maxAttempts) throw saved.lostTo;
    }
  } catch (error) {
    await deps.code.remove(codeKey).catch(() => undefined);
    throw error;
  }
}

/** One attempt at the save's transaction; `lostTo` when another save took the number first. */
async function trySave(
  deps: VersionDeps,
  next: Omit<ProjectVersion, 'version'>,
  companions: VersionCompanions,
  options: SaveVersionOptions,
): Promise<ProjectVersion | { lostTo: unknown }> {
  const { userId, projectId } = next;
  const { currentVersion: previous } = await projectStateOf(deps, userId, projectId);
  // The save's own condition (current_version = previous) keeps this true at the write.
  if (options.basedOn !== undefined && previous !== options.basedOn) {
    throw new ProjectError('staleVersion');
  }
  const version: ProjectVersion = { ...next, version: previous + 1 };
  const parts: TransactionPart[] = [
    versionItems.putNewPart(deps.table.tableName, 'version', toItem(version)),
    advanceVersion(deps.table.tableName, {
      userId,
      projectId,
      previous,
      version: version.version,
      at: version.createdAt,
      // Checked in the write too: a run that starts between the read and the write still wins.
      ...(options.refuseWhileRunningAt ? { idleAt: options.refuseWhileRunningAt } : {}),
      ...(options.releasingRun ? { releasingRun: options.releasingRun } : {}),
    }),
    ...companions(version),
  ];
  try {
    await writeTogether(deps.table, parts);
    return version;
  } catch (error) {
    const failed = failedParts(error, parts).map(({ part }) => part.name);
    if (failed.includes('project') && options.refuseWhileRunningAt) {
      refuseIfHeld((await projectStateOf(deps, userId, projectId)).runHeldUntil, options);
    }
    const raced =
      failed.includes('version') || failed.includes('project') || wasTransactionConflict(error);
    if (!raced) throw error;
    return { lostTo: error };
  }
}

export function readVersion(
  table: TableClient,
  userId: string,
  projectId: string,
  version: number,
): Promise<ProjectVersion | null> {
  return versionItems.get(table, userId, projectId, version);
}

/** Every version of the project, newest first. */
function list(table: TableClient, userId: string, projectId: string): Promise<ProjectVersion[]> {
  return versionItems.all(table, {
    partition: userPartition(userId),
    prefix: versionKeys.projectPrefix(projectId),
    newestFirst: true,
  });
}

/**
 * Deletes every version item of the project, 25 per BatchWriteItem, retrying what DynamoDB leaves
 * unprocessed. Safe to repeat.
 */
function removeAll(table: TableClient, userId: string, projectId: string): Promise<number> {
  return removeItemsUnder(table, userPartition(userId), versionKeys.projectPrefix(projectId));
}

export function createVersions(
  table: TableClient,
  code: CodeObjects,
  { maxAttempts = 5, newObjectId = ulid }: VersionsOptions = {},
) {
  const deps: VersionDeps = {
    table,
    code,
    projects: createProjects(table),
    maxAttempts,
    newObjectId,
  };
  return {
    saveVersion: (
      newVersion: NewVersion,
      companions: VersionCompanions = () => [],
      options: SaveVersionOptions = {},
    ) => saveVersion(deps, newVersion, companions, options),
    get: (userId: string, projectId: string, version: number) =>
      readVersion(table, userId, projectId, version),
    ...createVersionScorecards(table),
    list: (userId: string, projectId: string) => list(table, userId, projectId),
    removeAll: (userId: string, projectId: string) => removeAll(table, userId, projectId),
  };
}

export type Versions = ReturnType<typeof createVersions>;
