import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { sampleMark, setTextAndLink, unmarkPage } from '../../lib/visual-edit/page-marks';
import { useSaveCode } from '../../lib/projects/use-save-code';
import { settleSamples } from '../../lib/visual-edit/sample-items';
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
  /** A sample item to select, asked for from the scorecard's list (a new `seq` asks again). */
  focusSample?: SampleFocus | null;
}

/** The page's sample item `index` (in the scorecard's order), asked for the `seq`-th time. */
export interface SampleFocus {
  index: number;
  seq: number;
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
  focusSample = null,
}: PreviewEditorProps) {
  const edits = usePageEdits(html);
  const [selected, setSelected] = useState<EditorSelect | null>(null);
  const drafts = useElementDrafts();
  const selectedId = useRef<number | null>(null);
  const save = useSaveCode(projectId, onClose);
  const ids = useToolbarFieldIds();

  // A selection asked for from outside the frame (a sample item): the next frame selects it and
  // reports it as chosen, so its tools open as if it had been clicked.
  const [asked, setAsked] = useState<{ seq: number; mark: number } | null>(null);
  const announce = useRef(false);
  const focus = useEffectEvent((request: SampleFocus) => {
    const mark = sampleMark(edits.page, request.index);
    if (mark === null) return;
    selectedId.current = mark;
    announce.current = true;
    setAsked({ seq: request.seq, mark });
  });
  useEffect(() => {
    if (focusSample) focus(focusSample);
  }, [focusSample]);

  // A new frame for each change of the page, with the selection kept; selecting does not reload.
  const framed = useMemo(
    () =>
      withEditor(
        edits.page,
        selectedId.current ?? asked?.mark ?? null,
        announce.current && !!asked,
      ),
    [edits.page, asked],
  );

  function handleMessage(data: unknown) {
    const chosen = editorSelectSchema.safeParse(data);
    if (chosen.success) {
      announce.current = false;
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
            onSave={() =>
              // Sample items rewritten by hand are the person's now: no longer marked as sample.
              save.mutate({ code: settleSamples(html, unmarkPage(edits.page)), baseVersion })
            }
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
