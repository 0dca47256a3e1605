import { fail } from './pipeline-tasks';
import { FAIL_TASK_FUNCTION } from '../pipeline/pipeline-state';
import { tableTaskDeps, taskEntry } from './task-deps';

export const handler = taskEntry(FAIL_TASK_FUNCTION, () => {
  const deps = tableTaskDeps();
  return (input) => fail(deps, input);
});
