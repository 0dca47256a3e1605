import type { Subject } from './subject';

/**
 * People who perform together, by what they perform: a band, a choir or an orchestra plays music;
 * a troupe puts on plays or dances.
 */
type ActKind = 'music' | 'choir' | 'theatre' | 'dance';

/** What each kind is told by in what the act is and performs, the first that matches. */
const ACT_KIND_WORDS: [ActKind, RegExp][] = [
  ['choir', /\b(?:choir|choral|chorus)\b/],
  ['theatre', /\b(?:theatre|theater|drama|plays?|improv|puppet\w*|street theatre|comedy)\b/],
  ['dance', /\bdance\b/],
];

/** How an act of each kind is written about. */
interface ActWords {
  /** What it does, after "we" ("play live", "sing together"). */
  does: string;
  /** What one performance is called ("gig", "concert", "show"). */
  show: string;
  /** Upcoming performances, as a page lists them before the act fills in its own. */
  shows: [string, string][];
  /** Its members, by what they do. */
  roles: string[];
  /** What its gallery shows. */
  scenes: string[];
  /** Why people come to see it, as a page's three reasons. */
  reasons: [string, string][];
}

const ACTS: Record<ActKind, ActWords> = {
  music: {
    does: 'play live',
    show: 'gig',
    shows: [
      ['20:00', 'Club night'],
      ['19:00', 'Acoustic set'],
      ['18:30', 'Festival set'],
      ['20:30', 'Album launch'],
    ],
    roles: ['Vocals', 'Guitar', 'Bass', 'Drums', 'Keys'],
    scenes: ['On stage', 'Soundcheck', 'In the studio', 'The crowd', 'Backstage', 'On the road'],
    reasons: [
      ['Live', 'Every song played live, loud and up close'],
      ['Our own songs', 'Songs we wrote, and a few favourites'],
      ['Book us', 'For a club, a festival or a private party'],
    ],
  },
  choir: {
    does: 'sing together',
    show: 'concert',
    shows: [
      ['18:30', 'Evening concert'],
      ['11:00', 'Community sing'],
      ['19:00', 'Festival concert'],
      ['18:00', 'Open rehearsal'],
    ],
    roles: ['Conductor', 'Soprano', 'Alto', 'Tenor', 'Bass'],
    scenes: ['In concert', 'Rehearsal', 'Warming up', 'The audience', 'Backstage', 'Together'],
    reasons: [
      ['Sing with us', 'Every voice has a place'],
      ['Concerts', 'Come and hear what we have been working on'],
      ['Book us', 'For a festival, a celebration or a gathering'],
    ],
  },
  theatre: {
    does: 'put on plays',
    show: 'show',
    shows: [
      ['19:30', 'Opening night'],
      ['19:30', 'Evening show'],
      ['15:00', 'Matinee'],
      ['19:30', 'Closing night'],
    ],
    roles: ['Director', 'Actor', 'Actor', 'Stage manager', 'Lights and sound'],
    scenes: ['On stage', 'Rehearsal', 'Backstage', 'The audience', 'Curtain call', 'Set building'],
    reasons: [
      ['New plays', 'Stories told on stage, up close'],
      ['Join the cast', 'Actors, writers and backstage hands are welcome'],
      ['Book us', 'For a school, a festival or a community evening'],
    ],
  },
  dance: {
    does: 'dance',
    show: 'performance',
    shows: [
      ['19:00', 'Evening performance'],
      ['17:00', 'Festival performance'],
      ['11:00', 'Open workshop'],
      ['19:30', 'Showcase'],
    ],
    roles: ['Choreographer', 'Dancer', 'Dancer', 'Dancer', 'Rehearsal director'],
    scenes: ['On stage', 'Rehearsal', 'Backstage', 'The audience', 'In costume', 'Warming up'],
    reasons: [
      ['Live on stage', 'Dance you can feel from your seat'],
      ['Workshops', 'Learn a few steps with us'],
      ['Book us', 'For a festival, a celebration or a school'],
    ],
  },
};

/** How the subject's act is written about, from what it is and performs. */
export function actWords(subject: Pick<Subject, 'business' | 'offer'>): ActWords {
  const words = `${subject.business} ${subject.offer}`.toLowerCase();
  return ACTS[ACT_KIND_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? 'music'];
}

/** An act's merchandise, [name, what it is, lowest and highest usual price in rupees]. */
export const ACT_MERCH: [string, string, number, number][] = [
  ['Tour T-shirt', 'Soft cotton, in every size', 499, 899],
  ['Tote bag', 'Sturdy canvas, printed', 299, 599],
  ['Poster', 'A3, on thick matte paper', 199, 499],
  ['Sticker pack', 'Five stickers for laptops and bottles', 99, 199],
  ['Hoodie', 'Warm, heavy and made to last', 1199, 1999],
  ['Cap', 'One size, adjustable', 399, 699],
];

/** A club's year: what it meets for, beside what the brief says it does. */
export const CLUB_MEETINGS: [string, string][] = [
  ['18:00', 'Regular meeting'],
  ['18:00', 'Newcomers’ evening'],
  ['10:00', 'Members’ outing'],
  ['18:00', 'Annual get-together'],
];
