import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  Choice,
  Condition,
  Parallel,
  type CatchProps,
  type RetryProps,
  DefinitionBody,
  Errors,
  Fail,
  JitterType,
  JsonPath,
  LogLevel,
  StateMachine,
  StateMachineType,
  Succeed,
  TaskInput,
  Timeout,
  Wait,
  WaitTime,
  type IChainable,
  type TaskStateBase,
} from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { functionList, type StateMachineFunctionId } from '../../functions/function-list';
import {
  AGENT_FUNCTIONS,
  AGENT_TASK_FUNCTIONS,
  FAIL_TASK_FUNCTION,
  FINISH_TASK_FUNCTION,
  PAGE_CHECKER_AGENT,
  PAGE_CHECKS,
  RETRYABLE_MODEL_ERRORS,
  SIDE_BY_SIDE,
  pipelineStateNames,
  type AgentFunctionId,
  type PageCheck,
} from '../../functions/generation/pipeline/pipeline-state';
import {
  EXECUTION_TIMEOUT_SECONDS,
  TASK_TIMEOUT_MARGIN_SECONDS,
} from '../../functions/lib/time-budget';
import { AGENT_NAMES, type AgentName } from '../../shared/constants';

export interface GenerationStateMachineProps {
  /**
   * The functions behind the agents' Tasks, by id (AGENT_TASK_FUNCTIONS): each Task names its
   * agent to its function. PAGE_CHECKER_AGENT's also runs the page checks.
   */
  agentFunctions: Readonly<Record<AgentFunctionId, IFunction>>;
  /** Saves the version and sends `complete` (FINISH_TASK_FUNCTION). */
  finishFunction: IFunction;
  /** Refunds and frees the project (FAIL_TASK_FUNCTION), from the Catch and from the rule. */
  failFunction: IFunction;
  /** @default one month */
  logRetention?: RetentionDays;
}

/** The pipeline's functions, each looked up by its function list id. */
export function pipelineFunctions(
  functionOf: (functionId: StateMachineFunctionId) => IFunction,
): Pick<GenerationStateMachineProps, 'agentFunctions' | 'finishFunction' | 'failFunction'> {
  return {
    agentFunctions: Object.fromEntries(
      AGENT_FUNCTIONS.map((functionId) => [functionId, functionOf(functionId)]),
    ) as Record<AgentFunctionId, IFunction>,
    finishFunction: functionOf(FINISH_TASK_FUNCTION),
    failFunction: functionOf(FAIL_TASK_FUNCTION),
  };
}

/** Every agent's Task and the save retry the model's transient errors. */
const MODEL_RETRY: RetryProps = {
  errors: [...RETRYABLE_MODEL_ERRORS],
  interval: Duration.seconds(5),
  maxAttempts: 3,
  backoffRate: 2,
  jitterStrategy: JitterType.FULL,
};

/**
 * Lambda's throttle (the account's or the function's concurrency all in use, as under a burst of
 * builds): every Task waits, growing and jittered, rather than failing the run and refunding it.
 * The Lambda integration's own retries cover its service errors, not this one.
 */
export const THROTTLE_RETRY: RetryProps = {
  errors: ['Lambda.TooManyRequestsException'],
  interval: Duration.seconds(2),
  maxAttempts: 8,
  backoffRate: 2,
  maxDelay: Duration.seconds(60),
  jitterStrategy: JitterType.FULL,
};

/** Any other error goes to `Refund and release`, with the error kept beside the run and work. */
const REFUND_CATCH: CatchProps = { errors: [Errors.ALL], resultPath: '$.error' };

/** Execution statuses that end a run without `Built`: each must refund and free the project. */
export const UNSUCCESSFUL_EXECUTION_STATUSES = ['FAILED', 'TIMED_OUT', 'ABORTED'] as const;

/**
 * The generation pipeline (docs: ARCHITECTURE.md, "Generation pipeline"), one definition for AWS
 * and the local stand-in (tools/local-cloud/stepfunctions): for each agent in pipeline order a Choice
 * that runs its Task when the run chose it, then `Save version` and `Score the page`. A run that
 * chose the Image agent runs it beside the Frontend (a Parallel), as the page needs only the
 * pictures' keys. An edit the Frontend had to write again is checked for what it lost before it
 * is saved (`Check the rewrite`). Every Task retries the model's transient errors and otherwise
 * goes to `Refund and release`, then `Generation failed`; the score, after the save, never fails
 * the run.
 *
 * Every agent's Task but the Testing agent's runs on the one agents' function, with a payload
 * naming the agent (so a build's later agents find it warm). The page checks (the score, the
 * rewrite check) are Tasks of the page checker's function, the one function that ships the DOM
 * packages, with a payload naming the check: so the finish and the agents' function stay small,
 * and a slow check never holds the complete message back.
 *
 * STANDARD, not EXPRESS: a run takes minutes, Tasks must start exactly once (their credits used,
 * progress posts and stored artefacts must not happen twice), the execution history is what
 * support reads when a build goes wrong, and the execution name (the generation id) makes a
 * retried StartExecution a no-op instead of a second build.
 */
export class GenerationStateMachine extends Construct {
  readonly stateMachine: StateMachine;
  readonly logGroup: LogGroup;
  /** Calls the fail function when an execution fails, times out or is stopped. */
  readonly unsuccessfulRunRule: Rule;
  /**
   * The rule's events the fail function did not handle: not delivered after a day of retries, or
   * failing in the function after Lambda's own retries. Each is a run whose unused credits may not
   * have come back. Kept two weeks, with an alarm as soon as one arrives.
   */
  readonly unrefundedRuns: Queue;
  readonly unrefundedRunsAlarm: Alarm;

  constructor(scope: Construct, id: string, props: GenerationStateMachineProps) {
    super(scope, id);

    const refund = this.refundAndFail(props.failFunction);
    const afterAgents = this.saveAndScore(props, refund);
    const agents = this.agentChoices(props.agentFunctions, refund, afterAgents);
    const pipeline = this.queue(props.failFunction, refund, agents);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
    });

    this.stateMachine = new StateMachine(this, 'StateMachine', {
      comment: 'Website builder: one Task per chosen agent, then the new version',
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromChainable(pipeline),
      timeout: Duration.seconds(EXECUTION_TIMEOUT_SECONDS),
      tracingEnabled: true,
      // State inputs and outputs hold the user's prompt: transitions and errors only.
      logs: { destination: this.logGroup, level: LogLevel.ALL, includeExecutionData: false },
    });

    this.unrefundedRuns = this.queueForUnrefundedRuns();
    this.unsuccessfulRunRule = this.ruleForUnsuccessfulRuns(props.failFunction);
    // EventBridge invokes the function asynchronously: its errors are Lambda's to retry (twice),
    // and then to send here, with the event as the record's requestPayload.
    props.failFunction.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.unrefundedRuns),
    });
    this.unrefundedRunsAlarm = this.alarmOnUnrefundedRuns();

    this.suppressRoleFindings();
  }

  /** `Refund and release` (retried), then `Generation failed` with the error the Catch kept. */
  private refundAndFail(failFunction: IFunction): IChainable {
    return this.task(FAIL_TASK_FUNCTION, pipelineStateNames.fail, failFunction, {
      // The Catch's state (run, work, error) stays as it is for the Fail state below.
      resultPath: JsonPath.DISCARD,
    })
      .addRetry(THROTTLE_RETRY)
      .addRetry({
        errors: [Errors.ALL],
        interval: Duration.seconds(2),
        maxAttempts: 3,
        backoffRate: 2,
        jitterStrategy: JitterType.FULL,
      })
      .next(
        new Fail(this, pipelineStateNames.failed, {
          errorPath: '$.error.Error',
          causePath: '$.error.Cause',
        }),
      );
  }

  /**
   * What follows the agents: `Save version`, then `Score the page`; an edit the Frontend had to
   * write again is checked first (`Check the rewrite`). Returns the Choice between the two.
   */
  private saveAndScore(props: GenerationStateMachineProps, refund: IChainable): IChainable {
    const built = new Succeed(this, pipelineStateNames.succeeded);
    // The version is saved and sent: a score that fails (after the Lambda service retries) is
    // logged in the execution's history, and the run is built all the same.
    const score = this.pageCheck(
      props.agentFunctions,
      PAGE_CHECKS.score,
      pipelineStateNames.score,
      {
        resultPath: JsonPath.DISCARD,
      },
    )
      .addCatch(built, { errors: [Errors.ALL], resultPath: '$.scoreError' })
      .next(built);
    const save = this.task(FINISH_TASK_FUNCTION, pipelineStateNames.finish, props.finishFunction, {
      resultPath: '$.result',
    })
      .addRetry(THROTTLE_RETRY)
      .addRetry(MODEL_RETRY)
      .addCatch(refund, REFUND_CATCH)
      .next(score);
    const checkRewrite = this.pageCheck(
      props.agentFunctions,
      PAGE_CHECKS.rewrite,
      pipelineStateNames.checkRewrite,
      { resultPath: '$.work' },
    )
      .addRetry(THROTTLE_RETRY)
      .addCatch(refund, REFUND_CATCH)
      .next(save);
    // The flag is present only when true. After the agents side by side the work is a list,
    // where it is never present: a run with the Image agent makes its page anew.
    return new Choice(this, pipelineStateNames.rewriteChoice)
      .when(Condition.isPresent('$.work.rewritten'), checkRewrite)
      .otherwise(save);
  }

  /**
   * A queued run (its account's other runs held every place when it was debited) first takes a
   * place: `Take a builder` on the fail function, which holds the account's places and money,
   * answers whether it took one, or how long to wait before asking again; past the longest wait
   * it fails the run (`NoFreeBuilderError`), which is refunded in full like any failure. Waiting
   * in the execution, not in a function, costs nothing while it waits and needs no tab open.
   */
  private queue(failFunction: IFunction, refund: IChainable, agents: IChainable): IChainable {
    const admit = this.task(FAIL_TASK_FUNCTION, pipelineStateNames.admit, failFunction, {
      resultPath: '$.place',
      payload: TaskInput.fromObject({ admit: true, 'run.$': '$.run' }),
    })
      .addRetry(THROTTLE_RETRY)
      .addCatch(refund, REFUND_CATCH);
    const wait = new Wait(this, pipelineStateNames.waitForBuilder, {
      time: WaitTime.secondsPath('$.place.waitSeconds'),
    }).next(admit);
    admit.next(
      new Choice(this, pipelineStateNames.admittedChoice)
        .when(Condition.booleanEquals('$.place.admitted', true), agents)
        .otherwise(wait),
    );
    // The flag is present only when true.
    return new Choice(this, pipelineStateNames.queuedChoice)
      .when(Condition.isPresent('$.run.queued'), admit)
      .otherwise(agents);
  }

  /**
   * For each agent in pipeline order, a Choice that runs its Task when the run chose it, built
   * from the last agent back so each goes on to the next. Returns the first agent's Choice.
   */
  private agentChoices(
    agentFunctions: GenerationStateMachineProps['agentFunctions'],
    refund: IChainable,
    afterAgents: IChainable,
  ): IChainable {
    const [first, second] = SIDE_BY_SIDE;
    let next = afterAgents;
    let afterSideBySide: IChainable | undefined;
    for (const agent of [...AGENT_NAMES].reverse()) {
      const task = this.agentTask(agentFunctions, agent, pipelineStateNames.task(agent))
        .addCatch(refund, REFUND_CATCH)
        .next(next);
      const choice = new Choice(this, pipelineStateNames.choice(agent)).otherwise(next);
      if (agent === second) afterSideBySide = next;
      if (agent === first && afterSideBySide) {
        choice.when(
          Condition.and(
            Condition.booleanEquals(`$.run.chosen.${first}`, true),
            Condition.booleanEquals(`$.run.chosen.${second}`, true),
          ),
          this.sideBySide(agentFunctions, refund, afterSideBySide),
        );
      }
      next = choice.when(Condition.booleanEquals(`$.run.chosen.${agent}`, true), task);
    }
    return next;
  }

  /** Both agents chosen: one Parallel, whose output (each branch's work) is the next Task's input. */
  private sideBySide(
    agentFunctions: GenerationStateMachineProps['agentFunctions'],
    refund: IChainable,
    after: IChainable,
  ): IChainable {
    const [first, second] = SIDE_BY_SIDE;
    return (
      new Parallel(this, pipelineStateNames.sideBySide, { resultPath: '$.work' })
        // Each branch ends with its work alone, so the Parallel's output is [work, work].
        .branch(
          this.agentTask(agentFunctions, first, pipelineStateNames.besideTask(first), '$.work'),
        )
        .branch(
          this.agentTask(agentFunctions, second, pipelineStateNames.besideTask(second), '$.work'),
        )
        .addCatch(refund, REFUND_CATCH)
        .next(after)
    );
  }

  /** An agent's Task, retrying the model's transient errors. */
  private agentTask(
    agentFunctions: GenerationStateMachineProps['agentFunctions'],
    agent: AgentName,
    stateName: string,
    outputPath?: string,
  ): TaskStateBase {
    return this.agentFunctionTask(
      agentFunctions,
      agent,
      stateName,
      { agent },
      { resultPath: '$.work', ...(outputPath ? { outputPath } : {}) },
    )
      .addRetry(THROTTLE_RETRY)
      .addRetry(MODEL_RETRY);
  }

  /** A page check's Task, on the page checker's function; the score also gets the saved result. */
  private pageCheck(
    agentFunctions: GenerationStateMachineProps['agentFunctions'],
    check: PageCheck,
    stateName: string,
    options: { resultPath: string },
  ): LambdaInvoke {
    return this.agentFunctionTask(
      agentFunctions,
      PAGE_CHECKER_AGENT,
      stateName,
      { check, ...(check === PAGE_CHECKS.score ? { 'result.$': '$.result' } : {}) },
      options,
    );
  }

  /**
   * A Task of the function behind `agent`: the state's run and work, with what the Task asks of
   * that function named (the agent, or a page check). Every path is one the state always has by
   * then: a path that is missing fails the execution (States.Runtime), which no Catch can stop.
   */
  private agentFunctionTask(
    agentFunctions: GenerationStateMachineProps['agentFunctions'],
    agent: AgentName,
    stateName: string,
    asked: Readonly<Record<string, string>>,
    options: { resultPath: string; outputPath?: string },
  ): LambdaInvoke {
    const functionId = AGENT_TASK_FUNCTIONS[agent];
    return this.task(functionId, stateName, agentFunctions[functionId], {
      ...options,
      payload: TaskInput.fromObject({ ...asked, 'run.$': '$.run', 'work.$': '$.work' }),
    });
  }

  /** Where the rule's events the fail function did not handle are kept. */
  private queueForUnrefundedRuns(): Queue {
    const queue = new Queue(this, 'UnrefundedRuns', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    NagSuppressions.addResourceSuppressions(queue, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          'This queue is itself a dead-letter queue: of the rule that sends failed generations to the fail function.',
      },
    ]);
    return queue;
  }

  private ruleForUnsuccessfulRuns(failFunction: IFunction): Rule {
    return new Rule(this, 'UnsuccessfulRun', {
      description:
        'A generation that failed, timed out or was stopped: refund what was not used and free the project',
      eventPattern: {
        source: ['aws.states'],
        detailType: ['Step Functions Execution Status Change'],
        detail: {
          status: [...UNSUCCESSFUL_EXECUTION_STATUSES],
          stateMachineArn: [this.stateMachine.stateMachineArn],
        },
      },
      // EventBridge retries a failed delivery with backoff for up to a day; the fail function
      // refunds idempotently, so a retry (or this rule after the Catch already ran) is harmless.
      // What still fails is kept, not dropped: an operator sends it to the function again.
      targets: [
        new LambdaFunction(failFunction, {
          retryAttempts: 20,
          maxEventAge: Duration.hours(24),
          deadLetterQueue: this.unrefundedRuns,
        }),
      ],
    });
  }

  private alarmOnUnrefundedRuns(): Alarm {
    return new Alarm(this, 'UnrefundedRunsAlarm', {
      alarmDescription:
        "A failed generation may not have been refunded: its event is in the UnrefundedRuns queue (the event itself, or Lambda's failure record with it as requestPayload). Fix the cause, then invoke the fail function with each event.",
      metric: this.unrefundedRuns.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * A Lambda Task whose state is the function's payload (unless one is given) and result (simplest
   * ASL there is).
   */
  private task(
    functionId: StateMachineFunctionId,
    stateName: string,
    lambdaFunction: IFunction,
    options: { resultPath: string; outputPath?: string; payload?: TaskInput },
  ): LambdaInvoke {
    return new LambdaInvoke(this, stateName, {
      lambdaFunction,
      payloadResponseOnly: true,
      ...options,
      taskTimeout: Timeout.duration(
        Duration.seconds(functionList[functionId].timeoutSeconds + TASK_TIMEOUT_MARGIN_SECONDS),
      ),
    });
  }

  private suppressRoleFindings(): void {
    NagSuppressions.addResourceSuppressions(
      this.stateMachine.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'LambdaInvoke grants lambda:InvokeFunction on "<function ARN>:*" besides the function, so any version or alias of these functions (and no other function) may be invoked.',
          appliesTo: [{ regex: '/^Resource::<[A-Za-z0-9]+\\.Arn>:\\*$/' }],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'X-Ray tracing (xray:PutTraceSegments, PutTelemetryRecords, GetSamplingRules, GetSamplingTargets) and CloudWatch Logs log delivery (logs:CreateLogDelivery and related) support no resource-level permissions, so their resource is "*".',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }
}
