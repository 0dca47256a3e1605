import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { agentProgressPercent, agentStatusText } from '../../lib/generation/agent-status';
import type { AgentStatusItem } from '../../lib/generation/agent-status';
import { AGENT_COLORS } from '../../../../shared/constants';
import { Tabs } from '../ui/tabs';

export type PhoneView = 'preview' | 'chat';

const TABS = [
  { id: 'preview', label: 'Preview' },
  { id: 'chat', label: 'Chat' },
] as const;

/**
 * The preview, while a phone shows the chat: out of the flow and unseen, but still laid out at
 * the width it had. Not `display: none`, which would drop the frame's layout: its page would go
 * back to its top (and tell the workspace so, losing the reader's place for the next version),
 * and would be blank for a moment when shown again.
 */
const PREVIEW_PUT_AWAY =
  'max-lg:invisible max-lg:fixed max-lg:inset-x-4 max-lg:inset-y-0 max-lg:-z-10 sm:max-lg:inset-x-6';

/**
 * What the workspace shows: the preview (unless hidden), and below the large breakpoint one of
 * its two columns at a time once there is a page or one being built: the preview first, the
 * chat before there is one. A run that starts brings the preview up (its progress shown over
 * it), so a phone watches the page being built without scrolling to find it.
 */
export function useWorkspaceLayout(hasPage: boolean, code: string | null, generating: boolean) {
  const [previewVisible, setPreviewVisible] = useState(true);
  const [view, setView] = useState<PhoneView>(hasPage ? 'preview' : 'chat');
  useEffect(() => {
    if (!generating) return;
    setView('preview');
    window.scrollTo({ top: 0 });
  }, [generating]);
  const showPreview = previewVisible && Boolean(code);
  const building = !code && generating;
  const phoneTabs = showPreview || building;
  return {
    previewVisible,
    togglePreview: () => setPreviewVisible((visible) => !visible),
    showPreview,
    building,
    phoneTabs,
    view,
    setView,
    /** The class that hides a column a phone is not showing. */
    phoneHides: (column: PhoneView) =>
      phoneTabs && view !== column && (column === 'preview' ? PREVIEW_PUT_AWAY : 'max-lg:hidden'),
    /** Shows the preview (a version or an item chosen from the chat). */
    bringPreview: () => {
      setPreviewVisible(true);
      setView('preview');
    },
  };
}

/** The phone's switch between the preview and the chat (hidden on a large screen). */
export function PhoneViewTabs({
  view,
  onChange,
}: {
  view: PhoneView;
  onChange: (view: PhoneView) => void;
}) {
  return (
    <Tabs
      label="Workspace view"
      items={TABS}
      selected={view}
      onSelect={onChange}
      className="lg:hidden"
      listClassName="w-full"
    />
  );
}

/** The run's progress over the preview on a phone: the agent at work, and how far along. */
export function RunStrip({ agents }: { agents: readonly AgentStatusItem[] }) {
  const working =
    agents.find((agent) => agent.status === 'working') ??
    agents.find((agent) => agent.status === 'pending');
  const done = agents.filter((agent) => agent.status === 'completed').length;
  const running = agents.filter((agent) => agent.status !== 'idle').length;
  return (
    <div
      role="status"
      aria-label="Build progress"
      className="mb-3 rounded-xl border bg-card px-3 py-2 text-xs shadow-xs lg:hidden"
    >
      <p className="flex items-center gap-2">
        {working ? (
          <>
            <span
              aria-hidden="true"
              className="size-2 shrink-0 animate-pulse rounded-full"
              style={{ backgroundColor: AGENT_COLORS[working.name] }}
            />
            <span className="shrink-0 font-medium">{working.name}</span>
            <span className="truncate text-muted-foreground">{agentStatusText(working)}</span>
          </>
        ) : (
          <span className="text-muted-foreground">Starting…</span>
        )}
        <span className="ml-auto shrink-0 tabular-nums text-muted-foreground">
          {done}/{running || '…'}
        </span>
      </p>
      <div className="mt-1.5 h-1 overflow-hidden rounded-full bg-muted">
        <div
          className={cn('h-full rounded-full bg-primary transition-[width] duration-500')}
          style={{
            width: `${running ? ((done + (working?.status === 'working' ? agentProgressPercent(working) / 100 : 0)) / running) * 100 : 5}%`,
          }}
        />
      </div>
    </div>
  );
}
