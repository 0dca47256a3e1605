import { fail } from './pipeline-tasks';
import { madeOnFirstCall, sharedTaskDeps } from './task-deps';

export const handler = madeOnFirstCall(() => {
  const deps = sharedTaskDeps();
  return (input) => fail(deps, input);
});
