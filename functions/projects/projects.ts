import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  type QueryCommandOutput,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { MIN_CREDITS_TO_CREATE_PROJECT } from '../../shared/constants';
import { profileKeys } from '../auth/profiles';
import type { TableClient } from '../lib/dynamo-client';
import { failedConditionAt } from '../lib/errors';
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

const PROJECT_PREFIX = 'PROJECT#';

/**
 * Projects live in their owner's partition, so another user's id finds nothing. Their sort keys
 * start with `PROJECT#` and nothing else's does (versions are `VERSION#…`), so the listing's
 * `begins_with` returns projects only.
 */
export const projectKeys = {
  partition: (userId: string) => `USER#${userId}`,
  project: (userId: string, projectId: string) => ({
    PK: projectKeys.partition(userId),
    SK: `${PROJECT_PREFIX}${projectId}`,
  }),
};

const projectItemSchema = z.object({
  user_id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  current_version: z.number().int().nonnegative(),
  deleting: z.boolean().optional(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** How names and searches compare: case does not matter. */
export function searchableName(text: string): string {
  return text.toLowerCase();
}

export function projectToItem(project: Project) {
  return {
    ...projectKeys.project(project.userId, project.id),
    entity: 'Project',
    user_id: project.userId,
    id: project.id,
    name: project.name,
    /** The name as searches compare it; items stored before it existed lack it. */
    name_search: searchableName(project.name),
    description: project.description,
    current_version: project.currentVersion,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

function fromItem(item: Record<string, unknown>): Project {
  const parsed = projectItemSchema.parse(item);
  return {
    userId: parsed.user_id,
    id: parsed.id,
    name: parsed.name,
    description: parsed.description,
    currentVersion: parsed.current_version,
    deleting: parsed.deleting ?? false,
    createdAt: new Date(parsed.created_at),
    updatedAt: new Date(parsed.updated_at),
  };
}

export interface ProjectPage {
  projects: Project[];
  /** Hand back to get the next page; null on the last one. */
  nextCursor: string | null;
}

const CREDIT_CHECK_ACTION = 0;

/**
 * Matches by the stored lower-cased name; an item from before that attribute passes the filter
 * and is matched by its name in code, so old projects are found too.
 */
const SEARCH_FILTER = 'contains(name_search, :needle) OR attribute_not_exists(name_search)';

export interface ProjectsOptions {
  /** How many items a filtered query reads at a time. */
  searchBatchSize?: number;
}

export function createProjects(
  { documents, tableName }: TableClient,
  { searchBatchSize = 100 }: ProjectsOptions = {},
) {
  return {
    async get(userId: string, projectId: string): Promise<Project | null> {
      const { Item } = await documents.send(
        new GetCommand({
          TableName: tableName,
          Key: projectKeys.project(userId, projectId),
          ConsistentRead: true,
        }),
      );
      return Item ? fromItem(Item) : null;
    },

    /**
     * The user's projects, newest first, `limit` at a time; with `search`, only those whose name
     * contains it, ignoring case.
     */
    async listPage(
      userId: string,
      limit: number,
      cursor?: string,
      search?: string,
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
        const { Items = [], LastEvaluatedKey }: QueryCommandOutput = await documents.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
            FilterExpression: needle === undefined ? undefined : SEARCH_FILTER,
            ExpressionAttributeValues: {
              ':pk': projectKeys.partition(userId),
              ':prefix': PROJECT_PREFIX,
              ...(needle === undefined ? {} : { ':needle': needle }),
            },
            ExclusiveStartKey: startKey,
            ScanIndexForward: false,
            Limit: needle === undefined ? wanted : Math.max(wanted, searchBatchSize),
          }),
        );
        for (const item of Items) {
          const project = fromItem(item);
          if (needle === undefined || searchableName(project.name).includes(needle)) {
            found.push(project);
          }
        }
        startKey = LastEvaluatedKey;
      } while (found.length < wanted && startKey !== undefined);
      const projects = found.slice(0, limit);
      const last = projects.at(-1);
      // The cursor is the last project shown, never where the read stopped: the next page starts
      // right after it, so a match read but not shown is not skipped.
      return {
        projects,
        nextCursor: found.length > limit && last ? encodeCursor(last.id) : null,
      };
    },

    /**
     * Stores a new project while the owner's balance is at least the minimum, checked in the same
     * transaction: no balance read can go stale between the check and the write. A missing profile
     * fails the check like an empty balance. Creating a project spends nothing.
     */
    async createIfCredits(newProject: NewProject): Promise<Project> {
      const project: Project = {
        ...newProject,
        currentVersion: 0,
        deleting: false,
        updatedAt: newProject.createdAt,
      };
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                ConditionCheck: {
                  TableName: tableName,
                  Key: profileKeys.profile(project.userId),
                  ConditionExpression: 'credits >= :min',
                  ExpressionAttributeValues: { ':min': MIN_CREDITS_TO_CREATE_PROJECT },
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: projectToItem(project),
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
            ],
          }),
        );
      } catch (error) {
        if (failedConditionAt(error, CREDIT_CHECK_ACTION)) {
          throw new ProjectError('insufficientCredits');
        }
        throw error;
      }
      return project;
    },

    /**
     * Marks the project as being deleted, so no version can be added while its versions and code
     * are removed. Refused (not found) when the caller has no such project.
     */
    async markDeleting(userId: string, projectId: string, at: Date): Promise<void> {
      try {
        await documents.send(
          new UpdateCommand({
            TableName: tableName,
            Key: projectKeys.project(userId, projectId),
            UpdateExpression: 'SET deleting = :true, updated_at = :at',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':true': true, ':at': at.toISOString() },
          }),
        );
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) {
          throw new ProjectError('notFound');
        }
        throw error;
      }
    },

    /** The last step of a delete; deleting what is already gone is not an error. */
    async remove(userId: string, projectId: string): Promise<void> {
      await documents.send(
        new DeleteCommand({ TableName: tableName, Key: projectKeys.project(userId, projectId) }),
      );
    },
  };
}

export type Projects = ReturnType<typeof createProjects>;
