import { createTableClient } from '../../lib/dynamo-client';
import {
  createConnectionPoster,
  createConnections,
  createProjectNotifier,
} from '../pipeline/connections';
import { createGenerationRecords } from '../pipeline/generation-records';
import type { StateMachineFunctionId } from '../../function-list';
import { appendLogKeys, businessMetrics, observed } from '../../lib/observability';
import { traceClients, traced } from '../../lib/tracing';
import { agentNamedBy, runIdsOf, type PipelineTaskDeps, type TaskHandler } from './pipeline-tasks';

/** What every pipeline Task reports to: the run's record, its watchers and the metrics. */
export type ReportingDeps = Pick<
  PipelineTaskDeps,
  'tableName' | 'records' | 'notifier' | 'metrics' | 'clock'
>;

/**
 * The collaborators every Task has, from the function's configuration (the environment). Each
 * Task's function adds only what its own Task uses (the failure's refund, the agents' bucket), so
 * its bundle carries no client and no schemas that it never calls.
 */
export function reportingDeps(table = createTableClient()): ReportingDeps {
  traceClients(table.documents);
  return {
    tableName: table.tableName,
    records: createGenerationRecords(table),
    notifier: createProjectNotifier(createConnections(table), createConnectionPoster()),
    metrics: businessMetrics,
    clock: () => new Date(),
  };
}

/** What a Task's logs and trace are about: its run's ids, and the agent its payload names. */
function taskKeysOf(input: unknown) {
  const agent = agentNamedBy(input);
  return { ...runIdsOf(input), ...(agent ? { agent } : {}) };
}

/**
 * The Lambda handler of one Task, made on its first call and kept for the container's life (the
 * local cloud sets a function's environment after it loads the module, and a cold start pays for
 * no clients it does not call). Each invocation is traced and logged with the run's ids and, for
 * a function that runs several agents, the agent it ran.
 */
export function taskEntry(
  functionId: StateMachineFunctionId,
  make: () => TaskHandler,
): (input: unknown) => Promise<unknown> {
  let task: TaskHandler | undefined;
  return observed((input: unknown) => {
    task ??= make();
    const made = task;
    const keys = taskKeysOf(input);
    appendLogKeys(keys);
    const { generationId, projectId, agent } = keys;
    const annotations: Record<string, string> = {
      ...(generationId && projectId ? { generation_id: generationId, project_id: projectId } : {}),
      ...(agent ? { agent } : {}),
    };
    return traced(functionId, annotations, () => made(input));
  });
}
