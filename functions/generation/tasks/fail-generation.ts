import { createTableClient } from '../../lib/dynamo-client';
import { createGenerationRuns } from '../generation-runs';
import { failFunctionTask } from './pipeline-tasks';
import { FAIL_TASK_FUNCTION } from '../pipeline/pipeline-state';
import { reportingDeps, taskEntry } from './task-deps';

/**
 * The failure Task's function: reporting and the refund, and a queued run's `Take a builder`,
 * from the table alone (no bucket).
 */
export const handler = taskEntry(FAIL_TASK_FUNCTION, () => {
  const table = createTableClient();
  return failFunctionTask({ ...reportingDeps(table), runs: createGenerationRuns(table) });
});
