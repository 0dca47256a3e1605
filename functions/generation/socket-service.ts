import { ulid } from 'ulid';
import {
  generateSocketMessageSchema,
  watchSocketMessageSchema,
} from '../../shared/api/socket-client-schemas';
import type { ServerSocketMessage, WaitingMessage } from '../../shared/api/socket-schemas';
import type { TransactionRun } from '../../shared/api/credits-schemas';
import { AGENT_NAMES, type AgentName } from '../../shared/constants';
import type { IdTokenVerifier } from '../auth/id-token-verifier';
import { emailVerifiedOf } from '../auth/profiles';
import { AccountBusyError, InsufficientCreditsError } from '../credits/credit-account';
import { readRawBody } from '../http/parse-request';
import type { TableClient } from '../lib/dynamo-client';
import { ProjectError } from '../projects/project-errors';
import { readProjectState } from '../projects/projects';
import { readVersion } from '../projects/versions';
import type { GenerationEngine } from './models/model-settings';
import { pendingStatuses, quoteRunFor, sizeOfMessage } from './generation-quote';
import { editQuote, GenerationInProgressError, type GenerationRuns } from './generation-runs';
import type { Connections, ProjectNotifier } from './pipeline/connections';
import { statusMessageOf, type GenerationRecords } from './pipeline/generation-records';
import type { PipelineRun, PipelineState } from './pipeline/pipeline-state';
import { appendLogKeys, logger, type BusinessMetrics } from '../lib/observability';
import { RUN_WAIT_LIMIT_SECONDS } from '../lib/time-budget';
import { recordedRun, runStartOwedPart, startOverdueRuns, startRun } from './run-starts';
import { connectAuthorizerContextSchema } from './socket-authorizer';

export { START_FAILED_MESSAGE } from './run-starts';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';
export const INVALID_MESSAGE = 'Messages must be JSON with a token and a message.';
export const TOO_MANY_MESSAGES_MESSAGE =
  'Too many messages on this connection. Reload the page to connect again.';
export const TOO_MANY_CONNECTS_MESSAGE =
  'Too many connections from your network this minute. Wait a minute, then reload the page.';
export const TOO_MANY_ACCOUNT_MESSAGES_MESSAGE =
  'Too many messages from your account this minute. Wait a minute, then reload the page.';
export const TOO_MANY_ACCOUNT_CONNECTS_MESSAGE =
  'Too many connections from your account this minute. Wait a minute, then reload the page.';
/** A message our side failed on; nothing it debited stays taken (its run refunds it). */
export const MESSAGE_FAILED_MESSAGE = 'Something went wrong. Please try again.';
/**
 * Why a build was refused to an account that has not verified its email yet; the workspace asks
 * for the code when it hears it (with `verify_email` on the answer).
 */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your email address before you spend your credits: enter the code we email you.';

/** What API Gateway passes a WebSocket route's function (the fields this one reads). */
export interface SocketEvent {
  requestContext: {
    routeKey: string;
    connectionId: string;
    requestId?: string;
    /** Where the connection comes from (API Gateway's `identity.sourceIp`). */
    identity?: { sourceIp?: string };
    /** What the `$connect` authorizer said of the connection (socket-authorizer.ts). */
    authorizer?: unknown;
  };
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

export interface SocketResult {
  statusCode: number;
  body?: string;
}

export interface SocketServiceDeps {
  table: TableClient;
  connections: Connections;
  notifier: ProjectNotifier;
  verifyToken: IdTokenVerifier;
  records: GenerationRecords;
  runs: GenerationRuns;
  /** Closes a connection (one that sends messages too fast). */
  disconnect: (connectionId: string) => Promise<void>;
  /** Starts the state machine; the execution's name is the generation id. */
  startExecution: (name: string, state: PipelineState) => Promise<void>;
  /** Counts the builds that start, and those that fail to (the runs count the money). */
  metrics: BusinessMetrics;
  /** What writes the pages: a run is priced and recorded by it, as its quote was. */
  engine: Pick<GenerationEngine, 'pricedAs'>;
  clock: () => Date;
  newId?: () => string;
}

/** The parts of a project a run needs, read in one consistent get. */
interface ProjectForRun {
  name: string;
  currentVersion: number;
  activeGeneration: string | null;
}

/** A message refused before anything was written. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly newBalance?: number,
    /** Credits the message lacked, when the balance was short. */
    readonly missing?: number,
    /** Refused until the account verifies its email. */
    readonly verifyEmail?: true,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** A user over their minute's messages, across connections: answered, then the socket closed. */
class Flooding extends Refusal {
  constructor(message = TOO_MANY_ACCOUNT_MESSAGES_MESSAGE) {
    super(message);
    this.name = 'Flooding';
  }
}

function parseBody(event: SocketEvent): unknown {
  try {
    return JSON.parse(readRawBody(event).toString('utf8'));
  } catch {
    throw new Refusal(INVALID_MESSAGE);
  }
}

async function readProject(
  deps: SocketServiceDeps,
  userId: string,
  projectId: string,
): Promise<ProjectForRun> {
  const state = await readProjectState(deps.table, userId, projectId);
  if (!state || state.deleting) throw new Refusal(PROJECT_NOT_FOUND_MESSAGE);
  const live = state.lock !== null && state.lock.until > deps.clock().getTime();
  return {
    name: state.name,
    currentVersion: state.currentVersion,
    activeGeneration: live ? (state.lock?.generationId ?? null) : null,
  };
}

/** The caller, from the token in the message. */
async function userOf(deps: SocketServiceDeps, token: string): Promise<string> {
  try {
    const claims = await deps.verifyToken(token);
    if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('No subject');
    return claims.sub;
  } catch {
    throw new Refusal(SESSION_EXPIRED_MESSAGE);
  }
}

/**
 * Checks the token and the project, and makes this connection one of the project's watchers. The
 * token is checked on every message although the ticket named the user at `$connect`: a socket
 * lives up to two hours, and a build spends credits, so each one proves a session still current
 * (and the watch refuses a token of anyone but the connection's user).
 */
async function admit(deps: SocketServiceDeps, connectionId: string, token: string) {
  const userId = await userOf(deps, token);
  if (!(await deps.connections.countUserMessage(userId, deps.clock()))) throw new Flooding();
  const connection = await deps.connections.get(connectionId);
  if (!connection) throw new Refusal(PROJECT_NOT_FOUND_MESSAGE);
  const project = await readProject(deps, userId, connection.projectId);
  if (!(await deps.connections.watch(connectionId, userId, connection.projectId, deps.clock()))) {
    throw new Refusal(SESSION_EXPIRED_MESSAGE);
  }
  return { userId, projectId: connection.projectId, project };
}

/** Sends this tab the live state of the project's run under way, if there is one. */
async function replay(
  deps: SocketServiceDeps,
  connectionId: string,
  { userId, projectId, active }: { userId: string; projectId: string; active: string },
) {
  const record = await deps.records.get(userId, projectId, active);
  if (record?.status !== 'running') return;
  for (const agent of record.agents) {
    await deps.notifier.send(connectionId, statusMessageOf(record.generation_id, agent));
  }
  const run = recordedRun(record);
  if (run?.queued && record.agents.every((agent) => agent.status === 'pending')) {
    await deps.notifier.send(connectionId, waitingMessage(run));
  }
  if (run) await startIfNeverStarted(deps, run);
}

/** What a tab is told of a queued run: it is paid for, and when its credits come back. */
function waitingMessage(run: Pick<PipelineRun, 'generationId' | 'startedAt'>): WaitingMessage {
  const until = Date.parse(run.startedAt) + RUN_WAIT_LIMIT_SECONDS * 1000;
  return { type: 'waiting', generation_id: run.generationId, until: new Date(until).toISOString() };
}

/**
 * How long after its debit a watching tab starts a run itself: the message that debited it starts
 * it within moments, and a second start only costs a call (it is answered as the first), so a
 * run left unstarted by a stopped function starts as soon as a tab watches its project.
 */
const START_GRACE_MS = 3_000;

/** A run debited whose execution may never have started: started now, or refunded. */
async function startIfNeverStarted(deps: SocketServiceDeps, run: PipelineRun) {
  if (deps.clock().getTime() - Date.parse(run.startedAt) < START_GRACE_MS) return;
  await startRun(deps, run);
}

/**
 * Credits are spent only by accounts that have proved their email, where the operator asks for
 * that (the profile says; profiles from before then have no flag and count as verified).
 */
async function requireVerifiedEmail(deps: SocketServiceDeps, userId: string): Promise<void> {
  if (!(await emailVerifiedOf(deps.table, userId))) {
    throw new Refusal(EMAIL_NOT_VERIFIED_MESSAGE, undefined, undefined, true);
  }
}

/** A build or an edit, as asked in one message. */
interface BuildRequest {
  userId: string;
  projectId: string;
  project: ProjectForRun;
  prompt: string;
  requested: readonly AgentName[] | undefined;
}

/** The run a message starts: its quote, what it pays for, and the version it edits. */
async function planRun(deps: SocketServiceDeps, request: BuildRequest) {
  const { userId, projectId, project, prompt } = request;
  const hasCode = project.currentVersion > 0;
  const selection = { prompt, hasCode };
  const quote = quoteRunFor(
    selection,
    request.requested,
    deps.engine.pricedAs,
    await sizeOfMessage(selection),
  );
  const { agents } = quote;
  const paidFor: TransactionRun = {
    project_id: projectId,
    project_name: project.name,
    kind: hasCode ? 'edit' : 'build',
    agents,
    ...(hasCode ? { message: editQuote(prompt) } : {}),
  };
  const base = hasCode
    ? await readVersion(deps.table, userId, projectId, project.currentVersion)
    : null;
  const run: PipelineRun = {
    generationId: (deps.newId ?? ulid)(),
    userId,
    projectId,
    prompt,
    model: quote.model,
    agents,
    chosen: Object.fromEntries(
      AGENT_NAMES.map((agent) => [agent, agents.includes(agent)]),
    ) as Record<AgentName, boolean>,
    lines: quote.lines.map((line) => ({ name: line.name, cost: line.cost })),
    modelCost: quote.modelCost,
    total: quote.total,
    baseCodeKey: base?.codeKey ?? null,
    startedAt: deps.clock().toISOString(),
    paidFor,
  };
  return { run, quote, paidFor };
}

/**
 * Debits the quote with the run lock and the run's record in one transaction, sends the pending
 * statuses and starts the state machine; a start that fails is refunded at once. When the
 * account's other runs hold every place, the run is debited queued: its execution waits for a
 * place (the state machine's `Take a builder`), and the tab is told it waits.
 */
async function build(deps: SocketServiceDeps, request: BuildRequest): Promise<void> {
  const { userId, projectId } = request;
  const { run, quote, paidFor } = await planRun(deps, request);
  const { generationId } = run;
  appendLogKeys({ generationId });
  const at = new Date(run.startedAt);
  const queuedRun: PipelineRun = { ...run, queued: true };
  const writesOf = (written: PipelineRun) => [
    deps.records.putNew(written),
    runStartOwedPart(deps.table.tableName, written),
  ];
  let waiting: boolean;
  try {
    ({ waiting } = await deps.runs.startGeneration({
      userId,
      projectId,
      generationId,
      quote,
      run: paidFor,
      at,
      with: writesOf(run),
      queued: writesOf(queuedRun),
    }));
  } catch (error) {
    if (error instanceof InsufficientCreditsError) {
      throw new Refusal(error.message, error.balance, error.needed - error.balance);
    }
    if (error instanceof ProjectError) throw new Refusal(PROJECT_NOT_FOUND_MESSAGE);
    // Refusals whose own words are the answer: another run on the project, a balance too busy
    // to debit.
    if (error instanceof GenerationInProgressError || error instanceof AccountBusyError) {
      throw new Refusal(error.message);
    }
    throw error;
  }
  // Nothing between the debit and the start may keep the run from starting: a tab that misses
  // the pending statuses still hears the agents' own. A function stopped here leaves the run's
  // start owed, and the next sweep (startOverdueRuns) starts it.
  const said = [
    ...pendingStatuses(generationId, quote, at),
    ...(waiting ? [waitingMessage(run)] : []),
  ];
  await deps.notifier
    .broadcast(userId, projectId, ...said)
    .catch((error: unknown) => logger.warn('Could not send the pending statuses', { error }));
  if (await startRun(deps, waiting ? queuedRun : run)) deps.metrics.count('BuildsStarted');
}

/** A watch (replaying a run under way) or a build; a refusal is answered on this socket only. */
async function message(deps: SocketServiceDeps, event: SocketEvent): Promise<void> {
  const { connectionId } = event.requestContext;
  // Counted before anything else is read: a flood costs one write per message, then the socket.
  if (!(await deps.connections.countMessage(connectionId, deps.clock()))) {
    await deps.notifier.send(connectionId, { error: TOO_MANY_MESSAGES_MESSAGE });
    await deps.disconnect(connectionId);
    return;
  }
  try {
    const body = parseBody(event);
    const watch = watchSocketMessageSchema.safeParse(body);
    if (watch.success) {
      const { userId, projectId, project } = await admit(deps, connectionId, watch.data.token);
      appendLogKeys({ projectId });
      if (project.activeGeneration) {
        await replay(deps, connectionId, { userId, projectId, active: project.activeGeneration });
      }
      return;
    }
    const parsed = generateSocketMessageSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const tokenMissing = issue?.path[0] === 'token';
      throw new Refusal(tokenMissing ? INVALID_MESSAGE : (issue?.message ?? INVALID_MESSAGE));
    }
    const admitted = await admit(deps, connectionId, parsed.data.token);
    appendLogKeys({ projectId: admitted.projectId });
    await requireVerifiedEmail(deps, admitted.userId);
    await build(deps, {
      ...admitted,
      prompt: parsed.data.message,
      requested: parsed.data.agents,
    });
  } catch (error) {
    // Every message is answered once: a failure of ours too, after which it is thrown on (so it
    // is counted as the function's error); anything it had debited is refunded by its run.
    const refusal = error instanceof Refusal ? error : new Refusal(MESSAGE_FAILED_MESSAGE);
    const answer: ServerSocketMessage = {
      error: refusal.message,
      ...(refusal.newBalance === undefined ? {} : { new_balance: refusal.newBalance }),
      ...(refusal.missing === undefined ? {} : { missing: refusal.missing }),
      ...(refusal.verifyEmail ? { verify_email: true as const } : {}),
    };
    await deps.notifier.send(connectionId, answer);
    if (refusal instanceof Flooding) await deps.disconnect(connectionId);
    if (refusal !== error) throw error;
  }
}

/**
 * `$connect`, once the authorizer took the socket's ticket: the connection is the ticket's user's,
 * for its project, if the address's and the account's minutes allow one more.
 */
async function connect(deps: SocketServiceDeps, event: SocketEvent): Promise<SocketResult> {
  const caller = connectAuthorizerContextSchema.safeParse(event.requestContext.authorizer);
  // Only an authorized connect gets here: without the authorizer's word nothing opens.
  if (!caller.success) return { statusCode: 403, body: 'Forbidden' };
  const { userId, projectId } = caller.data;
  appendLogKeys({ projectId });
  const at = deps.clock();
  const address = event.requestContext.identity?.sourceIp;
  if (address && !(await deps.connections.countConnect(address, at))) {
    return { statusCode: 429, body: TOO_MANY_CONNECTS_MESSAGE };
  }
  if (!(await deps.connections.countUserConnect(userId, at))) {
    return { statusCode: 429, body: TOO_MANY_ACCOUNT_CONNECTS_MESSAGE };
  }
  await deps.connections.open(event.requestContext.connectionId, { userId, projectId }, at);
  return { statusCode: 200 };
}

/**
 * The live connection. `$connect` (behind its ticket authorizer) remembers whose socket it is and
 * for which project; every message carries the user's token, verified here; a watch makes the
 * tab receive the project's runs (and replays one under way); a message is a build: agents chosen,
 * quote debited with the run lock, the run's record and its owed start in one transaction, pending
 * statuses sent, the state machine started. A schedule sweeps the starts left owed.
 */
export function createSocketService(deps: SocketServiceDeps) {
  return {
    async handle(event: SocketEvent): Promise<SocketResult> {
      const { routeKey, connectionId } = event.requestContext;
      if (routeKey === '$connect') return connect(deps, event);
      if (routeKey === '$disconnect') {
        await deps.connections.close(connectionId);
        return { statusCode: 200 };
      }
      await message(deps, event);
      return { statusCode: 200 };
    },
    /** The schedule's sweep: runs whose message debited them but never started them. */
    startOverdueRuns: (deadlineMs?: number) => startOverdueRuns(deps, deadlineMs),
  };
}
