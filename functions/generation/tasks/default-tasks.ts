import { createCreditAccount } from '../../credits/credit-account';
import { createCodeBucketClient } from '../../lib/code-bucket-client';
import { createTableClient } from '../../lib/dynamo-client';
import { createCodeObjects } from '../../projects/code-objects';
import { createVersions } from '../../projects/versions';
import { agentModelsFor } from '../models/models-from-environment';
import { createGenerationRuns } from '../generation-runs';
import { offlineModels } from '../offline/offline-models';
import { createAgentWork } from '../pipeline/agent-work';
import { createArtefacts } from '../pipeline/artefacts';
import {
  createConnectionPoster,
  createConnections,
  createProjectNotifier,
} from '../pipeline/connections';
import { createGenerationRecords } from '../pipeline/generation-records';
import { createScorecards } from '../pipeline/scorecards';
import type { StateMachineFunctionId } from '../../function-list';
import { businessMetrics, observed } from '../../lib/observability';
import { traceClients, traced } from '../../lib/tracing';
import { createPipelineTasks, runIdsOf, type PipelineTaskDeps } from './pipeline-tasks';

let tasks: ReturnType<typeof createPipelineTasks> | undefined;

/** The tasks' collaborators, from the function's configuration (the environment). */
export function pipelineTaskDeps(): PipelineTaskDeps {
  const table = createTableClient();
  const bucket = createCodeBucketClient();
  traceClients(table.documents, bucket.s3);
  const code = createCodeObjects(bucket);
  const artefacts = createArtefacts(bucket);
  const connections = createConnections(table);
  return {
    tableName: table.tableName,
    records: createGenerationRecords(table),
    notifier: createProjectNotifier(connections, createConnectionPoster()),
    workFor: async (run) =>
      createAgentWork({
        models: await agentModelsFor(run.model),
        groundwork: offlineModels,
        artefacts,
        readCode: (key) => code.get(key),
      }),
    artefacts,
    runs: createGenerationRuns(table),
    versions: createVersions(table, code),
    credits: createCreditAccount(table),
    metrics: businessMetrics,
    clock: () => new Date(),
    scorecardOf: createScorecards(artefacts),
  };
}

/** The tasks wired to this function's configuration, made once per container. */
function defaultTasks() {
  tasks ??= createPipelineTasks(pipelineTaskDeps());
  return tasks;
}

/**
 * The Lambda handler of one task; its module is that function's entry. Each invocation is traced
 * and logged with the run's ids.
 */
export function taskHandler(functionId: StateMachineFunctionId) {
  return observed(
    (input: unknown) => {
      const ids = runIdsOf(input);
      const annotations: Record<string, string> = ids
        ? { generation_id: ids.generationId, project_id: ids.projectId }
        : {};
      return traced(functionId, annotations, () => defaultTasks()[functionId](input));
    },
    (input) => runIdsOf(input) ?? {},
  );
}
