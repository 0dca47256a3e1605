import type { ContentItem, Section, SiteFacts, SitePlan } from '../page/site-plan';
import { amountOf } from './facts';
import { formatMoney } from './html';
import { unitOf } from './periods';
import type { SeededRandom } from './seeded-random';
import { isTicketedEvent, type Subject } from './subject';
import { sentence } from './words';

export const FIRST_NAMES = [
  'Asha',
  'Rohan',
  'Meera',
  'Kabir',
  'Leela',
  'Arjun',
  'Priya',
  'Dev',
  'Nisha',
  'Vikram',
  'Tara',
  'Ishaan',
  'Zoya',
  'Neel',
];
/** Names for people of a business abroad (one that prices in another currency than rupees). */
const FIRST_NAMES_ABROAD = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elena',
  'Felix',
  'Grace',
  'Hugo',
  'Iris',
  'Jonah',
  'Lena',
  'Marco',
  'Nora',
  'Sam',
];
const LAST_NAMES_ABROAD = [
  'Becker',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Keller',
  'Martin',
  'Novak',
  'Rossi',
  'Walsh',
];
/** The first names above that are women's; the rest are men's. */
const WOMEN = new Set([
  'Asha',
  'Meera',
  'Leela',
  'Priya',
  'Nisha',
  'Tara',
  'Zoya',
  'Anna',
  'Clara',
  'Elena',
  'Grace',
  'Iris',
  'Lena',
  'Nora',
]);
/** Words that say a business is only for women, or only for men ("ladies PG", "boys hostel"). */
const ONLY_WOMEN = /\b(?:ladies|women|womens|girls|female|mahila)\b/i;
const ONLY_MEN = /\b(?:gents|men|mens|boys|male)\b/i;

/**
 * The first names a business's people are given: women's only for a place only for women (its
 * guests, students and staff), men's only for one only for men, anyone's otherwise.
 */
function firstNamesFor(
  plan: Pick<SitePlan, 'title' | 'keywords'> | undefined,
  names: readonly string[],
): readonly string[] {
  if (!plan) return names;
  const words = [plan.title, ...plan.keywords].join(' ').replace(/'s\b/g, 's');
  const women = ONLY_WOMEN.test(words);
  if (women === ONLY_MEN.test(words)) return names;
  return names.filter((name) => WOMEN.has(name) === women);
}

export const LAST_NAMES = [
  'Rao',
  'Menon',
  'Kapoor',
  'Iyer',
  'Sharma',
  'Das',
  'Bose',
  'Nair',
  'Mehta',
  'Khan',
  'Sen',
  'Pillai',
];
/**
 * Everything a section's copy is written from: the plan, what it is about, the facts the prompt
 * gave (used as given, before anything is invented) and a random source seeded per section.
 */
export interface Voice {
  plan: SitePlan;
  section: Section;
  subject: Subject;
  facts: SiteFacts;
  name: string;
  /**
   * The city the brief names, if it names one: never one picked for it, which would be a fact
   * about the business that the owner did not give (a calendar entry, a listing, "in Chennai").
   */
  city: string | undefined;
  /** " in Pune", or nothing. */
  where: string;
  random: SeededRandom;
}

/** A price as the page shows it, in the plan's currency ("₹1,499", "$49"). */
export const moneyOf = (voice: Pick<Voice, 'facts'>) => (amount: number) =>
  formatMoney(amount, voice.facts.currency);

export function personName(random: SeededRandom): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

/**
 * Names for a list of people, no two the same: the people the prompt names first, in its order,
 * then invented ones ("Asha Rao", "Dev Iyer").
 */
export function personNames(
  voice: Pick<Voice, 'facts' | 'random'> & { plan?: Pick<SitePlan, 'title' | 'keywords'> },
  count: number,
): string[] {
  const given = voice.facts.people.slice(0, count);
  // A business abroad has the names of where it is: no Indian reviewers in Brooklyn.
  const abroad = voice.facts.currency !== 'INR';
  const first = voice.random.shuffle([
    ...firstNamesFor(voice.plan, abroad ? FIRST_NAMES_ABROAD : FIRST_NAMES),
  ]);
  const last = voice.random.shuffle(abroad ? LAST_NAMES_ABROAD : LAST_NAMES);
  const invented = Array.from(
    { length: count - given.length },
    (_, i) => `${first[i % first.length] ?? 'Asha'} ${last[i % last.length] ?? 'Rao'}`,
  ).filter((name) => !given.includes(name));
  return [...given, ...invented];
}

/** A price in whole units ending in 9 (₹249, ₹1,499), never below the least of its range. */
export function price(random: SeededRandom, min: number, max: number): number {
  const drawn = Math.round(random.int(min, max) / 10) * 10 - 1;
  return drawn < min ? drawn + 10 : drawn;
}

/**
 * What a rupee price is worth where a currency is paid, by what things cost there rather than by
 * the exchange rate: a ₹500 haircut is about $20 in Austin, not $6; a ₹300 lunch about ¥1,500.
 */
const PRICE_LEVEL: Readonly<Record<string, number>> = { INR: 1, JPY: 5 };
const PRICE_LEVEL_ELSEWHERE = 0.05;

/** A price scaled for the plan's currency: rupee ranges become what such things cost there. */
export function priceIn(voice: Pick<Voice, 'facts' | 'random'>, min: number, max: number): number {
  const rate = PRICE_LEVEL[voice.facts.currency] ?? PRICE_LEVEL_ELSEWHERE;
  const low = Math.max(1, Math.round(min * rate));
  const high = Math.max(low + 1, Math.round(max * rate));
  if (rate === 1 || rate > 1) return price(voice.random, low, high);
  return Math.max(1, Math.round(voice.random.int(low, high)));
}

/** Pairs of [title, text] as content items. */
export const asItems = (pairs: readonly (readonly [string, string])[]): ContentItem[] =>
  pairs.map(([title, text]) => ({ title, text: text ? sentence(text) : '' }));

/** Who leads the classes: a gym's trainers, a studio's teachers. */
export const coachOf = (subject: Subject): string =>
  /gym/.test(subject.business) ? 'trainer' : 'teacher';

/** Who a business serves, in its own word. */
export function people(subject: Subject): string {
  if (/clinic|dental/.test(subject.business)) return 'patients';
  if (subject.flavour === 'wellness') return /gym/.test(subject.business) ? 'members' : 'students';
  if (subject.flavour === 'school') return 'students';
  if (subject.flavour === 'food') return 'guests';
  if (subject.flavour === 'shop') return 'customers';
  if (subject.flavour === 'product') return 'teams';
  if (subject.flavour === 'cause') return 'families';
  if (subject.flavour === 'club') return 'members';
  if (subject.flavour === 'act') return 'audiences';
  return 'clients';
}

/** Sections whose items carry prices, in the order the prompt's prices go to them. */
const PRICED_KINDS = [
  'pricing',
  'tickets',
  'services',
  'menu',
  'products',
  'listings',
  'donation',
  'prizes',
] as const;

/**
 * The prompt's prices as amounts, for the one section that shows them first (a gym's "₹1,500 a
 * month" goes to its pricing, a bakery's "from ₹80" to its menu); [] for every other section.
 */
export function givenAmounts(
  voice: Pick<Voice, 'plan' | 'section' | 'facts' | 'subject'>,
): number[] {
  return givenPrices(voice).map(({ amount }) => amount);
}

/** The section that shows the brief's prices first: the first of the priced kinds on the page. */
function isPriceHome(voice: Pick<Voice, 'plan' | 'section'>): boolean {
  const kinds = voice.plan.sections.map((section) => section.kind);
  const home = PRICED_KINDS.find((kind) => kinds.includes(kind));
  return voice.plan.sections.find((section) => section.kind === home)?.id === voice.section.id;
}

/** Priced sections that list the brief's priced offers by name, each with its own price. */
const LISTS_PRICED_OFFERS = new Set<string>(['pricing', 'services', 'menu', 'products']);

/**
 * Whether this section lists the brief's priced offers: the section that shows its prices, when
 * it is a list of things sold (not an event's tickets, whose names are the event's).
 */
function listsPricedOffers(voice: Pick<Voice, 'plan' | 'section' | 'subject'>): boolean {
  return (
    isPriceHome(voice) &&
    LISTS_PRICED_OFFERS.has(voice.section.kind) &&
    !isTicketedEvent(voice.subject)
  );
}

/** The lists a list price is said of ("everything from ₹80"): not a price list's plans. */
const PRICED_AS_A_LIST = new Set<string>(['services', 'menu', 'products']);

/** What the brief says the things of a list cost: the least, or about what. */
export interface ListPrice {
  amount: number;
  /** "from ₹80" is the least; "around ₹799" is about what each costs. */
  word: 'from' | 'around';
}

/** The brief's list prices, read: "from ₹80" as ₹80, the least, written "₹80". */
function listPricesOf(facts: SiteFacts): (ListPrice & { written: string })[] {
  return facts.listPrices.flatMap((text) => {
    const [word, ...rest] = text.split(' ');
    const written = rest.join(' ');
    const amount = amountOf(written);
    if (amount === undefined || (word !== 'from' && word !== 'around')) return [];
    return [{ amount, word, written }];
  });
}

/**
 * What the brief says the things of this section's list cost ("everything from ₹80", "prices
 * around ₹799"), on the list that shows its prices: said of the list, and no item's price.
 */
export function listPrice(
  voice: Pick<Voice, 'plan' | 'section' | 'facts' | 'subject'>,
): ListPrice | undefined {
  if (!listsPricedOffers(voice) || !PRICED_AS_A_LIST.has(voice.section.kind)) return undefined;
  const said = listPricesOf(voice.facts);
  // The least the brief gives, if it gives one; else what it says they cost about.
  const floors = said.filter(({ word }) => word === 'from');
  return floors.length > 0
    ? floors.reduce((least, each) => (each.amount < least.amount ? each : least))
    : said[0];
}

/**
 * The prompt's prices for this section, as `givenAmounts` gives them, each with its words; less
 * those it gives an offer, which go on that offer's item, and a floor said of the whole list.
 */
export function givenPrices(
  voice: Pick<Voice, 'plan' | 'section' | 'facts' | 'subject'>,
): { amount: number; text: string }[] {
  if (!isPriceHome(voice)) return [];
  const owned = [
    ...(listsPricedOffers(voice) ? pricedOffers(voice).map(({ written }) => written) : []),
    ...(listPrice(voice) === undefined
      ? []
      : listPricesOf(voice.facts).map(({ written }) => written)),
  ];
  // "free delivery above ₹999" is a term of delivery, said as such, and no item's price.
  const delivery = (text: string) => voice.facts.deliveryTerms.some((term) => term.includes(text));
  return voice.facts.prices.flatMap((text) => {
    const amount = amountOf(text);
    return amount !== undefined && amount > 0 && !owned.includes(text) && !delivery(text)
      ? [{ amount, text }]
      : [];
  });
}

/** The prompt's prices for this section that say what they are per ("12 rs/km" per km). */
export const givenRates = (voice: Pick<Voice, 'plan' | 'section' | 'facts' | 'subject'>) =>
  givenPrices(voice).flatMap(({ amount, text }) => {
    const per = unitOf(text);
    return per ? [{ amount, text, per }] : [];
  });

/** The brief's terms as feature items, [title, words], in its order ("Delivery", "Cash on delivery…"). */
export const givenTerms = (voice: { facts: Pick<SiteFacts, 'terms'> }): [string, string][] =>
  voice.facts.terms.map((term) => {
    const [title = '', ...words] = term.split(': ');
    const text = words.join(': ');
    return [title, text.charAt(0).toUpperCase() + text.slice(1)];
  });

/** The brief's own words for a term of one kind ("Delivery"), when it gives one. */
export const termOf = (
  voice: { facts: Pick<SiteFacts, 'terms'> },
  title: string,
): string | undefined => givenTerms(voice).find(([kind]) => kind === title)?.[1];

/** The brief's terms of delivery, on the section that shows its prices ("free delivery above ₹999"). */
export const deliveryTermsOn = (voice: Pick<Voice, 'plan' | 'section' | 'facts'>): string[] =>
  isPriceHome(voice) ? voice.facts.deliveryTerms : [];

/**
 * The titles this section's list opens with: the brief's priced offers, in its order, on the
 * section that lists them; none on any other.
 */
export const pricedTitles = (voice: Pick<Voice, 'plan' | 'section' | 'facts' | 'subject'>) =>
  listsPricedOffers(voice) ? pricedOffers(voice).map(({ title }) => title) : [];

/** One priced offer of the brief: its title, its amount, and its price as written. */
export interface PricedOffer {
  title: string;
  amount: number;
  /** The price as the brief writes it, without "from" ("₹900/kg"). */
  written: string;
  /** Whether the brief gives the least it costs ("from ₹450"). */
  from: boolean;
  /** What the price is for, when the brief says ("₹900/kg" → "kg"). */
  per: string | undefined;
}

/** The brief's priced offers ("kaju katli: ₹900/kg"), titled as items are. */
export function pricedOffers(voice: Pick<Voice, 'facts'>): PricedOffer[] {
  return offersIn(voice.facts.pricedOffers);
}

/** The brief's own price for a plan it prices by name ("monthly plan: 3000rs"), by its title. */
export function planPrice(voice: Pick<Voice, 'facts'>, title: string): PricedOffer | undefined {
  const wanted = title.toLowerCase();
  return offersIn(voice.facts.planPrices).find((offer) => offer.title.toLowerCase() === wanted);
}

/** Facts written "what: price" as offers with their amounts. */
function offersIn(lines: readonly string[]): PricedOffer[] {
  return lines.flatMap((line) => {
    const at = line.lastIndexOf(': ');
    const price = line.slice(at + 2);
    const written = price.replace(/^from\s+/, '');
    const amount = amountOf(written);
    if (at < 0 || amount === undefined) return [];
    const title = line.charAt(0).toUpperCase() + line.slice(1, at);
    const per = /\/\s?([a-z\d][a-z\d ]*)$/i.exec(written)?.[1]?.toLowerCase();
    return [{ title, amount, written, from: written !== price, per }];
  });
}

/** The brief's own price for an item it names, by the item's title, if it prices it. */
export function offerPrice(voice: Pick<Voice, 'facts'>, title: string): PricedOffer | undefined {
  const wanted = title.toLowerCase();
  return pricedOffers(voice).find((offer) => offer.title.toLowerCase() === wanted);
}

/**
 * An item's price: the brief's own for it, else the next of the brief's other amounts (taken
 * from `loose`, in order), else `sample`'s, kept above the least the brief says its list costs
 * or near what it says things cost about.
 */
export function priceFor(
  voice: Pick<Voice, 'plan' | 'section' | 'facts' | 'subject' | 'random'>,
  title: string,
  loose: number[],
  sample: () => number | undefined,
): number | undefined {
  const given = offerPrice(voice, title)?.amount ?? loose.shift();
  if (given !== undefined) return given;
  const drawn = sample();
  const said = listPrice(voice);
  if (drawn === undefined || !said) return drawn;
  const { amount, word } = said;
  // Above the least, or near what the brief says things cost; never at its amount, which would
  // read as this item's price given by the brief.
  const [low, high] = word === 'from' ? [amount + 1, Infinity] : [amount * 0.8, amount * 1.25];
  if (drawn >= low && drawn <= high && drawn !== amount) return drawn;
  const [from, to] =
    word === 'from'
      ? [Math.round(amount * 1.1) + 1, Math.round(amount * 1.8) + 1]
      : [Math.round(amount * 0.8), Math.round(amount * 1.2)];
  return drawnPrice(voice.random, from, to, [amount]);
}

/**
 * An item's words, after what the brief's price for it says: the least it costs, or what it is
 * for ("₹900/kg" → "Per kg. Made to order.").
 */
export function withPriceWords(voice: Pick<Voice, 'facts'>, title: string, text: string): string {
  const offer = offerPrice(voice, title);
  const said = !offer
    ? ''
    : offer.from
      ? `From ${moneyOf(voice)(offer.amount)}`
      : offer.per
        ? `Per ${offer.per}`
        : '';
  return [said, text].filter(Boolean).map(sentence).join(' ');
}

/** The prompt's named offers, capitalised as item titles ("cinnamon buns" → "Cinnamon buns"). */
export const givenOffers = (voice: Pick<Voice, 'facts'>): string[] =>
  voice.facts.offers.map((offer) => offer.charAt(0).toUpperCase() + offer.slice(1));

/**
 * A sample price for a list the brief prices things in: kept within what those cost (a fifth
 * less than the cheapest, a quarter more than the dearest), so a stall's sample momos cost
 * about what its "veg momos ₹60" do, not ₹369. Any other list's sample stands.
 */
export function nearGiven(voice: Pick<Voice, 'facts' | 'random'>, sample: number): number {
  const given = pricedOffers(voice).map(({ amount }) => amount);
  if (given.length === 0) return sample;
  const low = Math.max(1, Math.round(Math.min(...given) * 0.8));
  const high = Math.max(low + 1, Math.round(Math.max(...given) * 1.25));
  if (sample >= low && sample <= high) return sample;
  return drawnPrice(voice.random, low, high, given);
}

/**
 * A sample price drawn between two amounts, as shops write them (₹349, not ₹352), and never one
 * of the brief's own amounts, which would read as given for this item.
 */
function drawnPrice(random: SeededRandom, low: number, high: number, given: number[]): number {
  const drawn = random.int(low, high);
  const picked = drawn >= 100 ? Math.min(high, Math.round(drawn / 10) * 10 - 1) : drawn;
  return given.includes(picked) ? picked + (picked >= 100 ? 10 : 5) : picked;
}
