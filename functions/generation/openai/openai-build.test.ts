import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedPlan } from '../agents/edit-page.ts';
import { runBuild } from '../agents/run-build.ts';
import { validatePage } from '../agents/validate-page.ts';
import { offlineModels } from '../offline/offline-models.ts';
import {
  lastUserMessage,
  startFakeOpenAi,
  type ChatRequest,
  type FakeAnswer,
  type FakeOpenAi,
} from './fake-openai-server.fixture.ts';
import {
  cannedPage,
  contentAnswer,
  pageInPrompt,
  sampleContent,
  samplePlan,
} from './model-answers.fixture.ts';
import { createOpenAiModels } from './openai-models.ts';

const BEHAVIOUR = `<script id="site-behaviour">
(function () {
  'use strict';
  document.documentElement.classList.add('js');
})();
</script>`;

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
          return { content: JSON.stringify(plan) };
        case 'Content':
          return { content: JSON.stringify(contentAnswer(content)) };
        case 'Frontend':
          return { stream: cannedPage(plan, content, art) };
        case 'Backend':
          return {
            // As the prompt asks: the Frontend's script replaced, never a second one.
            stream: `\`\`\`html\n${pageInPrompt(lastUserMessage(request))
              .replace(/<script id="site-behaviour">[\s\S]*?<\/script>\n?/, '')
              .replace('</body>', `${BEHAVIOUR}\n</body>`)}\n\`\`\``,
          };
        default:
          return { status: 400, message: 'Unexpected agent.' };
      }
    };
    const models = createOpenAiModels({ client: fake.client(), model: 'gpt-5' });

    const result = await runBuild(models, 'an online store selling handmade soy candles');

    expect(fake.chatRequests.map(agentOf)).toEqual(['Planner', 'Content', 'Frontend', 'Backend']);
    expect(result.firstProblems).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(await validatePage(result.html)).toEqual([]);
    expect(embeddedPlan(result.html)).toEqual(plan);
    expect(result.html).toContain(BEHAVIOUR);
    expect(result.html).toContain(art.hero);
    expect(result.html).not.toMatch(/\{\{(image|asset):/);
  });
});
