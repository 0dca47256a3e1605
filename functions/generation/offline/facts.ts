import { homesIn } from './property';
import { siteFactsSchema, type SiteFacts } from '../page/site-plan';
import { dayItemsIn, happeningsIn, isDayName, openingHoursIn, sessionsIn } from './week';
import { COLOUR_HUES } from './palette';
import { buttonsFromPrompt, nameFromPrompt } from '../../../shared/site-name';
import { amountAsWritten, escapeForPattern } from '../catalogue/phrases';
import { toCents } from './html';
import { CATALOGUE } from '../catalogue/kinds';
import { namesAnEvening, ownersBusiness, WHOM_WORDS } from './subject';
import { INDIAN_PLACES, KNOWN_PLACES } from '../../../shared/places';
import {
  UNIT_AFTER,
  deliveryTermsIn,
  listPricesIn,
  pricedOffersIn,
  termsIn,
  withUnitAsSlash,
  withoutPrices,
} from './priced-offers';

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?';
const DAY = '\\d{1,2}(?:st|nd|rd|th)?';
/** Between the two days of a range: "8-9 Feb", "8 to 9 Feb". */
const DAY_TO = '\\s?(?:-|–|to)\\s?';
const DATE_PATTERNS = [
  // A range first, so "8-9 Feb" is kept whole rather than as "9 Feb".
  `${DAY}\\s+${MONTH}${DAY_TO}${DAY}\\s+${MONTH}(?:,?\\s+\\d{4})?`,
  `${DAY}${DAY_TO}${DAY}\\s+${MONTH}(?:,?\\s+\\d{4})?`,
  `${MONTH}\\s+${DAY}${DAY_TO}${DAY}(?:,?\\s+\\d{4})?`,
  `(?:${WEEKDAY},?\\s+)?${DAY}\\s+(?:of\\s+)?${MONTH}(?:,?\\s+\\d{4})?`,
  `(?:${WEEKDAY},?\\s+)?${MONTH}\\s+${DAY}(?:,?\\s+\\d{4})?`,
  '\\d{4}-\\d{2}-\\d{2}',
  '\\d{1,2}/\\d{1,2}/\\d{2,4}',
];
const DATES = new RegExp(`\\b(?:${DATE_PATTERNS.join('|')})\\b`, 'gi');
const TIMES =
  /\b(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s?(?:am|pm|a\.m\.|p\.m\.)|\b(?:[01]?\d|2[0-3]):[0-5]\d\b/gi;
const EMAILS = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const PHONES = /(?:\+\d{1,3}[\s-]?)?\(?\d{2,5}\)?(?:[\s-]?\d){6,10}\b/g;
/**
 * A shorter number (Spain's nine digits) is a phone when the brief says so, in any of the
 * languages template pages are written in: the number is the first group.
 */
const NAMED_PHONES =
  /(?:\bphone|\bcall|\btel[eé]fono|\bll[aá]m(?:a|anos)(?: al)?|\bt[eé]l[eé]phone|\bappelez(?:-nous)?(?: le| au)?|\btel\.?|फ़ोन|फोन|தொலைபேசி|ফোন)[\s:]+((?:\+\d{1,3}[\s-]?)?\d(?:[\s-]?\d){8,11})/giu;
const PRICE = new RegExp(
  `(?:₹|\\brs\\.?|\\binr|\\$|\\busd|€|\\beur|£|\\bgbp|¥|\\bjpy)\\s?\\d[\\d,]*(?:\\.\\d{1,2})?(?:\\s?(?:k|lakhs?|crores?)\\b)?(?:${UNIT_AFTER})?|\\d+(?:,\\d{2,3})*(?:\\.\\d{1,2})?\\s?(?:rupees|rs\\b|inr\\b|dollars|usd\\b|euros?|eur\\b|pounds|gbp\\b)(?:${UNIT_AFTER})?`,
  'gi',
);
/**
 * An amount written without a currency after what it is the charge for ("tickets 599", "entry:
 * 300", "₹" unsaid): the amount, in the page's currency. Not a count ("tickets for 200 people"),
 * a time, a distance or a year.
 */
const CHARGED_AMOUNT = new RegExp(
  `\\b(?:tickets?|entry|entrance|cover(?: charge)?|fees?|priced at|price|costs?|passes?)\\s*(?::|-|–|at|of|is)?\\s*(\\d{1,3}(?:,\\d{3})+|\\d{2,6})(?!\\d|[,.:]\\d|\\s?(?:%|am\\b|pm\\b|km\\b|k\\b|min|hrs?\\b|hours?|days?|years?|people|persons|guests|seats|attendees|participants|runners|pax|members|teams?|players|spots|places|tickets|passes|rupees|rs\\b|inr\\b|dollars|usd\\b|euros?|pounds|gbp\\b))(${UNIT_AFTER})?`,
  'gi',
);
const HANDLE_URLS =
  /\b(?:https?:\/\/)?(?:www\.)?(?:instagram|facebook|twitter|x|linkedin|github|youtube|youtu|behance|dribbble|tiktok|wa)\.(?:com|be|me)\/[\w./@-]+/gi;
const HANDLES = /(?:^|[\s(])(@[a-z0-9_](?:[a-z0-9_.]{0,28}[a-z0-9_])?)\b/gi;

// Whole words: "compound" names no pounds, "European" no euros.
const CURRENCY_OF: [RegExp, string][] = [
  [/₹|\brs\b|\brs\.|\binr\b|\brupees?\b/i, 'INR'],
  [/\$|\busd\b|\bdollars?\b/i, 'USD'],
  [/€|\beur\b|\beuros?\b/i, 'EUR'],
  [/£|\bgbp\b|\bpounds?\b(?! of)/i, 'GBP'],
  [/¥|\bjpy\b|\byen\b/i, 'JPY'],
];

/** Words that set the look, as the prompt may say them. */
const LOOK_WORDS = [
  'dark',
  'light',
  'minimal',
  'minimalist',
  'playful',
  'colourful',
  'colorful',
  'calm',
  'pastel',
  'luxury',
  'luxurious',
  'elegant',
  'bold',
  'vibrant',
  'neon',
  'retro',
  'vintage',
  'earthy',
  'warm',
  'cosy',
  'cozy',
  'modern',
  'clean',
  'rustic',
  'corporate',
  'professional',
  'fun',
  'cute',
  'moody',
  'monochrome',
];

/** "dark chocolate" is food, not a theme: phrases whose colour word says nothing of the look. */
const NOT_A_LOOK =
  /\bdark[- ](?:chocolate|roast|rum|beer|matter|academia|horse|souls?)\b|\blight[- ](?:roast|meals?|bites?|snacks?|beer|house|weight|ing)\b|\blightroom\b|\b(?:dark|light|night)[- ]mode[- ](?:toggle|switch|button)|\b(?:toggle|switch)(?: for| between)? (?:dark|light|night)[- ]mode|dark\/light|light\/dark|(?:light|dark) (?:and|or|&) (?:dark|light)(?:[- ]mode)?/gi;

function unique(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim().replace(/[.,;:!?)]+$/, '');
    const key = value.toLowerCase();
    if (value && !seen.has(key)) {
      seen.add(key);
      out.push(value);
    }
  }
  return out;
}

const all = (text: string, pattern: RegExp): string[] =>
  [...text.matchAll(pattern)].map((match) => match[1] ?? match[0]);

/** Words whose capital letter does not make a name. */
const NOT_NAMES = new Set(
  [
    'I A An The And Or My Our We Me Dr Mr Mrs Ms Chef Please Make Create Build Website Site Page Landing Home About Contact Menu Gallery Blog Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December India',
    // Cuisines and languages: "with Indian recipes", "with Tamil songs".
    'Indian Italian Japanese Thai Chinese Mexican French Punjabi Korean Himalayan Keralan Bengali Goan English European Asian Continental Hindi Tamil Telugu Marathi Kannada Malayalam Gujarati Urdu Sanskrit Spanish German',
  ]
    .join(' ')
    .split(' '),
);
const NAME_WORD = "[A-Z][a-zà-ÿ'’-]+";
const FULL_NAME = `${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}`;
/** The titles a name may be written with ("Dr.", "Adv", "Smt."). */
const TITLE = '(?:Dr|Adv|Prof|Mrs?|Ms|Chef|Sri|Smt|Pandit|Pt|Acharya|Ustad|CA)\\.?\\s+';
/** Titles said with a surname alone ("Dr. Rao", "Mrs Sharma"). */
const SURNAME_TITLE = /^(?:Dr|Adv|Prof|Mrs?|Ms|CA|Pandit|Pt|Acharya|Ustad)\.?\s/;
/** A name with a title that says a person wherever it stands ("Dr Mehta", "Prof. Anil Rao"). */
const TITLED_PERSON = new RegExp(`\\b(?:Dr|Prof|Adv)\\.?\\s+${FULL_NAME}`, 'g');
/** A name without its title: "Adv. Suresh Menon" is Suresh Menon. */
const withoutTitle = (name: string) => name.replace(new RegExp(`^${TITLE}`), '');
/** A name with the title it may be written with ("Adv. Suresh Menon"); the title is dropped. */
const TITLED_NAME = `(?:${TITLE})?${FULL_NAME}`;
/** Words after which a person's name follows ("by Meera Nair", "Chef Arjun", "our teachers …"). */
const CUE_WORDS = [
  'by',
  'chef',
  'dr\\.?',
  'mrs?\\.?',
  'ms\\.?',
  'prof\\.?',
  'doctors?',
  'dentists?',
  // A doctor of a kind ("gynaecologist Dr Sunita Shah", "psychologist Anita Desai").
  'psychologists?',
  'psychiatrists?',
  'dermatologists?',
  'gyn(?:a)?ecologists?',
  'cardiologists?',
  'ophthalmologists?',
  'audiologists?',
  'optometrists?',
  'physiotherapists?',
  'p(?:a)?ediatricians?',
  'physicians?',
  'surgeons?',
  'opticians?',
  'homeopaths?',
  'coach(?:es)?',
  'co-?founders?',
  'founders?',
  'owners?',
  'photographers?',
  'videographers?',
  'artists?',
  'designers?',
  'developers?',
  'engineers?',
  'programmers?',
  'writers?',
  'authors?',
  'illustrators?',
  'architects?',
  'consultants?',
  'lawyers?',
  'advocates?',
  'accountants?',
  // A chartered accountant's title ("CA Neha Jain").
  'CA',
  'nutritionists?',
  'astrologers?',
  'numerologists?',
  'tarot readers?',
  'palm readers?',
  'dietitians?',
  'counsell?ors?',
  'freelancers?',
  'editors?',
  'painters?',
  'singers?',
  'dancers?',
  'host(?:ed)? by',
  'run by',
  'founded by',
  'led by',
  'my name is',
  'i am',
  "i'm",
  'speakers?',
  'judges?',
  'with',
  'featuring',
  'couple',
  'bride',
  'groom',
  'meet',
  'teachers?',
  'instructors?',
  'trainers?',
  'tutors?',
  'mentors?',
  'stylists?',
  'therapists?',
  'partners?',
  'principal',
  'director',
  'manager',
  'team(?: members)?',
  'staff',
  'musicians?',
  'performers?',
  'hosts?',
];
/**
 * The cues, any case at their start ("Chef Arjun", "Meet Priya"), with the name after a space, a
 * colon or a comma ("a wedding photographer, Arjun Rao"); the names, capitalised.
 */
const PERSON_CUES = new RegExp(
  `(?:\\b(?:${CUE_WORDS.map((cue) => `[${cue[0]?.toUpperCase()}${cue[0]}]${cue.slice(1)}`).join('|')})(?:\\s*[:,]\\s*|\\s+))(${TITLED_NAME}(?:(?:,\\s*|\\s+(?:and|&)\\s+)${TITLED_NAME})*)`,
  'g',
);
/** "Riya and Sam", "Riya & Sam's wedding": a couple. */
const COUPLE = new RegExp(
  `\\b(${NAME_WORD})\\s+(?:and|&)\\s+(${NAME_WORD})\\b(?=[^.!?]*\\b(?:wedding|married|marriage|engaged|engagement|shaadi)\\b)`,
  'g',
);

/** The couple as written, for a wedding site's name. */
const COUPLE_NAME = new RegExp(
  `\\b${NAME_WORD}\\s+(?:and|&)\\s+${NAME_WORD}\\b(?=[^.!?]*\\b(?:wedding|married|marriage|engaged|engagement|shaadi)\\b)`,
);

function peopleIn(prompt: string, name: string | undefined, places: readonly string[]): string[] {
  const found: string[] = [];
  for (const match of prompt.matchAll(COUPLE)) found.push(match[1] ?? '', match[2] ?? '');
  for (const match of prompt.matchAll(PERSON_CUES)) {
    for (const part of (match[1] ?? '').split(/,\s*|\s+(?:and|&)\s+/)) found.push(part);
  }
  // "Dr Mehta, dentist": a doctor's or a professor's title says a person wherever it stands.
  for (const match of prompt.matchAll(TITLED_PERSON)) found.push(match[0]);
  // "Sunita's tiffin service" is Sunita's: she runs it.
  const owner = ownersBusiness(prompt)?.owner;
  if (owner) found.push(owner);
  const placeSet = new Set(places.map((place) => place.toLowerCase()));
  // "Mrs Priya Iyer" is Priya Iyer; the title is not part of the name the page repeats, unless
  // the name is only a surname with it ("Mrs Rao", not "Rao").
  const named = found.map((person) => {
    const name = person.replace(/['’]s$/, '');
    const bare = withoutTitle(name);
    // A doctor is called one on the page ("Dr Sunita Shah"), as the brief writes the title.
    if (/^Dr\.?\s/.test(name)) return name;
    return bare.includes(' ') || !SURNAME_TITLE.test(name) ? bare : name;
  });
  // "Rao" after the cue "Dr." is the "Dr. Rao" the brief names the clinic for, where it stands.
  const titled = new Map(
    named
      .filter((person) => person !== withoutTitle(person))
      .reverse()
      .map((person) => [withoutTitle(person), person]),
  );
  return unique(named.map((person) => titled.get(person) ?? person)).filter((person) => {
    // "Dr Rao": the title a surname is said with is no word of the name.
    const words = person.replace(SURNAME_TITLE, '').split(/\s+/);
    if (words.some((word) => NOT_NAMES.has(word)) || BUSINESS_NAME.test(person)) return false;
    if (placeSet.has(person.toLowerCase())) return false;
    // The business's own name is not a person unless it is a person's name.
    if (name && person === name && words.length > 3) return false;
    return true;
  });
}

/** Words that make a name a business's, not a person's. */
const BUSINESS_NAME =
  /\b(?:co|inc|ltd|llc|studio|studios|cafe|café|bakery|kitchen|bar|shop|store|labs?|house|partners|associates|group|clinic|academy|school|gym|yoga|fitness|foundation|trust|collective|club|company|agency|media|works|digital|tech|events?|festival|conference|summit|hackathon|ventures|designs?|creations?)\b|&/i;
const PERSONAL_SITE =
  /\b(?:portfolio|resume|résumé|cv|personal|myself|about me|wedding|freelancer?|photographer|designer|developer|illustrator|artist|writer|coach|consultant|tutor|musician|architect|astrologer|numerologist)\b/i;

/** Whether the site's name is a person's (or a couple's): capitalised words, no business word. */
function isPersonName(name: string, prompt: string): boolean {
  // "Dr. Meera Joshi", "Prof Anil Rao": a title says a person, whatever the site is for.
  if (new RegExp(`^${TITLE}${FULL_NAME}$`).test(name)) {
    return true;
  }
  const couple =
    /^[A-Z][a-z]+\s+(?:and|&)\s+[A-Z][a-z]+$/.test(name) && /wedding|marri/i.test(prompt);
  if (couple) return true;
  if (BUSINESS_NAME.test(name)) return false;
  return (
    /^[A-Z][a-zà-ÿ'’-]+(?:\s+[A-Z][a-zà-ÿ'’-]+){0,2}$/.test(name) && PERSONAL_SITE.test(prompt)
  );
}

/** A place's first word: a capitalised word, or an initialism before one ("IIT Delhi", "MG Road"). */
const PLACE_START = `(?:The\\s+|[A-Z]{2,4}\\s+(?=${NAME_WORD}))?${NAME_WORD}`;

/** The words that say a place is a venue: "Blue Frog bar", "Canvas Laugh Club", "Cafe Zoe". */
const VENUE_WORD =
  '(?:[Cc]lub|[Bb]ar|[Cc]af[eé]|[Hh]all|[Ll]ounge|[Tt]heat(?:re|er)|[Aa]uditorium|[Cc]ent(?:re|er)|[Pp]ub|[Bb]rewery|[Tt]aproom|[Aa]rena|[Ss]tadium|[Aa]mphitheat(?:re|er))';

/**
 * A venue rather than a town, by how placesIn writes it: named with "The" or an initialism, with
 * its area after a comma, or by what it is ("The Loft", "IIT Delhi", "Lotus Books, Kemps Corner",
 * "Canvas Laugh Club"). An area with its city after the comma is a town's ("Kothrud, Pune").
 */
export const isVenue = (place: string): boolean =>
  /^The |^[A-Z]{2,4} /.test(place) ||
  new RegExp(`\\b${VENUE_WORD}\\b`).test(place) ||
  (/,/.test(place) && !KNOWN_PLACES.includes(place.split(/,\s*/).at(-1) ?? ''));
const NAMED_PLACE = new RegExp(
  `\\b(in|at|near|based in|located in|from)\\s+(${PLACE_START}(?:\\s+${NAME_WORD})?(?:\\s+${VENUE_WORD}(?![\\w'’]))?)` +
    `(?:,\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)(?![\\w'’]))?`,
  'g',
);

function placesIn(prompt: string): string[] {
  const lower = prompt.toLowerCase();
  // In the brief's order, each where it first stands ("Goa, and Mumbai" is Goa first).
  const at = (place: string) => lower.search(new RegExp(`\\b${place.toLowerCase()}\\b`));
  const known = KNOWN_PLACES.filter((place) => at(place) >= 0).sort((a, b) => at(a) - at(b));
  // "in Koramangala", "based in Fort Kochi", "at IIT Delhi", "at The Loft": a capitalised place
  // after a place word; the area after a venue's comma stays with it ("at The Loft, Bandra").
  const named = Array.from(prompt.matchAll(NAMED_PLACE), (match) => {
    const [, word = '', written = '', area] = match;
    const venue = word === 'at';
    // Only a venue is named by what it is in lower case ("at Blue Frog bar", not "in Pune bar").
    const place = venue ? written : written.replace(/\s+[a-zé]+$/, '');
    const withArea = venue && area !== undefined && !NOT_NAMES.has(area.split(' ')[0] ?? '');
    // "in Kothrud, Pune": an area of a city, written with its city.
    const inCity = !venue && !!area && KNOWN_PLACES.includes(area) && !KNOWN_PLACES.includes(place);
    return {
      whole: withArea || inCity ? `${place}, ${area}` : place,
      venue,
      from: word === 'from',
    };
  }).filter(({ whole }) => {
    const first = whole.replace(/^The /, '').split(' ')[0] ?? '';
    return !NOT_NAMES.has(first) && !/^[A-Z][a-z]+ing$/.test(whole);
  });
  // Where the brief says it happens ("at ...") comes first: the page's own place; then an area
  // of a city as written ("in Jayanagar Bangalore"), which says more than the city alone.
  const venues = named.filter(({ venue }) => venue).map(({ whole }) => whole);
  const areas = named
    .map(({ whole }) => whole)
    .filter((place) => known.some((city) => place.endsWith(` ${city}`)));
  // A town it is said to be in comes before one its goods are named for ("Kanchipuram silk
  // sarees, shop in Chennai").
  const towns = named
    .filter(({ whole, from }) => !from && KNOWN_PLACES.includes(whole))
    .map(({ whole }) => whole);
  return unique([
    ...venues,
    ...areas,
    ...towns,
    ...known,
    ...named.map(({ whole }) => whole),
  ]).slice(0, 8);
}

/**
 * An amount without a currency that says what it is per ("300 per walk", "500 a class"): a price
 * even alone, where nothing names what it buys. At least 100, so no count ("20 per class") is one.
 */
const AMOUNT_PER_UNIT =
  /(?<![\d:.,/₹$€£-])(?<!\b(?:rs|inr|usd|eur|gbp|aed)\.?\s?)(\d{1,3}(?:,\d{3})+|\d{3,6})(?=\s?(?:\/\s?|\s(?:a|an|per|each)\s)(?:walk|lesson|class|session|visit|hour|day|night|person|head|plate|kg|piece|dozen|month|week|ride|trip|wash|load)s?\b)/gi;

/**
 * An amount without a currency after how often it is paid ("monthly 1200, quarterly 3200"): a
 * price for that period.
 */
const PAID_EVERY =
  /\b(monthly|quarterly|yearly|annual(?:ly)?|weekly|daily)\s*(?::|-|–)?\s*(\d{1,3}(?:,\d{3})+|\d{2,6})(?!\d|[,.:]\d|\s?(?:%|am\b|pm\b|km\b|k\b|min|hrs?\b|hours?|days?|years?|people|persons|members|classes|sessions|visits))/gi;
const PERIOD_OF: Readonly<Record<string, string>> = {
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  annual: 'year',
  annually: 'year',
  weekly: 'week',
  daily: 'day',
};

/** Words before an amount that make it a threshold, no price ("free delivery above ₹500"). */
const THRESHOLD_BEFORE =
  /\b(?:above|over|below|under|upto|up to|min(?:imum)?|more than|less than)\s*$/i;

/**
 * The prices a text gives, in its order: with their currency, named by what they pay for, or
 * saying what they are per.
 */
function pricesIn(text: string): string[] {
  const found = [
    ...Array.from(text.matchAll(PRICE), (match) => ({
      at: match.index,
      price: withUnitAsSlash(match[0]),
    })).filter(({ at }) => !THRESHOLD_BEFORE.test(text.slice(Math.max(0, at - 14), at))),
    ...Array.from(text.matchAll(CHARGED_AMOUNT), (match) => {
      const [whole, amount = '', per = ''] = match;
      return {
        at: match.index + whole.length - amount.length - per.length,
        price: withUnitAsSlash(`${amount}${per}`),
      };
    }).filter(({ price }) => !/^20[2-3]\d$/.test(price)),
    ...Array.from(text.matchAll(PAID_EVERY), (match) => {
      const [whole, every = '', amount = ''] = match;
      return {
        at: match.index + whole.length - amount.length,
        price: `${amount}/${PERIOD_OF[every.toLowerCase()] ?? 'month'}`,
      };
    }),
    ...Array.from(text.matchAll(AMOUNT_PER_UNIT), (match) => ({
      at: match.index,
      price: match[1] ?? '',
    })),
  ];
  // One amount read by two patterns is one price, with what it is per when one says it.
  return unique(
    found
      .sort((a, b) => a.at - b.at || b.price.length - a.price.length)
      .filter(({ at }, i, sorted) => sorted[i - 1]?.at !== at)
      .map(({ price }) => price)
      .filter((price) => /\d/.test(price)),
  );
}

/**
 * The name a brief gives, unless it is the venue's where an evening happens: "open mic at Cafe
 * Zoe" is not called Zoe.
 */
function notAVenue(name: string | undefined, prompt: string): string | undefined {
  if (!name || !namesAnEvening(prompt)) return name;
  return new RegExp(`\\bat\\s+(?:the\\s+)?(?:\\S+\\s+)?${escapeForPattern(name)}`, 'i').test(prompt)
    ? undefined
    : name;
}

/** Countries and their best-known cities, by the currency they pay in (India's is the default). */
const PLACES_PAYING: [places: string, code: string][] = [
  [
    'usa|u\\.s\\.a?\\.?|united states|america|new york|nyc|brooklyn|manhattan|queens|san francisco|los angeles|chicago|austin|seattle|boston|houston|dallas|texas|california|miami|florida|atlanta|denver|philadelphia|new jersey',
    'USD',
  ],
  [
    'uk|united kingdom|england|scotland|wales|london|manchester|edinburgh|glasgow|bristol|leeds|liverpool',
    'GBP',
  ],
  [
    'germany|deutschland|berlin|munich|münchen|hamburg|frankfurt|cologne|köln|france|paris|lyon|marseille|bordeaux|spain|españa|madrid|barcelona|valencia|sevilla|seville|italy|italia|rome|roma|milan|milano|florence|venice|naples|netherlands|amsterdam|rotterdam|ireland|dublin|portugal|lisbon|lisboa|porto|austria|vienna|wien|belgium|brussels|greece|athens|finland|helsinki',
    'EUR',
  ],
  ['japan|tokyo|kyoto|osaka', 'JPY'],
];
/** A place a business is said to be in ("in Austin, Texas", "from Berlin"), not a name's word. */
const PAYS_IN: [RegExp, string][] = PLACES_PAYING.map(([places, code]) => [
  new RegExp(
    `(?<!\\p{L})(?:in|at|near|from|based in|around|across|en|à|au|aux|de|del|desde|bei|aus|im)\\s+(?:[\\p{L}'’-]+,?\\s+){0,2}?(?:${places})\\b`,
    'iu',
  ),
  code,
]);

/** The currency the brief's prices are in, or, failing a currency, the one where it is. */
function currencyOf(prices: readonly string[], prompt: string): string {
  for (const text of [...prices, prompt]) {
    for (const [pattern, code] of CURRENCY_OF) if (pattern.test(text)) return code;
    if (prices.length === 0) break;
  }
  // A business in India pays in rupees, whoever it serves ("guests from the UK").
  const lower = prompt.toLowerCase();
  if (INDIAN_PLACES.some((place) => new RegExp(`\\b${place.toLowerCase()}\\b`).test(lower))) {
    return 'INR';
  }
  return PAYS_IN.find(([pattern]) => pattern.test(prompt))?.[1] ?? 'INR';
}

/** Things the prompt lists as on offer: "selling X, Y and Z", "a menu of X and Y". */
/** One offer's name: up to four words, none of them the "and" that joins the list. */
const OFFER_NAME = "[a-z][a-z'-]*(?:\\s+(?!(?:and|or)\\b)[a-z][a-z'-]*){0,3}";
const OFFER_LIST = new RegExp(
  `\\b(?:selling|sells|serving|serves|offering|offers|we (?:do|fix|repair|provide|make|handle|stock|teach)|services:|menu of|such as|including|specialising in|specializing in|products:|prices (?:for|of)|rates for)\\s+(${OFFER_NAME}(?:\\s*,\\s*(?:and\\s+)?${OFFER_NAME})*(?:\\s+(?:and|&)\\s+${OFFER_NAME})?)`,
  'gi',
);
/**
 * Three or more things after "for", with commas and an "and" ("pandit for griha pravesh,
 * satyanarayan katha and marriage puja"): what is done, unless they are whom it is for.
 */
const FOR_LIST = new RegExp(
  `\\bfor\\s+(?!(?:my|our|your|their|his|her|a|an|the)\\s)(${OFFER_NAME}(?:\\s*,\\s*${OFFER_NAME})+\\s*,?\\s+(?:and|&)\\s+${OFFER_NAME})`,
  'g',
);
const WHOM = new RegExp(`\\b(?:${WHOM_WORDS})\\b`);
const WHOLLY_WHOM = new RegExp(`^(?:${WHOM_WORDS})$`, 'i');
const NOT_OFFERS =
  /^(?:a|an|the|some|each|every|all|our|my|we|do|also|and|with|for|to|in|on|website|site|page|section|sections|dark|light|pricing|contact|form|gallery|menu|cart|sell|sells|selling|serve|serves|serving|offer|offers|offering)$/i;

/** Words about the page itself, never an offer's name. */
const PAGE_WORDS = new Set(
  'prices price pricing item items product products dish dishes shop store cart basket checkout reviews review testimonials map hours menu gallery photos blog posts faq contact form forms section sections page website site button buttons link links filters tabs details info information story team booking bookings newsletter about'.split(
    ' ',
  ),
);

/** Lines for something other than everyday calls. */
const SPECIAL_LINE = /emergenc|urgent|after[- ]?hours|night|ambulance|helpline/i;
/** Words around a phone's label that are not the label ("for emergencies call"). */
const LABEL_LEAD = /^(?:for|and|or|please|the|our|my|also)$/i;
const LABEL_TAIL =
  /^(?:call|us|me|on|at|is|number|no|phone|ph|tel|mobile|mob|ring|dial|contact|reach|via|or|and|:|-)$/i;

/**
 * What the brief says a phone is for: the words of its clause before it, less the words about
 * calling ("For emergencies call 98450 11111" → "Emergencies", "appointments 0821 242 4242").
 */
function phoneLabelIn(prompt: string, phone: string): string | undefined {
  const at = prompt.indexOf(phone);
  if (at < 0) return undefined;
  const clause =
    prompt
      .slice(0, at)
      .split(/[.,;:!?()\n]/)
      .pop() ?? '';
  if (/[^\s -~’]/.test(clause)) return undefined;
  const words = clause.trim().split(/\s+/).filter(Boolean);
  while (words.length > 0 && LABEL_LEAD.test(words[0] ?? '')) words.shift();
  while (words.length > 0 && LABEL_TAIL.test(words.at(-1) ?? '')) words.pop();
  if (words.length === 0 || words.length > 4) return undefined;
  const label = words.join(' ').replace(/\bwhatsapp\b/i, 'WhatsApp');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The label the brief gives this phone, if any. */
export function labelOf(phoneLabels: readonly string[], phone: string): string | undefined {
  const labelled = phoneLabels.find((line) => line.endsWith(`: ${phone}`));
  return labelled?.slice(0, -(phone.length + 2));
}

/**
 * A sentence of a brief that is only a list of what the business does, ending in "and" and the
 * last ("GST filing, income tax returns and company registration."), and whom for: its things
 * start in lower case (a short form may be capitals), or the first in sentence case in a list of
 * three or more, so a name ("Mehta & Co") is no list.
 */
const LISTED = new RegExp(
  `^((?:[A-Z][a-z'-]*\\s+)?${OFFER_NAME}(?:\\s*,\\s*${OFFER_NAME})*\\s*,?\\s+(?:and|&)\\s+${OFFER_NAME})(?:\\s+for\\s+[a-z\\s-]+)?$`,
);
/** The same without "and": three or more things and nothing else ("Root canal, braces, teeth cleaning."). */
/** A thing of a list, perhaps with the time it is on ("tambola at 7pm"). */
const LISTED_THING = `${OFFER_NAME}(?:\\s+at\\s+\\d{1,2}(?:[:.][0-5]\\d)?\\s?(?:am|pm))?`;
const LISTED_BY_COMMAS = new RegExp(`^(${LISTED_THING}(?:\\s*,\\s*${LISTED_THING}){2,})$`);
/** The words the page's kinds of section are asked by ("timings", "gallery", "enquiry form"). */
const SECTION_PHRASES = Object.values(CATALOGUE).flatMap(({ words }) => words);
const namesASection = (item: string): boolean =>
  // "servicing of all brands" is work done to any make, not a section of brands' logos.
  !/\b(?:all|every|any|major)\s+brands\b/i.test(item) &&
  SECTION_PHRASES.some((phrase) => ` ${item.toLowerCase()} `.includes(` ${phrase} `));
/** Words that ask a visitor to do something, never a thing on offer ("a dog show" is one). */
const ASKING =
  /\b(?:book|call|order|whatsapp|follow|visit|add|include|list|message|write|email)\b|^\s*show\b/i;

/** A word that praises, starting a phrase that describes rather than names a thing. */
const PRAISE =
  /^(?:cosy|cozy|great|best|fresh|friendly|good|nice|amazing|beautiful|warm|calm|modern|affordable|cheap|quality|lovely|awesome|tasty|delicious|fast|quick|easy|trusted|expert|professional)\b/i;

/** The things of a list, as written ("a, b and c", "a & b"). */
const itemsOf = (list: string): string[] => list.split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/);

function listedSentences(prompt: string): string[][] {
  // A colon opens what it introduces ("salon in Andheri: haircut, facial, bridal makeup").
  return prompt.split(/[.;!?\n]|:\s|\s[—–-]\s/).flatMap((sentence) => {
    const text = sentence.trim().replace(/\b([A-Z]{2,5})\b/g, (short) => short.toLowerCase());
    const byCommas = LISTED_BY_COMMAS.exec(
      text.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase()),
    );
    // "Laptop repair shop in Lajpat Nagar, screen replacement, battery, data recovery": what it
    // is, then three or more things it does.
    // Words that praise ("cosy vibes, great coffee") describe it, not what it does.
    const afterWhatItIs = /^[^,]+\s(?:in|at|near)\s[^,]+,\s*(.+)$/.exec(text)?.[1] ?? '';
    const listed =
      itemsOf(afterWhatItIs).length >= 3 &&
      !itemsOf(afterWhatItIs).some((item) => PRAISE.test(item))
        ? (LISTED_BY_COMMAS.exec(afterWhatItIs) ?? LISTED.exec(afterWhatItIs))?.[1]
        : undefined;
    const list = LISTED.exec(text)?.[1] ?? byCommas?.[1] ?? listed;
    if (!list) return [];
    const items = itemsOf(list);
    const sentenceCase = /^[A-Z]/.test(list) && !byCommas;
    // A list of days ("Mon, Wed, Fri") says when, not what is offered.
    if (
      (sentenceCase && items.length < 3) ||
      items.some((item) => namesASection(item) || ASKING.test(item) || isDayName(item))
    )
      return [];
    // Short forms back in capitals ("gst filing" → "GST filing").
    const original = sentence.trim();
    return [
      items.map((item) => original.match(new RegExp(escapeForPattern(item), 'i'))?.[0] ?? item),
    ];
  });
}

/** A word of how a page looks: a colour or a mood ("purple", "elegant", "minimal"). */
const isLookWord = (word: string): boolean =>
  word in COLOUR_HUES || (LOOK_WORDS as readonly string[]).includes(word);

function offersIn(prompt: string): string[] {
  const found: string[] = [];
  const lists = [
    // "selling milk ₹60/litre, paneer and ghee" lists three things, whatever one costs.
    ...Array.from(withoutPrices(prompt).matchAll(OFFER_LIST), (match) => itemsOf(match[1] ?? '')),
    ...Array.from(prompt.matchAll(FOR_LIST), (match) => itemsOf(match[1] ?? '')).filter(
      (items) => !items.some((item) => WHOM.test(item)),
    ),
    ...listedSentences(prompt),
  ];
  for (const listed of lists) {
    // "for kids, teens and adults": whom it is for, never a thing on offer; nor is how the page
    // looks ("rare first editions, purple and elegant").
    const items = listed.filter(
      (item) => !WHOLLY_WHOM.test(item.trim()) && !isLookWord(item.trim().toLowerCase()),
    );
    // A single thing is the business's offer, which the subject already carries.
    if (items.length < 2) continue;
    for (const item of items) {
      const words = item.trim().split(/\s+/);
      while (words.length > 0 && NOT_OFFERS.test(words[0] ?? '')) words.shift();
      // Where it is said to be done, for whom or how much, or Hindi's "sab hota hai", ends it.
      const cut = words.findIndex((word) =>
        /^(?:with|for|and|in|on|at|to|from|by|starting|priced|costing|per|sab|hota|hoti|hote|hai|hain|bhi|milta|milti)$/i.test(
          word,
        ),
      );
      const kept = cut >= 0 ? words.slice(0, cut) : words;
      // "prices", "a cart", "reviews" are parts of a page, not things on sale.
      if (kept.length > 0 && kept.length <= 4 && !kept.some((word) => PAGE_WORDS.has(word))) {
        found.push(kept.join(' '));
      }
    }
  }
  return unique(found).slice(0, 24);
}

/** A priced thing that is a plan or a pass, which the price list sells, not an offer. */
const PLAN_NAME =
  /\b(?:plans?|pass(?:es)?|memberships?|subscriptions?|packages?|tiers?|monthly|yearly|annual|quarterly|drop-in)\b/i;

/**
 * Plans named as a list before "plans", "tiers" or "packages": "a free and a pro plan",
 * "basic, standard and premium tiers", "Solo or Team plans".
 */
const PLAN_LIST =
  /\b((?:an?\s+)?[a-z][a-z0-9-]*(?:\s*,\s*(?:an?\s+)?[a-z][a-z0-9-]*)*\s*,?\s+(?:and|or|&)\s+(?:an?\s+)?[a-z][a-z0-9-]*)\s+(?:plans?|tiers?|packages?|memberships?|subscriptions?)\b/gi;
/** Words before a list of plans that are not a plan's name. */
const NOT_PLANS =
  /^(?:with|pricing|price|prices|simple|three|two|four|monthly|yearly|annual|our|the|and|or|food|meals?|menu)$/i;

/**
 * The plans the brief names: as a list ("basic and pro plans"), else those it prices by name
 * ("membership ₹999 a month" is the Membership row), when each of its prices is some thing's,
 * so no price of the brief is left without a row.
 */
function plansOf(
  prompt: string,
  offered: readonly { offer: string; price: string }[],
  prices: readonly string[],
): string[] {
  const listed = plansIn(prompt);
  if (listed.length > 0) return listed;
  if (!prices.every((price) => offered.some((each) => each.price === price))) return [];
  return unique(
    offered
      .map(({ offer }) => offer)
      .filter((offer) => PLAN_NAME.test(offer) && offer.split(/\s+/).length <= 3)
      .map((offer) => offer.charAt(0).toUpperCase() + offer.slice(1)),
  );
}

function plansIn(prompt: string): string[] {
  const found: string[] = [];
  for (const match of prompt.matchAll(PLAN_LIST)) {
    const names = (match[1] ?? '')
      .split(/\s*,\s*|\s+(?:and|or|&)\s+/)
      .map((name) => name.replace(/^an?\s+/i, '').trim())
      .filter((name) => name.length > 0 && !NOT_PLANS.test(name));
    // "hotels, cabs and tour packages" are what is sold, not the names of plans.
    const things = names.filter((name) => /[^su]s$/i.test(name) && !/^plus$/i.test(name));
    if (names.length < 2 || things.length >= 2) continue;
    found.push(...names.map((name) => name.charAt(0).toUpperCase() + name.slice(1)));
  }
  return unique(found);
}

/**
 * The app stores a prompt asks buttons for: each one it names, or both for "app store buttons"
 * (badges, links) said of an app in general.
 */
function storesIn(prompt: string): string[] {
  const apple = /\b(?:apple\s+)?app\s*store\b|\bios\s+app\b|\biphone\s+app\b/i.test(prompt);
  const google = /\b(?:google\s+play|play\s*store|android\s+app)\b/i.test(prompt);
  const both =
    /\bapp[-\s]*store\s+(?:buttons?|badges?|links?)\b|\bdownload (?:the|our) app\b/i.test(prompt);
  return [...(apple || both ? ['App Store'] : []), ...(google || both ? ['Google Play'] : [])];
}

/** What a business counts about itself: the people it serves, its reach, its years, its work. */
const FIGURE_NOUNS =
  '(?:guests|customers|clients|patients|students|members|supporters|families|people|visitors|users|teams|companies|businesses|brands|readers|subscribers|volunteers|artists|attendees|pets|projects|orders|couples|kids|children|learners|athletes|donors|meals|cups|trees|homes|weddings|events|deliveries|downloads|installs|cities|countries|states|locations|branches|stores|outlets|years|awards|reviews|graduates|alumni)';
/** Units of a size or a measure, never a figure about the business ("1,200 sq ft"). */
const UNITS =
  /^(?:sq|ft|sqft|km|kg|g|ml|l|m|cm|mm|gb|mb|tb|acres?|hours?|minutes?|mins?|days?|weeks?|months?|pages?|x)$/i;
/**
 * A figure: a count with a sign of size (a thousands comma, "+", "%", "k", "lakh") and the words
 * it counts ("12,000 meals served", "98% satisfaction"), or any count of what a business counts
 * about itself ("40 volunteers", "15 years"), not a capacity ("for 20 people", "5 years old").
 */
const FIGURE = new RegExp(
  `(?<![\\w₹$€£.,/:-])(?:(?:\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)\\s?(?:k|lakh|\\+|%)+|\\d{1,3}(?:,\\d{3})+)\\s+[a-z][a-z'-]*(?:\\s+(?!(?:and|with|in|on|for|at|to|a|an|the|every|each|per|since|so|but|or)\\b)[a-z][a-z'-]*){0,2}|(?<![\\w₹$€£.,/:-])\\d+\\+?\\s+(?:[a-z]+\\s+)?${FIGURE_NOUNS}\\b(?:\\s+(?:served|sold|planted|delivered|completed|taught|trained|helped|of experience))?`,
  'gi',
);

const RACE =
  /\b(?:runs?|races?|marathon|ultramarathon|walkathon|cyclothon|triathlon|duathlon|running|trail)\b/i;

/** A race's categories as the brief writes them: "5k", "21 km", "half marathon", "fun run". */
const RACE_CATEGORIES =
  /(?<![\w₹$€£.,/:-])(?:\d+(?:\.\d+)?\s?(?:k|km)\b|(?:half|full|ultra)[\s-]marathon\b|fun run\b)/gi;

function raceCategoriesIn(text: string): string[] {
  return RACE.test(text) ? unique(all(text, RACE_CATEGORIES)) : [];
}

/** How many a place holds: "for 500 guests", "capacity 1000", "up to 300 people", "seats 80". */
const CAPACITY =
  /\b(?:capacity(?:\s+of)?|seats|seating(?:\s+for)?|accommodates?)\s*:?\s*(\d+(?:,\d{3})*\+?(?:\s+(?:guests|people|persons|pax))?)|\b(?:for|up\s?to|upto|holds?)\s+(\d+(?:,\d{3})*\+?\s+(?:guests|pax))\b/i;

/**
 * What a brief says its place holds, as written: a count said to be its capacity ("capacity
 * 1000", "seats 40"), or of guests ("for 500 guests"); "for 20 people" may be a class or a cake.
 */
function capacityIn(text: string): string[] {
  const match = CAPACITY.exec(text);
  const held = match?.[1] ?? match?.[2];
  return held ? [held] : [];
}

function figuresIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const before = text.slice(Math.max(0, (match.index ?? 0) - 12), match.index).toLowerCase();
    const words = match[0].split(/\s+/);
    // "for 20 people", "up to 40 guests", "max 8 people" are a capacity; "5 years old" an age;
    // "1,200 sq ft" a size.
    if (/\b(?:for|to|of|from|max|maximum|upto|most|under|below|limit|capacity)\.?\s*$/.test(before))
      continue;
    if (/\bold$/i.test(match[0])) continue;
    if (UNITS.test(words[1] ?? '')) continue;
    // In a race's brief, "5k" and "10k" are distances, not thousands of anything.
    if (/^\d+(?:\.\d+)?k$/i.test(words[0] ?? '') && RACE.test(text)) continue;
    found.push(match[0].replace(/\s+/g, ' ').trim());
  }
  return unique(found);
}

/**
 * The facts a prompt gives, each kept exactly as written: the site's name, people, places, dates,
 * times, prices (and so the currency), phones, emails, handles, colours and the words of its look.
 */
export function factsFromPrompt(prompt: string): SiteFacts {
  const emails = unique(all(prompt, EMAILS));
  const withoutEmails = emails.reduce((text, email) => text.replace(email, ' '), prompt);
  const handleUrls = unique(all(withoutEmails, HANDLE_URLS));
  const withoutLinks = handleUrls.reduce((text, url) => text.replace(url, ' '), withoutEmails);
  // A plan or a pass is priced by the price list's rows, not listed as a thing sold.
  const offered = pricedOffersIn(withoutLinks);
  const priced = offered.filter(({ offer }) => !PLAN_NAME.test(offer));
  const planPriced = offered.filter(({ offer }) => PLAN_NAME.test(offer));
  // Amounts a price list gives without a currency ("haircut 250, beard 150") are prices too.
  const prices = unique([
    ...pricesIn(withoutLinks),
    ...[...priced, ...planPriced].map(({ price }) => price.replace(/^from\s+/, '')),
  ]);
  const dates = unique(all(withoutLinks, DATES));
  const withoutDates = [...prices, ...dates].reduce(
    (text, fact) => text.replace(fact, ' '),
    withoutLinks,
  );
  const phones = unique([
    ...all(withoutDates, PHONES).filter((phone) => phone.replace(/\D/g, '').length >= 10),
    ...Array.from(withoutDates.matchAll(NAMED_PHONES), (match) => match[1] ?? ''),
  ]).filter((phone, index, found) => {
    // Found twice (by both patterns, one with its country code): kept once, whole.
    const digits = phone.replace(/\D/g, '');
    return !found.some((other, at) => {
      const more = other.replace(/\D/g, '');
      return at !== index && more.endsWith(digits) && (more.length > digits.length || at < index);
    });
  });
  const phoneLabels = phones.flatMap((phone) => {
    const label = phoneLabelIn(prompt, phone);
    return label ? [`${label}: ${phone}`] : [];
  });
  // The number for everyday use first: an emergency or after-hours line is not for bookings.
  phones.sort(
    (a, b) =>
      Number(SPECIAL_LINE.test(labelOf(phoneLabels, a) ?? '')) -
      Number(SPECIAL_LINE.test(labelOf(phoneLabels, b) ?? '')),
  );
  const withoutPhones = phones.reduce((text, phone) => text.replace(phone, ' '), withoutDates);
  const times = unique(all(withoutPhones, TIMES));
  const figures = figuresIn(times.reduce((text, time) => text.replace(time, ' '), withoutPhones));
  const handles = unique([...handleUrls, ...all(withoutLinks, HANDLES)]);
  // A couple's wedding site is named after them, as the prompt writes them ("Priya & Rahul").
  const couple = COUPLE_NAME.exec(prompt)?.[0];
  const given = notAVenue(nameFromPrompt(prompt), prompt) ?? couple;
  const places = placesIn(withoutLinks).filter((place) => place !== given);
  const people = peopleIn(prompt, given, places);
  // A person's own site that names no site is named after the one person it names
  // ("portfolio for a wedding photographer, Arjun Rao").
  const [person] = people;
  const name =
    given ?? (people.length === 1 && person && PERSONAL_SITE.test(prompt) ? person : undefined);
  // A site named after a person (or a couple) is about them: "for Ananya Rao", "Riya and Sam".
  if (name && isPersonName(name, prompt)) {
    // As the name writes them: "Dr. Meera Joshi" stands in for the "Meera Joshi" found after "Dr.".
    const named = name.split(/\s+(?:and|&)\s+/).map((person) => person.replace(/['’]s$/, ''));
    const others = people.filter(
      (person) => !named.some((each) => withoutTitle(each) === withoutTitle(person)),
    );
    people.splice(0, people.length, ...named, ...others);
  }
  const looks = prompt.replace(NOT_A_LOOK, ' ').toLowerCase();
  const look = LOOK_WORDS.filter((word) =>
    new RegExp(`(?:^|[^a-z])${word}(?:[^a-z]|$)`).test(looks),
  );
  const colours = Object.keys(COLOUR_HUES).filter((colour) =>
    new RegExp(`\\b${colour}\\b`, 'i').test(prompt),
  );
  return siteFactsSchema.parse({
    ...(name ? { name: name.slice(0, 120) } : {}),
    people: people.slice(0, 12),
    offers: unique([
      ...offersIn(withoutLinks),
      ...priced.map(({ offer }) => offer),
      ...raceCategoriesIn(withoutDates),
    ]).slice(0, 24),
    pricedOffers: priced.map(({ offer, price }) => `${offer}: ${price}`).slice(0, 16),
    capacity: capacityIn(withoutDates),
    homes: homesIn(withoutLinks).slice(0, 6),
    planPrices: planPriced.map(({ offer, price }) => `${offer}: ${price}`).slice(0, 6),
    listPrices: listPricesIn(withoutLinks)
      .filter((price) => prices.includes(price.replace(/^\S+\s+/, '')))
      .slice(0, 4),
    deliveryTerms: deliveryTermsIn(withoutLinks).slice(0, 4),
    terms: termsIn(withoutLinks)
      .map(({ title, text }) => `${title}: ${text}`)
      .slice(0, 6),
    events: happeningsIn(withoutLinks).slice(0, 8),
    places,
    dates: dates.slice(0, 8),
    times: times.slice(0, 12),
    hours: openingHoursIn(withoutLinks).slice(0, 8),
    days: dayItemsIn(withoutLinks).slice(0, 7),
    sessions: sessionsIn(withoutLinks).slice(0, 8),
    actions: buttonsFromPrompt(prompt).slice(0, 4),
    figures: figures.slice(0, 8),
    plans: plansOf(withoutLinks, offered, prices).slice(0, 6),
    stores: storesIn(withoutLinks),
    prices: prices.slice(0, 16),
    currency: currencyOf(prices, withoutLinks),
    phones: phones.slice(0, 4),
    phoneLabels: phoneLabels.slice(0, 4),
    emails: emails.slice(0, 4),
    handles: handles.slice(0, 8),
    colours: colours.slice(0, 6),
    look: look.slice(0, 8),
  });
}

/** The first price a text gives, as written ("₹999", "$19/month"), and its amount. */
export function priceIn(text: string): { written: string; amount: number; index: number } | null {
  const match = new RegExp(PRICE.source, 'i').exec(text);
  const amount = match ? amountOf(match[0]) : undefined;
  return match && amount !== undefined
    ? { written: match[0].trim(), amount, index: match.index }
    : null;
}

/** The number in a price as written, in whole units ("₹1,250/month" → 1250; "₹2k" → 2000). */
export function amountOf(price: string): number | undefined {
  const amount = amountAsWritten(price);
  return amount === undefined ? undefined : toCents(amount);
}
