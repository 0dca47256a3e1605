import type { RunSummary, VersionSummary } from '../../../../shared/api/project-schemas';
import type { Scorecard } from '../../../../shared/api/scorecard-schema';
import type { AgentStatusItem } from './agent-status';
import type { GenerationState } from './generation-state';

/** How a message of the thread stands: under way, done, or ended without a new version. */
export type ThreadRunState = 'running' | 'completed' | 'failed' | 'unchanged' | 'cancelled';

/** A message the user sent, the quote it ran with, and what came of it. */
export interface ThreadRun {
  kind: 'run';
  id: string;
  prompt: string;
  at: string;
  /** The agents it was quoted with (names and credits). */
  agents: readonly { name: string; cost: number }[];
  /** What it was charged, and what came back. */
  total: number;
  refunded: number;
  state: ThreadRunState;
  /** What changed, in words (an edit's changes), when the run said. */
  reply?: string;
  /** Why it ended without a version. */
  error?: string;
  /** The version it saved. */
  version?: number;
  /** What the version delivered of what was asked, once checked. */
  scorecard?: Scorecard;
  /** The run under way in this tab: its agents' live progress. */
  live?: readonly AgentStatusItem[];
}

/** A version saved without a message: an edit in the preview, or a restore. */
export interface ThreadNote {
  kind: 'note';
  id: string;
  at: string;
  text: string;
  version: number;
}

export type ThreadEntry = ThreadRun | ThreadNote;

export interface ThreadSources {
  /** The project's recent runs, newest first (GET …/runs); undefined while loading. */
  runs: readonly RunSummary[] | undefined;
  /** Every version, newest first; undefined while loading. */
  versions: readonly VersionSummary[] | undefined;
  /** What this tab's live connection knows. */
  live: Pick<GenerationState, 'generating' | 'generationId' | 'sentPrompt' | 'endings' | 'agents'>;
  /** When the tab's message was sent, for its place in the thread. */
  now: string;
}

function stateOf(run: RunSummary): ThreadRunState {
  if (run.status !== 'failed') return run.status;
  if (run.outcome === 'unchanged') return 'unchanged';
  if (run.outcome === 'cancelled') return 'cancelled';
  return 'failed';
}

function fromRecord(run: RunSummary, ending: GenerationState['endings'][string] | undefined) {
  const entry: ThreadRun = {
    kind: 'run',
    id: run.generation_id,
    prompt: run.prompt,
    at: run.started_at,
    agents: run.agents.map(({ name, cost }) => ({ name, cost })),
    total: run.total,
    refunded: run.refunded,
    state: stateOf(run),
    ...(run.error === undefined ? {} : { error: run.error }),
    ...(run.version === undefined ? {} : { version: run.version }),
  };
  // The live connection heard the end before the history reloaded.
  if (entry.state === 'running' && ending) return withEnding(entry, ending);
  return entry;
}

function withEnding(entry: ThreadRun, ending: GenerationState['endings'][string]): ThreadRun {
  if (ending.error !== undefined) {
    return {
      ...entry,
      state: ending.unchanged ? 'unchanged' : 'failed',
      error: ending.error,
      refunded: ending.unchanged ? entry.total : entry.refunded,
    };
  }
  return {
    ...entry,
    state: 'completed',
    ...(ending.version === undefined ? {} : { version: ending.version }),
    ...(ending.reply === undefined ? {} : { reply: ending.reply }),
    refunded: ending.refunded ?? entry.refunded,
  };
}

/** The agents a live run was quoted with: those not idle. */
function quotedAgents(agents: readonly AgentStatusItem[]) {
  return agents
    .filter((agent) => agent.status !== 'idle')
    .map(({ name, cost }) => ({ name, cost }));
}

/**
 * The workspace's conversation, oldest first: each message with its quote and end (from the run
 * records, and the live connection for what they do not have yet), the versions saved without a
 * message as notes, and older versions than the records reach as messages of their own.
 */
export function threadEntries({ runs, versions, live, now }: ThreadSources): ThreadEntry[] {
  const entries: ThreadEntry[] = [];
  const byVersion = new Map((versions ?? []).map((version) => [version.version, version]));
  const runVersions = new Set<number>();
  const oldestRun = runs?.at(-1)?.started_at;
  for (const run of runs ?? []) {
    const entry = fromRecord(run, live.endings[run.generation_id]);
    if (entry.version !== undefined) runVersions.add(entry.version);
    const saved = entry.version === undefined ? undefined : byVersion.get(entry.version);
    entries.push({
      ...entry,
      ...(saved?.reply && !entry.reply ? { reply: saved.reply } : {}),
      ...(saved?.scorecard ? { scorecard: saved.scorecard } : {}),
    });
  }
  for (const version of versions ?? []) {
    if (runVersions.has(version.version)) continue;
    if (version.agents.length === 0) {
      entries.push({
        kind: 'note',
        id: `v${version.version}`,
        at: version.created_at,
        text: version.prompt,
        version: version.version,
      });
    } else if (!oldestRun || version.created_at < oldestRun) {
      // Before the oldest record the history holds: the version tells the message.
      entries.push({
        kind: 'run',
        id: `v${version.version}`,
        prompt: version.prompt,
        at: version.created_at,
        agents: version.agents.map((name) => ({ name, cost: 0 })),
        total: version.credits_used,
        refunded: 0,
        state: 'completed',
        version: version.version,
        ...(version.reply ? { reply: version.reply } : {}),
        ...(version.scorecard ? { scorecard: version.scorecard } : {}),
      });
    }
  }
  entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return withLiveRun(entries, live, now);
}

/** The run under way in this tab: its progress on its message, or a message of its own. */
function withLiveRun(
  entries: ThreadEntry[],
  live: ThreadSources['live'],
  now: string,
): ThreadEntry[] {
  const { generationId, sentPrompt } = live;
  const index = entries.findIndex((entry) => entry.kind === 'run' && entry.id === generationId);
  const known = index >= 0 ? (entries[index] as ThreadRun) : undefined;
  if (known) {
    if (!live.generating || known.state !== 'running') return entries;
    const next = [...entries];
    next[index] = { ...known, live: live.agents };
    return next;
  }
  const ending = generationId ? live.endings[generationId] : undefined;
  if (!live.generating && !ending) return entries;
  const prompt = sentPrompt;
  if (prompt === null) return entries;
  const agents = quotedAgents(live.agents);
  const total = agents.reduce((sum, agent) => sum + agent.cost, 0);
  const entry: ThreadRun = {
    kind: 'run',
    id: generationId ?? 'sending',
    prompt,
    at: now,
    agents,
    total,
    refunded: 0,
    state: 'running',
    ...(live.generating ? { live: live.agents } : {}),
  };
  return [...entries, ending ? withEnding(entry, ending) : entry];
}
