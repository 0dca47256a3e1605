import { createCreditAccount } from '../../credits/credit-account';
import { createTableClient } from '../../lib/dynamo-client';
import type { CodeObjects } from '../../projects/code-objects';
import { createVersions } from '../../projects/versions';
import { createGenerationRuns } from '../generation-runs';
import type { PipelineTaskDeps } from './pipeline-tasks';
import { agentFunctionDeps } from './agent-function-deps';

/**
 * Every Task's collaborators but the agents' models and the page checks, with the whole code
 * store (the versions save pages in it, where a Task only reads one).
 */
export type SharedTaskDeps = Omit<PipelineTaskDeps, 'workFor' | 'scorecardOf' | 'lostInRewrite'> & {
  code: CodeObjects;
};

/**
 * Every collaborator but the agents' models and the page checks: for the finish, which saves the
 * page and tells the balance, and the local cloud's pipeline, which runs every Task.
 */
export function sharedTaskDeps(): SharedTaskDeps {
  const table = createTableClient();
  const deps = agentFunctionDeps(table);
  return {
    ...deps,
    runs: createGenerationRuns(table),
    versions: createVersions(table, deps.code),
    credits: createCreditAccount(table),
  };
}
