import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedPlan } from '../page/site-plan';
import { AGENT_NAMES } from '../../../shared/constants';
import { runAgents } from '../../../testing/fixtures/generation/run-agents';
import { validatePage } from '../page/validate-page';
import { offlineModels } from '../offline/offline-models';
import {
  startFakeOpenAi,
  type ChatRequest,
  type FakeAnswer,
  type FakeOpenAi,
} from '../../../testing/fakes/fake-openai-server';
import {
  cannedPage,
  contentAnswer,
  sampleContent,
  planAnswer,
  samplePlan,
} from '../../../testing/fixtures/generation/model-answers';
import { createOpenAiModels } from './openai-models';

let fake: FakeOpenAi;

beforeEach(async () => {
  fake = await startFakeOpenAi();
});

afterEach(async () => {
  await fake.close();
});

describe('a full build with the OpenAI models', () => {
  it('runs every agent against the model API and ends with a page that passes the checks', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    const art = await offlineModels.makeImages(plan, content);
    const agentOf = (request: ChatRequest): string =>
      /You are the (\w+) agent/.exec(request.messages[0]?.content ?? '')?.[1] ?? 'unknown';
    fake.answerChat = (request): FakeAnswer => {
      switch (agentOf(request)) {
        case 'Planner':
          return { content: JSON.stringify(planAnswer(plan)) };
        case 'Content':
          return { content: JSON.stringify(contentAnswer(content)) };
        case 'Frontend':
          return { stream: cannedPage(plan, content, art) };
        default:
          return { status: 400, message: 'Unexpected agent.' };
      }
    };
    const models = createOpenAiModels({ client: fake.client(), model: 'gpt-5' });

    const result = await runAgents({
      prompt: 'an online store selling handmade soy candles',
      models,
      agents: AGENT_NAMES,
    });

    // The Backend's part (the widgets' behaviour, kept across visits) needs no model call.
    expect(fake.chatRequests.map(agentOf)).toEqual(['Planner', 'Content', 'Frontend']);
    expect(await validatePage(result.pages.Backend ?? '')).toEqual([]);
    expect(await validatePage(result.html)).toEqual([]);
    expect(embeddedPlan(result.html)).toEqual(plan);
    expect(result.html.match(/<script id="site-behaviour">/g)).toHaveLength(1);
    expect(result.html).toContain('var persist = true;');
    expect(result.html).toContain(art.hero);
    expect(result.html).not.toMatch(/\{\{(image|asset):/);
  });
});
