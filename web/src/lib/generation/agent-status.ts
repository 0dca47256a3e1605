import {
  AGENT_COSTS,
  AGENT_NAMES,
  DEFAULT_PROGRESS_PERCENT,
  type AgentName,
} from '../../../../shared/constants';

export type AgentStatus = 'idle' | 'pending' | 'working' | 'completed' | 'failed';

/** One row of the agent status panel (requirements §3). */
export interface AgentStatusItem {
  name: AgentName;
  status: AgentStatus;
  cost: number;
  /** What the agent was charged once it completed: less than its cost when it changed nothing. */
  creditsUsed?: number;
  progress?: string;
  progressPercent?: number;
  /** When the server set this status (ISO): an older one, arriving late, does not replace it. */
  updatedAt?: string;
}

/** Every agent, idle, with its default cost: the panel before anything is generated. */
export function defaultAgents(): AgentStatusItem[] {
  return AGENT_NAMES.map((name) => ({ name, status: 'idle', cost: AGENT_COSTS[name] }));
}

/** The words requirements §4 gives each status. */
export function agentStatusText(agent: AgentStatusItem): string {
  switch (agent.status) {
    case 'idle':
      return 'Idle';
    case 'pending':
      return 'Waiting...';
    case 'working':
      return agent.progress || 'Working...';
    case 'completed':
      // What it did, when it said: "Complete: Kept the cart across visits".
      return agent.progress ? `Complete: ${agent.progress}` : 'Complete';
    case 'failed':
      return 'Failed';
  }
}

/** A working agent's bar width: its percent, or 50% when it has not said (requirements §4). */
export function agentProgressPercent(agent: AgentStatusItem): number {
  const percent = agent.progressPercent ?? DEFAULT_PROGRESS_PERCENT;
  return Math.min(100, Math.max(0, percent));
}

/** Credits a completed agent gave back (its work left the page as it was); 0 for any other. */
export function creditsGivenBack(agent: AgentStatusItem): number {
  if (agent.status !== 'completed' || agent.creditsUsed === undefined) return 0;
  return Math.max(0, agent.cost - agent.creditsUsed);
}

/** The note as a run ends with credits given back: how many, and which agents changed nothing. */
export function creditsBackNote(credits: number, agents: readonly AgentName[]): string {
  const amount = `${credits} ${credits === 1 ? 'credit' : 'credits'} back`;
  if (agents.length === 0) return `${amount}: work that left the page as it was is not charged`;
  const names =
    agents.length === 1 ? agents[0] : `${agents.slice(0, -1).join(', ')} and ${agents.at(-1)}`;
  return `${amount}: ${names} left the page as it was, so ${agents.length === 1 ? 'it is' : 'they are'} not charged`;
}
