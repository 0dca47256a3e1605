import { describe, expect, it } from 'vitest';
import { runOfflineBuild } from './run-build.ts';

/**
 * The acceptance check for a slice of the prompts: the offline page passes html-validate and
 * axe-core with no errors, before any fix. Split across files so vitest runs them in parallel.
 */
export function describeOfflineAcceptance(prompts: readonly string[]): void {
  describe('offline build acceptance', () => {
    it.each(prompts)('builds a valid, accessible page for %j', async (prompt) => {
      const result = await runOfflineBuild(prompt);

      expect(result.firstProblems).toEqual([]);
      expect(result.problems).toEqual([]);
      expect(result.html).toMatch(/^<!DOCTYPE html>/);
    });
  });
}
