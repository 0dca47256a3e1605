import type { VersionSummary } from '../../../../shared/api/project-schemas';
import { cn } from '../../lib/cn';
import { AgentStatusPanel } from './agent-status-panel';
import { BuildScorecard, SampleCard } from './build-scorecard';
import { VersionsPanel } from './versions-panel';
import { WorkspaceChat } from './workspace-chat';
import { WorkspaceThread } from './workspace-thread';
import { useThread } from '../../lib/generation/use-thread';
import { nextSteps } from '../../lib/generation/next-steps';
import { useMemo } from 'react';
import type { WorkspaceRun } from './use-workspace-run';

export interface WorkspacePanelsProps {
  /** Hides the column (a phone showing the preview). */
  className?: string | false;
  projectId: string;
  /** Beside the preview (or its placeholder) on a large screen, else a centred column. */
  besidePreview: boolean;
  generation: WorkspaceRun['generation'];
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** Quotes the message: the run starts once its quote is confirmed. */
  onQuote: (message: string) => void;
  /** The version on show in the preview, for its scorecard, and its page. */
  shownVersion: VersionSummary | undefined;
  code: string | undefined;
  hasVersions: boolean;
  previewing: number | null;
  /** The current version's number, once the history is known. */
  currentVersion: number | undefined;
  /** Previews a version by number (the current one: back to it). */
  onViewVersion: (version: number) => void;
  onRestoreVersion: (version: number) => void;
  /** Opens the visual editor on a sample item of the page on show, when it can be edited. */
  onSelectSample: ((index: number) => void) | undefined;
}

/** The workspace's left column: the agents, the conversation and its box, the scorecard, the versions. */
export function WorkspacePanels({
  className,
  projectId,
  besidePreview,
  generation,
  prompt,
  onPromptChange,
  onQuote,
  shownVersion,
  code,
  hasVersions,
  previewing,
  currentVersion,
  onViewVersion,
  onRestoreVersion,
  onSelectSample,
}: WorkspacePanelsProps) {
  const thread = useThread(projectId, generation);
  const suggestions = useMemo(() => (code ? nextSteps(code) : []), [code]);
  return (
    <div
      className={cn(
        'flex w-full flex-col gap-4',
        besidePreview ? 'lg:w-[26rem] lg:shrink-0' : 'max-w-2xl',
        className,
      )}
    >
      <WorkspaceThread
        entries={thread}
        currentVersion={currentVersion}
        previewing={previewing}
        onView={onViewVersion}
        onRestore={onRestoreVersion}
        restoreDisabled={generation.generating}
      />
      <WorkspaceChat
        hasPage={hasVersions}
        prompt={prompt}
        onPromptChange={onPromptChange}
        onGenerate={(message) => {
          onQuote(message.trim());
          return false;
        }}
        generating={generation.generating}
        connection={generation.connection}
        suggestions={hasVersions ? suggestions : []}
      />
      <AgentStatusPanel
        agents={generation.agents}
        models={generation.models}
        waitingUntil={generation.waitingUntil}
      />
      {generation.generating ? null : shownVersion?.scorecard ? (
        <BuildScorecard
          card={shownVersion.scorecard}
          version={shownVersion.version}
          onSuggest={onPromptChange}
          {...(onSelectSample ? { onSelectSample } : {})}
        />
      ) : shownVersion && code ? (
        <SampleCard code={code} {...(onSelectSample ? { onSelectSample } : {})} />
      ) : null}
      {hasVersions ? (
        <VersionsPanel
          projectId={projectId}
          previewing={previewing}
          onSelect={(version) => onViewVersion(version.version)}
        />
      ) : null}
    </div>
  );
}
