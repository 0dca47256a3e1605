/**
 * Every time limit of a generation, derived from one budget: how long one model call may take.
 * A slow model writing a long page (some 20,000 tokens at 50 a second) needs about 400 s, so a
 * call may take up to MODEL_CALL_LIMIT_SECONDS; everything that waits on calls is sized from it,
 * so no outer limit cuts a call that is still within its own.
 *
 * call ≤ agent function ≤ its Task ≤ the pipeline ≤ the execution (a wait for a builder, then
 * the pipeline) ≤ the project's lease.
 */

/** The most one model call may take, its in-call retries and its streaming included. */
export const MODEL_CALL_LIMIT_SECONDS = 420;

/** What an agent does besides its model call: artefacts in and out, the page's checks (twice). */
const AGENT_OVERHEAD_SECONDS = 60;

/** An agent function's Lambda timeout. */
export const AGENT_TIMEOUT_SECONDS = MODEL_CALL_LIMIT_SECONDS + AGENT_OVERHEAD_SECONDS;

/**
 * A Task may outlive its function's own timeout by this much before the state machine gives up
 * on it: the function's timeout error (with its message) is what normally fails a slow Task.
 */
export const TASK_TIMEOUT_MARGIN_SECONDS = 30;

/**
 * The agents that may call a model, each at most once per attempt: Planner, Content, Image,
 * Frontend and Testing (the Backend's script is the catalogue's, written by code).
 */
const MODEL_CALLING_AGENTS = 5;

/** Saving the version and the state machine's own transitions. */
const FINISH_SECONDS = 60;

/**
 * The pipeline's time limit: every model-calling agent taking its whole time once. A build that
 * also waits out rate limits may reach it; it then fails and is refunded like any other failure.
 */
export const PIPELINE_TIMEOUT_SECONDS =
  MODEL_CALLING_AGENTS * (AGENT_TIMEOUT_SECONDS + TASK_TIMEOUT_MARGIN_SECONDS) + FINISH_SECONDS;

/**
 * How long a run paid for may wait for one of its account's builders when its other builds hold
 * them all (generation/run-slots.ts): past it, every credit goes back.
 */
export const RUN_WAIT_LIMIT_SECONDS = 15 * 60;

/** The execution's time limit: the wait for a builder at most, then the pipeline. */
export const EXECUTION_TIMEOUT_SECONDS = RUN_WAIT_LIMIT_SECONDS + PIPELINE_TIMEOUT_SECONDS;

/**
 * How long a run holds its project at most: the execution's limit and a little more. A pipeline
 * that dies without releasing (a crash the state machine's Catch never saw) frees the project
 * after this, so a project is never stuck.
 */
export const RUN_LEASE_MS = (EXECUTION_TIMEOUT_SECONDS + 120) * 1000;

/** Lambda's own ceiling. */
const LAMBDA_MAX_TIMEOUT_SECONDS = 900;
if (AGENT_TIMEOUT_SECONDS > LAMBDA_MAX_TIMEOUT_SECONDS) {
  throw new Error('An agent function cannot run longer than Lambda allows (900 s).');
}
