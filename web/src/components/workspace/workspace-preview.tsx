import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { LivePreview } from './live-preview';
import { PreviewEditor } from './preview-editor';
import type { useWorkspacePreview } from './use-workspace-preview';

/** The preview's column: beside the panels on a large screen, kept in view as they scroll. */
export const PREVIEW_COLUMN =
  'flex min-h-[28rem] flex-1 flex-col self-stretch lg:sticky lg:top-20 lg:h-[calc(100dvh-6.5rem)]';

export interface WorkspacePreviewProps {
  ref: Ref<HTMLDivElement>;
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
  ref,
  projectId,
  projectName,
  code,
  preview,
  canEdit,
  onAskAi,
}: WorkspacePreviewProps) {
  const { editable, setEditing, sampleFocus } = preview;
  return (
    <div ref={ref} className={cn(PREVIEW_COLUMN, 'scroll-mt-32')}>
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
