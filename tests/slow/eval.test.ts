import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium } from '../../testing/browser/chromium';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { EDGE_PROMPTS, EVAL_PROMPTS } from '../../tools/eval/prompts';
import { belowFloors, formatReport, summarise } from '../../tools/eval/report';
import { runEdgeCases, runEval } from '../../tools/eval/run-eval';

/**
 * The whole generation eval on the offline models (`npm run eval` is the same with a report):
 * every prompt through the real pipeline, checked in Chromium against the floors. The checks it
 * judges with are tested in tests/browser/eval-checks.test.ts.
 */
describe.runIf(chromiumPath)('the eval in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('every eval prompt through the real pipeline on the offline models', () => {
    const cloud = useSharedCloud();

    it(
      'meets the floors: 90% coverage, no contradiction, dead widget, overflow or validation error',
      async () => {
        const results = await runEval({ cloud, browser, prompts: EVAL_PROMPTS });
        const summary = summarise(results);
        console.log(formatReport(results, summary));

        expect(EVAL_PROMPTS.length).toBeGreaterThanOrEqual(40);
        expect(new Set(EVAL_PROMPTS.map((prompt) => prompt.site)).size).toBeGreaterThanOrEqual(15);
        expect(belowFloors(summary)).toEqual([]);
      },
      15 * 60_000,
    );

    it(
      'answers prompts in other languages, nonsense, 5,000 characters and markup with a page, the markup as text',
      async () => {
        const edges = await runEdgeCases(cloud, browser, EDGE_PROMPTS);

        expect(edges.map((edge) => [edge.id, edge.outcome, edge.escaped])).toEqual(
          EDGE_PROMPTS.map((edge) => [edge.id, 'page', true]),
        );
      },
      5 * 60_000,
    );
  });
});
