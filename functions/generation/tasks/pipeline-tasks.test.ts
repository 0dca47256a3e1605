import { describe, expect, it } from 'vitest';
import { completeMessageSchema } from '../../../shared/api/socket-schemas';
import { MAX_SOCKET_MESSAGE_BYTES } from '../../../shared/api/socket-schemas';
import {
  AGENT_TASK_FUNCTIONS,
  initialPipelineState,
  type PipelineRun,
} from '../pipeline/pipeline-state';
import {
  completeMessage,
  createPipelineTasks,
  failureReason,
  RunEndedError,
  type PipelineTaskDeps,
} from './pipeline-tasks';

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

describe('an agent whose run ended while it worked', () => {
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
    const planner = createPipelineTasks(deps)[AGENT_TASK_FUNCTIONS.Planner];
    await expect(planner(state)).rejects.toBeInstanceOf(RunEndedError);
    expect(removed).toEqual([['new/plan.json']]);
  });
});
