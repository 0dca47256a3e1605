import { useId } from 'react';
import { AGENT_COLORS } from '../../../../shared/constants';
import { cn } from '../../lib/cn';
import { agentProgressPercent, agentStatusText, type AgentStatusItem } from './agent-status';
import { BotIcon } from '../ui/icons';

/** The AI agent status panel (spec §2): each agent in its fixed colour, its cost and status. */
export function AgentStatusPanel({ agents }: { agents: AgentStatusItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border bg-card p-4 shadow-xs">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <BotIcon className="size-4 text-accent-foreground" />
        AI Agents
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {agents.map((agent) => (
          <li
            key={agent.name}
            aria-label={`${agent.name}: ${agentStatusText(agent)}, ${agent.cost} credits`}
            className="rounded-lg border bg-background px-3 py-2"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
                <span
                  aria-hidden="true"
                  data-agent-color={AGENT_COLORS[agent.name]}
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: AGENT_COLORS[agent.name] }}
                />
                <span className="truncate">{agent.name}</span>
              </span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {agent.cost} cr
              </span>
            </div>
            <p
              className={cn(
                'mt-1 truncate text-xs',
                agent.status === 'failed'
                  ? 'text-red-600 dark:text-red-400'
                  : 'text-muted-foreground',
              )}
            >
              {agentStatusText(agent)}
            </p>
            {agent.status === 'working' ? (
              <div className="mt-1.5 h-1 overflow-hidden rounded-full bg-muted">
                <div
                  className="h-full rounded-full transition-[width]"
                  style={{
                    width: `${agentProgressPercent(agent)}%`,
                    backgroundColor: AGENT_COLORS[agent.name],
                  }}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
