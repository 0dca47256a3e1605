import { createCreditAccount } from '../../credits/credit-account';
import { createCodeBucketClient } from '../../lib/code-bucket-client';
import { createTableClient } from '../../lib/dynamo-client';
import { createCodeObjects, type CodeObjects } from '../../projects/code-objects';
import { createVersions } from '../../projects/versions';
import { createGenerationRuns } from '../generation-runs';
import { createArtefacts } from '../pipeline/artefacts';
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

/** The collaborators every pipeline Task shares, with the project's code for the agents. */
export type SharedTaskDeps = Omit<PipelineTaskDeps, 'workFor' | 'scorecardOf' | 'lostInRewrite'> & {
  code: CodeObjects;
};

/**
 * What the Tasks share, from the function's configuration (the environment). Each Task's entry
 * adds only what it needs besides (the agents' models, the page checker's checks), so a function's
 * bundle carries its own Task's code and no other's.
 */
export function sharedTaskDeps(): SharedTaskDeps {
  const table = createTableClient();
  const bucket = createCodeBucketClient();
  traceClients(table.documents, bucket.s3);
  const code = createCodeObjects(bucket);
  const connections = createConnections(table);
  return {
    tableName: table.tableName,
    code,
    records: createGenerationRecords(table),
    notifier: createProjectNotifier(connections, createConnectionPoster()),
    artefacts: createArtefacts(bucket),
    runs: createGenerationRuns(table),
    versions: createVersions(table, code),
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
