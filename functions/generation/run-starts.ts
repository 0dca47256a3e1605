import * as z from '../../shared/zod';
import { unusedCredits } from '../../shared/pricing';
import type { TableClient } from '../lib/dynamo-client';
import { logger, type BusinessMetrics } from '../lib/observability';
import { runStartKeys } from '../lib/table-keys';
import { defineEntity } from '../lib/table-entity';
import type { TransactionPart } from '../lib/transactions';
import type { GenerationRuns } from './generation-runs';
import type { ProjectNotifier } from './pipeline/connections';
import type { GenerationRecord, GenerationRecords } from './pipeline/generation-records';
import {
  initialPipelineState,
  pipelineRunSchema,
  type PipelineRun,
  type PipelineState,
} from './pipeline/pipeline-state';

export const START_FAILED_MESSAGE =
  'The build could not be started. Your credits were refunded; please try again.';

/**
 * How long after its debit a run must have its execution, at the latest. The message that debited
 * it starts it within moments; a run still unstarted after this (its function stopped between
 * the two) is started, or refunded, by the next sweep.
 */
export const RUN_START_DEADLINE_MS = 60_000;

/** Runs read per page of a sweep, and pages at most per sweep (the rest wait for the next). */
const SWEEP_PAGE = 25;
const SWEEP_PAGES = 8;

export interface RunStartDeps {
  table: TableClient;
  records: GenerationRecords;
  runs: GenerationRuns;
  notifier: ProjectNotifier;
  /** Starts the state machine; the execution's name is the generation id. */
  startExecution: (name: string, state: PipelineState) => Promise<void>;
  metrics: BusinessMetrics;
  clock: () => Date;
}

const runStartSchema = z.object({
  user_id: z.string(),
  project_id: z.string(),
  generation_id: z.string(),
  started_at: z.iso.datetime(),
});

/** The `RunStart` item kind: a run debited whose execution was not yet seen to start. */
const runStarts = defineEntity({
  entity: 'RunStart',
  key: runStartKeys.start,
  schema: runStartSchema,
  toValue: (item) => item,
});

/** The run's start, owed from now on: written in the debit's transaction, so never without it. */
export function runStartOwedPart(tableName: string, run: PipelineRun): TransactionPart {
  return runStarts.putNewPart(
    tableName,
    'runStart',
    runStarts.item([run.startedAt, run.generationId], {
      user_id: run.userId,
      project_id: run.projectId,
      generation_id: run.generationId,
      started_at: run.startedAt,
    }),
  );
}

/** Step Functions' answer to a start of a run whose execution exists and has ended. */
function isAlreadyStarted(error: unknown): boolean {
  return error instanceof Error && error.name === 'ExecutionAlreadyExists';
}

/** What is owed for a run is settled: forgetting it fails only in the log (a sweep tries again). */
async function settled(deps: RunStartDeps, run: Pick<PipelineRun, 'startedAt' | 'generationId'>) {
  try {
    await runStarts.remove(deps.table, run.startedAt, run.generationId);
  } catch (error) {
    logger.warn('Could not remove a settled run start', { error });
  }
}

/**
 * Starts the run's execution (a start with the same name and input as a running execution is
 * answered as the first; one that ended is refused as already there: either way it ran), or,
 * when Step Functions refuses it, refunds every credit and frees the project. True when it runs.
 */
export async function startRun(deps: RunStartDeps, run: PipelineRun): Promise<boolean> {
  let started = true;
  try {
    await deps.startExecution(run.generationId, initialPipelineState(run));
  } catch (error) {
    if (!isAlreadyStarted(error)) {
      logger.error('StartExecution failed: refunding the run', { error });
      await refundUnstarted(deps, run);
      started = false;
    }
  }
  await settled(deps, run);
  return started;
}

/** A run whose state machine never started: every credit back, the lock freed, the tab told. */
async function refundUnstarted(deps: RunStartDeps, run: PipelineRun): Promise<void> {
  const { userId, projectId, generationId } = run;
  const failedAt = deps.clock();
  const refunded = unusedCredits(run, []);
  const result = await deps.runs.failGeneration({
    userId,
    projectId,
    generationId,
    unusedCredits: refunded,
    run: run.paidFor,
    reason: { kind: 'failed', agent: null },
    at: failedAt,
  });
  const marked = await deps.records.fail(run, {
    agent: null,
    error: START_FAILED_MESSAGE,
    outcome: 'failed',
    refunded,
    at: failedAt,
  });
  if (marked) deps.metrics.count('BuildsFailed');
  await deps.notifier.broadcast(userId, projectId, {
    error: START_FAILED_MESSAGE,
    generation_id: generationId,
    ...(result.newBalance === null ? {} : { new_balance: result.newBalance }),
  });
}

/** The run a record keeps, as its execution starts (or started) with it. */
export function recordedRun(record: Pick<GenerationRecord, 'pipeline_run'>): PipelineRun | null {
  if (!record.pipeline_run) return null;
  const run = pipelineRunSchema.safeParse(JSON.parse(record.pipeline_run));
  return run.success ? run.data : null;
}

/** The run a record stands for while it is still running, as its execution starts with it. */
async function runningRunOf(
  deps: RunStartDeps,
  owed: z.infer<typeof runStartSchema>,
): Promise<PipelineRun | null> {
  const record = await deps.records.get(owed.user_id, owed.project_id, owed.generation_id);
  return record?.status === 'running' ? recordedRun(record) : null;
}

/**
 * Every run debited at least `deadlineMs` ago whose start was never seen is started now, or
 * refunded when it cannot be (a run already over is only forgotten). Safe to run at any time and
 * side by side with the messages that start runs: starts are idempotent on the run, refunds once.
 * Returns the runs it started and refunded.
 */
export async function startOverdueRuns(
  deps: RunStartDeps,
  deadlineMs = RUN_START_DEADLINE_MS,
): Promise<{ started: number; refunded: number }> {
  const cutoff = new Date(deps.clock().getTime() - deadlineMs).toISOString();
  const counts = { started: 0, refunded: 0 };
  let after: Record<string, unknown> | undefined;
  for (let page = 0; page < SWEEP_PAGES; page += 1) {
    const { values, lastKey } = await runStarts.query(deps.table, {
      partition: runStartKeys.partition,
      prefix: runStartKeys.prefix,
      limit: SWEEP_PAGE,
      ...(after ? { after } : {}),
    });
    const overdue = values.filter((owed) => owed.started_at <= cutoff);
    for (const owed of overdue) {
      const run = await runningRunOf(deps, owed);
      if (!run) {
        await settled(deps, { startedAt: owed.started_at, generationId: owed.generation_id });
        continue;
      }
      logger.warn('Starting a run its message left unstarted', {
        generationId: run.generationId,
      });
      if (await startRun(deps, run)) {
        counts.started += 1;
        deps.metrics.count('BuildsStarted');
      } else {
        counts.refunded += 1;
      }
    }
    // Oldest first: a page with a run not yet due is the last one with any due.
    if (overdue.length < values.length || !lastKey) break;
    after = lastKey;
  }
  return counts;
}
