import { amountAsWritten } from '../catalogue/phrases';

/**
 * Homes and land for sale or to let, and the agents who sell and let them: what a brief says of
 * them ("2BHK and 3BHK flats for sale, 2BHK from 85 lakh"), read for the listings, and the words
 * that name an agent ("real estate agent", "property dealer").
 */

/** The words of a brief that name an agent of homes and land. */
export const AGENT_WORDS =
  /\b(?:real estate|realt(?:ors?|y)|estate agents?|propert(?:y|ies) (?:dealers?|agents?|brokers?|consultants?|advisors?))\b/i;

/** Whether a subject is an agent of homes and land (its business word, as subject.ts labels it). */
export const isPropertyAgent = (subject: { business: string; flavour: string }): boolean =>
  subject.flavour === 'care' && /\breal estate agency\b/.test(subject.business);

/** The brief's words for two-word agents, as one business word ("property dealer" → realtor). */
export function withAgentWords(keywords: readonly string[]): string[] {
  return keywords.flatMap((word, i) => {
    const before = keywords[i - 1] ?? '';
    const after = keywords[i + 1] ?? '';
    const worker = /^(?:agents?|dealers?|brokers?|consultants?|advisors?)$/;
    if (word === 'real' && after === 'estate') return [];
    if (word === 'estate' && before === 'real') return worker.test(after) ? [] : ['realty'];
    if (/^propert(?:y|ies)$/.test(word) && worker.test(after)) return [];
    if (worker.test(word) && /^(?:estate|propert(?:y|ies))$/.test(before)) return ['realtor'];
    return [word];
  });
}

/** Words for homes and land a brief lists for sale or to let, and the words that say which. */
const HOME_WORDS = 'flats?|apartments?|villas?|houses?|bungalows?|plots?';
const LET_OR_SOLD = 'for (?:rent|sale)|on rent|to let';

/** Kinds of home and land, by the words a brief uses, each as one of them is called. */
const KINDS: [RegExp, string][] = [
  [/\b(?:flats?|apartments?)\b/i, 'flat'],
  [/\bvillas?\b/i, 'villa'],
  [/\b(?:row ?houses?|independent houses?|houses?|bungalows?)\b/i, 'house'],
  [/\bplots?\b/i, 'plot'],
  [/\b(?:shops?|showrooms?|offices?|commercial)\b/i, 'office'],
];

/** "2BHK", "3 BHK", "2-bhk": a home by its bedrooms. */
const BHK = /\b([1-6])\s?-?\s?bhk\b/gi;
/**
 * An amount as Indians price homes: "85 lakh", "₹1.2 crore", "Rs 45L", "1.5 cr", a rent "25000
 * per month", or any amount in rupees.
 */
const HOME_PRICE =
  /(?:₹|\brs\.?\s?|\binr\s?)?\d+(?:\.\d+)?\s?(?:lakhs?|lacs?|l|crores?|cr)\b|(?:₹|\brs\.?\s?)\d[\d,]*(?:\/-)?(?:\s?(?:per month|\/\s?month|a month))?|\d[\d,]{3,}(?:\/-)?\s?(?:per month|\/\s?month|a month|monthly)\b/gi;

/** What the brief says of the homes it lists. */
export interface HomesAsked {
  /** What they are ("flat", "villa", "plot"), in the brief's order; none when it does not say. */
  kinds: string[];
  /** Their sizes by bedrooms, in the brief's order. */
  bedrooms: number[];
  /** A price the brief gives for homes of a size ("2BHK from 85 lakh"), as written. */
  prices: Map<number, { written: string; amount: number; from: boolean }>;
}

/** Lakh and crore spelt as amounts are: "45L" is 45 lakh, "1.5 cr" 1.5 crore. */
function amountOfHome(written: string): number | undefined {
  const spelt = written
    .replace(/\b(\d+(?:\.\d+)?)\s?(?:l|lacs?|lakhs)\b/i, '$1 lakh')
    .replace(/\b(\d+(?:\.\d+)?)\s?(?:cr|crores)\b/i, '$1 crore');
  return amountAsWritten(spelt);
}

/** The homes a brief lists: their kinds, sizes, and the prices it gives for a size. */
export function homesAsked(brief: string): HomesAsked {
  const kinds = KINDS.filter(([words]) => words.test(brief)).map(([, kind]) => kind);
  const bedrooms: number[] = [];
  const prices: HomesAsked['prices'] = new Map();
  const sizes = [...brief.matchAll(BHK)];
  sizes.forEach((match, i) => {
    const size = Number(match[1]);
    if (!bedrooms.includes(size)) bedrooms.push(size);
    // What follows a size up to the next size, in its clause or the one after, is its own.
    const from = (match.index ?? 0) + match[0].length;
    const next = sizes[i + 1]?.index ?? brief.length;
    const to = Math.min(next, clauseEnd(brief, clauseEnd(brief, from) + 1));
    const [price] = brief.slice(from, to).matchAll(HOME_PRICE);
    const amount = price ? amountOfHome(price[0]) : undefined;
    if (price && amount !== undefined && amount >= 1000 && !prices.has(size)) {
      const before = brief.slice(from, from + (price.index ?? 0));
      prices.set(size, {
        written: price[0].trim(),
        amount,
        from: /\b(?:from|starting)\b/i.test(before),
      });
    }
  });
  return { kinds, bedrooms, prices };
}

/** Where a clause of a brief ends: a full stop, a semicolon, a new line, or a comma. */
function clauseEnd(brief: string, from: number): number {
  const end = /[.;\n,](?!\d)/.exec(brief.slice(from));
  return end ? from + end.index : brief.length;
}

/**
 * The homes a brief lists by size, as facts: "2 BHK flat: from 85 lakh", "3 BHK flat" ("home"
 * where it names no kind). None unless it says what they are or that they are for sale or rent.
 */
export function homesIn(brief: string): string[] {
  const asked = homesAsked(brief);
  const about =
    asked.kinds.length > 0 ||
    AGENT_WORDS.test(brief) ||
    new RegExp(`\\b(?:${LET_OR_SOLD}|resale)\\b`, 'i').test(brief);
  if (!about) return [];
  const kind = asked.kinds[0] ?? 'home';
  return asked.bedrooms.map((size) => {
    const price = asked.prices.get(size);
    const home = kind === 'plot' || kind === 'office' ? `${size} BHK home` : `${size} BHK ${kind}`;
    return price ? `${home}: ${price.from ? 'from ' : ''}${price.written}` : home;
  });
}

/** What an agent of the homes some words name offers ("flats for sale", "homes to buy and rent"). */
export function homesOffer(words: string): string {
  const [kind] = homesAsked(words).kinds;
  const rent = /\b(?:rent|rental|rentals|let|lease)\b/i.test(words);
  const sale = /\b(?:sale|sell|buy|resale)\b/i.test(words);
  const what =
    kind === 'plot' ? 'plots' : kind === 'villa' ? 'villas' : kind === 'flat' ? 'flats' : 'homes';
  // Neither said, or both: an agent does both.
  if (sale === rent) return `${what} to buy and rent`;
  return sale ? `${what} for sale` : `${what} to rent`;
}

/** The kind of home some words name ("villa"), a flat where they name none. */
export function homeKindIn(words: string): string {
  const kind = KINDS.find(([pattern]) => pattern.test(words))?.[1];
  return kind === undefined || kind === 'office' ? 'flat' : kind;
}

/** A home the brief lists, read back from its fact ("2 BHK flat: from 85 lakh"). */
export interface GivenHome {
  size: number;
  kind: string;
  /** Its price as the brief writes it, with "from" where it gives one. */
  written?: string;
  amount?: number;
  /** Whether the price is a month's rent. */
  perMonth: boolean;
}

/** The homes the brief lists, from their facts. */
export function homesGiven(homes: readonly string[]): GivenHome[] {
  return homes.flatMap((fact) => {
    const match = /^(\d) BHK (\w+)(?:: (.+))?$/.exec(fact);
    if (!match) return [];
    const written = match[3];
    const amount = written ? amountOfHome(written.replace(/^from\s+/, '')) : undefined;
    return [
      {
        size: Number(match[1]),
        kind: match[2] ?? 'flat',
        ...(written ? { written } : {}),
        ...(amount ? { amount } : {}),
        perMonth: /month/i.test(written ?? ''),
      },
    ];
  });
}

/** What an agent of homes does, in its page's words: who works there, what buyers ask. */
export const AGENT = {
  roles: ['Property consultant', 'Senior consultant', 'Front office'],
  questions: [
    [
      'Can I see a home before I decide?',
      'Yes: book a site visit below, and we confirm a time with you',
    ],
    [
      'What documents will I need?',
      'Tell us what you are buying or renting, and we send you a list',
    ],
    [
      'Can you sell or let my property?',
      'Tell us about it through the form below, and we will call you',
    ],
    ['What do you charge?', 'Ask us; we tell you our fee before any visit'],
  ] as [string, string][],
  /** What the agent's clients say, as samples. */
  quotes: (name: string): string[] => [
    `${name} showed us homes that fit our budget`,
    'Clear answers about every home we saw',
    `I recommend ${name} to all my friends`,
  ],
  /** What a visitor books a visit for. */
  choices: ['A site visit', 'Selling my property', 'Letting my property', 'Something else'],
};

/** What a visitor books with an owner who lets or sells a home. */
export const OWNER_CHOICES = ['A visit to see the home', 'A question about it'];

/** A brief that lists homes for sale or to let ("2 bhk flat for rent in Baner"). */
export const HOMES_FOR = new RegExp(
  `\\b(?:[1-6]\\s?-?\\s?bhk|${HOME_WORDS})\\b[^.;]*?\\b(?:${LET_OR_SOLD})\\b`,
  'i',
);

/** Whether a plan's keywords are of homes for sale or to let (its little words dropped). */
export const listsHomes = (keywords: string): boolean =>
  new RegExp(`\\b(?:\\d?bhk|${HOME_WORDS})\\b`).test(keywords) &&
  /\b(?:rent|sale|let)\b/.test(keywords);

/** What a page of homes offers, as `homesOffer` words it. */
const HOMES_OFFER = /^(?:flats|homes|villas|plots) (?:for sale|to rent|to buy and rent)$/i;

/** Whether a page shows homes to see and visit: an agent's, or an owner's with homes to let. */
export const showsHomes = (subject: { business: string; flavour: string; offer: string }) =>
  isPropertyAgent(subject) || HOMES_OFFER.test(subject.offer);

/**
 * The title of an owner's page for the homes it lists, with no business named: the first home,
 * what it is for, and where ("2 BHK Flat for Rent in Baner").
 */
export function homesTitle(homes: readonly string[], offer: string, place?: string): string {
  const where = place ? ` in ${place}` : '';
  const [first] = homes;
  const capitals = (words: string) => words.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  // "Flats to Rent in Hinjewadi" where it lists none by size.
  if (!first)
    return `${capitals(offer).replace(/ (To|For) /, (word) => word.toLowerCase())}${where}`;
  const home = capitals(first.split(':')[0] ?? first).replace(/Bhk/, 'BHK');
  return `${home} ${/to rent/.test(offer) ? 'for Rent' : 'for Sale'}${where}`;
}
