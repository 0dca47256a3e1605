import { capitalise } from './words';

/**
 * A day people are asked to that is no show, conference, fair or race: a party friends are
 * invited to (a birthday, a baby shower, a housewarming, a farewell, a reunion), or a gathering
 * open to whoever signs up (a book launch, a screening, an exhibition, a talk, a tasting, a quiz
 * night, a satsang, a camp, a school's annual day). Its page says what it is, when and where as
 * the brief gives them, and asks who is coming: nothing about it is made up.
 */
export interface Gathering {
  /** Friends and family are invited: they answer an invitation, and nothing is sold. */
  invited: boolean;
}

/** Words that may end a gathering's name ("quiz night", "launch event", "annual day function"). */
const TAIL =
  '(?:\\s+(?:night|evening|event|party|function|celebrations?|ceremony|meet|lunch|dinner|puja|pooja|day))*';
/** A party friends and family are invited to, by the words people call it. */
const INVITED_WORDS = [
  '(?:\\d+(?:st|nd|rd|th)\\s+)?birthday\\s+(?:party|bash|celebrations?|lunch|dinner)',
  '\\d+(?:st|nd|rd|th)\\s+birthday',
  '(?:baby|bridal)\\s+shower',
  'godh\\s+bharai',
  'house\\s?-?warming',
  'griha\\s+pravesh(?:am)?',
  'naming\\s+ceremony',
  'namkaran',
  'retirement\\s+(?:party|dinner|lunch|function)',
  'farewell(?:\\s+(?:party|dinner|lunch))?',
  'send-?off\\s+(?:party|dinner)',
  '(?:\\d+(?:st|nd|rd|th)\\s+)?(?:wedding\\s+)?anniversary\\s+(?:party|celebrations?|dinner)',
  'reunion',
  'alumni\\s+meet',
  'get-?\\s?together',
  'kitty\\s+party',
  '(?:christmas|new\\s+year|diwali|holi|eid|office)\\s+party',
];
/** A gathering open to whoever signs up, by the words people call it. */
const OPEN_WORDS = [
  '(?:book|album|film)\\s+launch',
  'launch\\s+(?:event|party)',
  // "the launch of my novel": the launch is the day.
  'launch(?=\\s+of\\b)',
  '(?:(?:film|movie|documentary)\\s+)?screening',
  '(?:(?:art|photo|photography|painting|paintings)\\s+)?exhibition',
  'webinar',
  'seminar',
  'masterclass',
  '(?:guest\\s+)?lecture',
  '(?:wine|whisky|whiskey|coffee|tea|cheese|beer)\\s+tasting',
  'pub\\s+quiz',
  'quiz\\s+(?:night|evening|contest|competition)',
  'networking\\s+(?:mixer|evening|event|night|meet)',
  // A mixer is people meeting, not a kitchen's or a studio's machine.
  '(?<!(?:audio|sound|dj|video|digital|analog|cement|concrete|hand|stand|kitchen|food)\\s)mixer(?!\\s+(?:grinders?|machines?|taps?|jars?|repairs?|consoles?|boards?|desks?))',
  'satsang',
  'kirtan',
  'jagran',
  'bhajan\\s+sandhya',
  '(?:summer|winter|day|health|medical|eye|dental|blood\\s+donation|vaccination)\\s+(?:check-?\\s?up\\s+)?camp',
  '(?:eye|health|dental)\\s+check-?\\s?up\\s+camp',
  'annual\\s+day',
  'sports\\s+day',
  'annual\\s+function',
  'prize\\s+distribution',
  'convocation',
  'graduation\\s+(?:ceremony|day)',
  'open\\s+house',
];
const phrase = (words: readonly string[]) => `\\b(?:${words.join('|')})${TAIL}\\b`;
const INVITED = new RegExp(phrase(INVITED_WORDS), 'i');
const OPEN = new RegExp(phrase(OPEN_WORDS), 'i');
/** Every way a brief names a gathering. */
export const GATHERING_WORDS = new RegExp(`${INVITED.source}|${OPEN.source}`, 'i');

/**
 * Words after a gathering's name that make it what a business provides for one ("birthday party
 * decorations", "baby shower cakes", "reunion venue"): the page is then the business's.
 */
const PROVIDED_FOR =
  /^\s+(?:[\w-]+\s+)??(?:decor\w*|planners?|planning|organi[sz]\w*|magicians?|entertain\w*|caterers?|catering|photograph\w*|dj|djs|cakes?|supplies|packages?|halls?|venues?|lawns?|services?|management|ideas|invitations?|cards?|gifts?|balloons?|anchors?|hosts?|makeup|costumes?|props|rentals?|hire|themes?|software|platforms?|apps?|tools?|templates?|shoots?|sessions?)\b/i;

/** The gathering a brief names, where it first does, if it names one. */
export function gatheringIn(text: string): { at: number; words: string } | undefined {
  const found = GATHERING_WORDS.exec(text);
  if (!found || PROVIDED_FOR.test(text.slice(found.index + found[0].length))) return undefined;
  return { at: found.index, words: found[0] };
}

/** A weekday a gathering is on, with its time, as the brief says ("every Thursday", "Sunday 11am"). */
const WEEKDAY =
  /\b(?:every\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b(?:,?\s+(?:at\s+)?(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s?(?:am|pm))?/i;
export const weekdayIn = (brief: string): string | undefined => WEEKDAY.exec(brief)?.[0];

/**
 * The gathering a plan's words name, said as their keywords are (without "of": "launch debut
 * novel"), where the page is an event's.
 */
export function gatheringInKeywords(keywords: string): { at: number; words: string } | undefined {
  // Whether a business provides for it was read from the brief, where "at" still stood.
  const found = GATHERING_WORDS.exec(keywords) ?? /\b(?:launch|mixer)\b/i.exec(keywords);
  return found ? { at: found.index, words: found[0] } : undefined;
}

/** The gathering a subject is, if it is one. */
export function gatheringOf(subject: { flavour: string; business: string }): Gathering | undefined {
  if (subject.flavour !== 'gathering') return undefined;
  return { invited: INVITED.test(subject.business) };
}

/** Words before a gathering's name that are not part of it: who asks, how, for whom. */
const NOT_ITS_NAME =
  /^(?:a|an|the|our|my|your|his|her|their|free|for|to|of|at|on|in|is|are|we|i|us|join|hosting|host|hosts|invite|invites|invited|invitation|inviting|website|site|page|webpage|landing|make|create|build|need|want|please|celebrate|celebrating|come|grand|special|this|next|upcoming|and|with|annual)$/i;
/** A possessive that is part of a name ("Rahul's"), not a relative's ("my son's"). */
const NAMES_WHOSE = /^[A-Z][\w]*['’]s$/;
/** Where the words about it stop: when, where, by whom, a clause. */
const STOP =
  '(?=\\s+(?:on|at|by|from|every|this|next|near|with|starting|till|until)\\s|\\s+in\\s+[A-Z0-9]|\\s+-\\s|[,.;:!?(\\n]|$)';
/** Whom or what it is for or of ("for Mr Kulkarni", "of The Salt Road", "on mutual funds"). */
const ABOUT = new RegExp(
  `^\\s+(of|for|on)\\s+((?:our|my|his|her|their)\\s+(?=[a-z]))?((?!\\d|(?:[Mm]on|[Tt]ue|[Ww]ed|[Tt]hu|[Ff]ri|[Ss]at|[Ss]un)\\w*\\b)[^]*?)${STOP}`,
);
/** Whom it is by, named with capitals ("by Anita Desai"). */
const BY = /^\s+by\s+[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*)*/;
/** Where it is held ("at Funcity Noida"), as far as the brief says before when or a clause. */
const HELD_AT =
  /\s(at|in)\s+([^,.;:!?(\n]+?)(?=\s+(?:on|from|every|this|next|by|till|until)\s|\s+-\s|[,.;:!?(\n]|$)/;

/** The words just before a gathering's name that are part of it ("kids summer", "Rahul's"). */
function leadOf(before: string): string {
  const words = before.trim().split(/\s+/).filter(Boolean);
  const lead: string[] = [];
  for (const word of words.reverse()) {
    const possessive = /['’]s$/.test(word);
    if (lead.length === 3 || NOT_ITS_NAME.test(word) || (possessive && !NAMES_WHOSE.test(word))) {
      break;
    }
    lead.unshift(word);
  }
  return lead.join(' ');
}

/**
 * A gathering's title, in the brief's words: what it is ("Book Launch", "5th Birthday Party"),
 * then whom or what it is for or of, where the brief says ("for Mr Kulkarni", "of The Salt
 * Road"), else where it is held when the brief names the place ("at Funcity Noida", "in Pune").
 */
export function gatheringTitle(brief: string, place: string | undefined): string | undefined {
  const found = gatheringIn(brief);
  return found && titleAround(brief, found, place);
}

/** An evening's or a festival's word, where the brief names it ("jazz night", "kite festival"). */
const EVENT_NOUN = /\b(?:night|evening|festival|fest|show|concert|gig)\b/i;

/**
 * An evening's or a festival's title, in the brief's words, as a gathering's is ("Dandiya Night
 * at Shanti Lawns", "Kite Festival on Makar Sankranti"), where the brief names it so.
 */
export function eventTitle(brief: string, place: string | undefined): string | undefined {
  const found = EVENT_NOUN.exec(brief);
  if (!found) return undefined;
  // The word alone ("Night") names nothing: the brief's words before it must say what.
  return titleAround(brief, { at: found.index, words: found[0] }, place, { named: true });
}

/** A title from the words around a gathering's or an event's name in the brief. */
function titleAround(
  brief: string,
  found: { at: number; words: string },
  place: string | undefined,
  { named = false } = {},
): string | undefined {
  const before =
    brief
      .slice(0, found.at)
      .split(/[,.;:!?\n]|\s-\s/)
      .at(-1) ?? '';
  const lead = leadOf(before);
  if (named && !lead) return undefined;
  const what = `${lead} ${found.words}`.trim();
  const after = brief.slice(found.at + found.words.length);
  const about = ABOUT.exec(after);
  // Who it is by, when the brief names them ("of The Salt Road by Anita Desai").
  const by = about && BY.exec(after.slice(about[0].length))?.[0];
  const held = HELD_AT.exec(after);
  // A place is named with a capital ("at Sai temple hall"), and in a few words.
  const venue =
    held?.[2] && /^[A-Z0-9]/.test(held[2]) && held[2].split(/\s+/).length <= 5 ? held : undefined;
  // "for our new scooter" is for "the new scooter" on the page.
  const tail = about?.[3]
    ? ` ${about[1]?.toLowerCase()} ${about[2] ? 'the ' : ''}${about[3]}${by ?? ''}`
    : venue
      ? ` ${venue[1]} ${venue[2]}`
      : place
        ? ` in ${place}`
        : '';
  return titled(`${what}${tail}`.replace(/\s+/g, ' ').trim()).slice(0, 80);
}

/** "book launch" → "Book Launch", keeping "of" and "and" small and a name as written. */
const titled = (text: string): string =>
  text
    .split(' ')
    .map((word, i) =>
      i > 0 && /^(?:of|and|for|the|on|at|in|by)$/.test(word) ? word : capitalise(word),
    )
    .join(' ');

/** What a gathering's page says, by whether its guests are invited or sign up. */
interface GatheringWords {
  /** The line under its title. */
  tagline: string;
  /** The hero's last line: how to answer. */
  answer: (tickets: boolean) => string;
  /** Three things to know, where the page lists reasons. */
  reasons: [string, string][];
  /** Guests' words, where a review section is asked for (marked as samples on the page). */
  quotes: string[];
  /** What guests ask beyond when and where, answered with what the page knows or a way to ask. */
  questions: (priced: boolean, online: boolean) => [string, string][];
}

const ASK_BEFORE: [string, string] = ['Questions?', 'Ask us anything before the day'];

const AN_INVITATION: GatheringWords = {
  tagline: 'You are invited, and we would love you to be there.',
  answer: () => 'Please let us know below if you can come.',
  reasons: [
    ['Save the date', 'Put the day in your calendar'],
    ['Let us know', 'Reply below, so we can plan for everyone'],
    ASK_BEFORE,
  ],
  quotes: [
    'A lovely day; thank you for having us',
    'So good to see everyone together again',
    'We are already looking forward to the next one',
  ],
  questions: () => [
    ['Can I bring someone?', 'Tell us in your reply, so we can plan for everyone'],
    ['How do I reply?', 'With the form on this page, as soon as you know'],
  ],
};

const OPEN_TO_ALL: GatheringWords = {
  tagline: 'We would love to see you there.',
  answer: (tickets) => (tickets ? 'Get your ticket below.' : 'Save your place below.'),
  reasons: [
    ['Save your place', 'Tell us you are coming, so we can plan for everyone'],
    ['Save the date', 'Put the day in your calendar'],
    ASK_BEFORE,
  ],
  quotes: [
    'Well organised, and a warm welcome',
    'Worth every minute; I learnt a lot',
    'I will be back for the next one',
  ],
  questions: (priced, online) => [
    [
      'What does it cost?',
      priced
        ? 'The prices are on this page; ask us about anything not listed'
        : 'Ask us before you come',
    ],
    ['How do I save my place?', 'With the form on this page; we write to confirm'],
    ...(online
      ? []
      : ([
          ['Is the place accessible?', 'Write to us before you come, and we will tell you how'],
        ] as [string, string][])),
  ],
};

/** What the page of a subject's gathering says, by whether its guests are invited. */
export const gatheringWordsOf = (subject: { flavour: string; business: string }): GatheringWords =>
  gatheringOf(subject)?.invited ? AN_INVITATION : OPEN_TO_ALL;
