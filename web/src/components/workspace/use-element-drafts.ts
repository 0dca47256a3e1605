import { useState } from 'react';
import { linkOf, plainTextOf } from '../../lib/visual-edit/page-marks';

/** What the editor's fields hold for the selected element before it is applied to the page. */
export interface ElementDrafts {
  draft: string;
  setDraft: (text: string) => void;
  linkDraft: string;
  setLinkDraft: (href: string) => void;
  linkProblem: string | null;
  setLinkProblem: (problem: string | null) => void;
  /** A colour picked and not yet applied (applied when the picker closes). */
  colour: string | null;
  setColour: (colour: string | null) => void;
  /** The colour last applied to the selected element (its frame does not report it again). */
  applied: string | null;
  setApplied: (colour: string | null) => void;
  /** The fields of an element just selected: its text and link as the page has them. */
  startFrom: (page: string, id: number) => void;
}

/** The preview editor's field drafts, one set for whichever element is selected. */
export function useElementDrafts(): ElementDrafts {
  const [draft, setDraft] = useState('');
  const [linkDraft, setLinkDraft] = useState('');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [colour, setColour] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);

  function startFrom(page: string, id: number) {
    setDraft(plainTextOf(page, id) ?? '');
    setLinkDraft(linkOf(page, id) ?? '');
    setLinkProblem(null);
    setApplied(null);
  }

  return {
    draft,
    setDraft,
    linkDraft,
    setLinkDraft,
    linkProblem,
    setLinkProblem,
    colour,
    setColour,
    applied,
    setApplied,
    startFrom,
  };
}
