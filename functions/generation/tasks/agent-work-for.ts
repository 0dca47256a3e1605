import { agentModelsFor } from '../model-setup/models-from-environment';
import { offlineModels } from '../offline/offline-models';
import { createAgentWork } from '../pipeline/agent-work';
import type { PipelineTaskDeps } from './pipeline-tasks';
import type { AgentFunctionDeps } from './agent-function-deps';

/** The agents' work with the models a run uses, the offline ones as groundwork. */
export function agentWorkFor({
  artefacts,
  code,
}: Pick<AgentFunctionDeps, 'artefacts' | 'code'>): PipelineTaskDeps['workFor'] {
  return async (run) =>
    createAgentWork({
      models: await agentModelsFor(run.model),
      groundwork: offlineModels,
      artefacts,
      readCode: (key) => code.get(key),
    });
}
