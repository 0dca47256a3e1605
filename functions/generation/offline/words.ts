/** Word handling for the offline planner: tokens, stop words, capitalisation. */

const STOP_WORDS = new Set(
  (
    'a an the and or but for with without of to in on at by from into about as is are be it its ' +
    'this that these those my our your their his her me we i you they make create build design ' +
    'want need please website site page web landing homepage home online one some very really ' +
    'simple modern nice good great beautiful cool new small local using use show has have called ' +
    'named where which who will can should would also like look feel style theme colour color ' +
    'colors colours section sections add include including page pages all any more most just ' +
    'dark light minimal minimalist playful elegant bold pastel clean vibrant fun soft luxury ' +
    'premium neon moody black white app selling sell sells offering featuring based store shop ' +
    'ecommerce showcase showcasing helping help find finding who draws'
  ).split(/\s+/),
);

export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
}

export function hasWord(text: string, words: readonly string[]): boolean {
  // "dark-theme" says "dark" as well: hyphenated words count whole and in parts.
  const found = new Set(tokens(text).flatMap((token) => [token, ...token.split('-')]));
  return words.some((word) =>
    word.includes(' ') ? text.toLowerCase().includes(word) : found.has(word),
  );
}

/** The content words of the prompt, first occurrence first, without stop words. */
export function contentWords(text: string, exclude: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of tokens(text)) {
    const clean = word.replace(/'s$/, '').replace(/^-+|-+$/g, '');
    if (clean.length < 3 || STOP_WORDS.has(clean) || exclude.has(clean) || seen.has(clean))
      continue;
    seen.add(clean);
    words.push(clean);
  }
  return words;
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A simple singular for product and item names ("candles" → "candle"). */
export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(word)) return word;
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Words for what a business is, after which people write its name ("restaurant Trattoria Bella"). */
const BUSINESS_NOUNS =
  /\b(?:restaurant|cafe|café|bakery|bistro|bar|pub|brewery|clinic|hospital|agency|firm|studio|shop|store|boutique|brand|label|app|software|platform|startup|conference|summit|festival|meetup|hackathon|shelter|nonprofit|ngo|charity|foundation|band|truck|salon|spa|gym|school|academy|club|company|hotel|resort|homestay|podcast|magazine|blog|practice|nursery|bookshop|roastery|kitchen|space|parlour|parlor|house|box|centre|center|lab|labs|collective|dhaba|shack|lounge)\s+/gi;
/** A name: capitalised words, with "&", "and", "of"… between them (case matters here). */
const NAME_AT = /(?:The\s+)?[A-Z][\w'’.-]*(?:\s+(?:&|and|of|the|de|la|[A-Z][\w'’.-]*))*/y;

/** A capitalised name right after a business word, when the prompt gives no "called" or "for". */
function namedAfterBusiness(prompt: string): string | undefined {
  for (const match of prompt.matchAll(BUSINESS_NOUNS)) {
    NAME_AT.lastIndex = (match.index ?? 0) + match[0].length;
    const name = NAME_AT.exec(prompt)?.[0];
    if (name) return name;
  }
  return undefined;
}

const QUOTED = /["“']([^"”']{2,60})["”']/g;
/** Words right after a quoted phrase, or right before it, that make it a button's words. */
const BUTTON_AFTER = /^\s*(?:button|btn|cta|call[- ]to[- ]action|link)\b/i;
const BUTTON_BEFORE =
  /\b(?:button|btn|cta|call[- ]to[- ]action|link)\s*(?:that\s+says|saying|labell?ed|reading|which\s+says|with\s+the\s+(?:text|words)|:)?\s*$/i;

/** The brief's quoted phrases, each marked as a button's words or not. */
function quotedIn(prompt: string): { text: string; button: boolean }[] {
  return Array.from(prompt.matchAll(QUOTED), (match) => {
    const at = match.index ?? 0;
    const button =
      BUTTON_AFTER.test(prompt.slice(at + match[0].length)) ||
      BUTTON_BEFORE.test(prompt.slice(0, at));
    return { text: (match[1] ?? '').trim(), button };
  });
}

/** The words of the buttons the brief names ("a big 'Book a consultation' button"). */
export function buttonsFromPrompt(prompt: string): string[] {
  return quotedIn(prompt)
    .filter((quoted) => quoted.button)
    .map((quoted) => quoted.text);
}

/**
 * The name the prompt gives the site: capitalised words after "for", "called" or "named"
 * ("a bakery website for Crumb & Co." → "Crumb & Co."), or a quoted name (not a button's words).
 */
export function nameFromPrompt(prompt: string): string | undefined {
  const quoted = quotedIn(prompt).find((each) => !each.button);
  if (quoted) return quoted.text;
  const named =
    /\b(?:called|named|for|brand|studio)\s+((?:[A-Z0-9][\w'’.-]*)(?:\s+(?:&|and|of|the|de|la|[A-Z0-9][\w'’.-]*))*)/.exec(
      prompt,
    );
  const name = (named?.[1] ?? namedAfterBusiness(prompt))?.trim();
  if (!name) return undefined;
  const words = name.split(/\s+/);
  while (words.length > 0 && /^(?:&|and|of|the|de|la)$/.test(words[words.length - 1] ?? '')) {
    words.pop();
  }
  let result = words.join(' ');
  // A sentence's full stop is not part of the name; an abbreviation's ("Co.", "Inc.") is.
  if (/\.$/.test(result) && !/\b(?:Co|Inc|Ltd|Bros|St|Jr)\.$/.test(result)) {
    result = result.slice(0, -1);
  }
  return result.length > 0 ? result : undefined;
}

/** Words that start with a vowel letter but a consonant sound, or the other way round. */
const AN_EXCEPTIONS = /^(?:uni|use|usu|uti|eu|one|once|ux)|^(?:hour|honest|honou?r|heir)/i;

/** The phrase with "a" or "an" in front, by its sound ("an organic tea", "a unique gift"). */
export function withArticle(phrase: string): string {
  const first = phrase.trim();
  const vowel = /^[aeiou]/i.test(first);
  const exception = AN_EXCEPTIONS.test(first);
  const acronym = /^[A-Z]{2,}\b/.exec(first)?.[0];
  const an = acronym ? /^[AEFHILMNORSX]/.test(acronym) : vowel !== exception;
  return `${an ? 'an' : 'a'} ${first}`;
}

/** The text as one sentence: a capital first letter and exactly one closing mark. */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const closed = /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
  return capitalise(closed);
}

/** "an analytics dashboard", but "CRM software": mass nouns take no article. */
export function someOf(product: string): string {
  return /(?:software|tooling|analytics)$/.test(product) ? product : withArticle(product);
}
