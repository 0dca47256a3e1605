import * as z from '../../../shared/zod';
import { transactionRunSchema, type TransactionRun } from '../../../shared/api/transaction-schemas';
import { AGENT_NAMES, type AgentName } from '../../../shared/constants';
import type { StateMachineFunctionId } from '../../function-list';

/**
 * The contract between the socket handler (which starts an execution), the state machine's
 * definition (infra/constructs/generation-state-machine.ts) and its tasks. Everything large (the
 * plan, the copy, the art, the HTML) travels as code bucket keys: a state's payload is capped at
 * 256 KB, a page alone can exceed that.
 */

/**
 * The one function that runs every agent's Task but the page checker's, by the agent each Task's
 * payload names (why one: function-list.ts, agentTask).
 */
export const AGENTS_FUNCTION = 'agents' satisfies StateMachineFunctionId;

/** The function behind each agent's Task, in pipeline order. */
export const AGENT_TASK_FUNCTIONS = {
  Planner: AGENTS_FUNCTION,
  Content: AGENTS_FUNCTION,
  Image: AGENTS_FUNCTION,
  Frontend: AGENTS_FUNCTION,
  Backend: AGENTS_FUNCTION,
  Testing: 'testingAgent',
} as const satisfies Record<AgentName, StateMachineFunctionId>;

/** A function that runs agents' Tasks. */
export type AgentFunctionId = (typeof AGENT_TASK_FUNCTIONS)[AgentName];

/** The functions that run the agents' Tasks, each once, in the order of their first agent. */
export const AGENT_FUNCTIONS: readonly AgentFunctionId[] = [
  ...new Set(Object.values(AGENT_TASK_FUNCTIONS)),
];

/** The agents whose Tasks a function runs, in pipeline order. */
export function agentsRunBy(functionId: AgentFunctionId): AgentName[] {
  return AGENT_NAMES.filter((agent) => AGENT_TASK_FUNCTIONS[agent] === functionId);
}

/**
 * The agent whose function checks pages in a DOM, and the only function that ships one
 * (function-list.ts `checksPages`): besides the agent's own Task it runs the PAGE_CHECKS, so no
 * other function carries jsdom, axe-core and html-validate for a check it runs once a run.
 */
export const PAGE_CHECKER_AGENT = 'Testing' as const satisfies AgentName;

/**
 * The checks the page checker's function runs as Tasks of their own, named by the `check` of the
 * Task's payload (an agent's Task names its `agent` instead): `score`, the saved version's
 * scorecard; `rewrite`, an edited page the Frontend wrote again, checked for what it lost before
 * it is saved.
 */
export const PAGE_CHECKS = { score: 'score', rewrite: 'rewrite' } as const;
export type PageCheck = (typeof PAGE_CHECKS)[keyof typeof PAGE_CHECKS];

/** Saves the version, frees the project and sends `complete`: the last Task of a good run. */
export const FINISH_TASK_FUNCTION = 'finishGeneration' satisfies StateMachineFunctionId;
/** The Catch of every Task: refunds what was not used, marks the agent, frees the project. */
export const FAIL_TASK_FUNCTION = 'failGeneration' satisfies StateMachineFunctionId;

/**
 * The agents that run side by side (a Parallel state) when the run uses both: the Image agent
 * makes the pictures while the Frontend writes the page with a token where each goes
 * (agents/picture-tokens.ts); the next Task receives both branches' work and fills them in.
 */
export const SIDE_BY_SIDE = ['Image', 'Frontend'] as const satisfies readonly AgentName[];

/** State names, shown in the console and used by the local stand-in's logs. */
export const pipelineStateNames = {
  /** The Choice in front of an agent's Task: does this run use that agent? */
  choice: (agent: AgentName) => `Uses ${agent}?`,
  task: (agent: AgentName) => `${agent} agent`,
  sideBySide: `${SIDE_BY_SIDE.join(' and ')} side by side`,
  /** An agent's Task inside the Parallel (a state name is unique in the whole machine). */
  besideTask: (agent: AgentName) => `${agent} agent, side by side`,
  /** The Choice in front of the rewrite check: did the Frontend write an edited page again? */
  rewriteChoice: 'Written again?',
  checkRewrite: 'Check the rewrite',
  finish: 'Save version',
  /** After the version is saved and sent: what it delivered. Never fails the run. */
  score: 'Score the page',
  /** A queued run's wait for one of its account's places: the Choice, the Task, the Wait. */
  queuedChoice: 'Queued?',
  admit: 'Take a builder',
  admittedChoice: 'Builder taken?',
  waitForBuilder: 'Wait for a builder',
  fail: 'Refund and release',
  succeeded: 'Built',
  failed: 'Generation failed',
} as const;

/**
 * Errors a Task retries with backoff (besides the Lambda service errors, which the Lambda
 * integration retries by itself): the model's rate limit and a model that timed out or dropped
 * the connection. Every other error goes to the Catch at once.
 */
export const RETRYABLE_MODEL_ERRORS = ['ModelRateLimitError', 'ModelUnavailableError'] as const;

/** One agent's line of the quote, as the run carries it. */
export interface RunQuoteLine {
  name: AgentName;
  cost: number;
}

/** What the socket handler starts the execution with. Never changed by a Task. */
export interface PipelineRun {
  generationId: string;
  userId: string;
  projectId: string;
  /** The user's message. */
  prompt: string;
  model: string;
  /** The chosen agents, in pipeline order. */
  agents: AgentName[];
  /** The same, as the flags the state machine's Choice states read (`$.run.chosen.Planner`). */
  chosen: Record<AgentName, boolean>;
  lines: RunQuoteLine[];
  /** The model's credit per message. */
  modelCost: number;
  /** What was debited: the lines plus the model's credit. */
  total: number;
  /** The code bucket key of the project's current HTML when this message edits it, else null. */
  baseCodeKey: string | null;
  /** ISO time the run was started (debited). */
  startedAt: string;
  /** What the debit paid for, as its ledger entry records it (a refund names the same). */
  paidFor?: TransactionRun;
  /**
   * Queued: the account's other runs held every place when it was debited, so its execution
   * first waits for one (`Take a builder`). Set only when true (the Choice asks if present).
   */
  queued?: true;
}

const agentNameSchema = z.enum(AGENT_NAMES);

/** A PipelineRun read back (from a Task's input, or the run's record). */
export const pipelineRunSchema = z.object({
  generationId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  prompt: z.string(),
  model: z.string().check(z.minLength(1)),
  agents: z.array(agentNameSchema),
  chosen: z.record(agentNameSchema, z.boolean()),
  lines: z.array(
    z.object({ name: agentNameSchema, cost: z.number().check(z.int(), z.nonnegative()) }),
  ),
  modelCost: z.number().check(z.int(), z.nonnegative()),
  total: z.number().check(z.int(), z.nonnegative()),
  baseCodeKey: z.nullable(z.string()),
  startedAt: z.iso.datetime(),
  paidFor: z.optional(transactionRunSchema),
  queued: z.optional(z.literal(true)),
}) satisfies z.ZodMiniType<PipelineRun>;

// With the rest of the run's names, for the pipeline's Tasks that read them from here.
export { RUN_CANCELLED_ERROR } from './run-cancelled';

/** Code bucket keys of what the agents have made so far. */
export interface PipelineArtefacts {
  plan?: string;
  content?: string;
  images?: string;
  /** The page as it stands (Frontend writes it; Backend and Testing replace it). */
  html?: string;
}

/** What each Task returns, stored at `$.work`. */
export interface PipelineWork {
  completed: AgentName[];
  artefacts: PipelineArtefacts;
  /** What an edit changed, in words for the person; saved with the version. */
  reply?: string;
  /** What an edit could not do, each in words for the person ("could not tell what …"). */
  notDone?: string[];
  /**
   * The Frontend wrote an edited page again (its patches did not apply): before it is saved the
   * page is checked for anything it lost of what the page before it delivered. Set only when
   * true, as the state machine's Choice asks whether it is present.
   */
  rewritten?: true;
}

/**
 * The work of the Parallel's branches as one: every agent either completed, and every artefact
 * either made (the branches start from the same work, so what they share is the same).
 */
export function mergedWork(branches: readonly PipelineWork[]): PipelineWork {
  const completed = new Set(branches.flatMap((work) => work.completed));
  // The branches are in pipeline order: a later agent's account of an edit is the newer one.
  const reply = branches.map((work) => work.reply).findLast((text) => text !== undefined);
  const notDone = branches.map((work) => work.notDone).findLast((list) => list !== undefined);
  return {
    completed: AGENT_NAMES.filter((agent) => completed.has(agent)),
    artefacts: Object.assign({}, ...branches.map((work) => work.artefacts)) as PipelineArtefacts,
    ...(reply === undefined ? {} : { reply }),
    ...(notDone === undefined ? {} : { notDone }),
    ...(branches.some((work) => work.rewritten) ? { rewritten: true } : {}),
  };
}

/** The state every Task receives. */
export interface PipelineState {
  run: PipelineRun;
  work: PipelineWork;
  /** Set by a Catch (`ResultPath: $.error`): what failed. */
  error?: { Error: string; Cause: string };
}

/** The execution's input. */
export function initialPipelineState(run: PipelineRun): PipelineState {
  return { run, work: { completed: [], artefacts: {} } };
}
