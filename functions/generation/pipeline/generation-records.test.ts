import { describe, expect, it } from 'vitest';
import { AGENT_NAMES, PROJECT_MODEL, type AgentName } from '../../../shared/constants';
import { useLocalTable } from '../../../testing/local-table';
import { writeTogether } from '../../lib/transactions';
import { createGenerationRecords } from './generation-records';
import type { PipelineRun } from './pipeline-state';

const table = useLocalTable('generation-records-test');

function runOf(projectId: string, generationId: string): PipelineRun {
  return {
    generationId,
    userId: 'sub-1',
    projectId,
    prompt: 'A bakery',
    model: PROJECT_MODEL,
    agents: ['Planner'],
    chosen: Object.fromEntries(AGENT_NAMES.map((name) => [name, name === 'Planner'])) as Record<
      AgentName,
      boolean
    >,
    lines: [{ name: 'Planner', cost: 1 }],
    modelCost: 0,
    total: 1,
    baseCodeKey: null,
    startedAt: '2026-01-02T03:04:05.000Z',
  };
}

describe("a deleted project's run records", () => {
  it("are all removed, and no other project's", async () => {
    // Arrange
    const records = createGenerationRecords(table);
    const runs = [runOf('p1', 'g1'), runOf('p1', 'g2'), runOf('p2', 'g3')];
    for (const run of runs) await writeTogether(table, [records.putNew(run)]);

    // Act
    await records.removeAll('sub-1', 'p1');

    // Assert
    expect(await records.recent('sub-1', 'p1')).toEqual([]);
    expect((await records.recent('sub-1', 'p2')).map((record) => record.generation_id)).toEqual([
      'g3',
    ]);
  });
});
