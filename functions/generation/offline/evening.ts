import type { Subject } from './subject';

/**
 * An evening of performances, by who takes the stage: musicians, DJs, comedians, or the guests
 * themselves (a karaoke night, an open mic).
 */
type EveningKind = 'music' | 'dance' | 'comedy' | 'open mic' | 'karaoke';

/** What each kind is told by in the brief's words, the first that matches; music otherwise. */
const KIND_WORDS: [EveningKind, RegExp][] = [
  ['karaoke', /\bkaraoke\b/],
  ['open mic', /\b(?:open mic|mic|poetry|poets?|mushaira|spoken word|storytelling|slam)\b/],
  ['comedy', /\b(?:comedy|comedians?|stand-?up|improv)\b/],
  ['dance', /\b(?:dj|techno|edm|house|salsa|bachata|dance|dancing|garba|dandiya|disco|party)\b/],
];

/** How an evening of each kind runs and who is on the bill. */
interface EveningWords {
  /** The evening's parts in order, an hour apart. */
  parts: [string, string, string, string];
  /** What the page calls the people on the bill. */
  bill: string;
  /** The people on the bill, by what they do. */
  roles: string[];
  /** Whether the guests are the ones who perform: then the bill is only a host or two. */
  guests: boolean;
  /** What the evening offers, as a page's three reasons to come. */
  reasons: [string, string][];
  /** A line of the about text after what the evening is. */
  invitation: string;
}

/** A reason to come to any evening on a stage. */
const SHARED: [string, string] = ['Bring your friends', 'An evening is better shared'];

const WORDS: Record<EveningKind, EveningWords> = {
  music: {
    bill: 'Artists',
    parts: ['Opening set', 'Second set', 'Third set', 'Closing set'],
    roles: ['Headliner', 'Support act', 'Guest artist', 'Band'],
    guests: false,
    reasons: [
      ['Live on stage', 'Musicians playing live, up close'],
      ['A good spot', 'Come early for a place near the stage'],
      SHARED,
    ],
    invitation: 'Bring your friends, find a good spot and enjoy the music.',
  },
  dance: {
    bill: 'On the decks',
    parts: ['Warm-up set', 'Main set', 'Peak-time set', 'Last dance'],
    roles: ['Resident DJ', 'Guest DJ', 'Live percussion', 'Host'],
    guests: false,
    reasons: [
      ['Dance all night', 'From the first song to the last'],
      ['Room to move', 'A floor made for dancing'],
      SHARED,
    ],
    invitation: 'Come to dance, from the first song to the last.',
  },
  comedy: {
    bill: 'Comedians',
    parts: ['Host opens the show', 'Opening act', 'Feature act', 'Headliner'],
    roles: ['Host', 'Opening act', 'Feature act', 'Headliner'],
    guests: false,
    reasons: [
      ['Live comedy', 'Stand-up, up close'],
      ['A good seat', 'Come early for a seat near the stage'],
      SHARED,
    ],
    invitation: 'Come for the laughs, and bring the friends who need them.',
  },
  'open mic': {
    bill: 'Your hosts',
    parts: ['Sign-up list opens', 'First half', 'Short break', 'Second half'],
    roles: ['Host', 'Featured performer'],
    guests: true,
    reasons: [
      ['Take the mic', 'Put your name down and share your piece'],
      ['Or just listen', 'A friendly room to cheer everyone on'],
      ['First-timers welcome', 'Nobody is too new to read or sing'],
    ],
    invitation: 'Put your name down to perform, or come to listen and cheer.',
  },
  karaoke: {
    bill: 'Your hosts',
    parts: ['Song list opens', 'First singers', 'Duets and group songs', 'Last song of the night'],
    roles: ['Host', 'Featured singer'],
    guests: true,
    reasons: [
      ['Take the mic', 'Pick your song and put your name down'],
      ['Sing together', 'Duets and group songs for the shy ones'],
      ['Cheer everyone on', 'A friendly room, whatever your voice'],
    ],
    invitation: 'Pick a song and take the mic, or come along to cheer on the people who do.',
  },
};

/** The kind of evening a subject is, from what it is and offers ("karaoke night" → karaoke). */
function eveningKind(subject: Pick<Subject, 'business' | 'offer'>): EveningKind {
  const words = `${subject.business} ${subject.offer}`.toLowerCase();
  return KIND_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? 'music';
}

/** How an evening of the subject's kind runs and who is on its bill. */
export const eveningWords = (subject: Pick<Subject, 'business' | 'offer'>): EveningWords =>
  WORDS[eveningKind(subject)];

/** Whether the guests are the ones who perform (a karaoke night, an open mic): no bill of artists. */
export const guestsPerform = (subject: Pick<Subject, 'business' | 'offer'>): boolean =>
  eveningWords(subject).guests;

/** An evening's tickets, [title, what it gives, per what]: entry, near the stage, a table. */
export const EVENING_TICKETS: [string, string, string][] = [
  ['Entry', 'Entry for the evening', 'per person'],
  ['Near the stage', 'A seat close to the stage', 'per person'],
  ['Table for four', 'A table for your group, for the whole evening', 'per table'],
];
