import type { Turn } from '../models/agent-models';
import type { GenerationRecord } from './generation-records';

/** Earlier turns an edit is given, at most. */
export const TURNS_REMEMBERED = 6;
/** How much of the conversation an edit's prompt carries, at most (characters, about 1k tokens). */
const CONVERSATION_BUDGET = 4000;
const ASKED_MAX = 400;
const OUTCOME_MAX = 300;

const clipped = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** What came of a run, in a line: what the Frontend did, or why nothing changed. */
function outcomeOf(record: GenerationRecord): string {
  if (record.status === 'running') return 'Still being made';
  if (record.status === 'failed') return `Nothing changed: ${record.error ?? 'it failed'}`;
  const frontend = record.agents.find((agent) => agent.name === 'Frontend');
  const made = record.version ? `Saved as version ${record.version}` : 'Done';
  return frontend?.progress ? `${made}. ${frontend.progress}` : made;
}

/**
 * The project's conversation before `current`, oldest first, from its runs' records (newest
 * first, as recorded): the last TURNS_REMEMBERED, each clipped, within the budget, the newest
 * kept first.
 */
export function turnsBefore(records: readonly GenerationRecord[], current: string): Turn[] {
  const turns: Turn[] = [];
  let used = 0;
  for (const record of records) {
    if (record.generation_id === current) continue;
    if (turns.length === TURNS_REMEMBERED) break;
    const turn = {
      asked: clipped(record.prompt, ASKED_MAX),
      outcome: clipped(outcomeOf(record), OUTCOME_MAX),
    };
    used += turn.asked.length + turn.outcome.length;
    if (used > CONVERSATION_BUDGET) break;
    turns.push(turn);
  }
  return turns.reverse();
}
