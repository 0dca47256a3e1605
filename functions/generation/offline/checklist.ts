import type { SectionKind, Widget } from '../page/site-kinds';
import type { ChecklistItem, ChecklistKind } from '../page/site-plan';
import { CATALOGUE, FORM_KINDS, WIDGET_WORDS } from '../catalogue/kinds';
import { phrasePattern } from '../catalogue/phrases';

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  a: 1,
  an: 1,
  single: 1,
  couple: 2,
  few: 3,
};

interface Found {
  kind: ChecklistKind;
  asked: string;
  index: number;
  count?: number;
}

/** Units of a length or a size: "a 15 day course", "5 km run" count no items. */
const LENGTHS = '(?:days?|weeks?|months?|years?|hours?|hrs?|mins?|minutes?|km|kg)\\b';

/** Where a phrase first appears, with a count said just before it ("three blog posts"). */
function find(
  text: string,
  phrase: string,
): { index: number; asked: string; count?: number } | undefined {
  // "a collection drive", "a gallery day": the word names an event, not a section to show;
  // "filter coffee" is coffee.
  const pattern = new RegExp(
    `(?:\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})(?![\\s-]+${LENGTHS})\\s+(?:[a-z'-]+\\s+){0,2})?\\b(${phrasePattern(phrase)}s?)\\b(?!\\s+(?:(?:drive|camp|day)s?|coffee|kaapi|kapi)\\b)`,
    'i',
  );
  const match = pattern.exec(text);
  if (!match || match.index === undefined) return undefined;
  const countWord = match[1]?.toLowerCase();
  const count = countWord
    ? /^\d+$/.test(countWord)
      ? Number(countWord)
      : NUMBER_WORDS[countWord]
    : undefined;
  const asked = match[0].trim();
  // "a menu", "an FAQ": an article is no count.
  const counted = count !== undefined && count > 1 && count <= 24 ? count : undefined;
  return {
    index: match.index,
    asked: counted ? asked : (match[2] ?? asked),
    ...(counted ? { count: counted } : {}),
  };
}

/** The earliest of a kind's words found in the text; one the prompt counts comes first. */
function firstOf(text: string, words: readonly string[]) {
  let best: ReturnType<typeof find>;
  const better = (found: NonNullable<ReturnType<typeof find>>): boolean => {
    if (!best) return true;
    if ((found.count !== undefined) !== (best.count !== undefined))
      return found.count !== undefined;
    if (found.index !== best.index) return found.index < best.index;
    return found.asked.length > best.asked.length;
  };
  for (const word of words) {
    const found = find(text, word);
    if (found && better(found)) best = found;
  }
  return best;
}

/** Things a business registers for its clients, just before "registration". */
const REGISTERED =
  /\b(?:gst|company|companies|firm|trade ?mark|msme|udyam|fssai|llp|pan|tan|vehicle|car|bike|property|land|marriage|birth|society|trust|ngo|business|shop|iec|rera|patent|copyright|partnership)\s+$/i;

/** Kinds whose items carry their own prices: prices asked with one of them are its fields. */
const PRICED_KINDS: readonly ChecklistKind[] = [
  'products',
  'menu',
  'listings',
  'tickets',
  'services',
];

/** Forms that ask a business for something, or sign up for it: the brief asks for one of them. */
const REQUEST_KINDS: readonly ChecklistKind[] = [
  'booking',
  'appointment',
  'enquiry',
  'rsvp',
  'tickets',
  'waitlist',
];

/** What is booked as a place or a seat for a while, not as a service done for the visitor. */
const PLACES_BOOKED =
  'tables?|rooms?|stays?|nights?|tours?|trips?|cabs?|taxis?|rides?|seats?|slots?|tents?|cottages?|villas?|suites?|dorms?|beds?|boats?|cruises?|safaris?|treks?|courts?|turfs?|halls?|venues?|desks?|cabins?';
/** Words that end what is booked ("book a stay with us", "book a session online"). */
const ENDS_WHAT = '(?:and|or|with|for|on|at|in|online|now|today|via|by|to|from|here|copy|book)\\b';

/**
 * "book a …", "schedule an …", "reserve your …", what is booked in up to three words: its last
 * one of `last` when given.
 */
function bookingOf(last?: string): RegExp {
  const word = `(?!${ENDS_WHAT})[a-z][a-z-]*`;
  const what = last ? `(?:${word}\\s+){0,2}?(?:${last})\\b` : `${word}(?:\\s+${word}){0,2}`;
  // A software product's "book a demo", "book a free trial" are its own forms; a trial lesson
  // is booked like any other.
  const trial = `(?!(?:[a-z-]+\\s+){0,2}(?:trial|demo)s?\\b(?!\\s+(?!${ENDS_WHAT})[a-z]))`;
  return new RegExp(
    `\\b((?:book|schedule|reserve)\\s+(?:a|an|your|my|the)\\s+${trial}${what})`,
    'i',
  );
}

/**
 * Asks that a catalogue word alone cannot tell, in the words of the pattern's first group:
 * "prices for a haircut and a shave" is a price list, where "a product grid with prices" only
 * asks the products for theirs; "upcoming drives" are dates to come, whatever the brief calls
 * them.
 */
const PHRASED_ASKS: readonly {
  pattern: RegExp;
  kind: ChecklistKind;
  unless?: readonly ChecklistKind[];
}[] = [
  {
    pattern: /\b(prices?)\s+(?:for|of)\s+(?!each\b|every\b|all\b)[a-z]/i,
    kind: 'pricing',
    unless: PRICED_KINDS,
  },
  // "…, prices, reviews", "a page with prices": prices asked for on their own, not those of the
  // goods beside them.
  {
    pattern: /(?:^|[,;:.]\s*|\b(?:and|with)\s+)((?:our\s+)?prices)(?=\s*(?:[,;:.]|\band\b|$))/i,
    kind: 'pricing',
    unless: PRICED_KINDS,
  },
  { pattern: /\b(upcoming\s+(?!events?\b)[a-z][a-z-]+)/i, kind: 'schedule' },
  // "open 9 to 9 all days", "open evenings 5pm-11pm": when it is open, asked as hours.
  {
    pattern:
      /\b(open\s+(?:(?:daily|every day|all days|evenings?|mornings?|nights?|from|on|[a-z]{3,9}days?|mon|tue|wed|thu|fri|sat|sun|to|-|–)\s*,?\s*){0,4}\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)?\s*(?:-|–|to|till|until)\s*\d{1,2}(?:[:.]\d\d)?(?:\s?(?:am|pm))?)/i,
    kind: 'hours',
  },
  // "book a stay", "reserve a cottage": a place or a seat for a time is booked.
  { pattern: bookingOf(PLACES_BOOKED), kind: 'booking', unless: REQUEST_KINDS },
  // "book an eye test", "book a trial lesson": anything else booked is a service, by appointment.
  { pattern: bookingOf(), kind: 'appointment', unless: REQUEST_KINDS },
];

/** Words for who plays or comes: a team's size, an audience, who gets in free. */
const WHO_COMES =
  /\bteams?\s+of\s+\d|\bfor\s+(?!our\b|my\b|the\b)(?:[a-z-]+\s+)?(?:founders|members|doctors|teachers|coaches|trainers|instructors)\b|\bmembers\s+(?:free|only|get)\b/gi;
const whoComes = (text: string, at: number): boolean =>
  Array.from(text.matchAll(WHO_COMES)).some(
    (match) => at >= match.index && at < match.index + match[0].length,
  );

/**
 * The checklist of a prompt: every catalogue kind and widget its words ask for, each with the
 * prompt's own words and any count it gives, in the order the prompt asks. `text` is the prompt
 * without the site's name (so "Northwind Partners" asks for no partners section).
 */
export function checklistFromPrompt(text: string): ChecklistItem[] {
  const found: Found[] = [];
  for (const kind of Object.keys(CATALOGUE) as SectionKind[]) {
    if (kind === 'hero') continue;
    const hit = firstOf(text, CATALOGUE[kind].words);
    // "16 teams" in a tournament are who plays, a figure: the team section is the brief's own.
    if (kind === 'team' && hit?.count !== undefined && /teams$/i.test(hit.asked)) continue;
    // "teams of 4", "for startup founders", "members free": who comes, not a team to show.
    if (kind === 'team' && hit && whoComes(text, hit.index)) continue;
    // "servicing of all brands", "all major brands": what it works on or stocks, not logos.
    if (kind === 'logos' && hit && /^brands$/i.test(hit.asked)) {
      const at = text.toLowerCase().indexOf('brands', hit.index);
      if (
        /\b(?:all|every|any|major|top|leading|popular|other|multi)\s+(?:[a-z]+\s+)?$/i.test(
          text.slice(0, at),
        )
      )
        continue;
    }
    // "GST registration", "company registration": a service a practice does, not a sign-up form.
    if (kind === 'rsvp' && hit && /^registrations?$/i.test(hit.asked)) {
      const at = text.toLowerCase().indexOf('registration', hit.index);
      if (REGISTERED.test(text.slice(0, at))) continue;
    }
    if (hit) found.push({ kind, ...hit });
  }
  for (const [widget, words] of Object.entries(WIDGET_WORDS) as [Widget, string[]][]) {
    const hit = firstOf(text, words);
    if (hit) found.push({ kind: widget, ...hit });
  }
  for (const { pattern, kind, unless = [] } of PHRASED_ASKS) {
    const match = pattern.exec(text);
    if (!match || found.some((item) => item.kind === kind || unless.includes(item.kind))) continue;
    found.push({ kind, asked: match[1] ?? match[0], index: match.index });
  }
  // "a volunteer signup form", "a newsletter signup form": one form, named by its first words,
  // not a second, general one for the words that run on from them.
  const isForm = (item: Found) => FORM_KINDS.includes(item.kind as SectionKind);
  // Where the asked words start (a count before them, "a", is not theirs).
  const startOf = (item: Found) =>
    Math.max(item.index, text.toLowerCase().indexOf(item.asked.toLowerCase(), item.index));
  const runsOn = (item: Found) =>
    found.some((other) => {
      if (other === item || !isForm(other) || startOf(other) >= startOf(item)) return false;
      const end = startOf(other) + other.asked.length;
      const start = startOf(item);
      return end >= start || (end === start - 1 && /\s/.test(text[end] ?? ''));
    });
  // "mass timings" asks for a place of worship's services, not its "timings": a word inside
  // another kind's longer phrase is that phrase's.
  const inside = (item: Found) =>
    found.some(
      (other) =>
        other.kind !== item.kind &&
        other.asked.length > item.asked.length &&
        startOf(other) <= startOf(item) &&
        startOf(item) + item.asked.length <= startOf(other) + other.asked.length,
    );
  const separate = found.filter((item) => !(isForm(item) && runsOn(item)) && !inside(item));
  // "an RSVP form" asks for the RSVP, not a second, contact form as well.
  const forms = separate.filter(isForm);
  const contact = separate.find((item) => item.kind === 'contact');
  const kept =
    contact && /^forms?$/i.test(contact.asked) && forms.some((item) => item.kind !== 'contact')
      ? separate.filter((item) => item !== contact)
      : separate;
  return kept
    .sort((a, b) => a.index - b.index)
    .map(({ kind, asked, count }) => ({
      asked: asked.slice(0, 120),
      kind,
      ...(count ? { count } : {}),
      ...(kind in CATALOGUE && CATALOGUE[kind as SectionKind].approximatedBy
        ? { approximation: CATALOGUE[kind as SectionKind].approximatedBy }
        : {}),
    }));
}
