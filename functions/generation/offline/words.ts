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
    'ecommerce showcase showcasing helping help find finding who draws each every'
  ).split(/\s+/),
);

/** The words of a text, lower-cased, accented letters and all ("café", not "caf"). */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-zà-öø-ÿ][a-zà-öø-ÿ'-]*/g) ?? [];
}

export function hasWord(text: string, words: readonly string[]): boolean {
  // "dark-theme" says "dark" as well: hyphenated words count whole and in parts.
  const found = new Set(tokens(text).flatMap((token) => [token, ...token.split('-')]));
  return words.some((word) =>
    word.includes(' ') ? text.toLowerCase().includes(word) : found.has(word),
  );
}

/** Words of two letters that say what a business is: a paying guest house, a disc jockey. */
const SHORT_CONTENT_WORDS = new Set(['pg', 'dj']);

/** The content words of the prompt, first occurrence first, without stop words. */
export function contentWords(text: string, exclude: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of tokens(text)) {
    const clean = word.replace(/'s$/, '').replace(/^-+|-+$/g, '');
    if (
      (clean.length < 3 && !SHORT_CONTENT_WORDS.has(clean)) ||
      STOP_WORDS.has(clean) ||
      exclude.has(clean) ||
      seen.has(clean)
    )
      continue;
    seen.add(clean);
    words.push(clean);
  }
  return words;
}

/** The text with the words the prompt writes in capitals ("IIT", "JEE") written so again. */
export function withCapitalsOf(text: string, prompt: string): string {
  const capitals = new Set(prompt.match(/\b[A-Z]{2,6}\b/g) ?? []);
  if (capitals.size === 0) return text;
  return text.replace(/\b[A-Za-z]{2,6}\b/g, (word) =>
    capitals.has(word.toUpperCase()) && word !== word.toUpperCase() ? word.toUpperCase() : word,
  );
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The phrase as it reads inside a sentence: "Health insurance" → "health insurance", "LIC" kept. */
export function uncapitalise(phrase: string): string {
  return /^[A-Z][a-z]/.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

/** A simple singular for product and item names ("candles" → "candle"). */
export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(word)) return word;
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
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

/**
 * Every way a brief names a kind of business: its phrases as written ("banquet hall") and the one
 * word each is read as ("banquethall"), as one pattern.
 */
export const namedAs = (phrases: readonly [RegExp, string][], words: readonly string[]): RegExp =>
  new RegExp(
    [...phrases.map(([pattern]) => pattern.source), `\\b(?:${words.join('|')})\\b`].join('|'),
    'i',
  );
