/**
 * What people may type into names, descriptions and usernames: text someone can see. Control
 * characters (NUL, escapes, line breaks in a one-line field) and the bidirectional overrides that
 * reorder what follows are refused wherever they are; text made only of characters that render as
 * nothing (zero-width spaces, fillers, format marks) is refused as empty. Joiners stay allowed
 * inside visible text: Indic scripts and emoji need them.
 */

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;
const CONTROL = /\p{Cc}/u;
const SPACE = /\s/u;
/** Embeddings, overrides and isolates: they reorder how the text after them reads. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const LINE_CHARACTERS = new Set(['\t', '\n', '\r']);

/** Code point ranges, beyond spaces and control and format characters, that draw nothing. */
const BLANK_RANGES: readonly (readonly [number, number])[] = [
  [0x034f, 0x034f], // combining grapheme joiner
  [0x115f, 0x1160], // Hangul fillers
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian variation selectors
  [0x2800, 0x2800], // braille blank
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xffa0, 0xffa0], // half-width Hangul filler
  [0xe0100, 0xe01ef], // variation selectors supplement
];

function isInvisible(char: string): boolean {
  if (SPACE.test(char) || CONTROL_OR_FORMAT.test(char)) return true;
  const code = char.codePointAt(0) ?? 0;
  return BLANK_RANGES.some(([first, last]) => code >= first && code <= last);
}

/** Format characters that may stay in a file name: the joiners visible text needs. */
const KEPT_FORMAT = new Set(['\u200C', '\u200D']);

export interface TextLines {
  /** Tabs and line breaks are allowed. @default false */
  multiline?: boolean;
}

export function hasControlCharacter(text: string, { multiline = false }: TextLines = {}): boolean {
  return [...text].some(
    (char) =>
      BIDI_CONTROL.test(char) || (CONTROL.test(char) && !(multiline && LINE_CHARACTERS.has(char))),
  );
}

export function hasVisibleCharacter(text: string): boolean {
  return [...text].some((char) => !isInvisible(char));
}

/** The text without control and format characters (a file name's part, say). */
export function withoutHiddenCharacters(text: string): string {
  return [...text]
    .filter((char) => !CONTROL_OR_FORMAT.test(char) || KEPT_FORMAT.has(char))
    .join('');
}
