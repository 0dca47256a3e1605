// What the socket (on its first build) and the run stopper (on its first stop) load: only these,
// so the bundles keep Step Functions' other commands out (a dynamic import of the package itself
// would keep every export).
export {
  ExecutionDoesNotExist,
  SFNClient,
  StartExecutionCommand,
  StopExecutionCommand,
} from '@aws-sdk/client-sfn';
