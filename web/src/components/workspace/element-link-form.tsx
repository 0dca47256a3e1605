import { Button } from '../ui/button';

export interface ElementLinkFormProps {
  id: string;
  /** The id of the problem's words, which describe the field while there is one. */
  errorId: string;
  /** Where the element links to as the page has it. */
  link: string;
  draft: string;
  problem: string | null;
  onDraftChange: (draft: string) => void;
  onApply: () => void;
}

/** Where the selected link goes, edited in a field and set on the page; a refused address is said. */
export function ElementLinkForm({
  id,
  errorId,
  link,
  draft,
  problem,
  onDraftChange,
  onApply,
}: ElementLinkFormProps) {
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
          Link goes to
        </label>
        <input
          id={id}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? errorId : undefined}
          className="h-8 w-full rounded-md border bg-card px-2 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        {problem ? (
          <p id={errorId} className="text-xs text-red-600 dark:text-red-400">
            {problem}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" disabled={draft.trim() === link}>
        Set link
      </Button>
    </form>
  );
}
