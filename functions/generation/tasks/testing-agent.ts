import { AGENT_TASK_FUNCTIONS, PAGE_CHECKER_AGENT } from '../pipeline/pipeline-state';
import { agentWorkFor } from './agent-work-for';
import { pageChecks } from './page-checks';
import { pageCheckerTask } from './pipeline-tasks';
import { sharedTaskDeps } from './shared-task-deps';
import { taskEntry } from './task-deps';

/** The Testing agent's function, the pipeline's page checker: the agent's Task and the page checks. */
export const handler = taskEntry(AGENT_TASK_FUNCTIONS[PAGE_CHECKER_AGENT], () => {
  const deps = sharedTaskDeps();
  return pageCheckerTask({ ...deps, workFor: agentWorkFor(deps), ...pageChecks(deps) });
});
