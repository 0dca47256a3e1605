import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import * as z from '../../shared/zod';
import { ledgerEntriesOf, useLocalTable } from '../../testing/local-table';
import { newUserWithCredits } from '../../testing/fixtures/auth/profiles';
import { createCreditAccount, InsufficientCreditsError } from '../credits/credit-account';
import { ProjectError } from '../projects/project-errors';
import { createProjects, projectToItem } from '../projects/projects';
import { quoteRun, type RunQuote } from '../../shared/pricing';
import { unusedCredits } from '../../shared/pricing';
import { createGenerationRuns } from './generation-runs';
import {
  editQuote,
  GenerationInProgressError,
  refundOperation,
  RunLockNotHeld,
  spendOperation,
} from './generation-runs';
import { MAX_RUNS_AT_ONCE, TOO_MANY_RUNS_MESSAGE, TooManyRunsError } from './run-slots';
import { projectKeys, runKeys } from '../lib/table-keys';
import type { BusinessMetrics } from '../lib/observability';
import { recordedMetrics } from '../../testing/recorded-metrics';

const table = useLocalTable('generation-runs-test');

const at = new Date('2026-01-01T00:00:00Z');
const runs = () => createGenerationRuns(table, { maxAttempts: 50 });
const balanceOf = (userId: string) => createCreditAccount(table).balanceOf(userId);
const landingPage = quoteRun(['Frontend']);
const completeSite = quoteRun(['Planner', 'Content', 'Frontend', 'Testing']);
/** What a run is for, as the ledger records it. */
const runOf = (quote: RunQuote, projectId = 'p') => ({
  project_id: projectId,
  project_name: 'Bakery',
  kind: 'build' as const,
  agents: quote.agents,
});
const failedAt = { kind: 'failed', agent: 'Image' } as const;

const newUser = (credits?: number) => newUserWithCredits(table, at, credits);

async function newProject(userId: string): Promise<string> {
  const id = ulid();
  await table.documents.send(
    new PutCommand({
      TableName: table.tableName,
      Item: projectToItem({
        userId,
        id,
        name: 'Bakery',
        description: 'A bakery',
        currentVersion: 0,
        deleting: false,
        createdAt: at,
        updatedAt: at,
      }),
    }),
  );
  return id;
}

async function activeGeneration(userId: string, projectId: string) {
  const { Item } = await table.documents.send(
    new GetCommand({
      TableName: table.tableName,
      Key: projectKeys.project(userId, projectId),
      ConsistentRead: true,
    }),
  );
  return z.optional(z.string()).parse(Item?.active_generation);
}

describe('the ledger’s words for a run', () => {
  const edit = {
    project_id: 'p1',
    project_name: 'Bakery',
    kind: 'edit' as const,
    agents: ['Frontend' as const],
    message: editQuote(
      '  Make the headline   shorter and punchier, and move the gallery above the menu',
    ),
  };

  it('quote an edit’s first words, whole, so edits to one project are told apart', () => {
    expect(edit.message).toBe('Make the headline shorter and punchier, and move…');
    expect(spendOperation(edit)).toBe(
      'Edit “Make the headline shorter and punchier, and move…” of "Bakery" (Frontend)',
    );
    expect(refundOperation(edit, { kind: 'unchanged' })).toBe(
      'Refund: edit “Make the headline shorter and punchier, and move…” of "Bakery" left the page unchanged',
    );
    expect(editQuote('Make it blue')).toBe('Make it blue');
  });

  it('stay as they were for a build, and for an edit recorded before they quoted it', () => {
    const { message: _message, ...older } = edit;
    expect(spendOperation(older)).toBe('Edit of "Bakery" (Frontend)');
    expect(spendOperation({ ...older, kind: 'build' })).toBe('Build of "Bakery" (Frontend)');
  });
});

describe('startGeneration', () => {
  it('debits the quote, records it and takes the project, in one step', async () => {
    const userId = await newUser(20);
    const projectId = await newProject(userId);
    const generationId = ulid();

    const started = await runs().startGeneration({
      userId,
      projectId,
      generationId,
      quote: landingPage,
      run: runOf(landingPage),
      at,
    });

    expect(started).toEqual({ newBalance: 3, applied: true, waiting: false });
    expect(await balanceOf(userId)).toBe(3);
    expect(await ledgerEntriesOf(table, userId)).toEqual([
      expect.objectContaining({ type: 'welcome', amount: 20, balanceAfter: 20 }),
      expect.objectContaining({
        id: generationId,
        type: 'spend',
        amount: -17,
        operation: 'Build of "Bakery" (Frontend)',
        run: runOf(landingPage),
        status: 'completed',
        balanceAfter: 3,
      }),
    ]);
    expect(await activeGeneration(userId, projectId)).toBe(generationId);
  });

  it('lets one of 10 simultaneous runs on a project through and debits nothing for the rest', async () => {
    const userId = await newUser(200);
    const projectId = await newProject(userId);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        runs().startGeneration({
          userId,
          projectId,
          generationId: ulid(),
          quote: landingPage,
          run: runOf(landingPage),
          at,
        }),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(GenerationInProgressError);
      }
    }
    expect(await balanceOf(userId)).toBe(183);
    expect(
      (await ledgerEntriesOf(table, userId)).filter((entry) => entry.type === 'spend'),
    ).toHaveLength(1);
  });

  it("finds no project when a user runs another user's project, and debits nothing", async () => {
    const owner = await newUser(20);
    const projectId = await newProject(owner);
    const intruder = await newUser(20);

    const start = runs().startGeneration({
      userId: intruder,
      projectId,
      generationId: ulid(),
      quote: landingPage,
      run: runOf(landingPage),
      at,
    });

    await expect(start).rejects.toBeInstanceOf(ProjectError);
    await expect(start).rejects.toMatchObject({ failure: 'notFound' });
    expect(await balanceOf(intruder)).toBe(20);
    expect(await ledgerEntriesOf(table, intruder)).toHaveLength(1);
    expect(await activeGeneration(owner, projectId)).toBeUndefined();
  });

  it('refuses a project being deleted', async () => {
    const userId = await newUser(20);
    const projectId = await newProject(userId);
    await createProjects(table).markDeleting(userId, projectId, at);

    await expect(
      runs().startGeneration({
        userId,
        projectId,
        generationId: ulid(),
        quote: landingPage,
        run: runOf(landingPage),
        at,
      }),
    ).rejects.toMatchObject({ failure: 'notFound' });
    expect(await balanceOf(userId)).toBe(20);
  });

  it('refuses a build the balance cannot cover, debiting nothing and locking nothing', async () => {
    const userId = await newUser(20);
    const projectId = await newProject(userId);

    await expect(
      runs().startGeneration({
        userId,
        projectId,
        generationId: ulid(),
        quote: completeSite,
        run: runOf(completeSite),
        at,
      }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);

    expect(await balanceOf(userId)).toBe(20);
    expect(await ledgerEntriesOf(table, userId)).toHaveLength(1);
    expect(await activeGeneration(userId, projectId)).toBeUndefined();
  });

  it('answers a retried start with its first result, debiting once', async () => {
    const userId = await newUser(20);
    const projectId = await newProject(userId);
    const request = {
      userId,
      projectId,
      generationId: ulid(),
      quote: landingPage,
      run: runOf(landingPage),
      at,
    };

    await runs().startGeneration(request);
    const retried = await runs().startGeneration(request);

    expect(retried).toEqual({ newBalance: 3, applied: false, waiting: false });
    expect(await balanceOf(userId)).toBe(3);
  });

  it('takes over a project whose run outlived its lease', async () => {
    const userId = await newUser(100);
    const projectId = await newProject(userId);
    const lease = createGenerationRuns(table, { leaseMs: 1000 });
    await lease.startGeneration({
      userId,
      projectId,
      generationId: ulid(),
      quote: landingPage,
      run: runOf(landingPage),
      at,
    });

    const later = new Date(at.getTime() + 1001);
    const generationId = ulid();
    await lease.startGeneration({
      userId,
      projectId,
      generationId,
      quote: landingPage,
      run: runOf(landingPage),
      at: later,
    });

    expect(await activeGeneration(userId, projectId)).toBe(generationId);
  });

  it('keeps 20 users × 3 simultaneous runs exact to the credit', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => newUser(100)));
    const projects = await Promise.all(
      users.map(async (userId) => ({
        userId,
        projectIds: await Promise.all([1, 2, 3].map(() => newProject(userId))),
      })),
    );

    const outcomes = await Promise.allSettled(
      projects.flatMap(({ userId, projectIds }) =>
        projectIds.map((projectId) =>
          runs().startGeneration({
            userId,
            projectId,
            generationId: ulid(),
            quote: completeSite,
            run: runOf(completeSite),
            at,
          }),
        ),
      ),
    );

    // 100 credits cover two complete sites (43 each), not a third.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(40);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(InsufficientCreditsError);
      }
    }
    for (const userId of users) {
      expect(await balanceOf(userId)).toBe(14);
      const spends = (await ledgerEntriesOf(table, userId)).filter(
        (entry) => entry.type === 'spend',
      );
      expect(spends.map((entry) => entry.balanceAfter).sort((a, b) => b - a)).toEqual([57, 14]);
    }
  });
});

describe('runs at once on one account', () => {
  const start = (userId: string, projectId: string, generationId = ulid(), when = at) =>
    runs().startGeneration({
      userId,
      projectId,
      generationId,
      quote: landingPage,
      run: runOf(landingPage, projectId),
      at: when,
    });

  async function projectsOf(userId: string, count: number): Promise<string[]> {
    return Promise.all(Array.from({ length: count }, () => newProject(userId)));
  }

  it(`refuses a run beyond ${MAX_RUNS_AT_ONCE} under way over the account's projects, debiting nothing`, async () => {
    const userId = await newUser(200);
    const projectIds = await projectsOf(userId, MAX_RUNS_AT_ONCE + 1);
    for (const projectId of projectIds.slice(0, MAX_RUNS_AT_ONCE)) await start(userId, projectId);
    const balance = await balanceOf(userId);
    const last = projectIds[MAX_RUNS_AT_ONCE] ?? '';

    const refused = start(userId, last);

    await expect(refused).rejects.toThrow(TooManyRunsError);
    await expect(refused).rejects.toThrow(TOO_MANY_RUNS_MESSAGE);
    expect(await balanceOf(userId)).toBe(balance);
    expect(await activeGeneration(userId, last)).toBeUndefined();
  });

  it('lets the next run start once one under way finishes or fails', async () => {
    const userId = await newUser(200);
    const projectIds = await projectsOf(userId, MAX_RUNS_AT_ONCE + 2);
    const keys = [];
    for (const projectId of projectIds.slice(0, MAX_RUNS_AT_ONCE)) {
      const generationId = ulid();
      await start(userId, projectId, generationId);
      keys.push({ userId, projectId, generationId });
    }
    const [first, second] = keys;
    if (!first || !second) throw new Error('Runs were not started');

    await runs().finishGeneration(first);
    await start(userId, projectIds[MAX_RUNS_AT_ONCE] ?? '');
    await runs().failGeneration({
      ...second,
      unusedCredits: 17,
      run: runOf(landingPage, second.projectId),
      reason: failedAt,
      at,
    });
    await start(userId, projectIds[MAX_RUNS_AT_ONCE + 1] ?? '');

    await expect(start(userId, first.projectId)).rejects.toThrow(TooManyRunsError);
  });

  it('gives back the place of a run whose version was saved (the finish Task)', async () => {
    const userId = await newUser(200);
    const projectIds = await projectsOf(userId, MAX_RUNS_AT_ONCE + 1);
    const generationIds = projectIds.map(() => ulid());
    for (const [index, projectId] of projectIds.slice(0, MAX_RUNS_AT_ONCE).entries()) {
      await start(userId, projectId, generationIds[index]);
    }

    await runs().releaseSlot(userId, generationIds[0] ?? '');
    await runs().releaseSlot(userId, generationIds[0] ?? '');

    await expect(start(userId, projectIds[MAX_RUNS_AT_ONCE] ?? '')).resolves.toMatchObject({
      applied: true,
    });
  });

  it("frees the place of a run that outlived its lease, and another account's places are its own", async () => {
    const userId = await newUser(200);
    const other = await newUser(200);
    const projectIds = await projectsOf(userId, MAX_RUNS_AT_ONCE + 1);
    const lease = createGenerationRuns(table, { leaseMs: 1000 });
    for (const projectId of projectIds.slice(0, MAX_RUNS_AT_ONCE)) {
      await lease.startGeneration({
        userId,
        projectId,
        generationId: ulid(),
        quote: landingPage,
        run: runOf(landingPage, projectId),
        at,
      });
    }

    await expect(start(other, await newProject(other))).resolves.toMatchObject({ applied: true });
    const later = new Date(at.getTime() + 1001);
    await expect(
      start(userId, projectIds[MAX_RUNS_AT_ONCE] ?? '', ulid(), later),
    ).resolves.toMatchObject({ applied: true });
  });

  it('frees at once the place of a run that ended without giving it back (a crash between)', async () => {
    const userId = await newUser(200);
    const projectIds = await projectsOf(userId, MAX_RUNS_AT_ONCE + 2);
    const generationIds = projectIds.map(() => ulid());
    for (const [index, projectId] of projectIds.slice(0, MAX_RUNS_AT_ONCE).entries()) {
      await start(userId, projectId, generationIds[index]);
    }
    const recordRun = (index: number, status: string) =>
      table.documents.send(
        new PutCommand({
          TableName: table.tableName,
          Item: {
            ...runKeys.run(userId, projectIds[index] ?? '', generationIds[index] ?? ''),
            entity: 'Generation',
            status,
          },
        }),
      );
    await recordRun(0, 'running');
    await expect(start(userId, projectIds[MAX_RUNS_AT_ONCE] ?? '')).rejects.toThrow(
      TooManyRunsError,
    );

    await recordRun(1, 'completed');

    await expect(start(userId, projectIds[MAX_RUNS_AT_ONCE] ?? '')).resolves.toMatchObject({
      applied: true,
    });
    await expect(start(userId, projectIds[MAX_RUNS_AT_ONCE + 1] ?? '')).rejects.toThrow(
      TooManyRunsError,
    );
  });

  it(`lets exactly ${MAX_RUNS_AT_ONCE} of 12 simultaneous runs on 12 projects through, debiting only those`, async () => {
    const userId = await newUser(500);
    const projectIds = await projectsOf(userId, 12);

    const outcomes = await Promise.allSettled(
      projectIds.map((projectId) => start(userId, projectId)),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(
      MAX_RUNS_AT_ONCE,
    );
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(TooManyRunsError);
    }
    expect(await balanceOf(userId)).toBe(500 - MAX_RUNS_AT_ONCE * landingPage.total);
    expect(
      (await ledgerEntriesOf(table, userId)).filter((entry) => entry.type === 'spend'),
    ).toHaveLength(MAX_RUNS_AT_ONCE);
  });

  it('answers a retried start with its first result, in the place it already holds', async () => {
    const userId = await newUser(200);
    const projectIds = await projectsOf(userId, MAX_RUNS_AT_ONCE);
    const generationIds = projectIds.map(() => ulid());
    for (const [index, projectId] of projectIds.entries()) {
      await start(userId, projectId, generationIds[index]);
    }

    const retried = await start(userId, projectIds[2] ?? '', generationIds[2]);

    expect(retried.applied).toBe(false);
    expect(await balanceOf(userId)).toBe(200 - MAX_RUNS_AT_ONCE * landingPage.total);
  });
});

describe('runs queued past the places of one account', () => {
  /** A write that says which way the start went: with the run now, or queued. */
  const marker = (generationId: string, way: 'now' | 'queued') => ({
    name: 'marker',
    write: { Put: { TableName: table.tableName, Item: { PK: `TEST#${generationId}`, SK: way } } },
  });
  async function markersOf(generationId: string) {
    const { Items = [] } = await table.documents.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `TEST#${generationId}` },
      }),
    );
    return Items.map((item) => z.string().parse(item.SK));
  }
  const start = (userId: string, projectId: string, generationId = ulid()) =>
    runs().startGeneration({
      userId,
      projectId,
      generationId,
      quote: landingPage,
      run: runOf(landingPage, projectId),
      at,
      with: [marker(generationId, 'now')],
      queued: [marker(generationId, 'queued')],
    });
  /** An account whose runs hold every place, and the key of its next run (not started). */
  const fullAccount = async () => {
    const userId = await newUser(200);
    const keys = await Promise.all(
      Array.from({ length: MAX_RUNS_AT_ONCE + 1 }, async () => ({
        userId,
        projectId: await newProject(userId),
        generationId: ulid(),
      })),
    );
    const running = keys.slice(0, MAX_RUNS_AT_ONCE);
    for (const key of running) await start(userId, key.projectId, key.generationId);
    const next = keys[MAX_RUNS_AT_ONCE];
    if (!next) throw new Error('No project for the next run');
    return { userId, running, next };
  };

  it('debits a run past them, holds its project and makes its queued writes only', async () => {
    const { userId, running, next } = await fullAccount();

    const queued = await start(userId, next.projectId, next.generationId);

    expect(queued).toEqual({
      newBalance: 200 - (MAX_RUNS_AT_ONCE + 1) * landingPage.total,
      applied: true,
      waiting: true,
    });
    expect(await activeGeneration(userId, next.projectId)).toBe(next.generationId);
    expect(await markersOf(next.generationId)).toEqual(['queued']);
    expect(await markersOf(running[0]?.generationId ?? '')).toEqual(['now']);
  });

  it('lets a queued run take a place only once one is free', async () => {
    const { userId, running, next } = await fullAccount();
    await start(userId, next.projectId, next.generationId);

    await expect(runs().admitWaiting(next, at)).resolves.toBe(false);
    await runs().finishGeneration(running[0] ?? next);
    await expect(runs().admitWaiting(next, at)).resolves.toBe(true);
    // Asked again (a retried Task), it is the place it holds.
    await expect(runs().admitWaiting(next, at)).resolves.toBe(true);

    // The places are full again: the next run queues.
    await expect(start(userId, running[0]?.projectId ?? '')).resolves.toMatchObject({
      waiting: true,
    });
  });

  it('refuses a place to a queued run whose project is being deleted', async () => {
    const { userId, running, next } = await fullAccount();
    await start(userId, next.projectId, next.generationId);
    await runs().finishGeneration(running[0] ?? next);
    await createProjects(table).markDeleting(userId, next.projectId, at);

    await expect(runs().admitWaiting(next, at)).rejects.toThrow(RunLockNotHeld);
    // The place is still free for another run.
    await expect(start(userId, await newProject(userId))).resolves.toMatchObject({
      waiting: false,
    });
  });

  it(`starts ${MAX_RUNS_AT_ONCE} of 12 simultaneous runs and queues the rest, each debited once`, async () => {
    const userId = await newUser(500);
    const projectIds = await Promise.all(Array.from({ length: 12 }, () => newProject(userId)));

    const started = await Promise.all(projectIds.map((projectId) => start(userId, projectId)));

    expect(started.filter((run) => !run.waiting)).toHaveLength(MAX_RUNS_AT_ONCE);
    expect(await balanceOf(userId)).toBe(500 - 12 * landingPage.total);
    expect(
      (await ledgerEntriesOf(table, userId)).filter((entry) => entry.type === 'spend'),
    ).toHaveLength(12);
  });
});

describe('finishGeneration and failGeneration', () => {
  async function running(credits: number, quote = landingPage) {
    const userId = await newUser(credits);
    const projectId = await newProject(userId);
    const generationId = ulid();
    await runs().startGeneration({ userId, projectId, generationId, quote, run: runOf(quote), at });
    return { userId, projectId, generationId };
  }

  it('keeps the debit and frees the project when a run finishes', async () => {
    const key = await running(20);

    expect(await runs().finishGeneration(key)).toEqual({ released: true });

    expect(await balanceOf(key.userId)).toBe(3);
    expect(await activeGeneration(key.userId, key.projectId)).toBeUndefined();
    expect(await runs().finishGeneration(key)).toEqual({ released: false });
  });

  it('refunds what a failed run did not use, frees the project and accepts the next run', async () => {
    const quote = quoteRun(['Image', 'Frontend']);
    const key = await running(40, quote);

    const failed = await runs().failGeneration({
      ...key,
      unusedCredits: unusedCredits(quote, ['Image']),
      run: runOf(quote),
      reason: { kind: 'failed', agent: 'Frontend' },
      at,
    });

    expect(failed).toEqual({ refunded: 16, newBalance: 24, released: true });
    expect(await balanceOf(key.userId)).toBe(24);
    expect((await ledgerEntriesOf(table, key.userId)).slice(1)).toEqual([
      expect.objectContaining({ type: 'spend', amount: -32, balanceAfter: 8 }),
      expect.objectContaining({
        id: `${key.generationId}#refund`,
        type: 'refund',
        amount: 16,
        operation: 'Refund: build of "Bakery" failed at the Frontend agent',
        run: runOf(quote),
        balanceAfter: 24,
      }),
    ]);
    expect(await activeGeneration(key.userId, key.projectId)).toBeUndefined();
    await expect(
      runs().startGeneration({
        ...key,
        generationId: ulid(),
        quote: landingPage,
        run: runOf(landingPage),
        at,
      }),
    ).resolves.toEqual({ newBalance: 7, applied: true, waiting: false });
  });

  it('refunds a failed run once however often the failure is reported', async () => {
    const key = await running(20);
    const report = { ...key, unusedCredits: 17, reason: failedAt, at };

    await Promise.all([1, 2, 3].map(() => runs().failGeneration(report)));

    expect(await balanceOf(key.userId)).toBe(20);
    expect(
      (await ledgerEntriesOf(table, key.userId)).filter((entry) => entry.type === 'refund'),
    ).toHaveLength(1);
  });

  it('still refunds when the project was deleted during the run', async () => {
    const key = await running(20);
    await createProjects(table).remove(key.userId, key.projectId);

    const failed = await runs().failGeneration({ ...key, unusedCredits: 17, reason: failedAt, at });

    expect(failed).toEqual({ refunded: 17, newBalance: 20, released: false });
    expect(await balanceOf(key.userId)).toBe(20);
  });

  it('gives back the credits of agents that changed nothing once, however often it is asked', async () => {
    const key = await running(60, completeSite);
    await runs().finishGeneration(key);
    const testing = completeSite.lines.find((line) => line.name === 'Testing')?.cost ?? 0;
    const request = {
      userId: key.userId,
      generationId: key.generationId,
      amount: testing,
      agents: ['Testing'] as const,
      run: runOf(completeSite),
      at,
    };

    const balances = await Promise.all([1, 2, 3].map(() => runs().refundIdle(request)));

    const after = 60 - completeSite.total + testing;
    expect(balances).toEqual([after, after, after]);
    expect(await balanceOf(key.userId)).toBe(after);
    expect(
      (await ledgerEntriesOf(table, key.userId)).filter((entry) => entry.type === 'refund'),
    ).toEqual([
      expect.objectContaining({
        id: `${key.generationId}#refund`,
        amount: testing,
        operation: 'Refund: Testing changed nothing in the build of "Bakery"',
      }),
    ]);
    // A failure reported for the same run afterwards gives nothing more.
    await runs().failGeneration({ ...key, unusedCredits: testing, reason: failedAt, at });
    expect(await balanceOf(key.userId)).toBe(after);
  });

  it('gives nothing back when no agent was idle, and never more than was debited', async () => {
    const key = await running(20);
    const request = { userId: key.userId, generationId: key.generationId, agents: [], at };
    expect(await runs().refundIdle({ ...request, amount: 0 })).toBe(3);
    await expect(
      runs().refundIdle({ ...request, agents: ['Testing'], amount: landingPage.total + 1 }),
    ).rejects.toThrow(/must follow its debit and not exceed it/);
    expect(await balanceOf(key.userId)).toBe(3);
  });

  it('frees the project without a refund when nothing was left unused', async () => {
    const key = await running(20);

    const failed = await runs().failGeneration({ ...key, unusedCredits: 0, reason: failedAt, at });

    expect(failed).toEqual({ refunded: 0, newBalance: 3, released: true });
    expect(await ledgerEntriesOf(table, key.userId)).toHaveLength(2);
  });
});

describe('the start transaction', () => {
  it('writes the debit, its entry and the project lock together', async () => {
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
    const mock = mockClient(documents);
    mock.on(GetCommand).resolves({ Item: { credits: 20, total_spent: 0 } });
    mock.on(QueryCommand).resolves({ Items: [] });
    mock.on(TransactWriteCommand).resolves({});
    const generationId = ulid();

    await createGenerationRuns({ documents, tableName: 'table' }).startGeneration({
      userId: 'u1',
      projectId: 'p1',
      generationId,
      quote: landingPage,
      run: runOf(landingPage),
      at,
    });

    const calls = mock.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(1);
    const items = calls[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((item) => Object.keys(item)[0])).toEqual([
      'Update',
      'Put',
      'Update',
      'Update',
    ]);
    expect(items[0]?.Update?.ConditionExpression).toContain('credits >= :debit');
    expect(items[1]?.Put?.Item).toMatchObject({ SK: `TXN#${generationId}`, amount: -17 });
    expect(items[2]?.Update).toMatchObject({
      Key: { PK: 'USER#u1', SK: 'PROJECT#p1' },
      UpdateExpression: 'SET active_generation = :generation, active_until = :until',
    });
    expect(items[3]?.Update).toMatchObject({
      Key: { PK: 'USER#u1', SK: expect.stringMatching(/^RUN_SLOT#[0-2]$/) },
      ExpressionAttributeValues: { ':generation': generationId },
    });
  });

  it('refuses a generation id that is not a ULID before writing anything', async () => {
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
    const mock = mockClient(documents);

    await expect(
      createGenerationRuns({ documents, tableName: 'table' }).startGeneration({
        userId: 'u1',
        projectId: 'p1',
        generationId: 'g#1',
        quote: landingPage,
        run: runOf(landingPage),
        at,
      }),
    ).rejects.toThrow('not a ULID');
    expect(mock.calls()).toHaveLength(0);
  });
});

describe('what the runs count', () => {
  async function runningWith(metrics: BusinessMetrics, quote = landingPage) {
    const userId = await newUser(40);
    const projectId = await newProject(userId);
    const generationId = ulid();
    const start = { userId, projectId, generationId, quote, run: runOf(quote), at };
    const counted = createGenerationRuns(table, { maxAttempts: 50, metrics });
    await counted.startGeneration(start);
    return { key: { userId, projectId, generationId }, start, counted };
  }

  it('counts the credits a run spends once, not again on a retried start', async () => {
    const recorded = recordedMetrics();
    const { start, counted } = await runningWith(recorded.metrics);

    await counted.startGeneration(start);

    expect(recorded.names()).toEqual(['CreditsSpent']);
    expect(recorded.total('CreditsSpent')).toBe(landingPage.total);
  });

  it('counts a refunded build and its credits once however often the failure is reported', async () => {
    const recorded = recordedMetrics();
    const { key, counted } = await runningWith(recorded.metrics);
    const report = { ...key, unusedCredits: 17, run: runOf(landingPage), reason: failedAt, at };

    await Promise.all([1, 2, 3].map(() => counted.failGeneration(report)));

    expect(recorded.times('BuildsRefunded')).toBe(1);
    expect(recorded.total('CreditsRefunded')).toBe(17);
    expect(recorded.times('EditsRefundedUnchanged')).toBe(0);
  });

  it('counts an edit refunded because it changed nothing', async () => {
    const recorded = recordedMetrics();
    const { key, counted } = await runningWith(recorded.metrics);

    await counted.failGeneration({
      ...key,
      unusedCredits: landingPage.total,
      reason: { kind: 'unchanged' },
      at,
    });

    expect(recorded.times('EditsRefundedUnchanged')).toBe(1);
    expect(recorded.times('BuildsRefunded')).toBe(1);
    expect(recorded.total('CreditsRefunded')).toBe(landingPage.total);
  });

  it('counts no refund for a failed run that used every credit', async () => {
    const recorded = recordedMetrics();
    const { key, counted } = await runningWith(recorded.metrics);

    await counted.failGeneration({ ...key, unusedCredits: 0, reason: failedAt, at });

    expect(recorded.names()).toEqual(['CreditsSpent']);
  });
});
