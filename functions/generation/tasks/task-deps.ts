import { createCreditAccount } from '../../credits/credit-account';
import { createTableClient } from '../../lib/dynamo-client';
import { createGenerationRuns } from '../generation-runs';
import {
  createConnectionPoster,
  createConnections,
  createProjectNotifier,
} from '../pipeline/connections';
import { createGenerationRecords } from '../pipeline/generation-records';
import type { StateMachineFunctionId } from '../../function-list';
import { businessMetrics, observed } from '../../lib/observability';
import { traceClients, traced } from '../../lib/tracing';
import { runIdsOf, type PipelineTaskDeps, type TaskHandler } from './pipeline-tasks';

/** What every pipeline Task has from the table and the run's watchers: nothing of the bucket. */
export type TableTaskDeps = Pick<
  PipelineTaskDeps,
  'tableName' | 'records' | 'notifier' | 'runs' | 'credits' | 'metrics' | 'clock'
>;

/**
 * The Tasks' collaborators that the table and the live connections serve, from the function's
 * configuration (the environment). The failure Task needs no more, so its function makes (and
 * bundles) no bucket client: bucket-task-deps.ts adds the bucket's for the others.
 */
export function tableTaskDeps(table = createTableClient()): TableTaskDeps {
  traceClients(table.documents);
  return {
    tableName: table.tableName,
    records: createGenerationRecords(table),
    notifier: createProjectNotifier(createConnections(table), createConnectionPoster()),
    runs: createGenerationRuns(table),
    credits: createCreditAccount(table),
    metrics: businessMetrics,
    clock: () => new Date(),
  };
}

/**
 * The Lambda handler of one Task, made on its first call and kept for the container's life (the
 * local cloud sets a function's environment after it loads the module, and a cold start pays for
 * no clients it does not call). Each invocation is traced and logged with the run's ids.
 */
export function taskEntry(
  functionId: StateMachineFunctionId,
  make: () => TaskHandler,
): (input: unknown) => Promise<unknown> {
  let task: TaskHandler | undefined;
  return observed(
    (input: unknown) => {
      task ??= make();
      const made = task;
      const ids = runIdsOf(input);
      const annotations: Record<string, string> = ids
        ? { generation_id: ids.generationId, project_id: ids.projectId }
        : {};
      return traced(functionId, annotations, () => made(input));
    },
    (input) => runIdsOf(input) ?? {},
  );
}
