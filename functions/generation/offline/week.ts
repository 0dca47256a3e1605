/**
 * The days of the week in a brief. Opening hours: days with their times ("Mon–Sat 9am–7pm",
 * "10 am to 2 pm on Sundays", "weekdays 9:00-18:00"), found as written (the facts) and read into
 * a week (the hours section's seven rows), with the days it says are closed. And what each day
 * brings ("Monday rajma chawal, Tuesday chole puri"): a menu or a programme by day.
 */

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const DAY_NAMES = [
  'monday|mon',
  'tuesday|tues|tue',
  'wednesday|wed',
  'thursday|thurs|thur|thu',
  'friday|fri',
  'saturday|sat',
  'sunday|sun',
];
const DAY = `(?:${DAY_NAMES.join('|')})s?\\.?`;
// Hindi's "se" ("11 se 9") joins a range as "to" does.
const UNTIL = '\\s*(?:-|–|—|to|through|thru|till|until|se(?=\\s))\\s*';
const DAYS_OR_RANGE = `${DAY}(?:${UNTIL}${DAY})?`;
/** Words for a set of days: a list of days and ranges, or a word for several. */
const GROUP_WORDS = {
  weekdays: [0, 1, 2, 3, 4],
  'week days': [0, 1, 2, 3, 4],
  weekends: [5, 6],
  weekend: [5, 6],
  daily: [0, 1, 2, 3, 4, 5, 6],
  'every day': [0, 1, 2, 3, 4, 5, 6],
  'all days': [0, 1, 2, 3, 4, 5, 6],
  'all week': [0, 1, 2, 3, 4, 5, 6],
  '7 days a week': [0, 1, 2, 3, 4, 5, 6],
  'seven days a week': [0, 1, 2, 3, 4, 5, 6],
} as const satisfies Record<string, readonly number[]>;
const GROUP = Object.keys(GROUP_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const DAY_SPEC = `(?:${GROUP}|${DAYS_OR_RANGE}(?:(?:\\s*(?:,|&|and|\\/)\\s*|\\s+)${DAYS_OR_RANGE})*)`;

const CLOCK = '(?:[01]?\\d|2[0-3])(?:[:.][0-5]\\d)?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)?';
const TIME = `(?:noon|midnight|${CLOCK})`;
const TIME_RANGE = `${TIME}${UNTIL}${TIME}`;
/** The first range of times in a text, and every one. */
const A_TIME_RANGE = new RegExp(TIME_RANGE, 'i');
const TIME_RANGES_IN = new RegExp(TIME_RANGE, 'gi');

/** One range of times or more, for the same days ("10am-1pm and 5pm-8pm": a split shift). */
const TIME_RANGES = `${TIME_RANGE}(?:\\s*(?:,|&|and|\\/)\\s*${TIME_RANGE})*`;
/** Words that say a day is shut ("Sunday closed", "Mon: off"). */
const SHUT = '(?:closed|off|holiday|shut|band|bandh)';
/**
 * A day spec then its times, or times then their days, as one stretch of the brief. Times take
 * no day that is said to be closed ("10am to 8pm, Monday closed"), nor one that has times of its
 * own after it ("6pm to 9pm Mon-Fri, Sat 10am-1pm": Saturday is the next stretch's).
 */
const SEGMENT = new RegExp(
  `(?<![a-z])(?:${DAY_SPEC}\\s*(?:[:,]|from)?\\s*${TIME_RANGES}|${TIME_RANGES}\\s*,?\\s*(?:on\\s+)?${DAY_SPEC}(?!\\s*(?:[:-]\\s*)?${SHUT}\\b)(?!\\s*(?:[:,]|from)?\\s*${TIME}(?![a-z])))(?![a-z0-9])`,
  'gi',
);
/** "closed on Mondays", "closed Sun & Mon", "Sunday closed". */
const CLOSED = new RegExp(
  `(?<![a-z])(?:closed\\s+(?:on\\s+)?${DAY_SPEC}|${DAY_SPEC}\\s*(?:[:-]\\s*)?${SHUT})(?![a-z])`,
  'gi',
);
/** Whether a stretch the brief wrote says its days are closed. */
const saysClosed = (segment: string): boolean =>
  /^closed\b/i.test(segment) || new RegExp(`\\b${SHUT}$`, 'i').test(segment);
/** "24x7", "24/7", "round the clock": open every hour of every day. */
const ALL_HOURS =
  /(?<![a-z0-9])(?:24\s?(?:x|×|\/)\s?7|round[- ]the[- ]clock|24 hours a day|open 24 hours)(?![a-z0-9])/gi;
/** Whether hours as the brief wrote them are every hour of every day. */
const ALL_HOURS_ONCE = new RegExp(ALL_HOURS.source, 'i');
export const isAllHours = (written: string): boolean => ALL_HOURS_ONCE.test(written);

/** A range of times is a clock's: it says am, pm, noon, midnight, or has minutes. */
const CLOCKLIKE = /am|pm|a\.m\.|p\.m\.|noon|midnight|\d[:.]\d\d/i;
/** What numbers count rather than tell the time ("Saturday 5-12 year olds"). */
const COUNTED =
  /^\s*(?:years?|yrs?|yr|age|ages|kg|km|%|people|persons|students|kids|children|members|pax|seats|rs\b|₹)/i;
/** Words that say the times after them are opening hours ("open 9 to 9", "timings 7am-10pm"). */
const HOURS_WORD =
  /(?:^|[^a-z])(?:open|opens|opening hours|timings?|hours|working hours)\s*[:-]?\s*$/i;
/** "batch timings:", "class times": the times after are a class's, not the opening hours. */
const CLASS_TIMINGS =
  /\b(?:batch(?:es)?|class(?:es)?|sessions?|slots?|lessons?)\s+(?:timings?|times?)\s*[:-]?\s*$/i;
/** Whether the words before some times say they are opening hours. */
const hoursSaid = (before: string): boolean =>
  HOURS_WORD.test(before) && !CLASS_TIMINGS.test(before);
/** A word after times that says they are opening hours ("11 se 9 khula", "9 to 9 open"). */
const OPEN_AFTER = /^\s*(?:khula|khule|khuli|open)\b/i;

/**
 * "open till 2am", "closes at 10", "opens at 7am": when a place opens or closes, said alone for
 * every day. Not a range's end ("open 9am till 11pm"), nor one day's ("Sat open till 2am").
 */
const OPEN_END = new RegExp(
  `(?<![a-z]|${DAY}\\s*[:,-]?\\s*)(?:(?:open(?:s|ing)?(?:\\s+(?:late|daily|every\\s+day|all\\s+days))?\\s+(?:till|until|til|upto|up\\s+to)|clos(?:es|ing)(?:\\s+(?:at|by))?)|(?:opens(?:\\s+(?:at|from))?|open\\s+from))\\s+${TIME}(?![\\w:])(?!${UNTIL}${TIME})(?!\\s*(?:on\\s+)?${DAY_SPEC})`,
  'gi',
);

/** When the brief's hours say the place opens and closes, each day, where they say only that. */
export function openingEnds(segments: readonly string[]): { opens?: string; closes?: string } {
  const ends: { opens?: string; closes?: string } = {};
  for (const segment of segments) {
    const time = new RegExp(`${TIME}$`, 'i').exec(segment.trim())?.[0];
    if (!time || !new RegExp(`^${OPEN_END.source}$`, 'i').test(segment.trim())) continue;
    if (/\b(?:till|until|til|upto|up\s+to|clos)/i.test(segment))
      ends.closes ??= clockOf(time, false);
    else ends.opens ??= clockOf(time, true);
  }
  return ends;
}

/**
 * The stretches of a brief that give days with their opening times, or days it is closed, each
 * as written, in the brief's order. Times without am or pm count after an hours word ("open 9
 * to 9 all days"), where they cannot be years or ages.
 */
export function openingHoursIn(text: string): string[] {
  const countedAfter = (match: RegExpMatchArray) =>
    COUNTED.test(text.slice((match.index ?? 0) + match[0].length));
  const classes = classHours(text).map(({ match }) => match.index);
  // A class's days and times ("kids batch Mon/Wed/Fri 5-6pm") are its own, not the hours.
  const open = Array.from(text.matchAll(SEGMENT)).filter(
    (match) =>
      !classes.includes(match.index) &&
      (CLOCKLIKE.test(A_TIME_RANGE.exec(match[0])?.[0] ?? '') ||
        hoursSaid(text.slice(0, match.index)) ||
        // "Tues to Sunday 11-7": days first, then hours, unless a count or an age follows.
        (/^[a-z]/i.test(match[0]) && !countedAfter(match))),
  );
  // "open 9 to 9", "open 7 to 11am and 5 to 10pm": hours without a day, after an hours word (or
  // after the hours before them, joined by "and"), are every day's. One range with am or pm is
  // left to the times facts; two are one day's shifts.
  const taken = (at: number) =>
    open.some((match) => at >= (match.index ?? 0) && at < (match.index ?? 0) + match[0].length);
  let joinedFrom = -1;
  const dayless = Array.from(
    text.matchAll(new RegExp(`(?<![\\w:.])${TIME_RANGE}(?![\\w:])`, 'gi')),
  ).filter((match) => {
    const at = match.index ?? 0;
    const afterHours =
      hoursSaid(text.slice(0, at)) ||
      OPEN_AFTER.test(text.slice(at + match[0].length)) ||
      (joinedFrom >= 0 && /^\s*(?:,|&|and|\/)\s*$/i.test(text.slice(joinedFrom, at)));
    const kept = !taken(at) && afterHours && !countedAfter(match);
    joinedFrom = kept ? at + match[0].length : -1;
    return kept;
  });
  const everyDay = dayless.filter((match) => dayless.length > 1 || !CLOCKLIKE.test(match[0]));
  return [
    ...open,
    ...everyDay,
    ...text.matchAll(CLOSED),
    ...text.matchAll(ALL_HOURS),
    ...text.matchAll(OPEN_END),
  ]
    .sort((a, b) => (a.index ?? 0) - (b.index ?? 0))
    .map((match) => match[0].trim());
}

/**
 * A time as the page shows it: an hour without am or pm is read as a shop's ("9 to 9" is 9am to
 * 9pm): opening in the morning, closing in the evening or at midnight.
 */
function clockOf(time: string, opening: boolean): string {
  const [, digits = '', minutes = ''] = /^(\d{1,2})([:.][0-5]\d)?$/.exec(time) ?? [];
  if (!digits) return time;
  const hour = Number(digits);
  if (hour > 12) return `${hour}${minutes || ':00'}`;
  if (opening) return `${hour}${minutes}${hour >= 5 && hour <= 11 ? 'am' : 'pm'}`;
  if (hour === 12) return minutes ? time : 'midnight';
  return `${hour}${minutes}pm`;
}

/**
 * A range of times as the page shows it ("9am – 7pm"). An opening hour without am or pm takes
 * the closing time's when it is earlier than it ("5–10pm" is 5pm to 10pm); else it is a shop's.
 */
function rangeAsShown(range: string): string {
  const [from = '', to = ''] = range.split(new RegExp(UNTIL, 'i')).map((time) => time.trim());
  const half = /(am|pm)$/i.exec(to.replace(/\./g, ''))?.[1]?.toLowerCase();
  // A 24-hour clock ("9:00-18:00") is shown as it is written.
  if (!/am|pm/i.test(range) && [from, to].every((time) => /[:.]\d\d$/.test(time)))
    return `${from} – ${to}`;
  const sameHalf =
    half &&
    /^\d{1,2}(?:[:.][0-5]\d)?$/.test(from) &&
    Number.parseInt(from, 10) < Number.parseInt(to, 10);
  return `${sameHalf ? `${from}${half}` : clockOf(from, true)} – ${clockOf(to, false)}`;
}

const dayIndex = (word: string): number =>
  DAY_NAMES.findIndex((names) =>
    new RegExp(`^(?:${names})s?\\.?$`, 'i').test(word.trim().replace(/\.$/, '')),
  );

/** The days a day spec names ("Mon–Fri, Sun": 0–4 and 6); ranges may wrap ("Fri–Mon"). */
function daysOf(spec: string): number[] {
  const group = GROUP_WORDS[spec.toLowerCase().replace(/\s+/g, ' ') as keyof typeof GROUP_WORDS];
  if (group) return [...group];
  const days = new Set<number>();
  // "Tue Thu Sat": days a space apart are a list too.
  const parts = spec
    .split(/\s*(?:,|&|\/|\band\b)\s*/i)
    .flatMap((part) => (new RegExp(UNTIL, 'i').test(part) ? [part] : part.split(/\s+/)));
  for (const part of parts) {
    const [from, to] = part.split(new RegExp(UNTIL, 'i')).map(dayIndex);
    if (from === undefined || from < 0) continue;
    const last = to === undefined || to < 0 ? from : to;
    for (let day = from; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === last) break;
    }
  }
  return [...days];
}

/**
 * The week the brief's opening hours give, Monday first: "9am – 7pm" or "Closed" for each day
 * they name; when they give days with times, the days they leave out are closed, else those are
 * undefined (the brief's times, or the usual ones, go there).
 */
export function weekOf(segments: readonly string[]): (string | undefined)[] {
  const week: (string | undefined)[] = WEEK.map(() => undefined);
  const closed = segments.filter(saysClosed);
  for (const segment of closed) {
    const spec = segment
      .replace(/^closed\s+(?:on\s+)?/i, '')
      .replace(new RegExp(`\\s*(?:[:-]\\s*)?${SHUT}$`, 'i'), '');
    for (const day of daysOf(spec)) week[day] = 'Closed';
  }
  let timed = false;
  if (segments.some(isAllHours)) {
    timed = true;
    for (const day of WEEK.keys()) week[day] ??= 'Open 24 hours';
  }
  // Days named with their times first; times without a day (all of them, as one day's shifts)
  // then fill the days still open.
  const namingDays = (segment: string) => /[a-z]/i.test(segment.replace(TIME_RANGES_IN, ''));
  const dayless = segments.filter((each) => !namingDays(each) && !closed.includes(each));
  for (const segment of [
    ...segments.filter(namingDays),
    ...(dayless.length > 0 ? [dayless.join(', ')] : []),
  ]) {
    const ranges = Array.from(segment.matchAll(TIME_RANGES_IN), ([range]) => range);
    if (ranges.length === 0 || closed.includes(segment)) continue;
    timed = true;
    const hours = ranges.map(rangeAsShown).join(', ');
    const spec = ranges
      .reduce((rest, range) => rest.replace(range, ' '), segment)
      .replace(/\b(?:from|on)\b|[:,]\s*$|^\s*[:,]/gi, ' ')
      .trim()
      .replace(/^(?:[,:&/]|and\b)\s*|\s*(?:[,:&/]|\band)$/gi, '');
    for (const day of spec ? daysOf(spec) : WEEK.keys()) week[day] ??= hours;
  }
  return timed ? week.map((hours) => hours ?? 'Closed') : week;
}

const DAY_NAME = `(?:${DAY_NAMES.join('|')})s?\\.?`;
/** A day, then what it brings: words up to a comma, a full stop, or the next day. */
const DAY_ITEM = new RegExp(
  `(?<![a-z])(${DAY_NAME})\\s*(?::|-|–|—)?\\s+(?!(?:to|through|thru|till|until|and|or|from|closed|open|only|off|is|are|we)\\b|${DAY_NAME}(?![a-z]))([a-z][a-z'’ -]{1,40}?)(?=\\s*(?:[,;.\\n)]|$|(?:and\\s+|&\\s*)?${DAY_NAME}(?![a-z])))`,
  'gi',
);

/**
 * What a brief gives for each of several days ("Monday rajma chawal, Tuesday chole puri" →
 * "Monday: rajma chawal", "Tuesday: chole puri"), in the brief's order; none for a single day.
 */
export function dayItemsIn(text: string): string[] {
  const items = Array.from(text.matchAll(DAY_ITEM), (match) => {
    const day = WEEK[dayIndex(match[1] ?? '')];
    return day ? `${day}: ${(match[2] ?? '').trim()}` : '';
  }).filter(Boolean);
  return new Set(items.map((item) => item.split(':')[0])).size >= 2 ? items : [];
}

/** Words that name a class or a sitting of one ("morning batch", "kids' class"). */
const SITTING = /^(?:batch|batches|class|classes|session|sessions|slot|slots|shift|shifts|group)$/i;
/** Words that say which class a time is: the part of the day, or who it is for. */
const WHICH = new RegExp(
  `^(?:early|morning|mid-?morning|afternoon|evening|night|late|lunchtime|weekday|weekend|kids?|kids'|children'?s?|adults?|ladies|women'?s?|men'?s?|girls?|boys?|beginners?'?|advanced|seniors?|juniors?|teens?|first|second|third|${DAY})$`,
  'i',
);
/** Words before a class's name that are not part of it ("and evening", "the morning batch"). */
const NOT_A_NAME =
  /^(?:and|&|or|plus|then|also|a|an|the|our|my|one|another|with|we|i|have|has|run|runs|is|are|from|at|between|by|for|of|in|on|to)$/i;
/** A range of times with no day before it (one a day's hours take is left out below). */
const DAYLESS_RANGE = new RegExp(`(?<![\\w:.])${TIME_RANGE}(?![\\w:])`, 'gi');

/** One day's name alone ("Sat", "Mondays"). */
const A_DAY_WORD = new RegExp(`^${DAY}$`, 'i');
/** Whether a word is a day's name alone ("mon", "Wednesday"). */
export const isDayName = (word: string): boolean => A_DAY_WORD.test(word.trim());

/**
 * The classes or sittings a brief gives by their times, with their days where it gives them
 * ("Morning batch 6-7am, evening 6:30-7:30pm" → "Morning batch: 6am – 7am", "Evening batch:
 * 6:30pm – 7:30pm"; "kids batch Mon/Wed/Fri 5-6pm" → "Kids batch: Mon/Wed/Fri, 5pm – 6pm"). A
 * time counts when its name says which class it is (the part of the day, who it is for, or a
 * word for a class), or when two or more come as a list; opening hours are not classes.
 */
export function sessionsIn(text: string): string[] {
  const classes = classHours(text);
  const hours = Array.from(text.matchAll(SEGMENT), (match) => [
    match.index ?? 0,
    (match.index ?? 0) + match[0].length,
  ]);
  const found: { name: string[]; range: string; named: boolean; end: number; at: number }[] =
    classes.map(({ match, name }) => ({
      name,
      range: segmentAsShown(match[0]),
      named: true,
      at: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
    }));
  for (const match of text.matchAll(DAYLESS_RANGE)) {
    const at = match.index ?? 0;
    const after = text.slice(at + match[0].length);
    const before = text.slice(0, at);
    if (!CLOCKLIKE.test(match[0]) || COUNTED.test(after) || OPEN_AFTER.test(after)) continue;
    if (hoursSaid(before) || hours.some(([from = 0, to = 0]) => at >= from && at < to)) continue;
    const range = rangeAsShown(match[0]);
    const end = at + match[0].length;
    // "batch timings: 4-5pm for kids, 6-7:30pm for adults": whom it is for, said after it.
    const forWhom = nameAfter(after, before);
    if (forWhom) {
      found.push({ name: forWhom, range, named: true, at, end });
      continue;
    }
    // "evening batches 5-6pm and 6-7pm", "slots 6-7am, 7-8am": a list goes on with its name.
    const last = found.filter((each) => each.end <= at).at(-1);
    if (last && /^\s*(?:,|&|and|or|\/)\s*$/i.test(text.slice(last.end, at))) {
      found.push({ ...last, range, at, end });
      continue;
    }
    const name = nameBefore(before);
    if (name) found.push({ ...name, range, at, end });
  }
  // "batches at 7am and 6pm", "summer batches 6am, 7am and 5pm": classes by when they start.
  for (const match of text.matchAll(STARTS)) {
    const at = match.index ?? 0;
    const noun = match[1] ?? '';
    for (const time of (match[2] ?? '').split(/\s*(?:,|&|and|\/)\s*/i).filter(Boolean))
      found.push({ name: [noun], range: time, named: true, at, end: at + match[0].length });
  }
  found.sort((a, b) => a.at - b.at);
  const kept = found.filter(({ named }) => named || found.length >= 2);
  return kept.map(
    ({ name, range }, i) => `${labelOf(name, kept[i - 1]?.name.at(-1) ?? '', range)}: ${range}`,
  );
}

/**
 * A class's name as the timetable shows it: its words, its class word in the singular, the word
 * for a class the one before it used ("Morning batch …, evening …": the evening's is a batch
 * too), and for a class called only "slot" or "batch", its part of the day ("Morning slot").
 */
function labelOf(name: readonly string[], kindBefore: string, range: string): string {
  const whole = (
    name.length === 1 && WHICH.test(name[0] ?? '') && SITTING.test(kindBefore)
      ? [...name, kindBefore]
      : name
  ).map((word, at) => {
    if (!SITTING.test(word)) return word;
    const one = word.replace(/(?:es|s)$/i, '').replace(/^clas$/i, 'class');
    return at > 0 ? one.toLowerCase() : one;
  });
  const words =
    whole.length === 1 && SITTING.test(whole[0] ?? '')
      ? [partOfDay(range), (whole[0] ?? '').toLowerCase()]
      : whole;
  const label = words.join(' ');
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

/**
 * The words just before a time that name the class it is, if they do: all there is of their
 * clause ("Zumba 7-8am"), or ending in a word for a class ("we have a morning batch from 6 to
 * 7am"); `named` when they say which class (the part of the day, who it is for, a class word).
 */
function nameBefore(before: string): { name: string[]; named: boolean } | undefined {
  // The clause since the last mark or time ("kids batch 4-5pm and adults …": "adults"), or
  // the words a colon ends ("Morning: 6-7am", "Batches: 6-7am, 7-8am").
  const colon = /([^,.;:\n()!?]*):\s*$/.exec(before)?.[1];
  const clause = (colon ?? before.split(/[,.;:\n()!?]|\s[-–—]\s|\S*\d\S*/).pop() ?? '')
    .replace(/\s+(?:timings?|times?)\s*$/i, '')
    .replace(/\s(?:from|at|between|is|are|runs?|on)\s*$/i, '')
    .trim()
    .replace(/^(?:and|&|or|plus|then|also)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const name: string[] = [];
  for (const word of [...clause].reverse()) {
    if (NOT_A_NAME.test(word) || /\d/.test(word) || name.length === 3) break;
    name.unshift(word);
  }
  if (name.length === 0) return undefined;
  if (name.length < clause.length && !SITTING.test(name.at(-1) ?? '')) return undefined;
  return { name, named: name.some((word) => SITTING.test(word) || WHICH.test(word)) };
}

/**
 * Days with their times that a class's name comes before ("kids batch Mon/Wed/Fri 5-6pm",
 * "adults Tue/Thu 7-8:30pm"): the class's days, not the business's opening hours.
 */
function classHours(text: string): { match: RegExpExecArray; name: string[] }[] {
  return Array.from(text.matchAll(SEGMENT)).flatMap((match) => {
    const before = text.slice(0, match.index);
    if (hoursSaid(before)) return [];
    const name = nameBefore(before);
    const which = name?.name.filter((word) => !A_DAY_WORD.test(word)) ?? [];
    const isClass = which.some((word) => SITTING.test(word) || WHICH.test(word));
    return name && isClass ? [{ match: match as RegExpExecArray, name: name.name }] : [];
  });
}

/** A class's days and times as the page shows them ("Mon/Wed/Fri, 5pm – 6pm"). */
function segmentAsShown(segment: string): string {
  const ranges = Array.from(segment.matchAll(TIME_RANGES_IN), ([range]) => range);
  const days = ranges
    .reduce((rest, range) => rest.replace(range, ' '), segment)
    .replace(/\b(?:from|on)\b/gi, ' ')
    .replace(/^[\s,:&/]+|[\s,:&/]+$/g, '')
    .replace(/\s+/g, ' ');
  return `${days}, ${ranges.map(rangeAsShown).join(', ')}`;
}

/** A time a clock tells, alone: with am or pm, or minutes ("6am", "7:30", "6 pm"). */
const START =
  '(?:[01]?\\d|2[0-3])(?:(?:[:.][0-5]\\d)?\\s?(?:am|pm)|[:.][0-5]\\d)(?![\\w:]|\\s*(?:-|–|—|to|till|until)\\s*\\d)';
/** Classes named, then the times they start ("batches at 7am and 6pm"). */
const STARTS = new RegExp(
  `\\b(batch(?:es)?|class(?:es)?|sessions?|slots?)\\s*(?:at|from|are|is|:|-|–)?\\s*(${START}(?:\\s*(?:,|&|and|\\/)\\s*${START})*)`,
  'gi',
);

/**
 * Whom a class is for, said after its times ("4-5pm for kids"), with the word for a class the
 * sentence uses ("Kids batch").
 */
function nameAfter(after: string, before: string): string[] | undefined {
  const who = /^\s*(?:for|[-–(])\s*(?:the\s+)?([a-z']+)/i.exec(after)?.[1] ?? '';
  if (!who || !WHICH.test(who) || A_DAY_WORD.test(who)) return undefined;
  const sentence = (before.split(/[.!?\n]/).pop() ?? '').split(/\s+/);
  const noun = sentence.filter((word) => SITTING.test(word)).at(-1);
  return noun ? [who, noun] : [who];
}

/** The part of the day a range shown as "6:30pm – 7:30pm" starts in. */
function partOfDay(range: string): string {
  // Its first time, after any days ("Tue Thu, 5pm – 7pm" is an evening's).
  const [, digits = '0', half = ''] = /(\d{1,2})(?:[:.]\d\d)?\s*(am|pm)?/i.exec(range) ?? [];
  const hour =
    (Number(digits) % 12) +
    (half.toLowerCase() === 'pm' || (Number(digits) >= 12 && !half) ? 12 : 0);
  return hour < 12 ? 'Morning' : hour < 16 ? 'Afternoon' : 'Evening';
}

/** A time of day as a clock says it: with am or pm, or minutes ("7pm", "19:30", "noon"). */
const CLOCK_TIME =
  '(?:noon|midnight|(?:[01]?\\d|2[0-3])(?:(?:[:.][0-5]\\d)?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)|[:.][0-5]\\d))';
/** When something happens: a time, or a range of them ("7pm", "6-8pm", "4pm to 6pm"). */
const WHEN = `(?:${TIME}${UNTIL})?${CLOCK_TIME}`;
/** Something named, then when it happens ("tambola at 7pm", "dog show from 1-2pm"). */
const THING_AT = new RegExp(
  `(?<![\\w'-])([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,3})\\s+(?:at|@|from)\\s+(${WHEN})(?![\\w:])`,
  'gi',
);
/** When, then what happens then ("7pm: prize giving", "11am - cake competition"). */
const AT_THING = new RegExp(
  `(?<![\\w:.-])(${WHEN})\\s*(?::|-|–|—)\\s*([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,3})(?=\\s*(?:[,.;!\\n)]|$))`,
  'gi',
);
/** Words before a thing's name that are not part of it ("and the tambola", "then a dog show"). */
const NOT_THE_THING =
  /^(?:and|&|or|plus|then|also|a|an|the|our|my|with|followed|by|there|is|will|be|we|have|has|on|in|of|for|to|entry|starts?|begins?)$/i;
/**
 * What a thing at a time never is: how the day opens, runs or ends, a way to reach someone, a
 * shop's hours, a class (a timetable of its own).
 */
const NOT_A_HAPPENING =
  /\b(?:till|until|timings?|hours?|daily|every|everyday|call|whatsapp|ring|contact|reach|meet|message|us|me|you|delivery|deliver|pickup|pick-up|order|orders|batch(?:es)?|class(?:es)?|sessions?|slots?|shifts?|appointments?|consultation|visits?|today|tomorrow|tonight|morning|evening|afternoon|night|mon\w*|tue\w*|wed\w*|thu\w*|fri\w*|sat\w*|sun\w*|weekdays?|weekends?|jan\w*|feb\w*|mar|march|apr\w*|may|june?|july?|aug\w*|sept?\w*|oct\w*|nov\w*|dec\w*|am|pm|from)\b/i;
/** How the day opens or ends, said alone ("open at 4pm", "ends at 10"): no thing on. */
const OPENS_OR_ENDS =
  /^(?:open|opens|opening|closes?|closed|closing|ends?|ending|starts?|begins?)$/i;
/** Words after a thing's name that say it happens ("show starts", "draw will be"). */
const HAPPENS = /^(?:starts?|begins?|will|be|is|are|happens?|takes?|place|held|onwards)$/i;

/** A thing's name as the page shows it: its own words, the first capitalised; none when it names none. */
function thingOf(words: string): string | undefined {
  const kept = words.trim().split(/\s+/);
  while (kept.length > 0 && NOT_THE_THING.test(kept[0] ?? '')) kept.shift();
  while (kept.length > 1 && HAPPENS.test(kept.at(-1) ?? '')) kept.pop();
  const name = kept.join(' ');
  if (name.length < 3 || OPENS_OR_ENDS.test(name) || NOT_A_HAPPENING.test(name)) return undefined;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A time or a range as the page shows it ("7pm", "6pm – 8pm"). */
const whenAsShown = (when: string): string =>
  new RegExp(UNTIL, 'i').test(when) && /\d.*\D\d/.test(when)
    ? rangeAsShown(when)
    : when.replace(/\s+(?=[ap]\.?m)/i, '').toLowerCase();

/**
 * What an event has on at a time, as the brief says it ("tambola at 7pm", "7pm: prize giving")
 * → "Tambola: 7pm", in the brief's order. How it opens and closes, ways to reach someone and
 * classes are not things on.
 */
export function happeningsIn(text: string): string[] {
  const found = [
    ...Array.from(text.matchAll(THING_AT), (match) => ({
      at: match.index ?? 0,
      thing: thingOf(match[1] ?? ''),
      when: match[2] ?? '',
    })),
    ...Array.from(text.matchAll(AT_THING), (match) => ({
      at: match.index ?? 0,
      thing: thingOf(match[2] ?? ''),
      when: match[1] ?? '',
    })),
  ];
  return found
    .filter((each) => each.thing !== undefined)
    .sort((a, b) => a.at - b.at)
    .map(({ thing, when }) => `${thing}: ${whenAsShown(when)}`);
}

/** "7pm", "19:30", "7:30 am", "6.30pm" as hours and minutes. */
export function parseTime(text: string): { hour: number; minute: number } | undefined {
  const match = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/i.exec(text);
  if (!match) return undefined;
  let hour = Number(match[1]);
  const half = match[3]?.toLowerCase().replace(/\./g, '');
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  return { hour, minute: Number(match[2] ?? 0) };
}

/** Minutes from midnight of a time as the page shows it ("5pm", "6:30am"). */
function minutesOf(time: string): number | undefined {
  const parsed = parseTime(time);
  return parsed && parsed.hour * 60 + parsed.minute;
}

/** The longest a class runs: a longer stretch of the day is when a place is open. */
const LONGEST_CLASS = 3 * 60;

/**
 * A class business's timings as its classes ("timings 4-6pm and 6-8pm" → "Evening batch: 4pm –
 * 6pm", "Evening batch: 6pm – 8pm"), each called by the business's word for a class; none when a
 * stretch is longer than a class, which is when the place is open.
 */
export function classesFromHours(hours: readonly string[], word: string): string[] {
  const classes = hours.flatMap((written) => sessionsIn(`${word} ${written}`));
  const short = classes.every((session) => {
    const [from = '', to = ''] = (session.split(': ')[1] ?? '').split(' – ');
    const start = minutesOf(from.split(', ').at(-1) ?? '');
    const end = minutesOf(to);
    return start !== undefined && end !== undefined && end > start && end - start <= LONGEST_CLASS;
  });
  return classes.length > 0 && short ? classes : [];
}
