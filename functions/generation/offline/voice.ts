import type { ContentItem, Section, SiteFacts, SitePlan } from '../page/site-plan';
import { amountOf } from './facts';
import { formatMoney } from './html';
import type { SeededRandom } from './seeded-random';
import type { Subject } from './subject';
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
/** The first names above that are women's; the rest are men's. */
const WOMEN = new Set(['Asha', 'Meera', 'Leela', 'Priya', 'Nisha', 'Tara', 'Zoya']);
/** Words that say a business is only for women, or only for men ("ladies PG", "boys hostel"). */
const ONLY_WOMEN = /\b(?:ladies|women|womens|girls|female|mahila)\b/i;
const ONLY_MEN = /\b(?:gents|men|mens|boys|male)\b/i;

/**
 * The first names a business's people are given: women's only for a place only for women (its
 * guests, students and staff), men's only for one only for men, anyone's otherwise.
 */
function firstNamesFor(plan: Pick<SitePlan, 'title' | 'keywords'> | undefined): string[] {
  if (!plan) return FIRST_NAMES;
  const words = [plan.title, ...plan.keywords].join(' ').replace(/'s\b/g, 's');
  const women = ONLY_WOMEN.test(words);
  if (women === ONLY_MEN.test(words)) return FIRST_NAMES;
  return FIRST_NAMES.filter((name) => WOMEN.has(name) === women);
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
  const first = voice.random.shuffle(firstNamesFor(voice.plan));
  const last = voice.random.shuffle(LAST_NAMES);
  const invented = Array.from(
    { length: count - given.length },
    (_, i) => `${first[i % first.length] ?? 'Asha'} ${last[i % last.length] ?? 'Rao'}`,
  ).filter((name) => !given.includes(name));
  return [...given, ...invented];
}

/** A price in whole units ending in 9 (₹249, ₹1,499). */
export function price(random: SeededRandom, min: number, max: number): number {
  return Math.round(random.int(min, max) / 10) * 10 - 1;
}

/** A price scaled for the plan's currency: rupee ranges become tens of dollars or euros. */
export function priceIn(voice: Pick<Voice, 'facts' | 'random'>, min: number, max: number): number {
  const rate = voice.facts.currency === 'INR' ? 1 : voice.facts.currency === 'JPY' ? 1.8 : 0.012;
  const low = Math.max(1, Math.round(min * rate));
  const high = Math.max(low + 1, Math.round(max * rate));
  if (rate === 1 || rate > 1) return price(voice.random, low, high);
  return Math.max(1, Math.round(voice.random.int(low, high)));
}

/** Pairs of [title, text] as content items. */
export const asItems = (pairs: readonly (readonly [string, string])[]): ContentItem[] =>
  pairs.map(([title, text]) => ({ title, text: sentence(text) }));

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
export function givenAmounts(voice: Pick<Voice, 'plan' | 'section' | 'facts'>): number[] {
  return givenPrices(voice).map(({ amount }) => amount);
}

/** The prompt's prices for this section, as `givenAmounts` gives them, each with its words. */
export function givenPrices(
  voice: Pick<Voice, 'plan' | 'section' | 'facts'>,
): { amount: number; text: string }[] {
  const kinds = voice.plan.sections.map((section) => section.kind);
  const home = PRICED_KINDS.find((kind) => kinds.includes(kind));
  const first = voice.plan.sections.find((section) => section.kind === home);
  if (!first || first.id !== voice.section.id) return [];
  return voice.facts.prices.flatMap((text) => {
    const amount = amountOf(text);
    return amount !== undefined && amount > 0 ? [{ amount, text }] : [];
  });
}

/** The prompt's named offers, capitalised as item titles ("cinnamon buns" → "Cinnamon buns"). */
export const givenOffers = (voice: Pick<Voice, 'facts'>): string[] =>
  voice.facts.offers.map((offer) => offer.charAt(0).toUpperCase() + offer.slice(1));
