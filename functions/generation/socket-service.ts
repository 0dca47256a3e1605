import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  generateSocketMessageSchema,
  watchSocketMessageSchema,
  type ServerSocketMessage,
} from '../../shared/api/socket-schemas';
import type { TransactionRun } from '../../shared/api/credits-schemas';
import { AGENT_NAMES, PROJECT_MODEL, type AgentName } from '../../shared/constants';
import type { IdTokenVerifier } from '../auth/id-token-verifier';
import { InsufficientCreditsError } from '../credits/credit-account';
import { readRawBody } from '../http/parse-request';
import type { TableClient } from '../lib/dynamo-client';
import { ProjectError } from '../projects/project-errors';
import { projectKeys } from '../projects/projects';
import { versionKeys } from '../projects/versions';
import { pendingStatuses, quoteRunFor, unusedCredits } from './generation-quote';
import type { createGenerationRuns } from './generation-runs';
import type { Connections, ProjectNotifier } from './pipeline/connections';
import { statusMessageOf, type GenerationRecords } from './pipeline/generation-records';
import {
  initialPipelineState,
  type PipelineRun,
  type PipelineState,
} from './pipeline/pipeline-state';
import { GenerationInProgressError } from './project-run-lock';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';
export const INVALID_MESSAGE = 'Messages must be JSON with a token and a message.';
export const START_FAILED_MESSAGE =
  'The build could not be started. Your credits were refunded; please try again.';

/** Project ids as the API makes them (ULIDs) or any similar safe id; never a path or a key part. */
const PROJECT_ID = /^[0-9A-Za-z_-]{1,64}$/;

/** What API Gateway passes a WebSocket route's function (the fields this one reads). */
export interface SocketEvent {
  requestContext: { routeKey: string; connectionId: string };
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
  runs: ReturnType<typeof createGenerationRuns>;
  /** Starts the state machine; the execution's name is the generation id. */
  startExecution: (name: string, state: PipelineState) => Promise<void>;
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
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

function parseBody(event: SocketEvent): unknown {
  try {
    return JSON.parse(readRawBody(event).toString('utf8'));
  } catch {
    throw new Refusal(INVALID_MESSAGE);
  }
}

/**
 * The live connection (spec §7). `$connect` remembers the project the socket is for; every message
 * carries the user's token, verified here (a browser cannot set headers on a WebSocket); a watch
 * makes the tab receive the project's runs (and replays one under way); a message is a build:
 * agents chosen, quote debited with the run lock and the run's record in one transaction, pending
 * statuses sent, the state machine started.
 */
export function createSocketService(deps: SocketServiceDeps) {
  const { connections, notifier, records, clock } = deps;
  const newId = deps.newId ?? ulid;

  async function readProject(userId: string, projectId: string): Promise<ProjectForRun> {
    const { Item } = await deps.table.documents.send(
      new GetCommand({
        TableName: deps.table.tableName,
        Key: projectKeys.project(userId, projectId),
        ProjectionExpression: '#name, current_version, active_generation, active_until, deleting',
        ExpressionAttributeNames: { '#name': 'name' },
        ConsistentRead: true,
      }),
    );
    if (!Item || Item.deleting === true) throw new Refusal(PROJECT_NOT_FOUND_MESSAGE);
    const live =
      typeof Item.active_generation === 'string' &&
      typeof Item.active_until === 'number' &&
      Item.active_until > clock().getTime();
    return {
      name: typeof Item.name === 'string' ? Item.name : '',
      currentVersion: typeof Item.current_version === 'number' ? Item.current_version : 0,
      activeGeneration: live ? (Item.active_generation as string) : null,
    };
  }

  /** Where the HTML of a version is (the edit's starting point). */
  async function codeKeyOf(userId: string, projectId: string, version: number) {
    const { Item } = await deps.table.documents.send(
      new GetCommand({
        TableName: deps.table.tableName,
        Key: versionKeys.version(userId, projectId, version),
        ProjectionExpression: 'code_key',
        ConsistentRead: true,
      }),
    );
    return typeof Item?.code_key === 'string' ? Item.code_key : null;
  }

  /** The caller, from the token in the message. */
  async function userOf(token: string): Promise<string> {
    try {
      const claims = await deps.verifyToken(token);
      if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('No subject');
      return claims.sub;
    } catch {
      throw new Refusal(SESSION_EXPIRED_MESSAGE);
    }
  }

  /** Checks the token and the project, and makes this connection one of the project's watchers. */
  async function admit(connectionId: string, token: string) {
    const userId = await userOf(token);
    const connection = await connections.get(connectionId);
    if (!connection) throw new Refusal(PROJECT_NOT_FOUND_MESSAGE);
    const project = await readProject(userId, connection.projectId);
    if (!(await connections.watch(connectionId, userId, connection.projectId, clock()))) {
      throw new Refusal(SESSION_EXPIRED_MESSAGE);
    }
    return { userId, projectId: connection.projectId, project };
  }

  /** Sends this tab the live state of the project's run under way, if there is one. */
  async function replay(connectionId: string, userId: string, projectId: string, active: string) {
    const record = await records.get(userId, projectId, active);
    if (record?.status !== 'running') return;
    for (const agent of record.agents) {
      await notifier.send(connectionId, statusMessageOf(record.generation_id, agent));
    }
  }

  async function build(
    userId: string,
    projectId: string,
    project: ProjectForRun,
    prompt: string,
    requested: readonly AgentName[] | undefined,
  ): Promise<void> {
    const hasCode = project.currentVersion > 0;
    const quote = quoteRunFor({ prompt, hasCode }, requested, PROJECT_MODEL);
    const { agents } = quote;
    const paidFor: TransactionRun = {
      project_id: projectId,
      project_name: project.name,
      kind: hasCode ? 'edit' : 'build',
      agents,
    };
    const baseCodeKey = hasCode ? await codeKeyOf(userId, projectId, project.currentVersion) : null;
    const at = clock();
    const generationId = newId();
    const run: PipelineRun = {
      generationId,
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
      baseCodeKey,
      startedAt: at.toISOString(),
      paidFor,
    };
    try {
      await deps.runs.startGeneration({
        userId,
        projectId,
        generationId,
        quote,
        run: paidFor,
        at,
        with: [records.putNew(run)],
      });
    } catch (error) {
      if (error instanceof InsufficientCreditsError) {
        throw new Refusal(error.message, error.balance, error.needed - error.balance);
      }
      if (error instanceof GenerationInProgressError) throw new Refusal(error.message);
      if (error instanceof ProjectError) throw new Refusal(PROJECT_NOT_FOUND_MESSAGE);
      throw error;
    }
    await notifier.broadcast(userId, projectId, ...pendingStatuses(generationId, quote, at));
    try {
      await deps.startExecution(generationId, initialPipelineState(run));
    } catch (error) {
      console.error(
        JSON.stringify({ msg: 'StartExecution failed', generationId, error: String(error) }),
      );
      const failedAt = clock();
      const refunded = unusedCredits(run, []);
      const result = await deps.runs.failGeneration({
        userId,
        projectId,
        generationId,
        unusedCredits: refunded,
        run: paidFor,
        reason: { kind: 'failed', agent: null },
        at: failedAt,
      });
      await records.fail(run, { agent: null, error: START_FAILED_MESSAGE, refunded, at: failedAt });
      await notifier.broadcast(userId, projectId, {
        error: START_FAILED_MESSAGE,
        generation_id: generationId,
        ...(result.newBalance === null ? {} : { new_balance: result.newBalance }),
      });
    }
  }

  async function message(event: SocketEvent): Promise<void> {
    const { connectionId } = event.requestContext;
    try {
      const body = parseBody(event);
      const watch = watchSocketMessageSchema.safeParse(body);
      if (watch.success) {
        const { userId, projectId, project } = await admit(connectionId, watch.data.token);
        if (project.activeGeneration) {
          await replay(connectionId, userId, projectId, project.activeGeneration);
        }
        return;
      }
      const parsed = generateSocketMessageSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const tokenMissing = issue?.path[0] === 'token';
        throw new Refusal(tokenMissing ? INVALID_MESSAGE : (issue?.message ?? INVALID_MESSAGE));
      }
      const { userId, projectId, project } = await admit(connectionId, parsed.data.token);
      await build(userId, projectId, project, parsed.data.message, parsed.data.agents);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const answer: ServerSocketMessage = {
        error: error.message,
        ...(error.newBalance === undefined ? {} : { new_balance: error.newBalance }),
        ...(error.missing === undefined ? {} : { missing: error.missing }),
      };
      await notifier.send(connectionId, answer);
    }
  }

  return {
    async handle(event: SocketEvent): Promise<SocketResult> {
      const { routeKey, connectionId } = event.requestContext;
      if (routeKey === '$connect') {
        const projectId = event.queryStringParameters?.projectId ?? '';
        if (!PROJECT_ID.test(projectId)) {
          return { statusCode: 400, body: 'A projectId query parameter is required' };
        }
        await connections.open(connectionId, projectId, clock());
        return { statusCode: 200 };
      }
      if (routeKey === '$disconnect') {
        await connections.close(connectionId);
        return { statusCode: 200 };
      }
      await message(event);
      return { statusCode: 200 };
    },
  };
}
