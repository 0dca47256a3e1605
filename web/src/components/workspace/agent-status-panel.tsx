import { TEMPLATE_MODE_LABEL } from '../../../../shared/app-config';
import { useId } from 'react';
import { AGENT_COLORS } from '../../../../shared/constants';
import { estimatedCost, MESSAGE_MODEL_COST } from '../../lib/generation/generation-state';
import { cn } from '../../lib/cn';
import {
  agentProgressPercent,
  agentStatusText,
  creditsGivenBack,
  type AgentStatusItem,
} from '../../lib/generation/agent-status';
import { BotIcon } from '../ui/icons';

export interface AgentStatusPanelProps {
  agents: AgentStatusItem[];
  /** The configured models' label (template mode when none), once known. */
  models: string | null;
  /** While the run is queued for a builder: when its credits come back if none is free. */
  waitingUntil?: string | null;
}

/** The line a queued run shows above its agents: why it waits, and until when. */
export function waitingText(until: string): string {
  const time = new Date(until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return `Waiting for a free builder: your other builds are using every builder your account has. This one starts as soon as one of them finishes; if none does by ${time}, your credits come back in full.`;
}

function AgentRow({ agent }: { agent: AgentStatusItem }) {
  const text = agentStatusText(agent);
  const percent = agentProgressPercent(agent);
  const back = creditsGivenBack(agent);
  return (
    <li
      aria-label={`${agent.name}: ${text}, ${agent.cost} credits${back > 0 ? `, ${back} given back` : ''}`}
      data-status={agent.status}
      className={cn(
        'rounded-lg border bg-background px-3 py-2 transition-colors',
        agent.status === 'working' && 'border-primary/40',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
          <span
            aria-hidden="true"
            data-agent-color={AGENT_COLORS[agent.name]}
            className={cn(
              'size-2.5 shrink-0 rounded-full',
              agent.status === 'working' && 'animate-pulse',
            )}
            style={{ backgroundColor: AGENT_COLORS[agent.name] }}
          />
          <span className="truncate">{agent.name}</span>
        </span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {back > 0 ? (
            <>
              <s>{agent.cost}</s> {agent.cost - back} cr
            </>
          ) : (
            `${agent.cost} cr`
          )}
        </span>
      </div>
      <p
        title={text}
        className={cn(
          'mt-1 truncate text-xs',
          agent.status === 'failed' && 'text-red-600 dark:text-red-400',
          agent.status === 'completed' && 'text-emerald-700 dark:text-emerald-400',
          agent.status !== 'failed' && agent.status !== 'completed' && 'text-muted-foreground',
        )}
      >
        {text}
      </p>
      {agent.status === 'working' ? (
        <div
          role="progressbar"
          aria-label={`${agent.name} progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-1.5 h-1 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full transition-[width] duration-500"
            style={{ width: `${percent}%`, backgroundColor: AGENT_COLORS[agent.name] }}
          />
        </div>
      ) : null}
    </li>
  );
}

/** The AI agent status panel (requirements §2): each agent in its fixed colour, its cost and status. */
export function AgentStatusPanel({ agents, models, waitingUntil }: AgentStatusPanelProps) {
  const headingId = useId();
  // Template mode charges no model credit: the Estimated Cost is the agents' alone.
  const modelCost = models === TEMPLATE_MODE_LABEL ? 0 : MESSAGE_MODEL_COST;
  const cost = estimatedCost(agents, modelCost);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="flex shrink-0 items-center gap-2 text-sm font-semibold">
          <BotIcon className="size-4 text-accent-foreground" />
          AI Agents
        </h2>
        {models === TEMPLATE_MODE_LABEL ? (
          <p className="text-xs text-muted-foreground">{TEMPLATE_MODE_LABEL}</p>
        ) : models ? (
          <p className="truncate text-xs text-muted-foreground" title={`Models: ${models}`}>
            Models: {models}
          </p>
        ) : null}
      </div>
      {waitingUntil ? (
        <p
          role="status"
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
        >
          {waitingText(waitingUntil)}
        </p>
      ) : null}
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {agents.map((agent) => (
          <AgentRow key={agent.name} agent={agent} />
        ))}
      </ul>
      {cost > 0 ? (
        <p className="mt-3 flex items-center justify-between border-t pt-3 text-sm">
          <span className="text-muted-foreground">Estimated Cost</span>
          <span className="text-right">
            <span className="font-medium tabular-nums">{cost} credits</span>
            {modelCost > 0 ? (
              <span className="block text-xs text-muted-foreground">
                incl. {modelCost} model {modelCost === 1 ? 'credit' : 'credits'}
              </span>
            ) : null}
          </span>
        </p>
      ) : null}
    </section>
  );
}
