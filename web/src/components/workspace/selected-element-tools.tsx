import { hexOfCss } from '../../../../shared/colour';
import {
  linkOf,
  plainTextOf,
  sectionOf,
  setElementStyle,
  setLink,
  setTextAndLink,
} from '../../lib/visual-edit/page-marks';
import { Button } from '../ui/button';
import { ElementLinkForm } from './element-link-form';
import { ElementStyleControls } from './element-style-controls';
import { ElementTextForm } from './element-text-form';
import { ElementPicture } from './element-picture';
import type { EditorSelect } from './preview-protocol';
import { SectionActions } from './section-actions';
import type { ElementDrafts } from './use-element-drafts';
import type { PageEdits } from './use-page-edits';
import type { ToolbarFieldIds } from './use-toolbar-field-ids';

/** Text that may be shown as a picture instead: a brand name in the menu bar, say. */
const LOGO_TAGS = new Set(['a', 'span', 'h1']);
/** The page's pictures: photos and drawn art, each replaceable by an image. */
const PICTURES = new Set(['img', 'svg']);

const LINK_REFUSED = 'Use a web address (https://…), mailto:, tel: or #section.';

export interface SelectedElementToolsProps {
  projectId: string;
  selected: EditorSelect;
  /** The element in words ("Headline"). */
  name: string;
  edits: PageEdits;
  drafts: ElementDrafts;
  ids: ToolbarFieldIds;
  /** Its section was deleted: nothing is selected any more. */
  onSectionDeleted: () => void;
  onAskAi: (message: string) => void;
}

/**
 * What can be done to the selected element, each offered only where it applies: its text, its
 * link, its picture, its text colour and size, its section; and asking the AI about it.
 */
export function SelectedElementTools({
  projectId,
  selected,
  name,
  edits,
  drafts,
  ids,
  onSectionDeleted,
  onAskAi,
}: SelectedElementToolsProps) {
  const { page, change } = edits;
  const text = plainTextOf(page, selected.id);
  // The element's text colour: as being picked, as last applied, else as the page draws it.
  const shownColour = drafts.colour ?? drafts.applied ?? hexOfCss(selected.color ?? '');
  const link = linkOf(page, selected.id);
  const section = sectionOf(page, selected.id);

  function applyLink() {
    const next = setLink(page, selected.id, drafts.linkDraft.trim());
    drafts.setLinkProblem(next === null ? LINK_REFUSED : null);
    change(next);
  }

  function applyColour() {
    if (drafts.colour === null) return;
    change(setElementStyle(page, selected.id, { color: drafts.colour }));
    drafts.setApplied(drafts.colour);
    drafts.setColour(null);
  }

  // A size relative to the one drawn when it was chosen, so "Larger" is larger.
  function resize(factor: number) {
    const drawn = selected.fontSize ?? 16;
    change(
      setElementStyle(page, selected.id, {
        fontSize: factor === 1 ? null : `${((drawn * factor) / 16).toFixed(3)}rem`,
      }),
    );
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      {text !== null ? (
        <ElementTextForm
          id={ids.text}
          name={name}
          text={text}
          draft={drafts.draft}
          onDraftChange={drafts.setDraft}
          onApply={() => change(setTextAndLink(page, selected.id, drafts.draft))}
        />
      ) : null}
      {link !== null ? (
        <ElementLinkForm
          id={ids.link}
          errorId={ids.linkError}
          link={link}
          draft={drafts.linkDraft}
          problem={drafts.linkProblem}
          onDraftChange={drafts.setLinkDraft}
          onApply={applyLink}
        />
      ) : null}
      {PICTURES.has(selected.tag) || (text !== null && LOGO_TAGS.has(selected.tag)) ? (
        <ElementPicture
          key={`image-${selected.id}`}
          projectId={projectId}
          selected={selected}
          edits={edits}
          asLogo={!PICTURES.has(selected.tag)}
        />
      ) : null}
      {selected.tag !== 'section' && !PICTURES.has(selected.tag) ? (
        <ElementStyleControls
          key={selected.id}
          ids={ids}
          selected={selected}
          colour={shownColour}
          onPick={drafts.setColour}
          onPicked={applyColour}
          onResize={resize}
        />
      ) : null}
      {section !== null ? (
        <SectionActions
          page={page}
          section={section}
          onChange={change}
          onDeleted={onSectionDeleted}
        />
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onAskAi(`In the ${name.toLowerCase()} “${text ?? selected.text}”: `)}
      >
        Ask AI about this
      </Button>
    </div>
  );
}
