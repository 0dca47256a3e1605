import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_NAMES, PROJECT_MODEL } from '../../../shared/constants';
import type { ServerSocketMessage } from '../../../shared/api/socket-schemas';
import { quoteRun } from '../../../shared/pricing';
import {
  localS3ClientConfig,
  startLocalS3,
  type LocalS3,
} from '../../../tools/local-cloud/s3/local-s3';
import { useLocalTable } from '../../../testing/local-table';
import { recordedMetrics } from '../../../testing/recorded-metrics';
import { newUserWithCredits } from '../../../testing/fixtures/auth/profiles';
import { createCreditAccount } from '../../credits/credit-account';
import { createCodeObjects } from '../../projects/code-objects';
import { projectToItem } from '../../projects/projects';
import { createVersions } from '../../projects/versions';
import { createGenerationRuns } from '../generation-runs';
import { createArtefacts } from '../pipeline/artefacts';
import { createConnections, createProjectNotifier } from '../pipeline/connections';
import { createGenerationRecords } from '../pipeline/generation-records';
import { initialPipelineState, type PipelineRun } from '../pipeline/pipeline-state';
import { createPipelineTasks } from './pipeline-tasks';

/**
 * What the finish and fail tasks count, on the table and bucket stand-ins: a build completed or
 * failed once, however often the state machine retries the task.
 */

const table = useLocalTable('pipeline-metrics-test');
let s3rver: LocalS3;
let s3: S3Client;

beforeAll(async () => {
  s3rver = await startLocalS3({ dataDir: null });
  s3 = new S3Client(localS3ClientConfig(s3rver.endpoint));
});

afterAll(async () => {
  s3?.destroy();
  await s3rver?.close();
});

const quote = quoteRun(['Frontend']);
const at = new Date('2026-01-01T00:00:00Z');

function pipeline() {
  const recorded = recordedMetrics();
  const sent: ServerSocketMessage[] = [];
  const bucket = { s3, bucketName: s3rver.bucketNames.code };
  const artefacts = createArtefacts(bucket);
  const records = createGenerationRecords(table);
  const runs = createGenerationRuns(table, { maxAttempts: 50, metrics: recorded.metrics });
  const code = createCodeObjects(bucket);
  const tasks = createPipelineTasks({
    tableName: table.tableName,
    records,
    notifier: {
      ...createProjectNotifier(createConnections(table), async () => true),
      // What the tabs watching the project would be told.
      broadcast: async (
        _userId: string,
        _projectId: string,
        ...messages: ServerSocketMessage[]
      ) => {
        sent.push(...messages);
      },
    },
    workFor: () => Promise.reject(new Error('No agent runs in these tests')),
    artefacts,
    code,
    runs,
    versions: createVersions(table, code),
    credits: createCreditAccount(table),
    metrics: recorded.metrics,
    clock: () => new Date(),
    scorecardOf: async () => undefined,
    lostInRewrite: async () => [],
  });
  return { recorded, artefacts, records, runs, tasks, sent };
}

type Pipeline = ReturnType<typeof pipeline>;

/** A project with a Frontend run under way: debited, locked and recorded, as the socket starts it. */
async function runUnderWay({ records, runs }: Pipeline, kind: 'build' | 'edit' = 'build') {
  const userId = await newUserWithCredits(table, at, 40);
  const projectId = ulid();
  await table.documents.send(
    new PutCommand({
      TableName: table.tableName,
      Item: projectToItem({
        userId,
        id: projectId,
        name: 'Bakery',
        description: 'A bakery',
        currentVersion: 0,
        deleting: false,
        createdAt: at,
        updatedAt: at,
      }),
    }),
  );
  const paidFor = { project_id: projectId, project_name: 'Bakery', kind, agents: quote.agents };
  const run: PipelineRun = {
    generationId: ulid(),
    userId,
    projectId,
    prompt: 'A page for a bakery',
    model: PROJECT_MODEL,
    agents: quote.agents,
    chosen: Object.fromEntries(AGENT_NAMES.map((agent) => [agent, agent === 'Frontend'])) as Record<
      (typeof AGENT_NAMES)[number],
      boolean
    >,
    lines: quote.lines.map((line) => ({ name: line.name, cost: line.cost })),
    modelCost: quote.modelCost,
    total: quote.total,
    baseCodeKey: null,
    startedAt: at.toISOString(),
    paidFor,
  };
  await runs.startGeneration({
    userId,
    projectId,
    generationId: run.generationId,
    quote,
    run: paidFor,
    at,
    with: [records.putNew(run)],
  });
  return run;
}

describe('the builds the pipeline counts', () => {
  it('counts a completed build once, not again when the finish task is retried', async () => {
    const setup = pipeline();
    const run = await runUnderWay(setup);
    const html = await setup.artefacts.putHtml(
      `tests/${run.generationId}/page.html`,
      '<!doctype html><html lang="en"><title>Bakery</title><main>Bread</main></html>',
    );
    const state = {
      ...initialPipelineState(run),
      work: { completed: ['Frontend'], artefacts: { html } },
    };

    await setup.tasks.finishGeneration(state);
    await setup.tasks.finishGeneration(state);

    expect(setup.recorded.names()).toEqual(['CreditsSpent', 'BuildsCompleted']);
  });

  it('counts a failed build and its refund once, however often the failure is reported', async () => {
    const setup = pipeline();
    const run = await runUnderWay(setup);
    const failed = {
      ...initialPipelineState(run),
      error: { Error: 'Error', Cause: 'The Frontend agent broke' },
    };

    await setup.tasks.failGeneration(failed);
    await setup.tasks.failGeneration(failed);

    expect(setup.recorded.times('BuildsFailed')).toBe(1);
    expect(setup.recorded.times('BuildsRefunded')).toBe(1);
    expect(setup.recorded.total('CreditsRefunded')).toBe(quote.total);
    expect(setup.recorded.times('EditsRefundedUnchanged')).toBe(0);
  });

  it('counts an edit that changed nothing as refunded unchanged, not as a failed build', async () => {
    const setup = pipeline();
    const run = await runUnderWay(setup, 'edit');

    await setup.tasks.failGeneration({
      ...initialPipelineState(run),
      error: { Error: 'EditUnchangedError', Cause: 'The page already says that' },
    });

    expect(setup.recorded.times('EditsRefundedUnchanged')).toBe(1);
    expect(setup.recorded.times('BuildsRefunded')).toBe(1);
    expect(setup.recorded.times('BuildsFailed')).toBe(0);
  });

  it('tells the tab an edit that changed nothing is unchanged, with its whole refund', async () => {
    const setup = pipeline();
    const run = await runUnderWay(setup, 'edit');

    await setup.tasks.failGeneration({
      ...initialPipelineState(run),
      error: { Error: 'EditUnchangedError', Cause: 'The page already says that' },
    });

    expect(setup.sent.at(-1)).toMatchObject({ unchanged: true, generation_id: run.generationId });
  });
});
