import { NAME, PHONE, type FormField } from '../catalogue/kinds';
import { namedAs } from './words';

/**
 * A place let for a day's occasion (a banquet hall, a marriage lawn, a party hall, a farmhouse
 * for parties): its page says what it is for and how many it holds when the brief says, shows
 * the place, answers what hosts ask without terms the owner did not give (catering, decor,
 * parking, rates), and asks for a date to check.
 */
export interface Venue {
  /** What it is called ("banquet hall"), as the business word's label says. */
  place: string;
}

/** The business words a venue is read as, and what each is called. */
export const VENUE_LABELS: Readonly<Record<string, string>> = {
  banquethall: 'banquet hall',
  marriagehall: 'marriage hall',
  marriagelawn: 'marriage lawn',
  partyhall: 'party hall',
  partylawn: 'party lawn',
  weddingvenue: 'wedding venue',
  weddinglawn: 'wedding lawn',
  eventvenue: 'event venue',
  partyfarmhouse: 'farmhouse',
  communityhall: 'community hall',
  conventioncentre: 'convention centre',
};

/**
 * The words of a brief for a venue, with the one word each is read as; an occasion may have been
 * read as its plural ("parties hall"). A venue's own name ("Royal Banquet Hall") is left alone.
 */
const NOT_A_NAME = "(?<![A-Z][\\w'’]*\\s)";
const venueWords = (words: string): RegExp => new RegExp(`${NOT_A_NAME}\\b(?:${words})\\b`, 'g');
export const VENUE_IN_WORDS: [RegExp, string][] = [
  [venueWords('[Bb]anquets?(?:\\s+halls?)?'), 'banquethall'],
  [venueWords('(?:[Mm]arriage|[Ss]haadi|[Kk]alyana)\\s+(?:lawns?|gardens?)'), 'marriagelawn'],
  [
    venueWords('(?:[Mm]arriage|[Ss]haadi|[Kk]alyana)\\s+(?:halls?|mandapams?|mahals?)'),
    'marriagehall',
  ],
  [venueWords('[Pp]art(?:y|ies)\\s+(?:lawns?|gardens?|plots?)'), 'partylawn'],
  [venueWords('[Pp]art(?:y|ies)\\s+(?:halls?|venues?|places?)'), 'partyhall'],
  [venueWords('[Ww]eddings?\\s+(?:lawns?|gardens?)'), 'weddinglawn'],
  [venueWords('[Ww]eddings?\\s+(?:venues?|halls?)'), 'weddingvenue'],
  [venueWords('[Ee]vents?\\s+(?:venues?|spaces?|halls?)'), 'eventvenue'],
  [
    venueWords(
      '[Ff]arm\\s?houses?(?=\\s+for\\s+(?:parties|party|events?|weddings?|functions?|celebrations?))',
    ),
    'partyfarmhouse',
  ],
  [venueWords('[Cc]ommunity\\s+halls?'), 'communityhall'],
  [venueWords('[Cc]onvention\\s+(?:centres?|centers?|halls?)'), 'conventioncentre'],
];

/** Every word of a brief that says it is a venue, as written or read as one word. */
export const VENUE_WORDS = namedAs(VENUE_IN_WORDS, Object.keys(VENUE_LABELS));

/** The venue a subject is, if it is one. */
export function venueOf(subject: { business: string }): Venue | undefined {
  const label = Object.values(VENUE_LABELS).find((each) => subject.business === each);
  return label ? { place: label } : undefined;
}

/** What a venue is usually booked for, with a line on each, after what the brief names. */
export const OCCASIONS: [string, string][] = [
  ['Weddings', 'From the ceremony to the last dance'],
  ['Receptions', 'Room to welcome every guest'],
  ['Birthday parties', 'A day to remember, without the work at home'],
  ['Corporate events', 'Meetings, launches and dinners'],
];

/** What the place is for, in a sentence: the brief's occasions, else the usual ones. */
export const occasionsOf = (given: readonly string[]): string[] =>
  given.length > 0 ? [...given] : OCCASIONS.map(([occasion]) => occasion);

/** The scenes of a venue's gallery. */
export const VENUE_SCENES = [
  'The hall',
  'The stage',
  'Dining',
  'The entrance',
  'Decor',
  'Evening lights',
];

/** What hosts ask, answered as any venue can: the brief's capacity, or a way to ask. */
export function venueQuestions(capacity: string | undefined): [string, string][] {
  return [
    [
      'How many guests can it hold?',
      capacity
        ? `Up to ${capacity.replace(/^(?:up\s*to|upto)\s+/i, '')}; tell us how many are coming`
        : 'Tell us how many are coming, and we will tell you if it fits',
    ],
    [
      'Can we bring our own caterer and decorator?',
      'Ask us when you check your date, and we will tell you',
    ],
    [
      'How do we book a date?',
      'Send us the date below; we call to tell you if it is free and what it costs',
    ],
  ];
}

/** Sample reviews, marked as samples on the page. */
export const venueQuotes = (name: string): string[] => [
  'Plenty of room for all our guests, and it looked beautiful',
  `We held our reception at ${name}, and everyone is still talking about it`,
  'Easy to reach, and the date we wanted was free',
];

/** How a venue's date is asked for. */
export const venueBooking = (call: string) => ({
  heading: 'Check a date',
  intro: `Tell us the date, the occasion and how many guests${call}. We call to tell you if it is free.`,
  thanks: 'Your request is in; we will call to tell you if the date is free.',
});

/** A venue is asked for by the occasion, its date and how many are coming. */
export function venueBookingFields(occasions: readonly string[]): FormField[] {
  return [
    NAME,
    PHONE,
    {
      name: 'occasion',
      label: 'Occasion',
      type: 'select',
      required: true,
      options: [...occasions, 'Something else'],
    },
    { name: 'date', label: 'Date', type: 'date', required: true },
    { name: 'guests', label: 'Number of guests', type: 'number', required: false },
  ];
}
