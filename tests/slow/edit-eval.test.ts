import { describe, expect, it } from 'vitest';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { EDIT_CHAINS, EDIT_COUNT } from '../../tools/eval/edit-cases';
import { runEditEval, summariseEdits } from '../../tools/eval/run-edits';

/**
 * The edit eval on the offline models, through the real pipeline on the local cloud: every
 * conversation's first build, then its edits one after another. The floor is the issue's.
 */
const cloud = useSharedCloud();

describe('the edit eval', () => {
  it('does what at least 90% of the edits say with everything else kept, and charges nothing for a page left alone', async () => {
    const results = await runEditEval(cloud, EDIT_CHAINS);
    const summary = summariseEdits(results);

    expect(EDIT_COUNT).toBeGreaterThanOrEqual(40);
    expect(summary.edits).toBe(EDIT_COUNT);
    // Below the floor, the misses are what the failure shows.
    const misses = results
      .filter((result) => result.misses.length > 0)
      .map((result) => `${result.chain}: ${result.edit}: ${result.misses.join('; ')}`);
    expect(summary.share >= 0.9 ? [] : misses).toEqual([]);
    expect(summary.chargedForNothing).toBe(0);
  }, 300_000);
});
