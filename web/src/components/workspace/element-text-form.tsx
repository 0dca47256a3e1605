import { Button } from '../ui/button';

export interface ElementTextFormProps {
  id: string;
  /** The element in words ("Headline"), for the field's label. */
  name: string;
  /** The element's text as the page has it. */
  text: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  onApply: () => void;
}

/** The selected element's plain text, edited in a field and applied to the page. */
export function ElementTextForm({
  id,
  name,
  text,
  draft,
  onDraftChange,
  onApply,
}: ElementTextFormProps) {
  return (
    <form
      className="flex w-full items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
          {name} text
        </label>
        <input
          id={id}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          className="h-8 w-full rounded-md border bg-card px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      </div>
      <Button type="submit" size="sm" disabled={draft === text}>
        Apply
      </Button>
    </form>
  );
}
