import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RunOptions, StateMachine } from 'aws-local-stepfunctions';
import { z } from 'zod';
import { isLoopback } from '../gateway/loopback';
import { openJsonStateFile } from '../json-state-file';
import { PayloadTooLargeError, readBody } from '../read-body';
import {
  functionNameOfArn,
  LOCAL_ACCOUNT,
  LOCAL_REGION,
  statesOf,
  type AslDefinition,
} from './asl';

/** Where the gateway serves the Step Functions API (the SDK's `endpoint`). */
export const STATES_PATH = '/_local/states';

/**
 * aws-local-stepfunctions, loaded on the first execution rather than with the gateway (it takes a
 * third of a second), after the polyfill it needs on Node 20.
 */
async function loadStatesLanguageRunner() {
  await import('./promise-with-resolvers');
  return import('aws-local-stepfunctions');
}

/** Step Functions' cap on an execution's input and on every state's input and output. */
const MAX_PAYLOAD_BYTES = 256 * 1024;

type TaskHandlers = NonNullable<NonNullable<RunOptions['overrides']>['taskResourceLocalHandlers']>;
type TaskHandler = TaskHandlers[string];

/** Calls a function of the list with a payload, the way the Lambda service does. */
export type FunctionInvoker = (functionName: string, payload: unknown) => Promise<unknown>;

export interface LocalStateMachine {
  /** Read on the first StartExecution of the machine (the generation one is synthesized). */
  definition: () => AslDefinition | Promise<AslDefinition>;
  /**
   * The function an EventBridge rule sends this machine's FAILED, TIMED_OUT and ABORTED status
   * changes to, as GenerationStateMachine's rule does on AWS.
   */
  unsuccessfulRunTarget?: string;
}

export interface LocalStepFunctionsOptions {
  /** The machines, by ARN. */
  stateMachines: Readonly<Record<string, LocalStateMachine>>;
  invokeFunction: FunctionInvoker;
  /**
   * Wait this long between retries instead of the definition's backoff (tests). The definition
   * itself is never changed. @default the definition's intervals
   */
  retryIntervalMs?: number;
  /** Folder that keeps the executions across restarts; null keeps them in memory. */
  dataDir?: string | null;
  /**
   * Hold each StartExecution this long before it starts anything (the crash test kills the
   * cloud between a run's debit and its start). @default 0
   */
  startDelayMs?: number;
}

interface PreparedMachine {
  machine: StateMachine;
  overrides: RunOptions['overrides'];
}

const executionStatus = z.enum(['RUNNING', 'SUCCEEDED', 'FAILED', 'TIMED_OUT', 'ABORTED']);
type ExecutionStatus = z.infer<typeof executionStatus>;

/** An execution as the state file keeps it (times in ms). */
const savedExecutionSchema = z.object({
  executionArn: z.string(),
  stateMachineArn: z.string(),
  name: z.string(),
  input: z.string(),
  status: executionStatus,
  startDate: z.number(),
  stopDate: z.number().optional(),
  output: z.string().optional(),
  error: z.string().optional(),
  cause: z.string().optional(),
});
const stateSchema = z.object({ executions: z.array(savedExecutionSchema) });

/**
 * Finished executions kept for DescribeExecution and name reuse (AWS keeps them 90 days): few
 * enough that rewriting the file on every start and end stays cheap.
 */
const KEPT_FINISHED_EXECUTIONS = 200;

/** What the failure path is told about an execution the last process did not finish. */
export const LOST_EXECUTION_CAUSE = 'The local cloud stopped while this execution was running';

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  input: string;
  status: ExecutionStatus;
  startDate: Date;
  stopDate?: Date;
  output?: string;
  error?: string;
  cause?: string;
  abort: () => void;
}

/** An error whose body the SDK turns into the named exception. */
class ApiError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const startExecutionSchema = z.object({
  stateMachineArn: z.string(),
  name: z.string().optional(),
  input: z.string().optional(),
});
const describeExecutionSchema = z.object({ executionArn: z.string() });
const stopExecutionSchema = z.object({
  executionArn: z.string(),
  error: z.string().optional(),
  cause: z.string().optional(),
});

/** Step Functions' rule: 1–80 characters, no whitespace, brackets, wildcards or punctuation. */
const EXECUTION_NAME = /^[^\s<>{}[\]?*"#%\\^|~`$&,;:/\p{Cc}]{1,80}$/u;

const epochSeconds = (date: Date) => date.getTime() / 1000;

/**
 * A thrown error as a Lambda Task reports it: the error's name as `Error` and Lambda's JSON
 * (`errorType`, `errorMessage`, `trace`) as `Cause`, so a Catch sees what it would see on AWS.
 */
function lambdaError(thrown: unknown): Error {
  const errorType = thrown instanceof Error ? thrown.name : 'Error';
  const errorMessage = thrown instanceof Error ? thrown.message : String(thrown);
  const error = new Error(JSON.stringify({ errorType, errorMessage, trace: [] }));
  error.name = errorType;
  return error;
}

function dataLimitExceeded(what: string): Error {
  const error = new Error(`The ${what} exceeds the maximum size of ${MAX_PAYLOAD_BYTES} bytes`);
  error.name = 'States.DataLimitExceeded';
  return error;
}

/** The state machine's execution name in ARNs: the last part of its ARN. */
function machineNameOf(stateMachineArn: string): string {
  return stateMachineArn.slice(stateMachineArn.lastIndexOf(':') + 1);
}

/**
 * The Step Functions API (AWS JSON 1.0, `X-Amz-Target: AWSStepFunctions.*`) that
 * `@aws-sdk/client-sfn` calls, for StartExecution, DescribeExecution and StopExecution, running
 * each machine's ASL with aws-local-stepfunctions and its Lambda Tasks through `invokeFunction`.
 * Like the other local AWS APIs it answers callers on this machine only.
 */
export async function createLocalStepFunctions(options: LocalStepFunctionsOptions) {
  const executions = new Map<string, Execution>();
  const stateFile = await openJsonStateFile({
    dataDir: options.dataDir ?? null,
    fileName: 'executions.json',
    schema: stateSchema,
    owner: 'local Step Functions',
  });
  for (const saved of stateFile.saved?.executions ?? []) {
    executions.set(saved.executionArn, {
      ...saved,
      startDate: new Date(saved.startDate),
      stopDate: saved.stopDate === undefined ? undefined : new Date(saved.stopDate),
      // Nothing runs it in this process: recover() fails it through the failure path.
      abort: () => undefined,
    });
  }

  /** Saves every running execution and the newest finished ones; resolves once on disk. */
  function persist(): Promise<void> {
    const all = [...executions.values()];
    const finished = all
      .filter((execution) => execution.status !== 'RUNNING')
      .sort((a, b) => (b.stopDate?.getTime() ?? 0) - (a.stopDate?.getTime() ?? 0));
    for (const old of finished.slice(KEPT_FINISHED_EXECUTIONS)) executions.delete(old.executionArn);
    return stateFile.save({
      executions: [...executions.values()].map(({ abort, startDate, stopDate, ...rest }) => ({
        ...rest,
        startDate: startDate.getTime(),
        ...(stopDate ? { stopDate: stopDate.getTime() } : {}),
      })),
    });
  }
  const machines = new Map<string, Promise<PreparedMachine>>();
  const pendingNotifications = new Set<Promise<void>>();
  /** Executions this process runs (the others were loaded from the state file). */
  const running = new Set<string>();
  let closing = false;

  function taskHandler(stateName: string, resource: string): TaskHandler {
    const functionName = functionNameOfArn(resource);
    return async (input) => {
      if (!functionName) {
        throw new Error(`${stateName}: only Lambda function Tasks run locally, not ${resource}`);
      }
      let result: unknown;
      try {
        result = await options.invokeFunction(functionName, JSON.parse(JSON.stringify(input)));
      } catch (error) {
        throw lambdaError(error);
      }
      const text = JSON.stringify(result ?? null);
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
        throw dataLimitExceeded(`output of ${stateName}`);
      }
      const output: unknown = JSON.parse(text);
      return z.json().parse(output);
    };
  }

  function machineFor(stateMachineArn: string): Promise<PreparedMachine> {
    const source = options.stateMachines[stateMachineArn];
    if (!source) {
      return Promise.reject(
        new ApiError(
          'StateMachineDoesNotExist',
          `State Machine Does Not Exist: '${stateMachineArn}'`,
        ),
      );
    }
    let prepared = machines.get(stateMachineArn);
    if (!prepared) {
      prepared = prepare(source).catch((error: unknown) => {
        machines.delete(stateMachineArn);
        throw error;
      });
      machines.set(stateMachineArn, prepared);
    }
    return prepared;
  }

  async function prepare(source: LocalStateMachine): Promise<PreparedMachine> {
    const [definition, { StateMachine }] = await Promise.all([
      source.definition(),
      loadStatesLanguageRunner(),
    ]);
    const taskResourceLocalHandlers: TaskHandlers = {};
    const retryIntervalOverrides: Record<string, number> = {};
    for (const [stateName, state] of statesOf(definition)) {
      if (state.Type === 'Task') {
        taskResourceLocalHandlers[stateName] = taskHandler(stateName, state.Resource);
      }
      if ('Retry' in state && options.retryIntervalMs !== undefined) {
        retryIntervalOverrides[stateName] = options.retryIntervalMs;
      }
    }
    return {
      // A copy: the runner fills in defaults (each state's QueryLanguage) in what it is given,
      // and the definition is shared (remembered once per process).
      machine: new StateMachine(structuredClone(definition)),
      overrides: { taskResourceLocalHandlers, retryIntervalOverrides },
    };
  }

  /** What the rule's target receives: an EventBridge "Execution Status Change" event. */
  function notifyUnsuccessful(execution: Execution): void {
    const target = options.stateMachines[execution.stateMachineArn]?.unsuccessfulRunTarget;
    if (!target || closing) return;
    const event = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'Step Functions Execution Status Change',
      source: 'aws.states',
      account: LOCAL_ACCOUNT,
      time: new Date().toISOString(),
      region: LOCAL_REGION,
      resources: [execution.executionArn],
      detail: {
        executionArn: execution.executionArn,
        stateMachineArn: execution.stateMachineArn,
        name: execution.name,
        status: execution.status,
        startDate: execution.startDate.getTime(),
        stopDate: execution.stopDate?.getTime() ?? null,
        input: execution.input,
        output: null,
        error: execution.error ?? null,
        cause: execution.cause ?? null,
      },
    };
    const notification = options
      .invokeFunction(target, event)
      .then(() => undefined)
      .catch((error: unknown) =>
        console.error(
          `[local states] ${target} failed on ${execution.status} ${execution.name}`,
          error,
        ),
      )
      .finally(() => pendingNotifications.delete(notification));
    pendingNotifications.add(notification);
  }

  function settle(execution: Execution, outcome: Partial<Execution> & { status: ExecutionStatus }) {
    // StopExecution settles an execution at once; the run's own ending comes after.
    if (execution.status !== 'RUNNING') return;
    Object.assign(execution, outcome, { stopDate: new Date() });
    void persist();
    if (outcome.status !== 'SUCCEEDED') notifyUnsuccessful(execution);
  }

  function run(
    { machine, overrides }: PreparedMachine,
    stateMachineArn: string,
    name: string,
    input: string,
    inputValue: unknown,
  ) {
    const executionArn = `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:execution:${machineNameOf(stateMachineArn)}:${name}`;
    const startDate = new Date();
    const { abort, result } = machine.run(z.json().parse(inputValue), {
      overrides,
      context: {
        Execution: { Id: executionArn, Name: name, StartTime: startDate.toISOString() },
        StateMachine: { Id: stateMachineArn, Name: machineNameOf(stateMachineArn) },
      },
    });
    const execution: Execution = {
      executionArn,
      stateMachineArn,
      name,
      input,
      status: 'RUNNING',
      startDate,
      abort,
    };
    executions.set(executionArn, execution);
    running.add(executionArn);
    void result.finally(() => running.delete(executionArn)).catch(() => undefined);
    result.then(
      (output) => settle(execution, { status: 'SUCCEEDED', output: JSON.stringify(output) }),
      (error: unknown) => {
        const kind = error instanceof Error ? error.name : '';
        if (kind === 'ExecutionTimeoutError') {
          settle(execution, {
            status: 'TIMED_OUT',
            error: 'States.Timeout',
            cause: 'The execution timed out',
          });
        } else if (kind === 'ExecutionAbortedError') {
          settle(execution, { status: 'ABORTED' });
        } else {
          // ExecutionError wraps what failed the execution (a Task's error, a Fail state).
          const cause = error instanceof Error && kind === 'ExecutionError' ? error.cause : error;
          settle(execution, {
            status: 'FAILED',
            error: cause instanceof Error ? cause.name : 'States.Runtime',
            cause: cause instanceof Error ? cause.message : String(cause),
          });
        }
      },
    );
    return execution;
  }

  async function startExecution(body: unknown) {
    const request = startExecutionSchema.parse(body);
    if (options.startDelayMs)
      await new Promise((resolve) => setTimeout(resolve, options.startDelayMs));
    const name = request.name ?? randomUUID();
    if (!EXECUTION_NAME.test(name)) throw new ApiError('InvalidName', `Invalid Name: '${name}'`);
    const input = request.input ?? '{}';
    if (Buffer.byteLength(input) > MAX_PAYLOAD_BYTES) throw dataLimitExceeded('execution input');
    let inputValue: unknown;
    try {
      inputValue = JSON.parse(input);
    } catch {
      throw new ApiError('InvalidExecutionInput', 'Invalid State Machine Execution Input');
    }
    const prepared = await machineFor(request.stateMachineArn);
    const existing = [...executions.values()].find(
      (execution) =>
        execution.stateMachineArn === request.stateMachineArn && execution.name === name,
    );
    if (existing) {
      // A retried start of the same run answers like the first one while it runs (AWS does too).
      if (existing.status === 'RUNNING' && existing.input === input) {
        return { executionArn: existing.executionArn, startDate: epochSeconds(existing.startDate) };
      }
      throw new ApiError(
        'ExecutionAlreadyExists',
        `Execution Already Exists: '${existing.executionArn}'`,
      );
    }
    const execution = run(prepared, request.stateMachineArn, name, input, inputValue);
    // Answered once on disk: a started execution is never lost, as on AWS.
    await persist();
    return { executionArn: execution.executionArn, startDate: epochSeconds(execution.startDate) };
  }

  function executionOf(executionArn: string): Execution {
    const execution = executions.get(executionArn);
    if (!execution) {
      throw new ApiError('ExecutionDoesNotExist', `Execution Does Not Exist: '${executionArn}'`);
    }
    return execution;
  }

  function describeExecution(body: unknown) {
    const execution = executionOf(describeExecutionSchema.parse(body).executionArn);
    return {
      executionArn: execution.executionArn,
      stateMachineArn: execution.stateMachineArn,
      name: execution.name,
      status: execution.status,
      startDate: epochSeconds(execution.startDate),
      stopDate: execution.stopDate && epochSeconds(execution.stopDate),
      input: execution.input,
      inputDetails: { included: true },
      output: execution.output,
      outputDetails: execution.output === undefined ? undefined : { included: true },
      error: execution.error,
      cause: execution.cause,
    };
  }

  function stopExecution(body: unknown) {
    const request = stopExecutionSchema.parse(body);
    const execution = executionOf(request.executionArn);
    if (execution.status === 'RUNNING') {
      settle(execution, { status: 'ABORTED', error: request.error, cause: request.cause });
      execution.abort();
    }
    return { stopDate: epochSeconds(execution.stopDate ?? new Date()) };
  }

  const operations: Record<string, (body: unknown) => unknown | Promise<unknown>> = {
    StartExecution: startExecution,
    DescribeExecution: describeExecution,
    StopExecution: stopExecution,
  };

  function reply(response: ServerResponse, status: number, body: unknown, errorType?: string) {
    response
      .writeHead(status, {
        'content-type': 'application/x-amz-json-1.0',
        'x-amzn-requestid': randomUUID(),
        ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
      })
      .end(JSON.stringify(body));
  }

  function fail(response: ServerResponse, error: ApiError) {
    reply(response, error.status, { __type: error.type, message: error.message }, error.type);
  }

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = String(request.headers['x-amz-target'] ?? '');
    const operation = target.startsWith('AWSStepFunctions.')
      ? operations[target.slice('AWSStepFunctions.'.length)]
      : undefined;
    if (request.method !== 'POST' || !operation) {
      request.resume();
      return fail(
        response,
        new ApiError('UnknownOperationException', `Unknown operation ${target}`),
      );
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(request, 2 * MAX_PAYLOAD_BYTES)).toString('utf8'));
    } catch (error) {
      const message =
        error instanceof PayloadTooLargeError ? error.message : 'Could not parse the body';
      return fail(response, new ApiError('SerializationException', message));
    }
    try {
      reply(response, 200, await operation(body));
    } catch (error) {
      if (error instanceof ApiError) return fail(response, error);
      if (error instanceof z.ZodError) {
        return fail(response, new ApiError('ValidationException', z.prettifyError(error)));
      }
      if (error instanceof Error && error.name === 'States.DataLimitExceeded') {
        return fail(response, new ApiError('InvalidExecutionInput', error.message));
      }
      throw error;
    }
  }

  /** Answers false when the request is not for this API. */
  function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    if (url.pathname !== STATES_PATH && url.pathname !== `${STATES_PATH}/`) return false;
    if (!isLoopback(request.socket.remoteAddress)) {
      request.resume();
      fail(response, new ApiError('AccessDeniedException', 'Forbidden', 403));
      return true;
    }
    serve(request, response).catch((error: unknown) => {
      console.error('[local states] request failed', error);
      if (!response.headersSent)
        fail(response, new ApiError('InternalFailure', 'Internal failure', 500));
    });
    return true;
  }

  return {
    handle,
    /**
     * Ends every execution the last process left running: none of its Tasks can still answer, so
     * each fails (States.Runtime) and its machine's failure target is told, as for any failed run
     * (refund, release). Call once the functions can run. Resolves to how many there were.
     */
    recover(): number {
      const lost = [...executions.values()].filter(
        (execution) => execution.status === 'RUNNING' && !running.has(execution.executionArn),
      );
      for (const execution of lost) {
        settle(execution, {
          status: 'FAILED',
          error: 'States.Runtime',
          cause: LOST_EXECUTION_CAUSE,
        });
      }
      return lost.length;
    },
    /** Stops every running execution without calling anyone, and waits for calls under way. */
    async close(): Promise<void> {
      closing = true;
      for (const execution of executions.values()) {
        if (execution.status === 'RUNNING') execution.abort();
      }
      await Promise.allSettled([...pendingNotifications]);
      await stateFile.flush();
    },
  };
}

export type LocalStepFunctions = ReturnType<typeof createLocalStepFunctions>;
