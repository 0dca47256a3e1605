import * as z from '../../../shared/zod';
import type { AgentStatus, StatusMessage } from '../../../shared/api/socket-schemas';
import {
  runOutcomeSchema,
  type RunOutcome,
  type RunSummary,
} from '../../../shared/api/project-schemas';
import { AGENT_NAMES, type AgentName } from '../../../shared/constants';
import type { TransactionPart } from '../../lib/transactions';
import { bindDeps } from '../../lib/bind-deps';
import { ifConditionHolds, removeItemsUnder, type TableClient } from '../../lib/dynamo-client';
import { defineEntity } from '../../lib/table-entity';
import type { PipelineRun } from './pipeline-state';
import { runKeys, userPartition } from '../../lib/table-keys';

export type RunStatus = 'running' | 'completed' | 'failed';

const agentEntrySchema = z.object({
  name: z.enum(AGENT_NAMES),
  status: z.enum(['idle', 'pending', 'working', 'completed', 'failed']),
  cost: z.number().check(z.int(), z.nonnegative()),
  credits_used: z.number().check(z.int(), z.nonnegative()),
  progress: z.optional(z.string()),
  progress_percent: z.optional(z.number()),
  updated_at: z.iso.datetime(),
});
export type AgentEntry = z.infer<typeof agentEntrySchema>;

const recordSchema = z.object({
  generation_id: z.string(),
  project_id: z.string(),
  user_id: z.string(),
  prompt: z.string(),
  model: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  agents: z.array(agentEntrySchema),
  total: z.number().check(z.int(), z.nonnegative()),
  refunded: z.optional(z.number().check(z.int(), z.nonnegative())),
  error: z.optional(z.string()),
  /** How a run that did not complete ended; absent on records from before it was kept. */
  outcome: z.optional(runOutcomeSchema),
  version: z.optional(z.number().check(z.int(), z.positive())),
  started_at: z.iso.datetime(),
  finished_at: z.optional(z.iso.datetime()),
  /** What the execution starts with (JSON), so a start that never happened can be made again. */
  pipeline_run: z.optional(z.string()),
});
export type GenerationRecord = z.infer<typeof recordSchema>;

/** The run record item kind (`Generation`): a run's record is its item as stored. */
const recordItems = defineEntity({
  entity: 'Generation',
  key: runKeys.run,
  schema: recordSchema,
  toValue: (record): GenerationRecord => record,
});

/** An agent's status as the socket sends it. */
export function statusMessageOf(generationId: string, agent: AgentEntry): StatusMessage {
  return {
    type: 'status',
    generation_id: generationId,
    agent: agent.name,
    status: agent.status,
    cost: agent.cost,
    credits_used: agent.credits_used,
    ...(agent.progress === undefined ? {} : { progress: agent.progress }),
    ...(agent.progress_percent === undefined ? {} : { progressPercent: agent.progress_percent }),
    timestamp: agent.updated_at,
  };
}

export interface AgentUpdate {
  status: AgentStatus;
  creditsUsed?: number;
  progress?: string;
  percent?: number;
  at: Date;
}

/** The record's key arguments: the run's, in its owner's partition. */
const keyOf = (run: Pick<PipelineRun, 'userId' | 'projectId' | 'generationId'>) =>
  [run.userId, run.projectId, run.generationId] as const;

/** The record of a run that starts now: written in the start's transaction. */
function putNew({ tableName }: TableClient, run: PipelineRun): TransactionPart {
  return recordItems.putNewPart(
    tableName,
    'run',
    recordItems.item(keyOf(run), {
      generation_id: run.generationId,
      project_id: run.projectId,
      user_id: run.userId,
      prompt: run.prompt,
      model: run.model,
      status: 'running',
      agents: run.lines.map((line) => ({
        name: line.name,
        status: 'pending',
        cost: line.cost,
        credits_used: 0,
        updated_at: run.startedAt,
      })),
      total: run.total,
      started_at: run.startedAt,
      pipeline_run: JSON.stringify(run),
    }),
  );
}

/** The project's most recent runs, newest first. */
async function recent(
  table: TableClient,
  userId: string,
  projectId: string,
  limit = 20,
): Promise<GenerationRecord[]> {
  const { values } = await recordItems.query(table, {
    partition: userPartition(userId),
    prefix: runKeys.projectPrefix(projectId),
    newestFirst: true,
    limit,
  });
  return values;
}

/** A run as the workspace's thread shows it: what was asked, quoted and done. */
export function runSummaryOf(record: GenerationRecord): RunSummary {
  return {
    generation_id: record.generation_id,
    prompt: record.prompt,
    status: record.status,
    agents: record.agents.map(({ name, status, cost }) => ({ name, status, cost })),
    total: record.total,
    refunded: record.refunded ?? 0,
    ...(record.error === undefined ? {} : { error: record.error }),
    ...(record.outcome === undefined ? {} : { outcome: record.outcome }),
    ...(record.version === undefined ? {} : { version: record.version }),
    started_at: record.started_at,
    ...(record.finished_at === undefined ? {} : { finished_at: record.finished_at }),
  };
}

/**
 * Sets one agent's entry while the run is still running (a late update of a run that already
 * ended changes nothing). Answers the entry as stored, or null when the run has ended.
 */
async function updateAgent(
  table: TableClient,
  run: PipelineRun,
  agent: AgentName,
  update: AgentUpdate,
): Promise<AgentEntry | null> {
  const index = run.lines.findIndex((line) => line.name === agent);
  const line = run.lines[index];
  if (!line) throw new Error(`${agent} is not an agent of generation ${run.generationId}`);
  const entry: AgentEntry = {
    name: agent,
    status: update.status,
    cost: line.cost,
    credits_used: update.creditsUsed ?? 0,
    ...(update.progress === undefined ? {} : { progress: update.progress }),
    ...(update.percent === undefined ? {} : { progress_percent: update.percent }),
    updated_at: update.at.toISOString(),
  };
  const written = await ifConditionHolds(
    recordItems.update(table, keyOf(run), {
      UpdateExpression: `SET agents[${index}] = :entry`,
      ConditionExpression: '#status = :running AND attribute_not_exists(closing_at)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':entry': entry, ':running': 'running' },
    }),
  );
  return written === undefined ? null : entry;
}

/**
 * Marks the run completed with its version, and what its agents that changed nothing give back:
 * part of the finish's transaction.
 */
function completeItem(
  { tableName }: TableClient,
  run: PipelineRun,
  version: number,
  at: Date,
  refunded = 0,
): TransactionPart {
  return recordItems.updatePart(tableName, 'run', keyOf(run), {
    UpdateExpression:
      'SET #status = :completed, version = :version, finished_at = :at, refunded = :refunded',
    ConditionExpression: '#status = :running AND attribute_not_exists(closing_at)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':completed': 'completed',
      ':running': 'running',
      ':version': version,
      ':at': at.toISOString(),
      ':refunded': refunded,
    },
  });
}

/**
 * The first step of failing a run: from now on no agent's entry changes and the run cannot
 * complete, so what the refund is worked out from stays as read (an agent side by side with
 * the one that failed may still be finishing). Nothing changes for a run that has ended.
 */
async function close(table: TableClient, run: PipelineRun, at: Date): Promise<void> {
  await ifConditionHolds(
    recordItems.update(table, keyOf(run), {
      UpdateExpression: 'SET closing_at = if_not_exists(closing_at, :at)',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':running': 'running', ':at': at.toISOString() },
    }),
  );
}

/**
 * Marks the run failed, with the failed agent's entry, the error and the refund. Answers false
 * when the run had already ended (a repeated failure changes nothing).
 */
async function fail(
  table: TableClient,
  run: PipelineRun,
  details: {
    agent: AgentEntry | null;
    error: string;
    outcome: RunOutcome;
    refunded: number;
    at: Date;
  },
): Promise<boolean> {
  const index = details.agent
    ? run.lines.findIndex((line) => line.name === details.agent?.name)
    : -1;
  const written = await ifConditionHolds(
    recordItems.update(table, keyOf(run), {
      UpdateExpression: `SET #status = :failed, #error = :error, outcome = :outcome, refunded = :refunded, finished_at = :at${
        index >= 0 ? `, agents[${index}] = :entry` : ''
      }`,
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: {
        ':failed': 'failed',
        ':running': 'running',
        ':error': details.error,
        ':outcome': details.outcome,
        ':refunded': details.refunded,
        ':at': details.at.toISOString(),
        ...(index >= 0 ? { ':entry': details.agent } : {}),
      },
    }),
  );
  return written !== undefined;
}

/**
 * Deletes every run record of the project (a deleted project's), 25 per BatchWriteItem, retrying
 * what DynamoDB leaves unprocessed. Safe to repeat.
 */
function removeAll(table: TableClient, userId: string, projectId: string): Promise<number> {
  return removeItemsUnder(table, userPartition(userId), runKeys.projectPrefix(projectId));
}

export function createGenerationRecords(table: TableClient) {
  return bindDeps(table, {
    putNew,
    /** A run's record, read consistently; null when there is none. */
    get: recordItems.get,
    recent,
    updateAgent,
    completeItem,
    close,
    fail,
    removeAll,
  });
}

export type GenerationRecords = ReturnType<typeof createGenerationRecords>;
