import { BENGALI } from './bengali';
import { FRENCH } from './french';
import { HINDI } from './hindi';
import { MARATHI } from './marathi';
import { SPANISH } from './spanish';
import { TAMIL } from './tamil';
import type { Phrasebook } from './phrasebook';

export { briefLanguage } from './brief-language';
export type { Phrasebook, ScriptWord } from './phrasebook';

/** The languages template pages are written in besides English, by BCP 47 tag. */
const PHRASEBOOKS: Readonly<Record<string, Phrasebook>> = {
  hi: HINDI,
  mr: MARATHI,
  ta: TAMIL,
  bn: BENGALI,
  es: SPANISH,
  fr: FRENCH,
};

/** The phrasebook of a page's language, or none for English (and languages without one). */
export function phrasebookFor(language: string | undefined): Phrasebook | undefined {
  return language ? PHRASEBOOKS[language] : undefined;
}
