import { AGENT_COLORS, type AgentName } from '../../../../shared/constants';
import { CheckIcon } from '../ui/icons';

type PreviewAgentState =
  | { state: 'done' }
  | { state: 'working'; percent: number }
  | { state: 'waiting' };

const previewAgents: readonly (readonly [AgentName, PreviewAgentState])[] = [
  ['Planner', { state: 'done' }],
  ['Content', { state: 'done' }],
  ['Frontend', { state: 'working', percent: 64 }],
  ['Testing', { state: 'waiting' }],
];

function AgentRow({ name, status }: { name: AgentName; status: PreviewAgentState }) {
  const working = status.state === 'working';
  return (
    <li className={working ? 'rounded-lg bg-white/5 px-2.5 py-2' : 'px-2.5 py-2'}>
      <div className="flex items-center gap-2 text-xs">
        <span className="size-2 rounded-full" style={{ backgroundColor: AGENT_COLORS[name] }} />
        <span className="font-medium text-zinc-100">{name}</span>
        <span className="ml-auto text-zinc-400">
          {status.state === 'done' ? (
            <CheckIcon className="size-3.5 text-emerald-400" />
          ) : status.state === 'working' ? (
            `${status.percent}%`
          ) : (
            'Waiting...'
          )}
        </span>
      </div>
      {status.state === 'working' ? (
        <div className="mt-2 h-1 overflow-hidden rounded-full bg-white/10">
          <div
            className="h-full rounded-full bg-brand-gradient"
            style={{ width: `${status.percent}%` }}
          />
        </div>
      ) : null}
    </li>
  );
}

/** The editor preview's agent column: two done, one at work, one waiting its turn. */
export function EditorAgents() {
  return (
    <div className="border-r border-white/10 p-3">
      <p className="px-2.5 pb-2 text-[0.7rem] font-medium tracking-wider text-zinc-400 uppercase">
        Agents
      </p>
      <ul className="space-y-1">
        {previewAgents.map(([name, status]) => (
          <AgentRow key={name} name={name} status={status} />
        ))}
      </ul>
      <div className="mt-4 border-t border-white/10 px-2.5 pt-3 text-xs text-zinc-400">
        <p>Credits used</p>
        <p className="mt-1 font-mono text-sm text-zinc-100">28</p>
      </div>
    </div>
  );
}
