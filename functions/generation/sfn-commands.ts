// What the run stopper loads on its first stop: only these, so the bundle keeps Step Functions'
// other commands out (a dynamic import of the package itself would keep every export).
export { ExecutionDoesNotExist, SFNClient, StopExecutionCommand } from '@aws-sdk/client-sfn';
