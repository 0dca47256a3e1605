import { describe, expect, it } from 'vitest';
import { AGENT_NAMES } from '../../../shared/constants';
import { runAgents } from '../pipeline/run-agents.fixture';
import { validatePage } from '../page/validate-page';

/**
 * The acceptance check for a slice of the prompts: the page every offline agent builds passes
 * html-validate and axe-core with no errors, before the Testing agent fixes anything and after.
 * Split across files so vitest runs them in parallel.
 */
export function describeOfflineAcceptance(prompts: readonly string[]): void {
  describe('offline build acceptance', () => {
    it.each(prompts)('builds a valid, accessible page for %j', async (prompt) => {
      const result = await runAgents({ prompt, agents: AGENT_NAMES });

      expect(await validatePage(result.pages.Backend ?? '')).toEqual([]);
      expect(await validatePage(result.html)).toEqual([]);
      expect(result.html).toMatch(/^<!DOCTYPE html>/);
    });
  });
}
