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
  progress?: string;
  progressPercent?: number;
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
      return 'Complete';
    case 'failed':
      return 'Failed';
  }
}

/** A working agent's bar width: its percent, or 50% when it has not said (requirements §4). */
export function agentProgressPercent(agent: AgentStatusItem): number {
  const percent = agent.progressPercent ?? DEFAULT_PROGRESS_PERCENT;
  return Math.min(100, Math.max(0, percent));
}
