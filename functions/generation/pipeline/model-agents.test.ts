import { describe, expect, it } from 'vitest';
import { AGENT_NAMES } from '../../../shared/constants';
import { offlineModels } from '../offline/offline-models';
import type { AgentModels } from '../models/agent-models';
import type { SitePlan } from '../page/site-plan';
import { memoryArtefacts } from '../../../testing/fixtures/generation/run-agents';
import { linesRewritten, picturesMade, planChanges } from './agent-changes';
import { createAgentWork } from './agent-work';
import type { PipelineState } from './pipeline-state';

const PROMPT = 'a bakery called Crumb & Co in Pune with a menu, an FAQ and three reviews';

function state(): PipelineState {
  const chosen = Object.fromEntries(AGENT_NAMES.map((agent) => [agent, true])) as Record<
    (typeof AGENT_NAMES)[number],
    boolean
  >;
  return {
    run: {
      generationId: 'gen-1',
      userId: 'user-1',
      projectId: 'project-1',
      prompt: PROMPT,
      model: 'gpt-5',
      agents: [...AGENT_NAMES],
      chosen,
      lines: [],
      modelCost: 0,
      total: 0,
      baseCodeKey: null,
      startedAt: '2026-11-25T00:00:00.000Z',
    },
    work: { completed: [], artefacts: {} },
  };
}

/** Model agents as a model would answer: here, what the given functions return. */
function withModel(overrides: Partial<AgentModels>) {
  return createAgentWork({
    // Not the templates' own object: the run is on a model.
    models: { ...offlineModels, ...overrides },
    groundwork: offlineModels,
    artefacts: memoryArtefacts(),
    readCode: async () => null,
  });
}

const quiet = async () => {};

describe('model agents measured against the templates a run without them uses', () => {
  it('a Planner whose plan is the templates’ changes nothing, and says so', async () => {
    const result = await withModel({}).run('Planner', state(), quiet);
    expect(result.unchanged).toBe(true);
    expect(result.summary).toBe('Planned what the templates would have');
  });

  it('a Planner that adds, drops and reorders sections says which, and is charged', async () => {
    const plan = async (prompt: string): Promise<SitePlan> => {
      const base = await offlineModels.plan(prompt);
      const [hero, ...rest] = base.sections;
      const kept = rest.filter((section) => section.kind !== 'faq').reverse();
      const team = { ...kept[0]!, id: 'team', kind: 'team' as const, heading: 'The bakers' };
      return { ...base, sections: [hero!, ...kept, team] };
    };
    const result = await withModel({ plan }).run('Planner', state(), quiet);
    expect(result.unchanged).toBe(false);
    expect(result.summary).toMatch(
      /^Planned \d+ sections: 1 section added, 1 section removed, order changed, new headings$/,
    );
  });

  it('Content and Image count the lines and pictures that differ from the templates’', async () => {
    const same = await withModel({}).run('Content', state(), quiet);
    expect(same.unchanged).toBe(true);
    const rewrite: AgentModels['writeContent'] = async (plan) => {
      const content = await offlineModels.writeContent(plan);
      return { ...content, description: 'Bread baked at dawn in Pune.', footer: 'Crumb & Co' };
    };
    const written = await withModel({ writeContent: rewrite }).run('Content', state(), quiet);
    expect(written.summary).toBe('2 lines rewritten');

    const drawn = await withModel({}).run('Image', state(), quiet);
    expect(drawn.unchanged).toBe(true);
    const paint: AgentModels['makeImages'] = async (plan, content) => ({
      ...(await offlineModels.makeImages(plan, content)),
      hero: '<img src="data:image/png;base64,AAAA" alt="Bread on a board">',
    });
    const painted = await withModel({ makeImages: paint }).run('Image', state(), quiet);
    expect(painted).toMatchObject({ unchanged: false, summary: '1 picture made' });
  });

  it('counts nothing between identical work', async () => {
    const plan = await offlineModels.plan(PROMPT);
    const content = await offlineModels.writeContent(plan);
    expect(planChanges(plan, plan)).toEqual([]);
    expect(linesRewritten(content, content)).toBe(0);
    expect(picturesMade({ hero: '<svg/>' }, { hero: '<svg/>' })).toBe(0);
  });
});
