import { createTableClient } from '../../lib/dynamo-client';
import { createVersionScorecards } from '../../projects/version-scorecards';
import { AGENT_TASK_FUNCTIONS, PAGE_CHECKER_AGENT } from '../pipeline/pipeline-state';
import { agentFunctionDeps } from './agent-function-deps';
import { agentWorkFor } from './agent-work-for';
import { pageChecks } from './page-checks';
import { pageCheckerTask } from './pipeline-tasks';
import { taskEntry } from './task-deps';

/**
 * The Testing agent's function, the pipeline's page checker: the agent's Task and the page checks.
 * Besides an agent's collaborators it only attaches scorecards to versions: no credits, no runs,
 * none of the rest of the versions' code.
 */
export const handler = taskEntry(AGENT_TASK_FUNCTIONS[PAGE_CHECKER_AGENT], () => {
  const table = createTableClient();
  const deps = agentFunctionDeps(table);
  const versions = createVersionScorecards(table);
  return pageCheckerTask({ ...deps, versions, workFor: agentWorkFor(deps), ...pageChecks(deps) });
});
