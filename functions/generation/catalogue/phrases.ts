/** Text as a regular expression matches it, every special character escaped. */
export const escapeForPattern = (text: string): string =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A phrase as a pattern: any case, "-" or a space between words, an optional plural "s". */
export function phrasePattern(phrase: string): string {
  return phrase
    .split(/[\s-]+/)
    .map(escapeForPattern)
    .join('[\\s-]+');
}
