import type { AgentName } from '../../../shared/constants';
import { agentModelsFor } from '../models/models-from-environment';
import { offlineModels } from '../offline/offline-models';
import { createAgentWork } from '../pipeline/agent-work';
import { agentTask, type PipelineTaskDeps } from './pipeline-tasks';
import { agentFunctionDeps, type AgentFunctionDeps } from './agent-function-deps';
import { taskEntry } from './task-deps';
import { AGENT_TASK_FUNCTIONS } from '../pipeline/pipeline-state';

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

/** The Lambda handler of one agent's Task; its module is that function's entry. */
export function agentTaskHandler(agent: AgentName) {
  return taskEntry(AGENT_TASK_FUNCTIONS[agent], () => {
    const deps = agentFunctionDeps();
    return agentTask({ ...deps, workFor: agentWorkFor(deps) }, agent);
  });
}
