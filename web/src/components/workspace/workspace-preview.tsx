import { cn } from '../../lib/cn';
import { LivePreview, PreviewPlaceholder } from './live-preview';
import { PreviewEditor } from './preview-editor';
import { RunStrip } from './phone-view';
import type { AgentStatusItem } from '../../lib/generation/agent-status';
import type { useWorkspacePreview } from './use-workspace-preview';

/** The preview's column: beside the panels on a large screen, kept in view as they scroll. */
export const PREVIEW_COLUMN =
  'flex min-h-[28rem] flex-1 flex-col self-stretch lg:sticky lg:top-20 lg:h-[calc(100dvh-6.5rem)]';

export interface WorkspacePreviewProps {
  /** Hides the column (a phone showing the chat). */
  className?: string | false;
  /** The agents of the run under way, shown over the preview on a phone; null when none. */
  agents: readonly AgentStatusItem[] | null;
  projectId: string;
  projectName: string;
  /** The page on show. */
  code: string;
  preview: ReturnType<typeof useWorkspacePreview>;
  /** The current version is on show and no run is writing: it can be edited by hand. */
  canEdit: boolean;
  /** Puts a message about an element being edited in the chat box. */
  onAskAi: (message: string) => void;
}

/** The workspace's preview column: the live preview, or the page being edited by hand. */
export function WorkspacePreview({
  className,
  agents,
  projectId,
  projectName,
  code,
  preview,
  canEdit,
  onAskAi,
}: WorkspacePreviewProps) {
  const { editable, setEditing, sampleFocus } = preview;
  return (
    <div className={cn(PREVIEW_COLUMN, className)}>
      {agents ? <RunStrip agents={agents} /> : null}
      {editable ? (
        <PreviewEditor
          projectId={projectId}
          projectName={projectName}
          html={editable.code}
          baseVersion={editable.version}
          focusSample={sampleFocus}
          onClose={() => setEditing(false)}
          onAskAi={(message) => {
            onAskAi(message);
            setEditing(false);
          }}
        />
      ) : (
        <LivePreview
          onEdit={canEdit ? () => setEditing(true) : undefined}
          html={code}
          projectId={projectId}
          projectName={projectName}
          writing={preview.writing !== null}
          previewed={preview.previewed}
        />
      )}
    </div>
  );
}

/** The preview's column while the first page is built: where it will appear, and the progress. */
export function BuildingPreview({
  className,
  agents,
}: {
  className?: string | false;
  agents: readonly AgentStatusItem[];
}) {
  return (
    <div className={cn(PREVIEW_COLUMN, className)}>
      <RunStrip agents={agents} />
      <PreviewPlaceholder />
    </div>
  );
}
