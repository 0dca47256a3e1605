import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Asset } from '../../../../shared/api/asset-schemas';
import {
  duplicateSection,
  linkOf,
  markPage,
  moveSection,
  plainTextOf,
  removeSection,
  sectionOf,
  setElementStyle,
  setImage,
  setLink,
  setTextAndLink,
  unmarkPage,
} from '../../lib/visual-edit/page-marks';
import { projectAssetsQuery } from '../../lib/projects/project-queries';
import { useSaveCode } from '../../lib/projects/use-save-code';
import {
  IMAGE_ACCEPT,
  imageProblem,
  uploadErrorText,
  useUploadImage,
} from '../../lib/projects/use-upload-image';
import {
  contrastRatio,
  hexOfCss,
  LARGE_TEXT_CONTRAST,
  TEXT_CONTRAST,
} from '../../../../shared/colour';
import { PreviewPanel } from '../preview-panel';
import { Button } from '../ui/button';
import { PreviewFrame } from './live-preview';
import {
  editorSelectSchema,
  editorTextSchema,
  htmlFingerprint,
  withEditor,
  type EditorSelect,
} from './preview-protocol';

/** What a selected element is, in words. */
const ELEMENT_NAMES: Record<string, string> = {
  h1: 'Headline',
  h2: 'Heading',
  h3: 'Heading',
  h4: 'Heading',
  p: 'Paragraph',
  li: 'List item',
  a: 'Link',
  button: 'Button',
  summary: 'Question',
  section: 'Section',
  blockquote: 'Quote',
  label: 'Label',
  img: 'Image',
  span: 'Text',
};

/** How many of the project's uploads the image picker offers again, newest first. */
const RECENT_UPLOADS_SHOWN = 8;

/** Text that may be shown as a picture instead: a brand name in the menu bar, say. */
const LOGO_TAGS = new Set(['a', 'span', 'h1']);

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
  const [page, setPage] = useState(() => markPage(html).html);
  const [changes, setChanges] = useState(0);
  const [selected, setSelected] = useState<EditorSelect | null>(null);
  const [draft, setDraft] = useState('');
  const [linkDraft, setLinkDraft] = useState('');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  /** A colour picked and not yet applied (applied when the picker closes). */
  const [colour, setColour] = useState<string | null>(null);
  /** The colour last applied to the selected element (its frame does not report it again). */
  const [applied, setApplied] = useState<string | null>(null);
  const selectedId = useRef<number | null>(null);
  // The page as last set, for changes that land after an await (an upload).
  const latestPage = useRef(page);
  useEffect(() => {
    latestPage.current = page;
  }, [page]);
  const save = useSaveCode(projectId, onClose);
  const fieldId = useId();
  const linkId = useId();
  const linkErrorId = useId();
  const colourId = useId();
  const sizeId = useId();

  // A new frame for each change of the page, with the selection kept; selecting does not reload.
  const framed = useMemo(() => withEditor(page, selectedId.current), [page]);

  function change(next: string | null) {
    if (next === null || next === page) return;
    setPage(next);
    setChanges((count) => count + 1);
  }

  /** A picture put in once its upload is done, on the page as it is by then. */
  function putImage(id: number, asset: Asset) {
    const current = latestPage.current;
    const next = setImage(current, id, asset.path);
    if (next === null || next === current) return;
    latestPage.current = next;
    setPage(next);
    setChanges((count) => count + 1);
  }

  function handleMessage(data: unknown) {
    const chosen = editorSelectSchema.safeParse(data);
    if (chosen.success) {
      selectedId.current = chosen.data.id;
      setSelected(chosen.data);
      setDraft(plainTextOf(page, chosen.data.id) ?? '');
      setLinkDraft(linkOf(page, chosen.data.id) ?? '');
      setLinkProblem(null);
      setApplied(null);
      return;
    }
    const typed = editorTextSchema.safeParse(data);
    if (typed.success) {
      selectedId.current = typed.data.id;
      change(setTextAndLink(page, typed.data.id, typed.data.text));
      setDraft(typed.data.text);
    }
  }

  const text = selected ? plainTextOf(page, selected.id) : null;
  // The element's text colour: as being picked, as last applied, else as the page draws it.
  const shownColour = colour ?? applied ?? hexOfCss(selected?.color ?? '');
  const link = selected ? linkOf(page, selected.id) : null;
  const section = selected ? sectionOf(page, selected.id) : null;
  const name = selected ? (ELEMENT_NAMES[selected.tag] ?? 'Element') : '';

  function moveOrDelete(next: string | null) {
    if (next === null) return;
    change(next);
  }

  return (
    <PreviewPanel className="min-h-[28rem] flex-1 border-primary/60 shadow-xs">
      <div
        role="toolbar"
        aria-label="Edit the page"
        className="flex flex-col gap-3 border-b bg-accent/40 px-4 py-3 text-sm"
      >
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">
            {selected ? (
              <>
                {name}: <span className="font-normal">“{selected.text.slice(0, 60)}”</span>
              </>
            ) : (
              'Click text or a section in the page to select it; double-click text to edit it there.'
            )}
          </p>
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            <Button variant="outline" size="sm" onClick={onClose} disabled={save.isPending}>
              {changes > 0 ? 'Discard' : 'Done'}
            </Button>
            <Button
              size="sm"
              disabled={changes === 0 || save.isPending}
              onClick={() => save.mutate({ code: unmarkPage(page), baseVersion })}
            >
              {save.isPending
                ? 'Saving...'
                : `Save as new version${changes > 0 ? ` (${changes} ${changes === 1 ? 'change' : 'changes'})` : ''}`}
            </Button>
          </div>
        </div>
        {selected ? (
          <div className="flex flex-wrap items-end gap-2">
            {text !== null ? (
              <form
                className="flex w-full items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  change(setTextAndLink(page, selected.id, draft));
                }}
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <label htmlFor={fieldId} className="text-xs font-medium text-muted-foreground">
                    {name} text
                  </label>
                  <input
                    id={fieldId}
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                    className="h-8 w-full rounded-md border bg-card px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  />
                </div>
                <Button type="submit" size="sm" disabled={draft === text}>
                  Apply
                </Button>
              </form>
            ) : null}
            {link !== null ? (
              <form
                className="flex w-full items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const next = setLink(page, selected.id, linkDraft.trim());
                  setLinkProblem(
                    next === null
                      ? 'Use a web address (https://…), mailto:, tel: or #section.'
                      : null,
                  );
                  change(next);
                }}
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <label htmlFor={linkId} className="text-xs font-medium text-muted-foreground">
                    Link goes to
                  </label>
                  <input
                    id={linkId}
                    value={linkDraft}
                    onChange={(event) => setLinkDraft(event.target.value)}
                    aria-invalid={linkProblem !== null}
                    aria-describedby={linkProblem ? linkErrorId : undefined}
                    className="h-8 w-full rounded-md border bg-card px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  />
                  {linkProblem ? (
                    <p id={linkErrorId} className="text-xs text-red-600 dark:text-red-400">
                      {linkProblem}
                    </p>
                  ) : null}
                </div>
                <Button type="submit" size="sm" disabled={linkDraft.trim() === link}>
                  Set link
                </Button>
              </form>
            ) : null}
            {selected.tag === 'img' || (text !== null && LOGO_TAGS.has(selected.tag)) ? (
              <ImagePicker
                key={`image-${selected.id}`}
                projectId={projectId}
                label={selected.tag === 'img' ? 'Replace image' : 'Use a logo image'}
                onUploaded={(asset) => putImage(selected.id, asset)}
              />
            ) : null}
            {selected.tag !== 'section' && selected.tag !== 'img' ? (
              <div key={selected.id} className="flex items-end gap-2">
                <div className="flex flex-col gap-1">
                  <label htmlFor={colourId} className="text-xs font-medium text-muted-foreground">
                    Colour
                  </label>
                  <input
                    id={colourId}
                    type="color"
                    value={shownColour ?? '#1f2937'}
                    onChange={(event) => setColour(event.target.value)}
                    // Applied once the picker closes, not at every step of a drag.
                    onBlur={() => {
                      if (colour === null) return;
                      change(setElementStyle(page, selected.id, { color: colour }));
                      setApplied(colour);
                      setColour(null);
                    }}
                    className="h-8 w-12 cursor-pointer rounded-md border bg-card p-0.5"
                  />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={sizeId} className="text-xs font-medium text-muted-foreground">
                    Size
                  </label>
                  <select
                    id={sizeId}
                    defaultValue="1"
                    onChange={(event) => {
                      // A size relative to the one drawn when it was chosen, so "Larger" is larger.
                      const factor = Number(event.target.value);
                      const drawn = selected.fontSize ?? 16;
                      change(
                        setElementStyle(page, selected.id, {
                          fontSize:
                            factor === 1 ? null : `${((drawn * factor) / 16).toFixed(3)}rem`,
                        }),
                      );
                    }}
                    className="h-8 rounded-md border bg-card px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <option value="0.85">Smaller</option>
                    <option value="1">As it is</option>
                    <option value="1.25">Larger</option>
                    <option value="1.5">Largest</option>
                  </select>
                </div>
                <ContrastNote selected={selected} colour={shownColour} />
              </div>
            ) : null}
            {section !== null ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => moveOrDelete(duplicateSection(page, section))}
                >
                  Duplicate section
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => moveOrDelete(moveSection(page, section, -1))}
                >
                  Move section up
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => moveOrDelete(moveSection(page, section, 1))}
                >
                  Move section down
                </Button>
                <Button
                  variant="destructive-outline"
                  size="sm"
                  onClick={() => {
                    moveOrDelete(removeSection(page, section));
                    setSelected(null);
                    selectedId.current = null;
                  }}
                >
                  Delete section
                </Button>
              </>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onAskAi(`In the ${name.toLowerCase()} “${text ?? selected.text}”: `)}
            >
              Ask AI about this
            </Button>
          </div>
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

/**
 * A text colour that is hard to read on what is behind it, said as it is picked: WCAG AA asks
 * 4.5:1 for text, 3:1 for large text.
 */
function ContrastNote({ selected, colour }: { selected: EditorSelect; colour: string | null }) {
  const background = hexOfCss(selected.background ?? '');
  if (!colour || !background) return null;
  const size = selected.fontSize ?? 16;
  const large = size >= 24 || (selected.bold === true && size >= 18.66);
  const needed = large ? LARGE_TEXT_CONTRAST : TEXT_CONTRAST;
  const ratio = contrastRatio(colour, background);
  if (ratio >= needed) return null;
  return (
    <p role="status" className="max-w-56 text-xs text-amber-700 dark:text-amber-300">
      Hard to read: {ratio.toFixed(1)}:1 against its background ({needed}:1 is needed for{' '}
      {large ? 'large text' : 'text'}).
    </p>
  );
}

/**
 * Puts one of the user's own images in: a file chosen, checked here (type, size) and uploaded to
 * the project, then handed over; a problem is said beside the button.
 */
function ImagePicker({
  projectId,
  label,
  onUploaded,
}: {
  projectId: string;
  label: string;
  onUploaded: (asset: Asset) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(projectId);
  const uploaded = useQuery(projectAssetsQuery(projectId));
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const chooseId = useId();
  const earlier = uploaded.data ?? [];
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const found = imageProblem(file);
            setProblem(found);
            if (found) return;
            upload.mutate(file, {
              onSuccess: onUploaded,
              onError: (error) => setProblem(uploadErrorText(error)),
            });
          }}
        />
        <Button
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          aria-describedby={problem ? problemId : undefined}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? 'Uploading...' : `${label}...`}
        </Button>
        {problem ? (
          <p
            id={problemId}
            role="alert"
            className="max-w-64 text-xs text-red-600 dark:text-red-400"
          >
            {problem}
          </p>
        ) : null}
      </div>
      {earlier.length > 0 ? (
        <div role="group" aria-labelledby={chooseId} className="flex flex-col gap-1">
          <p id={chooseId} className="text-xs font-medium text-muted-foreground">
            Or one uploaded before
          </p>
          <div className="flex flex-wrap gap-1">
            {earlier.slice(0, RECENT_UPLOADS_SHOWN).map((asset, index) => (
              <button
                key={asset.file}
                type="button"
                aria-label={`Use uploaded image ${index + 1}`}
                onClick={() => onUploaded(asset)}
                className="size-8 overflow-hidden rounded-md border bg-card shadow-xs hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <img src={asset.url} alt="" className="size-full object-contain" />
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
