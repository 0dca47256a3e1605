import { useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { CloseIcon, SearchIcon } from '../ui/icons';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 300;

export interface ProjectSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
}

/** The projects page's search by name: runs as the user pauses typing, or on Enter. */
export function ProjectSearch({ value, onSearch }: ProjectSearchProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [searched, setSearched] = useState(value);
  // The search can change from outside (Clear search, back and forward): show it.
  if (value !== searched) {
    setSearched(value);
    if (text.trim() !== value) setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function searchNow(next: string) {
    clearTimeout(timer.current);
    if (next.trim() !== value) onSearch(next.trim());
  }

  function handleChange(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => searchNow(next), SEARCH_DELAY_MS);
  }

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(text);
      }}
      className="relative w-full sm:max-w-xs"
    >
      <label htmlFor={inputId} className="sr-only">
        Search projects
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <input
        id={inputId}
        type="search"
        value={text}
        maxLength={LIMITS.projectNameMax}
        placeholder="Search projects by name"
        autoComplete="off"
        onChange={(event) => handleChange(event.target.value)}
        className="h-10 w-full rounded-lg border bg-card pr-9 pl-9 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            searchNow('');
          }}
          className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
