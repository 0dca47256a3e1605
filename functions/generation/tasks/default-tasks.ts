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
import { createPipelineTasks, type PipelineTaskDeps, type TaskHandler } from './pipeline-tasks';

let tasks: ReturnType<typeof createPipelineTasks> | undefined;

/** The tasks' collaborators, from the function's configuration (the environment). */
export function pipelineTaskDeps(): PipelineTaskDeps {
  const table = createTableClient();
  const bucket = createCodeBucketClient();
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
    clock: () => new Date(),
    scorecardOf: createScorecards(artefacts),
  };
}

/** The tasks wired to this function's configuration, made once per container. */
function defaultTasks() {
  tasks ??= createPipelineTasks(pipelineTaskDeps());
  return tasks;
}

/** The Lambda handler of one task; its module is that function's entry. */
export function taskHandler(functionId: StateMachineFunctionId): TaskHandler {
  return (input) => defaultTasks()[functionId](input);
}
