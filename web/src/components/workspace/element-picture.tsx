import { useId, useState } from 'react';
import { imageOf, setImage } from '../../lib/visual-edit/page-marks';
import { ImagePicker } from './image-picker';
import type { EditorSelect } from './preview-protocol';
import type { PageEdits } from './use-page-edits';

/**
 * Replacing a picture of the page (a photo, the page's drawn art, an icon) by an upload or an
 * image uploaded before, with the words that describe it for people who cannot see it; or
 * showing a brand name as a logo image (its text then describes it).
 */
export function ElementPicture({
  projectId,
  selected,
  edits,
  asLogo,
}: {
  projectId: string;
  selected: EditorSelect;
  edits: PageEdits;
  /** Text shown as a picture instead (a brand name): described by that text. */
  asLogo: boolean;
}) {
  const [alt, setAlt] = useState(() => imageOf(edits.page, selected.id)?.alt ?? '');
  const altId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      {asLogo ? null : (
        <label
          htmlFor={altId}
          className="flex flex-col gap-1 text-xs font-medium text-muted-foreground"
        >
          Describe the picture
          <input
            id={altId}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            maxLength={200}
            placeholder="e.g. Fresh loaves on the counter"
            className="h-8 w-56 rounded-md border bg-background px-2 text-sm font-normal text-foreground"
          />
        </label>
      )}
      <ImagePicker
        projectId={projectId}
        label={
          asLogo ? 'Use a logo image' : selected.tag === 'img' ? 'Replace image' : 'Replace picture'
        }
        onUploaded={(asset) =>
          edits.changeLatest((current) =>
            setImage(current, selected.id, asset.path, asLogo ? undefined : alt.trim()),
          )
        }
      />
    </div>
  );
}
