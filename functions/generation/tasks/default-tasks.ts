import { agentWorkFor } from './agent-work-for';
import { pageChecks } from './page-checks';
import type { PipelineTaskDeps } from './pipeline-tasks';
import { sharedTaskDeps } from './shared-task-deps';

/**
 * Every Task's collaborators, from the function's configuration: for the local cloud's tests and
 * benches, which run all the Tasks in one process. A Lambda's entry wires only its own Task's.
 */
export function pipelineTaskDeps(): PipelineTaskDeps {
  const deps = sharedTaskDeps();
  return { ...deps, workFor: agentWorkFor(deps), ...pageChecks(deps) };
}
