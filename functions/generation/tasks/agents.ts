import { AGENTS_FUNCTION } from '../pipeline/pipeline-state';
import { agentFunctionDeps } from './agent-function-deps';
import { agentWorkFor } from './agent-work-for';
import { agentsTask } from './pipeline-tasks';
import { taskEntry } from './task-deps';

/**
 * The agents' function (AGENTS_FUNCTION): the Task of whichever agent its payload names, all but
 * the page checker's. One function, so a build's agents after the first find it warm.
 */
export const handler = taskEntry(AGENTS_FUNCTION, () => {
  const deps = agentFunctionDeps();
  return agentsTask({ ...deps, workFor: agentWorkFor(deps) }, AGENTS_FUNCTION);
});
