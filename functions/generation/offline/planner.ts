import { escapeForPattern, phrasePattern } from '../catalogue/phrases';
import { GOODS_WORDS } from '../../../shared/goods';
import { BAKES_TO_ORDER, CATERS, SENDS_MEALS } from './catering';
import {
  sitePlanSchema,
  type ChecklistItem,
  type Interactivity,
  type Mood,
  type Section,
  type SectionKind,
  type SiteFacts,
  type SiteIntent,
  type SitePlan,
  type Widget,
} from '../page/site-plan';
import { COLOUR_HUES, buildTheme } from './palette';
import { seededRandom } from './seeded-random';
import { fallbackTitle, sectionHeadings, tagline } from './brand';
import {
  businessWordsIn,
  classWordsIn,
  describeSubject,
  isEvent,
  namesAnEvening,
  offerFromPrompt,
  PRICED_PER_VISIT,
  SPORT_EVENT,
  FOOD_SOLD,
  withoutNoShop,
  FAIR,
  FAIR_WORDS,
  withoutFairAsPraise,
  SPORT_EVENT_WORDS,
  teamIsNamed,
  STAY_NAMES,
  STAY_WORDS,
  withBoutiqueAsAdjective,
  withBusinessesAsWords,
  withKitchenRooms,
  withFestiveGoods,
  withStageGroups,
  withOccasionGoods,
  withPostgraduate,
  withoutOwner,
  WORSHIP_WORDS,
  type Subject,
} from './subject';
import { capitalise, contentWords, hasWord, tokens } from './words';
import { guestsPerform } from './evening';
import { CATALOGUE, kindFor } from '../catalogue/kinds';
import { checklistFromPrompt } from './checklist';
import { factsFromPrompt } from './facts';
import { briefLanguage, phrasebookFor } from './languages/index';
import { localizedPlan, localizedToolPlan } from './languages/localized-page';
import { TRADE_WORK } from './trades';
import { petCareOf } from './pets';
import { CLINIC_WORDS } from './clinics';
import { PRACTICE_WORDS } from './practices';
import { AGENT_WORDS, HOMES_FOR, homesTitle, showsHomes } from './property';
import { HIRE_WORDS, hireOf } from './hire';
import { VENUE_WORDS, venueOf } from './venues';
import { PLAY_WORDS } from './play';
import { PLANNER_WORDS } from './planners';
import { eventTitle, gatheringIn, gatheringOf, gatheringTitle } from './gatherings';
import { classesFromHours } from './week';
import {
  isToolBrief,
  toolsAskedIn,
  valuesAskedIn,
  type Tool,
  type ToolPrimitive,
} from '../catalogue/tools';

/** Intent keywords; the intent with most words in the prompt wins, earlier ones on a tie. */
const INTENT_WORDS: [SiteIntent, string[]][] = [
  [
    'portfolio',
    [
      'portfolio',
      'photographer',
      'photographers',
      'photography',
      'illustrator',
      'artist',
      'designer',
      'architect',
      'gallery',
      'showcase',
    ],
  ],
  [
    'event',
    [
      'event',
      'conference',
      'festival',
      'summit',
      'meetup',
      'concert',
      'wedding',
      'hackathon',
      'workshop',
      'expo',
      ...SPORT_EVENT_WORDS.flatMap((word) => [word, `${word}s`]),
      'fest',
      ...FAIR_WORDS,
      'gala',
      'fundraiser',
      'reunion',
    ],
  ],
  // A place to stay is no other kind of site, whatever it also has (a hostel's café).
  ['generic', [...STAY_NAMES]],
  [
    'restaurant',
    [
      'restaurant',
      'cafe',
      'café',
      'coffee',
      'bakery',
      'bistro',
      'pizzeria',
      'pizza',
      'diner',
      'bar',
      'sushi',
      'kitchen',
      'food truck',
      'tea house',
      'teahouse',
      'tea room',
      'tearoom',
      'tea stall',
      'chai stall',
      'canteen',
      'eatery',
      'cafeteria',
      'pub',
      'tavern',
      'brewery',
      'dhaba',
      'parlour',
      'roastery',
      'tiffin',
      'baker',
      'bakers',
      'dabba',
      'caterer',
      'catering',
      'home chef',
      'sweets',
      'sweet shop',
      'mithai',
      'halwai',
      'stall',
      'street food',
      // Dishes sold only where they are cooked: a brief naming them is a kitchen's.
      'chaat',
      'pani puri',
      'golgappa',
      'gol gappa',
      'puchka',
      'vada pav',
      'pav bhaji',
      'momos',
      'biryani',
      'dosa',
      'idli',
      'thali',
      'thalis',
      'chai',
      'kulhad',
    ],
  ],
  [
    'store',
    [
      'store',
      'shop',
      'ecommerce',
      'e-commerce',
      'boutique',
      'sell',
      'selling',
      'products',
      'merch',
      'marketplace',
      'cart',
      'bookshop',
      'florist',
      // Goods made to keep and sent out, sold by the jar or the kilo: a kitchen's name or not.
      'pickle',
      'pickles',
      'achar',
      'masalas',
      'spices',
      'honey',
      'ghee',
      'papad',
      'namkeen',
      'dry fruits',
      'jams',
      'grocery',
      'groceries',
      'kirana',
      'supermarket',
      'provisions',
      'hardware',
      'stationery',
    ],
  ],
  [
    'saas',
    [
      'saas',
      'startup',
      'software',
      'platform',
      'tool',
      'api',
      'dashboard',
      'product launch',
      'b2b',
      'crm',
      'analytics',
      'app',
    ],
  ],
  [
    'blog',
    ['blog', 'journal', 'newsletter', 'magazine', 'articles', 'diary', 'recipes', 'podcast'],
  ],
  [
    'agency',
    [
      'agency',
      'consultancy',
      'consulting',
      'firm',
      'studio',
      'marketing',
      'services',
      'clinic',
      'law',
      'gym',
      'salon',
      'barber',
      'barbershop',
      'tattoo',
      'school',
      'academy',
      'institute',
      'tuition',
      'tuitions',
      'tutor',
      'tutors',
      'coaching',
      'lessons',
      'coworking',
      'co-working',
      'classes',
      'yoga',
      'pilates',
      'zumba',
      // Trades called to a home or an office.
      'plumber',
      'plumbing',
      'electrician',
      'electricals',
      'carpenter',
      'mechanic',
      'handyman',
      'movers',
      'packers',
      'laundry',
      'contractor',
      'technician',
      'servicing',
      'pest control',
      'car wash',
      'bike wash',
      'tailor',
      'tailors',
      'tailoring',
      'stitching',
      'alterations',
    ],
  ],
  ['personal', ['personal', 'resume', 'cv', 'about me', 'myself', 'freelancer', 'bio']],
];

/** What a site of each kind has when the prompt asks for nothing more. */
const INTENT_SECTIONS: Record<SiteIntent, SectionKind[]> = {
  store: ['hero', 'features', 'products', 'testimonials', 'faq', 'contact'],
  portfolio: ['hero', 'about', 'gallery', 'testimonials', 'contact'],
  restaurant: ['hero', 'about', 'menu', 'hours', 'testimonials', 'contact'],
  saas: ['hero', 'features', 'pricing', 'testimonials', 'faq', 'contact'],
  blog: ['hero', 'posts', 'about', 'contact'],
  event: ['hero', 'about', 'schedule', 'speakers', 'tickets', 'faq', 'contact'],
  agency: ['hero', 'features', 'gallery', 'team', 'testimonials', 'contact'],
  personal: ['hero', 'about', 'features', 'posts', 'contact'],
  generic: ['hero', 'about', 'features', 'testimonials', 'faq', 'contact'],
};

/** Sections that hold a widget asked for on its own, when the page has none of them yet. */
/**
 * What a visitor of some kinds of business looks for first, where the site's intent alone says
 * too little (a clinic and a design agency are both 'agency'): the first whose words the brief
 * has, in place of the intent's sections, for a site of a service (a yoga mat shop or a wedding
 * photographer's portfolio keeps its own kind's).
 */
const SERVICE_INTENTS: readonly SiteIntent[] = ['agency', 'generic', 'personal'];
const BUSINESS_SECTIONS: [RegExp, SectionKind[], readonly SiteIntent[]][] = [
  [
    new RegExp(`${CLINIC_WORDS.source}|\\b(?:hospital|vet|veterinary)\\b`, 'i'),
    ['hero', 'services', 'team', 'hours', 'testimonials', 'appointment'],
    SERVICE_INTENTS,
  ],
  [
    /\b(?:salon|spa|barber\w*|nail studio|beauty parlou?r|makeup artist)\b/i,
    ['hero', 'services', 'pricing', 'gallery', 'testimonials', 'appointment'],
    SERVICE_INTENTS,
  ],
  [
    /\b(?:gym|fitness|yoga|pilates|crossfit|zumba|dance classes|martial arts|boxing)\b/i,
    ['hero', 'services', 'schedule', 'pricing', 'team', 'testimonials', 'contact'],
    SERVICE_INTENTS,
  ],
  // A place of worship's services and festivals, the people who serve, and giving.
  [WORSHIP_WORDS, ['hero', 'about', 'schedule', 'team', 'donation', 'contact'], SERVICE_INTENTS],
  // A place to stay: its rooms by the night, the place itself, guests' words, dates booked.
  [
    STAY_WORDS,
    ['hero', 'about', 'pricing', 'gallery', 'testimonials', 'faq', 'booking'],
    SERVICE_INTENTS,
  ],
  // An agent's homes, what buyers ask, and a site visit booked.
  [
    AGENT_WORDS,
    ['hero', 'about', 'listings', 'testimonials', 'faq', 'appointment'],
    SERVICE_INTENTS,
  ],
  // A hall or a lawn let for occasions: what it is for, the place, what hosts ask, a date asked.
  [VENUE_WORDS, ['hero', 'about', 'features', 'gallery', 'faq', 'appointment'], SERVICE_INTENTS],
  // A planner of occasions: what it plans, occasions it has run, hosts' words, an event asked.
  [
    PLANNER_WORDS,
    ['hero', 'about', 'services', 'gallery', 'testimonials', 'faq', 'appointment'],
    SERVICE_INTENTS,
  ],
  // A place to play by the hour: its rates, its hours, what players ask, a slot booked.
  [PLAY_WORDS, ['hero', 'about', 'pricing', 'hours', 'faq', 'booking'], SERVICE_INTENTS],
  // Things let by the day: what there is at what rate, what renters ask, dates booked.
  // (Booked on the appointment form, which every kind of site may have; its fields are dates.)
  [HIRE_WORDS, ['hero', 'pricing', 'faq', 'appointment'], SERVICE_INTENTS],
  // An owner's homes to let or sell, and a visit booked.
  [HOMES_FOR, ['hero', 'listings', 'faq', 'appointment'], SERVICE_INTENTS],
  // A practice's work, its people, what clients ask, and a consultation booked.
  [PRACTICE_WORDS, ['hero', 'about', 'services', 'team', 'faq', 'appointment'], SERVICE_INTENTS],
  // A trade's jobs with their usual prices, and a visit booked.
  [TRADE_WORK, ['hero', 'services', 'testimonials', 'faq', 'appointment'], SERVICE_INTENTS],
  // A band's or a choir's shows, a club's meetings.
  [
    /\b(?:band|choir|orchestra|ensemble|troupe)\b/i,
    ['hero', 'about', 'schedule', 'gallery', 'contact'],
    SERVICE_INTENTS,
  ],
  [/\bclub\b/i, ['hero', 'about', 'features', 'schedule', 'faq', 'contact'], SERVICE_INTENTS],
  [/\bwedding\b/i, ['hero', 'about', 'countdown', 'schedule', 'gallery', 'rsvp', 'faq'], ['event']],
  // A fair's day: what is on, when, and who to ask; no speakers, and tickets only when priced.
  [FAIR, ['hero', 'about', 'features', 'schedule', 'faq', 'contact'], ['event']],
  // A race or a tournament has its timings and its entry fees, not speakers.
  [SPORT_EVENT, ['hero', 'about', 'schedule', 'tickets', 'faq', 'contact'], ['event']],
  // Food for those who do not come to a table: a tiffin's meals by the month, a caterer's spreads.
  [
    SENDS_MEALS,
    ['hero', 'about', 'menu', 'pricing', 'testimonials', 'faq', 'contact'],
    ['restaurant', ...SERVICE_INTENTS],
  ],
  // A baker bakes to order: what it bakes, what people say, questions and an order asked for.
  [
    BAKES_TO_ORDER,
    ['hero', 'about', 'menu', 'testimonials', 'faq', 'contact'],
    ['restaurant', ...SERVICE_INTENTS],
  ],
  [
    CATERS,
    ['hero', 'about', 'menu', 'gallery', 'testimonials', 'faq', 'contact'],
    ['restaurant', ...SERVICE_INTENTS],
  ],
];

/** Pet care's services with their prices, its pets, owners' words, and a visit or a stay booked. */
function petSections(subject: Subject): SectionKind[] {
  const form = petCareOf(subject).stays ? 'booking' : 'appointment';
  return ['hero', 'about', 'services', 'gallery', 'testimonials', 'faq', form];
}

/**
 * A gathering's day, its programme where the brief gives one, and a reply: guests invited say if
 * they come; anyone else saves a place, or buys a ticket where the brief gives a price.
 */
function gatheringSections(subject: Subject, facts: SiteFacts): SectionKind[] {
  const invited = gatheringOf(subject)?.invited;
  return [
    'hero',
    'about',
    ...(facts.events.length > 0 ? (['schedule'] as const) : []),
    !invited && facts.prices.length > 0 ? 'tickets' : 'rsvp',
    'faq',
    ...(invited ? [] : (['contact'] as const)),
  ];
}

/** The sections a site of this intent and brief starts from, before what the brief asks for. */
function startingSections(
  intent: SiteIntent,
  words: string,
  subject: Subject,
  facts: SiteFacts,
): SectionKind[] {
  if (subject.flavour === 'pets') return petSections(subject);
  if (subject.flavour === 'gathering') return gatheringSections(subject, facts);
  const business = BUSINESS_SECTIONS.find(
    ([pattern, , intents]) =>
      intents.includes(intent) && pattern.test(withoutFairAsPraise(asRead(words))),
  );
  return business?.[1] ?? INTENT_SECTIONS[intent];
}

export const WIDGET_HOMES: Partial<Record<Widget, SectionKind[]>> = {
  filters: ['products', 'listings', 'gallery', 'posts'],
  cart: ['products'],
  tabs: ['menu', 'schedule'],
  'billing-toggle': ['pricing'],
  lightbox: ['gallery'],
  accordion: ['faq'],
  countdown: ['countdown'],
  donation: ['donation'],
  form: ['contact'],
};

/** Mood words, in priority order; the first found sets the mood. */
const MOOD_WORDS: [Mood, string[]][] = [
  [
    'playful',
    ['playful', 'fun', 'kids', 'colourful', 'colorful', 'whimsical', 'quirky', 'cheerful'],
  ],
  [
    'elegant',
    ['elegant', 'luxury', 'luxurious', 'classy', 'sophisticated', 'premium', 'refined', 'upscale'],
  ],
  ['bold', ['bold', 'vibrant', 'loud', 'energetic', 'neon', 'striking']],
  ['pastel', ['pastel', 'soft', 'gentle', 'cute', 'dreamy', 'calm pastel']],
  ['minimal', ['minimal', 'minimalist', 'minimalistic', 'clean', 'simple', 'monochrome']],
  ['dark', ['dark', 'night', 'midnight', 'noir', 'moody', 'black']],
];

const DARK_WORDS = ['dark', 'night', 'midnight', 'noir', 'moody', 'black', 'neon'];

/** The intent with the most matching words; ties go to the one listed first. */
/** "App store buttons" and "Google Play" are about an app, not a shop. */
const NOT_A_SHOP = /\b(?:app|play)[- ]?stores?\b|\bgoogle play\b/gi;
/** A "merch store" is a section of the band's site, as "merch" alone is. */
const MERCH_STORE = /\bmerch(?:andise)?\s+(?:store|shop)\b/gi;
/** "a 10k run", "5 km walk", "21k and 42k categories": a race. */
const DISTANCE = '\\d+(?:\\.\\d+)?\\s?(?:k|km)\\b';
const RACE_DISTANCE = new RegExp(
  `\\b${DISTANCE}(?:\\s*(?:,|and|&|/)\\s*${DISTANCE})*\\s+(?:runs?|walks?|races?|categor(?:y|ies)|distances?)\\b`,
  'gi',
);
/** Race distances said as a race ("a 10k run" is a race). */
const withRaces = (text: string): string => text.replace(RACE_DISTANCE, ' race ');
/** "my uncle's shop", "my mom's pickle business": whose it is, not what it sells. */
const RELATIVES_OWN =
  /\b(my|our)\s+(?:uncle|aunt|aunty|auntie|mom|mum|mother|maa|amma|dad|father|papa|appa|brother|bro|sister|sis|son|daughter|wife|husband|friend|friends|cousin|grandma|grandmother|grandpa|grandfather|nani|dadi|nana|dada|chacha|chachi|mama|mami|bhaiya|didi|family|parents|in-laws)['’]s?\s+/gi;
const withoutRelative = (text: string): string => text.replace(RELATIVES_OWN, '$1 ');
/**
 * Words about the owner or the hours, not the business: "I run a", Hindi's "mera … ka kaam hai
 * … mein", and how long it is open ("24 hr", "24x7"). "i run a small tiffin service" is a tiffin
 * service, and a "24 hr service" no HR firm.
 */
const OWNERS_WORDS =
  /\b(?:i|we)\s+(?:run|own|have|manage|operate)\s+(?=(?:a|an|the|my|our)\b)|\b(?:mera|meri|mere|hamara|hamari|hamare|apna|apni|apne)\b|\b(?:ka|ki|ke)\s+(?:kaam|business|dhandha)\s+(?:hai|hain|h)\b|\bmein\b|\b\d+\s?(?:hrs?|hours?)\b|\b24\s?[x×/*]\s?7\b/gi;
const withoutOwnersWords = (text: string): string => text.replace(OWNERS_WORDS, ' ');

/** "Beauty parlour", "ladies parlour": a salon; a parlour alone is an ice-cream parlour. */
const CARE_PARLOUR =
  /\b(beauty|ladies|bridal|makeup|make-up|hair|unisex|threading)\s+parlou?rs?\b/gi;
const withCareParlours = (text: string): string => text.replace(CARE_PARLOUR, '$1 salon');

/**
 * The brief as what the site is and has are read from it, each reading in turn: race distances
 * said as a race, a group that performs as a troupe, a kitchen to fit as a room, an occasion's
 * goods as the occasion's, a boutique hotel as a hotel, an owner's business as the business,
 * postgraduate study as study, a beauty parlour as a salon, a relative's shop as a shop.
 */
const READINGS: readonly ((text: string) => string)[] = [
  withRaces,
  withStageGroups,
  withKitchenRooms,
  withOccasionGoods,
  withFestiveGoods,
  withBoutiqueAsAdjective,
  withBusinessesAsWords,
  withoutOwner,
  withPostgraduate,
  withCareParlours,
  withoutRelative,
  withoutOwnersWords,
  withoutNoShop,
];
const asRead = (text: string): string => READINGS.reduce((read, reading) => reading(read), text);
/** A barber's or a repair shop sells a service, not goods (what it is stays: "barber"). */
const SERVICE_SHOP =
  /\b(barber|tattoo|repair|mechanic|tailor(?:ing)?|alterations?|cobbler|print(?:ing)?|key)\s+shops?\b/gi;
/** "a kebab shop", "an ice cream shop": food to eat there or take away, not goods in a cart. */
const FOOD_SHOP = new RegExp(`\\b(${FOOD_SOLD})\\s+(?:shops?|joints?|counters?|corners?)\\b`, 'gi');

/**
 * Intent words that also name a section any business may have ("a photo gallery", a band's "merch
 * with a cart"): they tip the balance only when nothing says what the business is.
 */
const SECTION_NAMES = new Set(['gallery', 'showcase', 'merch', 'cart']);
/** Property for sale or rent: a business's listings, whatever its gallery. */
const SELLS_PROPERTY =
  /\b(?:propert(?:y|ies)|villas?|flats?|apartments?|plots?|real estate|for sale|for rent|to let)\b/i;

/** Where something happens: "at" and the venue's words, up to the end of the clause. */
const AT_A_VENUE = /\bat\s+[^,.;:!?()\n]+/gi;

/** Every word that says a site is of another kind than an event, as one pattern. */
const OTHER_KINDS_WORDS = new RegExp(
  `\\b(?:${INTENT_WORDS.filter(([intent]) => intent !== 'event')
    .flatMap(([, words]) => words.map(escapeForPattern))
    .join('|')})\\b`,
  'i',
);

/**
 * An evening named by its performances ("karaoke night", "open mic") is an event, at half a word:
 * a café's "live music nights" stay the café's. A gathering ("a book launch", "a baby shower")
 * is one at a whole word where the brief names it before any business, else not at all ("a café
 * that hosts book launches", "an eye hospital with a free eye camp"). The venue either is held
 * at ("at Blue Frog bar", "at the office canteen") then counts at half a word, so the evening is
 * not taken for the bar.
 */
function eveningScores(prompt: string): { event: number; venueWords: ReadonlySet<string> } {
  const gathering = gatheringIn(prompt);
  if (!namesAnEvening(prompt) && !gathering) return { event: 0, venueWords: new Set() };
  const atVenues = (prompt.match(AT_A_VENUE) ?? []).join(' ');
  const elsewhere = prompt.replace(AT_A_VENUE, ' ');
  const venueWords = new Set(tokens(atVenues).filter((word) => !hasWord(elsewhere, [word])));
  return { event: gathering ? (namedFirst(prompt, gathering.at) ? 1 : 0) : 0.5, venueWords };
}

/** Whether the brief names what is at `at` before any business, by any kind's words or its own. */
function namedFirst(prompt: string, at: number): boolean {
  const own = businessWordsIn(tokens(prompt));
  const businesses = own.length
    ? new RegExp(
        `${OTHER_KINDS_WORDS.source}|\\b(?:${own.map(escapeForPattern).join('|')})\\b`,
        'i',
      )
    : OTHER_KINDS_WORDS;
  const business = prompt.search(businesses);
  return business < 0 || at <= business;
}

/**
 * Software put right as a service ("software installation", "software issues") is no product;
 * nor, at a repair shop, is software in the list of what it fixes ("screen, battery, software").
 */
const SOFTWARE_SERVICE =
  /\bsoftware\s+(?:install\w*|updates?|upgrades?|issues?|problems?|troubleshoot\w*|repairs?|fix\w*|set-?up|formatting)\b/gi;
const SOFTWARE_LISTED = /(?<=,\s*)software(?=\s*(?:[,.;]|$|and\b|&|sab\b))/gi;
const REPAIRS = /\brepair(?:s|ing)?\b|\bservice (?:centre|center)\b|\btechnicians?\b/i;
const withoutSoftwareServices = (text: string): string => {
  const services = text.replace(SOFTWARE_SERVICE, ' ');
  return REPAIRS.test(services) ? services.replace(SOFTWARE_LISTED, ' ') : services;
};

export function detectIntent(fullPrompt: string): SiteIntent {
  const prompt = withoutFairAsPraise(withoutSoftwareServices(asRead(fullPrompt)))
    .replace(NOT_A_SHOP, ' app ')
    .replace(MERCH_STORE, 'merch')
    .replace(SERVICE_SHOP, '$1')
    .replace(FOOD_SHOP, '$1 eatery');
  // A hall or a lawn let for occasions is a business, whatever occasions it names; one an event
  // is held at ("reception at Royal Banquet Hall") is that event's venue.
  // So is a place booked by the hour to play, café or not ("gaming cafe").
  const read = asRead(fullPrompt);
  // So is one who plans other people's occasions ("wedding planner", "event management").
  if (
    VENUE_WORDS.test(read.replace(AT_A_VENUE, ' ')) ||
    PLAY_WORDS.test(read) ||
    PLANNER_WORDS.test(read)
  ) {
    return 'generic';
  }
  const evening = eveningScores(prompt);
  const named = businessWordsIn(tokens(prompt)).length > 0 || SELLS_PROPERTY.test(prompt);
  let best: SiteIntent = 'generic';
  let bestScore = 0;
  for (const [intent, words] of INTENT_WORDS) {
    const found = words.filter((word) => hasWord(prompt, [word]));
    // A gallery is any business's: it says portfolio only where no word says what else it is.
    const onlySections = found.every((word) => SECTION_NAMES.has(word)) && named;
    const score = (onlySections ? [] : found).reduce(
      (sum, word) => sum + (SECTION_NAMES.has(word) || evening.venueWords.has(word) ? 0.5 : 1),
      intent === 'event' ? evening.event : 0,
    );
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  // "Printed t-shirts and hoodies, order on WhatsApp": goods and nothing else say it is a shop.
  return bestScore === 0 && !named && hasWord(prompt, GOODS_WORDS) ? 'store' : best;
}

/** "dark chocolate" and "light roast" say nothing about the look. */
const NOT_A_LOOK =
  /\bdark[- ](?:chocolate|roast|rum|beer|matter|academia|horse)\b|\blight[- ](?:roast|meals?|bites?|snacks?|beer|house|weight)\b|\b(?:dark|light|night)[- ]mode[- ](?:toggle|switch|button)|\b(?:toggle|switch)(?: for| between)? (?:dark|light|night)[- ]mode|dark\/light|light\/dark|(?:light|dark) (?:and|or|&) (?:dark|light)(?:[- ]mode)?/gi;
/** "rates per night", "a 2 night stay": how long, not how dark. */
const NIGHTS_STAYED = /\b(?:per|a|each|every|one|two|three|\d+)[\s-]+nights?\b|\bnightly\b/gi;
const lookWords = (prompt: string): string =>
  prompt.replace(NOT_A_LOOK, ' ').replace(NIGHTS_STAYED, ' ');

export function detectMood(prompt: string): Mood {
  const words = lookWords(prompt);
  for (const [mood, list] of MOOD_WORDS) {
    if (hasWord(words, list)) return mood;
  }
  return 'calm';
}

export function detectMode(prompt: string): 'light' | 'dark' {
  const words = lookWords(prompt);
  if (hasWord(words, ['light mode', 'light theme', 'light-theme', 'light-mode', 'bright'])) {
    return 'light';
  }
  return hasWord(words, DARK_WORDS) ? 'dark' : 'light';
}

/** The hue of the first colour named in the prompt, if any. */
export function detectHue(prompt: string): number | undefined {
  for (const word of prompt.toLowerCase().match(/[a-z]+/g) ?? []) {
    const hue = COLOUR_HUES[word];
    if (hue !== undefined) return hue;
  }
  return undefined;
}

function interactivityFor(
  intent: SiteIntent,
  kinds: readonly SectionKind[],
  prompt: string,
  asked: ReadonlySet<string> = new Set(),
): Interactivity {
  return {
    cart:
      kinds.includes('products') &&
      (intent === 'store' || asked.has('cart') || hasWord(prompt, ['cart', 'buy', 'order'])),
    filters:
      kinds.includes('products') ||
      kinds.includes('listings') ||
      asked.has('filters') ||
      ((kinds.includes('gallery') || kinds.includes('posts')) &&
        (intent !== 'agency' || hasWord(prompt, ['filter', 'filters']))),
    tabs: kinds.includes('menu') || kinds.includes('schedule') || asked.has('tabs'),
    form: kinds.some((kind) => CATALOGUE[kind].form !== undefined),
    navToggle: true,
    themeToggle: asked.has('theme-toggle'),
  };
}

/** The name, or the name with the first number that makes it one no section has ("faq-2"). */
function uniqueId(name: string, taken: ReadonlySet<string>): string {
  let id = name;
  for (let n = 2; taken.has(id); n++) id = `${name}-${n}`;
  return id;
}

export const sectionId = (kind: SectionKind, taken: ReadonlySet<string>): string =>
  uniqueId(kind, taken);

/**
 * A section of the kind, with an id and a heading no other section has (`headings` are those
 * taken): two landmarks may not share a name ("Services" twice, "Lineup" twice).
 */
export function makeSection(
  kind: SectionKind,
  subject: Subject,
  seed: string,
  taken: ReadonlySet<string>,
  headings: ReadonlySet<string> = new Set(),
): Section {
  const said = new Set([...headings].map((heading) => heading.toLowerCase()));
  const options = sectionHeadings(kind, subject).filter(
    (heading) => !said.has(heading.toLowerCase()),
  );
  const fallback = CATALOGUE[kind].label.replace(/^./, (first) => first.toUpperCase());
  return {
    id: sectionId(kind, taken),
    kind,
    heading:
      options.length > 0
        ? seededRandom(`${seed}:${kind}`).pick(options)
        : headings.has(fallback)
          ? `${fallback} (${kind})`
          : fallback,
  };
}

/**
 * A social section asked for only as WhatsApp, with no accounts given, is a way to message the
 * business, not a list of profiles to follow: it is headed so.
 */
function headSocialAsAsked(
  sections: Section[],
  checklist: readonly ChecklistItem[],
  facts: SiteFacts,
): void {
  const social = sections.find((section) => section.kind === 'social');
  const asked = checklist.filter((item) => item.kind === 'social');
  const onlyWhatsapp = asked.length > 0 && asked.every((item) => /whatsapp/i.test(item.asked));
  if (!social || !onlyWhatsapp || facts.handles.length > 0) return;
  const heading = facts.phones.length > 0 ? 'Call or WhatsApp' : 'Message us on WhatsApp';
  if (!sections.some((section) => section.heading === heading)) social.heading = heading;
}

/** A request asked for as what is booked ("book an eye test"), article and all. */
const BOOKED_AS_ASKED = /^(?:book|schedule|reserve)\s+(?:a|an|your|my|the)\s/i;

/** A request form the brief asks for as what is booked is headed in its words ("Book a stay"). */
function headRequestAsAsked(sections: Section[], checklist: readonly ChecklistItem[]): void {
  for (const item of checklist) {
    const section = sections.find((candidate) => candidate.kind === item.kind);
    if (!section || !REQUESTS.has(item.kind) || !BOOKED_AS_ASKED.test(item.asked)) continue;
    const heading = capitalise(item.asked.replace(/\s+/g, ' ')).replace(/\bmy\b/i, 'your');
    if (!sections.some((other) => other.heading === heading)) section.heading = heading;
  }
}

/** Put sections in page order: by the catalogue's place for each kind, ties as given. */
export function orderSections(sections: readonly Section[]): Section[] {
  return [...sections].sort((a, b) => CATALOGUE[a.kind].rank - CATALOGUE[b.kind].rank);
}

/** The prompt without the site's own name, so "Northwind Partners" asks for no partners. */
function withoutName(prompt: string, name: string | undefined): string {
  // As written, whatever the name's capitals ("Sharma ji chaat corner" is Sharma Ji Chaat Corner).
  const unnamed = name ? prompt.replace(new RegExp(escapeForPattern(name), 'gi'), ' ') : prompt;
  return unnamed.replace(BUILDING_NAME, ' , ');
}

/**
 * A building or a housing society named as such ("Green Valley Apartments", "Sea View Towers"):
 * where something is, not flats on offer or a tower to list.
 */
const BUILDING_NAME =
  /\b(?:[A-Z][\w'’-]*\s+){1,3}(?:Apartments|Residency|Residences|Towers|Heights|Enclave|Society|Complex|CHS)\b/g;

/** The kind of site in a word or two: the business the subject names, else the intent. */
function siteTypeOf(subject: Subject, intent: SiteIntent): string {
  const type = subject.business === 'team' ? intent : subject.business;
  return (type === 'generic' ? 'website' : type).slice(0, 60);
}

/**
 * What the tools' own parts answer, by what the brief's words would otherwise ask for: a list's
 * filters are its own, a word counter's counts are no figures section, a timer is no event's
 * countdown.
 */
const TOOL_PARTS: Partial<Record<ChecklistItem['kind'], ToolPrimitive>> = {
  filters: 'tracker',
  stats: 'text-stats',
  countdown: 'timer',
};

/**
 * What a brief asks of its tools: each one, as an asked item of its primitive (so the scorecard
 * checks it is there and works), and what a tool's own parts answer, as that tool's.
 */
function toolChecklist(
  checklist: readonly ChecklistItem[],
  tools: readonly Tool[],
): ChecklistItem[] {
  const answered: ChecklistItem[] = [];
  for (const item of checklist) {
    const part = TOOL_PARTS[item.kind];
    const tool = tools.find((each) => each.primitive === part);
    if (!part || !tool) answered.push(item);
    // The tool's own name ("timer" of a Pomodoro timer) is the tool, asked once.
    else if (!tool.title.toLowerCase().includes(item.asked.toLowerCase())) {
      answered.push({ ...item, kind: part });
    }
  }
  return [...tools.map((tool) => ({ asked: tool.title, kind: tool.primitive })), ...answered];
}

/**
 * A brief for a tool asks for more only as a part it adds ("with an FAQ", "and a contact form"):
 * a word of a kind elsewhere in it ("my study sessions", "an FAQ about weight") asks for nothing.
 */
function askedAsAPart(brief: string, asked: string): boolean {
  const part = phrasePattern(asked);
  return new RegExp(
    `\\b(?:with|and|plus|also|including|includes|has|have|add)\\s+(?:\\S+\\s+)?${part}`,
    'i',
  ).test(brief);
}

/**
 * The sections of the tools, each under the tool's id and title, a calculator with the numbers
 * the brief gives it.
 */
function toolSections(
  tools: readonly Tool[],
  brief: string,
  taken: Set<string>,
  headings: Set<string>,
) {
  return tools.map((tool) => {
    const values = valuesAskedIn(brief, tool);
    const section: Section = {
      id: uniqueId(tool.id, taken),
      kind: 'tool',
      heading: tool.title,
      ...(Object.keys(values).length > 0 ? { values } : {}),
    };
    taken.add(section.id);
    headings.add(section.heading);
    return section;
  });
}

/** Words that ask people for gifts of money ("donate", "fundraiser"). */
const ASKS_FOR_GIVING = /\b(?:donate|donations?|donors?|fundrais(?:er|ers|ing))\b/i;

/**
 * What the business is, from the brief's words, not its name's ("Moonlight Bakers: a bakery" is
 * a bakery, not a "bakers bakery"), with the places it names: the keywords every agent reads the
 * subject from, and the subject.
 */
function subjectOf(
  words: string,
  facts: SiteFacts,
  intent: SiteIntent,
  topic: string,
  toolBrief: boolean,
): { keywords: string[]; subject: Subject } {
  const own = contentWords(asRead(words)).slice(0, 8);
  // "Yoga with Meera" says what it is in its name, as "Crumb Bakery" does.
  const nameWords = contentWords(withBusinessesAsWords(facts.name ?? ''));
  const named = [...businessWordsIn(nameWords), ...classWordsIn(nameWords)];
  // What the name says the business is comes first, where no word of the brief qualifies it;
  // what the brief's own words say it is comes before it ("Smile Studio, a dental clinic").
  const ownFirst = businessWordsIn(own).length > 0;
  const keywordsWith = (kind: readonly string[]) =>
    [
      ...new Set([
        ...kind,
        ...(ownFirst ? own : named),
        ...(ownFirst ? named : own),
        ...facts.places.map((place) => place.toLowerCase()),
      ]),
    ].slice(0, 12);
  const plain = { keywords: keywordsWith([]), intent, topic, facts };
  const subject = describeSubject(plain);
  // A brief that asks for gifts and says of no business what it is is a cause's ("we collect old
  // textbooks for village schools… volunteer form, donate"), said first as a name's kind is.
  const cause = !toolBrief && subject.flavour === 'general' && ASKS_FOR_GIVING.test(words);
  if (!cause) return { keywords: plain.keywords, subject };
  const keywords = keywordsWith(['nonprofit']);
  return { keywords, subject: describeSubject({ topic, keywords, intent, facts }) };
}

/** A sign-up form on an event's page is how people register for it, not a product's waitlist. */
const SIGN_UP = /\bsign[- ]?up\b/i;

/** Businesses that come to do a job or see someone at a time: what they book is a visit. */
const BOOKS_VISITS = new Set<Subject['flavour']>(['trade', 'care']);

/** The section that answers what was asked, on a site of this intent, for this business. */
function askedKind(
  kind: SectionKind,
  asked: string,
  intent: SiteIntent,
  subject: Subject,
): SectionKind {
  const { flavour } = subject;
  if (kind === 'waitlist' && intent === 'event' && SIGN_UP.test(asked)) return 'rsvp';
  // A booking at an event is a place at it, or a fair's stall: it is signed up for, on its day.
  if (kind === 'booking' && intent === 'event') return 'rsvp';
  // An AC repair's "book a visit" or a clinic's "book a slot" is an appointment, not a table;
  // a bike hired for dates is booked on the form a rental's page has.
  if (kind === 'booking' && (BOOKS_VISITS.has(flavour) || hireOf(subject) || venueOf(subject))) {
    return 'appointment';
  }
  // A place to stay's "book your dates" is a stay's booking: dates and guests, not a slot.
  if (kind === 'appointment' && flavour === 'stay') return 'booking';
  // Day passes and class passes are a business's prices; an event's passes are its tickets.
  if (kind === 'tickets' && intent !== 'event' && /\bpass(?:es)?\b/i.test(asked)) {
    return 'pricing';
  }
  // A shop's or a restaurant's prices, asked on their own, are those of what it sells.
  if (kind === 'pricing' && /^(?:our\s+)?prices$/i.test(asked)) {
    if (intent === 'store') return 'products';
    if (intent === 'restaurant') return 'menu';
  }
  return kindFor(kind, intent);
}

const isForm = (kind: SectionKind) => kind !== 'contact' && CATALOGUE[kind].form !== undefined;
/** Forms that ask the business for something (a visit, a table, a quote): a page needs one. */
const REQUESTS: ReadonlySet<string> = new Set<SectionKind>(['booking', 'appointment', 'enquiry']);

/**
 * The forms a page keeps: a request the brief asks for stands in for the one its kind of business
 * usually has ("get a free estimate" for a painter's visit form), and a form of its own (an RSVP,
 * a booking) for the general contact form.
 */
function keepOneForm(kinds: Set<SectionKind>, asked: ReadonlySet<string>): void {
  if ([...asked].some((kind) => REQUESTS.has(kind))) {
    for (const kind of kinds) if (REQUESTS.has(kind) && !asked.has(kind)) kinds.delete(kind);
  }
  if ([...kinds].some(isForm) && !asked.has('contact')) kinds.delete('contact');
}

/**
 * A salon's, a barber's or a groomer's prices are its services' prices: one list of them, its
 * services with their prices, or its prices when those are what the brief asks for (both only
 * when it asks for both by name).
 */
function keepOnePriceList(
  kinds: Set<SectionKind>,
  asked: ReadonlySet<string>,
  subject: Subject,
): void {
  const pricedPerService = PRICED_PER_VISIT.test(subject.business) || subject.flavour === 'pets';
  if (!pricedPerService || !kinds.has('services') || !kinds.has('pricing')) return;
  if (asked.has('pricing') && !asked.has('services')) kinds.delete('services');
  else if (!asked.has('pricing')) kinds.delete('pricing');
}

/**
 * The words that say what the site is about: an evening's venue ("at Blue Frog bar") says where
 * it happens, not what it is; a "PG course" is postgraduate study, not a paying guest's; a
 * school's years are whom it teaches.
 */
const aboutWhat = (text: string, intent: SiteIntent): string =>
  withoutSchoolYears(
    withoutOwnersWords(
      withoutRelative(
        withCareParlours(
          withPostgraduate(
            intent === 'event' && namesAnEvening(text) ? text.replace(AT_A_VENUE, ' , ') : text,
          ),
        ),
      ),
    ),
  );
/**
 * "class 10", "10th standard", "classes 8 to 10", "aged 8-14": whom a school teaches, not what. Its words
 * lose their number when read, so the year is said apart from the subjects ("maths and science").
 */
const SCHOOL_YEARS =
  /\s*\b(?:(?:class(?:es)?|std|standard|grades?)\s+\d{1,2}(?:st|nd|rd|th)?(?:\s*(?:-|to|and|&)\s*\d{1,2}(?:st|nd|rd|th)?)?|\d{1,2}(?:st|nd|rd|th)\s+(?:class|std|standard|grade)|(?:aged?|ages)\s+\d{1,2}(?:\s*(?:-|–|to)\s*\d{1,2})?(?:\s*(?:years?|yrs?))?(?:\s+old)?)\b/gi;
const withoutSchoolYears = (text: string): string => text.replace(SCHOOL_YEARS, '');

/** The words without the people the brief names: "yoga teacher Meera" offers yoga, not Meera. */
const withoutPeople = (text: string, people: readonly string[]): string =>
  people.reduce(
    (words, person) => words.replace(new RegExp(`\\b${escapeForPattern(person)}\\b`, 'g'), ','),
    text,
  );

/** Words that say a place's hours, not its classes' ("open 9am-6pm", "office timings"). */
const OPENING_WORDS = /\b(?:open|opens|opening|office|working hours|reception|shop timings)\b/i;

/**
 * A class business's timings are its classes ("maths tuition, timings 4-6pm and 6-8pm"), where
 * the brief gives no classes by name and does not say they are when it is open.
 */
function timingsAsClasses(facts: SiteFacts, subject: Subject, prompt: string): SiteFacts {
  if (subject.flavour !== 'school' || facts.sessions.length > 0 || facts.hours.length === 0) {
    return facts;
  }
  if (OPENING_WORDS.test(prompt)) return facts;
  const sessions = classesFromHours(facts.hours, 'batch');
  return sessions.length > 0 ? { ...facts, sessions: sessions.slice(0, 8), hours: [] } : facts;
}

/** The offline Planner: a plan from the prompt's words, the same plan for the same prompt. */
/**
 * The sections a business's facts need, whether or not the brief asks for them. A tool's brief
 * gives none of these: its numbers are the tool's to work out.
 */
function addWhatTheFactsNeed(kinds: Set<SectionKind>, facts: SiteFacts, subject: Subject): void {
  // Opening hours the brief gives are shown.
  if (facts.hours.length > 0 && !isEvent(subject)) kinds.add('hours');
  // Figures the business gives (and only those: no page invents one) get a section of their own.
  if (facts.figures.length > 0) kinds.add('stats');
  // Classes the brief gives by their times are its timetable (a kitchen's sittings are its hours).
  const sittings = subject.flavour === 'food' || subject.flavour === 'shop';
  if (facts.sessions.length > 0 && !sittings) kinds.add('schedule');
  // Prices the prompt gives need a place on the page.
  const priced = ['pricing', 'tickets', 'services', 'menu', 'products', 'listings', 'donation'];
  if (facts.prices.length > 0 && !priced.some((kind) => kinds.has(kind as SectionKind))) {
    kinds.add('pricing');
  }
}

/**
 * A gathering's own words ("Networking mixer") are not its name, nor is the person it is for
 * ("baby shower for Priya"): it is called what the brief calls it.
 */
function withoutGatheringAsName(prompt: string, read: SiteFacts): SiteFacts {
  const { name, ...rest } = read;
  const gathering = gatheringIn(prompt);
  if (!name) return read;
  // "Kite festival on …": the word before an evening's or a festival's is what it is.
  if (!gathering) return (eventTitle(prompt, undefined) ?? '').startsWith(name) ? rest : read;
  const its =
    gathering.words.includes(name) ||
    read.people.includes(name) ||
    (gatheringTitle(prompt, undefined) ?? '').includes(name);
  return its ? rest : read;
}

export function planFromPrompt(written: string): SitePlan {
  const random = seededRandom(written);
  // A phone's keyboard writes "I’m Priya" with a curly apostrophe; it reads as "I'm Priya".
  const prompt = written.replace(/[‘’]/g, "'");
  const read = withoutGatheringAsName(prompt, factsFromPrompt(prompt));
  const words = withoutName(prompt, read.name);
  // A brief in a language the templates write is answered in it, with what they can say there.
  const book = phrasebookFor(briefLanguage(prompt));
  const tools = toolsAskedIn(words, book?.tools.asks);
  // A brief for a tool gets the tool first, and what else it asks for: no business's sections.
  const toolBrief = isToolBrief(words, tools, book?.tools.aSite);
  // The brief's words say what the site is; failing them, its name may ("Moonlight Bakers").
  // "classes 6 to 10" says whom a school teaches, not that it holds classes.
  const fromWords = detectIntent(withoutSchoolYears(words));
  const intent = fromWords === 'generic' ? detectIntent(prompt) : fromWords;
  const mood = detectMood(words);
  const mode = detectMode(words);
  const hue = detectHue(words) ?? random.int(0, 359);
  const about = (text: string) => aboutWhat(text, intent);
  const topic = offerFromPrompt(withoutPeople(about(prompt), read.people), intent).slice(0, 200);
  const { keywords, subject } = subjectOf(about(words), read, intent, topic, toolBrief);
  const title = (
    read.name ??
    (toolBrief ? tools[0]?.title : undefined) ??
    // An owner's homes, with no business named, are what the page is called by.
    (subject.business === 'team' && showsHomes(subject)
      ? homesTitle(read.homes, subject.offer, read.places[0])
      : undefined) ??
    fallbackTitle(about(prompt), subject, random, read.people)
  ).slice(0, 80);
  // What is asked with another business's words gets what this one has in its place.
  const checklist = toolChecklist(
    checklistFromPrompt(words)
      .filter((item) => !toolBrief || askedAsAPart(words, item.asked))
      .map((item) =>
        item.kind in CATALOGUE
          ? {
              ...item,
              kind: askedKind(item.kind as SectionKind, item.asked, intent, subject),
            }
          : item,
      ),
    tools,
  );
  const asked = new Set<string>(checklist.map((item) => item.kind));

  const kinds = new Set<SectionKind>(
    toolBrief ? [] : startingSections(intent, `${words} ${subject.business}`, subject, read),
  );
  // On a karaoke night or at an open mic the guests perform: there is no bill of artists.
  if (subject.flavour === 'evening' && guestsPerform(subject) && !asked.has('speakers')) {
    kinds.delete('speakers');
  }
  // A wedding sells no tickets, whatever an event usually has.
  if (subject.flavour === 'wedding') {
    kinds.delete('pricing');
    kinds.delete('tickets');
    kinds.delete('speakers');
  }
  for (const item of checklist) {
    if (item.kind in CATALOGUE) kinds.add(item.kind as SectionKind);
    const homes = WIDGET_HOMES[item.kind as Widget];
    if (homes && !homes.some((home) => kinds.has(home))) kinds.add(homes[0] as SectionKind);
  }
  keepOnePriceList(kinds, asked, subject);
  keepOneForm(kinds, asked);
  const facts = timingsAsClasses(read, subject, prompt);
  // The timings asked for are then the classes' timetable, not opening hours.
  if (facts !== read) {
    for (const item of checklist) if (item.kind === 'hours') item.kind = 'schedule';
    kinds.delete('hours');
  }
  if (!toolBrief) addWhatTheFactsNeed(kinds, facts, subject);
  const taken = new Set<string>();
  // The site's name heads the hero: no other section is headed with it.
  const headings = new Set<string>([title]);
  const sections: Section[] = toolSections(tools, words, taken, headings);
  for (const kind of kinds) {
    const section = makeSection(kind, subject, prompt, taken, headings);
    taken.add(section.id);
    headings.add(section.heading);
    sections.push(section);
  }
  // A team of one the brief names is that person's section ("Meet Dr. Meera Joshi").
  const [person] = facts.people;
  const team = sections.find((section) => section.kind === 'team');
  if (team && person && facts.people.length === 1 && teamIsNamed(facts.people, subject)) {
    team.heading = `Meet ${person}`.slice(0, 80);
  }
  headSocialAsAsked(sections, checklist, facts);
  headRequestAsAsked(sections, checklist);
  const ordered = orderSections(sections);

  const plan = sitePlanSchema.parse({
    topic,
    intent,
    siteType: toolBrief ? (tools[0]?.title ?? 'tool') : siteTypeOf(subject, intent),
    title,
    tagline: toolBrief ? (tools[0]?.lead ?? '') : tagline(prompt, subject, random, facts),
    keywords,
    facts,
    checklist,
    theme: buildTheme(hue, mode, mood),
    sections: ordered,
    interactivity: interactivityFor(
      intent,
      ordered.map((s) => s.kind),
      prompt,
      asked,
    ),
  });
  if (!book) return plan;
  return toolBrief
    ? localizedToolPlan(plan, book)
    : localizedPlan(plan, prompt, book, (kind, taken) => makeSection(kind, subject, prompt, taken));
}

export { interactivityFor };
