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
  initialPipelineState,
  type PipelineRun,
} from '../../../functions/generation/pipeline/pipeline-state';
import type { AgentName } from '../../../shared/constants';
import {
  settledExecution,
  startLocalStepFunctionsEndpoint,
  type LocalStepFunctionsEndpoint,
} from '../../test/local-step-functions-endpoint';
import { buildTestApp } from '../../test/test-app';
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

const workShape = z.object({ completed: z.array(z.string()) });
const calls: { functionId: StateMachineFunctionId; input: unknown }[] = [];
const failing: { agent: AgentName | null } = { agent: null };

function taskHandler(functionId: StateMachineFunctionId, agent?: AgentName) {
  return async (input: unknown) => {
    calls.push({ functionId, input });
    if (agent && agent === failing.agent) throw new Error(`${agent} broke`);
    if (!agent) return { done: functionId };
    const work = z.object({ work: z.union([workShape, z.array(workShape)]) }).parse(input).work;
    const completed = Array.isArray(work)
      ? work.flatMap((branch) => branch.completed)
      : work.completed;
    return { completed: [...completed, agent], artefacts: {} };
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
      plannerAgent: taskHandler('plannerAgent', 'Planner'),
      contentAgent: taskHandler('contentAgent', 'Content'),
      imageAgent: taskHandler('imageAgent', 'Image'),
      frontendAgent: taskHandler('frontendAgent', 'Frontend'),
      backendAgent: taskHandler('backendAgent', 'Backend'),
      testingAgent: taskHandler('testingAgent', 'Testing'),
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
});

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
  it("runs only the chosen agents' Tasks, in pipeline order, then saves the version", async () => {
    const execution = await runToEnd(runOf('gen-chosen', ['Planner', 'Frontend', 'Testing']));

    expect(execution.status).toBe('SUCCEEDED');
    expect(calls.map((call) => call.functionId)).toEqual([
      'plannerAgent',
      'frontendAgent',
      'testingAgent',
      'finishGeneration',
    ]);
    expect(JSON.parse(execution.output ?? '{}')).toMatchObject({
      work: { completed: ['Planner', 'Frontend', 'Testing'] },
      result: { done: 'finishGeneration' },
    });
  });

  it('runs the Image agent beside the Frontend, and hands the next Task the work of both', async () => {
    const execution = await runToEnd(
      runOf('gen-side-by-side', ['Content', 'Image', 'Frontend', 'Testing']),
    );

    expect(execution.status).toBe('SUCCEEDED');
    const ids = calls.map((call) => call.functionId);
    expect(ids[0]).toBe('contentAgent');
    expect(new Set(ids.slice(1, 3))).toEqual(new Set(['imageAgent', 'frontendAgent']));
    expect(ids.slice(3)).toEqual(['testingAgent', 'finishGeneration']);
    // Both start from the Content agent's work.
    for (const call of calls.slice(1, 3)) {
      expect(call.input).toMatchObject({ work: { completed: ['Content'] } });
    }
    expect(calls[3]?.input).toMatchObject({
      work: [{ completed: ['Content', 'Image'] }, { completed: ['Content', 'Frontend'] }],
    });
  });

  it('refunds from the Catch when an agent side by side fails', async () => {
    failing.agent = 'Frontend';

    const execution = await runToEnd(runOf('gen-side-failing', ['Image', 'Frontend']));

    expect(execution).toMatchObject({ status: 'FAILED', error: 'Error' });
    expect(JSON.parse(execution.cause ?? '{}')).toMatchObject({ errorMessage: 'Frontend broke' });
    const refund = calls.find((call) => call.functionId === 'failGeneration');
    expect(refund?.input).toMatchObject({ work: { completed: [] }, error: { Error: 'Error' } });
    expect(calls.some((call) => call.functionId === 'finishGeneration')).toBe(false);
  });

  it('refunds from the Catch when an agent fails, and fails the execution with its error', async () => {
    failing.agent = 'Content';

    const execution = await runToEnd(runOf('gen-failing', ['Planner', 'Content', 'Frontend']));

    expect(execution).toMatchObject({ status: 'FAILED', error: 'Error' });
    expect(JSON.parse(execution.cause ?? '{}')).toMatchObject({ errorMessage: 'Content broke' });
    expect(calls.slice(0, 3).map((call) => call.functionId)).toEqual([
      'plannerAgent',
      'contentAgent',
      'failGeneration',
    ]);
    expect(calls[2]?.input).toMatchObject({
      work: { completed: ['Planner'] },
      error: { Error: 'Error' },
    });
  });
});
