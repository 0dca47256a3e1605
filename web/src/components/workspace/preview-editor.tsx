import { useMemo, useRef, useState } from 'react';
import { setTextAndLink, unmarkPage } from '../../lib/visual-edit/page-marks';
import { useSaveCode } from '../../lib/projects/use-save-code';
import { PreviewPanel } from '../preview-panel';
import { EditorSaveButtons } from './editor-save-buttons';
import { elementName } from './element-name';
import { PreviewFrame } from './live-preview';
import {
  editorSelectSchema,
  editorTextSchema,
  htmlFingerprint,
  withEditor,
  type EditorSelect,
} from './preview-protocol';
import { SelectedElementTools } from './selected-element-tools';
import { SelectionSummary } from './selection-summary';
import { useElementDrafts } from './use-element-drafts';
import { usePageEdits } from './use-page-edits';
import { useToolbarFieldIds } from './use-toolbar-field-ids';

export interface PreviewEditorProps {
  projectId: string;
  projectName: string;
  html: string;
  /** The version the edits are made on: a newer one refuses the save. */
  baseVersion: number;
  onClose: () => void;
  /** Puts a message about the element in the chat box. */
  onAskAi: (message: string) => void;
}

/**
 * Editing the page by hand in the preview: select an element in the page, change its text (in
 * place or in the field here), move or delete its section, or ask the AI about it; save as a new
 * version at no cost. Each change is made to the page's text (page-marks.ts), so nothing else
 * changes; the frame stays sandboxed and talks to the workspace only through validated messages.
 */
export function PreviewEditor({
  projectId,
  projectName,
  html,
  baseVersion,
  onClose,
  onAskAi,
}: PreviewEditorProps) {
  const edits = usePageEdits(html);
  const [selected, setSelected] = useState<EditorSelect | null>(null);
  const drafts = useElementDrafts();
  const selectedId = useRef<number | null>(null);
  const save = useSaveCode(projectId, onClose);
  const ids = useToolbarFieldIds();

  // A new frame for each change of the page, with the selection kept; selecting does not reload.
  const framed = useMemo(() => withEditor(edits.page, selectedId.current), [edits.page]);

  function handleMessage(data: unknown) {
    const chosen = editorSelectSchema.safeParse(data);
    if (chosen.success) {
      selectedId.current = chosen.data.id;
      setSelected(chosen.data);
      drafts.startFrom(edits.page, chosen.data.id);
      return;
    }
    const typed = editorTextSchema.safeParse(data);
    if (typed.success) {
      selectedId.current = typed.data.id;
      edits.change(setTextAndLink(edits.page, typed.data.id, typed.data.text));
      drafts.setDraft(typed.data.text);
    }
  }

  const name = selected ? elementName(selected.tag) : '';

  return (
    <PreviewPanel className="min-h-[28rem] flex-1 border-primary/60 shadow-xs">
      <div
        role="toolbar"
        aria-label="Edit the page"
        className="flex flex-col gap-3 border-b bg-accent/40 px-4 py-3 text-sm"
      >
        <div className="flex flex-wrap items-center gap-2">
          <SelectionSummary selected={selected} name={name} />
          <EditorSaveButtons
            changes={edits.changes}
            saving={save.isPending}
            onClose={onClose}
            onSave={() => save.mutate({ code: unmarkPage(edits.page), baseVersion })}
          />
        </div>
        {selected ? (
          <SelectedElementTools
            projectId={projectId}
            selected={selected}
            name={name}
            edits={edits}
            drafts={drafts}
            ids={ids}
            onSectionDeleted={() => {
              setSelected(null);
              selectedId.current = null;
            }}
            onAskAi={onAskAi}
          />
        ) : null}
      </div>
      <div className="relative min-h-[28rem] flex-1">
        <PreviewFrame
          key={htmlFingerprint(framed)}
          html={framed}
          projectId={projectId}
          title={`Editing ${projectName}`}
          className="absolute inset-0 size-full bg-white"
          onMessage={handleMessage}
        />
      </div>
    </PreviewPanel>
  );
}
