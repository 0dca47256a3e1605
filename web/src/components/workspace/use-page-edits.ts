import { useEffect, useRef, useState } from 'react';
import { markPage } from '../../lib/visual-edit/page-marks';

/** The page being edited by hand (with its marks), and the count of changes made to it. */
export interface PageEdits {
  page: string;
  changes: number;
  /** A change made to the page as this render has it; a refused (null) or empty one is none. */
  change: (next: string | null) => void;
  /** A change that lands after an await (an upload): made to the page as it is by then. */
  changeLatest: (edit: (current: string) => string | null) => void;
}

/** The page the preview editor changes, marked once when the editor opens. */
export function usePageEdits(html: string): PageEdits {
  const [page, setPage] = useState(() => markPage(html).html);
  const [changes, setChanges] = useState(0);
  // The page as last set, for changes that land after an await (an upload).
  const latestPage = useRef(page);
  useEffect(() => {
    latestPage.current = page;
  }, [page]);

  function change(next: string | null) {
    if (next === null || next === page) return;
    setPage(next);
    setChanges((count) => count + 1);
  }

  function changeLatest(edit: (current: string) => string | null) {
    const current = latestPage.current;
    const next = edit(current);
    if (next === null || next === current) return;
    latestPage.current = next;
    setPage(next);
    setChanges((count) => count + 1);
  }

  return { page, changes, change, changeLatest };
}
