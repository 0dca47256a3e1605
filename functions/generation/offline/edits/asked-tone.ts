/**
 * Which rewording a message asks for. In a module of its own, without the rest of the edit
 * reader: the quote (agent-selection.ts) asks it of every message, and would otherwise load the
 * offline planner and the site plan's schemas into the socket's cold start.
 */
import type { Tone } from './retone';

/** Words that ask for a rewording, whatever they are about. */
const TONE_PHRASES: [Tone, RegExp][] = [
  [
    'shorter',
    /\b(?:shorter|shorten|more concise|concise|briefer|less wordy|trim|tighten|cut (?:it |them |this |that )?down|punchier)\b/i,
  ],
  [
    'longer',
    /\b(?:longer|lengthen|expand|more detail(?:ed)?|more words|flesh (?:it |them |this )?out|elaborate|say more)\b/i,
  ],
  [
    'friendlier',
    /\b(?:friendlier|more friendly|more casual|less formal|more welcoming|more conversational|more personal|chattier)\b/i,
  ],
  ['formal', /\b(?:more formal|more serious|less casual)\b/i],
];
/** Words that ask for a tone only when the text is named: "warmer" alone is about colours. */
const TEXT_TONE_PHRASES: [Tone, RegExp][] = [
  ['friendlier', /\b(?:friendly|warmer|warm|casual|welcoming|conversational)\b/i],
  ['formal', /\b(?:formal|professional|serious)\b/i],
];
/** Words that name a text: a rewording of "the about text" is about the text, not the colours. */
export const TEXT_WORDS =
  /\b(?:text|texts|copy|wording|words|writing|tone|paragraphs?|descriptions?|blurbs?|intro|introduction|headline|heading|title|tagline|content)\b/i;

/** The tone a clause asks for (its quoted words left out), if any. */
export function toneIn(clause: string): Tone | undefined {
  const unquoted = clause.replace(/["“][^"”]*["”]|‘[^’]*’/g, ' ');
  const strong = TONE_PHRASES.find(([, words]) => words.test(unquoted))?.[0];
  if (strong) return strong;
  if (!TEXT_WORDS.test(unquoted)) return undefined;
  return TEXT_TONE_PHRASES.find(([, words]) => words.test(unquoted))?.[0];
}
