import { describe, expect, it } from 'vitest';
import { AGENT_NAMES, type AgentName } from '../../../shared/constants';
import { offlineModels } from '../offline/offline-models';
import type { AgentModels } from '../models/agent-models';
import type { SiteContent, SitePlan } from '../page/site-plan';
import { memoryArtefacts, testRun } from '../../../testing/fixtures/generation/run-agents';
import { picturesMade, planChanges } from './agent-changes';
import { createAgentWork } from './agent-work';
import type { PipelineState } from './pipeline-state';

const PROMPT = 'a bakery called Crumb & Co in Pune with a menu, an FAQ and three reviews';

function state(agents: readonly AgentName[] = AGENT_NAMES): PipelineState {
  return { run: testRun(PROMPT, agents), work: { completed: [], artefacts: {} } };
}

/** The templates, as a run on a model must not use them for its plan or its copy. */
const templatesOnlyForArt: AgentModels = {
  ...offlineModels,
  plan: () => Promise.reject(new Error('A model run planned with the templates')),
  writeContent: () => Promise.reject(new Error('A model run wrote the templates’ copy')),
};

/** Model agents as a model would answer: here, what the given functions return. */
function withModel(overrides: Partial<AgentModels>) {
  const artefacts = memoryArtefacts();
  const work = createAgentWork({
    // Not the templates' own object: the run is on a model.
    models: { ...offlineModels, ...overrides },
    groundwork: templatesOnlyForArt,
    artefacts,
    readCode: async () => null,
  });
  return { ...work, artefacts };
}

const quiet = async () => {};

/** A plan as a model makes it: its own sections and look, not the templates'. */
async function modelPlan(prompt: string): Promise<SitePlan> {
  const base = await offlineModels.plan(prompt);
  const [hero, ...rest] = base.sections;
  return {
    ...base,
    title: 'Crumb & Co',
    sections: [hero!, ...rest.filter((section) => section.kind !== 'faq').reverse()],
    theme: { ...base.theme, hue: (base.theme.hue + 120) % 360 },
  };
}

describe('a build on a model without the Planner and the Content agent', () => {
  it('is planned by the model (a quick call) and written with its own copy, never the templates’', async () => {
    const plans: { quick: boolean | undefined }[] = [];
    const built: { plan: SitePlan; content: SiteContent | null }[] = [];
    const work = withModel({
      plan: async (prompt, _, options) => {
        plans.push({ quick: options?.quick });
        return modelPlan(prompt);
      },
      buildPage: async (plan, content, images) => {
        built.push({ plan, content });
        return offlineModels.buildPage(plan, content, images);
      },
    });

    const result = await work.run('Frontend', state(['Frontend', 'Testing']), quiet);

    expect(plans).toEqual([{ quick: true }]);
    expect(built).toHaveLength(1);
    expect(built[0]?.content).toBeNull();
    expect(built[0]?.plan).toEqual(await modelPlan(PROMPT));
    expect(result.summary).toMatch(/^Planned and wrote the page \(\d+ KB\)$/);
    // The agents after it read the plan the page was built from.
    const stored = result.work.artefacts.plan;
    expect(stored && JSON.parse(await work.artefacts.getText(stored))).toMatchObject({
      title: 'Crumb & Co',
    });
    const tested = await work.run(
      'Testing',
      { ...state(['Frontend', 'Testing']), work: result.work },
      quiet,
    );
    expect(plans).toHaveLength(1);
    expect(tested.summary).toMatch(/asked-for items/);
  });

  it('keeps the Image agent’s own plan to itself: the Frontend’s is the one later agents read', async () => {
    let planned = 0;
    const work = withModel({
      plan: async (prompt) => ({ ...(await modelPlan(prompt)), tagline: `Plan ${++planned}` }),
    });
    const drawn = await work.run('Image', state(['Image', 'Frontend']), quiet);
    expect(drawn.work.artefacts.plan).toBeUndefined();
    expect(drawn.unchanged).toBe(true);
  });
});

describe('model agents the person chose', () => {
  it('a Planner makes the plan the page is built from, and is charged', async () => {
    const result = await withModel({ plan: modelPlan }).run('Planner', state(), quiet);
    expect(result.unchanged).toBe(false);
    expect(result.summary).toMatch(/^Planned \d+ sections, \d+ asked-for items$/);
  });

  it('a Content agent writes the copy the page shows, and is charged', async () => {
    const copy: AgentModels['writeContent'] = async (plan) => ({
      ...(await offlineModels.writeContent(plan)),
      description: 'Bread baked at dawn in Pune.',
    });
    const work = withModel({ plan: modelPlan, writeContent: copy });
    const planned = await work.run('Planner', state(), quiet);
    const written = await work.run('Content', { ...state(), work: planned.work }, quiet);
    expect(written.unchanged).toBe(false);
    expect(written.summary).toMatch(/^Wrote \d+ lines of copy for \d+ sections$/);
  });

  it('an Image agent is charged only for pictures that are not the built-in art', async () => {
    const drawn = await withModel({ plan: modelPlan }).run('Image', state(), quiet);
    expect(drawn.unchanged).toBe(true);
    const paint: AgentModels['makeImages'] = async (plan, content) => ({
      ...(await offlineModels.makeImages(plan, content)),
      hero: '<img src="data:image/png;base64,AAAA" alt="Bread on a board">',
    });
    const painted = await withModel({ plan: modelPlan, makeImages: paint }).run(
      'Image',
      state(),
      quiet,
    );
    expect(painted).toMatchObject({ unchanged: false, summary: '1 picture made' });
  });

  it('counts nothing between identical work', async () => {
    const plan = await offlineModels.plan(PROMPT);
    expect(planChanges(plan, plan)).toEqual([]);
    expect(picturesMade({ hero: '<svg/>' }, { hero: '<svg/>' })).toBe(0);
  });
});
