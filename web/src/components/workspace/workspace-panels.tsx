import type { VersionSummary } from '../../../../shared/api/project-schemas';
import { cn } from '../../lib/cn';
import { AgentStatusPanel } from './agent-status-panel';
import { BuildScorecard, SampleCard } from './build-scorecard';
import { VersionsPanel } from './versions-panel';
import { WorkspaceChat } from './workspace-chat';
import type { WorkspaceRun } from './use-workspace-run';

export interface WorkspacePanelsProps {
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
  onSelectVersion: (version: VersionSummary) => void;
  /** Opens the visual editor on a sample item of the page on show, when it can be edited. */
  onSelectSample: ((index: number) => void) | undefined;
}

/** The workspace's left column: the agents, the chat, the scorecard and the versions. */
export function WorkspacePanels({
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
  onSelectVersion,
  onSelectSample,
}: WorkspacePanelsProps) {
  return (
    <div
      className={cn(
        'flex w-full flex-col gap-4',
        besidePreview ? 'lg:w-[26rem] lg:shrink-0' : 'max-w-2xl',
      )}
    >
      <AgentStatusPanel
        agents={generation.agents}
        models={generation.models}
        waitingUntil={generation.waitingUntil}
      />
      <WorkspaceChat
        prompt={prompt}
        onPromptChange={onPromptChange}
        onGenerate={(message) => {
          onQuote(message.trim());
          return false;
        }}
        generating={generation.generating}
        connection={generation.connection}
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
        <VersionsPanel projectId={projectId} previewing={previewing} onSelect={onSelectVersion} />
      ) : null}
    </div>
  );
}
