import { describe, expect, it } from 'vitest';
import type { GenerationRecord } from './generation-records';
import { TURNS_REMEMBERED, turnsBefore } from './conversation';

const at = '2026-12-01T00:00:00.000Z';

function record(
  id: string,
  prompt: string,
  fields: Partial<GenerationRecord> = {},
): GenerationRecord {
  return {
    generation_id: id,
    project_id: 'p',
    user_id: 'u',
    prompt,
    model: 'gpt-5',
    status: 'completed',
    agents: [
      {
        name: 'Frontend',
        status: 'completed',
        cost: 5,
        credits_used: 5,
        progress: `Did ${prompt}`,
        updated_at: at,
      },
    ],
    total: 5,
    started_at: at,
    ...fields,
  };
}

describe('the conversation an edit is given', () => {
  it('is the earlier runs, oldest first, without the run itself, saying what came of each', () => {
    const newestFirst = [
      record('now', 'undo that', { status: 'running' }),
      record('b', 'make it blue', { version: 3 }),
      record('a', 'a bakery site', { status: 'failed', error: 'The model was busy' }),
    ];

    expect(turnsBefore(newestFirst, 'now')).toEqual([
      { asked: 'a bakery site', outcome: 'Nothing changed: The model was busy' },
      { asked: 'make it blue', outcome: 'Saved as version 3. Did make it blue' },
    ]);
  });

  it(`keeps the newest, at most ${TURNS_REMEMBERED}, each clipped, within its budget`, () => {
    // Newest first, as recorded: run 0 is the latest.
    const many = Array.from({ length: 20 }, (_, index) =>
      record(String(index), `${index} ${'long words '.repeat(100)}`),
    );

    const turns = turnsBefore(many, 'none');

    for (const turn of turns) expect(turn.asked.length).toBeLessThanOrEqual(400);
    // About 700 characters a turn in a budget of 4,000: the five newest, oldest first.
    expect(turns.map((turn) => turn.asked.split(' ')[0])).toEqual(['4', '3', '2', '1', '0']);
    expect(TURNS_REMEMBERED).toBeGreaterThanOrEqual(turns.length);
  });
});
