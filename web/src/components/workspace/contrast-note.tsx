import {
  contrastRatio,
  hexOfCss,
  LARGE_TEXT_CONTRAST,
  TEXT_CONTRAST,
} from '../../../../shared/colour';
import type { EditorSelect } from './preview-protocol';

/**
 * A text colour that is hard to read on what is behind it, said as it is picked: WCAG AA asks
 * 4.5:1 for text, 3:1 for large text.
 */
export function ContrastNote({
  selected,
  colour,
}: {
  selected: EditorSelect;
  colour: string | null;
}) {
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
