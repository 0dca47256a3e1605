import type { TransactItem } from '../credits/ledger';
import { projectKeys } from '../projects/projects';
import { RUN_LEASE_MS } from './pipeline/time-budget';

export const GENERATION_IN_PROGRESS_MESSAGE =
  'A generation is already running for this project. Please wait for it to finish.';

/** A second run on a project while one is under way. Nothing was written or debited. */
export class GenerationInProgressError extends Error {
  constructor(readonly projectId: string) {
    super(GENERATION_IN_PROGRESS_MESSAGE);
    this.name = 'GenerationInProgressError';
  }
}

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
  leaseMs: number = RUN_LEASE_MS,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: projectKeys.project(userId, projectId),
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
    },
  };
}

/** Frees the project, only if this run still holds it (never another run's lock). */
export function releaseRunLock(
  tableName: string,
  { userId, projectId, generationId }: RunLockKey,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: projectKeys.project(userId, projectId),
      UpdateExpression: 'REMOVE active_generation, active_until',
      ConditionExpression: 'active_generation = :generation',
      ExpressionAttributeValues: { ':generation': generationId },
    },
  };
}
