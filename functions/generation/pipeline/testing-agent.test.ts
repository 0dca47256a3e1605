import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkCoverage } from '../coverage/coverage';
import { offlineModels } from '../offline/offline-models';
import {
  lastUserMessage,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../../testing/fakes/fake-openai-server';
import { pageInPrompt } from '../../../testing/fixtures/generation/model-answers';
import { createOpenAiModels } from '../openai/openai-models';
import { createAgentWork } from './agent-work';
import type { Artefacts } from './artefacts';
import type { PipelineState } from './pipeline-state';
import { memoryArtefacts, testRun } from '../../../testing/fixtures/generation/run-agents';

const PROMPT =
  'a bakery called Crumb & Co in Pune with a menu, an FAQ and three reviews, call +91 98765 43210';

async function stateWith(artefacts: Artefacts, html: string): Promise<PipelineState> {
  const plan = await offlineModels.plan(PROMPT);
  return {
    run: testRun(PROMPT, ['Planner', 'Frontend', 'Testing']),
    work: {
      completed: ['Planner', 'Frontend'],
      artefacts: {
        plan: await artefacts.putJson('plan.json', plan),
        html: await artefacts.putHtml('frontend.html', html),
      },
    },
  };
}

/** The offline page for the prompt: everything asked for is on it. */
async function completePage(): Promise<string> {
  const plan = await offlineModels.plan(PROMPT);
  const content = await offlineModels.writeContent(plan);
  return offlineModels.buildPage(plan, content, await offlineModels.makeImages(plan, content));
}

/** The page without one section, as a model that skipped an item would write it. */
const withoutSection = (html: string, kind: string): string =>
  html.replace(new RegExp(`<section id="[^"]*" data-kind="${kind}"[\\s\\S]*?</section>`), '');

let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi();
});
afterEach(async () => {
  await fake.close();
});

describe('the Testing agent', () => {
  it('gives a page that omits an asked-for item one fix round with a model, and checks it again', async () => {
    const artefacts = memoryArtefacts();
    const complete = await completePage();
    const missing = withoutSection(complete, 'faq');
    expect(missing).not.toBe(complete);
    // The model puts the section back with a patch, as the fix prompt asks.
    fake.answerChat = (request) => {
      expect(pageInPrompt(lastUserMessage(request))).toContain('</main>');
      const faq = /<section id="[^"]*" data-kind="faq"[\s\S]*?<\/section>/.exec(complete)?.[0];
      return {
        content: JSON.stringify({
          patches: [{ find: '</main>', replace: `${faq ?? ''}</main>` }],
          notes: ['Added the FAQ.'],
        }),
      };
    };
    const models = createOpenAiModels({ client: fake.client(), model: 'gpt-5' });
    const work = createAgentWork({
      models,
      groundwork: offlineModels,
      artefacts,
      readCode: async () => null,
    });

    const result = await work.run('Testing', await stateWith(artefacts, missing), async () => {});

    expect(fake.chatRequests).toHaveLength(1);
    const asked = lastUserMessage(fake.chatRequests[0]);
    expect(asked).toContain('coverage missing-faq');
    expect(asked).toContain('"FAQ"');
    const fixed = await artefacts.getText(result.work.artefacts.html ?? '');
    const plan = await offlineModels.plan(PROMPT);
    const card = await checkCoverage(fixed, plan);
    expect(card.items.find((item) => item.kind === 'faq')?.status).toBe('present');
    expect(result.summary).toMatch(/^3 of 3 asked-for items/);
    expect(result.unchanged).toBe(false);
  });

  it('makes no model call and no change for a page that has everything and passes the checks', async () => {
    const artefacts = memoryArtefacts();
    const models = createOpenAiModels({ client: fake.client(), model: 'gpt-5' });
    const work = createAgentWork({
      models,
      groundwork: offlineModels,
      artefacts,
      readCode: async () => null,
    });

    const state = await stateWith(artefacts, await completePage());
    const result = await work.run('Testing', state, async () => {});

    expect(fake.chatRequests).toHaveLength(0);
    expect(result.summary).toBe(
      '3 of 3 asked-for items; HTML and accessibility checks passed; nothing to fix',
    );
    // The page stays the Frontend's, and the run gives the agent's credits back.
    expect(result.unchanged).toBe(true);
    expect(result.work.artefacts.html).toBe(state.work.artefacts.html);
  });
});
