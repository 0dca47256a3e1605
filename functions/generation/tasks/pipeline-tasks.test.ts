import { describe, expect, it } from 'vitest';
import type { Scorecard } from '../../../shared/api/scorecard-schema';
import {
  completeMessageSchema,
  type ServerSocketMessage,
} from '../../../shared/api/socket-schemas';
import { EditUnchangedError } from '../models/model-errors';
import { AGENT_NAMES, MAX_SOCKET_MESSAGE_BYTES } from '../../../shared/constants';
import {
  AGENT_TASK_FUNCTIONS,
  AGENTS_FUNCTION,
  initialPipelineState,
  PAGE_CHECKER_AGENT,
  PAGE_CHECKS,
  type PipelineRun,
  type PipelineState,
} from '../pipeline/pipeline-state';
import {
  completeMessage,
  createPipelineTasks,
  fail,
  failFunctionTask,
  failureReason,
  pageCheckerTask,
  RunEndedError,
  type FailTaskDeps,
  type PageCheckerDeps,
  type PipelineTaskDeps,
} from './pipeline-tasks';
import { NoFreeBuilderError } from './take-builder';
import { RUN_WAIT_LIMIT_SECONDS } from '../../lib/time-budget';

const details = { generation_id: '01JGENERATION0000000000000', new_balance: 3, version: 2 };

describe('completeMessage', () => {
  it('carries the code when the message fits one socket frame', () => {
    const html = '<!doctype html><title>Small</title>';
    expect(completeMessageSchema.parse(completeMessage(details, html))).toEqual({
      type: 'complete',
      ...details,
      code: html,
    });
  });

  it('tells the client to reload when the code would not fit, counting bytes, not characters', () => {
    // 50,000 three-byte characters: 150 KB, though only 50,000 characters long.
    const html = `<!doctype html><p>${'€'.repeat(50_000)}</p>`;
    expect(html.length).toBeLessThan(MAX_SOCKET_MESSAGE_BYTES);
    expect(completeMessage(details, html)).toEqual({
      type: 'complete',
      ...details,
      code: null,
      reload: true,
    });
  });
});

describe('failureReason', () => {
  it("passes on a model's own words", () => {
    const cause = JSON.stringify({
      errorType: 'ModelRateLimitError',
      errorMessage: 'The AI model is busy (rate limited). Please try again shortly.',
    });
    expect(failureReason({ Error: 'ModelRateLimitError', Cause: cause })).toBe(
      'The AI model is busy (rate limited). Please try again shortly',
    );
  });

  it('never shows the internals of other errors', () => {
    const cause = JSON.stringify({
      errorType: 'Error',
      errorMessage: 'Artefact projects/u/p/generations/g/plan.json is missing',
    });
    expect(failureReason({ Error: 'Error', Cause: cause })).toBe(
      'something went wrong on our side',
    );
  });

  it('names a timeout as such', () => {
    expect(failureReason({ Error: 'States.Timeout', Cause: '' })).toBe('it took too long');
  });
});

const run: PipelineRun = {
  generationId: '01JGENERATION0000000000000',
  userId: 'user-1',
  projectId: '01JPROJECT00000000000000000',
  prompt: 'A bakery',
  model: 'gpt-5',
  agents: ['Planner', 'Frontend'],
  chosen: {
    Planner: true,
    Content: false,
    Image: false,
    Frontend: true,
    Backend: false,
    Testing: false,
  },
  lines: [
    { name: 'Planner', cost: 5 },
    { name: 'Frontend', cost: 10 },
  ],
  modelCost: 2,
  total: 17,
  baseCodeKey: null,
  startedAt: '2026-11-27T10:00:00.000Z',
};

describe('an agent whose run ended while it worked', () => {
  it('removes the artefacts it wrote, and only those, before failing', async () => {
    const removed: string[][] = [];
    const entry = {
      name: 'Planner' as const,
      status: 'working' as const,
      cost: 5,
      credits_used: 0,
      updated_at: '2026-11-27T10:00:00.000Z',
    };
    let updates = 0;
    // The first status update (working) lands; by the time the agent reports its result the run
    // has ended (stopped, its project deleted), so the record refuses the update.
    const deps = {
      records: { updateAgent: async () => (++updates === 1 ? entry : null) },
      notifier: { broadcast: async () => undefined },
      workFor: async () => ({
        run: async () => ({
          summary: 'Planned',
          work: {
            completed: ['Planner'],
            artefacts: { content: 'old/content.json', plan: 'new/plan.json' },
          },
        }),
      }),
      artefacts: {
        remove: async (keys: readonly string[]) => {
          removed.push([...keys]);
        },
      },
      clock: () => new Date('2026-11-27T10:00:01.000Z'),
    } as unknown as PipelineTaskDeps;
    const state = {
      ...initialPipelineState(run),
      work: { completed: [], artefacts: { content: 'old/content.json' } },
    };
    const agents = createPipelineTasks(deps)[AGENT_TASK_FUNCTIONS.Planner];
    await expect(agents({ agent: 'Planner', ...state })).rejects.toBeInstanceOf(RunEndedError);
    expect(removed).toEqual([['new/plan.json']]);
  });
});

describe("the agents' function", () => {
  /** The agents' and the page checker's Tasks, each agent's work recorded and none of it real. */
  function pipeline() {
    const ran: string[] = [];
    const deps = {
      records: {
        updateAgent: async (_run: PipelineRun, name: string) => ({
          name,
          status: 'working',
          cost: 0,
          credits_used: 0,
          updated_at: '2026-11-27T10:00:00.000Z',
        }),
      },
      notifier: { broadcast: async () => undefined },
      workFor: async () => ({
        run: async (agent: string, state: PipelineState) => {
          ran.push(agent);
          return {
            summary: `${agent} done`,
            work: { ...state.work, completed: [...state.work.completed, agent] },
          };
        },
      }),
      clock: () => new Date('2026-11-27T10:00:01.000Z'),
    } as unknown as PipelineTaskDeps;
    return { tasks: createPipelineTasks(deps), ran };
  }
  const state = initialPipelineState(run);

  it.each(AGENT_NAMES.filter((agent) => AGENT_TASK_FUNCTIONS[agent] === AGENTS_FUNCTION))(
    'runs the %s agent when its Task names it',
    async (agent) => {
      const { tasks, ran } = pipeline();

      const work = await tasks[AGENTS_FUNCTION]({ agent, ...state });

      expect(ran).toEqual([agent]);
      expect(work).toEqual({ completed: [agent], artefacts: {} });
    },
  );

  it('refuses a Task that names no agent, or one it does not run, before any work', async () => {
    const { tasks, ran } = pipeline();

    await expect(tasks[AGENTS_FUNCTION](state)).rejects.toThrow();
    await expect(tasks[AGENTS_FUNCTION]({ agent: PAGE_CHECKER_AGENT, ...state })).rejects.toThrow(
      `The agents function does not run the ${PAGE_CHECKER_AGENT} agent`,
    );
    await expect(tasks[AGENTS_FUNCTION]({ agent: 'Designer', ...state })).rejects.toThrow();
    expect(ran).toEqual([]);
  });

  it("leaves the page checker's agent to the page checker, which runs no other", async () => {
    const { tasks, ran } = pipeline();
    const checker = tasks[AGENT_TASK_FUNCTIONS[PAGE_CHECKER_AGENT]];

    await expect(checker({ agent: 'Frontend', ...state })).rejects.toThrow(
      'The testingAgent function does not run the Frontend agent',
    );
    await checker({ agent: PAGE_CHECKER_AGENT, ...state });

    expect(ran).toEqual([PAGE_CHECKER_AGENT]);
  });
});

describe("the page checker's function", () => {
  const BEFORE = '<!DOCTYPE html><title>Before</title>';
  const AFTER = '<!DOCTYPE html><title>After</title>';
  const edit: PipelineRun = { ...run, agents: ['Frontend'], baseCodeKey: 'code/current.html' };
  const scorecard: Scorecard = {
    asked: 2,
    delivered: 2,
    items: [],
    suggestions: [],
    facts: { given: 0, shown: 0, missing: [], placed: [] },
    widgets: { total: 0, working: 0, broken: [] },
    misplaced: [],
    sample: [],
    problems: 0,
  };

  /** The checker with its collaborators faked, and what it did with them. */
  function checker(
    options: { lost?: string[]; versionGone?: boolean; scorecard?: Scorecard } = {},
  ) {
    const sent: ServerSocketMessage[] = [];
    const attached: unknown[][] = [];
    const compared: string[][] = [];
    const deps = {
      artefacts: {
        getText: async (key: string) => (key === 'work/frontend.html' ? AFTER : ''),
      },
      code: { get: async (key: string) => (key === edit.baseCodeKey ? BEFORE : null) },
      notifier: {
        broadcast: async (
          _userId: string,
          _projectId: string,
          ...messages: ServerSocketMessage[]
        ) => {
          sent.push(...messages);
        },
      },
      versions: {
        attachScorecard: async (...args: unknown[]) => {
          attached.push(args);
          return !options.versionGone;
        },
      },
      scorecardOf: async () => options.scorecard ?? scorecard,
      lostInRewrite: async (before: string, after: string) => {
        compared.push([before, after]);
        return options.lost ?? [];
      },
    } as unknown as PageCheckerDeps;
    return { task: pageCheckerTask(deps), sent, attached, compared };
  }

  const work = { completed: ['Frontend'], artefacts: { html: 'work/frontend.html' } };

  it('scores the saved page, keeps the scorecard with the version and sends it to the tabs', async () => {
    const { task, sent, attached } = checker();

    const result = await task({ check: PAGE_CHECKS.score, run, work, result: { version: 3 } });

    expect(result).toEqual({ scored: true });
    expect(attached).toEqual([[run.userId, run.projectId, 3, scorecard]]);
    expect(sent).toEqual([
      { type: 'scorecard', generation_id: run.generationId, version: 3, scorecard },
    ]);
  });

  it('sends no scorecard for a version gone meanwhile', async () => {
    const { task, sent } = checker({ versionGone: true });

    const result = await task({ check: PAGE_CHECKS.score, run, work, result: { version: 3 } });

    expect(result).toEqual({ scored: false });
    expect(sent).toEqual([]);
  });

  it('answers the work without its flag when the page written again lost nothing', async () => {
    const { task, compared } = checker();

    const checked = await task({
      check: PAGE_CHECKS.rewrite,
      run: edit,
      work: { ...work, rewritten: true },
    });

    expect(checked).toEqual(work);
    expect(compared).toEqual([[BEFORE, AFTER]]);
  });

  it('refuses a page written again that lost something, as an edit that changed nothing', async () => {
    const { task } = checker({ lost: ['“Menu”', 'the working theme toggle'] });

    const checking = task({
      check: PAGE_CHECKS.rewrite,
      run: edit,
      work: { ...work, rewritten: true },
    });

    await expect(checking).rejects.toBeInstanceOf(EditUnchangedError);
    await expect(checking).rejects.toThrow(
      /^Nothing on the page changed: the change could only be made by writing the page again, which would have lost “Menu”, the working theme toggle; the page was left as it was\. Try, for example: /,
    );
  });

  it('refuses a check it does not know rather than run its agent', async () => {
    const { task } = checker();

    await expect(task({ check: 'spelling', run, work })).rejects.toThrow();
  });
});

describe('the failure Task after the version was saved', () => {
  it('gives back the idle agents’ credits the finish did not get to, and nothing else', async () => {
    const entry = (name: 'Planner' | 'Frontend', used: number) => ({
      name,
      status: 'completed' as const,
      cost: name === 'Planner' ? 5 : 10,
      credits_used: used,
      updated_at: '2026-11-27T10:00:00.000Z',
    });
    const refunds: unknown[] = [];
    const deps = {
      records: {
        close: async () => undefined,
        get: async () => ({
          status: 'completed',
          agents: [entry('Planner', 0), entry('Frontend', 10)],
        }),
      },
      runs: {
        refundIdle: async (request: unknown) => {
          refunds.push(request);
          return 8;
        },
        failGeneration: async () => {
          throw new Error('A saved run is not failed');
        },
      },
      notifier: { broadcast: async () => undefined },
      metrics: { count: () => undefined },
      clock: () => new Date('2026-11-27T10:01:00.000Z'),
    } as unknown as FailTaskDeps;

    const answer = await fail(deps, {
      ...initialPipelineState(run),
      error: { Error: 'States.Timeout', Cause: '' },
    });

    expect(answer).toEqual({ refunded: 5 });
    expect(refunds).toEqual([
      expect.objectContaining({ generationId: run.generationId, amount: 5, agents: ['Planner'] }),
    ]);
  });
});

describe("a queued run's wait for a builder", () => {
  const queued: PipelineRun = { ...run, queued: true };
  const after = (seconds: number) => new Date(Date.parse(run.startedAt) + seconds * 1000);
  function failFunction(free: boolean, now: Date) {
    const calls = {
      refunds: [] as unknown[],
      told: [] as ServerSocketMessage[],
      failed: [] as unknown[],
    };
    const deps = {
      records: {
        close: async () => undefined,
        get: async () => ({
          status: 'running',
          agents: run.agents.map((name) => ({ name, status: 'pending', cost: 5, credits_used: 0 })),
        }),
        fail: async (_run: unknown, failure: unknown) => {
          calls.failed.push(failure);
          return true;
        },
      },
      runs: {
        admitWaiting: async () => free,
        failGeneration: async (request: unknown) => {
          calls.refunds.push(request);
          return { refunded: run.total, newBalance: 40, released: true };
        },
      },
      notifier: {
        broadcast: async (_user: string, _project: string, ...messages: ServerSocketMessage[]) => {
          calls.told.push(...messages);
        },
      },
      metrics: { count: () => undefined },
      clock: () => now,
    } as unknown as FailTaskDeps;
    return { task: failFunctionTask(deps), deps, calls };
  }
  const asked = { admit: true, run: queued };

  it('takes a place when its account has one free', async () => {
    await expect(failFunction(true, after(40)).task(asked)).resolves.toEqual({
      admitted: true,
      waitSeconds: 0,
    });
  });

  it('asks again soon at first, then less often', async () => {
    const waits = [];
    for (const seconds of [5, 90, 600]) {
      waits.push(await failFunction(false, after(seconds)).task(asked));
    }
    expect(waits).toEqual([
      { admitted: false, waitSeconds: 3 },
      { admitted: false, waitSeconds: 10 },
      { admitted: false, waitSeconds: 20 },
    ]);
  });

  it('gives up at the longest wait, and the failure Task refunds it all, naming no agent', async () => {
    const { task, calls } = failFunction(false, after(RUN_WAIT_LIMIT_SECONDS));
    const refused = await task(asked).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(NoFreeBuilderError);
    if (!(refused instanceof Error)) throw new Error('The wait did not fail');

    await task({
      ...initialPipelineState(queued),
      error: { Error: refused.name, Cause: JSON.stringify({ errorMessage: refused.message }) },
    });

    expect(calls.refunds).toEqual([
      expect.objectContaining({ unusedCredits: run.total, reason: { kind: 'waited' } }),
    ]);
    expect(calls.failed).toEqual([expect.objectContaining({ agent: null })]);
    expect(calls.told).toEqual([
      {
        error: `Generation failed: no builder came free within ${RUN_WAIT_LIMIT_SECONDS / 60} minutes, as your other builds held every one your account has. ${run.total} credits were refunded.`,
        generation_id: run.generationId,
        new_balance: 40,
      },
    ]);
  });
});
