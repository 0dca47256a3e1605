import type { ToolBook } from './tool-book';

/**
 * What a template page says in one language, beyond the person's own words: the page's frame
 * (skip link, menu, dark mode), its section headings and the few sentences the templates write
 * around the facts given, the contact form, and what the page's scripts say (words the widgets
 * read from the page's `#site-words`). Nothing here states a fact about a business: those come
 * from the brief alone.
 */
export interface Phrasebook {
  /** The BCP 47 tag the page carries in `lang`. */
  tag: string;
  /** The word that joins the last two of a list ("a, b and c"); lists in briefs are read by it. */
  and: string;
  headings: { services: string; prices: string; menu: string; hours: string; contact: string };
  frame: { skipToContent: string; mainMenu: string; darkMode: string };
  pricing: {
    /** The button on a priced item: asks about it in the contact form. */
    askAbout: (item: string) => string;
    /** After a starting price ("₹150 from"). */
    from: string;
  };
  form: {
    name: string;
    email: string;
    message: string;
    optional: string;
    send: string;
    thanks: string;
  };
  /** Cities written in this language's script, as the page names them. */
  cities: readonly string[];
  /** A city's other written forms (an inflected "पुण्यात" for "पुणे"), by the form. */
  cityForms?: Readonly<Record<string, string>>;
  /** Words after a price in a brief that make it a starting price ("₹150 से"). */
  fromWords: RegExp;
  /** Words before a price that do ("desde 15 €", "à partir de 20 €"), at the end of its name. */
  fromBefore?: RegExp;
  /**
   * What a brief that names no business calls it ("my bakery" → "bakery"): the first group; the
   * page's title then, rather than a name nobody gave.
   */
  ownThing: RegExp;
  /**
   * How a brief in this language asks for the sections the phrasebook does not write (a gallery,
   * a map, reviews): they come in English, and the page says so (`copy.inEnglish`).
   */
  asks: Readonly<Partial<Record<EnglishPart, RegExp>>>;
  /**
   * How a brief in this language asks for a menu or for opening hours, which the page writes in
   * it: the priced items as a menu, and the hours as the brief gives them.
   */
  asksInLanguage: { menu: RegExp; hours: RegExp };
  /** The title of a page whose brief names neither the business nor what it is. */
  untitled: string;
  copy: {
    /** The hero's line: where, and what is offered (the first items the brief names, listed). */
    heroLine: (where: string | undefined, offers: string) => string;
    /** The hero's button, to the next section. */
    heroAction: string;
    /** The hero's button when the next section is the menu. */
    heroMenuAction: string;
    pricesIntro: string;
    /** The hours section's line when the brief asks for its hours but gives none. */
    askForHours: string;
    contactIntro: (ways: { phone?: string; email?: string }) => string;
    tagline: (where: string | undefined) => string;
    footer: (name: string) => string;
    /** The line that says which sections stay in English, given their English headings. */
    inEnglish: (headings: string) => string;
  };
  /** What the page's scripts say, by the key the widgets read. */
  script: Readonly<Record<ScriptWord, string>>;
  /** How briefs ask for the small tools, and what the tools say (./tools/). */
  tools: ToolBook;
}

/** The sections a page in another language may carry in English, when its brief asks. */
export const ENGLISH_PARTS = [
  'gallery',
  'map',
  'faq',
  'testimonials',
  'team',
  'appointment',
] as const;
export type EnglishPart = (typeof ENGLISH_PARTS)[number];

/**
 * The widgets' words a page may give in its own language. `{label}` and `{name}` are filled in
 * by the script.
 */
export type ScriptWord =
  | 'menu'
  | 'fillIn'
  | 'tick'
  | 'chooseOne'
  | 'validEmail'
  | 'validPhone'
  | 'fixFields'
  | 'thankYou'
  | 'thankYouName'
  | 'preview'
  | 'sending'
  | 'notSent'
  | 'offline';

/** "a, b and c" with the language's own "and". */
export function listed(items: readonly string[], and: string): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;
}

/** The parts that say something, joined into one text ("" and false are left out). */
export function sentences(...parts: readonly (string | false)[]): string {
  return parts.filter(Boolean).join(' ');
}
