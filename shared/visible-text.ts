/**
 * What people may type into names, descriptions, usernames, subjects and messages: text someone
 * can see. Control characters (NUL, escapes, line breaks and line separators in a one-line
 * field), the bidirectional overrides that reorder what follows, hidden format characters
 * (zero-width spaces, word joiners, byte-order marks) and lone surrogate halves are refused
 * wherever they are; text made only of characters that render as nothing, or of combining marks
 * with nothing to combine with, is refused as empty. The two joiners stay allowed inside visible
 * text: Indic scripts and emoji need them. Schemas normalize what passes to NFC.
 */

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;
const CONTROL = /\p{Cc}/u;
const SPACE = /\s/u;
/** Embeddings, overrides and isolates: they reorder how the text after them reads. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
const LINE_CHARACTERS = new Set(['\t', '\n', '\r', '\u2028', '\u2029']);
/** Line and paragraph separators: line breaks by another name. */
const SEPARATOR = /[\u2028\u2029]/u;
/** Half of a surrogate pair, alone: not a character at all. */
const LONE_SURROGATE = /\p{Cs}/u;
const MARK = /\p{M}/u;

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
/** Emoji tag characters (a subdivision's flag is spelled with them). */
const EMOJI_TAG = /[\u{E0020}-\u{E007F}]/u;
const keptFormat = (char: string) => KEPT_FORMAT.has(char) || EMOJI_TAG.test(char);

export interface TextLines {
  /** Tabs and line breaks are allowed. @default false */
  multiline?: boolean;
}

export function hasControlCharacter(text: string, { multiline = false }: TextLines = {}): boolean {
  return [...text].some(
    (char) =>
      BIDI_CONTROL.test(char) ||
      LONE_SURROGATE.test(char) ||
      (CONTROL_OR_FORMAT.test(char) && !keptFormat(char) && !CONTROL.test(char)) ||
      ((CONTROL.test(char) || SEPARATOR.test(char)) && !(multiline && LINE_CHARACTERS.has(char))),
  );
}

/** Something that draws on its own: not blank, and not a mark that only adds to another. */
export function hasVisibleCharacter(text: string): boolean {
  return [...text].some((char) => !isInvisible(char) && !MARK.test(char));
}

/**
 * The text without control and format characters and lone surrogate halves (a file name's part,
 * a name a provider offers); `multiline` keeps its tabs and line breaks.
 */
export function withoutHiddenCharacters(
  text: string,
  { multiline = false }: TextLines = {},
): string {
  return [...text]
    .filter(
      (char) =>
        (multiline && (char === '\n' || char === '\r' || char === '\t')) ||
        ((!CONTROL_OR_FORMAT.test(char) || KEPT_FORMAT.has(char)) && !LONE_SURROGATE.test(char)),
    )
    .join('');
}
