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

/**
 * The number a brief writes ("2,499", "12.5", "₹1,250/month", "8 lakh", "1.5 crore", "₹2k"), its
 * "k", "lakh" or "crore" multiplying it when written as a word of its own; undefined without one.
 */
export function amountAsWritten(written: string): number | undefined {
  // "3000rs": a currency written straight after the number ends it too.
  const match = /(\d[\d,]*(?:\.\d+)?)(?:\s?(k|lakh|crore)s?\b)?/i.exec(written);
  if (!match?.[1]) return undefined;
  const value = Number(match[1].replace(/,/g, ''));
  const scale = { k: 1000, lakh: 100_000, crore: 10_000_000 }[match[2]?.toLowerCase() ?? ''] ?? 1;
  return Number.isFinite(value) ? value * scale : undefined;
}
