import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentModelsFor } from '../../functions/generation/model-setup/models-from-environment';
import { modelUsage } from '../../functions/generation/openai/chat-calls';
import { agentWorkFor } from '../../functions/generation/tasks/agent-work-for';
import { chromiumPath, launchChromium } from '../../testing/browser/chromium';
import { useOwnLocalCloud } from '../../testing/cloud/local-cloud-suite';
import { startFakeOpenAi, type FakeOpenAi } from '../../testing/fakes/fake-openai-server';
import { competentModel } from '../../testing/fixtures/generation/model-answers';
import { pipelineTasksWith } from '../../testing/pipeline-tasks';
import { LIST_PRICES, priceOf } from '../../tools/eval/model-prices';
import { EVAL_PROMPTS } from '../../tools/eval/prompts';
import { summarise, writeReport } from '../../tools/eval/report';
import { runEval } from '../../tools/eval/run-eval';

/**
 * `npm run eval -- --model` as an operator runs it, against the fake OpenAI-compatible server
 * answering as a competent model: the report carries what a comparison of models needs (coverage,
 * facts, invented claims, tokens in and out, cost at the model's price, time per build), in
 * summary.json and report.html.
 */
let fake: FakeOpenAi;
const modelEnv: NodeJS.ProcessEnv = {};

const cloud = useOwnLocalCloud({
  taskHandlers: pipelineTasksWith((deps) => ({
    workFor: agentWorkFor(deps, (model) => agentModelsFor(model, modelEnv)),
  })),
});

describe.runIf(chromiumPath)('the eval against a model', () => {
  let browser: Browser;
  let reportDir: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.answerChat = competentModel();
    Object.assign(modelEnv, { OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'gpt-5' });
    browser = await launchChromium();
    reportDir = await mkdtemp(join(tmpdir(), 'model-eval-'));
  });
  afterAll(async () => {
    await browser?.close();
    await fake?.close();
    await rm(reportDir, { recursive: true, force: true });
  });

  it('reports coverage, facts, claims, tokens, cost and time per build', async () => {
    const prompts = EVAL_PROMPTS.slice(0, 2);
    const results = await runEval({
      cloud,
      browser,
      prompts,
      usage: () => ({ ...modelUsage }),
    });
    await writeReport(reportDir, results, summarise(results, priceOf('gpt-5', {})), {
      screenshots: false,
    });

    const summary = JSON.parse(await readFile(join(reportDir, 'summary.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(summary).toMatchObject({
      prompts: 2,
      built: 2,
      coverage: expect.any(Number),
      factsShown: expect.any(Number),
      inventedClaims: 0,
      meanInputTokens: expect.any(Number),
      meanOutputTokens: expect.any(Number),
      meanCostUsd: expect.any(Number),
      price: LIST_PRICES['gpt-5'],
      p50Seconds: expect.any(Number),
    });
    expect(Number(summary.meanOutputTokens)).toBeGreaterThan(1000);
    expect(Number(summary.meanCostUsd)).toBeGreaterThan(0);
    for (const result of results) expect(result.tokens?.inputTokens).toBeGreaterThan(0);
    const html = await readFile(join(reportDir, 'report.html'), 'utf8');
    expect(html).toContain('Tokens in / out');
    expect(html).toMatch(/model tokens per build \d+ in, \d+ out, \$\d+\.\d{4}/);
  }, 300_000);
});
