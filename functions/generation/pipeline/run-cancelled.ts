/**
 * The error a stopped run's execution ends with (StopExecution's `error`): the failure Task
 * refunds it as cancelled (its project was deleted under it), not as an agent's failure. In a
 * module of its own so the projects function, which stops runs, does not build the pipeline
 * state's schemas to name it.
 */
export const RUN_CANCELLED_ERROR = 'RunCancelled';
