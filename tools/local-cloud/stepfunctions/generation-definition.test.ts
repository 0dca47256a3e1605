import { StartExecutionCommand, type DescribeExecutionCommandOutput } from '@aws-sdk/client-sfn';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  functionList,
  functionsInvokedBy,
  type StateMachineFunctionId,
} from '../../../functions/function-list';
import {
  AGENT_TASK_FUNCTIONS,
  initialPipelineState,
  type PipelineRun,
} from '../../../functions/generation/pipeline/pipeline-state';
import { AGENT_NAMES, type AgentName } from '../../../shared/constants';
import {
  settledExecution,
  startLocalStepFunctionsEndpoint,
  type LocalStepFunctionsEndpoint,
} from '../../../testing/cloud/local-step-functions-endpoint';
import { buildTestApp } from '../../../testing/cdk/test-app';
import { LOCAL_GENERATION_STATE_MACHINE_ARN } from './asl';
import { generationDefinition, localFunctionArn } from './generation-definition';

const joinSchema = z.object({
  'Fn::Join': z.tuple([
    z.literal(''),
    z.array(z.union([z.string(), z.object({ 'Fn::GetAtt': z.tuple([z.string(), z.string()]) })])),
  ]),
});

describe('the local generation definition', () => {
  it('is the ASL the API stack deploys, with local function ARNs', () => {
    const product = buildTestApp();
    const machines = Template.fromStack(product.api).findResources(
      'AWS::StepFunctions::StateMachine',
    );
    const parts = joinSchema.parse(Object.values(machines)[0]?.Properties.DefinitionString)[
      'Fn::Join'
    ][1];
    const functionIdByLogicalId = new Map(
      functionsInvokedBy('stateMachine', functionList).map(([functionId]) => [
        z
          .object({ 'Fn::GetAtt': z.tuple([z.string(), z.string()]) })
          .parse(product.api.resolve(product.api.functions[functionId]?.function.functionArn))[
          'Fn::GetAtt'
        ][0],
        functionId,
      ]),
    );
    const deployed: unknown = JSON.parse(
      parts
        .map((part) => {
          if (typeof part === 'string') return part;
          const functionId = functionIdByLogicalId.get(part['Fn::GetAtt'][0]);
          if (!functionId) throw new Error(`Unexpected reference ${JSON.stringify(part)}`);
          return localFunctionArn(functionId);
        })
        .join(''),
    );

    expect(generationDefinition()).toEqual(deployed);
  });
});

const workShape = z.object({
  completed: z.array(z.string()),
  rewritten: z.literal(true).optional(),
});
const stateWorkShape = z.union([workShape, z.array(workShape)]);
const checkShape = z.looseObject({ check: z.string(), work: stateWorkShape });
const agentShape = z.looseObject({ agent: z.enum(AGENT_NAMES) });
/**
 * Each call, as its function's id, with the agent or the page check it was asked
 * (`agents:Planner`, `testingAgent:score`).
 */
const calls: { task: string; input: unknown }[] = [];
const failing: { agent: AgentName | null; check: string | null } = { agent: null, check: null };
/** The Frontend says it wrote an edited page again. */
const rewrites = { frontend: false };

/** What the rewrite check throws when the page lost something, named as the Catch sees it. */
function lostSomething(): Error {
  const error = new Error('Nothing on the page changed: it would have lost the menu');
  error.name = 'EditUnchangedError';
  return error;
}

function taskHandler(functionId: StateMachineFunctionId) {
  return async (input: unknown) => {
    const check = checkShape.safeParse(input);
    if (check.success) {
      calls.push({ task: `${functionId}:${check.data.check}`, input });
      if (check.data.check === failing.check) {
        throw check.data.check === 'rewrite' ? lostSomething() : new Error('The score broke');
      }
      if (check.data.check === 'score') return { scored: true };
      // The rewrite check answers the work without its flag.
      const { rewritten: _checked, ...checked } = workShape.parse(check.data.work);
      return { ...checked, artefacts: {} };
    }
    const named = agentShape.safeParse(input);
    const agent = named.success ? named.data.agent : undefined;
    calls.push({ task: agent ? `${functionId}:${agent}` : functionId, input });
    if (agent && AGENT_TASK_FUNCTIONS[agent] !== functionId) {
      throw new Error(`${functionId} does not run the ${agent} agent`);
    }
    if (agent && agent === failing.agent) throw new Error(`${agent} broke`);
    if (functionId === 'finishGeneration') return { version: 1 };
    if (!agent) return { done: functionId };
    const work = z.object({ work: stateWorkShape }).parse(input).work;
    const completed = Array.isArray(work)
      ? work.flatMap((branch) => branch.completed)
      : work.completed;
    // The flag is kept by the agents after the Frontend, as agent-work.ts keeps it.
    const rewritten =
      (agent === 'Frontend' && rewrites.frontend) || (!Array.isArray(work) && work.rewritten);
    return {
      completed: [...completed, agent],
      artefacts: {},
      ...(rewritten ? { rewritten: true } : {}),
    };
  };
}

let local: LocalStepFunctionsEndpoint;

beforeAll(async () => {
  local = await startLocalStepFunctionsEndpoint({
    stateMachines: {
      [LOCAL_GENERATION_STATE_MACHINE_ARN]: {
        definition: generationDefinition,
        unsuccessfulRunTarget: 'failGeneration',
      },
    },
    taskHandlers: {
      agents: taskHandler('agents'),
      testingAgent: taskHandler('testingAgent'),
      finishGeneration: taskHandler('finishGeneration'),
      failGeneration: taskHandler('failGeneration'),
    },
  });
});

afterAll(async () => {
  await local?.close();
});

beforeEach(() => {
  calls.length = 0;
  failing.agent = null;
  failing.check = null;
  rewrites.frontend = false;
});

const tasksCalled = () => calls.map((call) => call.task);

function runOf(generationId: string, agents: AgentName[]): PipelineRun {
  return {
    generationId,
    userId: 'user-1',
    projectId: 'project-1',
    prompt: 'A bakery',
    model: 'gpt-5',
    agents,
    chosen: {
      Planner: agents.includes('Planner'),
      Content: agents.includes('Content'),
      Image: agents.includes('Image'),
      Frontend: agents.includes('Frontend'),
      Backend: agents.includes('Backend'),
      Testing: agents.includes('Testing'),
    },
    lines: [],
    modelCost: 1,
    total: 1,
    baseCodeKey: null,
    startedAt: new Date().toISOString(),
  };
}

async function runToEnd(run: PipelineRun): Promise<DescribeExecutionCommandOutput> {
  const { executionArn } = await local.sfn.send(
    new StartExecutionCommand({
      stateMachineArn: LOCAL_GENERATION_STATE_MACHINE_ARN,
      name: run.generationId,
      input: JSON.stringify(initialPipelineState(run)),
    }),
  );
  return settledExecution(local.sfn, executionArn, 300);
}

describe('a generation run through the local Step Functions', () => {
  it("runs only the chosen agents' Tasks, in pipeline order, then saves the version and scores it", async () => {
    const run = runOf('gen-chosen', ['Planner', 'Frontend', 'Testing']);

    const execution = await runToEnd(run);

    expect(execution.status).toBe('SUCCEEDED');
    expect(tasksCalled()).toEqual([
      'agents:Planner',
      'agents:Frontend',
      'testingAgent:Testing',
      'finishGeneration',
      'testingAgent:score',
    ]);
    // Each agent's Task names its agent, with the run and the work so far.
    expect(calls.slice(0, 3).map((call) => call.input)).toEqual([
      { agent: 'Planner', run, work: { completed: [], artefacts: {} } },
      { agent: 'Frontend', run, work: { completed: ['Planner'], artefacts: {} } },
      { agent: 'Testing', run, work: { completed: ['Planner', 'Frontend'], artefacts: {} } },
    ]);
    // The score is asked of the saved version, with the run and its work.
    expect(calls.at(-1)?.input).toEqual({
      check: 'score',
      run,
      work: { completed: ['Planner', 'Frontend', 'Testing'], artefacts: {} },
      result: { version: 1 },
    });
    expect(JSON.parse(execution.output ?? '{}')).toEqual({
      run: expect.objectContaining({ generationId: 'gen-chosen' }),
      work: { completed: ['Planner', 'Frontend', 'Testing'], artefacts: {} },
      result: { version: 1 },
    });
  });

  it('ends a saved run as built when its score fails, and refunds nothing', async () => {
    failing.check = 'score';

    const execution = await runToEnd(runOf('gen-score-failing', ['Frontend']));

    expect(execution.status).toBe('SUCCEEDED');
    expect(tasksCalled()).toEqual(['agents:Frontend', 'finishGeneration', 'testingAgent:score']);
    expect(JSON.parse(execution.output ?? '{}')).toMatchObject({
      result: { version: 1 },
      scoreError: { Error: 'Error' },
    });
  });

  it('checks an edit the Frontend wrote again before saving it, and saves the work checked', async () => {
    rewrites.frontend = true;

    const execution = await runToEnd(runOf('gen-rewritten', ['Frontend', 'Testing']));

    expect(execution.status).toBe('SUCCEEDED');
    expect(tasksCalled()).toEqual([
      'agents:Frontend',
      'testingAgent:Testing',
      'testingAgent:rewrite',
      'finishGeneration',
      'testingAgent:score',
    ]);
    expect(calls[2]?.input).toMatchObject({
      check: 'rewrite',
      work: { completed: ['Frontend', 'Testing'], rewritten: true },
    });
    expect(calls[3]?.input).toMatchObject({ work: { completed: ['Frontend', 'Testing'] } });
    expect(calls[3]?.input).not.toHaveProperty('work.rewritten');
  });

  it('refunds an edit written again that the check refuses, and saves nothing', async () => {
    rewrites.frontend = true;
    failing.check = 'rewrite';

    const execution = await runToEnd(runOf('gen-rewrite-refused', ['Frontend']));

    expect(execution).toMatchObject({ status: 'FAILED', error: 'EditUnchangedError' });
    // The Catch's refund (the rule's follows, once the execution has failed).
    expect(tasksCalled().slice(0, 3)).toEqual([
      'agents:Frontend',
      'testingAgent:rewrite',
      'failGeneration',
    ]);
    expect(tasksCalled()).not.toContain('finishGeneration');
    expect(calls[2]?.input).toMatchObject({
      work: { completed: ['Frontend'], rewritten: true },
      error: { Error: 'EditUnchangedError' },
    });
  });

  it('runs the Image agent beside the Frontend, and hands the next Task the work of both', async () => {
    const execution = await runToEnd(
      runOf('gen-side-by-side', ['Content', 'Image', 'Frontend', 'Testing']),
    );

    expect(execution.status).toBe('SUCCEEDED');
    const ids = tasksCalled();
    expect(ids[0]).toBe('agents:Content');
    expect(new Set(ids.slice(1, 3))).toEqual(new Set(['agents:Image', 'agents:Frontend']));
    expect(ids.slice(3)).toEqual([
      'testingAgent:Testing',
      'finishGeneration',
      'testingAgent:score',
    ]);
    // Both start from the Content agent's work.
    for (const call of calls.slice(1, 3)) {
      expect(call.input).toMatchObject({ work: { completed: ['Content'] } });
    }
    expect(calls[3]?.input).toMatchObject({
      work: [{ completed: ['Content', 'Image'] }, { completed: ['Content', 'Frontend'] }],
    });
  });

  it('saves the work of the agents side by side when no agent follows them', async () => {
    const execution = await runToEnd(runOf('gen-side-last', ['Image', 'Frontend']));

    expect(execution.status).toBe('SUCCEEDED');
    expect(tasksCalled().slice(2)).toEqual(['finishGeneration', 'testingAgent:score']);
    expect(calls[2]?.input).toMatchObject({
      work: [{ completed: ['Image'] }, { completed: ['Frontend'] }],
    });
  });

  it('refunds from the Catch when an agent side by side fails', async () => {
    failing.agent = 'Frontend';

    const execution = await runToEnd(runOf('gen-side-failing', ['Image', 'Frontend']));

    expect(execution).toMatchObject({ status: 'FAILED', error: 'Error' });
    expect(JSON.parse(execution.cause ?? '{}')).toMatchObject({ errorMessage: 'Frontend broke' });
    const refund = calls.find((call) => call.task === 'failGeneration');
    expect(refund?.input).toMatchObject({ work: { completed: [] }, error: { Error: 'Error' } });
    expect(tasksCalled()).not.toContain('finishGeneration');
  });

  it('refunds from the Catch when an agent fails, and fails the execution with its error', async () => {
    failing.agent = 'Content';

    const execution = await runToEnd(runOf('gen-failing', ['Planner', 'Content', 'Frontend']));

    expect(execution).toMatchObject({ status: 'FAILED', error: 'Error' });
    expect(JSON.parse(execution.cause ?? '{}')).toMatchObject({ errorMessage: 'Content broke' });
    expect(tasksCalled().slice(0, 3)).toEqual([
      'agents:Planner',
      'agents:Content',
      'failGeneration',
    ]);
    expect(calls[2]?.input).toMatchObject({
      work: { completed: ['Planner'] },
      error: { Error: 'Error' },
    });
  });
});
