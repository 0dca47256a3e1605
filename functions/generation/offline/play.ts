import { NAME, PHONE, type FormField } from '../catalogue/kinds';
import { namedAs } from './words';

/**
 * A place people book by the hour to play (a gaming cafe's consoles, a box cricket turf, a
 * badminton court, a snooker table, an escape room, a bowling lane): its page gives the rates
 * (the brief's, or the usual ones as samples), its hours, what players ask without terms the owner
 * did not give, and a slot booked for a day and a time. It serves no menu.
 */
export interface Play {
  /** What is booked, one of them ("court"), for the form. */
  thing: string;
  /** The usual rates, as samples where the brief gives none: a price list's rows. */
  rates: [title: string, text: string, per: string, min: number, max: number][];
  /** What players ask before they book, answered without terms the owner did not give. */
  questions: [string, string][];
  /** Sample reviews, marked as samples on the page. */
  quotes: (name: string) => string[];
  /** What its gallery shows. */
  scenes: string[];
}

const groups: [string, string] = [
  'Can we book for a group or a birthday?',
  'Yes: tell us the day and how many are coming, and we will keep it for you',
];
const paid: [string, string] = [
  'Do we pay when we book?',
  'We tell you when we call to confirm your slot',
];

/** A turf's: an hour on it, by when. */
const TURF: Play = {
  thing: 'slot',
  rates: [
    ['Weekday', 'One hour on the turf', 'per hour', 800, 1500],
    ['Weekend', 'One hour on the turf', 'per hour', 1000, 2000],
  ],
  questions: [
    groups,
    paid,
    ['What should we wear?', 'Sports shoes; ask us about studs when you book'],
  ],
  quotes: (name) => [
    'Well kept turf, and our slot was ready on time',
    `Our office team plays at ${name} every Friday`,
    'Easy to book, and we played the whole hour',
  ],
  scenes: ['The turf', 'Match day', 'Evening games', 'Warm-up', 'Team photos', 'The entrance'],
};

/** The places to play, by their business word, with what each is called and how it plays. */
const PLAYS: Record<
  string,
  { label: string; offer: string; words: RegExp; as?: string; play: Play }
> = {
  gamingcafe: {
    label: 'gaming cafe',
    offer: 'gaming by the hour',
    words:
      /\b(?:gaming|game|e-?sports?|lan|ps[45]|playstation|xbox)\s+(?:caf[eé]s?|zones?|lounges?|arenas?|parlou?rs?|centres?|centers?|studios?)\b/gi,
    play: {
      thing: 'station',
      rates: [
        ['Console or PC', 'Per player', 'per hour', 60, 150],
        ['Racing simulator', 'Per player', 'per 30 min', 150, 300],
      ],
      questions: [
        groups,
        paid,
        ['Can we bring our own games?', 'Ask us when you book, and we will tell you'],
      ],
      quotes: (name) => [
        'Good screens and fast games',
        `We held a birthday at ${name}, and the kids did not want to leave`,
        'Easy to book a slot after work',
      ],
      scenes: ['The consoles', 'PC corner', 'Game night', 'The lounge', 'Tournaments', 'Snacks'],
    },
  },
  boxcricket: {
    label: 'box cricket turf',
    offer: 'games on the turf',
    words: /\bbox\s+cricket(?:\s+(?:turfs?|grounds?|arenas?))?\b/gi,
    play: TURF,
  },
  turf: {
    label: 'turf',
    offer: 'games on the turf',
    words: /\b(?:(?:cricket|football|futsal|sports)\s+turfs?|turfs?\s+(?:booking|ground)s?)\b/gi,
    play: TURF,
  },
  courts: {
    label: 'courts',
    offer: 'courts by the hour',
    // The sport stays as what the courts are for ("Bengaluru Badminton Courts").
    words: /\b(badminton|squash|tennis|pickleball)\s+courts?\b/gi,
    as: '$1 courts',
    play: {
      thing: 'court',
      rates: [
        ['Court, weekday', 'One hour on a court', 'per hour', 300, 600],
        ['Court, weekend', 'One hour on a court', 'per hour', 400, 800],
      ],
      questions: [
        groups,
        paid,
        ['Can we rent rackets?', 'Ask us when you book, and we will tell you'],
      ],
      quotes: (name) => [
        'Good courts, and our slot was ready on time',
        `We play at ${name} every week`,
        'Easy to book, and we played the whole hour',
      ],
      scenes: ['The courts', 'A match', 'Coaching', 'The lobby', 'Evening games', 'The entrance'],
    },
  },
  snooker: {
    label: 'snooker club',
    offer: 'snooker and pool',
    words: /\b(?:snooker|billiards?|pool)\s+(?:clubs?|parlou?rs?|halls?|lounges?|caf[eé]s?)\b/gi,
    play: {
      thing: 'table',
      rates: [
        ['Snooker table', 'Per table', 'per hour', 150, 400],
        ['Pool table', 'Per table', 'per hour', 100, 300],
      ],
      questions: [groups, paid],
      quotes: (name) => [
        'Well kept tables and good cues',
        `We play at ${name} every weekend`,
        'Easy to get a table on a weekday evening',
      ],
      scenes: ['The tables', 'A frame', 'The lounge', 'Evening games', 'The cues', 'The entrance'],
    },
  },
  escaperoom: {
    label: 'escape room',
    offer: 'escape games',
    words: /\bescape\s+rooms?\b/gi,
    play: {
      thing: 'room',
      rates: [
        ['Weekday game', 'One hour, per player', 'per person', 600, 1000],
        ['Weekend game', 'One hour, per player', 'per person', 800, 1200],
      ],
      questions: [
        groups,
        paid,
        [
          'How many can play a room?',
          'Tell us how many are coming when you book, and we will suggest a room',
        ],
      ],
      quotes: (name) => [
        'We got out with two minutes to spare',
        `${name} was the best part of our team outing`,
        'Clever puzzles, and easy to book',
      ],
      scenes: ['The rooms', 'A puzzle', 'Team photos', 'The lobby', 'Clues', 'The entrance'],
    },
  },
};

/** The words of a brief for a place to play, with the one word each is read as. */
export const PLAY_IN_WORDS: [RegExp, string][] = Object.entries(PLAYS).map(
  ([word, { words, as }]) => [words, as ?? word],
);

/** The business word of each place to play, what it is called and what it offers. */
export const PLAY_WORDS_OF: Readonly<Record<string, { label: string; offer: string }>> =
  Object.fromEntries(
    Object.entries(PLAYS).map(([word, { label, offer }]) => [word, { label, offer }]),
  );

/** Every word of a brief that says it is a place to play, as written or read as one word. */
export const PLAY_WORDS = namedAs(PLAY_IN_WORDS, Object.keys(PLAYS));

/** The place to play a subject is, if it is one. */
export function playOf(subject: { business: string }): Play | undefined {
  // Courts are known by their sport too ("badminton courts").
  return Object.values(PLAYS).find(
    ({ label }) => subject.business === label || subject.business.endsWith(` ${label}`),
  )?.play;
}

/** How a slot is asked for. */
export const playBooking = (play: Play, call: string) => ({
  heading: 'Book a slot',
  intro: `Tell us the day, the time and how many are playing${call}. We call to confirm your ${play.thing === 'slot' ? 'slot' : play.thing}.`,
  thanks: 'Your request is in; we will call to confirm your slot.',
});

/** A slot is booked for a day, a time and how many play, and what, where there is a choice. */
export function playBookingFields(play: Play, choices: readonly string[]): FormField[] {
  // A turf's, a court's or a room's rates are by when, not by what: the date says which.
  const chosen = play.thing === 'station' || play.thing === 'table';
  return [
    NAME,
    PHONE,
    ...(chosen && choices.length >= 2
      ? [
          {
            name: 'choice',
            label: play.thing.charAt(0).toUpperCase() + play.thing.slice(1),
            type: 'select' as const,
            required: true,
            options: [...choices],
          },
        ]
      : []),
    { name: 'date', label: 'Date', type: 'date', required: true },
    { name: 'time', label: 'Time', type: 'time', required: true },
    { name: 'players', label: 'How many are playing?', type: 'number', required: false, min: 1 },
  ];
}
