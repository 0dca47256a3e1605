import { HINDI } from './hindi';
import type { Phrasebook } from './phrasebook';

export { briefLanguage } from './brief-language';
export type { Phrasebook, ScriptWord } from './phrasebook';

/** The languages template pages are written in besides English. */
const PHRASEBOOKS: Readonly<Record<string, Phrasebook>> = { hi: HINDI };

/** The phrasebook of a page's language, or none for English (and languages without one). */
export function phrasebookFor(language: string | undefined): Phrasebook | undefined {
  return language ? PHRASEBOOKS[language] : undefined;
}
