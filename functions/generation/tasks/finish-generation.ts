import { finish } from './pipeline-tasks';
import { FINISH_TASK_FUNCTION } from '../pipeline/pipeline-state';
import { sharedTaskDeps } from './shared-task-deps';
import { taskEntry } from './task-deps';

export const handler = taskEntry(FINISH_TASK_FUNCTION, () => {
  const deps = sharedTaskDeps();
  return (input) => finish(deps, input);
});
