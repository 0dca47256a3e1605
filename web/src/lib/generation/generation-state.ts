import type {
  CompleteMessage,
  ErrorMessage,
  PreviewMessage,
  ServerSocketMessage,
  StatusMessage,
  WaitingMessage,
} from '../../../../shared/api/socket-schemas';
import type { RunSummary } from '../../../../shared/api/project-schemas';
import { MODEL_COSTS, PROJECT_MODEL } from '../../../../shared/constants';
import {
  previewDocument,
  showsSomething,
  withPreviewPiece,
} from '../../../../shared/preview-stream';
import { defaultAgents, type AgentStatusItem } from './agent-status';

/** What the workspace knows of the project's runs, from its own presses and the live connection. */
export interface GenerationState {
  /** On from pressing Generate (or a run seen under way) until its complete or error (requirements §4). */
  generating: boolean;
  /** The run the status log belongs to; null before any status of it has arrived. */
  generationId: string | null;
  /** Runs that ended: a late or replayed status of one never turns the flag back on. */
  finished: readonly string[];
  agents: AgentStatusItem[];
  /**
   * The page of the run under way as written so far, as its pieces have arrived; empty when
   * none (or once it ended). `previewOf` is what a browser is shown of it.
   */
  previewText: string;
  /**
   * While the run is paid for but queued (the account's other builds hold every builder): when
   * its credits come back if no builder is free by then. Null once it starts, or when none.
   */
  waitingUntil: string | null;
  /** The message last sent from this tab: the thread shows it before its run has an id. */
  sentPrompt: string | null;
  /** When that message was sent (ms), if the press said so. */
  sentAt: number | null;
  /** How runs seen here ended, by id: the thread says so at once, before the history reloads. */
  endings: Readonly<Record<string, RunEnding>>;
}

/** A run's end as the live connection told it. */
export interface RunEnding {
  version?: number;
  reply?: string;
  /** Credits given back as it completed, or with its failure. */
  refunded?: number;
  error?: string;
  /** An edit that changed nothing: refunded whole, no failure. */
  unchanged?: boolean;
}

/** The page of the run under way as a browser can show it; null when there is none. */
export function previewOf(state: Pick<GenerationState, 'previewText'>): string | null {
  if (!state.previewText) return null;
  const html = previewDocument(state.previewText);
  return showsSomething(html) ? html : null;
}

export type GenerationEvent =
  | { type: 'submitted'; prompt: string; at?: number }
  | { type: 'connection-lost' }
  | { type: 'message'; message: ServerSocketMessage }
  /**
   * The project's runs as the server has them, fetched while the socket was not listening (a
   * hidden tab, a reconnect); `sending` when a message of this tab still waits to go.
   */
  | { type: 'run-state'; runs: readonly RunSummary[]; sending: boolean; at?: number };

export function initialGenerationState(): GenerationState {
  return {
    generating: false,
    generationId: null,
    finished: [],
    agents: defaultAgents(),
    previewText: '',
    waitingUntil: null,
    sentPrompt: null,
    sentAt: null,
    endings: {},
  };
}

/**
 * Whether `message` was set before what the agent shows: a watch's replay reads the run's record
 * while its agents go on, so its statuses may arrive after newer ones and must not undo them.
 */
function isStale(agent: AgentStatusItem, message: StatusMessage): boolean {
  return (
    agent.updatedAt !== undefined && Date.parse(message.timestamp) < Date.parse(agent.updatedAt)
  );
}

function withStatus(agents: AgentStatusItem[], message: StatusMessage): AgentStatusItem[] {
  return agents.map((agent) =>
    agent.name === message.agent && !isStale(agent, message)
      ? {
          name: agent.name,
          status: message.status,
          cost: message.cost,
          creditsUsed: message.credits_used,
          progress: message.progress,
          progressPercent: message.progressPercent,
          updatedAt: message.timestamp,
        }
      : agent,
  );
}

/**
 * The message of a run heard of for the first time: this tab's, when it is the first run since
 * it sent one; else another tab's, whose words the history has.
 */
function promptOfNewRun(state: GenerationState): string | null {
  return state.generationId === null ? state.sentPrompt : null;
}

function onStatus(state: GenerationState, message: StatusMessage): GenerationState {
  // A status of another run starts a new log: agents it has not mentioned yet are idle.
  const sameRun = message.generation_id === state.generationId;
  const agents = withStatus(sameRun ? state.agents : defaultAgents(), message);
  return {
    ...state,
    generationId: message.generation_id,
    generating: !state.finished.includes(message.generation_id),
    agents,
    ...(sameRun ? {} : { previewText: '', sentPrompt: promptOfNewRun(state) }),
    // An agent at work: the run has its builder.
    waitingUntil: sameRun && message.status === 'pending' ? state.waitingUntil : null,
  };
}

/** The run is queued: it is under way for the button, with its wait said. */
function onWaiting(state: GenerationState, message: WaitingMessage): GenerationState {
  if (state.finished.includes(message.generation_id)) return state;
  const sameRun = message.generation_id === state.generationId;
  return {
    ...state,
    generationId: message.generation_id,
    generating: true,
    ...(sameRun
      ? {}
      : { agents: defaultAgents(), previewText: '', sentPrompt: promptOfNewRun(state) }),
    waitingUntil: message.until,
  };
}

/** The page so far, for the run under way only: a late one of an ended run is dropped. */
function onPreview(state: GenerationState, message: PreviewMessage): GenerationState {
  if (state.finished.includes(message.generation_id)) return state;
  if (state.generationId !== null && message.generation_id !== state.generationId) return state;
  const text = withPreviewPiece(state.previewText, message);
  // A piece after one that was missed waits for the whole text, sent again every few seconds.
  if (text === null) return state;
  return { ...state, generationId: message.generation_id, previewText: text };
}

function finish(state: GenerationState, generationId: string | undefined): GenerationState {
  const finished =
    generationId && !state.finished.includes(generationId)
      ? [...state.finished, generationId]
      : state.finished;
  return { ...state, generating: false, finished, previewText: '', waitingUntil: null };
}

function withEnding(state: GenerationState, generationId: string, ending: RunEnding) {
  return { ...state, endings: { ...state.endings, [generationId]: ending } };
}

function onComplete(state: GenerationState, message: CompleteMessage) {
  const ended = finish(state, message.generation_id);
  return withEnding(ended, message.generation_id, {
    version: message.version,
    ...(message.reply ? { reply: message.reply } : {}),
    ...(message.refunded ? { refunded: message.refunded } : {}),
  });
}

function onError(state: GenerationState, message: ErrorMessage) {
  const ended = finish(state, message.generation_id);
  // A refusal before any run began (no id) ends nothing the thread keeps.
  if (!message.generation_id) return ended;
  return withEnding(ended, message.generation_id, {
    error: message.error,
    ...(message.unchanged ? { unchanged: true } : {}),
  });
}

/**
 * What the fetched runs say: a run under way (this tab's, or another's) is followed, its statuses
 * replayed by the socket's watch; one this tab followed that ended while nothing listened ends here
 * too (the history has how). A message still waiting to go has no run yet: nothing ends for it.
 */
/**
 * How long a message sent from this tab, whose run it has not heard of, outlives a runs list
 * without it: the list may have been read before the server recorded the run (its first status or
 * refusal settles it); a minute on, the list's word is taken (the message was lost with its socket).
 */
export const FIRST_ANSWER_WAIT_MS = 60_000;

function onRunState(
  state: GenerationState,
  runs: readonly RunSummary[],
  sending: boolean,
  at: number | undefined,
): GenerationState {
  const running = runs.find(
    (run) => run.status === 'running' && !state.finished.includes(run.generation_id),
  );
  if (running) {
    if (running.generation_id === state.generationId) return { ...state, generating: true };
    return {
      ...state,
      generating: true,
      generationId: running.generation_id,
      agents: defaultAgents(),
      previewText: '',
      waitingUntil: null,
      sentPrompt: promptOfNewRun(state),
    };
  }
  if (!state.generating || sending) return state;
  const awaitingFirstAnswer =
    state.generationId === null &&
    state.sentAt !== null &&
    at !== undefined &&
    at - state.sentAt < FIRST_ANSWER_WAIT_MS;
  if (awaitingFirstAnswer) return state;
  const ended = runs.find((run) => run.generation_id === state.generationId);
  return finish(
    ended ? withRecordedStatuses(state, ended) : state,
    state.generationId ?? undefined,
  );
}

/**
 * The agents as the run's record left them: a run that ended while nothing listened shows each
 * agent's last status, not the one it had when the socket stopped.
 */
function withRecordedStatuses(state: GenerationState, run: RunSummary): GenerationState {
  const agents = state.agents.map((agent) => {
    const recorded = run.agents.find((entry) => entry.name === agent.name);
    if (!recorded || recorded.status === agent.status) return agent;
    return { name: agent.name, status: recorded.status, cost: recorded.cost };
  });
  return { ...state, agents };
}

/** The workspace's generation state machine (requirements §4), driven by presses and server messages. */
export function generationReducer(state: GenerationState, event: GenerationEvent): GenerationState {
  switch (event.type) {
    case 'submitted':
      return {
        ...state,
        sentPrompt: event.prompt,
        sentAt: event.at ?? null,
        generating: true,
        generationId: null,
        agents: defaultAgents(),
        previewText: '',
        waitingUntil: null,
      };
    case 'connection-lost':
      // The message could not be sent: no run started.
      return { ...state, generating: false };
    case 'run-state':
      return onRunState(state, event.runs, event.sending, event.at);
    case 'message': {
      const { message } = event;
      if (!('type' in message)) return onError(state, message);
      switch (message.type) {
        case 'status':
          return onStatus(state, message);
        case 'preview':
          return onPreview(state, message);
        case 'complete':
          return onComplete(state, message);
        case 'waiting':
          return onWaiting(state, message);
        case 'scorecard':
          return state;
      }
    }
  }
}

/** The model's credit per message, charged with the agents (requirements §9 model costs). */
export const MESSAGE_MODEL_COST = MODEL_COSTS[PROJECT_MODEL] ?? 0;

/**
 * Spec §4: the Estimated Cost line sums the costs of the agents that are not idle. The model's
 * credit for the message is added, so the line is exactly what the run debits.
 */
export function estimatedCost(
  agents: readonly AgentStatusItem[],
  modelCost: number = MESSAGE_MODEL_COST,
): number {
  const agentCost = agents.reduce(
    (sum, agent) => sum + (agent.status === 'idle' ? 0 : agent.cost),
    0,
  );
  return agentCost > 0 ? agentCost + modelCost : 0;
}
