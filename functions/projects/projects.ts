import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { MIN_CREDITS_TO_CREATE_PROJECT } from '../../shared/constants';
import { creditsAtLeast } from '../credits/balance-checks';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import type { PrefixPage } from '../lib/table-entity-queries';
import { defineEntity } from '../lib/table-entity';
import { projectKeys, userPartition } from '../lib/table-keys';
import { writeTogether, type TransactionPart } from '../lib/transactions';
import { decodeCursor, encodeCursor } from './page-cursor';
import { ProjectError } from './project-errors';

/** A user's website project. Its versions are items of their own (`versions.ts`). */
export interface Project {
  userId: string;
  /** A ULID: projects sort newest first by id within the user's partition. */
  id: string;
  name: string;
  description: string;
  /** The number of the newest version; 0 before the first build. */
  currentVersion: number;
  /** Set while a delete is under way: no version may be added from then on. */
  deleting: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type NewProject = Pick<Project, 'userId' | 'id' | 'name' | 'description' | 'createdAt'>;

const projectItemSchema = z.object({
  user_id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  current_version: z.number().check(z.int(), z.nonnegative()),
  deleting: z.optional(z.boolean()),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  active_generation: z.optional(z.string()),
  active_until: z.optional(z.number()),
});

/** How names and searches compare: case does not matter. */
export function searchableName(text: string): string {
  return text.toLowerCase();
}

/** The Project item kind: its key, schema and mapping. */
const projectItems = defineEntity({
  entity: 'Project',
  key: projectKeys.project,
  schema: projectItemSchema,
  toValue: (parsed): Project => ({
    userId: parsed.user_id,
    id: parsed.id,
    name: parsed.name,
    description: parsed.description,
    currentVersion: parsed.current_version,
    deleting: parsed.deleting ?? false,
    createdAt: new Date(parsed.created_at),
    updatedAt: new Date(parsed.updated_at),
  }),
});

export function projectToItem(project: Project) {
  return projectItems.item([project.userId, project.id], {
    user_id: project.userId,
    id: project.id,
    name: project.name,
    /** The name as searches compare it; items stored before it existed lack it. */
    name_search: searchableName(project.name),
    description: project.description,
    current_version: project.currentVersion,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  });
}

export interface ProjectPage {
  projects: Project[];
  /** Hand back to get the next page; null on the last one. */
  nextCursor: string | null;
}

/**
 * Matches by the stored lower-cased name; an item from before that attribute passes the filter
 * and is matched by its name in code, so old projects are found too.
 */
const SEARCH_FILTER = 'contains(name_search, :needle) OR attribute_not_exists(name_search)';

export interface ProjectsOptions {
  /** How many items a filtered query reads at a time. */
  searchBatchSize?: number;
}

/**
 * The user's projects, newest first, `limit` at a time; with `search`, only those whose name
 * contains it, ignoring case.
 */
async function listPage(
  table: TableClient,
  searchBatchSize: number,
  { userId, limit, cursor, search }: ProjectListing,
): Promise<ProjectPage> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const needle = search === undefined ? undefined : searchableName(search);
  // One more than asked tells whether another page exists, so the last page has no cursor.
  const wanted = limit + 1;
  const found: Project[] = [];
  let startKey: Record<string, unknown> | undefined =
    after === undefined ? undefined : projectKeys.project(userId, after);
  // A filter applies after Limit, so a filtered query can come back short or empty with more
  // to read: keep reading until the page is full or the partition ends.
  do {
    const { values, lastKey }: PrefixPage<Project> = await projectItems.query(table, {
      partition: userPartition(userId),
      prefix: projectKeys.prefix,
      ...(needle === undefined
        ? {}
        : { filter: { expression: SEARCH_FILTER, values: { ':needle': needle } } }),
      ...(startKey === undefined ? {} : { after: startKey }),
      newestFirst: true,
      limit: needle === undefined ? wanted : Math.max(wanted, searchBatchSize),
    });
    for (const project of values) {
      if (needle === undefined || searchableName(project.name).includes(needle)) {
        found.push(project);
      }
    }
    startKey = lastKey;
  } while (found.length < wanted && startKey !== undefined);
  const projects = found.slice(0, limit);
  const last = projects.at(-1);
  // The cursor is the last project shown, never where the read stopped: the next page starts
  // right after it, so a match read but not shown is not skipped.
  return {
    projects,
    nextCursor: found.length > limit && last ? encodeCursor(last.id) : null,
  };
}

export interface ProjectListing {
  userId: string;
  limit: number;
  cursor?: string;
  search?: string;
}

/**
 * Stores a new project while the owner's balance is at least the minimum, checked in the same
 * transaction: no balance read can go stale between the check and the write. A missing profile
 * fails the check like an empty balance. Creating a project spends nothing.
 */
async function createIfCredits(table: TableClient, newProject: NewProject): Promise<Project> {
  const project: Project = {
    ...newProject,
    currentVersion: 0,
    deleting: false,
    updatedAt: newProject.createdAt,
  };
  await writeTogether(table, [
    creditsAtLeast(
      table.tableName,
      project.userId,
      MIN_CREDITS_TO_CREATE_PROJECT,
      () => new ProjectError('insufficientCredits'),
    ),
    projectItems.putNewPart(table.tableName, 'project', projectToItem(project)),
  ]);
  return project;
}

/**
 * Marks the project as being deleted, so no version can be added and no run can start while its
 * versions and code are removed. Refused (not found) when the caller has no such project.
 * Resolves to the run that holds the project, if one does: the delete stops it first.
 */
async function markDeleting(
  table: TableClient,
  userId: string,
  projectId: string,
  at: Date,
): Promise<ProjectState['lock']> {
  const updated = await ifConditionHolds(
    projectItems.update(table, [userId, projectId], {
      UpdateExpression: 'SET deleting = :true, updated_at = :at',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':true': true, ':at': at.toISOString() },
      ReturnValues: 'ALL_NEW',
    }),
  );
  if (!updated) throw new ProjectError('notFound');
  return lockOf(updated.Attributes ?? {});
}

/**
 * Gives the project a new name (and the name searches compare). Refused (not found) when the
 * caller has no such project or it is being deleted. Answers the project as renamed.
 */
async function rename(
  table: TableClient,
  userId: string,
  projectId: string,
  name: string,
  at: Date,
): Promise<Project> {
  const updated = await ifConditionHolds(
    projectItems.update(table, [userId, projectId], {
      UpdateExpression: 'SET #name = :name, name_search = :search, updated_at = :at',
      ConditionExpression:
        'attribute_exists(PK) AND (attribute_not_exists(deleting) OR deleting = :false)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: {
        ':name': name,
        ':search': searchableName(name),
        ':at': at.toISOString(),
        ':false': false,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const project = updated?.Attributes ? projectItems.fromItem(updated.Attributes) : null;
  if (!project) throw new ProjectError('notFound');
  return project;
}

const lockSchema = z.object({
  active_generation: z.catch(z.optional(z.string()), undefined),
  active_until: z.catch(z.optional(z.number()), undefined),
});

function lockOf(item: Record<string, unknown>): ProjectState['lock'] {
  const { active_generation, active_until } = lockSchema.parse(item);
  return active_generation === undefined
    ? null
    : { generationId: active_generation, until: active_until ?? 0 };
}

/** What a run or a save needs to know of a project, read consistently. */
export interface ProjectState {
  name: string;
  currentVersion: number;
  deleting: boolean;
  /** The run holding the project and until when (ms); null when none ever took it. */
  lock: { generationId: string; until: number } | null;
}

/** The project's state; null for a project the user does not have. */
export async function readProjectState(
  { documents, tableName }: TableClient,
  userId: string,
  projectId: string,
): Promise<ProjectState | null> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: projectKeys.project(userId, projectId),
      ProjectionExpression: '#name, current_version, deleting, active_generation, active_until',
      ExpressionAttributeNames: { '#name': 'name' },
      ConsistentRead: true,
    }),
  );
  if (!Item) return null;
  const item = z
    .extend(z.pick(projectItemSchema, { current_version: true, deleting: true }), {
      name: z.catch(z.string(), ''),
    })
    .parse(Item);
  return {
    name: item.name,
    currentVersion: item.current_version,
    deleting: item.deleting ?? false,
    lock: lockOf(Item),
  };
}

/**
 * Where the project was last saved on GitHub (save to GitHub, functions/github): the repository,
 * the version saved, when, and the commit it made. Kept on the project item, so it goes with it.
 */
export interface GitHubLink {
  repository: string;
  repositoryUrl: string;
  version: number;
  savedAt: Date;
  commitUrl: string;
}

const githubLinkSchema = z.object({
  repository: z.string(),
  repository_url: z.string(),
  version: z.number().check(z.int(), z.positive()),
  saved_at: z.iso.datetime(),
  commit_url: z.string(),
});

/** The project's GitHub link; null when it was never saved there. Refuses a missing project. */
export async function readGitHubLink(
  { documents, tableName }: TableClient,
  userId: string,
  projectId: string,
): Promise<GitHubLink | null> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: projectKeys.project(userId, projectId),
      ProjectionExpression: 'PK, github',
      ConsistentRead: true,
    }),
  );
  if (!Item) throw new ProjectError('notFound');
  const link = githubLinkSchema.safeParse(Item.github);
  if (!link.success) return null;
  return {
    repository: link.data.repository,
    repositoryUrl: link.data.repository_url,
    version: link.data.version,
    savedAt: new Date(link.data.saved_at),
    commitUrl: link.data.commit_url,
  };
}

/**
 * Records a save to GitHub, while the project exists and is not being deleted; a save of an
 * older version than the one recorded (two saves racing) does not replace it.
 */
export async function recordGitHubSave(
  table: TableClient,
  userId: string,
  projectId: string,
  link: GitHubLink,
): Promise<void> {
  // Refused when a newer save of the same repository was recorded first; a deleted project
  // records nothing.
  await ifConditionHolds(
    projectItems.update(table, [userId, projectId], {
      UpdateExpression: 'SET github = :link',
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(deleting) AND ' +
        '(attribute_not_exists(github) OR github.repository <> :repository OR github.version <= :version)',
      ExpressionAttributeValues: {
        ':link': githubLinkSchema.parse({
          repository: link.repository,
          repository_url: link.repositoryUrl,
          version: link.version,
          saved_at: link.savedAt.toISOString(),
          commit_url: link.commitUrl,
        }),
        ':repository': link.repository,
        ':version': link.version,
      },
    }),
  );
}

export function createProjects(
  table: TableClient,
  { searchBatchSize = 100 }: ProjectsOptions = {},
) {
  return {
    get: (userId: string, projectId: string) => projectItems.get(table, userId, projectId),
    listPage: (userId: string, limit: number, cursor?: string, search?: string) =>
      listPage(table, searchBatchSize, {
        userId,
        limit,
        ...(cursor === undefined ? {} : { cursor }),
        ...(search === undefined ? {} : { search }),
      }),
    /** Every project of the user, newest first, read consistently (the account's export or close). */
    all: (userId: string) =>
      projectItems.all(table, {
        partition: userPartition(userId),
        prefix: projectKeys.prefix,
        newestFirst: true,
      }),
    createIfCredits: (newProject: NewProject) => createIfCredits(table, newProject),
    rename: (userId: string, projectId: string, name: string, at: Date) =>
      rename(table, userId, projectId, name, at),
    markDeleting: (userId: string, projectId: string, at: Date) =>
      markDeleting(table, userId, projectId, at),
    /** The last step of a delete; deleting what is already gone is not an error. */
    remove: (userId: string, projectId: string) => projectItems.remove(table, userId, projectId),
    stateOf: (userId: string, projectId: string) => readProjectState(table, userId, projectId),
    githubLinkOf: (userId: string, projectId: string) => readGitHubLink(table, userId, projectId),
    recordGitHubSave: (userId: string, projectId: string, link: GitHubLink) =>
      recordGitHubSave(table, userId, projectId, link),
  };
}

export type Projects = ReturnType<typeof createProjects>;

/** Which run holds (or wants) a project: the run lock lives on the project item. */
export interface RunLockKey {
  userId: string;
  projectId: string;
  generationId: string;
}

/**
 * Takes the project for a run: only while the project exists (in the caller's partition, so
 * another user's project is simply absent), is not being deleted, and no other run holds it or
 * that run's lease has expired. The old image comes back on failure, so the caller can tell a
 * missing project from a busy one without another read.
 */
export function acquireRunLock(
  tableName: string,
  { userId, projectId, generationId }: RunLockKey,
  at: Date,
  leaseMs: number,
): TransactionPart {
  return projectItems.updatePart(tableName, 'runLock', [userId, projectId], {
    UpdateExpression: 'SET active_generation = :generation, active_until = :until',
    ConditionExpression:
      'attribute_exists(PK) AND attribute_not_exists(deleting) AND ' +
      '(attribute_not_exists(active_generation) OR active_until < :now)',
    ExpressionAttributeValues: {
      ':generation': generationId,
      ':until': at.getTime() + leaseMs,
      ':now': at.getTime(),
    },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  });
}

/** A check that the run still holds the project, and the project is not being deleted. */
export function runLockHeld(
  tableName: string,
  { userId, projectId, generationId }: RunLockKey,
): TransactionPart {
  return projectItems.checkPart(tableName, 'runLock', [userId, projectId], {
    ConditionExpression: 'active_generation = :generation AND attribute_not_exists(deleting)',
    ExpressionAttributeValues: { ':generation': generationId },
  });
}

/** Frees the project, only if this run still holds it (never another run's lock). */
export function releaseRunLock(
  tableName: string,
  { userId, projectId, generationId }: RunLockKey,
): TransactionPart {
  return projectItems.updatePart(tableName, 'runLock', [userId, projectId], {
    UpdateExpression: 'REMOVE active_generation, active_until',
    ConditionExpression: 'active_generation = :generation',
    ExpressionAttributeValues: { ':generation': generationId },
  });
}

/** A check, in another write's transaction, that the project exists and is not being deleted. */
export function projectOpen(tableName: string, userId: string, projectId: string): TransactionPart {
  return projectItems.checkPart(tableName, 'project', [userId, projectId], {
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deleting)',
  });
}

export interface VersionAdvance {
  userId: string;
  projectId: string;
  /** The version the save read as current: the write only happens while it still is. */
  previous: number;
  version: number;
  at: Date;
  /** Refuse while a run's lease is live at this moment. */
  idleAt?: Date;
  /** The run whose lock the save releases; the save only commits while that run holds it. */
  releasingRun?: string;
}

/**
 * Points the project at its new version. DynamoDB allows one action per item in a transaction,
 * so a finishing run's lock release is part of this update rather than a part of its own.
 */
export function advanceVersion(tableName: string, advance: VersionAdvance): TransactionPart {
  const { idleAt, releasingRun } = advance;
  const idleCondition = idleAt
    ? ' AND (attribute_not_exists(active_generation) OR active_until < :now)'
    : '';
  const heldCondition = releasingRun ? ' AND active_generation = :generation' : '';
  const release = releasingRun ? ' REMOVE active_generation, active_until' : '';
  return projectItems.updatePart(tableName, 'project', [advance.userId, advance.projectId], {
    UpdateExpression: `SET current_version = :version, updated_at = :at${release}`,
    ConditionExpression:
      'attribute_exists(PK) AND current_version = :previous AND attribute_not_exists(deleting)' +
      idleCondition +
      heldCondition,
    ExpressionAttributeValues: {
      ':version': advance.version,
      ':previous': advance.previous,
      ':at': advance.at.toISOString(),
      ...(idleAt ? { ':now': idleAt.getTime() } : {}),
      ...(releasingRun ? { ':generation': releasingRun } : {}),
    },
  });
}
