import type { SiteIntent } from '../page/site-kinds';
import type { SitePlan } from '../page/site-plan';

/** A fact the brief did not give that would improve the page most, and how a reply begins. */
export interface FactWorthAdding {
  /** In the person's terms: "your opening hours". */
  fact: string;
  /** The start of a message that gives it, for the chat box: "We are open ". */
  starter: string;
}

type Facts = SitePlan['facts'];

interface Candidate extends FactWorthAdding {
  given: (facts: Facts) => boolean;
}

const NAME: Candidate = {
  fact: 'your name',
  starter: 'The name is ',
  given: (facts) => facts.name !== undefined,
};
const ADDRESS: Candidate = {
  fact: 'your address',
  starter: 'Our address is ',
  given: (facts) => facts.places.length > 0,
};
const HOURS: Candidate = {
  fact: 'your opening hours',
  starter: 'We are open ',
  given: (facts) => facts.times.length > 0,
};
const CONTACT: Candidate = {
  fact: 'a phone number or email',
  starter: 'Reach us at ',
  given: (facts) => facts.phones.length > 0 || facts.emails.length > 0,
};
const priced = (fact: string, starter: string): Candidate => ({
  fact,
  starter,
  given: (facts) => facts.prices.length > 0,
});
const DATE: Candidate = {
  fact: 'the date and time',
  starter: 'It is on ',
  given: (facts) => facts.dates.length > 0,
};
const YOUR_NAME: Candidate = {
  fact: 'your full name',
  starter: 'My name is ',
  given: (facts) => facts.name !== undefined || facts.people.length > 0,
};

/** What each kind of site needs most from its owner, most needed first. */
const WANTED: Record<SiteIntent, readonly Candidate[]> = {
  restaurant: [ADDRESS, HOURS, priced('your menu with prices', 'Our menu: '), CONTACT, NAME],
  store: [priced('your products and prices', 'We sell '), CONTACT, ADDRESS, NAME],
  agency: [priced('your services and prices', 'Our services: '), HOURS, ADDRESS, CONTACT, NAME],
  event: [DATE, ADDRESS, priced('ticket prices', 'Tickets cost '), NAME],
  portfolio: [YOUR_NAME, CONTACT, ADDRESS],
  personal: [YOUR_NAME, CONTACT, ADDRESS],
  saas: [NAME, priced('your plans and prices', 'Our plans: '), CONTACT],
  blog: [YOUR_NAME, CONTACT],
  generic: [NAME, ADDRESS, CONTACT, HOURS],
};

/** At most this many: the three that would help the page most. */
const MOST = 3;

/**
 * The facts the brief left out that its kind of site needs most (a cafe's address, hours and
 * menu), for the workspace to ask for; none for a page that is a tool, which needs none.
 */
export function factsWorthAdding(
  plan: Pick<SitePlan, 'intent' | 'facts' | 'sections'>,
): FactWorthAdding[] {
  if (plan.sections.length > 0 && plan.sections.every((section) => section.kind === 'tool')) {
    return [];
  }
  return WANTED[plan.intent]
    .filter((candidate) => !candidate.given(plan.facts))
    .slice(0, MOST)
    .map(({ fact, starter }) => ({ fact, starter }));
}
