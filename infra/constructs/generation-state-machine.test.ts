import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AGENT_TASK_FUNCTIONS,
  AGENTS_FUNCTION,
  PAGE_CHECKER_AGENT,
  SIDE_BY_SIDE,
  pipelineStateNames,
} from '../../functions/generation/pipeline/pipeline-state';
import {
  EXECUTION_TIMEOUT_SECONDS,
  TASK_TIMEOUT_MARGIN_SECONDS,
} from '../../functions/lib/time-budget';
import { functionList, functionsInvokedBy } from '../../functions/function-list';
import { AGENT_NAMES } from '../../shared/constants';
import {
  appFunctionOf,
  fnGetAttSchema,
  logicalIdOfGetAtt,
  useApiTemplate,
} from '../../testing/cdk/api-template';
import { logicalIdOfRef } from '../../testing/cdk/template-queries';

const definitionStringSchema = z.object({
  'Fn::Join': z.tuple([z.literal(''), z.array(z.union([z.string(), fnGetAttSchema]))]),
});
const retrierSchema = z.object({
  ErrorEquals: z.array(z.string()),
  IntervalSeconds: z.number().optional(),
  MaxAttempts: z.number().optional(),
  BackoffRate: z.number().optional(),
  MaxDelaySeconds: z.number().optional(),
  JitterStrategy: z.string().optional(),
});
const stateSchema = z.looseObject({
  Type: z.string(),
  Next: z.string().optional(),
  Default: z.string().optional(),
  Resource: z.string().optional(),
  ResultPath: z.string().nullable().optional(),
  TimeoutSeconds: z.number().optional(),
  Retry: z.array(retrierSchema).optional(),
  Catch: z
    .array(z.object({ ErrorEquals: z.array(z.string()), ResultPath: z.string(), Next: z.string() }))
    .optional(),
  Choices: z.array(z.looseObject({ Next: z.string() })).optional(),
});
const definitionSchema = z.object({
  StartAt: z.string(),
  TimeoutSeconds: z.number(),
  States: z.record(z.string(), stateSchema),
});

/** The state machine's ASL, with each function ARN written as `<logical id>.Arn`. */
function stateMachineDefinitionOf(template: Template) {
  const machines = Object.values(template.findResources('AWS::StepFunctions::StateMachine'));
  expect(machines).toHaveLength(1);
  const parts = definitionStringSchema.parse(machines[0]?.Properties.DefinitionString)[
    'Fn::Join'
  ][1];
  const text = parts
    .map((part) => (typeof part === 'string' ? part : `${part['Fn::GetAtt'][0]}.Arn`))
    .join('');
  return definitionSchema.parse(JSON.parse(text));
}

function stateOf(definition: z.infer<typeof definitionSchema>, name: string) {
  const state = definition.States[name];
  if (!state) throw new Error(`No state "${name}"`);
  return state;
}

const api = useApiTemplate();

describe('generation state machine', () => {
  let definition: z.infer<typeof definitionSchema>;

  beforeAll(() => {
    definition = stateMachineDefinitionOf(api.template);
  });

  const functionArnOf = (functionId: string) => `${logicalIdOfGetAtt(api.product, functionId)}.Arn`;

  it('is a STANDARD state machine with X-Ray tracing and logs without execution data', () => {
    api.template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineType: 'STANDARD',
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: {
        Level: 'ALL',
        IncludeExecutionData: false,
        Destinations: [
          {
            CloudWatchLogsLogGroup: {
              LogGroupArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^GenerationLogs'), 'Arn'] },
            },
          },
        ],
      },
    });
    expect(
      api.template.findResources('AWS::Logs::LogGroup')[
        logicalIdOfRef(api.product.api, api.product.api.generation?.logGroup.logGroupName ?? '')
      ],
    ).toMatchObject({ Properties: { RetentionInDays: 30 } });
  });

  it('gives up after the longest wait for a builder and the pipeline', () => {
    expect(definition.TimeoutSeconds).toBe(EXECUTION_TIMEOUT_SECONDS);
  });

  it('first has a queued run take a builder, asking again after the wait it is told, then the agents', () => {
    const { queuedChoice, admit, admittedChoice, waitForBuilder, choice, fail } =
      pipelineStateNames;
    expect(definition.StartAt).toBe(queuedChoice);
    expect(stateOf(definition, queuedChoice)).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.run.queued', IsPresent: true, Next: admit }],
      Default: choice('Planner'),
    });
    expect(stateOf(definition, admit)).toMatchObject({
      Type: 'Task',
      Resource: functionArnOf('failGeneration'),
      Parameters: { admit: true, 'run.$': '$.run' },
      ResultPath: '$.place',
      Next: admittedChoice,
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: fail }],
    });
    expect(stateOf(definition, admittedChoice)).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.place.admitted', BooleanEquals: true, Next: choice('Planner') }],
      Default: waitForBuilder,
    });
    expect(stateOf(definition, waitForBuilder)).toEqual({
      Type: 'Wait',
      SecondsPath: '$.place.waitSeconds',
      Next: admit,
    });
  });

  it('asks, agent by agent in pipeline order, whether the run chose it', () => {
    AGENT_NAMES.forEach((agent, index) => {
      const following = AGENT_NAMES[index + 1];
      const next = following
        ? pipelineStateNames.choice(following)
        : pipelineStateNames.rewriteChoice;
      const own = {
        Variable: `$.run.chosen.${agent}`,
        BooleanEquals: true,
        Next: pipelineStateNames.task(agent),
      };
      // The first of the agents side by side: both chosen, they run in the Parallel.
      const sideBySide = {
        And: SIDE_BY_SIDE.map((name) => ({
          Variable: `$.run.chosen.${name}`,
          BooleanEquals: true,
        })),
        Next: pipelineStateNames.sideBySide,
      };
      expect(stateOf(definition, pipelineStateNames.choice(agent))).toEqual({
        Type: 'Choice',
        Choices: agent === SIDE_BY_SIDE[0] ? [sideBySide, own] : [own],
        Default: next,
      });
      expect(stateOf(definition, pipelineStateNames.task(agent)).Next).toBe(next);
    });
  });

  it('runs the Image agent beside the Frontend, each branch answering its work, then goes on after the Frontend', () => {
    const parallel = stateOf(definition, pipelineStateNames.sideBySide);
    const after = AGENT_NAMES[AGENT_NAMES.indexOf(SIDE_BY_SIDE[1]) + 1];
    expect(parallel).toMatchObject({
      Type: 'Parallel',
      ResultPath: '$.work',
      Next: after ? pipelineStateNames.choice(after) : pipelineStateNames.rewriteChoice,
      Catch: [
        { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: pipelineStateNames.fail },
      ],
    });
    const branches = z
      .array(z.object({ StartAt: z.string(), States: z.record(z.string(), stateSchema) }))
      .parse(parallel.Branches);
    expect(branches.map((branch) => branch.StartAt)).toEqual(
      SIDE_BY_SIDE.map((agent) => pipelineStateNames.besideTask(agent)),
    );
    SIDE_BY_SIDE.forEach((agent, index) => {
      const functionId = AGENT_TASK_FUNCTIONS[agent];
      expect(branches[index]?.States[pipelineStateNames.besideTask(agent)]).toMatchObject({
        Type: 'Task',
        Resource: functionArnOf(functionId),
        Parameters: { agent, 'run.$': '$.run', 'work.$': '$.work' },
        ResultPath: '$.work',
        OutputPath: '$.work',
        End: true,
        TimeoutSeconds: functionList[functionId].timeoutSeconds + TASK_TIMEOUT_MARGIN_SECONDS,
        Retry: expect.arrayContaining([
          expect.objectContaining({
            ErrorEquals: ['ModelRateLimitError', 'ModelUnavailableError'],
          }),
        ]),
      });
    });
  });

  it.each(AGENT_NAMES)(
    "runs the %s agent's function with the agent named, keeps its result as the work, retries the model and catches the rest",
    (agent) => {
      const functionId = AGENT_TASK_FUNCTIONS[agent];
      expect(stateOf(definition, pipelineStateNames.task(agent))).toMatchObject({
        Type: 'Task',
        Resource: functionArnOf(functionId),
        // Only what every agent's state always has: a missing path fails the execution.
        Parameters: { agent, 'run.$': '$.run', 'work.$': '$.work' },
        ResultPath: '$.work',
        TimeoutSeconds: functionList[functionId].timeoutSeconds + TASK_TIMEOUT_MARGIN_SECONDS,
        Retry: [
          {
            ErrorEquals: expect.arrayContaining([
              'Lambda.ServiceException',
              'Lambda.SdkClientException',
            ]),
          },
          {
            ErrorEquals: ['Lambda.TooManyRequestsException'],
            IntervalSeconds: 2,
            BackoffRate: 2,
            MaxAttempts: 8,
            MaxDelaySeconds: 60,
            JitterStrategy: 'FULL',
          },
          {
            ErrorEquals: ['ModelRateLimitError', 'ModelUnavailableError'],
            IntervalSeconds: 5,
            BackoffRate: 2,
            MaxAttempts: 3,
            JitterStrategy: 'FULL',
          },
        ],
        Catch: [
          { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: pipelineStateNames.fail },
        ],
      });
    },
  );

  it('checks an edit the Frontend wrote again on the page checker before saving it, refunding one that lost something', () => {
    expect(stateOf(definition, pipelineStateNames.rewriteChoice)).toEqual({
      Type: 'Choice',
      Choices: [
        {
          Variable: '$.work.rewritten',
          IsPresent: true,
          Next: pipelineStateNames.checkRewrite,
        },
      ],
      Default: pipelineStateNames.finish,
    });
    expect(stateOf(definition, pipelineStateNames.checkRewrite)).toMatchObject({
      Type: 'Task',
      Resource: functionArnOf('testingAgent'),
      Parameters: { check: 'rewrite', 'run.$': '$.run', 'work.$': '$.work' },
      ResultPath: '$.work',
      Next: pipelineStateNames.finish,
      Catch: [
        { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: pipelineStateNames.fail },
      ],
    });
  });

  it('saves the version after the agents, keeps its result apart, then scores the page', () => {
    expect(stateOf(definition, pipelineStateNames.finish)).toMatchObject({
      Type: 'Task',
      Resource: functionArnOf('finishGeneration'),
      ResultPath: '$.result',
      Next: pipelineStateNames.score,
      Catch: [
        { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: pipelineStateNames.fail },
      ],
    });
  });

  it('scores the saved page on the page checker, and ends as built whatever the score does', () => {
    const scoreState = stateOf(definition, pipelineStateNames.score);
    expect(scoreState).toMatchObject({
      Type: 'Task',
      Resource: functionArnOf('testingAgent'),
      Parameters: {
        check: 'score',
        'run.$': '$.run',
        'work.$': '$.work',
        'result.$': '$.result',
      },
      ResultPath: null,
      Next: pipelineStateNames.succeeded,
      // Never to the refund: the version is saved and paid for.
      Catch: [
        {
          ErrorEquals: ['States.ALL'],
          ResultPath: '$.scoreError',
          Next: pipelineStateNames.succeeded,
        },
      ],
    });
    // The Lambda service's own retries, no more: a score is not worth holding the run for.
    expect(scoreState.Retry).toEqual([
      expect.objectContaining({ ErrorEquals: expect.arrayContaining(['Lambda.ServiceException']) }),
    ]);
    expect(stateOf(definition, pipelineStateNames.succeeded).Type).toBe('Succeed');
  });

  it("runs every agent but the page checker on the one agents' function", () => {
    expect(AGENT_NAMES.filter((agent) => AGENT_TASK_FUNCTIONS[agent] === AGENTS_FUNCTION)).toEqual(
      AGENT_NAMES.filter((agent) => agent !== PAGE_CHECKER_AGENT),
    );
    const agentsArn = functionArnOf(AGENTS_FUNCTION);
    expect(
      Object.values(definition.States).filter((state) => state.Resource === agentsArn),
    ).toHaveLength(AGENT_NAMES.length - 1);
  });

  it('runs the page checks on the one function that ships the page checkers', () => {
    const checkers = Object.entries(functionList)
      .filter(([, listed]) => 'checksPages' in listed && listed.checksPages)
      .map(([id]) => functionArnOf(id));
    const checks = Object.values(definition.States).filter(
      (state) =>
        typeof state.Parameters === 'object' &&
        state.Parameters !== null &&
        'check' in state.Parameters,
    );
    expect(checks).toHaveLength(2);
    for (const check of checks) expect(checkers).toEqual([check.Resource]);
  });

  it('waits out Lambda throttles on every Task that holds the run (a burst of builds), not the score', () => {
    const tasks = [
      ...AGENT_NAMES.map((agent) => pipelineStateNames.task(agent)),
      pipelineStateNames.checkRewrite,
      pipelineStateNames.finish,
      pipelineStateNames.fail,
      pipelineStateNames.admit,
    ];
    const waitingOutThrottles = (name: string) =>
      (stateOf(definition, name).Retry ?? []).some(
        (retrier) =>
          retrier.ErrorEquals.includes('Lambda.TooManyRequestsException') &&
          retrier.MaxAttempts === 8 &&
          retrier.JitterStrategy === 'FULL',
      );
    expect(tasks.filter((name) => !waitingOutThrottles(name))).toEqual([]);
    // A retrier for every error must come last, or the ones after it never apply.
    expect(stateOf(definition, pipelineStateNames.fail).Retry?.at(-1)?.ErrorEquals).toEqual([
      'States.ALL',
    ]);
  });

  it('refunds with retries, keeps the error, then fails the execution with it', () => {
    expect(stateOf(definition, pipelineStateNames.fail)).toMatchObject({
      Type: 'Task',
      Resource: functionArnOf('failGeneration'),
      ResultPath: null,
      Next: pipelineStateNames.failed,
      Retry: expect.arrayContaining([
        expect.objectContaining({ ErrorEquals: ['States.ALL'], MaxAttempts: 3 }),
      ]),
    });
    expect(stateOf(definition, pipelineStateNames.fail).Catch).toBeUndefined();
    expect(stateOf(definition, pipelineStateNames.failed)).toEqual({
      Type: 'Fail',
      ErrorPath: '$.error.Error',
      CausePath: '$.error.Cause',
    });
  });

  it('may invoke the pipeline functions and no others', () => {
    const machineRole = api.product.api.generation?.stateMachine.role;
    if (!machineRole) throw new Error('No state machine');
    const invokable = Object.values(
      api.template.findResources('AWS::IAM::Policy', {
        Properties: { Roles: [api.product.api.resolve(machineRole.roleName)] },
      }),
    ).flatMap((policy) =>
      z
        .array(z.looseObject({ Action: z.unknown(), Resource: z.unknown() }))
        .parse(policy.Properties.PolicyDocument.Statement)
        .filter((statement) => statement.Action === 'lambda:InvokeFunction')
        .flatMap((statement) => z.array(z.unknown()).parse(statement.Resource)),
    );
    const arnOf = (functionId: string) =>
      api.product.api.resolve(appFunctionOf(api.product, functionId).function.functionArn);
    const pipelineArns = functionsInvokedBy('stateMachine', functionList).map(([id]) => arnOf(id));

    // Each function, and its versions and aliases (`<arn>:*`).
    expect(invokable).toHaveLength(2 * pipelineArns.length);
    expect(invokable).toEqual(
      expect.arrayContaining([
        ...pipelineArns,
        ...pipelineArns.map((arn) => ({ 'Fn::Join': ['', [arn, ':*']] })),
      ]),
    );
  });

  it('sends failed, timed-out and stopped executions of this machine to the fail function', () => {
    api.template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.states'],
        'detail-type': ['Step Functions Execution Status Change'],
        detail: {
          status: ['FAILED', 'TIMED_OUT', 'ABORTED'],
          stateMachineArn: [{ Ref: Match.stringLikeRegexp('^GenerationStateMachine') }],
        },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [logicalIdOfGetAtt(api.product, 'failGeneration'), 'Arn'] },
          RetryPolicy: { MaximumRetryAttempts: 20, MaximumEventAgeInSeconds: 24 * 60 * 60 },
          DeadLetterConfig: {
            Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^GenerationUnrefundedRuns'), 'Arn'] },
          },
        }),
      ],
    });
    api.template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalIdOfGetAtt(api.product, 'failGeneration'), 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^GenerationUnsuccessfulRun'), 'Arn'] },
    });
  });
});
