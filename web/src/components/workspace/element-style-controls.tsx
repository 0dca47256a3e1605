import { ContrastNote } from './contrast-note';
import type { EditorSelect } from './preview-protocol';

export interface ElementStyleControlsProps {
  ids: { colour: string; size: string };
  selected: EditorSelect;
  /** The text colour shown in the picker (null: the picker's own default). */
  colour: string | null;
  /** A colour being picked, not yet applied. */
  onPick: (colour: string) => void;
  /** The picker closed: the colour picked is applied. */
  onPicked: () => void;
  /** A size chosen, as a factor of the size drawn (1: as it is). */
  onResize: (factor: number) => void;
}

/**
 * The selected element's text colour and size. Its caller keys it by the element, so the size
 * list starts again at "As it is" for each element.
 */
export function ElementStyleControls({
  ids,
  selected,
  colour,
  onPick,
  onPicked,
  onResize,
}: ElementStyleControlsProps) {
  return (
    <div className="flex items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.colour} className="text-xs font-medium text-muted-foreground">
          Colour
        </label>
        <input
          id={ids.colour}
          type="color"
          value={colour ?? '#1f2937'}
          onChange={(event) => onPick(event.target.value)}
          // Applied once the picker closes, not at every step of a drag.
          onBlur={() => onPicked()}
          className="h-8 w-12 cursor-pointer rounded-md border bg-card p-0.5"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.size} className="text-xs font-medium text-muted-foreground">
          Size
        </label>
        <select
          id={ids.size}
          defaultValue="1"
          onChange={(event) => onResize(Number(event.target.value))}
          className="h-8 rounded-md border bg-card px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <option value="0.85">Smaller</option>
          <option value="1">As it is</option>
          <option value="1.25">Larger</option>
          <option value="1.5">Largest</option>
        </select>
      </div>
      <ContrastNote selected={selected} colour={colour} />
    </div>
  );
}
