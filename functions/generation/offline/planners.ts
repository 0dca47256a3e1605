import { namedAs } from './words';

/**
 * Someone who plans and runs other people's occasions (a wedding planner, an event management
 * company, a party planner): its page says what it plans, as the brief lists it or as such a
 * planner usually does, with no fee the brief did not give; shows occasions it has run; answers
 * what hosts ask; and asks for the occasion, the date and how many guests.
 */
export interface Planner {
  /** What it is called ("wedding planner"). */
  label: string;
  /** What such a planner usually plans, each with a line on it, where the brief lists nothing. */
  usual: [string, string][];
}

/** The one word each kind of planner is read as, with what it is called and usually plans. */
export const PLANNERS: Readonly<Record<string, Planner & { offer: string }>> = {
  weddingplanner: {
    label: 'wedding planner',
    offer: 'wedding planning',
    usual: [
      ['Wedding planning', 'From the first meeting to the last dance'],
      ['Decor', 'The look of every function, planned with you'],
      ['Mehendi and sangeet', 'The functions before the wedding'],
      ['Destination weddings', 'Tell us where, and we plan it with you'],
    ],
  },
  eventplanner: {
    label: 'event management company',
    offer: 'event management',
    usual: [
      ['Corporate events', 'Meetings, offsites and annual days'],
      ['Product launches', 'A launch planned around your product'],
      ['Conferences', 'Stage, seating and the day’s running order'],
      ['Private parties', 'Birthdays, anniversaries and family functions'],
    ],
  },
  partyplanner: {
    label: 'party planner',
    offer: 'party planning',
    usual: [
      ['Birthday parties', 'For children and grown-ups'],
      ['Theme parties', 'A theme you choose, carried through'],
      ['Anniversaries', 'A day for the two of you and your people'],
      ['Baby showers', 'A gentle celebration, planned for you'],
    ],
  },
};

const OCCASION_WORK =
  '(?:planners?|planning|organi[sz]ers?|organi[sz]ing|management|managers?|coordinators?)';
const THE_FIRM =
  '(?:\\s+(?:company|companies|firm|agency|services?|team))?(?!\\s+(?:software|platforms?|apps?|tools?|systems?|saas|crm)\\b)';
/** The words of a brief for a planner, each with the one word it is read as. */
export const PLANNER_IN_WORDS: [RegExp, string][] = [
  [
    new RegExp(`\\b(?:destination\\s+)?weddings?\\s+${OCCASION_WORK}${THE_FIRM}\\b`, 'gi'),
    'weddingplanner',
  ],
  [new RegExp(`\\bevents?\\s+${OCCASION_WORK}${THE_FIRM}\\b`, 'gi'), 'eventplanner'],
  [
    new RegExp(
      `\\b(?:birthday\\s+|kids\\s+)?part(?:y|ies)\\s+${OCCASION_WORK}${THE_FIRM}\\b`,
      'gi',
    ),
    'partyplanner',
  ],
];

/** Every word of a brief that says it is a planner's, as written or read as one word. */
export const PLANNER_WORDS = namedAs(PLANNER_IN_WORDS, Object.keys(PLANNERS));

/** The planner a subject is, if it is one. */
export function plannerOf(subject: { business: string }): Planner | undefined {
  return Object.values(PLANNERS).find((each) => each.label === subject.business);
}

/** The scenes of a planner's gallery: occasions it has run, not a portfolio of projects. */
export const PLANNER_SCENES = [
  'The stage',
  'Decor details',
  'The welcome',
  'Evening lights',
  'The tables',
  'On the day',
];

/** What hosts ask a planner, answered as any planner can: no fee, reach or supplier made up. */
export const PLANNER_QUESTIONS: [string, string][] = [
  [
    'How early should we book?',
    'As early as you can; tell us your date and we will tell you if we are free',
  ],
  [
    'What does it cost?',
    'It depends on the guests, the place and what you need; tell us, and we send you a quote',
  ],
  [
    'Can you work with a venue or caterer we have booked?',
    'Tell us who you have booked, and we plan around them',
  ],
];

/** Sample reviews, marked as samples on the page. */
export const plannerQuotes = (name: string): string[] => [
  'They planned everything, and we could enjoy the day ourselves',
  `${name} kept every supplier on time`,
  'Calm on the day, whatever happened',
];

/** How a planner is asked to plan: the occasion, its date and the guests. */
export const plannerRequest = (call: string) => ({
  heading: 'Tell us about your event',
  intro: `Tell us the occasion, the date and how many guests${call}. We call you to talk it through.`,
  thanks: 'Thank you; we will call you to talk about your event.',
});

/** What a planner plans: what the brief lists, else what such a planner usually does. */
export const plannedBy = (planner: Planner, given: readonly string[]): [string, string][] =>
  given.length > 0
    ? given.map((title) => [title, 'Tell us your date, and ask us what it would cost'])
    : planner.usual;
