import { useId } from 'react';

/** The ids that tie the editor toolbar's labels (and its link's error) to their fields. */
export interface ToolbarFieldIds {
  text: string;
  link: string;
  linkError: string;
  colour: string;
  size: string;
}

/**
 * Made once by the editor, not by the tools of a selection, so the ids last as long as the editor
 * does, whatever is selected.
 */
export function useToolbarFieldIds(): ToolbarFieldIds {
  const text = useId();
  const link = useId();
  const linkError = useId();
  const colour = useId();
  const size = useId();
  return { text, link, linkError, colour, size };
}
