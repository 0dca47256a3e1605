import { createScorecards } from '../pipeline/scorecards';
import { finish } from './pipeline-tasks';
import { madeOnFirstCall, sharedTaskDeps } from './task-deps';

export const handler = madeOnFirstCall(() => {
  const deps = sharedTaskDeps();
  const withScorecards = { ...deps, scorecardOf: createScorecards(deps.artefacts) };
  return (input) => finish(withScorecards, input);
});
