import {
  DescribeExecutionCommand,
  ExecutionAlreadyExists,
  ExecutionDoesNotExist,
  StartExecutionCommand,
  StateMachineDoesNotExist,
  StopExecutionCommand,
  type SFNClient,
} from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StateMachineFunctionId } from '../../../functions/function-list';
import {
  settledExecution,
  startLocalStepFunctionsEndpoint,
  type LocalStepFunctionsEndpoint,
} from '../../../testing/cloud/local-step-functions-endpoint';
import { LOCAL_ACCOUNT, LOCAL_REGION, type AslDefinition } from './asl';

const MACHINE_ARN = `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:small`;
const HASTY_MACHINE_ARN = `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:hasty`;
const arnOf = (functionId: StateMachineFunctionId) =>
  `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${functionId}`;

/** Two Tasks in a row, each retrying the model's rate limit, caught by a refund and a Fail. */
const smallDefinition: AslDefinition = {
  StartAt: 'First',
  TimeoutSeconds: 60,
  States: {
    First: {
      Type: 'Task',
      Resource: arnOf('agents'),
      ResultPath: '$.work',
      Retry: [{ ErrorEquals: ['ModelRateLimitError'], IntervalSeconds: 5, MaxAttempts: 3 }],
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Refund' }],
      Next: 'Second',
    },
    Second: {
      Type: 'Task',
      Resource: arnOf('testingAgent'),
      ResultPath: '$.work',
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Refund' }],
      Next: 'Done',
    },
    Done: { Type: 'Succeed' },
    Refund: { Type: 'Task', Resource: arnOf('failGeneration'), ResultPath: null, Next: 'Failed' },
    Failed: { Type: 'Fail', ErrorPath: '$.error.Error', CausePath: '$.error.Cause' },
  },
};

type Handler = (input: unknown) => Promise<unknown>;

/** What each Task's function does in the current test, and every call it got. */
const behaviour: { planner: Handler; content: Handler } = {
  planner: async () => ({}),
  content: async () => ({}),
};
let calls: { functionId: StateMachineFunctionId; input: unknown }[] = [];

const record =
  (functionId: StateMachineFunctionId, handler: () => Handler): Handler =>
  async (input) => {
    calls.push({ functionId, input });
    return handler()(input);
  };

let local: LocalStepFunctionsEndpoint;
let sfn: SFNClient;

beforeAll(async () => {
  local = await startLocalStepFunctionsEndpoint({
    stateMachines: {
      [MACHINE_ARN]: {
        definition: () => smallDefinition,
        unsuccessfulRunTarget: 'failGeneration',
      },
      // The same with a one-second time limit.
      [HASTY_MACHINE_ARN]: {
        definition: () => ({ ...smallDefinition, TimeoutSeconds: 1 }),
        unsuccessfulRunTarget: 'failGeneration',
      },
    },
    taskHandlers: {
      agents: record('agents', () => behaviour.planner),
      testingAgent: record('testingAgent', () => behaviour.content),
      failGeneration: record('failGeneration', () => async () => ({ refunded: 3 })),
    },
    retryIntervalMs: 0,
  });
  ({ sfn } = local);
});

afterAll(async () => {
  await local?.close();
});

beforeEach(() => {
  calls = [];
  behaviour.planner = async () => ({ step: 'planned' });
  behaviour.content = async (input) => ({ step: 'written', saw: input });
});

let executionCount = 0;
const uniqueName = () => `run-${Date.now()}-${(executionCount += 1)}`;

function start(input: unknown, name = uniqueName()) {
  return sfn.send(
    new StartExecutionCommand({ stateMachineArn: MACHINE_ARN, name, input: JSON.stringify(input) }),
  );
}

const settled = (executionArn: string | undefined) => settledExecution(sfn, executionArn);

/** A Task that runs until the test lets it finish. */
function heldTask() {
  let release: (value: unknown) => void = () => undefined;
  const done = new Promise((resolve) => {
    release = resolve;
  });
  return { handler: () => done, release: () => release({ step: 'released' }) };
}

const eventsTo = (functionId: StateMachineFunctionId) =>
  calls.filter(
    (call) =>
      call.functionId === functionId &&
      typeof call.input === 'object' &&
      call.input !== null &&
      'source' in call.input,
  );

describe('the local Step Functions API', () => {
  it('runs the Tasks in order with the state each one leaves, and describes the success', async () => {
    const { executionArn, startDate } = await start({ run: { id: 'g1' } }, 'g1-success');

    const execution = await settled(executionArn);

    expect(executionArn).toBe(
      `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:execution:small:g1-success`,
    );
    expect(startDate).toBeInstanceOf(Date);
    expect(calls.map((call) => call.functionId)).toEqual(['agents', 'testingAgent']);
    expect(calls[1]?.input).toEqual({ run: { id: 'g1' }, work: { step: 'planned' } });
    expect(execution).toMatchObject({
      status: 'SUCCEEDED',
      name: 'g1-success',
      stateMachineArn: MACHINE_ARN,
      input: JSON.stringify({ run: { id: 'g1' } }),
    });
    expect(JSON.parse(execution.output ?? 'null')).toEqual({
      run: { id: 'g1' },
      work: { step: 'written', saw: { run: { id: 'g1' }, work: { step: 'planned' } } },
    });
    expect(execution.stopDate).toBeInstanceOf(Date);
  });

  it("catches a Task's error like Lambda reports it, refunds, fails, and tells the rule's target", async () => {
    behaviour.content = async () => {
      const error = new Error('No usable copy');
      error.name = 'ModelOutputError';
      throw error;
    };
    const { executionArn } = await start({ run: { id: 'g2' } });

    const execution = await settled(executionArn);

    const cause = JSON.stringify({
      errorType: 'ModelOutputError',
      errorMessage: 'No usable copy',
      trace: [],
    });
    expect(calls.slice(0, 3).map((call) => call.functionId)).toEqual([
      'agents',
      'testingAgent',
      'failGeneration',
    ]);
    expect(calls[2]?.input).toEqual({
      run: { id: 'g2' },
      work: { step: 'planned' },
      error: { Error: 'ModelOutputError', Cause: cause },
    });
    expect(execution).toMatchObject({ status: 'FAILED', error: 'ModelOutputError', cause });
    await expect.poll(() => eventsTo('failGeneration').length).toBeGreaterThan(0);
    const [event] = eventsTo('failGeneration');
    expect(event?.input).toMatchObject({
      source: 'aws.states',
      'detail-type': 'Step Functions Execution Status Change',
      detail: {
        executionArn,
        stateMachineArn: MACHINE_ARN,
        status: 'FAILED',
        input: JSON.stringify({ run: { id: 'g2' } }),
      },
    });
  });

  it("retries the definition's retryable errors before going on", async () => {
    let attempts = 0;
    behaviour.planner = async () => {
      attempts += 1;
      if (attempts < 3) {
        const error = new Error('Slow down');
        error.name = 'ModelRateLimitError';
        throw error;
      }
      return { step: 'planned' };
    };

    const execution = await settled((await start({ run: { id: 'g3' } })).executionArn);

    expect(execution.status).toBe('SUCCEEDED');
    expect(attempts).toBe(3);
    expect(eventsTo('failGeneration')).toEqual([]);
  });

  it('answers a repeated start of a running execution with the same execution', async () => {
    const held = heldTask();
    behaviour.planner = held.handler;
    const name = uniqueName();

    const first = await start({ run: { id: 'g4' } }, name);
    const again = await start({ run: { id: 'g4' } }, name);
    held.release();
    await settled(first.executionArn);

    expect(again.executionArn).toBe(first.executionArn);
    expect(calls.filter((call) => call.functionId === 'agents')).toHaveLength(1);
  });

  it('refuses the same name with another input, or once that execution has ended', async () => {
    const held = heldTask();
    behaviour.planner = held.handler;
    const name = uniqueName();
    const { executionArn } = await start({ run: { id: 'g5' } }, name);

    await expect(start({ run: { id: 'other' } }, name)).rejects.toBeInstanceOf(
      ExecutionAlreadyExists,
    );
    held.release();
    await settled(executionArn);
    await expect(start({ run: { id: 'g5' } }, name)).rejects.toBeInstanceOf(ExecutionAlreadyExists);
  });

  it('stops a running execution as ABORTED and tells the rule target', async () => {
    const held = heldTask();
    behaviour.planner = held.handler;
    const { executionArn } = await start({ run: { id: 'g6' } });

    await sfn.send(new StopExecutionCommand({ executionArn, error: 'Cancelled', cause: 'test' }));
    const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    held.release();

    expect(execution).toMatchObject({ status: 'ABORTED', error: 'Cancelled', cause: 'test' });
    await expect.poll(() => eventsTo('failGeneration').length).toBeGreaterThan(0);
    const events = eventsTo('failGeneration');
    expect(events[0]?.input).toMatchObject({ detail: { executionArn, status: 'ABORTED' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.functionId)).not.toContain('testingAgent');
  });

  it('times out an execution past its limit and tells the rule target', async () => {
    const held = heldTask();
    behaviour.planner = held.handler;
    const { executionArn } = await sfn.send(
      new StartExecutionCommand({ stateMachineArn: HASTY_MACHINE_ARN, input: '{}' }),
    );

    const execution = await settled(executionArn);
    held.release();

    expect(execution).toMatchObject({ status: 'TIMED_OUT', error: 'States.Timeout' });
    await expect.poll(() => eventsTo('failGeneration').length).toBeGreaterThan(0);
    const events = eventsTo('failGeneration');
    expect(events[0]?.input).toMatchObject({ detail: { executionArn, status: 'TIMED_OUT' } });
  });

  it('answers unknown machines and executions like Step Functions', async () => {
    await expect(
      sfn.send(new StartExecutionCommand({ stateMachineArn: `${MACHINE_ARN}-missing` })),
    ).rejects.toBeInstanceOf(StateMachineDoesNotExist);
    await expect(
      sfn.send(new DescribeExecutionCommand({ executionArn: `${MACHINE_ARN}:nothing` })),
    ).rejects.toBeInstanceOf(ExecutionDoesNotExist);
  });

  it('refuses input that is not JSON', async () => {
    await expect(
      sfn.send(
        new StartExecutionCommand({ stateMachineArn: MACHINE_ARN, name: uniqueName(), input: '{' }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidExecutionInput' });
  });

  it('refuses an execution name Step Functions would refuse', async () => {
    await expect(start({}, 'has spaces')).rejects.toMatchObject({ name: 'InvalidName' });
  });
});
