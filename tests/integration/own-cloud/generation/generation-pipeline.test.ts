import { randomUUID } from 'node:crypto';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { localS3ClientConfig } from '../../../../tools/local-cloud/s3/local-s3';
import { codeObjectKeys } from '../../../../functions/projects/code-object-keys';
import { runKeys, runStartKeys } from '../../../../functions/lib/table-keys';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  listRunsResponseSchema,
  projectDetailSchema,
} from '../../../../shared/api/project-schemas';
import type {
  PreviewMessage,
  ScorecardMessage,
  ServerSocketMessage,
  StatusMessage,
} from '../../../../shared/api/socket-schemas';
import {
  AGENT_NAMES,
  MAX_SOCKET_MESSAGE_BYTES,
  WELCOME_CREDITS,
  type AgentName,
} from '../../../../shared/constants';
import { localDynamoClientConfig } from '../../../../tools/local-cloud/dynamodb';
import { ledgerEntriesOf } from '../../../../testing/local-table';
import { seedProject, setCredits } from '../../../../testing/cloud/seed';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../../testing/cloud/local-accounts';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import {
  isComplete,
  isError,
  openTestSocket,
  type TestSocket,
} from '../../../../testing/cloud/socket-client';
import {
  ACCOUNT_BUSY_MESSAGE,
  INSUFFICIENT_CREDITS_MESSAGE,
} from '../../../../functions/credits/credit-account';
import { offlineModels } from '../../../../functions/generation/offline/offline-models';
import { createAgentWork } from '../../../../functions/generation/pipeline/agent-work';
import { GENERATION_IN_PROGRESS_MESSAGE } from '../../../../functions/generation/generation-runs';
import { withPreviewPiece } from '../../../../shared/preview-stream';
import { pipelineTasksWith } from '../../../../testing/pipeline-tasks';
import { ulid } from 'ulid';
import { tableClientOf, type TableClient } from '../../../../functions/lib/dynamo-client';
import { createGenerationRuns } from '../../../../functions/generation/generation-runs';
import { quoteRun } from '../../../../shared/pricing';
import { createGenerationRecords } from '../../../../functions/generation/pipeline/generation-records';
import {
  createConnectionPoster,
  createConnections,
  createProjectNotifier,
} from '../../../../functions/generation/pipeline/connections';
import { generationEngine } from '../../../../functions/generation/models/model-settings';
import {
  createSocketService,
  MESSAGE_FAILED_MESSAGE,
  type SocketServiceDeps,
} from '../../../../functions/generation/socket-service';
import {
  RUN_START_DEADLINE_MS,
  runStartOwedPart,
} from '../../../../functions/generation/run-starts';
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { PipelineRun } from '../../../../functions/generation/pipeline/pipeline-state';
import { cachedGenerationDefinition } from '../../../../tools/local-cloud/stepfunctions/definition-cache';

/**
 * The whole generation path over a real WebSocket: the local gateway's socket and @connections,
 * the socket function, the state machine's very definition run by the local Step Functions, the
 * agent tasks with the offline models, DynamoDB and S3 stand-ins.
 */

/**
 * Which agent the injected failure hits (none by default), an agent held until the test lets it
 * go, and pages made oversized.
 */
const inject: {
  failAt: AgentName | null;
  holdAt: { agent: AgentName; until: Promise<void> } | null;
  hugePages: boolean;
} = {
  failAt: null,
  holdAt: null,
  hugePages: false,
};

let documents: DynamoDBDocumentClient;

const PADDING = `<!-- ${'padding '.repeat(20_000)} -->`;

// A cloud of its own: its Tasks run this file's models and failures (taskHandlers).
const cloud = useOwnLocalCloud({
  // The sweep of runs left unstarted, every half second rather than every minute.
  schedules: { everyMs: 500 },
  // The real tasks and wiring, with the agents' work wrapped so a test can make one fail or
  // make the page larger than a socket message.
  taskHandlers: pipelineTasksWith((deps) => ({
    workFor: async (run) => {
      const real = await deps.workFor(run);
      const models = inject.hugePages
        ? {
            ...offlineModels,
            buildPage: async (
              ...[plan, content, images, options]: Parameters<typeof offlineModels.buildPage>
            ) => {
              // The page so far is over a socket message too, from the start of its main on.
              const partial = options?.onPartialHtml;
              const padded = (html: string) => html.replace('<main id="main">', `$&${PADDING}`);
              const page = await offlineModels.buildPage(plan, content, images, {
                ...options,
                ...(partial ? { onPartialHtml: (html) => partial(padded(html)) } : {}),
              });
              return padded(page);
            },
          }
        : null;
      const work = models
        ? createAgentWork({
            models,
            groundwork: offlineModels,
            artefacts: deps.artefacts,
            readCode: async () => null,
          })
        : real;
      return {
        run: async (agent, state, report, partialPage) => {
          if (agent === inject.holdAt?.agent) await inject.holdAt.until;
          if (agent === inject.failAt) {
            await report({ text: 'Working on it', percent: 30 });
            throw new Error(`Injected failure in ${agent}`);
          }
          return work.run(agent, state, report, partialPage);
        },
      };
    },
  })),
});

function previewsOf(messages: readonly unknown[]): PreviewMessage[] {
  return messages.filter(
    (message): message is PreviewMessage =>
      typeof message === 'object' &&
      message !== null &&
      'type' in message &&
      message.type === 'preview',
  );
}

/** The text a workspace puts together from the pieces, failing on one out of order. */
function assembled(previews: readonly PreviewMessage[]): string {
  return previews.reduce((text, piece) => {
    const next = withPreviewPiece(text, piece);
    if (next === null)
      throw new Error(`A piece at ${piece.offset} after ${text.length} characters`);
    return next;
  }, '');
}

async function codeObjectsUnder(prefix: string): Promise<string[]> {
  const s3 = new S3Client(localS3ClientConfig(cloud.s3.endpoint));
  try {
    const listed = await s3.send(
      new ListObjectsV2Command({ Bucket: cloud.s3.bucketNames.code, Prefix: prefix }),
    );
    return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
  } finally {
    s3.destroy();
  }
}

async function runRecordsOf(sub: string, projectId: string) {
  const { Items } = await documents.send(
    new QueryCommand({
      TableName: cloud.dynamo.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: {
        ':pk': `USER#${sub}`,
        ':prefix': runKeys.projectPrefix(projectId),
      },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

beforeAll(async () => {
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
  );
  // The state machine's definition, synthesized by CDK when its sources changed (seconds, more on
  // a busy machine), is made here, as `npm start` makes it before anyone builds, so the first
  // test's build does not wait for it.
  await cachedGenerationDefinition();
});

beforeEach(() => {
  inject.failAt = null;
  inject.holdAt = null;
  inject.hugePages = false;
});

/** Needs the four complete-site agents, Image (custom art) and Backend (full-stack): all six. */
const EVERYTHING =
  'A complete full-stack website for a handmade soy candle store with custom illustrations and a newsletter signup form';
/** What the local cloud prices runs as: template mode, or a model, by its environment. */
const ENGINE = generationEngine(process.env).pricedAs;
const EVERYTHING_TOTAL = quoteRun([...AGENT_NAMES], ENGINE).total;
/** Frontend alone. */
const LANDING = 'A landing page for a neighbourhood bakery called Crumb & Co';
const LANDING_TOTAL = quoteRun(['Frontend'], ENGINE).total;
/** The model's credit per message: none in template mode. */
const MODEL_CREDIT = quoteRun(['Frontend'], ENGINE).modelCost;
/** Edits by the Frontend, by their size. */
const SMALL_EDIT_TOTAL = quoteRun(['Frontend'], ENGINE, 'small').total;
const LARGER_EDIT_TOTAL = quoteRun(['Frontend'], ENGINE, 'medium').total;

const newUser = () => signUpWithProfile(cloud, `g-${randomUUID().slice(0, 8)}@example.com`);

/**
 * `setCredits` changes a balance without a ledger entry; what it added is remembered, so the
 * ledger can still be checked to the credit.
 */
const unledgered = new Map<string, number>();

async function giveCredits(user: SignedUpAccount, credits: number) {
  await setCredits(cloud, user.sub, credits);
  const ledger = await ledgerOf(user.sub);
  unledgered.set(user.sub, credits - ledger.reduce((sum, entry) => sum + entry.amount, 0));
}

async function newProject(user: SignedUpAccount, credits?: number) {
  if (credits !== undefined) await giveCredits(user, credits);
  return seedProject(cloud, { userId: user.sub, name: 'Candles' });
}

async function balanceOf(sub: string): Promise<number> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: cloud.dynamo.tableName,
      Key: { PK: `USER#${sub}`, SK: 'PROFILE' },
      ConsistentRead: true,
    }),
  );
  return Number(Item?.credits);
}

async function ledgerOf(sub: string) {
  const entries = await ledgerEntriesOf({ documents, tableName: cloud.dynamo.tableName }, sub);
  return entries.map(({ type, amount }) => ({ type, amount }));
}

/** Balance and ledger agree, and the ledger holds exactly the expected entries. */
async function expectMoney(sub: string, balance: number) {
  expect(await balanceOf(sub)).toBe(balance);
  const ledger = await ledgerOf(sub);
  const ledgered = ledger.reduce((sum, entry) => sum + entry.amount, 0);
  expect(ledgered + (unledgered.get(sub) ?? 0)).toBe(balance);
  return ledger;
}

async function getProject(user: SignedUpAccount, projectId: string) {
  const reply = await callApi(cloud, 'GET', `/api/projects/${projectId}`, { token: user.idToken });
  expect(reply.status).toBe(200);
  return projectDetailSchema.parse(reply.body);
}

const statusesOf = (messages: readonly ServerSocketMessage[]): StatusMessage[] =>
  messages.filter(
    (message): message is StatusMessage => 'type' in message && message.type === 'status',
  );

async function connect(user: SignedUpAccount, projectId: string): Promise<TestSocket> {
  const socket = await openTestSocket(cloud, projectId, user.idToken);
  socket.watch(user.idToken);
  return socket;
}

describe('a build over the live connection', () => {
  it('reports every chosen agent in order, completes with the code and the new balance, and stores the version', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, EVERYTHING);
    // The file's first build also loads every agent's module once: it gets more time.
    const end = await socket.end({ timeoutMs: 45_000 });
    if (!isComplete(end)) throw new Error(`The build did not complete: ${JSON.stringify(end)}`);
    // The agents whose work left the page as it was (here the Testing agent: the page passes
    // its checks) give their quoted cost back in the same run.
    const idle = end.refunded_for ?? [];
    const paid = EVERYTHING_TOTAL - (end.refunded ?? 0);
    expect(end).toMatchObject({ type: 'complete', new_balance: 100 - paid, version: 1 });
    expect(end.code).toContain('<!DOCTYPE html>'.slice(0, 9));

    const statuses = statusesOf(socket.messages);
    // All six are announced first, waiting, with costs that add up to the debit less the model's credit.
    const pending = statuses.slice(0, 6);
    expect(pending.map((status) => [status.agent, status.status])).toEqual(
      AGENT_NAMES.map((agent) => [agent, 'pending']),
    );
    expect(pending.reduce((sum, status) => sum + status.cost, 0)).toBe(
      EVERYTHING_TOTAL - MODEL_CREDIT,
    );
    // Then each agent works and completes before the next one starts; the Image agent and the
    // Frontend work side by side, both after the Content agent and before the Backend.
    const order = statuses.slice(6).map((status) => `${status.agent}:${status.status}`);
    const sideBySide = (entry: string) => /^(Image|Frontend):/.test(entry);
    const collapsed = order
      .filter((entry) => !sideBySide(entry))
      .filter((entry, index, kept) => entry !== kept[index - 1]);
    expect(collapsed).toEqual(
      ['Planner', 'Content', 'Backend', 'Testing'].flatMap((agent) => [
        `${agent}:working`,
        `${agent}:completed`,
      ]),
    );
    const between = order.slice(
      order.indexOf('Content:completed') + 1,
      order.indexOf('Backend:working'),
    );
    expect(between.every(sideBySide)).toBe(true);
    for (const agent of ['Image', 'Frontend']) {
      const own = between.filter((entry) => entry.startsWith(`${agent}:`));
      expect(own[0]).toBe(`${agent}:working`);
      expect(own.at(-1)).toBe(`${agent}:completed`);
    }
    // The pictures the Image agent made are on the page the Frontend wrote beside it.
    expect(end.code).not.toContain('{{image:');
    expect(end.code).toMatch(/<div class="hero-art"><svg/);
    const completed = statuses.filter((status) => status.status === 'completed');
    for (const status of completed) {
      const given = idle.includes(status.agent) && status.cost > 0;
      expect(status.credits_used).toBe(given ? 0 : status.cost);
      if (given) expect(status.progress).toMatch(/\d+ credits? back$/);
    }
    expect(end.refunded ?? 0).toBe(
      completed
        .filter((status) => idle.includes(status.agent))
        .reduce((sum, status) => sum + status.cost, 0),
    );
    for (const status of statuses.filter((status) => status.status === 'working')) {
      expect(status.progressPercent).toBeGreaterThan(0);
      expect(status.progress).toBeTruthy();
    }

    // What the page delivered follows the complete, and stays with the version.
    const card = await socket.next(
      (message): message is ScorecardMessage => 'type' in message && message.type === 'scorecard',
    );
    expect(socket.messages.indexOf(card)).toBeGreaterThan(socket.messages.indexOf(end));
    expect(card).toMatchObject({ generation_id: end.generation_id, version: 1 });
    expect(card.scorecard.asked).toBeGreaterThan(0);
    const versions = await callApi(cloud, 'GET', `/api/projects/${projectId}/versions`, {
      token: user.idToken,
    });
    expect(JSON.stringify(versions.body)).toContain(JSON.stringify(card.scorecard));

    const project = await getProject(user, projectId);
    expect(project.generated_code).toBe(end.code);
    const ledger = await expectMoney(user.sub, 100 - paid);
    expect(ledger.filter((entry) => entry.type === 'spend')).toEqual([
      { type: 'spend', amount: -EVERYTHING_TOTAL },
    ]);
    expect(ledger.filter((entry) => entry.type === 'refund')).toEqual(
      paid < EVERYTHING_TOTAL ? [{ type: 'refund', amount: EVERYTHING_TOTAL - paid }] : [],
    );
    await socket.close();
  }, 60_000);

  it('sends the page as the Frontend writes it, then the finished page', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, LANDING);
    const end = await socket.end();
    if (!isComplete(end)) throw new Error(`Expected complete, got ${JSON.stringify(end)}`);

    const previews = previewsOf(socket.messages);
    // The first at once, then at most every PREVIEW_INTERVAL_MS, all before the complete.
    expect(previews.length).toBeGreaterThanOrEqual(2);
    expect(socket.messages.indexOf(previews.at(-1) ?? end)).toBeLessThan(
      socket.messages.indexOf(end),
    );
    for (const preview of previews) expect(preview.generation_id).toBe(end.generation_id);
    // In order: each piece continues the text, or starts it again.
    const text = assembled(previews);
    expect(text).toMatch(/^<!DOCTYPE html>[\s\S]*<main id="main">[\s\S]*<section/);
    expect(text).not.toContain('site-behaviour');
    expect(end.code).toContain(text.slice(0, text.indexOf('<main id="main">')));
    // The Frontend's progress follows the sections it has written.
    const writing = statusesOf(socket.messages).filter(
      (status) =>
        status.agent === 'Frontend' && status.progress?.startsWith('Placing template section'),
    );
    expect(writing.length).toBeGreaterThan(0);
    const percents = writing.map((status) => status.progressPercent ?? 0);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    await socket.close();
  });

  it('streams a page over one socket message in pieces that each fit one', async () => {
    inject.hugePages = true;
    const user = await newUser();
    const projectId = await newProject(user);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, LANDING);
    expect(isComplete(await socket.end())).toBe(true);
    for (const message of socket.messages) {
      expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThanOrEqual(
        MAX_SOCKET_MESSAGE_BYTES,
      );
    }
    const text = assembled(previewsOf(socket.messages));
    expect(Buffer.byteLength(text)).toBeGreaterThan(MAX_SOCKET_MESSAGE_BYTES);
    expect(text).toMatch(/<section[\s\S]*<\/section>/);
    await socket.close();
  });

  it('edits the current page into a new version on the next message', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, LANDING);
    const first = await socket.end();
    expect(isComplete(first) && first.version).toBe(1);
    const from = socket.messages.length;
    socket.generate(
      user.idToken,
      'Change the title to "Crumb & Co. Bakery" and make the accent colour green',
    );
    const second = await socket.end({ from });
    expect(isComplete(second) && second.version).toBe(2);
    if (!isComplete(first) || !isComplete(second)) return;
    expect(second.code).not.toBe(first.code);
    expect(second.code).toContain('Crumb &amp; Co. Bakery');
    // A rename and a colour: a small edit.
    await expectMoney(user.sub, 100 - LANDING_TOTAL - SMALL_EDIT_TOTAL);
    // The version says what the edit changed.
    const latest = (await getProject(user, projectId)).versions.find((v) => v.version === 2);
    expect(latest?.reply).toMatch(
      /^Renamed “Crumb & Co” to “Crumb & Co\. Bakery” in \d+ places; Gave the page new colours$/,
    );
    // And the workspace hears it as the run ends; everything was done.
    expect(second.reply).toBe(latest?.reply);
    expect(second.not_done).toBeUndefined();
    await socket.close();
  });

  it('says in the complete message what part of an edit it could not do', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, LANDING);
    expect(isComplete(await socket.end())).toBe(true);
    const from = socket.messages.length;
    socket.generate(user.idToken, 'Make the accent colour green and add a unicorn');
    const end = await socket.end({ from });

    expect(isComplete(end) && end.not_done).toEqual([
      'could not tell what to change for “add a unicorn”',
    ]);
    expect(isComplete(end) && end.reply).toContain('Not done: could not tell');
    await socket.close();
  });

  it('builds no page for a tool template mode has none of: says which, refunds all, saves nothing', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, 'qr code generator');
    const end = await socket.end();

    expect(isError(end) && end.error).toMatch(
      /^Template mode has no “qr code generator”: it builds pages and its own small tools \(.+\)\. Connect an AI model to build this one\. \d+ credits were refunded\.$/,
    );
    await expectMoney(user.sub, 100);
    expect((await getProject(user, projectId)).versions).toEqual([]);
    await socket.close();
  });

  it('refunds an edit that changes nothing in full, says why, and saves no version', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, LANDING);
    expect(isComplete(await socket.end())).toBe(true);
    const from = socket.messages.length;
    socket.generate(user.idToken, 'make it pop more!!');
    const end = await socket.end({ from });

    expect(isError(end) && end.error).toMatch(
      new RegExp(
        `^Nothing on the page changed: could not tell what to change for “make it pop more”\\. Try, for example: .+ ${LARGER_EDIT_TOTAL} credits were refunded\\.$`,
      ),
    );
    expect(end.new_balance).toBe(100 - LANDING_TOTAL);
    const ledger = await ledgerEntriesOf(
      { documents, tableName: cloud.dynamo.tableName },
      user.sub,
    );
    expect(ledger.at(-1)).toMatchObject({
      type: 'refund',
      amount: LARGER_EDIT_TOTAL,
      operation: 'Refund: edit “make it pop more!!” of "Candles" left the page unchanged',
    });
    expect((await getProject(user, projectId)).versions.map((version) => version.version)).toEqual([
      1,
    ]);
    // The thread keeps both messages: the build with its version, the edit as a calm refund.
    const runs = await callApi(cloud, 'GET', `/api/projects/${projectId}/runs`, {
      token: user.idToken,
    });
    expect(runs.status).toBe(200);
    expect(listRunsResponseSchema.parse(runs.body).runs).toEqual([
      expect.objectContaining({
        prompt: 'make it pop more!!',
        status: 'failed',
        outcome: 'unchanged',
        total: LARGER_EDIT_TOTAL,
        refunded: LARGER_EDIT_TOTAL,
        error: isError(end) ? end.error : 'an error',
      }),
      expect.objectContaining({
        prompt: LANDING,
        status: 'completed',
        version: 1,
        total: LANDING_TOTAL,
        refunded: 0,
      }),
    ]);
    await socket.close();
  });

  it('completes through the reload path when the page is over 128 KB', async () => {
    inject.hugePages = true;
    const user = await newUser();
    const projectId = await newProject(user);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, LANDING);
    const end = await socket.end();
    expect(end).toMatchObject({
      type: 'complete',
      code: null,
      reload: true,
      new_balance: WELCOME_CREDITS - LANDING_TOTAL,
    });
    const project = await getProject(user, projectId);
    expect(Buffer.byteLength(project.generated_code ?? '')).toBeGreaterThan(
      MAX_SOCKET_MESSAGE_BYTES,
    );
    await socket.close();
  });

  it('shows a second tab the run under way and its end', async () => {
    let release = () => {};
    inject.holdAt = { agent: 'Testing', until: new Promise((resolve) => (release = resolve)) };
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const first = await connect(user, projectId);
    first.generate(user.idToken, EVERYTHING);
    const working = (message: ServerSocketMessage): message is StatusMessage =>
      'type' in message && message.type === 'status' && message.status === 'working';
    await first.next(working);
    const second = await connect(user, projectId);
    try {
      // The run goes on only once the second tab has been told where it is.
      await second.next(working);
    } finally {
      release();
    }
    const end = await second.end();
    expect(isComplete(end)).toBe(true);
    // The second tab was told what every agent was doing when it joined.
    const agents = new Set(statusesOf(second.messages).map((status) => status.agent));
    expect([...agents].sort()).toEqual([...AGENT_NAMES].sort());
    await Promise.all([first.close(), second.close()]);
  });
});

describe('deleting the project during its build', () => {
  it('stops the run, refunds what no agent used, and leaves nothing in either bucket', async () => {
    let release = () => {};
    inject.holdAt = { agent: 'Testing', until: new Promise((resolve) => (release = resolve)) };
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, EVERYTHING);
    const testingStarted = (message: ServerSocketMessage): message is StatusMessage =>
      'type' in message &&
      message.type === 'status' &&
      message.agent === 'Testing' &&
      message.status === 'working';
    await socket.next(testingStarted);
    const prefix = codeObjectKeys.projectPrefix(user.sub, projectId);
    expect(await codeObjectsUnder(prefix)).not.toEqual([]);

    let deleted: Awaited<ReturnType<typeof callApi>>;
    try {
      deleted = await callApi(cloud, 'DELETE', `/api/projects/${projectId}`, {
        token: user.idToken,
      });
    } finally {
      // The held agent goes on after the delete, as a Lambda outlives StopExecution on AWS.
      release();
    }
    expect(deleted.status).toBe(200);

    // Refunded once, as cancelled: every agent's price but those that had completed.
    const testingCost = 100 - EVERYTHING_TOTAL;
    const ledger = await expectMoney(user.sub, await balanceOf(user.sub));
    const refunds = ledger.filter((entry) => entry.type === 'refund');
    expect(refunds).toHaveLength(1);
    expect(await balanceOf(user.sub)).toBeGreaterThan(testingCost);
    const reasons = await ledgerEntriesOf(
      { documents, tableName: cloud.dynamo.tableName },
      user.sub,
    );
    expect(reasons.find((entry) => entry.type === 'refund')?.operation).toMatch(/was cancelled/);

    // What the held agent wrote after the delete is removed by the agent itself.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect.poll(() => codeObjectsUnder(prefix), { timeout: 10_000 }).toEqual([]);
    expect(await runRecordsOf(user.sub, projectId)).toEqual([]);
    const reply = await callApi(cloud, 'GET', `/api/projects/${projectId}`, {
      token: user.idToken,
    });
    expect(reply.status).toBe(404);
    await socket.close();
  });
});

/** The local cloud's table, as the socket function and the tasks reach it. */
const localTable = () =>
  tableClientOf(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
    cloud.dynamo.tableName,
  );

describe('a run debited whose execution never started', () => {
  /**
   * A run debited `agoMs` ago, with its record and its owed start, by a socket function that
   * stopped before StartExecution.
   */
  async function debitedUnstarted(user: SignedUpAccount, projectId: string, agoMs: number) {
    const table = localTable();
    const quote = quoteRun(['Frontend'], ENGINE);
    const startedAt = new Date(Date.now() - agoMs);
    const run: PipelineRun = {
      generationId: ulid(),
      userId: user.sub,
      projectId,
      prompt: LANDING,
      model: quote.model,
      agents: ['Frontend'],
      chosen: Object.fromEntries(
        AGENT_NAMES.map((agent) => [agent, agent === 'Frontend']),
      ) as Record<AgentName, boolean>,
      lines: quote.lines.map(({ name, cost }) => ({ name, cost })),
      modelCost: quote.modelCost,
      total: quote.total,
      baseCodeKey: null,
      startedAt: startedAt.toISOString(),
    };
    await createGenerationRuns(table).startGeneration({
      userId: user.sub,
      projectId,
      generationId: run.generationId,
      quote,
      run: { project_id: projectId, project_name: 'Candles', kind: 'build', agents: ['Frontend'] },
      at: startedAt,
      with: [createGenerationRecords(table).putNew(run), runStartOwedPart(table.tableName, run)],
    });
    return { run, quote, table };
  }

  /** The starts owed for runs of this user's (none once every run started or was refunded). */
  async function owedStartsOf(user: SignedUpAccount) {
    const { Items = [] } = await documents.send(
      new QueryCommand({
        TableName: cloud.dynamo.tableName,
        KeyConditionExpression: 'PK = :pk',
        FilterExpression: 'user_id = :user',
        ExpressionAttributeValues: { ':pk': runStartKeys.partition, ':user': user.sub },
        ConsistentRead: true,
      }),
    );
    return Items;
  }

  it('is started when a tab watches its project, and completes', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    // 30 s ago: past a watching tab's grace, not yet due for the schedule's sweep.
    const { run, quote } = await debitedUnstarted(user, projectId, 30_000);

    const socket = await connect(user, projectId);
    const end = await socket.end();
    expect(end).toMatchObject({ type: 'complete', generation_id: run.generationId });
    await expectMoney(user.sub, 100 - quote.total);
    // Watching again changes nothing: the run is finished, its execution exists.
    const from = socket.messages.length;
    socket.watch(user.idToken);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const runMessages = socket.messages
      .slice(from)
      .filter((message) => 'error' in message || message.type !== 'scorecard');
    expect(runMessages).toEqual([]);
    await socket.close();
  });

  it('is started by the schedule a minute on, with no tab watching, and completes', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const { run, quote } = await debitedUnstarted(user, projectId, RUN_START_DEADLINE_MS + 1_000);

    await expect
      .poll(async () => (await runRecordsOf(user.sub, projectId))[0]?.status, { timeout: 20_000 })
      .toBe('completed');
    const ledger = await expectMoney(user.sub, 100 - quote.total);
    expect(ledger.filter(({ type }) => type === 'refund')).toEqual([]);
    expect((await getProject(user, projectId)).versions).toHaveLength(1);
    expect(await owedStartsOf(user)).toEqual([]);
    expect(run.generationId).toBe((await runRecordsOf(user.sub, projectId))[0]?.generation_id);
  });

  it('is refunded in full and frees its project when Step Functions refuses to start it', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const { table } = await debitedUnstarted(user, projectId, RUN_START_DEADLINE_MS + 1_000);
    const connections = createConnections(table);
    const refusing = createSocketService({
      table,
      connections,
      notifier: createProjectNotifier(connections, createConnectionPoster()),
      verifyToken: async () => ({ sub: user.sub }),
      disconnect: async () => {},
      records: createGenerationRecords(table),
      runs: createGenerationRuns(table),
      engine: generationEngine(process.env),
      startExecution: async () => {
        throw Object.assign(new Error('Not authorized'), { name: 'AccessDeniedException' });
      },
      metrics: { count: () => {} },
      clock: () => new Date(),
    });

    const swept = await refusing.startOverdueRuns();
    expect(swept.refunded).toBeGreaterThanOrEqual(1);
    const [record] = await runRecordsOf(user.sub, projectId);
    expect(record).toMatchObject({ status: 'failed', refunded: LANDING_TOTAL });
    await expectMoney(user.sub, 100);
    expect(await owedStartsOf(user)).toEqual([]);
    // The project is free: the next message builds.
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, LANDING);
    expect(await socket.end()).toMatchObject({ type: 'complete' });
    await socket.close();
    await expectMoney(user.sub, 100 - LANDING_TOTAL);
  });

  it('leaves nothing owed once a message started its run', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, LANDING);
    expect(await socket.end()).toMatchObject({ type: 'complete' });
    await socket.close();
    expect(await owedStartsOf(user)).toEqual([]);
  });

  it('is not refunded when a tab started it while its own message was still starting it', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const table = localTable();
    const connections = createConnections(table);
    const stepFunctions = new SFNClient({ endpoint: process.env.STEPFUNCTIONS_ENDPOINT });
    let letStart = () => {};
    const held = new Promise<void>((resolve) => (letStart = resolve));
    // The socket function of the message, slowed between its debit and StartExecution (for
    // longer than the grace: its clock says the message came in 30 s ago).
    const slow = createSocketService({
      table,
      connections,
      notifier: createProjectNotifier(connections, createConnectionPoster()),
      verifyToken: async (token) => {
        if (token !== user.idToken) throw new Error('Not this user');
        return { sub: user.sub };
      },
      disconnect: async () => {},
      records: createGenerationRecords(table),
      runs: createGenerationRuns(table),
      engine: generationEngine(process.env),
      startExecution: async (name, state) => {
        await held;
        await stepFunctions.send(
          new StartExecutionCommand({
            stateMachineArn: process.env.GENERATION_STATE_MACHINE_ARN,
            name,
            input: JSON.stringify(state),
          }),
        );
      },
      metrics: { count: () => {} },
      clock: () => new Date(Date.now() - 30_000),
    });
    const connectionId = `slow-${randomUUID()}`;
    const requestContext = { connectionId, routeKey: '$connect' };
    // As behind the ticket authorizer, which names the connection's user and project.
    const authorizer = { userId: user.sub, projectId };
    await slow.handle({
      requestContext: { ...requestContext, authorizer },
      queryStringParameters: { projectId },
    });
    const message = slow.handle({
      requestContext: { ...requestContext, routeKey: '$default' },
      body: JSON.stringify({ token: user.idToken, message: LANDING }),
    });
    await expect.poll(() => balanceOf(user.sub)).toBe(100 - LANDING_TOTAL);

    // A tab watches meanwhile: the run is started from its record, and completes.
    const socket = await connect(user, projectId);
    const end = await socket.end();
    await socket.close();
    if (!isComplete(end)) throw new Error(`The run did not complete: ${JSON.stringify(end)}`);
    const executionArn = `${String(process.env.GENERATION_STATE_MACHINE_ARN).replace(
      ':stateMachine:',
      ':execution:',
    )}:${end.generation_id}`;
    // The execution ends a moment after the complete message (its last state follows the save).
    await expect
      .poll(
        async () =>
          (await stepFunctions.send(new DescribeExecutionCommand({ executionArn }))).status,
        { timeout: 15_000 },
      )
      .toBe('SUCCEEDED');
    // Then the message's own start is answered that the run exists: it ran, and stays paid for.
    letStart();
    await message;
    const ledger = await expectMoney(user.sub, 100 - LANDING_TOTAL);
    expect(ledger.filter(({ type }) => type === 'refund')).toEqual([]);
  });
});

/**
 * The socket function of this cloud with `change` made to its parts, answering on a connection
 * of its own: what it sends there is kept.
 */
function socketFunctionWith(
  user: SignedUpAccount,
  change: (deps: SocketServiceDeps) => Partial<SocketServiceDeps>,
) {
  const table = localTable();
  const connections = createConnections(table);
  const sent: ServerSocketMessage[] = [];
  const deps: SocketServiceDeps = {
    table,
    connections,
    notifier: {
      ...createProjectNotifier(connections, createConnectionPoster()),
      send: async (_, message) => void sent.push(message),
    },
    verifyToken: async () => ({ sub: user.sub }),
    disconnect: async () => {},
    records: createGenerationRecords(table),
    runs: createGenerationRuns(table),
    engine: generationEngine(process.env),
    startExecution: async () => {},
    metrics: { count: () => {} },
    clock: () => new Date(),
  };
  const service = createSocketService({ ...deps, ...change(deps) });
  const requestContext = { connectionId: `own-${randomUUID()}`, routeKey: '$connect' };
  return {
    sent,
    async build(projectId: string) {
      await service.handle({
        requestContext: { ...requestContext, authorizer: { userId: user.sub, projectId } },
        queryStringParameters: { projectId },
      });
      return service.handle({
        requestContext: { ...requestContext, routeKey: '$default' },
        body: JSON.stringify({ token: user.idToken, message: LANDING }),
      });
    },
  };
}

describe('refusals', () => {
  it('answers "busy" when the balance stays contended past its retries, debiting nothing', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    // DynamoDB cancels every transaction on the balance: other writes keep winning.
    const contended = (table: TableClient): TableClient => ({
      ...table,
      documents: new Proxy(table.documents, {
        get: (target, property, receiver) =>
          property === 'send'
            ? (command: unknown) =>
                command instanceof TransactWriteCommand
                  ? Promise.reject(
                      new TransactionCanceledException({
                        message: 'Transaction cancelled',
                        $metadata: {},
                        CancellationReasons: [{ Code: 'TransactionConflict' }],
                      }),
                    )
                  : target.send(command as never)
            : Reflect.get(target, property, receiver),
      }),
    });
    let attempts = 0;
    const socketFunction = socketFunctionWith(user, ({ table }) => ({
      runs: createGenerationRuns(contended(table), { pause: async () => void (attempts += 1) }),
    }));

    await socketFunction.build(projectId);

    expect(attempts).toBeGreaterThan(0);
    expect(socketFunction.sent).toEqual([{ error: ACCOUNT_BUSY_MESSAGE }]);
    await expectMoney(user.sub, 100);
    expect(await runRecordsOf(user.sub, projectId)).toEqual([]);
    // The project is not locked: the next message builds.
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, LANDING);
    expect(await socket.end()).toMatchObject({ type: 'complete' });
    await socket.close();
  });

  it('answers a failure of its own in words, once, debiting nothing', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const outage = Object.assign(new Error('Service unavailable'), { name: 'InternalServerError' });
    const socketFunction = socketFunctionWith(user, ({ connections }) => ({
      connections: { ...connections, watch: () => Promise.reject(outage) },
    }));

    // Thrown on, so the function's error is counted and alarmed on.
    await expect(socketFunction.build(projectId)).rejects.toBe(outage);

    expect(socketFunction.sent).toEqual([{ error: MESSAGE_FAILED_MESSAGE }]);
    await expectMoney(user.sub, 100);
    expect(await runRecordsOf(user.sub, projectId)).toEqual([]);
  });

  it('refuses a message the balance cannot pay for and debits nothing', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 5);
    const socket = await connect(user, projectId);
    socket.generate(user.idToken, LANDING);
    expect(await socket.end()).toEqual({
      error: INSUFFICIENT_CREDITS_MESSAGE,
      new_balance: 5,
      missing: LANDING_TOTAL - 5,
    });
    await expectMoney(user.sub, 5);
    await socket.close();
  });

  it('refuses a second run on the same project while one is under way, debiting it nothing', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 200);
    const [a, b] = await Promise.all([connect(user, projectId), connect(user, projectId)]);
    a.generate(user.idToken, EVERYTHING);
    b.generate(user.idToken, EVERYTHING);
    const refused = await Promise.race([a.next(isError), b.next(isError)]);
    expect(refused.error).toBe(GENERATION_IN_PROGRESS_MESSAGE);
    const end = await a.next(isComplete);
    const paid = EVERYTHING_TOTAL - (end.refunded ?? 0);
    expect(end.new_balance).toBe(200 - paid);
    const ledger = await expectMoney(user.sub, 200 - paid);
    expect(ledger.filter((entry) => entry.type === 'spend')).toHaveLength(1);
    // Once it is done, the project takes the next run.
    const from = a.messages.length;
    a.generate(user.idToken, LANDING);
    expect(isComplete(await a.end({ from }))).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });

  it("refuses user A's token on user B's project, debiting nothing", async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    const bobsProject = await newProject(bob, 100);
    await giveCredits(alice, 100);
    // Bob's own socket (only he can get a ticket for it), and Alice's token in the message.
    const socket = await openTestSocket(cloud, bobsProject, bob.idToken);
    socket.generate(alice.idToken, LANDING);
    expect(await socket.end()).toEqual({ error: 'Project not found' });
    await expectMoney(alice.sub, 100);
    await expectMoney(bob.sub, 100);
    await socket.close();
  });

  it('refuses a message without a valid token', async () => {
    const user = await newUser();
    const projectId = await newProject(user, 100);
    const socket = await openTestSocket(cloud, projectId, user.idToken);
    socket.generate(`${user.idToken.slice(0, -4)}AAAA`, LANDING);
    expect(await socket.end()).toEqual({ error: 'Session expired. Please login again.' });
    socket.send({ message: LANDING });
    expect(await socket.end({ from: 1 })).toHaveProperty('error');
    await expectMoney(user.sub, 100);
    await socket.close();
  });
});

describe('a failing agent', () => {
  it.each(AGENT_NAMES)(
    'at %s: the unused credits come back with a refund entry, the user is told, the project takes the next run',
    async (agent) => {
      inject.failAt = agent;
      const user = await newUser();
      const projectId = await newProject(user, 200);
      const socket = await connect(user, projectId);
      socket.generate(user.idToken, EVERYTHING);
      const end = await socket.end();
      if (!isError(end)) throw new Error(`Expected an error, got ${JSON.stringify(end)}`);
      expect(end.error).toContain(`${agent} agent`);

      const statuses = statusesOf(socket.messages);
      const failed = statuses.filter((status) => status.status === 'failed');
      expect(failed.map((status) => status.agent)).toEqual([agent]);
      const done = statuses.filter((status) => status.status === 'completed');
      const used = done.reduce((sum, status) => sum + status.credits_used, 0);
      // What was not used comes back; the model's credit only when no agent completed.
      const kept = used + (done.length > 0 ? MODEL_CREDIT : 0);
      expect(end.new_balance).toBe(200 - kept);
      const ledger = await expectMoney(user.sub, 200 - kept);
      expect(ledger.filter((entry) => entry.type === 'refund')).toEqual([
        { type: 'refund', amount: EVERYTHING_TOTAL - kept },
      ]);

      inject.failAt = null;
      const from = socket.messages.length;
      socket.generate(user.idToken, LANDING);
      const next = await socket.end({ from });
      expect(isComplete(next) && next.new_balance).toBe(200 - kept - LANDING_TOTAL);
      await socket.close();
    },
  );
});
