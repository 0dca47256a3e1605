import type { ReactNode } from 'react';

export interface LegalSection {
  /** The anchor of the section (`/terms#payments`). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDate {
  /** What the date means: "Last updated" or "Effective". */
  label: string;
  /** YYYY-MM-DD, for <time dateTime>. */
  iso: string;
  /** As a reader sees it. */
  text: string;
}

export interface LegalDocument {
  title: string;
  date: LegalDate;
  summary: ReactNode;
  sections: readonly LegalSection[];
}
