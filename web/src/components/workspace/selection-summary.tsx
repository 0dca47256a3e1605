import type { EditorSelect } from './preview-protocol';

/** The editor toolbar's first words: the element selected and its text, or how to select one. */
export function SelectionSummary({
  selected,
  name,
}: {
  selected: EditorSelect | null;
  name: string;
}) {
  return (
    <p className="font-medium">
      {selected ? (
        <>
          {name}:{' '}
          <span className="font-normal">
            {selected.text.trim() ? (
              `“${selected.text.slice(0, 60)}”`
            ) : (
              <span className="text-muted-foreground">no words in it</span>
            )}
          </span>
        </>
      ) : (
        'Click text or a section in the page to select it; double-click text to edit it there.'
      )}
    </p>
  );
}
