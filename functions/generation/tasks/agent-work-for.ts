import { agentModelsFor } from '../model-setup/models-from-environment';
import type { AgentModels } from '../models/agent-models';
import type { CodeObjects } from '../../projects/code-objects';
import { offlineModels } from '../offline/offline-models';
import { createAgentWork } from '../pipeline/agent-work';
import { TURNS_REMEMBERED, turnsBefore } from '../pipeline/conversation';
import type { PipelineTaskDeps } from './pipeline-tasks';

/**
 * The agents' work with the models a run uses, the offline ones as groundwork, an edit given the
 * project's conversation from its runs' records.
 */
export function agentWorkFor(
  {
    artefacts,
    code,
    records,
    savePicture,
  }: Pick<PipelineTaskDeps, 'artefacts' | 'records' | 'savePicture'> & {
    code: Pick<CodeObjects, 'get'>;
  },
  modelsFor: (projectModel: string) => Promise<AgentModels> = agentModelsFor,
): PipelineTaskDeps['workFor'] {
  return async (run) =>
    createAgentWork({
      models: await modelsFor(run.model),
      groundwork: offlineModels,
      artefacts,
      readCode: (key) => code.get(key),
      ...(savePicture && { savePicture }),
      recentTurns: async ({ userId, projectId, generationId }) =>
        turnsBefore(await records.recent(userId, projectId, TURNS_REMEMBERED + 1), generationId),
    });
}
