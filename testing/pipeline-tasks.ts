import { functionList, type StateMachineFunctionId } from '../functions/function-list';
import { pipelineTaskDeps } from '../functions/generation/tasks/default-tasks';
import {
  createPipelineTasks,
  type PipelineTaskDeps,
  type TaskHandler,
} from '../functions/generation/tasks/pipeline-tasks';

/**
 * Test and bench only: the state machine's real tasks with some collaborators changed (the
 * models, a failure injected into an agent's work), for `startLocalCloud({ taskHandlers })`. The
 * tasks are made on their first call, once the local cloud has set the functions' environment.
 */
export function pipelineTasksWith(
  change: (deps: PipelineTaskDeps) => Partial<PipelineTaskDeps>,
): Record<StateMachineFunctionId, TaskHandler> {
  let tasks: Record<StateMachineFunctionId, TaskHandler> | undefined;
  const made = () => {
    if (!tasks) {
      const deps = pipelineTaskDeps();
      tasks = createPipelineTasks({ ...deps, ...change(deps) });
    }
    return tasks;
  };
  const ids = Object.keys(functionList).filter(
    (id): id is StateMachineFunctionId =>
      functionList[id as keyof typeof functionList].invokedBy === 'stateMachine',
  );
  return Object.fromEntries(ids.map((id) => [id, (input: unknown) => made()[id](input)])) as Record<
    StateMachineFunctionId,
    TaskHandler
  >;
}
