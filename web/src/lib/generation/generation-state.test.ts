import { describe, expect, it } from 'vitest';
import type { RunSummary } from '../../../../shared/api/project-schemas';
import type { StatusMessage } from '../../../../shared/api/socket-schemas';
import { AGENT_COSTS } from '../../../../shared/constants';
import {
  estimatedCost,
  MESSAGE_MODEL_COST,
  FIRST_ANSWER_WAIT_MS,
  generationReducer,
  initialGenerationState,
  previewOf,
  type GenerationEvent,
  type GenerationState,
} from './generation-state';

const RUN = '01JRUN00000000000000000001';
const OTHER = '01JRUN00000000000000000002';

function status(partial: Partial<StatusMessage> & Pick<StatusMessage, 'agent' | 'status'>) {
  return {
    type: 'message',
    message: {
      type: 'status',
      generation_id: RUN,
      cost: AGENT_COSTS[partial.agent],
      credits_used: 0,
      timestamp: '2026-01-01T10:00:00.000Z',
      ...partial,
    },
  } satisfies GenerationEvent;
}

const run = (events: GenerationEvent[], from: GenerationState = initialGenerationState()) =>
  events.reduce(generationReducer, from);

const statusOf = (state: GenerationState, name: string) =>
  state.agents.find((agent) => agent.name === name);

describe('the generation state', () => {
  it('turns generating on and clears the status log when Generate is pressed', () => {
    const before = run([status({ agent: 'Planner', status: 'completed' })]);

    const after = run([{ type: 'submitted', prompt: 'A bakery site' }], {
      ...before,
      generating: false,
    });

    expect(after.generating).toBe(true);
    expect(after.agents.every((agent) => agent.status === 'idle')).toBe(true);
  });

  it('says a run waits for a builder until its first agent is at work, and not after it ends', () => {
    const until = '2026-01-01T10:15:00.000Z';
    const waiting = {
      type: 'message',
      message: { type: 'waiting', generation_id: RUN, until },
    } as const;

    const queued = run([
      { type: 'submitted', prompt: 'A bakery site' },
      status({ agent: 'Planner', status: 'pending' }),
      waiting,
    ]);
    expect(queued).toMatchObject({ generating: true, generationId: RUN, waitingUntil: until });
    expect(statusOf(queued, 'Planner')?.status).toBe('pending');

    const started = run([status({ agent: 'Planner', status: 'working' })], queued);
    expect(started.waitingUntil).toBeNull();

    const ended = run(
      [{ type: 'message', message: { error: 'No builder', generation_id: RUN } }],
      queued,
    );
    expect(ended).toMatchObject({ generating: false, waitingUntil: null });
    // A waiting message replayed for the run that ended does not bring it back.
    expect(run([waiting], ended)).toMatchObject({ generating: false, waitingUntil: null });
  });

  it('records each agent’s status, progress and cost from its messages', () => {
    const state = run([
      { type: 'submitted', prompt: 'A bakery site' },
      status({ agent: 'Planner', status: 'working', progress: 'Planning', progressPercent: 30 }),
      status({ agent: 'Image', status: 'pending', cost: 20 }),
    ]);

    expect(statusOf(state, 'Planner')).toEqual({
      name: 'Planner',
      status: 'working',
      cost: AGENT_COSTS.Planner,
      creditsUsed: 0,
      progress: 'Planning',
      progressPercent: 30,
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(statusOf(state, 'Image')).toMatchObject({ status: 'pending', cost: 20 });
    expect(statusOf(state, 'Frontend')?.status).toBe('idle');
    expect(estimatedCost(state.agents)).toBe(AGENT_COSTS.Planner + 20 + MESSAGE_MODEL_COST);
  });

  it('clears the flag on complete and on error, keeping the log', () => {
    const working = run([
      { type: 'submitted', prompt: 'A bakery site' },
      status({ agent: 'Planner', status: 'working' }),
    ]);
    const complete = run(
      [
        {
          type: 'message',
          message: {
            type: 'complete',
            generation_id: RUN,
            code: '<p/>',
            new_balance: 1,
            version: 1,
          },
        },
      ],
      working,
    );
    const failed = run(
      [{ type: 'message', message: { error: 'Boom', generation_id: RUN } }],
      working,
    );
    const refused = run([{ type: 'message', message: { error: 'Refused' } }], working);

    for (const state of [complete, failed, refused]) {
      expect(state.generating).toBe(false);
      expect(statusOf(state, 'Planner')?.status).toBe('working');
    }
  });

  it('starts a new log, generating, for a status of a run it has not seen', () => {
    const first = run([status({ agent: 'Planner', status: 'completed' })]);

    const second = run(
      [status({ agent: 'Image', status: 'working', generation_id: OTHER })],
      first,
    );

    expect(first.generating).toBe(true);
    expect(second.generationId).toBe(OTHER);
    expect(statusOf(second, 'Planner')?.status).toBe('idle');
    expect(statusOf(second, 'Image')?.status).toBe('working');
  });

  it('never turns generating back on for a late status of a finished run', () => {
    const state = run([
      status({ agent: 'Planner', status: 'working' }),
      {
        type: 'message',
        message: { type: 'complete', generation_id: RUN, code: null, new_balance: 1, version: 2 },
      },
      status({ agent: 'Testing', status: 'completed' }),
    ]);

    expect(state.generating).toBe(false);
    expect(statusOf(state, 'Testing')?.status).toBe('completed');
  });

  it('clears the flag when a message could not be sent, until a replay says a run is under way', () => {
    const dropped = run([
      { type: 'submitted', prompt: 'A bakery site' },
      { type: 'connection-lost' },
    ]);
    expect(dropped.generating).toBe(false);

    const replayed = run([status({ agent: 'Planner', status: 'working' })], dropped);
    expect(replayed.generating).toBe(true);
  });
});

describe('statuses arriving out of order', () => {
  it('keep an agent’s newer status when an older one (a watch’s replay of the record) comes late', () => {
    const at = (seconds: number) => `2026-01-01T10:00:0${seconds}.000Z`;
    const state = run([
      status({ agent: 'Planner', status: 'working', timestamp: at(1) }),
      status({ agent: 'Planner', status: 'completed', timestamp: at(3) }),
      // Read from the record at 2 s, sent after the pipeline's 'completed'.
      status({ agent: 'Planner', status: 'working', timestamp: at(2) }),
      status({ agent: 'Content', status: 'working', timestamp: at(2) }),
    ]);

    expect(statusOf(state, 'Planner')?.status).toBe('completed');
    expect(statusOf(state, 'Content')?.status).toBe('working');
  });
});

describe('the runs as the server has them, read while the socket was not listening', () => {
  const summary = (generationId: string, state: RunSummary['status']): RunSummary => ({
    generation_id: generationId,
    prompt: 'A bakery site',
    status: state,
    agents: [{ name: 'Frontend', status: state === 'running' ? 'working' : 'completed', cost: 6 }],
    total: 6,
    refunded: 0,
    started_at: '2026-01-01T10:00:00.000Z',
  });
  const runState = (runs: RunSummary[], sending = false): GenerationEvent => ({
    type: 'run-state',
    runs,
    sending,
  });

  it('follow a run under way that this tab had not heard of, with a fresh status log', () => {
    const before = run([status({ agent: 'Planner', status: 'completed', generation_id: OTHER })]);

    const after = run([runState([summary(RUN, 'running'), summary(OTHER, 'completed')])], {
      ...before,
      generating: false,
      finished: [OTHER],
    });

    expect(after).toMatchObject({ generating: true, generationId: RUN });
    expect(after.agents.every((agent) => agent.status === 'idle')).toBe(true);
  });

  it('keep a message just sent going when the runs were read before its run was recorded, for a minute only', () => {
    const sent = run([{ type: 'submitted', prompt: 'Make it warmer', at: 1_000 }]);
    const early: GenerationEvent = { type: 'run-state', runs: [], sending: false, at: 2_000 };
    const kept = run([early], sent);
    expect(kept).toMatchObject({
      generating: true,
      generationId: null,
      sentPrompt: 'Make it warmer',
    });
    // Its first status then follows as always.
    expect(run([status({ agent: 'Planner', status: 'working' })], kept)).toMatchObject({
      generating: true,
      generationId: RUN,
    });
    // A minute on, no run means the message was lost: the list's word is taken.
    const late: GenerationEvent = {
      type: 'run-state',
      runs: [],
      sending: false,
      at: 1_000 + FIRST_ANSWER_WAIT_MS,
    };
    expect(run([late], sent)).toMatchObject({ generating: false });
  });

  it('end a run that ended unheard, and never turn an ended run back on', () => {
    const live = run([status({ agent: 'Frontend', status: 'working' })]);

    const ended = run([runState([summary(RUN, 'completed')])], live);
    expect(ended).toMatchObject({ generating: false, finished: [RUN] });
    // Its agents show how the record left them, not the status the socket last brought.
    expect(statusOf(ended, 'Frontend')?.status).toBe('completed');
    // A late read that still says running (a replica behind) does not start it again.
    expect(run([runState([summary(RUN, 'running')])], ended).generating).toBe(false);
  });

  it('leave a message waiting to go alone: it has no run yet', () => {
    const submitted = run([{ type: 'submitted', prompt: 'A bakery site' }]);

    expect(run([runState([], true)], submitted).generating).toBe(true);
    expect(run([runState([])], submitted).generating).toBe(false);
  });
});

describe('the page as it is written', () => {
  const preview = (text: string, generationId = RUN, offset = 0): GenerationEvent => ({
    type: 'message',
    message: { type: 'preview', generation_id: generationId, offset, text },
  });
  const complete: GenerationEvent = {
    type: 'message',
    message: {
      type: 'complete',
      generation_id: RUN,
      code: '<p>done</p>',
      new_balance: 3,
      version: 1,
    },
  };

  /** A page's start with a line to show: a preview waits for text in the body. */
  const TOP = '<body><h1>Crumb and Co, bakers</h1>';
  const at = (offset: number) => TOP.length + offset;

  it('keeps the newest part of the run under way', () => {
    const state = run([
      { type: 'submitted', prompt: 'A bakery site' },
      status({ agent: 'Frontend', status: 'working' }),
      preview(`${TOP}<p>one</p>`),
      preview('<p>two</p>', RUN, at(10)),
    ]);
    expect(previewOf(state)).toBe(`${TOP}<p>one</p><p>two</p>`);
    expect(state.generating).toBe(true);
  });

  it('shows nothing of a page until its body has text', () => {
    const state = run([
      { type: 'submitted', prompt: 'A bakery site' },
      preview('<html><head><style>body{background:#fff}</style></head><body><nav>'),
    ]);
    expect(state.previewText).not.toBe('');
    expect(previewOf(state)).toBeNull();
  });

  it('puts the pieces together in order, showing only what a browser can', () => {
    const state = run([
      { type: 'submitted', prompt: 'A bakery site' },
      preview(`${TOP}<h1>Crumb</h1><p cla`),
      preview('ss="lead">Fresh</p><script>let a = ', RUN, at(20)),
    ]);
    expect(previewOf(state)).toBe(`${TOP}<h1>Crumb</h1><p class="lead">Fresh</p>`);
    // A repeated piece changes nothing; the rest of the script lets the page show it.
    const more = run(
      [preview('ss="lead">Fresh</p>', RUN, at(20)), preview('1;</script><p>Rye</p>', RUN, at(55))],
      state,
    );
    expect(previewOf(more)).toBe(
      `${TOP}<h1>Crumb</h1><p class="lead">Fresh</p><script>let a = 1;</script><p>Rye</p>`,
    );
  });

  it('waits after a missed piece until the whole page is sent again', () => {
    const state = run([
      { type: 'submitted', prompt: 'A bakery site' },
      preview(`${TOP}<p>one</p>`),
      preview('<p>three</p>', RUN, at(20)),
    ]);
    expect(previewOf(state)).toBe(`${TOP}<p>one</p>`);
    const caughtUp = run([preview(`${TOP}<p>one</p><p>two</p><p>three</p>`)], state);
    expect(previewOf(caughtUp)).toBe(`${TOP}<p>one</p><p>two</p><p>three</p>`);
  });

  it('drops it when the run ends, and ignores one that arrives late', () => {
    const state = run([
      { type: 'submitted', prompt: 'A bakery site' },
      status({ agent: 'Frontend', status: 'working' }),
      preview(`${TOP}<p>one</p>`),
      complete,
      preview(`${TOP}<p>late</p>`),
    ]);
    expect(previewOf(state)).toBeNull();
    const failed = run([
      { type: 'submitted', prompt: 'A bakery site' },
      preview(`${TOP}<p>one</p>`),
      { type: 'message', message: { error: 'Generation failed', generation_id: RUN } },
    ]);
    expect(previewOf(failed)).toBeNull();
  });

  it("ignores another run's page", () => {
    const state = run([
      { type: 'submitted', prompt: 'A bakery site' },
      status({ agent: 'Frontend', status: 'working' }),
      preview(`${TOP}<p>other</p>`, OTHER),
    ]);
    expect(previewOf(state)).toBeNull();
  });
});
