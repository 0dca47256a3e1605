import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import { createCodeObjects } from '../../functions/projects/code-objects';
import { createProjects, projectToItem, type Project } from '../../functions/projects/projects';
import { createVersions, type ProjectVersion } from '../../functions/projects/versions';
import { queryPages, tableClientOf, type TableClient } from '../../functions/lib/dynamo-client';
import { localDynamoClientConfig } from '../../tools/local-cloud/dynamodb';
import type { CloudAddresses } from './shared-cloud';
import { localS3ClientConfig } from '../../tools/local-cloud/s3/local-s3';
import { profileKeys, runSlotKeys, userPartition } from '../../functions/lib/table-keys';
import { MAX_RUNS_AT_ONCE } from '../../functions/generation/run-slots';

/**
 * Test-only shortcuts into the local cloud's stores, through the same entity modules the functions
 * use: state a test needs (a balance, a built version) without driving the product to it.
 */

/** Monotonic, so projects seeded in one millisecond list in the order they were seeded. */
const nextProjectId = monotonicFactory();

function tableOf(cloud: CloudAddresses): TableClient {
  return tableClientOf(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
    cloud.dynamo.tableName,
  );
}

function codeObjectsOf(cloud: CloudAddresses) {
  return createCodeObjects({
    s3: new S3Client(localS3ClientConfig(cloud.s3.endpoint)),
    bucketName: cloud.s3.bucketNames.code,
  });
}

export interface SeedProjectOptions {
  userId: string;
  /** Defaults to a new id. */
  projectId?: string;
  name?: string;
  description?: string;
  createdAt?: Date;
}

/**
 * Stores a project for the user directly, without the credit check or the API (the user needs a
 * profile only when the test then goes through the API). Resolves to the project's id.
 */
export async function seedProject(
  cloud: CloudAddresses,
  options: SeedProjectOptions,
): Promise<string> {
  const table = tableOf(cloud);
  const id = options.projectId ?? nextProjectId();
  const projects = createProjects(table);
  if (await projects.get(options.userId, id)) return id;
  const name = options.name ?? 'Seeded project';
  const createdAt = options.createdAt ?? new Date();
  const project: Project = {
    userId: options.userId,
    id,
    name,
    description: options.description ?? name,
    currentVersion: 0,
    deleting: false,
    createdAt,
    updatedAt: createdAt,
  };
  await table.documents.send(
    new PutCommand({
      TableName: table.tableName,
      Item: projectToItem(project),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return id;
}

export interface SeedProjectVersionOptions {
  userId: string;
  /** The project to add the version to; created (as by `seedProject`) if it does not exist. */
  projectId: string;
  html: string;
  prompt?: string;
  agents?: string[];
  creditsUsed?: number;
}

/**
 * Saves a version of the project's generated HTML exactly as the generation pipeline will: through
 * `saveVersion`, so the HTML lands in the local S3 stand-in and the project points at it.
 */
export async function seedProjectVersion(
  cloud: CloudAddresses,
  options: SeedProjectVersionOptions,
): Promise<ProjectVersion> {
  await seedProject(cloud, { userId: options.userId, projectId: options.projectId });
  const versions = createVersions(tableOf(cloud), codeObjectsOf(cloud));
  return versions.saveVersion({
    userId: options.userId,
    projectId: options.projectId,
    html: options.html,
    prompt: options.prompt ?? 'A seeded website',
    agents: options.agents ?? [],
    creditsUsed: options.creditsUsed ?? 0,
    createdAt: new Date(),
  });
}

/**
 * Sets the user's credit balance directly, with no ledger entry: test-only. The user must have a
 * profile (the SPA's first sign-in, or `POST /api/auth/sync`, creates it).
 */
export async function setCredits(
  cloud: CloudAddresses,
  userId: string,
  credits: number,
): Promise<void> {
  const table = tableOf(cloud);
  try {
    await table.documents.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: profileKeys.profile(userId),
        UpdateExpression: 'SET credits = :credits',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':credits': credits },
      }),
    );
  } catch (error) {
    throw new Error(`setCredits: user ${userId} has no profile yet; sign in first`, {
      cause: error,
    });
  }
}

/** Every item in the user's partition (what a delete must leave behind, or not). */
export async function itemsOfUser(cloud: CloudAddresses, userId: string) {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(tableOf(cloud), {
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': userPartition(userId) },
    ConsistentRead: true,
  })) {
    items.push(...page);
  }
  return items;
}

/**
 * Holds every one of the account's places for runs under way (run-slots.ts) with runs of no
 * project, until `until`: the account's next build is queued. Test-only.
 */
export async function holdRunPlaces(
  cloud: CloudAddresses,
  userId: string,
  until = Date.now() + 60 * 60_000,
): Promise<void> {
  const table = tableOf(cloud);
  for (let index = 0; index < MAX_RUNS_AT_ONCE; index += 1) {
    await table.documents.send(
      new PutCommand({
        TableName: table.tableName,
        Item: {
          ...runSlotKeys.slot(userId, index),
          entity: 'RunSlot',
          generation_id: nextProjectId(),
          project_id: 'held-by-a-test',
          held_until: until,
        },
      }),
    );
  }
}
