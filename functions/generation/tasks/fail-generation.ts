import { fail } from './pipeline-tasks';
import { FAIL_TASK_FUNCTION } from '../pipeline/pipeline-state';
import { sharedTaskDeps, taskEntry } from './task-deps';

export const handler = taskEntry(FAIL_TASK_FUNCTION, () => {
  const deps = sharedTaskDeps();
  return (input) => fail(deps, input);
});
