import { BOOKING_NOTES, NAME, PHONE, stayDates, type FormField } from '../catalogue/kinds';

/**
 * Things let by the day (cars, bikes, cycles, cameras, a tent house's tents and chairs): the
 * words that name a business that hires them out, and how its page speaks. Its visitors choose
 * one and send their dates; it says nothing of deposits, fuel or kilometres its owner did not.
 */
export interface Hire {
  /** What it lets, one of them ("car"), for its title ("Goa Car Rentals") and its form. */
  thing: string;
  /** What its customers ask before they book, answered without terms the owner did not give. */
  questions: [string, string][];
  /** Sample reviews, marked as samples on the page. */
  quotes: (name: string) => string[];
}

const askedWhenBooked = (what: string): [string, string] => [
  what,
  'We tell you when we confirm your booking',
];

/** A vehicle's: a licence, and what the owner tells on the phone. */
const driven = (thing: string): Hire => ({
  thing,
  questions: [
    [
      'What do I need to rent one?',
      'A driving licence and an ID; we tell you the rest when we call',
    ],
    askedWhenBooked('Is there a deposit?'),
    ['Can I pick it up early or return it late?', 'Ask us when you book, and we tell you'],
  ],
  quotes: (name) => [
    `The ${thing} was clean and ready on time`,
    `${name} made our trip easy`,
    'Clear prices and no surprises',
  ],
});

const kit = (thing: string): Hire => ({
  thing,
  questions: [
    ['How do I book?', 'Send us your dates below, and we call to confirm what is free'],
    askedWhenBooked('Is there a deposit?'),
    ['Can I collect it the day before?', 'Ask us when you book, and we tell you'],
  ],
  quotes: (name) => [
    'Everything was ready on the day, as promised',
    `${name} made it easy`,
    'Clear prices and no surprises',
  ],
});

/** The things let, by the words that name them; the first that matches is the business's. */
const HIRES: [words: string, hire: Hire][] = [
  ['cars?|self[- ]drive|suvs?|jeeps?|tempo travell?ers?|vans?', driven('car')],
  [
    'bikes?|scooty|scooties|scooters?|motorbikes?|motorcycles?|two[- ]wheelers?|activa|enfield|bullets?',
    driven('bike'),
  ],
  ['cycles?|bicycles?', driven('cycle')],
  ['cameras?|lens(?:es)?|gimbals?|drones?', kit('camera')],
  ['tents?|tent house|shamiana|chairs?|sound|generators?|decor', kit('tent')],
  ['costumes?|dresses|lehengas?|sherwanis?', kit('costume')],
];

/** Every word for a thing let, of any kind. */
const THINGS = HIRES.map(([words]) => words).join('|');

/** The words of a brief for a business that hires things out ("bike rental", "cars on rent"). */
export const HIRE_WORDS = new RegExp(
  `\\b(?:(?:${THINGS})\\s+(?:rentals?|on rent|for rent|on hire|for hire|hire)|(?:rent|hire)\\s+(?:a\\s+)?(?:${THINGS})|self[- ]drive|tent house)\\b`,
  'i',
);

/** What a business that hires things out lets, if that is what it is. */
export function hireOf(subject: { business: string }): Hire | undefined {
  if (!/\brentals\b/.test(subject.business)) return undefined;
  return HIRES.find(([words]) => new RegExp(`\\b(?:${words})\\b`).test(subject.business))?.[1];
}

/**
 * Keywords with a hire said in two words as the one business word ("bike rental", "bikes
 * rent", "self drive"): the thing stays before it, as what is let.
 */
export function withHireWords(keywords: readonly string[]): string[] {
  const thing = new RegExp(`^(?:${THINGS})$`);
  return keywords.flatMap((word, i) => {
    const before = keywords[i - 1] ?? '';
    const after = keywords[i + 1] ?? '';
    // "bikes rent" is a bike rental; "rent a car" too.
    if (thing.test(word) && /^(?:rentals?|rent|hire)$/.test(after)) return [word.replace(/s$/, '')];
    if (/^(?:rent|hire)$/.test(word) && thing.test(after)) return [];
    if (thing.test(word) && /^(?:rent|hire)$/.test(before))
      return [word.replace(/s$/, ''), 'rentals'];
    if (/^(?:rentals?|rent|hire)$/.test(word) && thing.test(before)) return ['rentals'];
    if (word === 'self' && keywords[i + 1] === 'drive') return ['car'];
    if (word === 'drive' && before === 'self') return ['rentals'];
    if (word === 'house' && before === 'tent') return ['rentals'];
    return [word];
  });
}

/** How a hire's booking form is headed and answered ("call" is ", or call us on …" or nothing). */
export const hireBooking = (hire: Hire, call: string) => ({
  heading: `Book a ${hire.thing}`,
  intro: `Tell us which ${hire.thing} and your dates${call}. We call to confirm it is yours.`,
  thanks: 'Your booking request is in; we will call to confirm it.',
});

/** A hire is booked for what is let and the dates it is out. */
export function hireBookingFields(hire: Hire, choices: readonly string[]): FormField[] {
  return [
    NAME,
    PHONE,
    ...(choices.length >= 2
      ? [
          {
            name: 'choice',
            label: hire.thing.charAt(0).toUpperCase() + hire.thing.slice(1),
            type: 'select' as const,
            required: true,
            options: [...choices],
          },
        ]
      : []),
    ...stayDates(['pick_up', 'From'], ['return', 'Until']),
    BOOKING_NOTES,
  ];
}
