import type { SiteIntent } from '../page/site-kinds';
import { COLOUR_HUES } from './palette';
import { capitalise, singular, withCapitalsOf } from './words';
import { nameFromPrompt } from '../../../shared/site-name';
import { escapeForPattern } from '../catalogue/phrases';
import { PLACES_AND_REGIONS } from '../../../shared/places';
import { VENUE_IN_WORDS, VENUE_LABELS } from './venues';
import { PLAY_IN_WORDS, PLAY_WORDS_OF } from './play';
import { PLANNER_IN_WORDS, PLANNERS } from './planners';
import { TRADE_WORK } from './trades';
import { petCareIn } from './pets';
import { PRACTICE_WORDS } from './practices';
import { homesOffer, isPropertyAgent, listsHomes, withAgentWords } from './property';
import { withHireWords } from './hire';
import { gatheringInKeywords } from './gatherings';

/** The kind of business a page is for; it decides the voice and the vocabulary of the copy. */
export type Flavour =
  | 'shop'
  | 'food'
  | 'creative'
  | 'wellness'
  | 'care'
  | 'school'
  | 'conference'
  | 'festival'
  | 'fair'
  | 'evening'
  | 'sport'
  | 'wedding'
  | 'product'
  | 'writing'
  | 'person'
  | 'cause'
  | 'act'
  | 'club'
  | 'trade'
  | 'faith'
  | 'stay'
  | 'pets'
  | 'gathering'
  | 'general';

/**
 * What a page is about, read from the prompt: what the business offers ("handmade soy candles"),
 * what it is ("yoga studio") and where ("Pune"). The copy is written around it.
 */
export interface Subject {
  /** What is offered, in the prompt's words: plural or uncountable ("soy candles", "coffee"). */
  offer: string;
  /** The offer without leading descriptive adjectives ("handmade soy candles" → "soy candles"). */
  short: string;
  /** One of them, for countable offers ("soy candle"); undefined for uncountable ones. */
  item: string | undefined;
  /** Whether the offer takes a plural verb ("candles are", "coffee is"). */
  plural: boolean;
  flavour: Flavour;
  /** What the business is ("yoga studio", "bakery"); "shop" for a store named by its goods. */
  business: string;
  /** A place named in the prompt ("Pune", "the Himalayas"). */
  place: string | undefined;
}

interface BusinessWord {
  flavour: Flavour;
  /** What such a business offers when the prompt does not say. */
  offer?: string;
  /** What the business is called when the word names the trade ("barber" → "barbershop"). */
  label?: string;
  /** A qualifier that only says what the word is ("food" truck): the usual offer stands. */
  plainQualifier?: string;
}

/**
 * The words with the plural of each word for the people of a trade ("caterers", "florists"):
 * more than one of them is the same business, called by the one word.
 */
function withPeoplesPlurals(words: Record<string, BusinessWord>): Record<string, BusinessWord> {
  const plurals = Object.entries(words).flatMap(([word, entry]) =>
    /(?:er|or|ist|ian|ic)$/.test(word) && !(`${word}s` in words)
      ? [[`${word}s`, { ...entry, label: entry.label ?? word }] as const]
      : [],
  );
  return { ...words, ...Object.fromEntries(plurals) };
}

const BUSINESS_WORDS: Record<string, BusinessWord> = withPeoplesPlurals({
  store: { flavour: 'shop', offer: 'handpicked gifts' },
  shop: { flavour: 'shop', offer: 'handpicked gifts' },
  boutique: { flavour: 'shop', offer: 'handpicked gifts' },
  marketplace: { flavour: 'shop', offer: 'handpicked gifts' },
  brand: { flavour: 'shop', offer: 'handpicked gifts' },
  bookshop: { flavour: 'shop', offer: 'books' },
  bookstore: { flavour: 'shop', offer: 'books' },
  florist: { flavour: 'shop', offer: 'fresh flowers' },
  nursery: { flavour: 'shop', offer: 'plants' },
  roastery: { flavour: 'food', offer: 'coffee' },
  bakery: { flavour: 'food', offer: 'bread and pastries' },
  // A baker who bakes at home and takes orders is a bakery without a shop.
  baker: { flavour: 'food', offer: 'cakes and bakes' },
  // "Sharma Bakers" is a bakery with a counter.
  bakers: { flavour: 'food', offer: 'bread and pastries', label: 'bakery' },
  cafe: { flavour: 'food', offer: 'coffee' },
  café: { flavour: 'food', offer: 'coffee' },
  restaurant: { flavour: 'food', offer: 'good food' },
  tearoom: { flavour: 'food', offer: 'tea' },
  teahouse: { flavour: 'food', offer: 'tea' },
  canteen: { flavour: 'food', offer: 'home cooking' },
  eatery: { flavour: 'food', offer: 'good food' },
  cafeteria: { flavour: 'food', offer: 'good food' },
  pub: { flavour: 'food', offer: 'drinks and pub food' },
  tavern: { flavour: 'food', offer: 'drinks and pub food' },
  pizzeria: { flavour: 'food', offer: 'pizza' },
  bistro: { flavour: 'food', offer: 'seasonal cooking' },
  diner: { flavour: 'food', offer: 'comfort food' },
  bar: { flavour: 'food', offer: 'cocktails' },
  brewery: { flavour: 'food', offer: 'craft beer' },
  dhaba: { flavour: 'food', offer: 'Punjabi food' },
  parlour: { flavour: 'food', offer: 'ice cream' },
  kitchen: { flavour: 'food', offer: 'home cooking' },
  tiffin: { flavour: 'food', offer: 'home-style meals' },
  dabba: { flavour: 'food', offer: 'home-style meals' },
  caterer: { flavour: 'food', offer: 'catering' },
  // A sweet shop (a mithai shop, a halwai's) sells Indian sweets and savouries by weight.
  sweets: { flavour: 'food', offer: 'Indian sweets', label: 'sweet shop' },
  mithai: { flavour: 'food', offer: 'Indian sweets', label: 'sweet shop' },
  halwai: { flavour: 'food', offer: 'Indian sweets', label: 'sweet shop' },
  // A stall on a street or in a market: food made in front of you.
  stall: { flavour: 'food', offer: 'street food' },
  kiosk: { flavour: 'food', offer: 'street food' },
  // A corner named for what it serves ("chaat corner", "juice corner"): a shop is the store's.
  corner: { flavour: 'food', offer: 'street food' },
  // A "burger joint", a "momo joint": only where food is what the page is for.
  joint: { flavour: 'food', offer: 'good food' },
  // Who decorates a wedding, a party or a shop front: their work is shown, booked by the event.
  decorator: { flavour: 'creative', offer: 'decoration' },
  // A team of planners or photographers is a studio; one of them is a person (PROFESSIONS).
  planners: { flavour: 'creative', offer: 'planning', label: 'planner' },
  photographers: { flavour: 'creative', offer: 'photography', label: 'photography studio' },
  catering: { flavour: 'food', offer: 'catering' },
  studio: { flavour: 'creative', offer: 'design' },
  gym: { flavour: 'wellness', offer: 'strength training' },
  salon: { flavour: 'care', offer: 'hair and beauty' },
  barber: { flavour: 'care', offer: 'haircuts and beard trims', label: 'barbershop' },
  barbershop: { flavour: 'care', offer: 'haircuts and beard trims' },
  spa: { flavour: 'wellness', offer: 'massage and spa treatments' },
  clinic: { flavour: 'care', offer: 'health care' },
  polyclinic: { flavour: 'care', offer: 'health care', label: 'clinic' },
  // A doctor is known by their medicine, and patients come to their clinic (clinics.ts).
  doctor: { flavour: 'care', offer: 'health care', label: 'clinic' },
  physician: { flavour: 'care', offer: 'health care', label: 'clinic' },
  surgeon: { flavour: 'care', offer: 'health care', label: 'clinic' },
  dentist: { flavour: 'care', offer: 'dental care', label: 'dental clinic' },
  orthodontist: { flavour: 'care', offer: 'dental care', label: 'dental clinic' },
  paediatrician: { flavour: 'care', offer: "children's health care", label: "children's clinic" },
  pediatrician: { flavour: 'care', offer: "children's health care", label: "children's clinic" },
  gynaecologist: { flavour: 'care', offer: "women's health care", label: "women's clinic" },
  gynecologist: { flavour: 'care', offer: "women's health care", label: "women's clinic" },
  obstetrician: { flavour: 'care', offer: "women's health care", label: "women's clinic" },
  dermatologist: { flavour: 'care', offer: 'skin and hair care', label: 'skin clinic' },
  cardiologist: { flavour: 'care', offer: 'heart care', label: 'heart clinic' },
  ophthalmologist: { flavour: 'care', offer: 'eye care', label: 'eye clinic' },
  physiotherapist: { flavour: 'care', offer: 'physiotherapy', label: 'physiotherapy clinic' },
  physio: { flavour: 'care', offer: 'physiotherapy', label: 'physiotherapy clinic' },
  homeopath: { flavour: 'care', offer: 'homeopathic treatment', label: 'homeopathy clinic' },
  homoeopath: { flavour: 'care', offer: 'homeopathic treatment', label: 'homeopathy clinic' },
  psychiatrist: { flavour: 'care', offer: 'mental health care', label: 'psychiatry clinic' },
  hospital: { flavour: 'care', offer: 'health care' },
  nursinghome: { flavour: 'care', offer: 'health care', label: 'nursing home' },
  // A place let for a day's occasion (venues.ts), and one booked by the hour to play (play.ts).
  ...Object.fromEntries(
    Object.entries(VENUE_LABELS).map(([word, label]) => [
      word,
      { flavour: 'general' as const, offer: 'weddings and parties', label },
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(PLAY_WORDS_OF).map(([word, { label, offer }]) => [
      word,
      { flavour: 'general' as const, offer, label },
    ]),
  ),
  // Someone who plans other people's occasions (planners.ts).
  ...Object.fromEntries(
    Object.entries(PLANNERS).map(([word, { label, offer }]) => [
      word,
      { flavour: 'general' as const, offer, label },
    ]),
  ),
  // An agent of homes and land, by any of its names (property.ts reads them as these two).
  realtor: { flavour: 'care', offer: 'homes to buy and rent', label: 'real estate agency' },
  realty: { flavour: 'care', offer: 'homes to buy and rent', label: 'real estate agency' },
  // A speech, a massage, an occupational therapist: what the word before says (clinics.ts).
  therapist: { flavour: 'care', offer: 'counselling', label: 'therapy practice' },
  optician: { flavour: 'care', offer: 'eye tests and glasses', label: 'opticians' },
  opticals: { flavour: 'care', offer: 'eye tests and glasses', label: 'opticians' },
  optometrist: { flavour: 'care', offer: 'eye tests and glasses', label: 'opticians' },
  audiologist: { flavour: 'care', offer: 'hearing care', label: 'hearing care centre' },
  diagnostic: { flavour: 'care', offer: 'diagnostic tests', label: 'diagnostic lab' },
  diagnostics: { flavour: 'care', offer: 'diagnostic tests', label: 'diagnostic lab' },
  pathology: { flavour: 'care', offer: 'diagnostic tests', label: 'diagnostic lab' },
  psychologist: { flavour: 'care', offer: 'counselling', label: 'counselling practice' },
  counsellor: { flavour: 'care', offer: 'counselling', label: 'counselling practice' },
  counselor: { flavour: 'care', offer: 'counselling', label: 'counselling practice' },
  dietitian: { flavour: 'care', offer: 'diet and nutrition advice', label: 'nutrition clinic' },
  dietician: { flavour: 'care', offer: 'diet and nutrition advice', label: 'nutrition clinic' },
  nutritionist: { flavour: 'care', offer: 'diet and nutrition advice', label: 'nutrition clinic' },
  firm: { flavour: 'care', offer: 'professional advice' },
  consultancy: { flavour: 'care', offer: 'consulting' },
  school: { flavour: 'school', offer: 'learning' },
  academy: { flavour: 'school', offer: 'learning' },
  institute: { flavour: 'school', offer: 'learning' },
  tuition: { flavour: 'school', offer: 'tuition' },
  tutor: { flavour: 'school', offer: 'tuition' },
  tuitions: { flavour: 'school', offer: 'tuition', label: 'tuition' },
  coaching: { flavour: 'school', offer: 'coaching' },
  coach: { flavour: 'school', offer: 'coaching' },
  lessons: { flavour: 'school', offer: 'lessons' },
  // Classes named by what they teach ("coding classes"); classes to move are a studio's.
  classes: { flavour: 'school', offer: 'learning' },
  service: { flavour: 'care', offer: 'friendly service' },
  business: { flavour: 'general', offer: 'friendly service' },
  company: { flavour: 'general', offer: 'friendly service' },
  bureau: { flavour: 'general', offer: 'friendly service' },
  space: { flavour: 'general', offer: 'good company' },
  // Places to stay: rooms by the night, a booking for dates, guests.
  hotel: { flavour: 'stay', offer: 'comfortable stays' },
  homestay: { flavour: 'stay', offer: 'comfortable stays' },
  resort: { flavour: 'stay', offer: 'comfortable stays' },
  guesthouse: { flavour: 'stay', offer: 'comfortable stays' },
  hostel: { flavour: 'stay', offer: 'comfortable stays' },
  lodge: { flavour: 'stay', offer: 'comfortable stays' },
  inn: { flavour: 'stay', offer: 'comfortable stays' },
  motel: { flavour: 'stay', offer: 'comfortable stays' },
  bnb: { flavour: 'stay', offer: 'comfortable stays', label: 'B&B' },
  farmstay: { flavour: 'stay', offer: 'comfortable stays' },
  dharamshala: { flavour: 'stay', offer: 'comfortable stays' },
  // A paying guest's rooms are let by the month, to students and people at work.
  pg: { flavour: 'stay', offer: 'rooms by the month', label: 'PG' },
  agency: { flavour: 'creative', offer: 'marketing' },
  conference: { flavour: 'conference', offer: 'ideas' },
  summit: { flavour: 'conference', offer: 'ideas' },
  meetup: { flavour: 'conference', offer: 'ideas' },
  expo: { flavour: 'conference', offer: 'ideas' },
  hackathon: { flavour: 'conference', offer: 'technology' },
  workshop: { flavour: 'conference', offer: 'learning by doing' },
  festival: { flavour: 'festival', offer: 'live music' },
  // A fair's day out: stalls to browse, food, games and a stage, whatever the season.
  fair: { flavour: 'fair', offer: 'stalls, food and games' },
  mela: { flavour: 'fair', offer: 'stalls, food and games' },
  carnival: { flavour: 'fair', offer: 'stalls, food and games' },
  fete: { flavour: 'fair', offer: 'stalls, food and games' },
  fête: { flavour: 'fair', offer: 'stalls, food and games' },
  funfair: { flavour: 'fair', offer: 'stalls, food and games' },
  marathon: { flavour: 'sport', offer: 'running' },
  ultramarathon: { flavour: 'sport', offer: 'running' },
  race: { flavour: 'sport', offer: 'running' },
  triathlon: { flavour: 'sport', offer: 'swimming, cycling and running' },
  duathlon: { flavour: 'sport', offer: 'running and cycling' },
  cyclothon: { flavour: 'sport', offer: 'cycling' },
  walkathon: { flavour: 'sport', offer: 'walking' },
  tournament: { flavour: 'sport', offer: 'the game' },
  league: { flavour: 'sport', offer: 'the game' },
  championship: { flavour: 'sport', offer: 'the game' },
  concert: { flavour: 'evening', offer: 'live music' },
  wedding: { flavour: 'wedding', offer: 'our wedding' },
  app: { flavour: 'product', offer: 'app' },
  platform: { flavour: 'product', offer: 'platform' },
  tool: { flavour: 'product', offer: 'tool' },
  software: { flavour: 'product', offer: 'software' },
  dashboard: { flavour: 'product', offer: 'dashboard' },
  startup: { flavour: 'product', offer: 'app' },
  saas: { flavour: 'product', offer: 'app' },
  blog: { flavour: 'writing', offer: 'everyday life' },
  journal: { flavour: 'writing', offer: 'everyday life' },
  newsletter: { flavour: 'writing', offer: 'everyday life' },
  magazine: { flavour: 'writing', offer: 'everyday life' },
  podcast: { flavour: 'writing', offer: 'everyday life' },
  diary: { flavour: 'writing', offer: 'everyday life' },
  portfolio: { flavour: 'person', offer: 'design' },
  resume: { flavour: 'person', offer: 'good work' },
  // A food truck sells street food; any other truck what it is named for ("taco truck").
  truck: { flavour: 'food', offer: 'street food', label: 'food truck', plainQualifier: 'food' },
  // People who perform together, and people who meet for what they enjoy: not businesses.
  band: { flavour: 'act', offer: 'live music' },
  choir: { flavour: 'act', offer: 'choral music' },
  orchestra: { flavour: 'act', offer: 'orchestral music' },
  ensemble: { flavour: 'act', offer: 'live music' },
  troupe: { flavour: 'act', offer: 'live performance' },
  dj: { flavour: 'act', offer: 'music for your party', label: 'DJ' },
  club: { flavour: 'club', offer: 'good company' },
  // Trades a home, an office or a car calls in: work done on site, booked by a visit.
  plumber: { flavour: 'trade', offer: 'plumbing repairs' },
  // A printing press, a print shop, a xerox centre (asBusinessWords reads them so).
  printshop: { flavour: 'trade', offer: 'printing', label: 'printers' },
  // Cars, bikes, cameras let by the day (hire.ts reads "bike rental", "cars on rent" so).
  rentals: { flavour: 'general', offer: 'rentals' },
  plumbing: { flavour: 'trade', offer: 'plumbing repairs' },
  electrician: { flavour: 'trade', offer: 'electrical repairs and wiring' },
  electricals: { flavour: 'trade', offer: 'electrical repairs and wiring' },
  carpenter: { flavour: 'trade', offer: 'carpentry and furniture work' },
  carpentry: { flavour: 'trade', offer: 'carpentry and furniture work' },
  mechanic: { flavour: 'trade', offer: 'car servicing and repairs' },
  garage: { flavour: 'trade', offer: 'car servicing and repairs' },
  handyman: { flavour: 'trade', offer: 'home repairs' },
  movers: { flavour: 'trade', offer: 'home and office shifting' },
  packers: { flavour: 'trade', offer: 'home and office shifting', label: 'packers and movers' },
  laundry: { flavour: 'trade', offer: 'laundry and dry cleaning' },
  // A car's or a bike's wash: washed by hand, cleaned inside, detailed.
  wash: { flavour: 'trade', offer: 'car washing and detailing' },
  contractor: { flavour: 'trade', offer: 'building and renovation work' },
  technician: { flavour: 'trade', offer: 'repairs' },
  technicians: { flavour: 'trade', offer: 'repairs', label: 'repair service' },
  repair: { flavour: 'trade', offer: 'repairs', label: 'repair service' },
  repairs: { flavour: 'trade', offer: 'repairs', label: 'repair service' },
  servicing: { flavour: 'trade', offer: 'servicing', label: 'service centre' },
  // Places of worship: services and festivals, the people who serve, giving.
  temple: { flavour: 'faith', offer: 'worship and community' },
  mandir: { flavour: 'faith', offer: 'worship and community', label: 'temple' },
  church: { flavour: 'faith', offer: 'worship and community' },
  parish: { flavour: 'faith', offer: 'worship and community', label: 'church' },
  cathedral: { flavour: 'faith', offer: 'worship and community' },
  chapel: { flavour: 'faith', offer: 'worship and community' },
  mosque: { flavour: 'faith', offer: 'worship and community' },
  masjid: { flavour: 'faith', offer: 'worship and community', label: 'mosque' },
  gurdwara: { flavour: 'faith', offer: 'worship and community' },
  synagogue: { flavour: 'faith', offer: 'worship and community' },
  // Practices clients consult by appointment: accounts and tax, the law.
  accountant: { flavour: 'care', offer: 'accounts and tax', plainQualifier: 'chartered' },
  accountants: {
    flavour: 'care',
    offer: 'accounts and tax',
    label: 'accountant',
    plainQualifier: 'chartered',
  },
  auditor: { flavour: 'care', offer: 'audits and accounts' },
  bookkeeper: { flavour: 'care', offer: 'bookkeeping' },
  lawyer: { flavour: 'care', offer: 'legal advice' },
  advocate: { flavour: 'care', offer: 'legal advice' },
  advocates: { flavour: 'care', offer: 'legal advice', label: 'advocate' },
  attorney: { flavour: 'care', offer: 'legal advice' },
  attorneys: { flavour: 'care', offer: 'legal advice', label: 'attorney' },
  solicitor: { flavour: 'care', offer: 'legal advice' },
  notary: { flavour: 'care', offer: 'notary services' },
  astrologer: { flavour: 'care', offer: 'astrology' },
  jyotish: { flavour: 'care', offer: 'astrology', label: 'astrologer' },
  numerologist: { flavour: 'care', offer: 'numerology' },
  tarotreader: { flavour: 'care', offer: 'tarot readings', label: 'tarot reader' },
  nonprofit: { flavour: 'cause', offer: 'our community' },
  charity: { flavour: 'cause', offer: 'our community' },
  foundation: { flavour: 'cause', offer: 'our community' },
  ngo: { flavour: 'cause', offer: 'our community' },
});

/** The words for a sport event (a race, a tournament), from the business words: one list. */
const SPORT_WORDS = Object.keys(BUSINESS_WORDS).filter(
  (word) => BUSINESS_WORDS[word]?.flavour === 'sport',
);
/** The words a brief names a sport event by: the business words, and a race's own names. */
export const SPORT_EVENT_WORDS: readonly string[] = [
  ...SPORT_WORDS,
  'half marathon',
  'fun run',
  'trail run',
];
/** A brief for a sport event: one of its words, one or more ("25k and 50k races"). */
export const SPORT_EVENT = new RegExp(`\\b(?:${SPORT_EVENT_WORDS.join('|')})s?\\b`, 'i');

/** "only orders, no shop": where a business is not, said of it. */
const NO_SHOP =
  /\b(?:no|not an?|without an?|don'?t have an?|do not have an?)\s+(?:physical\s+)?(?:shop|store|outlet|storefront)\b/gi;
export const withoutNoShop = (text: string): string => text.replace(NO_SHOP, ' ');

/** Food sold over a counter or to take away ("kebab", "ice cream"): its shop is an eatery's. */
export const FOOD_SOLD =
  'kebabs?|sandwich(?:es)?|chips?|fish and chips?|pies?|juices?|ice[- ]?creams?|gelato|bubble tea|boba|donuts?|doughnuts?|waffles?|crepes?|noodles?|burgers?|pizzas?|falafel|shawarma|momos?|dosas?|chaat|samosas?|parathas?|biryani|dumplings?|bagels?|tacos?|smoothies?|milkshakes?|shakes?|cupcakes?|desserts?|kulfi|lassi|soda|frozen yogh?urt|chicken|dim sum|ramen|sushi|poke';

/** The words a brief names a fair by: a mela, a carnival, a fête, a school's or a village's fair. */
export const FAIR_WORDS: readonly string[] = [
  'fair',
  'fairs',
  'funfair',
  'funfairs',
  'fun fair',
  'mela',
  'melas',
  'carnival',
  'carnivals',
  'fete',
  'fetes',
  'fête',
];
/** A brief for a fair, read with a fair's praise ("fair prices") gone. */
const A_FAIR = `(?:${FAIR_WORDS.join('|')})`;
export const FAIR = new RegExp(`\\b${A_FAIR}\\b`, 'i');
/**
 * A fair's word that says no fair: fair as praise, before what it praises or after what it says
 * of it ("fair prices", "fair-trade coffee", "honest and fair"), and a business a fair's word
 * names ("Mela Restaurant", "fun fair rides hire"). A brief for a fair says the fair ("the fair
 * is on Sunday").
 */
const PRAISED_FAIR =
  'prices?|pricing|priced|rates?|deals?|dealing|trade|traded|play|share|skin|wages?|chance|value|fees?|terms|treatment|enough|amount|use|weather|game';
/** Words that say what something is, before praise ("prices are fair", "very fair"). */
const SAYS_WHAT_IT_IS = 'is|are|was|were|be|very|so|quite|always|too|really|totally|honest';
const NO_FAIR = new RegExp(
  `\\bfair(?=[\\s-]+(?:${PRAISED_FAIR}|and|&)\\b)|(?<=\\b(?:${SAYS_WHAT_IT_IS}|and|&|prices|rates)\\s+)fair\\b|\\b${A_FAIR}(?=(?:\\s+[a-z'-]+){0,2}\\s+(?:restaurants?|caf[eé]s?|kitchens?|dhabas?|sweets|caterers?|catering|company|hire|rentals?|suppliers?|decorators?|organi[sz]ers?|planners?|shops?|stores?)\\b)`,
  'gi',
);
const SAID_OF = new RegExp(`^(?:${SAYS_WHAT_IT_IS})$`);
/** What "fair" praises when it comes before it ("fair prices"). */
const PRAISED_BY_FAIR = new RegExp(`^(?:${PRAISED_FAIR})$`);
export const withoutFairAsPraise = (text: string): string => text.replace(NO_FAIR, ' ');

/** A sport event of teams and matches, not of runners and a course. */
export const isTournament = (subject: Pick<Subject, 'flavour' | 'business'>): boolean =>
  subject.flavour === 'sport' &&
  BUSINESS_WORDS[subject.business.split(' ').at(-1) ?? '']?.offer === 'the game';

/** Words for animals and their care, as a groomer, a kennel or a shelter says them. */
const ANIMALS =
  /\b(?:pets?|dogs?|cats?|pupp(?:y|ies)|kittens?|animals?|strays?|groom\w*|kennels?)\b/;

/** A vet's words. */
const VET = /\b(?:vets?|veterinar\w*)\b/i;

/**
 * Whether the subject looks after animals other than as a vet (a groomer, a boarding kennel, a
 * shelter): then its work, its people and its photos are the animals', not a clinic's.
 */
export const forAnimals = (subject: Pick<Subject, 'business' | 'offer'>): boolean => {
  const words = `${subject.business} ${subject.offer}`.toLowerCase();
  return ANIMALS.test(words) && !VET.test(words);
};

/** A podcast: written about like a blog, but its posts are episodes and it is listened to. */
export const isPodcast = (subject: Pick<Subject, 'business'>): boolean =>
  /\bpodcast\b/.test(subject.business);

/** Flavours of a service that, done for pets, is pet care (a dog's salon, a cat's sitter). */
const SERVICE_FLAVOURS: ReadonlySet<Flavour> = new Set(['care', 'general', 'wellness', 'school']);

/** Pet care where the words say a service is for pets, and not a vet's. */
function petsOr(flavour: Flavour, keywords: readonly string[]): Flavour {
  const words = keywords.join(' ');
  const forPets = ANIMALS.test(words) && !VET.test(words) && !/\b(?:clinic|hospital)\b/.test(words);
  return SERVICE_FLAVOURS.has(flavour) && forPets ? 'pets' : flavour;
}

/** Whether the subject is paid to look after pets (a groomer, a kennel): a shelter is not. */
export const caresForPets = (subject: Pick<Subject, 'flavour'>): boolean =>
  subject.flavour === 'pets';

/** Words for printing, before the word for the place it is done. */
const PRINTING = /^(?:printing|print|xerox|photocopy|photocopying|offset|flex)$/;

/** What a doctor who is a specialist may be one of ("skin", "eye" specialist). */
const MEDICINE =
  /^(?:skin|eye|child|children's|bone|heart|ent|kidney|diabetes|cancer|chest|lung|neuro|spine|joint|fertility|sugar|piles|ortho)$/;

/**
 * Keywords with the two words some businesses go by as the one word the table knows: a "skin
 * specialist" is a doctor, a "property dealer" or "real estate" agent a realtor.
 */
function asBusinessWords(keywords: readonly string[]): string[] {
  const lower = keywords.map((word) => word.toLowerCase());
  const place = /^(?:press|shop|services?|centre|center|house|works)$/;
  return withHireWords(withAgentWords(lower)).flatMap((word, i, all) => {
    const before = all[i - 1] ?? '';
    if (word === 'specialist' && MEDICINE.test(before)) return ['doctor'];
    // A "printing press", a "print shop", a "xerox centre": printers.
    if (PRINTING.test(word) && place.test(all[i + 1] ?? '')) return [];
    if (place.test(word) && PRINTING.test(before)) return ['printshop'];
    // "xerox and printing": the copying is the business, the printing with it.
    if (/^(?:printers|xerox|photocopy|photocopying)$/.test(word)) return ['printshop'];
    if (word === 'printing' && /^(?:printshop|xerox|photocopy)$/.test(before)) return [];
    return [word];
  });
}

/** A vet: a clinic or a hospital for animals, by a vet's words or by its animals'. */
export const treatsAnimals = (subject: Pick<Subject, 'business' | 'offer' | 'flavour'>): boolean =>
  subject.flavour === 'care' &&
  (ANIMALS.test(`${subject.business} ${subject.offer}`.toLowerCase()) ||
    VET.test(subject.business));

/** Businesses whose prices are per visit, one for each service: a salon's, a barber's. */
export const PRICED_PER_VISIT = /\b(?:salon|spa|barber\w*|beauty|parlou?r|nail)\b/i;

/** People named by their work, and the work ("wedding photographer" → "wedding photography"). */
const PROFESSIONS: Record<string, string> = {
  photographer: 'photography',
  illustrator: 'illustration',
  architect: 'architecture',
  designer: 'design',
  artist: 'art',
  developer: 'development',
  writer: 'writing',
  scientist: 'science',
  chef: 'cooking',
  musician: 'music',
  consultant: 'consulting',
  freelancer: 'freelance work',
  planner: 'planning',
};

/** Qualifiers that make a studio a place for classes rather than a design studio. */
const WELLNESS_WORDS = new Set([
  'yoga',
  'pilates',
  'dance',
  'fitness',
  'meditation',
  'barre',
  'boxing',
  'martial',
  'zumba',
  'aerobics',
  'crossfit',
  'kickboxing',
]);

/** Classes named by what they teach and by no business word ("yoga classes"). */
function wellnessClasses(keywords: readonly string[]): string | undefined {
  const what = keywords.find((keyword) => WELLNESS_WORDS.has(keyword));
  return what && `${what} classes`;
}

/** What a coach helps a person with, one to one, rather than teaches a class. */
const PERSONAL_COACHING =
  /\b(?:life|career|business|executive|leadership|relationship|parenting|dating|mindset|wellness|health|nutrition|sales|confidence|success|startup)\b/;

/** Qualifiers that make an agency a creative one; other agencies (travel, real estate) serve clients. */
const CREATIVE_WORDS =
  /marketing|brand|design|digital|creative|advertising|social|media|content|web|pr\b/;

/** The words for a place of worship ("temple", "masjid"), from the business words: one list. */
export const WORSHIP_WORDS = new RegExp(
  `\\b(?:${Object.keys(BUSINESS_WORDS)
    .filter((word) => BUSINESS_WORDS[word]?.flavour === 'faith')
    .join('|')})s?\\b`,
  'i',
);

/** What a business word is called on a page ("bnb" → "B&B", "mithai" → "sweet shop"). */
export const businessLabel = (word: string): string => BUSINESS_WORDS[word]?.label ?? word;

/** The words for a place to stay ("homestay", "guest house"), from the business words: one list. */
export const STAY_NAMES: readonly string[] = [
  ...Object.keys(BUSINESS_WORDS).filter((word) => BUSINESS_WORDS[word]?.flavour === 'stay'),
  'guest house',
  'home stay',
  'b&b',
  'bed and breakfast',
];
export const STAY_WORDS = new RegExp(`\\b(?:${STAY_NAMES.join('|')})s?\\b`, 'i');

/**
 * A business named in two words or with "&" ("bed & breakfast", "B&B", "guest house", "nursing
 * home"), and the one word it is read as.
 */
const IN_TWO_WORDS: [RegExp, string][] = [
  [/\bbed\s*(?:&|and|n)\s*breakfasts?\b|\bb\s?&\s?b\b|\bb\s?n\s?b\b/gi, 'bnb'],
  [/\bguest\s+houses?\b/gi, 'guesthouse'],
  [/\bhome\s+stays?\b/gi, 'homestay'],
  [/\bnursing\s+homes?\b/gi, 'nursinghome'],
  [/\btarot\s+(?:card\s+)?readers?\b/gi, 'tarotreader'],
  ...VENUE_IN_WORDS,
  ...PLAY_IN_WORDS,
  ...PLANNER_IN_WORDS,
];
/** The words with a business said as its one word ("bed & breakfast" → "bnb"), so it is read as one. */
export const withBusinessesAsWords = (text: string): string =>
  IN_TWO_WORDS.reduce((read, [pattern, word]) => read.replace(pattern, word), text);

/** Capitalised words before "'s" that are whom a business is for, not its owner ("Women's salon"). */
const FOR_WHOM =
  /^(?:Men|Women|Ladies|Gents|Kids|Children|Boys|Girls|Mother|Mothers|Father|Fathers|Baby|Babies|People|Pets|Valentine|Nature)$/;
/** Goods a home kitchen sells under its maker's name ("Nani's pickles", "Meera's bakes"). */
const HOME_MADE = ['pickles', 'achar', 'masalas', 'bakes', 'cakes', 'sweets', 'chocolates'];
/** "Sunita's tiffin service", "Dr. Rao's dental clinic": a business named as its owner's. */
const OWNERS_BUSINESS = new RegExp(
  `\\b((?:(?:Dr|Adv|Prof|Mrs?|Ms|Chef|Sri|Smt)\\.?\\s+)?[A-Z][a-zà-ÿ-]+(?:\\s+[A-Z][a-zà-ÿ-]+)?)['’]s\\s+((?:[a-z][\\w-]*\\s+){0,2}(?:${[...Object.keys(BUSINESS_WORDS), ...HOME_MADE].join('|')}))\\b`,
);

/** The owner and the business a brief names as theirs ("Sunita" and "tiffin service"), if any. */
export function ownersBusiness(prompt: string): { owner: string; business: string } | undefined {
  const [, owner, business] = OWNERS_BUSINESS.exec(prompt) ?? [];
  if (!owner || !business || FOR_WHOM.test(owner.split(/\s+/).at(-1) ?? '')) return undefined;
  return { owner, business };
}

/** The words without the owner a business is named for: "Sunita's tiffin service" is a tiffin service. */
export function withoutOwner(text: string): string {
  const owner = ownersBusiness(text)?.owner;
  return owner ? text.replace(new RegExp(`${owner.replace(/\./g, '\\.')}['’]s\\s+`), '') : text;
}

/** Words that say only that a business serves, not what it does ("service", "company"). */
const GENERAL_TRADE_WORDS = new Set([
  'service',
  'company',
  'agency',
  'business',
  'firm',
  'contractor',
]);

/** Uncountable nouns: a "tea shop" sells tea, but a "candle shop" sells candles. */
const MASS_NOUNS =
  /(?:tea|coffee|jewellery|jewelry|clothing|merch|furniture|art|food|software|stationery|pottery|skincare|decor|chocolate|honey|bread|cheese|wine|beer|fashion|luggage|equipment|apparel|knitwear|gear|music|bedding|ware)$/;

/** A shop named for one thing sells many of them ("candle" → "candles"). */
function pluralise(phrase: string): string {
  if (MASS_NOUNS.test(phrase) || /s$/.test(phrase)) return phrase;
  if (/[^aeiou]y$/.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  if (/(?:x|ch|sh)$/.test(phrase)) return `${phrase}es`;
  return `${phrase}s`;
}

/** What a business of this kind offers when the prompt does not say ("bakery" → "bread and pastries"). */
export function defaultOffer(word: string): string | undefined {
  return BUSINESS_WORDS[word]?.offer;
}

/** Qualifiers that are adjectives; the offer needs a noun ("dental clinic" → "dental care"). */
const QUALIFIER_OFFERS: Record<string, string> = {
  dental: 'dental care',
  matrimonial: 'matchmaking',
  marriage: 'matchmaking',
  medical: 'medical care',
  law: 'legal advice',
  legal: 'legal advice',
  tech: 'technology',
  eco: 'sustainable living',
  personal: 'everyday life',
  kids: 'learning for kids',
  italian: 'Italian food',
  indian: 'Indian food',
  'south indian': 'South Indian food',
  japanese: 'Japanese food',
  thai: 'Thai food',
  chinese: 'Chinese food',
  mexican: 'Mexican food',
  french: 'French food',
  punjabi: 'Punjabi food',
  korean: 'Korean food',
  veg: 'vegetarian food',
  'pure veg': 'pure vegetarian food',
  jain: 'Jain food',
};

/** What a club of this kind shares, where its word is not it ("book club" → "books"). */
const CLUB_OFFERS: Record<string, string> = {
  book: 'books',
  reading: 'books',
  film: 'films',
  movie: 'films',
  quiz: 'quizzes',
  game: 'games',
};

/** What a troupe performs, by what it is called ("theatre troupe" → "theatre"). */
const TROUPE_OFFERS: Record<string, string> = {
  theatre: 'theatre',
  theater: 'theatre',
  drama: 'drama',
  dance: 'dance',
  folk: 'folk performance',
  comedy: 'comedy',
  improv: 'improv',
  puppet: 'puppetry',
  'street play': 'street theatre',
  'street-play': 'street theatre',
};

/**
 * What an act performs: a band's genre as music ("indie band" → "indie music"), a troupe's art,
 * else what acts of its kind usually perform.
 */
function actOffer(qualifier: string | undefined, usual: string): string {
  const last = qualifier?.split(' ').at(-1) ?? '';
  if (qualifier && TROUPE_OFFERS[qualifier]) return TROUPE_OFFERS[qualifier];
  if (PERFORMANCE_WORDS.has(last) && /music/.test(usual)) return `${qualifier} music`;
  return usual;
}

/** The words with acronyms written as they are ("pg hostel" → "PG hostel"). */
const withAcronyms = (phrase: string): string =>
  phrase.replace(/\b[a-z0-9]+\b/g, (word) => ACRONYMS[word] ?? word);

/** Words English always capitalises, wherever they stand in a phrase. */
const PROPER =
  /\b(?:italian|indian|japanese|thai|chinese|mexican|french|punjabi|korean|himalayan|keralan|bengali|goan|english|european|asian|hindi|tamil|telugu|marathi|kannada|malayalam|gujarati|urdu|sanskrit|spanish|german)\b/g;

/** Acronyms as they are written. */
const ACRONYMS: Record<string, string> = {
  crm: 'CRM',
  pg: 'PG',
  saas: 'SaaS',
  api: 'API',
  b2b: 'B2B',
  ai: 'AI',
  ui: 'UI',
  ux: 'UX',
};

/** Words that describe rather than name; dropped for the short form of an offer. */
const DESCRIPTIVE = new Set([
  'handmade',
  'hand-made',
  'artisan',
  'artisanal',
  'vintage',
  'rare',
  'organic',
  'fresh',
  'custom',
  'bespoke',
  'natural',
  'small-batch',
  'homemade',
  'handpicked',
  'local',
  'authentic',
  'seasonal',
  'daily',
  'weekly',
  'monthly',
  'special',
  'signature',
  'classic',
  'traditional',
  'contemporary',
  'premium',
  'affordable',
  'luxury',
  'exclusive',
  // "24x7 emergency", "emergency services": when it is open, not what it does.
  'emergency',
]);

/** Where people find or message a business: a run that names one is how to reach it. */
const CHANNELS = new Set(['instagram', 'facebook', 'whatsapp', 'youtube', 'twitter', 'linkedin']);

/**
 * A run of describing words only ("a seasonal menu" leaves "seasonal"), or one naming a channel
 * ("with instagram @beanthere"): it names no offer.
 */
const describesOnly = (words: readonly string[]): boolean =>
  words.every((word) => DESCRIPTIVE.has(word)) || CHANNELS.has(words[0] ?? '');

/** Uncountable heads that end in s ("analytics", "fitness"). */
const NOT_PLURAL = /(?:ss|ics|us|news|ness|maths)$/;

/**
 * The places a title may carry, by their words as typed ("gurgaon" → "Gurgaon", "navi mumbai"
 * → "Navi Mumbai"); a city's older name is kept as the brief spells it ("Bangalore").
 */
const PLACES: Record<string, string> = {
  ...Object.fromEntries(PLACES_AND_REGIONS.map((place) => [place.toLowerCase(), place])),
  bombay: 'Bombay',
  bangalore: 'Bangalore',
  mysore: 'Mysore',
  himalayas: 'the Himalayas',
};

/** Words that never belong to the offer: site words, moods, sections, shop mechanics. */
const FILLER = new Set(
  (
    'a an the and or but for with without of to in on at by from into about as is are be it its ' +
    'each this that these those my our your their his her me we i you they make create build design do does near ' +
    'want need please website site page pages web landing homepage home online one some very ' +
    'really simple modern nice good great beautiful cool new small local using use show has ' +
    'have called named where which who will can should would also like look feel style theme ' +
    'themed colour color colors colours section sections add include including all any more most ' +
    'just dark light minimal minimalist playful elegant bold pastel clean vibrant fun soft luxury ' +
    'premium neon moody black white selling sell sells offering featuring based showcase ' +
    'showcasing helping help find finding draws draw delivering deliver ecommerce e-commerce ' +
    'filters filter cart ordering order orders form free trial schedule tickets ticket pricing ' +
    'prices plans plan faq faqs questions contact booking bookings reservation reservations ' +
    'enquiry signup rsvp testimonials reviews lineup agenda programme program timetable menu ' +
    'team speakers staff services features benefits gallery photos projects work blog posts ' +
    'articles news stats numbers metrics about story mission catalogue catalog products ' +
    'something lovely every night nite day mode bright kind sort type single-page everything ' +
    'classes newsletter registration categories category host hosts episode episodes ' +
    // A date says when, never what is on offer ("on 8 August").
    'january february march april may june july august september october november december ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'monday tuesday wednesday thursday friday saturday sunday'
  ).split(/\s+/),
);

/** Words that do not change which word came before ("for a wedding photographer"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'some', 'our', 'my', 'your', 'their']);

/** Words after which the prompt says what the business offers. */
const OFFER_VERBS = new Set([
  'selling',
  'sells',
  'sell',
  'offering',
  'featuring',
  'showcasing',
  'draws',
  'delivering',
  'helping',
  'about',
  'for',
  'with',
  'of',
  'making',
  'makes',
]);

interface Run {
  words: string[];
  /** The word just before the run ("selling", "for"). */
  after: string | undefined;
  /** The word that one follows ("menu" in "menu with vegan badges"). */
  owner: string | undefined;
}

/** Parts of a page: what follows them with "with" is how the part looks, not what is offered. */
const PAGE_PARTS = new Set([
  'contact',
  'menu',
  'page',
  'site',
  'website',
  'section',
  'gallery',
  'form',
  'map',
  'schedule',
  'list',
  'grid',
  'cart',
  'calendar',
  'footer',
  'header',
  'pricing',
  'table',
]);

function isOfferWord(word: string): boolean {
  return (
    word.length > 1 &&
    !FILLER.has(word) &&
    !(word in COLOUR_HUES) &&
    !/-themed$/.test(word) &&
    !(word in PLACES)
  );
}

/** Runs of adjacent offer words, broken by filler, names, places and punctuation. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  let previous: string | undefined;
  let beforePrevious: string | undefined;
  // "spices online store" is a spices store: where it sells does not part it from what.
  const read = text.toLowerCase().replace(/\bonline\s+(?=(?:store|shop|boutique)s?\b)/g, '');
  for (const token of read.match(/[a-zé][a-zé'’-]*|[,.;:!?()&]/g) ?? []) {
    const word = token.replace(/['’]s$/, '');
    const joins =
      word === 'and' && current !== undefined && current.words.length > 0 && previous !== 'and';
    // "ice cream" is a food, not a colour.
    if (isOfferWord(word) || (word === 'cream' && previous === 'ice' && current)) {
      if (!current) {
        current = { words: [], after: previous, owner: beforePrevious };
        runs.push(current);
      }
      current.words.push(word);
    } else if ((word === 'themed' || word === 'theme') && current) {
      // "a unicorn themed party planner": the word before "themed" is the look, not the offer.
      current.words.pop();
      current = undefined;
    } else if (joins) {
      current?.words.push('and');
    } else {
      current = undefined;
    }
    // "for Darjeeling tea" is for tea: a place is no word of what the run comes after.
    if (!DETERMINERS.has(word) && !(word in PLACES)) {
      beforePrevious = previous;
      previous = word;
    }
  }
  for (const run of runs) {
    while (run.words.at(-1) === 'and') run.words.pop();
  }
  return runs.filter((run) => run.words.length > 0);
}

/** A group or a company that performs ("theatre group", "dance company"): a troupe. */
const STAGE_GROUP =
  /\b(theatre|theater|drama|dance|folk|comedy|improv|puppet|street[- ]play)\s+(?:group|company|collective)\b/gi;
/** The words with a group that performs said as a troupe, so it is read as one. */
export const withStageGroups = (text: string): string => text.replace(STAGE_GROUP, '$1 troupe');

/** The prompt without the site's own name, so "Crumb & Co." is never read as an offer. */
function withoutName(prompt: string): string {
  const name = nameFromPrompt(prompt);
  // As written, whatever the name's capitals ("Sharma ji chaat corner" is Sharma Ji Chaat Corner).
  // "Sharma Plumbers, Leeds.": the town after the name it opens with is where, not what.
  const town = name
    ? new RegExp(
        `^\\s*${escapeForPattern(name)}\\s*,\\s*[A-Z]\\p{Ll}+(?:\\s+[A-Z]\\p{Ll}+)?(?=\\s*(?:[.,;!\\n]|$))`,
        'u',
      )
    : undefined;
  const unnamed = name
    ? prompt.replace(town ?? '', ',').replace(new RegExp(escapeForPattern(name), 'gi'), ',')
    : prompt;
  return withBusinessesAsWords(withBoutiqueAsAdjective(withStageGroups(unnamed)));
}

function isPlural(offer: string): boolean {
  const head = offer.split(' and ')[0]?.split(' ').at(-1) ?? offer;
  return offer.includes(' and ') || (/[^s]s$/.test(head) && !NOT_PLURAL.test(head));
}

function shortForm(offer: string): string {
  const words = offer.split(' ');
  while (words.length > 1 && DESCRIPTIVE.has(words[0] ?? '')) words.shift();
  return words.join(' ');
}

function itemOf(offer: string, plural: boolean): string | undefined {
  if (!plural) return undefined;
  const first = offer.split(' and ')[0] ?? offer;
  const words = first.split(' ');
  const head = words.pop() ?? first;
  return [...words, singular(head)].join(' ');
}

/**
 * Words of an evening of performances (a jazz night, an open mic, a garba night): an event named
 * by one, and by no business word, has a lineup of performers, not speakers and keynotes.
 */
const PERFORMANCE_WORDS = new Set([
  'jazz',
  'blues',
  'rock',
  'music',
  'musical',
  'gig',
  'dj',
  'karaoke',
  'qawwali',
  'sufi',
  'ghazal',
  'bollywood',
  'acoustic',
  'classical',
  'folk',
  'indie',
  'techno',
  'edm',
  'hiphop',
  'rap',
  'salsa',
  'dance',
  'dancing',
  'garba',
  'dandiya',
  'comedy',
  'standup',
  'mic',
  'band',
  'bands',
  'orchestra',
  'choir',
  'recital',
  'carnatic',
  'hindustani',
  'poetry',
  'mushaira',
]);

/** What an evening of performances is called after its kind ("jazz night", "comedy show"). */
const PERFORMANCE_EVENTS = new Set([
  'night',
  'nite',
  'nights',
  'nites',
  'evening',
  'session',
  'sessions',
  'show',
  'gig',
  'jam',
  'party',
  'mic',
]);

/** An evening named by its kind of performance in a brief's own text ("Karaoke night", "open mic"). */
const PERFORMANCE_EVENING = new RegExp(
  `\\b(?:open[- ]mic|(?:${[...PERFORMANCE_WORDS].join('|')})[- ](?:${[...PERFORMANCE_EVENTS].join('|')}))\\b`,
  'i',
);
/** Whether a brief names an evening of performances ("a karaoke night", "comedy show"). */
export const namesAnEvening = (prompt: string): boolean => PERFORMANCE_EVENING.test(prompt);

/** The evening a brief names by its kind of performance ("jazz night", "open mic"), if any. */
function performanceEvent(keywords: readonly string[]): string | undefined {
  const open = keywords.findIndex((keyword, i) => keyword === 'open' && keywords[i + 1] === 'mic');
  if (open >= 0) return 'open mic';
  const at = keywords.findIndex(
    (keyword, i) => PERFORMANCE_WORDS.has(keyword) && PERFORMANCE_EVENTS.has(keywords[i + 1] ?? ''),
  );
  return at >= 0 ? keywords.slice(at, at + 2).join(' ') : undefined;
}

/**
 * What an evening is of, where the brief calls it only an event ("an event page for a jazz
 * night"): its performances ("jazz"), or the whole of it ("open mic").
 */
function eveningOf(keywords: readonly string[], offer: string): string {
  const evening = performanceEvent(keywords);
  if (!evening) return offer;
  return evening === 'open mic' ? evening : (evening.split(' ')[0] ?? offer);
}

function flavourOf(
  word: string,
  qualifier: string | undefined,
  intent: SiteIntent,
  keywords: readonly string[] = [],
): Flavour {
  if (intent === 'store') return 'shop';
  // A kebab shop, an ice cream shop: a shop of food to eat is an eatery.
  if (intent === 'restaurant' && BUSINESS_WORDS[word]?.flavour === 'shop' && qualifier)
    return 'food';
  if (word === 'studio' && qualifier && WELLNESS_WORDS.has(qualifier.split(' ')[0] ?? '')) {
    return 'wellness';
  }
  // Classes or lessons of yoga or dance, however the brief words them, are a studio's.
  if (/^(?:classes|lessons)$/.test(word) && keywords.some((each) => WELLNESS_WORDS.has(each))) {
    return 'wellness';
  }
  // "pest control service", "AC repair company": a trade, by the work it names.
  if (GENERAL_TRADE_WORDS.has(word) && qualifier && TRADE_WORK.test(qualifier)) return 'trade';
  if (word === 'agency' && qualifier && !CREATIVE_WORDS.test(qualifier)) return 'care';
  // A tax or legal consultant is a practice clients consult, not a portfolio.
  if (word === 'consultant' && qualifier && PRACTICE_WORDS.test(`${qualifier} consultant`)) {
    return 'care';
  }
  // Life, career or business coaching is advice, one to one; coaching for an exam is a school's.
  if (/^coach/.test(word) && qualifier && PERSONAL_COACHING.test(qualifier)) return 'care';
  const known = BUSINESS_WORDS[word]?.flavour;
  if (word in PROFESSIONS) return 'person';
  // A band or a club at an event (a wedding's live band, a club's race) is not what the site is.
  if (known && !(isGroupWord(word) && intent === 'event')) return known;
  // Classes of yoga or dance, where no word says what the business is, are a studio's.
  if (!known && intent !== 'event' && keywords.some((keyword) => WELLNESS_WORDS.has(keyword))) {
    return 'wellness';
  }
  // A jazz night or an open mic is one evening; a music fest has a festival's days and stages.
  if (intent === 'event' && keywords.some((keyword) => PERFORMANCE_WORDS.has(keyword))) {
    return keywords.includes('fest') ? 'festival' : 'evening';
  }
  // A service named by what it does ("pet grooming services") is a creative agency's only when
  // the work is creative.
  if (intent === 'agency' && !CREATIVE_WORDS.test(keywords.join(' '))) {
    return TRADE_WORK.test(keywords.join(' ')) ? 'trade' : 'care';
  }
  const byIntent: Record<SiteIntent, Flavour> = {
    store: 'shop',
    portfolio: 'person',
    restaurant: 'food',
    saas: 'product',
    blog: 'writing',
    event: 'conference',
    agency: 'creative',
    personal: 'person',
    generic: 'general',
  };
  return byIntent[intent];
}

const isBusinessWord = (word: string): boolean => word in BUSINESS_WORDS || word in PROFESSIONS;

/** Words for people who perform or meet together ("band", "club"): what a site is, not a trade. */
const isGroupWord = (word: string): boolean =>
  BUSINESS_WORDS[word]?.flavour === 'act' || BUSINESS_WORDS[word]?.flavour === 'club';

/** The words of a site's name that say what the business is ("Moonlight Bakery" → "bakery"). */
export const businessWordsIn = (words: readonly string[]): string[] =>
  words.filter((word) => word in BUSINESS_WORDS && word !== 'wedding');

/** Words for a way to move that is taught in classes ("yoga", "zumba"), among the words. */
export const classWordsIn = (words: readonly string[]): string[] =>
  words.filter((word) => WELLNESS_WORDS.has(word));

interface NamedBusiness {
  word: string;
  qualifier: string | undefined;
}

/** What is fitted in, done to or cleaned in a kitchen, a room: "kitchen cabinets", "kitchen cleaning". */
const KITCHEN_WORK =
  'cabinets?|cupboards?|renovations?|remodel\\w*|fittings?|cleaning|designs?|interiors?|counters?|countertops?|tiles?|tiling|platforms?|chimneys?|sinks?|appliances?|wardrobes?';
/** Rooms said with a kitchen ("kitchen and bathroom"): the kitchen is one too. */
const ROOMS = 'bath(?:room)?s?|wardrobes?|bedrooms?|living rooms?|interiors?';
const KITCHEN_ROOM = new RegExp(
  `\\bmodular\\s+kitchens?\\b|\\bkitchens?(?=\\s+(?:and\\s+(?:${ROOMS})|${KITCHEN_WORK})\\b)|(?<=\\b(?:${ROOMS})\\s+and\\s+)kitchens?\\b`,
  'gi',
);
/** A kitchen that is a room to fit or clean, said as kitchens, so it is not read as a restaurant. */
export const withKitchenRooms = (text: string): string =>
  text.replace(KITCHEN_ROOM, (found) => found.replace(/kitchens?$/i, 'kitchens'));

/** "PG diploma", "PG courses": postgraduate study, not a paying guest's rooms. */
const POSTGRADUATE =
  /\bpg(?=\s+(?:diplomas?|degrees?|courses?|programmes?|programs?|admissions?|entrance|medical|seats?|neet|studies|study|students?|colleges?)\b)/gi;
export const withPostgraduate = (text: string): string =>
  text.replace(POSTGRADUATE, 'postgraduate');

/** Occasions a business works for, each as its plural says it ("wedding" caterers cater weddings). */
const OCCASIONS: Record<string, string> = {
  wedding: 'weddings',
  event: 'events',
  party: 'parties',
  birthday: 'birthdays',
};
/**
 * Things made or done for an occasion ("wedding cards", "event planners", "wedding and party
 * DJ"): a business's goods, said as the occasion's plural, so the site is not read as an event of
 * its own.
 */
const FOR_OCCASIONS =
  /\b(?:wedding|event|party|birthday)(?=(?:\s*(?:,|and|&|or|\/)\s*(?:party|parties|events?|birthdays?|corporate|reception|sangeet|engagement))*\s+(?:cards?|(?:invitations?|invites?)(?!\s+(?:web)?(?:site|page))|stationery|dress(?:es)?|lehengas?|sarees?|jewell?e?ry|gifts?|favou?rs?|decor\w*|photograph\w*|videograph\w*|films?|shoots?|planners?|planning|management|organi[sz]ers?|organi[sz]ing|decorators?|rentals?|tents?|caterers?|catering|venues?|halls?|banquets?|lawns?|make-?up|cakes?|music|bands?|djs?|dhol\w*|mehe?ndi|choreograph\w*|anchors?|flowers?|florists?)\b)/gi;
export const withOccasionGoods = (text: string): string =>
  text.replace(FOR_OCCASIONS, (occasion) => OCCASIONS[occasion.toLowerCase()] ?? occasion);
/** Goods for a festival season ("festival gift boxes", "festival specials"): no festival of their own. */
const FESTIVAL_GOODS =
  /\bfestivals?(?=\s+(?:gifts?|gift boxes|boxes|hampers?|packs?|specials?|sweets|orders?|offers?|collections?|range|menu)\b)/gi;
/** The words with a festival season's goods said as festive, so no festival is read. */
export const withFestiveGoods = (text: string): string => text.replace(FESTIVAL_GOODS, 'festive');
/** The occasions a qualifier is, each said once ("birthday parties" → "birthday party"), if only those. */
function occasionOf(qualifier: string | undefined): string | undefined {
  const words = qualifier
    ?.split(' ')
    .map(
      (word) => Object.entries(OCCASIONS).find(([one, many]) => word === one || word === many)?.[0],
    );
  return words?.every(Boolean) ? words.join(' ') : undefined;
}
/** What any business offers, said of none in particular: no work to do for an occasion. */
const GENERAL_OFFERS = new Set(['friendly service', 'good company']);

/** "boutique" before what a business is ("a boutique hotel") says only that it is small and chosen. */
const BOUTIQUE_BEFORE_BUSINESS = new RegExp(
  `\\bboutique\\s+(?=(?:${Object.keys(BUSINESS_WORDS)
    .filter((word) => BUSINESS_WORDS[word]?.flavour !== 'shop')
    .join('|')})s?\\b)`,
  'gi',
);
/** The words with a boutique hotel's (or agency's, or salon's) "boutique" gone: it is no shop. */
export const withBoutiqueAsAdjective = (text: string): string =>
  text.replace(BOUTIQUE_BEFORE_BUSINESS, '');

/**
 * Whether the business word at `i` only qualifies the one after it: "business" before another
 * ("business coaching"), a place to stay or to eat before another ("PG hostel" is a hostel run
 * as a PG, a "tiffin café" a café for tiffin).
 */
function qualifiesNext(words: readonly string[], i: number): boolean {
  const next = words[i + 1] ?? '';
  if (words[i] === 'business') return isBusinessWord(next);
  // A "garage sale", a "garage door": no garage that mends cars.
  if (words[i] === 'garage' && /^(?:sales?|doors?|band|gym)$/.test(next)) return true;
  // "joint pain", "joint replacement", "joint venture": no joint that serves food.
  if (
    words[i] === 'joint' &&
    /^(?:pains?|replacements?|ventures?|family|accounts?|care|health)$/.test(next)
  )
    return true;
  const flavour = BUSINESS_WORDS[words[i] ?? '']?.flavour;
  return (flavour === 'stay' || flavour === 'food') && BUSINESS_WORDS[next]?.flavour === flavour;
}

/** A business word, unless it names a room there ("kitchen cabinets"). */
function isBusinessWordAt(words: readonly string[], i: number): boolean {
  if (!isBusinessWord(words[i] ?? '')) return false;
  // "fair prices", "fair trade coffee", "Mela Restaurant": a fair's word before other words of
  // its run says what they are; a fair is named last ("the book fair", "Diwali mela").
  if (BUSINESS_WORDS[words[i] ?? '']?.flavour === 'fair') {
    const after = words.slice(i + 1);
    const praises = words[i] === 'fair' && PRAISED_BY_FAIR.test(after[0] ?? '');
    if (praises || after.some(isBusinessWord)) return false;
  }
  // "business coaching", "business consultancy", a "PG hostel": what the business is comes after.
  if (qualifiesNext(words, i)) return false;
  if (words[i] !== 'kitchen') return true;
  // The kitchen among the words around it, read as a room or as a business.
  const from = Math.max(0, i - 2);
  return withKitchenRooms(words.slice(from, i + 3).join(' ')).split(' ')[i - from] === 'kitchen';
}

/** The business word the prompt leans on, with the words that qualify it ("organic tea" shop). */
/** Where a business is, before its word ("terrace studio", "home bakery"): not what it is. */
const SETTINGS = /^(?:terrace|rooftop|home|garden|backyard|basement|balcony|courtyard)$/i;

function chooseBusiness(runs: readonly Run[]): NamedBusiness | undefined {
  const named = runs.flatMap((run) =>
    run.words
      .map((word, i) => {
        const start =
          run.words
            .slice(0, i)
            .findLastIndex((other, j) => isBusinessWordAt(run.words, j) && other !== 'wedding') + 1;
        // "packers and movers": an "and" after another business word qualifies neither.
        const from =
          start > 0 && /^(?:and|&|or|n)$/.test(run.words[start] ?? '') ? start + 1 : start;
        const words = run.words.slice(from, i).filter((each) => !SETTINGS.test(each));
        // "my terrace studio" in a brief of yoga classes is a yoga studio.
        const taught =
          word === 'studio' && words.length === 0
            ? runs.flatMap((each) => each.words).find((each) => WELLNESS_WORDS.has(each))
            : undefined;
        return { word, i, qualifier: words.join(' ') || taught };
      })
      .filter(({ i }) => isBusinessWordAt(run.words, i))
      // "our prices are fair": said of something, fair is praise.
      .filter(({ word, i }) => !(word === 'fair' && i === 0 && SAID_OF.test(run.after ?? '')))
      .map(({ word, qualifier }) => ({ word, qualifier })),
  );
  return (
    named.find(({ word, qualifier }) => qualifier && BUSINESS_WORDS[word]?.flavour === 'product') ??
    named.find(({ word }) => word in PROFESSIONS) ??
    named.find(({ qualifier }) => qualifier) ??
    named[0]
  );
}

/** The business the prompt names, if any ("yoga studio" → { word: "studio", qualifier: "yoga" }). */
export function businessFromPrompt(prompt: string): NamedBusiness | undefined {
  return chooseBusiness(runsOf(withoutNoShop(withoutName(prompt))));
}

/** People a business is for, never what it offers ("kickboxing classes for women"). */
export const WHOM_WORDS =
  'women|men|ladies|gents|kids|children|girls|boys|seniors|beginners|adults|teens|teenagers|students|families|couples|professionals|everyone|all ages';
const FOR_WHOM_WORDS = new RegExp(`^(?:${WHOM_WORDS})$`);

/** The offer of a brief whose words say nothing it offers. */
export const NOTHING_SAID = 'good ideas';

/** The phrase for what is offered, from the prompt's runs of words. */
function offerFromRuns(runs: readonly Run[], intent: SiteIntent): string {
  const plain = runs.filter((run) => !run.words.some(isBusinessWord) && !describesOnly(run.words));
  const objects = plain
    .filter((run) => OFFER_VERBS.has(run.after ?? ''))
    .filter(
      (run) => !((run.after === 'with' || run.after === 'for') && PAGE_PARTS.has(run.owner ?? '')),
    )
    // "for women", "for working women": whom it is for, not what it offers.
    .filter((run) => !(run.after === 'for' && FOR_WHOM_WORDS.test(run.words.at(-1) ?? '')))
    .map((run) => run.words.join(' '));
  const loose = plain.map((run) => run.words.join(' '));
  const chosen = chooseBusiness(runs);
  const object = objects[0];
  if (chosen) {
    const { word, qualifier } = chosen;
    const flavour = flavourOf(word, qualifier, intent);
    const craft = PROFESSIONS[word];
    if (craft) {
      const from =
        (qualifier && (occasionOf(qualifier) ?? qualifier)) ??
        (object && !isPlural(object) ? object : object?.split(' ')[0]);
      return from ? `${from} ${craft}` : craft;
    }
    if (flavour === 'product') return qualifier ? `${qualifier} ${word}` : (object ?? word);
    // A place to play offers its games by the hour, whatever consoles or courts it lists.
    if (word in PLAY_WORDS_OF) return BUSINESS_WORDS[word]?.offer ?? word;
    if (word === 'bar') return qualifier ? `${qualifier} and cocktails` : 'cocktails';
    // A fair is its stalls, food and games, whatever its occasion ("Diwali mela").
    if (flavour === 'fair') return BUSINESS_WORDS[word]?.offer ?? word;
    if (isEvent({ flavour })) {
      return qualifier
        ? (QUALIFIER_OFFERS[qualifier] ?? qualifier)
        : (BUSINESS_WORDS[word]?.offer ?? word);
    }
    // A "true crime podcast" is about true crime, whatever its page's parts are for.
    if (word === 'podcast' && qualifier) return QUALIFIER_OFFERS[qualifier] ?? qualifier;
    // "Wedding caterers" cater weddings: their usual work, for the occasion ("wedding catering").
    const usualOffer = BUSINESS_WORDS[word]?.offer;
    const occasion = occasionOf(qualifier);
    if (occasion && usualOffer && !GENERAL_OFFERS.has(usualOffer) && flavour !== 'act') {
      // What it does for them ("corporate offsites"), unless that is only the occasions again.
      const own = object && !occasionOf(object.split(' ').at(-1));
      return own ? object : `${occasion} ${shortForm(usualOffer)}`;
    }
    if (flavour === 'shop' || flavour === 'writing' || flavour === 'cause' || intent === 'store') {
      if (object) return object;
      const describesOnly = qualifier?.split(' ').every((part) => DESCRIPTIVE.has(part));
      if (qualifier && flavour === 'shop') {
        return describesOnly ? `${qualifier} gifts` : pluralise(qualifier);
      }
    }
    const usual = BUSINESS_WORDS[word];
    if (flavour === 'act') return actOffer(qualifier, usual?.offer ?? 'live music');

    // "AC repair", "appliance servicing": what is repaired, and the work.
    if (flavour === 'trade' && qualifier && /^(?:repairs?|servicing)$/.test(word)) {
      return `${qualifier} ${word === 'servicing' ? 'servicing' : 'repairs'}`;
    }
    // A "bike garage" services and repairs bikes.
    if (flavour === 'trade' && qualifier && word === 'garage')
      return `${qualifier} servicing and repairs`;
    // A "bike wash" washes bikes.
    if (flavour === 'trade' && qualifier && word === 'wash')
      return `${qualifier} washing and detailing`;
    if (flavour === 'club')
      return qualifier ? (CLUB_OFFERS[qualifier] ?? qualifier) : 'good company';
    // A career coach offers career coaching.
    if (flavour === 'care' && /^coach/.test(word) && qualifier) return `${qualifier} coaching`;
    // A "riverside homestay" offers stays by the river, not "riverside": the setting is its name's.
    if (flavour === 'stay') return usual?.offer ?? 'comfortable stays';
    if (qualifier && qualifier !== usual?.plainQualifier) {
      return QUALIFIER_OFFERS[qualifier] ?? qualifier;
    }
    if (object) return object;
    return usual?.offer ?? word;
  }
  return object ?? loose[0] ?? NOTHING_SAID;
}

/** Where things are sent or served: "across India", "all over Pune", "throughout the city". */
const ACROSS_A_PLACE =
  /\b(?:[Aa]cross|[Aa]ll over|[Tt]hroughout|[Aa]nywhere in)\s+(?:[Ii]ndia|the (?:country|city|state|world)|[A-Z][a-z]+)\b/g;

/** How big a place is, or how long it has been open ("20 beds", "12 years"): not what it offers. */
const HOW_BIG =
  /\b\d[\d,]*\+?\s+(?:beds?|rooms?|seats?|tables?|courts?|chairs?|cabins?|desks?|years?|branches|outlets|staff|doctors|trainers|members|guests|people|persons|pax)\b/gi;

/** What the prompt says the business offers, in its own words ("handmade soy candles"). */
export function offerFromPrompt(prompt: string, intent: SiteIntent): string {
  // A clause that gives a phone number says how to call, not what is offered.
  // "Sunita's tiffin service" offers what a tiffin service does, not "Sunita".
  // A price and what it is per ("₹900/kg") say what a thing costs, not what it is, and end it
  // ("pani puri ₹30 plate" offers pani puri).
  // Where it is sent ("across India") is not what it is.
  const words = withFestiveGoods(withoutOwner(withoutNoShop(withoutName(prompt))))
    .replace(ACROSS_A_PLACE, ' ')
    .replace(HOW_BIG, ' , ')
    .replace(/[^.,;:!?\n]*\d[\d\s-]{7,}\d[^.,;:!?\n]*/g, ' , ')
    .replace(
      /(?:₹|\brs\.?|\$|€|£)\s?\d[\d,.]*(?:\s?\/\s?[a-z]+|\s(?:each|per \w+|a \w+))?/gi,
      ' , ',
    );
  const offer = offerFromRuns(runsOf(words), intent);
  return withCapitalsOf(
    withAcronyms(offer).replace(PROPER, (word) => capitalise(word)),
    prompt,
  );
}

/** The first place the words name ("pune" → "Pune"), in two words where it has two. */
function placeIn(words: readonly string[]): string | undefined {
  for (const [i, word] of words.entries()) {
    const place =
      PLACES[`${word} ${words[i + 1] ?? ''}`.toLowerCase()] ?? PLACES[word.toLowerCase()];
    if (place) return place;
  }
  return undefined;
}

/**
 * The subject of a plan, from its topic (the offer), keywords and intent. The keywords keep the
 * prompt's order, so a business word's qualifier is the keyword before it ("yoga", "studio").
 */
/** A gathering's subject, called what the brief calls it ("book launch"), on an event's page. */
function gatheringSubject(
  plan: { keywords: readonly string[]; intent: SiteIntent },
  place: () => string | undefined,
): Subject | undefined {
  const gathering =
    plan.intent === 'event' ? gatheringInKeywords(plan.keywords.join(' ')) : undefined;
  if (!gathering) return undefined;
  const what = gathering.words.toLowerCase();
  return {
    offer: what,
    short: what,
    item: what,
    plural: false,
    flavour: 'gathering',
    business: what,
    place: place(),
  };
}

export function describeSubject(plan: {
  topic: string;
  keywords: readonly string[];
  intent: SiteIntent;
  /** The places the brief names, where it is first: over the first word that is a place. */
  facts?: { places: readonly string[] };
}): Subject {
  const place = () =>
    placeIn(plan.facts?.places.flatMap((each) => each.split(/,\s*/)) ?? []) ??
    placeIn(plan.keywords.map((word) => word.toLowerCase()));
  // A party, a launch, a camp: the page is the gathering's, called what the brief calls it.
  const gathering = gatheringSubject(plan, place);
  if (gathering) return gathering;
  // Plans made before offers were read carry a business word as their topic ("bakery").
  const offer = BUSINESS_WORDS[plan.topic]?.offer ?? plan.topic;
  const plural = isPlural(offer);
  const keywords = asBusinessWords(plan.keywords);
  const profession = keywords.findIndex((word) => word in PROFESSIONS);
  const isBusiness = (word: string, i: number) =>
    word in BUSINESS_WORDS &&
    word !== 'wedding' &&
    !qualifiesNext(keywords, i) &&
    !(plan.intent === 'event' && isGroupWord(word)) &&
    // A "joint pain clinic", a "joint venture": a joint serves food only on a food page.
    (word !== 'joint' || plan.intent === 'restaurant') &&
    // "fair prices", "fair trade": a fair only on an event's page.
    (plan.intent === 'event' || BUSINESS_WORDS[word]?.flavour !== 'fair');
  // "Classes" say what the business is only where no other word does ("pottery classes at our
  // cafe" is the cafe's).
  const strong = keywords.findIndex((word, i) => word !== 'classes' && isBusiness(word, i));
  // A school's fete, a temple's mela, a society's fair: the fair is what the page is for.
  const fair =
    plan.intent === 'event'
      ? keywords.findIndex((word) => BUSINESS_WORDS[word]?.flavour === 'fair')
      : -1;
  const business = fair >= 0 ? fair : strong >= 0 ? strong : keywords.findIndex(isBusiness);
  const index =
    profession >= 0 && (plan.intent === 'portfolio' || business < 0)
      ? profession
      : business >= 0
        ? business
        : keywords.indexOf('wedding');
  const word = keywords[index];
  const before = index > 0 ? keywords[index - 1] : undefined;
  // The qualifier grows backwards over keywords that are part of the offer ("car rental" service).
  const topicWords = new Set(offer.toLowerCase().split(' '));
  let start = index - 1;
  while (start > 0 && topicWords.has(before ?? '') && topicWords.has(keywords[start - 1] ?? '')) {
    start--;
  }
  const said =
    before &&
    (qualifiesNext(keywords, index - 1) || !(before in BUSINESS_WORDS)) &&
    !(before in PLACES) &&
    !SETTINGS.test(before) &&
    isOfferWord(before)
      ? keywords.slice(start, index).join(' ')
      : undefined;
  // A studio the brief names by where it is ("my terrace studio") is the studio of what is
  // taught there ("yoga classes … on my terrace studio"): a yoga studio, not a design one.
  const qualifier =
    said ??
    (word === 'studio' ? keywords.find((keyword) => WELLNESS_WORDS.has(keyword)) : undefined);
  const flavour = petsOr(flavourOf(word ?? '', qualifier, plan.intent, keywords), keywords);
  const generic = new Set(['store', 'shop', 'marketplace', 'saas', 'startup', 'portfolio']);
  const named =
    word === 'classes' && !qualifier
      ? (wellnessClasses(keywords) ?? word)
      : ((word && BUSINESS_WORDS[word]?.label) ?? word);
  const label =
    word && named && !generic.has(word)
      ? qualifier && !(word in PROFESSIONS)
        ? withAcronyms(withPossessives(`${occasionOf(qualifier) ?? qualifier} ${named}`))
        : named
      : flavour === 'shop'
        ? 'shop'
        : flavour === 'product'
          ? 'app'
          : (word ??
            (flavour === 'festival' || flavour === 'evening'
              ? performanceEvent(keywords)
              : undefined) ??
            wellnessClasses(keywords) ??
            'team');
  // A "dog trainer" offers dog training; pet care named by nothing it offers ("photos of our
  // guests"), the care its words name.
  const work =
    flavour === 'evening' && /^(?:events?|nights?|evenings?)$/.test(offer)
      ? eveningOf(keywords, offer)
      : word === 'printshop'
        ? 'printing'
        : word === 'rentals'
          ? label.replace(/s$/, '')
          : isPropertyAgent({ business: label, flavour }) ||
              (label === 'team' && listsHomes(keywords.join(' ')))
            ? homesOffer(keywords.join(' '))
            : flavour !== 'pets'
              ? offer
              : ANIMALS.test(offer)
                ? offer.replace(/\b(train|walk|groom|sitt)ers?\b/g, '$1ing')
                : petCareIn(keywords.join(' ')).work;
  return {
    offer: work,
    short: shortForm(work),
    item: itemOf(work, plural),
    plural,
    flavour,
    business: label,
    place: place(),
  };
}

/** "men" before what they are for is theirs: a "men's salon", a "children's clinic". */
const POSSESSIVE_PLURALS = /\b(men|women|children)(?= [a-z])/gi;
const withPossessives = (phrase: string): string => phrase.replace(POSSESSIVE_PLURALS, "$1's");

/** "soy candle" → "Soy Candle", "crm" → "CRM", keeping "and" and "of" small. */
export function titleWords(text: string): string {
  return withPossessives(text)
    .split(' ')
    .map((word) =>
      word === 'and' || word === 'of'
        ? word
        : word
            .split('-')
            .map((part) => ACRONYMS[part.toLowerCase()] ?? capitalise(part))
            .join('-'),
    )
    .join(' ');
}

/** Things that happen on a day, with tickets or entries: a conference, a festival, a race. */
const TICKETED_EVENTS: ReadonlySet<Flavour> = new Set([
  'gathering',
  'conference',
  'festival',
  'fair',
  'evening',
  'sport',
]);
/** Whether the subject is a ticketed event: one with tickets or entries, sponsors, a programme. */
export const isTicketedEvent = (subject: Pick<Subject, 'flavour'>): boolean =>
  TICKETED_EVENTS.has(subject.flavour);
/** Whether the subject happens on a day: a ticketed event, or a wedding. */
export const isEvent = (subject: Pick<Subject, 'flavour'>): boolean =>
  isTicketedEvent(subject) || subject.flavour === 'wedding';

/** Flavours whose team is other people than the ones the brief names (a couple's friends). */
const TEAMS_OF_OTHERS = new Set<Flavour>([...TICKETED_EVENTS, 'wedding']);

/** Whether the people a brief names are its team: then nobody is made up beside them. */
export function teamIsNamed(people: readonly string[], subject: Pick<Subject, 'flavour'>): boolean {
  return people.length > 0 && !TEAMS_OF_OTHERS.has(subject.flavour);
}
