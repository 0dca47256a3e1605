import * as z from '../../../shared/zod';
import type { Scorecard } from '../../../shared/api/scorecard-schema';
import type { CompleteMessage, ServerSocketMessage } from '../../../shared/api/socket-schemas';
import {
  AGENT_NAMES,
  MAX_SOCKET_MESSAGE_BYTES,
  NOT_DONE_MAX,
  type AgentName,
} from '../../../shared/constants';
import type { createCreditAccount } from '../../credits/credit-account';
import type { CodeObjects } from '../../projects/code-objects';
import type { createVersions } from '../../projects/versions';
import type { VersionScorecards } from '../../projects/version-scorecards';
import { unusedCredits } from '../../../shared/pricing';
import type { createGenerationRuns } from '../generation-runs';
import { EditUnchangedError } from '../models/model-errors';
import type { AgentWork, ReportProgress } from '../pipeline/agent-work';
import { writtenPage } from '../pipeline/written-page';
import type { SavePicture } from '../../projects/made-pictures';
import type { Artefacts } from '../pipeline/artefacts';
import { createPreviewSender } from '../pipeline/preview-sender';
import type { ProjectNotifier } from '../pipeline/connections';
import {
  statusMessageOf,
  type AgentEntry,
  type AgentUpdate,
  type GenerationRecords,
} from '../pipeline/generation-records';
import {
  AGENT_FUNCTIONS,
  AGENT_TASK_FUNCTIONS,
  agentsRunBy,
  FAIL_TASK_FUNCTION,
  FINISH_TASK_FUNCTION,
  mergedWork,
  PAGE_CHECKER_AGENT,
  PAGE_CHECKS,
  pipelineRunSchema,
  RUN_CANCELLED_ERROR,
  type AgentFunctionId,
  type PipelineRun,
  type PipelineState,
  type PipelineWork,
} from '../pipeline/pipeline-state';
import type { StateMachineFunctionId } from '../../function-list';
import { logger, type BusinessMetrics } from '../../lib/observability';
import { asksForBuilder, NO_FREE_BUILDER_ERROR, takeBuilder } from './take-builder';

/** Progress from a streaming model is passed on at most this often (and on every 10% step). */
const PROGRESS_INTERVAL_MS = 400;

export interface PipelineTaskDeps {
  tableName: string;
  records: GenerationRecords;
  notifier: ProjectNotifier;
  /** The agents' work with the models the run uses. */
  workFor: (run: PipelineRun) => Promise<AgentWork>;
  artefacts: Artefacts;
  /** Keeps the pictures an image model made as the project's files (the agents' Tasks). */
  savePicture?: SavePicture;
  /** The project's saved pages by code bucket key: the page an edit started from. */
  code: Pick<CodeObjects, 'get'>;
  runs: ReturnType<typeof createGenerationRuns>;
  versions: ReturnType<typeof createVersions>;
  credits: Pick<ReturnType<typeof createCreditAccount>, 'balanceOf'>;
  /** Counts the builds that complete and fail (the runs count the money). */
  metrics: BusinessMetrics;
  clock: () => Date;
  /**
   * What the saved page delivered of what was asked, kept with the version; undefined when it
   * cannot be told (a page with no plan). A page check: the page checker's function's alone.
   */
  scorecardOf: (
    html: string,
    run: PipelineRun,
    work: PipelineWork,
  ) => Promise<Scorecard | undefined>;
  /**
   * What a page written again no longer delivers that the page before it did, named for the
   * person (coverage/rewrite-losses.ts). A page check, like `scorecardOf`.
   */
  lostInRewrite: (before: string, after: string, instruction: string) => Promise<string[]>;
}

/** What an agent's Task uses: its run's record and watchers, and the agents' work. */
export type AgentTaskDeps = Pick<
  PipelineTaskDeps,
  'records' | 'notifier' | 'clock' | 'workFor' | 'artefacts'
>;
/** What the finish uses: no models, no agents' work, no page checks. */
export type FinishTaskDeps = Pick<
  PipelineTaskDeps,
  'records' | 'notifier' | 'clock' | 'artefacts' | 'versions' | 'credits' | 'metrics'
> & { runs: Pick<PipelineTaskDeps['runs'], 'releaseSlot' | 'refundIdle'> };
/** What the score uses: the saved page, its scorecard, its version and the project's tabs. */
export type ScoreTaskDeps = Pick<PipelineTaskDeps, 'artefacts' | 'notifier' | 'scorecardOf'> & {
  versions: VersionScorecards;
};
/** What the rewrite check uses: the page before (the project's code) and after (the work's). */
export type RewriteCheckDeps = Pick<PipelineTaskDeps, 'artefacts' | 'code' | 'lostInRewrite'>;
/** What the page checker's function uses: its agent's Task's, and the page checks'. */
export type PageCheckerDeps = AgentTaskDeps & ScoreTaskDeps & RewriteCheckDeps;
/** What the failure Task uses: the run's record, its refund, and its watchers. */
export type FailTaskDeps = Pick<
  PipelineTaskDeps,
  'records' | 'notifier' | 'clock' | 'runs' | 'metrics'
>;
type StatusDeps = Pick<PipelineTaskDeps, 'records' | 'notifier' | 'clock'>;

export type TaskHandler = (input: unknown) => Promise<unknown>;

const agentNameSchema = z.enum(AGENT_NAMES);
const workSchema = z.object({
  completed: z.array(agentNameSchema),
  artefacts: z.object({
    plan: z.optional(z.string()),
    content: z.optional(z.string()),
    images: z.optional(z.string()),
    html: z.optional(z.string()),
  }),
  reply: z.optional(z.string().check(z.maxLength(1000))),
  notDone: z.optional(z.array(z.string().check(z.maxLength(NOT_DONE_MAX))).check(z.maxLength(20))),
  rewritten: z.optional(z.literal(true)),
});
// After the agents that run side by side, their branches' work, as one.
const stateWorkSchema = z.union([
  workSchema,
  z.pipe(
    z.array(workSchema).check(z.minLength(1)),
    z.transform((branches) => mergedWork(branches)),
  ),
]);
const pipelineStateSchema = z.object({
  run: pipelineRunSchema,
  work: stateWorkSchema,
  error: z.optional(z.object({ Error: z.string(), Cause: z._default(z.optional(z.string()), '') })),
});

/**
 * The payload of an agent's Task (generation-state-machine.ts): the agent it runs, with the state
 * (its run and work).
 */
const agentPayloadSchema = z.object({ agent: agentNameSchema });

/** The agent an agent's Task's payload names, for logs and traces; null for any other input. */
export function agentNamedBy(input: unknown): AgentName | null {
  const payload = agentPayloadSchema.safeParse(input);
  return payload.success ? payload.data.agent : null;
}

/**
 * The payload of a page check's Task (generation-state-machine.ts), by its `check`: the run and
 * its work, and for the score the finish's result (the version it saved).
 */
const pageCheckSchema = z.discriminatedUnion('check', [
  z.object({
    check: z.literal(PAGE_CHECKS.score),
    run: pipelineRunSchema,
    work: stateWorkSchema,
    result: z.object({ version: z.number().check(z.int(), z.positive()) }),
  }),
  z.object({
    check: z.literal(PAGE_CHECKS.rewrite),
    run: pipelineRunSchema,
    work: stateWorkSchema,
  }),
]);

/** The rule that sends failed executions (timed out, aborted, a failed Catch) to the fail task. */
const executionEventSchema = z.object({
  source: z.literal('aws.states'),
  detail: z.object({
    status: z.string(),
    input: z.string(),
    error: z.nullish(z.string()),
    cause: z.nullish(z.string()),
  }),
});

const runIdsSchema = z.object({
  run: z.object({
    generationId: z.string().check(z.minLength(1)),
    projectId: z.string().check(z.minLength(1)),
  }),
});

/**
 * The ids of the run a task's input is about (the state, or the failed execution's event that
 * carries it), for logs and traces; null for input that is neither.
 */
export function runIdsOf(input: unknown): { generationId: string; projectId: string } | null {
  const event = executionEventSchema.safeParse(input);
  let state: unknown = input;
  if (event.success) {
    try {
      state = JSON.parse(event.data.detail.input);
    } catch {
      return null;
    }
  }
  const ids = runIdsSchema.safeParse(state);
  return ids.success ? ids.data.run : null;
}

/** A run that already ended (failed, timed out) while this task was still working. */
export class RunEndedError extends Error {
  constructor(generationId: string) {
    super(`Generation ${generationId} has already ended`);
    this.name = 'RunEndedError';
  }
}

/** Errors whose messages are written for people; anything else is summarised. */
const USER_FACING_ERRORS = new Set([
  'ModelRateLimitError',
  'ModelUnavailableError',
  'ModelDeadlineError',
  'ModelOutputError',
  'EditUnchangedError',
  'NoTemplateError',
  NO_FREE_BUILDER_ERROR,
]);

/** What the user is told about a failure: the model's own words, or a plain summary. */
export function failureReason(error: { Error: string; Cause: string } | undefined): string {
  if (!error) return 'the build stopped unexpectedly';
  if (error.Error === 'States.Timeout') return 'it took too long';
  let message = error.Cause;
  try {
    const cause: unknown = JSON.parse(error.Cause);
    if (typeof cause === 'object' && cause !== null && 'errorMessage' in cause) {
      message = String(cause.errorMessage);
    }
  } catch {
    // A plain-text cause.
  }
  if (USER_FACING_ERRORS.has(error.Error) && message) return message.replace(/\.$/, '');
  return 'something went wrong on our side';
}

const creditsBack = (credits: number): string =>
  `${credits} ${credits === 1 ? 'credit' : 'credits'} back`;

/**
 * The agents of a run that completed with less than their quoted cost used (their work left the
 * page as it was), and what they give back.
 */
export function idleAgents(entries: readonly AgentEntry[]): {
  agents: AgentName[];
  credits: number;
} {
  const idle = entries.filter(
    (entry) => entry.status === 'completed' && entry.credits_used < entry.cost,
  );
  return {
    agents: idle.map((entry) => entry.name),
    credits: idle.reduce((sum, entry) => sum + entry.cost - entry.credits_used, 0),
  };
}

const refundNote = (refunded: number): string =>
  refunded > 0 ? ` ${refunded} ${refunded === 1 ? 'credit was' : 'credits were'} refunded.` : '';

function failureMessage(agent: AgentName | null, reason: string, refunded: number): string {
  const where = agent ? ` at the ${agent} agent` : '';
  return `Generation failed${where}: ${reason}.${refundNote(refunded)}`;
}

/** The complete message, without the code when it would not fit one socket message. */
export function completeMessage(
  message: Omit<CompleteMessage, 'type' | 'code' | 'reload'>,
  html: string,
): CompleteMessage {
  const full: CompleteMessage = { type: 'complete', ...message, code: html };
  if (Buffer.byteLength(JSON.stringify(full)) <= MAX_SOCKET_MESSAGE_BYTES) return full;
  return { type: 'complete', ...message, code: null, reload: true };
}

async function setStatus(
  deps: StatusDeps,
  run: PipelineRun,
  agent: AgentName,
  update: Omit<AgentUpdate, 'at'>,
): Promise<AgentEntry> {
  const entry = await deps.records.updateAgent(run, agent, { ...update, at: deps.clock() });
  if (!entry) throw new RunEndedError(run.generationId);
  await deps.notifier.broadcast(
    run.userId,
    run.projectId,
    statusMessageOf(run.generationId, entry),
  );
  return entry;
}

/** Streams progress, but not faster than people (or the table) need it. */
function progressReporter(deps: StatusDeps, run: PipelineRun, agent: AgentName): ReportProgress {
  let lastAt = 0;
  let lastPercent = -1;
  return async ({ text, percent }) => {
    const now = deps.clock().getTime();
    const step = Math.floor(percent / 10) !== Math.floor(lastPercent / 10);
    if (!step && now - lastAt < PROGRESS_INTERVAL_MS) return;
    lastAt = now;
    lastPercent = percent;
    await setStatus(deps, run, agent, {
      status: 'working',
      progress: text,
      percent: Math.max(1, Math.min(99, Math.round(percent))),
    });
  };
}

/** The artefact keys `after` has that `before` did not. */
function newArtefacts(before: PipelineWork, after: PipelineWork): string[] {
  const known = new Set(Object.values(before.artefacts));
  return Object.values(after.artefacts).filter(
    (key): key is string => typeof key === 'string' && !known.has(key),
  );
}

/** One agent's Task: its work on the state, with its status kept and sent as it goes. */
function agentTask(deps: AgentTaskDeps, agent: AgentName): TaskHandler {
  return async (input) => {
    const state: PipelineState = pipelineStateSchema.parse(input);
    const { run } = state;
    if (state.work.completed.includes(agent)) return state.work;
    await setStatus(deps, run, agent, { status: 'working', progress: 'Starting', percent: 5 });
    const work = await deps.workFor(run);
    const preview =
      agent === 'Frontend'
        ? createPreviewSender({
            generationId: run.generationId,
            send: (message) => deps.notifier.broadcast(run.userId, run.projectId, message),
            clock: deps.clock,
          })
        : null;
    const result = await work
      .run(agent, state, progressReporter(deps, run, agent), preview?.report)
      .catch(async (error: unknown) => {
        // Which agent failed, for the fail task: agents side by side fail as one Parallel.
        // A retry sets it working again; nothing is sent until the run has failed.
        await deps.records
          .updateAgent(run, agent, { status: 'failed', at: deps.clock() })
          .catch(() => undefined);
        throw error;
      })
      .finally(() => preview?.stop());
    const cost = run.lines.find((line) => line.name === agent)?.cost ?? 0;
    // Work that left the page as it was is not charged: its credits go back as the run ends.
    const given = result.unchanged && cost > 0;
    try {
      await setStatus(deps, run, agent, {
        status: 'completed',
        creditsUsed: given ? 0 : cost,
        progress: given ? `${result.summary}: ${creditsBack(cost)}` : result.summary,
        percent: 100,
      });
    } catch (error) {
      // The run ended while this agent worked (stopped, or its project deleted, which removes
      // the project's objects after ending the run): what it wrote since must not outlive it.
      if (error instanceof RunEndedError) {
        await deps.artefacts.remove(newArtefacts(state.work, result.work));
      }
      throw error;
    }
    return result.work satisfies PipelineWork;
  };
}

/**
 * The Task of a function that runs agents (AGENT_TASK_FUNCTIONS): the agent its payload names. A
 * payload naming no agent, or one this function does not run, is refused before any work.
 */
export function agentsTask(deps: AgentTaskDeps, functionId: AgentFunctionId): TaskHandler {
  const tasks = new Map(agentsRunBy(functionId).map((agent) => [agent, agentTask(deps, agent)]));
  return async (input) => {
    const { agent } = agentPayloadSchema.parse(input);
    const task = tasks.get(agent);
    if (!task) throw new Error(`The ${functionId} function does not run the ${agent} agent`);
    return task(input);
  };
}

/** Gives back the credits of a finished run's agents that changed nothing (safe to repeat). */
function refundIdleAgents(
  deps: Pick<FinishTaskDeps, 'runs' | 'clock'>,
  run: PipelineRun,
  idle: { agents: AgentName[]; credits: number },
): Promise<number | null> {
  return deps.runs.refundIdle({
    userId: run.userId,
    generationId: run.generationId,
    amount: idle.credits,
    agents: idle.agents,
    ...(run.paidFor === undefined ? {} : { run: run.paidFor }),
    at: deps.clock(),
  });
}

/**
 * Saves the page as the project's new version with the run's completion (and the lock's release)
 * in one transaction, and sends it. What it delivered follows: the score Task.
 */
export async function finish(deps: FinishTaskDeps, input: unknown): Promise<{ version: number }> {
  const { run, work } = pipelineStateSchema.parse(input);
  const record = await deps.records.get(run.userId, run.projectId, run.generationId);
  const html = await writtenPage(deps.artefacts, work.artefacts);
  if (html === null) throw new Error('The build produced no page');
  let version = record?.status === 'completed' ? record.version : undefined;
  const idle = idleAgents(record?.agents ?? []);
  if (version === undefined) {
    if (record?.status === 'failed') throw new RunEndedError(run.generationId);
    const at = deps.clock();
    const saved = await deps.versions.saveVersion(
      {
        userId: run.userId,
        projectId: run.projectId,
        html,
        prompt: run.prompt,
        agents: run.agents,
        creditsUsed: run.total - idle.credits,
        createdAt: at,
        ...(work.reply ? { reply: work.reply } : {}),
      },
      (next) => [deps.records.completeItem(run, next.version, at, idle.credits)],
      { releasingRun: run.generationId },
    );
    version = saved.version;
    deps.metrics.count('BuildsCompleted');
  }
  // After the save, on every try (the refund and the place are each safe to repeat): a retried
  // finish gives back what the last one did not.
  const balance =
    (await refundIdleAgents(deps, run, idle)) ?? (await deps.credits.balanceOf(run.userId)) ?? 0;
  await deps.runs.releaseSlot(run.userId, run.generationId);
  await deps.notifier.broadcast(
    run.userId,
    run.projectId,
    completeMessage(
      {
        generation_id: run.generationId,
        new_balance: balance,
        version,
        ...(work.reply ? { reply: work.reply } : {}),
        ...(work.notDone?.length ? { not_done: work.notDone } : {}),
        ...(idle.credits > 0 ? { refunded: idle.credits, refunded_for: idle.agents } : {}),
      },
      html,
    ),
  );
  return { version };
}

/**
 * The score, after the version was saved and sent (the checks take a second or more, and the
 * person sees the page first): what the page delivered of what was asked, kept with the version
 * and sent to the project's tabs. A version gone meanwhile (its project deleted) keeps nothing.
 */
async function score(
  deps: ScoreTaskDeps,
  {
    run,
    work,
    result: { version },
  }: { run: PipelineRun; work: PipelineWork; result: { version: number } },
): Promise<{ scored: boolean }> {
  const html = await writtenPage(deps.artefacts, work.artefacts);
  const scorecard = html === null ? undefined : await deps.scorecardOf(html, run, work);
  if (
    !scorecard ||
    !(await deps.versions.attachScorecard(run.userId, run.projectId, version, scorecard))
  ) {
    return { scored: false };
  }
  await deps.notifier.broadcast(run.userId, run.projectId, {
    type: 'scorecard',
    generation_id: run.generationId,
    version,
    scorecard,
  });
  return { scored: true };
}

/**
 * Before an edit the Frontend wrote again is saved: the page as it now is against the page it
 * replaces. One that lost something that page delivered is not kept: the run ends as an edit
 * that changed nothing (refunded in full), saying what would have been lost. Answers the work,
 * checked.
 */
async function checkRewrite(
  deps: RewriteCheckDeps,
  { run, work }: { run: PipelineRun; work: PipelineWork },
): Promise<PipelineWork> {
  // Answered without the flag: its page has been checked.
  const { rewritten, ...checked } = work;
  const before = run.baseCodeKey === null ? null : await deps.code.get(run.baseCodeKey);
  const after = await writtenPage(deps.artefacts, work.artefacts);
  if (before === null || after === null) return checked;
  const lost = await deps.lostInRewrite(before, after, run.prompt);
  if (lost.length > 0) {
    throw new EditUnchangedError([
      `the change could only be made by writing the page again, which would have lost ${lost.join(', ')}; the page was left as it was`,
    ]);
  }
  return checked;
}

/**
 * The page checker's function (PAGE_CHECKER_AGENT's): the page check its payload names, or, for
 * a payload naming none, the agent's Task it names.
 */
export function pageCheckerTask(deps: PageCheckerDeps): TaskHandler {
  const ownTask = agentsTask(deps, AGENT_TASK_FUNCTIONS[PAGE_CHECKER_AGENT]);
  return async (input) => {
    if (typeof input !== 'object' || input === null || !('check' in input)) return ownTask(input);
    const request = pageCheckSchema.parse(input);
    return request.check === PAGE_CHECKS.score ? score(deps, request) : checkRewrite(deps, request);
  };
}

/**
 * The failure Task (a Catch, or an execution that failed, timed out or was aborted): refunds what
 * no agent used, frees the project and tells the tab which agent failed and why.
 */
export async function fail(deps: FailTaskDeps, input: unknown): Promise<{ refunded: number }> {
  const event = executionEventSchema.safeParse(input);
  const state = pipelineStateSchema.parse(
    event.success ? JSON.parse(event.data.detail.input) : input,
  );
  const { run } = state;
  const error =
    state.error ??
    (event.success
      ? {
          Error: event.data.detail.error ?? `States.${event.data.detail.status}`,
          Cause: event.data.detail.cause ?? '',
        }
      : undefined);
  // An edit that changed nothing, or a tool template mode declined, is the person's to redo.
  const expected = error?.Error === 'EditUnchangedError' || error?.Error === 'NoTemplateError';
  if (expected) logger.info('Generation ended without a page', { error });
  else logger.error('Generation failed', { error });
  await deps.records.close(run, deps.clock());
  const record = await deps.records.get(run.userId, run.projectId, run.generationId);
  if (record?.status === 'completed') {
    // Saved, then stopped before the finish gave back its idle agents' credits: given here.
    const idle = idleAgents(record.agents);
    await refundIdleAgents(deps, run, idle);
    return { refunded: idle.credits };
  }
  if (record && record.status !== 'running') return { refunded: record.refunded ?? 0 };
  const done = new Set(
    (record?.agents ?? [])
      .filter((entry) => entry.status === 'completed')
      .map((entry) => entry.name),
  );
  const completed = run.agents.filter((agent) => done.has(agent));
  // A queued run that found no builder never reached an agent.
  const waited = error?.Error === NO_FREE_BUILDER_ERROR;
  const failedAgent = waited
    ? null
    : (record?.agents.find((entry) => entry.status === 'failed')?.name ??
      run.agents.find((agent) => !done.has(agent)) ??
      null);
  // An edit that changed nothing is paid back whole: no agent's work reached the page.
  const unchanged = error?.Error === 'EditUnchangedError';
  const cancelled = error?.Error === RUN_CANCELLED_ERROR;
  // What no agent used, and what agents that finished without changing the page gave back.
  const refunded = unchanged
    ? run.total
    : unusedCredits(run, completed) + idleAgents(record?.agents ?? []).credits;
  const at = deps.clock();
  const result = await deps.runs.failGeneration({
    userId: run.userId,
    projectId: run.projectId,
    generationId: run.generationId,
    unusedCredits: refunded,
    ...(run.paidFor === undefined ? {} : { run: run.paidFor }),
    reason: unchanged
      ? { kind: 'unchanged' }
      : cancelled
        ? { kind: 'cancelled' }
        : waited
          ? { kind: 'waited' }
          : { kind: 'failed', agent: failedAgent },
    at,
  });
  const entry = record?.agents.find((agent) => agent.name === failedAgent);
  const failedEntry: AgentEntry | null = entry
    ? { ...entry, status: 'failed', updated_at: at.toISOString() }
    : null;
  // Template mode declining a tool it has none of is no agent's failure: its reason says it all.
  const declined = error?.Error === 'NoTemplateError';
  const message =
    unchanged || declined
      ? `${failureReason(error)}.${refundNote(refunded)}`
      : failureMessage(failedAgent, failureReason(error), refunded);
  const marked = await deps.records.fail(run, {
    agent: failedEntry,
    error: message,
    outcome: unchanged ? 'unchanged' : cancelled ? 'cancelled' : waited ? 'waited' : 'failed',
    refunded,
    at,
  });
  // An edit that changed nothing did not fail: it is counted with its refund (generation-runs.ts);
  // nor did template mode, declining a tool it has none of.
  if (marked && !unchanged && !declined) deps.metrics.count('BuildsFailed');
  if (marked) {
    const messages: ServerSocketMessage[] = [];
    if (failedEntry) messages.push(statusMessageOf(run.generationId, failedEntry));
    messages.push({
      error: message,
      generation_id: run.generationId,
      ...(unchanged ? { unchanged: true as const } : {}),
      ...(result.newBalance === null ? {} : { new_balance: result.newBalance }),
    });
    await deps.notifier.broadcast(run.userId, run.projectId, ...messages);
  }
  return { refunded };
}

/**
 * The fail function's Tasks: the refund of a run that failed, and `Take a builder` of a queued
 * run (both keep the account's places and money).
 */
export function failFunctionTask(deps: FailTaskDeps): TaskHandler {
  return (input) => (asksForBuilder(input) ? takeBuilder(deps, input) : fail(deps, input));
}

/**
 * The state machine's tasks, by function: the agents' (the page checker's with the page checks),
 * the finish and the failure. Each is a Lambda handler on AWS; the local stand-in binds the same
 * functions to the same definition.
 */
export function createPipelineTasks(deps: PipelineTaskDeps) {
  const handlers: Record<StateMachineFunctionId, TaskHandler> = {
    ...(Object.fromEntries(
      AGENT_FUNCTIONS.map((functionId) => [
        functionId,
        functionId === AGENT_TASK_FUNCTIONS[PAGE_CHECKER_AGENT]
          ? pageCheckerTask(deps)
          : agentsTask(deps, functionId),
      ]),
    ) as Record<AgentFunctionId, TaskHandler>),
    [FINISH_TASK_FUNCTION]: (input) => finish(deps, input),
    [FAIL_TASK_FUNCTION]: failFunctionTask(deps),
  };
  return handlers;
}
