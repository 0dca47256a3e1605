import { cateringOf, SENDS_MEALS } from './catering';
import {
  siteContentSchema,
  type Section,
  type ContentItem,
  type SectionContent,
  type SiteContent,
  type SitePlan,
} from '../page/site-plan';
import { phrasebookFor } from './languages/index';
import { listed } from './languages/phrasebook';
import { localizedContent } from './languages/localized-page';
import { seededRandom } from './seeded-random';
import { SECTION_WRITERS } from './sections/index';
import { pricingCopy } from './sections/plans';
import { offerKey } from './sections/offers';
import {
  describeSubject,
  forAnimals,
  isPodcast,
  isEvent,
  isTicketedEvent,
  isTournament,
  treatsAnimals,
  teamIsNamed,
  titleWords,
  type Subject,
} from './subject';
import {
  asItems,
  coachOf,
  deliveryTermsOn,
  givenTerms,
  termOf,
  givenAmounts,
  givenOffers,
  givenPrices,
  moneyOf,
  nearGiven,
  people,
  personName,
  personNames,
  listPrice,
  offerPrice,
  priceFor,
  priceIn,
  type Voice,
  withPriceWords,
  pricedOffers,
} from './voice';
import { capitalise, sentence, singular, someOf, uncapitalise, withArticle } from './words';
import { clockTime } from './sections/when';
import { parseTime } from './week';
import { amountOf, isVenue } from './facts';
import { eveningWords, guestsPerform } from './evening';
import { ACT_MERCH, actWords, CLUB_MEETINGS } from './groups';
import { broughtIn, SHOP_PROMISES, TRADE_PROMISES, tradeOf, tradeQuotes } from './trades';
import { stayOf } from './stays';
import { everydayStoreOf, type EverydayStore } from './stores';
import { PET_PROMISES, PET_QUESTIONS, petCareOf, petQuotes } from './pets';
import { clinicOf, doctorsIn } from './clinics';
import { practiceOf } from './practices';
import { AGENT, isPropertyAgent, showsHomes } from './property';
import { hireOf } from './hire';
import { playOf } from './play';
import { gatheringOf, gatheringWordsOf } from './gatherings';
import { PLANNER_QUESTIONS, PLANNER_SCENES, plannedBy, plannerOf, plannerQuotes } from './planners';
import {
  OCCASIONS,
  VENUE_SCENES,
  occasionsOf,
  venueOf,
  venueQuestions,
  venueQuotes,
} from './venues';
import { faithOf, faithQuotes, WAYS_IN } from './faith';
import { isPlace, REGIONS } from '../../../shared/places';

/** Adjectives that suit any product's name ("Signature Soy Candle", "Heritage Vinyl Record"). */
const ADJECTIVES = [
  'Classic',
  'Signature',
  'Heritage',
  'Golden',
  'Midnight',
  'Original',
  'Collector\u2019s',
  'Limited Edition',
  'Monsoon',
  'Everyday',
];
const BAR_MENU: Record<string, string[]> = {
  Cocktails: ['Old fashioned', 'Monsoon sour', 'Negroni', 'Espresso martini'],
  'Without alcohol': ['Kokum cooler', 'Ginger fizz', 'Cold brew tonic', 'Virgin mojito'],
  'Small plates': ['Masala fries', 'Chilli paneer', 'Fish fingers', 'Loaded nachos'],
};
const ICE_CREAM_MENU: Record<string, string[]> = {
  Scoops: ['Alphonso mango', 'Salted caramel', 'Filter coffee', 'Dark chocolate'],
  Sundaes: ['Hot fudge sundae', 'Banana split', 'Brownie sundae', 'Strawberry sundae'],
  Shakes: ['Vanilla shake', 'Chikoo shake', 'Oreo shake', 'Rose falooda'],
};
const INDIAN_MENU: Record<string, string[]> = {
  Starters: ['Paneer tikka', 'Onion bhaji', 'Chicken 65', 'Dahi puri'],
  Mains: ['Dal makhani', 'Hyderabadi biryani', 'Butter chicken', 'Malai kofta'],
  Desserts: ['Gulab jamun', 'Rasmalai', 'Kulfi', 'Gajar halwa'],
};
/** A tiffin service's meals: the same simple food every home cooks, changing through the week. */
const TIFFIN_MENU: Record<string, string[]> = {
  'Every day': ['Dal', 'Seasonal sabzi', 'Phulka rotis', 'Steamed rice'],
  Sides: ['Curd', 'Salad', 'Pickle', 'Papad'],
  'Through the week': ['Rajma chawal', 'Kadhi pakora', 'Chole', 'Aloo paratha'],
};
/** A sweet shop's counter: sweets by the box or the piece, savouries, gift boxes. */
const SWEETS_MENU: Record<string, string[]> = {
  Mithai: [
    'Kaju katli, 250 g',
    'Gulab jamun, 6 pieces',
    'Rasgulla, 6 pieces',
    'Besan laddoo, 250 g',
  ],
  Namkeen: ['Samosa', 'Kachori', 'Khaman dhokla, 250 g', 'Aloo bhujia, 200 g'],
  'Gift boxes': ['Assorted mithai box, 500 g', 'Dry fruit box, 500 g', 'Festive hamper'],
};
/** A momo stall's: momos steamed and fried, noodles and soup. */
const MOMO_MENU: Record<string, string[]> = {
  Momos: ['Veg momos', 'Paneer momos', 'Chicken momos', 'Fried momos'],
  'Noodles and soup': ['Thukpa', 'Veg chowmein', 'Chilli potato'],
};
/** What a street stall in India makes in front of you. */
const STREET_MENU: Record<string, string[]> = {
  'Street favourites': ['Vada pav', 'Pav bhaji', 'Pani puri', 'Bhel puri'],
  Snacks: ['Samosa', 'Kachori', 'Onion pakoda', 'Masala corn'],
  Drinks: ['Masala chai', 'Nimbu pani', 'Sweet lassi'],
};
/** A takeaway's: kebabs off the grill, wraps and sides. */
const KEBAB_MENU: Record<string, string[]> = {
  Kebabs: ['Lamb doner', 'Chicken shish', 'Adana kebab', 'Mixed grill'],
  Wraps: ['Chicken shawarma wrap', 'Falafel wrap', 'Halloumi wrap'],
  Sides: ['Chips', 'Hummus and pitta', 'Spiced rice', 'Salad box'],
};
/** A chip shop's: fish fried in batter, and what goes with it. */
const CHIPPY_MENU: Record<string, string[]> = {
  'Fish and chips': [
    'Cod and chips',
    'Haddock and chips',
    'Scampi and chips',
    'Fishcake and chips',
  ],
  Sides: ['Mushy peas', 'Curry sauce', 'Gravy', 'Onion rings'],
  Extras: ['Battered sausage', 'Pickled onion', 'Buttered roll'],
};
const BURGER_MENU: Record<string, string[]> = {
  Burgers: [
    'Classic cheeseburger',
    'Crispy chicken burger',
    'Veggie bean burger',
    'Double smash burger',
  ],
  Sides: ['Fries', 'Onion rings', 'Coleslaw', 'Loaded fries'],
  Shakes: ['Vanilla shake', 'Chocolate shake', 'Strawberry shake'],
};
const BUBBLE_TEA_MENU: Record<string, string[]> = {
  'Milk teas': ['Classic milk tea', 'Brown sugar milk tea', 'Taro milk tea', 'Matcha milk tea'],
  'Fruit teas': ['Passion fruit green tea', 'Mango jasmine tea', 'Lychee black tea'],
  Toppings: ['Tapioca pearls', 'Popping boba', 'Grass jelly'],
};
const DEFAULT_MENU: Record<string, string[]> = {
  Starters: ['Tomato soup', 'Garden salad', 'Crispy calamari', 'Bruschetta'],
  Mains: ['Grilled fish', 'Mushroom risotto', 'Roast chicken', 'Vegetable stew'],
  Desserts: ['Chocolate mousse', 'Fruit tart', 'Crème brûlée', 'Ice cream'],
};
const MENUS: [RegExp, Record<string, string[]>][] = [
  [SENDS_MEALS, TIFFIN_MENU],
  [/\b(?:sweets?|mithai|halwai)\b/, SWEETS_MENU],
  [/\bmomos?\b|thukpa|tibetan/, MOMO_MENU],
  [
    /\bstall\b|street food|chaat|\btapri\b|\bthela\b|vada pav|pav bhaji|pani puri|dabeli|\bchai\b/,
    STREET_MENU,
  ],
  [
    /bakery|cake|pastr|bread/,
    {
      Breads: ['Sourdough loaf', 'Seeded rye', 'Milk bread', 'Focaccia'],
      Pastries: ['Butter croissant', 'Almond danish', 'Cardamom bun', 'Pain au chocolat'],
      Cakes: ['Lemon drizzle', 'Chocolate fudge slice', 'Carrot cake', 'Basque cheesecake'],
    },
  ],
  [/kebab|doner|döner|shawarma|falafel|\bshish\b/, KEBAB_MENU],
  [/fish (?:and|&|n) chips?|\bchippy\b|chip shop/, CHIPPY_MENU],
  [/burger/, BURGER_MENU],
  [/bubble tea|\bboba\b/, BUBBLE_TEA_MENU],
  [/cocktail|\bbar\b|jazz/, BAR_MENU],
  [/ice cream|gelato|parlour/, ICE_CREAM_MENU],
  [
    /coffee|cafe|café|tea/,
    {
      Coffee: ['Espresso', 'Flat white', 'Cold brew', 'Filter kaapi'],
      Tea: ['Masala chai', 'Darjeeling first flush', 'Jasmine green', 'Mint tisane'],
      Bites: ['Banana bread', 'Avocado toast', 'Granola bowl', 'Cheese toastie'],
    },
  ],
  [
    /pizza|pizzeria|italian/,
    {
      Pizzas: ['Margherita', 'Diavola', 'Funghi', 'Quattro formaggi'],
      Pasta: ['Cacio e pepe', 'Arrabbiata', 'Pesto genovese', 'Carbonara'],
      Desserts: ['Tiramisu', 'Panna cotta', 'Affogato', 'Cannoli'],
    },
  ],
  [
    /sushi|japanese|ramen/,
    {
      Rolls: ['Salmon avocado roll', 'Spicy tuna roll', 'Cucumber maki', 'Dragon roll'],
      Bowls: ['Shoyu ramen', 'Chicken katsu curry', 'Poke bowl', 'Miso udon'],
      Sides: ['Edamame', 'Gyoza', 'Seaweed salad', 'Mochi'],
    },
  ],
  [/indian|curry|dhaba|biryani|thali/, INDIAN_MENU],
  [/continental|european|western|american|mediterranean|french|bistro|grill|steak/, DEFAULT_MENU],
];

/** The short offer as one thing, for product names: "Soy Candle"; uncountable ones stay whole. */
function productName(subject: Subject): string {
  if (!subject.item) return titleWords(subject.short);
  const first = subject.short.split(' and ')[0] ?? subject.short;
  const words = first.split(' ');
  const head = words.pop() ?? first;
  return titleWords([...words, singular(head)].join(' '));
}

function heroCopy(voice: Voice): SectionContent {
  const { plan, subject, random, where } = voice;
  const next = plan.sections.find((section) => section.kind !== 'hero')?.kind;
  const closing: Record<Subject['flavour'], string> = {
    // A grocer's shelves are no collection.
    shop: everydayStoreOf(subject) ? 'See what we stock below.' : 'Browse the collection below.',
    food:
      cateringOf(subject)?.invite ??
      (plan.sections.some((section) => section.kind === 'booking')
        ? `Visit us${where}, or book a table below.`
        : `Come and visit us${where}.`),
    person: 'Take a look at recent work, then say hello.',
    product: 'See how it works below.',
    writing: isPodcast(subject)
      ? 'Start with the latest episode below.'
      : 'Start with the latest posts below.',
    conference: 'Tickets are on sale now.',
    festival: 'Tickets are on sale now.',
    fair: 'See what is on below.',
    gathering: gatheringWordsOf(subject).answer(
      plan.sections.some((section) => section.kind === 'tickets'),
    ),
    evening: plan.sections.some((section) => section.kind === 'tickets')
      ? 'Tickets are on sale now.'
      : 'See you there.',
    sport: 'Entries are open now.',
    wedding: 'Please let us know below if you can join us.',
    creative: 'Tell us what you are working on.',
    wellness: 'See the classes below.',
    care: practiceOf(subject)
      ? 'Book a consultation below.'
      : isPropertyAgent(subject)
        ? 'See the homes below, and book a site visit.'
        : 'Book an appointment below.',
    trade: broughtIn(subject, voice.facts) ? 'Ask us about a job below.' : 'Book a visit below.',
    faith: 'Everyone is welcome.',
    pets: 'Tell us about your pet below.',
    stay: stayOf(subject).invite(plan.sections.some((section) => section.kind === 'booking')),
    school: 'Ask us about joining a class.',
    cause: 'Find out how you can help.',
    act: `Catch us at the next ${actWords(subject).show}, or book us for yours.`,
    club: 'Newcomers are always welcome.',
    general: hireOf(subject)
      ? 'Choose one below, and send us your dates.'
      : venueOf(subject)
        ? 'Tell us your date, and we will tell you if it is free.'
        : plannerOf(subject)
          ? 'Tell us about your event below.'
          : playOf(subject)
            ? 'See the rates, then book a slot.'
            : 'Take a look around, then say hello.',
  };
  const shop =
    subject.short.split(' ').length <= 3 && subject.short.length <= 24
      ? `Shop ${subject.short}`
      : 'Shop now';
  const actions: Partial<Record<Section['kind'], string>> = {
    products: subject.flavour === 'act' ? 'Shop merch' : shop,
    menu: 'See the menu',
    services: 'See our services',
    gallery:
      subject.flavour === 'person' || subject.flavour === 'creative'
        ? 'See the work'
        : 'Take a look inside',
    features: subject.flavour === 'product' ? 'See the features' : 'See what we offer',
    about: isPodcast(subject)
      ? 'About the show'
      : subject.flavour === 'person' || subject.flavour === 'writing'
        ? 'About me'
        : subject.flavour === 'evening'
          ? 'About the evening'
          : isTicketedEvent(subject)
            ? 'About the event'
            : 'Read our story',
    posts: isPodcast(subject) ? 'Listen to the latest episodes' : 'Read the latest posts',
    schedule:
      subject.flavour === 'festival' || (subject.flavour === 'evening' && !guestsPerform(subject))
        ? 'See the lineup'
        : subject.flavour === 'act'
          ? `See upcoming ${actWords(subject).show}s`
          : subject.flavour === 'club'
            ? 'See when we meet'
            : 'See the schedule',
    pricing: 'See prices',
    testimonials: 'Read the reviews',
    team: 'Meet the team',
    contact: 'Get in touch',
  };
  const when = whenItHappens(voice);
  return {
    intro: [plan.tagline, when, random.pick([closing[subject.flavour]])].filter(Boolean).join(' '),
    items: [{ title: (next && actions[next]) ?? 'Find out more', text: '' }],
  };
}

/** The kinds of site that happen on a day: an event, a race, a wedding, a cause's drive, a night. */
const HAPPENS_ON_A_DAY: ReadonlySet<Subject['flavour']> = new Set([
  'gathering',
  'conference',
  'festival',
  'fair',
  'evening',
  'sport',
  'wedding',
  'cause',
  'club',
  'general',
]);

/**
 * When and where it happens, as the brief wrote them ("20 Jan, 6pm at Lotus Books, Kemps Corner."),
 * for the hero of something that happens on a day; nothing when the brief gives no day or time (a
 * time among opening hours is not one).
 */
function whenItHappens(voice: Voice): string | undefined {
  if (!HAPPENS_ON_A_DAY.has(voice.subject.flavour)) return undefined;
  // A gathering with no date is on at its times ("9am to 1pm"), unless its line says when.
  if (voice.subject.flavour === 'gathering' && !voice.facts.dates[0]) {
    const times = voice.facts.times.slice(0, 2);
    if (times.length === 0 || voice.plan.tagline.includes(times[0] ?? '')) return undefined;
    return `${capitalise(`${times.join(' to ')}${voice.where}`.trim())}.`;
  }
  const when = dayAndTime(voice.facts);
  if (!when) return undefined;
  return voice.subject.flavour === 'club' ? `${clubMeets(voice, when)}.` : `${when}${voice.where}.`;
}

/** When a club meets, as the brief gives it: its next meeting's day, or the time it meets at. */
const clubMeets = ({ facts, where }: Voice, when: string): string =>
  `${facts.dates[0] ? 'Next meeting' : 'We meet at'} ${when}${where}`;

/** The day and the time the brief gives, as written ("20 Jan, 6pm"); opening hours are neither. */
function dayAndTime({ dates, times, hours, events }: SitePlan['facts']): string {
  // Two times and no day or programme ("open 6am to 11pm") are a business's hours, not a start.
  if (!dates[0] && times.length >= 2 && events.length === 0) return '';
  // A time something is on at ("raffle at 1pm") is not when the day starts.
  const start = times.find((time) => !events.some((event) => event.endsWith(`: ${time}`)));
  // A day with no programme runs from its first time to its second ("14 Dec, 9am to 1pm").
  const span = events.length === 0 && times.length === 2 ? times.join(' to ') : start;
  return [dates[0], hours.length === 0 ? span : undefined].filter(Boolean).join(', ');
}

function aboutCopy(voice: Voice): string {
  const { subject, name, where } = voice;
  const { offer } = subject;
  // Only the name the brief gives: a made-up one would be the owner's name, said for them.
  const person = voice.facts.people[0];
  // A band called "The Band" is not introduced as "The Band is a band".
  const calledWhatItIs = name.toLowerCase().includes(subject.business.toLowerCase());
  const whatItIs = `${withArticle(subject.business)}${where}`;
  // "Varanasi Boat Rides: boat rides", not "Varanasi Boat Rides in Varanasi"; "Pub Quiz Night at
  // The Irish House", not "… at The Irish House at The Irish House".
  const inName = (place: string | undefined) =>
    Boolean(place) && name.toLowerCase().includes(place?.toLowerCase() ?? '');
  const unnamedWhere =
    inName(voice.city) || inName(voice.facts.places[0] ?? subject.place) ? '' : where;
  const nameWhere = `${name}${unnamedWhere}`;
  const venue = venueOf(subject);
  const planner = plannerOf(subject);
  const act = actWords(subject);
  const catering = cateringOf(subject);
  // Nothing only the owner can say (a founding year, years of work, how many were served, an
  // award): the story says what the business does and how, in its own voice.
  const texts: Record<Subject['flavour'], string> = {
    shop: `${name} is ${offer}${where}, chosen with care.`,
    food:
      catering?.about(`${name} is ${calledWhatItIs ? catering.called : whatItIs}`) ??
      `${name} makes ${offer}${where}. Come hungry, and come back soon.`,
    person: `${person ? `Hello, I am ${person}.` : 'Hello.'} I work in ${offer}${where}. Tell me what you need, and I will tell you how I can help.`,
    product: `We built ${name} because ${someOf(offer)} should be quick to learn and pleasant to use.`,
    writing: isPodcast(subject)
      ? `${name} is a podcast about ${offer}${where}${person ? `, hosted by ${person}` : ''}: conversations, stories and what we learn along the way.`
      : `${person ? `Hi, I am ${person}. I write ${name}` : `${name} is written`} about ${offer}${where}: what worked, what did not, and what I would do differently next time.`,
    conference: `${name} brings together people who care about ${offer} for talks, workshops and conversations${where}.`,
    festival: `${name}: ${offer}${where}, good food and plenty of room to dance.`,
    fair: `Come to ${nameWhere}: ${offer}. Bring your family and friends.`,
    gathering: gatheringAbout(voice, nameWhere),
    evening: `${name} is an evening of ${offer}${where}. ${eveningWords(subject).invitation}`,
    // Where it happens only if the brief says: a race is not placed in a city it did not name.
    sport: isTournament(subject)
      ? `${name} brings teams together${where}: fair fixtures, fair play and a final worth staying for.`
      : `${name} is for first-timers and regulars alike${where}: clear categories, a well-run day and a warm welcome at the finish.`,
    wedding: `We cannot wait to celebrate with the people we love most${where}.`,
    creative: `${name} helps clients with ${offer}${where}. Tell us what you have in mind, and we will tell you how we can help.`,
    wellness: `${name} welcomes ${people(subject)} to ${offer} classes${where}, from complete beginners to seasoned regulars.`,
    faith: `${name} is a place of prayer${where}, and a home for its community: for worship, for festivals and for helping one another.`,
    trade: `${name} takes care of ${offer}${where}. Tell us what needs doing and when suits you, and we will take it from there.`,
    pets: `${name} offers ${offer}${where}. Tell us about your pet, and ask us anything before you book.`,
    stay: stayOf(subject).about(
      `${name} is ${calledWhatItIs ? 'a place to stay' : whatItIs}${where}`,
    ),
    care: `At ${name} we help ${people(subject)} with ${offer}${where}. Ask us anything before you book.`,
    school: `${name} teaches ${offer}${where}. Ask us anything before you join, and we will help you choose where to start.`,
    cause: `${name} is people who care about ${offer}, working together. Every supporter helps us do more.`,
    act: `${calledWhatItIs ? 'We are' : `${name} is`} ${whatItIs}. We ${act.does}, and we would love to see you at the next ${act.show}.`,
    club: `${name} is ${calledWhatItIs ? '' : `${whatItIs}, `}for everyone who enjoys ${offer}. Newcomers are always welcome, whether it is your first time or your hundredth.`,
    // Any kind of business, whatever its words: what it is called, where, and what it does,
    // with no sentence its words would have to fit ("puja should be friendly and reliable").
    general: playOf(subject)
      ? `${capitalise(offer)}${unnamedWhere}. See the rates and book a slot below.`
      : planner
        ? `${name} plans ${listed(
            plannedBy(planner, givenOffers(voice)).map(([title]) => uncapitalise(title)),
            'and',
          )}${unnamedWhere}. Tell us the occasion, the date and how many guests, and we will tell you how we can help.`
        : venue
          ? `${name} is ${withArticle(venue.place)}${unnamedWhere} for ${listed(occasionsOf(givenOffers(voice)).map(uncapitalise), 'and')}. Tell us your date, and we will tell you if it is free.`
          : `${nameWhere}: ${offer}. Tell us what you need, and we will get back to you.`,
  };
  const owner = voice.facts.people[0];
  const text = texts[subject.flavour];
  // The person the prompt names runs the place: say so, unless the story already does.
  // (A person's own site, a couple's or a writer's already speaks as them.)
  const speaksAsThem = ['person', 'wedding', 'writing'].includes(subject.flavour);
  // A person an event names is whom to ask, not its leader.
  return owner &&
    !speaksAsThem &&
    !isEvent(subject) &&
    !text.includes(owner) &&
    !name.includes(owner)
    ? `${text} ${name} is led by ${owner}.`
    : text;
}

/** Held on a screen, not in a room: a webinar, or what the brief says is online. */
const online = (voice: Voice): boolean =>
  /\b(?:webinar|online|zoom|google meet|livestream)\b/i.test(
    `${voice.subject.business} ${voice.plan.keywords.join(' ')}`,
  );

/**
 * A gathering's story in the brief's words: guests invited are asked to say if they can come;
 * a gathering anyone may join says what is on (as the brief lists it) and how to come.
 */
function gatheringAbout(voice: Voice, nameWhere: string): string {
  const { subject, plan } = voice;
  const words = gatheringWordsOf(subject);
  const tickets = plan.sections.some((section) => section.kind === 'tickets');
  if (gatheringOf(subject)?.invited) {
    return `You are invited: ${nameWhere}. We would love to celebrate with you, so please tell us below if you can come.`;
  }
  const on = givenOffers(voice).map(uncapitalise);
  return `${nameWhere}${on.length > 0 ? `: ${listed(on.slice(0, 6), 'and')}` : ''}. ${words.answer(tickets)}`;
}

/** The sections that list what a business offers, as items of their own. */
const LISTS_OFFERS = new Set<string>(['services', 'menu', 'products']);

/**
 * What the brief says the business does ("tax filing, audits and payroll"), where no section of
 * the page lists it: said as what it does, with nothing made up about how.
 */
function unlistedOffers(voice: Voice): [string, string][] {
  if (voice.plan.sections.some((section) => LISTS_OFFERS.has(section.kind))) return [];
  if (voice.subject.flavour === 'fair') return onAtTheFair(voice);
  const offers = givenOffers(voice);
  return offers.length < 2
    ? []
    : offers.slice(0, 6).map((offer) => [offer, `Ask us about ${uncapitalise(offer)}`]);
}

/**
 * What is on at a fair, as the brief says it, each with its time when it gives one ("Tambola",
 * "At 7pm"); what it prices (a stall) is in its prices, not among what is on.
 */
function onAtTheFair(voice: Voice): [string, string][] {
  const priced = new Set(pricedOffers(voice).map(({ title }) => title.toLowerCase()));
  const on = givenOffers(voice).filter((offer) => !priced.has(offer.toLowerCase()));
  return on.slice(0, 8).map((offer) => {
    const event = voice.facts.events.find((each) =>
      each.toLowerCase().startsWith(`${offer.toLowerCase()}: `),
    );
    return [offer, event ? `At ${event.split(': ')[1]}` : ''];
  });
}

/**
 * What the brief says the business does, then its own terms ("Cash on delivery all over
 * India"), then reasons to choose it to make three: none of them made up.
 */
function givenFirst(
  voice: Voice,
  offers: [string, string][],
  reasons: [string, string][],
): [string, string][] {
  const given = [...offers, ...givenTerms(voice)];
  return [...given, ...reasons].slice(0, Math.max(3, given.length));
}

/** Why anyone would choose a business of no kind the templates know: nothing it must have said. */
const ANY_BUSINESS: [string, string][] = [
  ['Tell us what you need', 'A message or a call is enough to start'],
  ['Ask the cost', 'Ask us what it costs before we begin'],
  ['Easy to reach', 'Write or call, and a person replies'],
];

function featureCopy(voice: Voice): SectionContent {
  const { subject, name, random } = voice;
  const coach = coachOf(subject);
  const { offer, item } = subject;
  const offers = unlistedOffers(voice);
  const lists: Record<Subject['flavour'], [string, string][]> = {
    shop: everydayStoreOf(subject)?.reasons ?? [
      [
        'See them here',
        `Our ${subject.short} ${subject.plural ? 'are' : 'is'} on this page${givenOffers(voice).some((title) => !offerPrice(voice, title)) ? '; ask us the price of any' : ', each with its price'}`,
      ],
      ['Ask before you order', `Not sure which ${item ?? 'one'} suits you? Ask us first`],
      ['Real help', 'A question about an order? Write to us and a person replies'],
    ],
    food: cateringOf(subject)?.promises ?? [
      ['Made with care', `Simple ${offer}, done properly`],
      ['A warm welcome', 'Come as you are, on your own or with friends'],
      ['Say hello', `A question about our ${offer}? Write to us`],
    ],
    product: [
      ['Set up in minutes', `Sign up, invite your team and start using ${name}`],
      ['Works with your tools', 'Connect your calendar, email and spreadsheets in a few clicks'],
      ['Reports that make sense', 'See what matters at a glance, and share it with one link'],
      ['Clear by design', 'Every screen shows one thing well, so there is nothing to learn'],
      ['Help from real people', 'Write to us and a person replies'],
    ],
    creative: [
      ['Tell us the brief', 'What you need, who it is for and when you need it by'],
      ['Ask the cost', 'Ask us what it costs before we begin'],
      ['Easy to reach', 'Write or call, and a person replies'],
    ],
    wellness: [
      ['Your first class', `Tell us your level, and we suggest a ${offer} class to start`],
      ['Ask a coach', `Questions before you start? Our ${coach}s are happy to answer`],
      ['A calm space', 'Somewhere to slow down, arrive and leave refreshed'],
    ],
    school: [
      ['Time for questions', 'No question is too small to ask'],
      ['Ask the fees', 'Ask us what the classes cost before you join'],
      ['Easy to start', 'Tell us what you want to learn, and we will suggest a class'],
    ],
    faith: WAYS_IN,
    trade: broughtIn(subject, voice.facts) ? SHOP_PROMISES : TRADE_PROMISES,
    stay: stayOf(subject).promises,
    pets: PET_PROMISES,
    care: [
      ['Ask first', `Questions about ${offer}? Ask us before you book`],
      ['Ask the cost', 'Ask us what it costs before you book'],
      ['Easy booking', 'Book online or call us'],
    ],
    person: [
      [
        `${capitalise(offer)} projects`,
        'From first idea to finished work, with clear updates along the way',
      ],
      ['Consulting', `Advice on ${offer} for teams who want a second pair of eyes`],
      ['Workshops and talks', `Sharing what I know about ${offer} with teams and students`],
    ],
    writing: [
      ['Practical guides', `Step-by-step guides to ${offer}`],
      ['Honest reviews', 'What I would buy again, and what I would not'],
      ['Stories', 'The trips, the mistakes and the people met along the way'],
    ],
    cause: [
      ['Volunteer', 'Give an hour a week; every bit helps'],
      ['Donate', 'Any amount helps'],
      ['Spread the word', `Tell a friend about ${name}`],
    ],
    conference: [
      ['Learn', `Talks and workshops on ${offer} from people doing the work`],
      ['Meet', 'Plenty of time between sessions to talk'],
      ['Take it home', 'Ideas and contacts to take back to work'],
    ],
    sport: [
      ['Every level welcome', 'Categories for first-timers and regulars'],
      ['A well-run day', 'Clear start times, and help along the way'],
      ['Results', 'Results are posted after the event'],
    ],
    evening: eveningWords(subject).reasons,
    gathering: gatheringWordsOf(subject).reasons,
    fair: [
      ['Something for everyone', 'Things to see, eat and do for all ages'],
      ['Bring the family', 'Come along with children, parents and friends'],
      ['Plan your visit', 'When it is on and where are on this page'],
    ],
    festival: [
      ['Music all day', 'From big headliners to quiet acoustic sets'],
      ['Good food', 'Something to eat between the sets'],
      ['Easy travel', 'Directions and travel tips before you come'],
    ],
    wedding: [
      ['Celebrate', 'Food, music and family'],
      ['Stay', 'Where to stay near the venue, shared closer to the day'],
      ['Travel', 'How to get there, with directions for every guest'],
    ],
    act: actWords(subject).reasons,
    club: [
      ['All welcome', 'Whether it is your first time or your hundredth'],
      ['Regular meetings', 'The dates are on this page, so you can plan ahead'],
      ['Run by members', 'Everyone has a say in what we do next'],
      ['Easy to join', 'Come along once, then decide'],
    ],
    general: venueOf(subject) ? OCCASIONS : ANY_BUSINESS,
  };
  const reasons = lists[subject.flavour];
  return {
    intro:
      subject.flavour === 'faith'
        ? sentence(`Ways to be part of ${name}`)
        : subject.flavour === 'fair'
          ? sentence(`What is on at ${name}`)
          : offers.length > 0
            ? sentence(`What ${name} can help you with`)
            : sentence(`Why people choose ${name}`),
    // A venue's occasions keep their order: weddings first.
    items: asItems(givenFirst(voice, offers, venueOf(subject) ? reasons : random.shuffle(reasons))),
  };
}

/** An act's merch: the brief's own items first, then what acts usually sell, marked as samples. */
function merchCopy(voice: Voice): SectionContent {
  const offers = givenOffers(voice);
  const amounts = givenAmounts(voice);
  const usual = ACT_MERCH.filter(([title]) => !offers.includes(title));
  return {
    intro: `Wear ${voice.name} home.`,
    items: [
      ...offers.map((title): [string, string, number, number] => [title, '', 299, 1999]),
      ...usual,
    ]
      .slice(0, 6)
      .map(([title, text, min, max]) => ({
        title,
        text: withPriceWords(voice, title, text),
        price: priceFor(voice, title, amounts, () => priceIn(voice, min, max)),
        category: 'Merch',
      })),
  };
}

/**
 * One of the brief's own goods: at its price, or the next amount it gives; else without one (the
 * list's intro says to ask), as no price is made up for it. Nothing is said of it that the brief did not say (that it sells
 * out, sells best or is new): those lines are the sample goods', which are marked as such.
 */
function ownGood(voice: Voice, title: string, amounts: number[]): SectionContent['items'][number] {
  const price = priceFor(voice, title, amounts, () => undefined);
  return price === undefined
    ? { title, text: '' }
    : { title, text: withPriceWords(voice, title, ''), price };
}

/** Whether some of the brief's own goods have no price it gives, when its amounts run out. */
const unpriced = (voice: Voice, amounts: readonly number[], atLeast = 1): boolean =>
  givenOffers(voice).filter((title) => !offerPrice(voice, title)).length - amounts.length >=
  atLeast;

/**
 * An everyday store's shelves: the brief's own things first, then the usual goods of each shelf
 * at what they usually cost, marked as samples on the page.
 */
function shelvesCopy(voice: Voice, store: EverydayStore): SectionContent {
  const offers = givenOffers(voice);
  const amounts = givenAmounts(voice);
  const goods = Object.entries(store.shelves).flatMap(([shelf, items]) =>
    items.map(([title, min, max]) => ({ title, min, max, shelf })),
  );
  const own = offers.map((title) => ({ title, min: 0, max: 0, shelf: 'Essentials', own: true }));
  // A sample of what the brief sells itself ("Cow milk, 1 litre" beside its "fresh cow milk") is
  // left out: its own is the one it sells.
  const kindOf = (title: string) => title.split(',')[0]?.trim().split(/\s+/).at(-1)?.toLowerCase();
  const sold = new Set(offers.map(kindOf));
  const samples = goods.filter((good) => !sold.has(kindOf(good.title)));
  const rows = [...own, ...samples.map((good) => ({ ...good, own: false }))];
  return {
    intro: sentence(
      `Some of what ${voice.name} stocks; ask us about anything not listed${unpriced(voice, amounts) ? ' or priced' : ''}`,
    ),
    items: rows.slice(0, Math.max(9, offers.length)).map(({ title, min, max, shelf, own: its }) =>
      its
        ? { ...ownGood(voice, title, amounts), category: shelf }
        : {
            title,
            text: withPriceWords(voice, title, ''),
            price: priceFor(voice, title, amounts, () => priceIn(voice, min, max)),
            category: shelf,
          },
    ),
  };
}

function productCopy(voice: Voice): SectionContent {
  const { subject, random } = voice;
  if (subject.flavour === 'act') return merchCopy(voice);
  const store = everydayStoreOf(subject);
  if (store) return shelvesCopy(voice, store);
  const nameOf = productName(subject);
  const offers = givenOffers(voice);
  // The brief's own things are listed as it gives them, in a category that claims nothing of them.
  const cats =
    offers.length > 0
      ? ['Essentials', 'New in', 'Gift sets']
      : random.pick([
          ['New in', 'Bestsellers', 'Gift sets'],
          ['Essentials', 'Limited editions', 'Gift sets'],
        ]);
  const adjectives = random.shuffle(ADJECTIVES);
  const mass = !subject.item;
  const units = random.shuffle([
    'Gift Box',
    'Starter Set',
    'Sampler',
    'Bundle',
    'Collection',
    'Pack',
  ]);
  const one = nameOf.toLowerCase();
  const texts = random.shuffle([
    subject.item ? `Our most-loved ${one}` : `Our most-loved ${subject.short}`,
    'Limited run; when it is gone, it is gone',
    `A thoughtful gift for anyone who loves ${subject.short}`,
    'Back in stock, for now',
    'New this season',
    'A customer favourite since day one',
  ]);
  const amounts = givenAmounts(voice);
  const ownOnly =
    offers.length >= 3 &&
    (!voice.plan.interactivity.cart || !unpriced(voice, [], offers.length) || amounts.length > 0);
  return {
    intro: unpriced(voice, amounts)
      ? sentence(`Our ${subject.short}; ask us the price of any without one`)
      : sentence(
          `Our ${subject.short}, ${random.pick(['chosen with care', 'each with its price', 'to browse and ask about'])}`,
        ),
    // Three or more of its own things are its list: no made-up goods beside them, unless none
    // has a price and the page has a cart, which needs something to put in it.
    items: Array.from({ length: ownOnly ? Math.min(12, offers.length) : 6 }, (_, i) => {
      const own = offers[i];
      if (own) return { ...ownGood(voice, own, amounts), category: 'Essentials' };
      const title = mass
        ? `${adjectives[i] ?? 'Classic'} ${nameOf} ${units[i] ?? 'Set'}`
        : `${adjectives[i] ?? 'Classic'} ${nameOf}`;
      return {
        title,
        text: withPriceWords(voice, '', texts[i % texts.length] ?? ''),
        price: priceFor(voice, '', amounts, () => nearGiven(voice, priceIn(voice, 199, 4999))),
        category: cats[i % cats.length] ?? 'New in',
      };
    }),
  };
}

/** What the gallery of a shelter shows: the animals in its care. */
const SHELTER_SCENES = [
  'Looking for a home',
  'Playtime',
  'Feeding time',
  'Our volunteers',
  'Rescued',
  'Adopted',
];

const STAGE_SCENES = [
  'Main stage',
  'Workshops',
  'The hallway',
  'Opening night',
  'Community hall',
  'After-party',
];

/** What a gallery of a place or an event shows: its rooms, its moments. */
const SCENES_INSIDE: Partial<Record<Subject['flavour'], readonly string[]>> = {
  // A party's or a launch's photos are of the people there, not of projects.
  gathering: [
    'Arriving',
    'Together',
    'Old friends',
    'The highlights',
    'Candid moments',
    'Until next time',
  ],
  // Any other business's gallery is a look around the place, not a portfolio of projects.
  general: ['The entrance', 'Inside', 'A quiet corner', 'At work', 'The details', 'A busy day'],
  shop: ['The shop', 'New in', 'On the shelves', 'Packed with care', 'Up close', 'A favourite'],
  cause: [
    'Out in the field',
    'Our volunteers',
    'A community drive',
    'Behind the scenes',
    'A day of work',
    'Together',
  ],
  wellness: [
    'The main room',
    'Morning class',
    'Evening class',
    'The reception',
    'The changing rooms',
    'The garden',
  ],
  school: [
    'The classroom',
    'A class in progress',
    'The study corner',
    'The reception',
    'Group work',
    'Reading time',
  ],
  care: [
    'The reception',
    'Our rooms',
    'The waiting area',
    'The team at work',
    'Our equipment',
    'The entrance',
  ],
  food: [
    'Our kitchen',
    'Morning service',
    'The dining room',
    'The counter',
    'Seasonal specials',
    'Weekend brunch',
  ],
  conference: STAGE_SCENES,
  festival: STAGE_SCENES,
  fair: [
    'The stalls',
    'Games for children',
    'The food stalls',
    'On stage',
    'The crowd',
    'Evening lights',
  ],
  evening: STAGE_SCENES,
  sport: [
    'The start line',
    'On the course',
    'The finish',
    'Warming up',
    'The prize giving',
    'The volunteers',
  ],
  wedding: [
    'The proposal',
    'Our first trip',
    'Family dinner',
    'The engagement',
    'Our home',
    'The venue',
  ],
  club: [
    'A meeting',
    'Our members',
    'An outing',
    'Newcomers’ evening',
    'Together',
    'Where we meet',
  ],
  // A trade's photos are its jobs, before and after: not a portfolio's commissions.
  trade: ['Before', 'After', 'On the job', 'The finished work', 'Tools of the trade', 'The team'],
  faith: ['A festival', 'The prayer hall', 'A community meal', 'Together', 'The entrance'],
};

function galleryCopy(voice: Voice): SectionContent {
  const { subject, random, city } = voice;
  const { offer } = subject;
  const scenes =
    subject.flavour === 'act'
      ? actWords(subject).scenes
      : subject.flavour === 'pets'
        ? petCareOf(subject).scenes
        : subject.flavour === 'stay'
          ? stayOf(subject).scenes
          : (venueOf(subject) && VENUE_SCENES) ||
            (plannerOf(subject) && PLANNER_SCENES) ||
            playOf(subject)?.scenes ||
            cateringOf(subject)?.scenes ||
            (subject.flavour === 'cause' && forAnimals(subject) && SHELTER_SCENES) ||
            SCENES_INSIDE[subject.flavour];
  if (scenes) {
    return {
      intro: sentence(
        subject.flavour === 'act' ||
          subject.flavour === 'club' ||
          subject.flavour === 'trade' ||
          plannerOf(subject)
          ? `${voice.name}, in photos`
          : `A look inside ${voice.name}`,
      ),
      items: scenes.map((title) => ({ title, text: '', category: 'Photos' })),
    };
  }
  if (subject.flavour === 'product') {
    // A product's gallery is its screens: what using it looks like, not commissions.
    const screens = [
      ['Getting started', 'Set up in a few steps'],
      ['Your overview', 'Everything that matters, on one screen'],
      ['Progress', 'See how far you have come'],
      ['Reminders', 'A nudge at the time you choose'],
      ['Sharing', 'Send it to anyone with one link'],
      ['Settings', 'Make it work your way'],
    ];
    return {
      intro: sentence(`A look at ${voice.name}`),
      items: screens.map(([title = '', text = '']) => ({
        title,
        text: sentence(text),
        category: 'Screens',
      })),
    };
  }
  const kinds: [RegExp, string[], string[]][] = [
    [
      /wedding photograph/,
      ['Ceremonies', 'Portraits', 'Receptions'],
      ['Wedding', 'Portrait session', 'Story'],
    ],
    [/photograph/, ['Portraits', 'Landscapes', 'Events'], ['Series', 'Portrait session', 'Story']],
    [/illustrat/, ['Prints', 'Editorial', 'Commissions'], ['Print', 'Series', 'Commission']],
    [/architect/, ['Homes', 'Interiors', 'Renovations'], ['House', 'Residence', 'Renovation']],
    [
      /marketing|brand|design/,
      ['Branding', 'Campaigns', 'Digital'],
      ['Campaign', 'Identity', 'Launch'],
    ],
  ];
  const [, cats, units] = kinds.find(([pattern]) => pattern.test(offer)) ?? [
    /./,
    ['Projects', 'Commissions', 'Personal work'],
    ['Project', 'Commission', 'Series'],
  ];
  const adjectives = random.shuffle(ADJECTIVES.filter((word) => !/Limited|Collector/.test(word)));
  // Only places the prompt gave, each once.
  const places = random.shuffle(voice.facts.places.filter((place) => place !== city));
  const otherWork = random.shuffle([
    'A commission for a family business',
    'A project for a first-time client',
    'A personal project, made between commissions',
    'A collaboration with a local studio',
    'A series explored over several months',
    'A rework of an earlier piece, for its new owners',
  ]);
  return {
    intro: sentence(`A few recent ${offer} projects`),
    items: Array.from({ length: 6 }, (_, i) => ({
      title: `${adjectives[i] ?? 'Classic'} ${units[i % units.length] ?? 'Project'}`,
      text: sentence(
        i === 0
          ? `${capitalise(offer)} for a client${voice.where}`
          : places[i - 1]
            ? `A ${random.int(2019, 2025)} project in ${places[i - 1]}`
            : (otherWork[i - 1] ?? `A ${2019 + i} project`),
      ),
      category: cats[i % cats.length] ?? 'Projects',
    })),
  };
}

/**
 * Sample prices by what a dish is, in ranges that do not overlap, so a sample menu reads as one
 * place's prices: a bun or a chai costs less than a slice of cake or a salad, which cost less
 * than a pizza or a main. A dish no tier names is priced as the middle one.
 */
const PRICE_TIERS: readonly [pattern: RegExp, min: number, max: number][] = [
  // What goes on the side, or on top, costs least.
  [
    /^(?:chips|fries|spiced rice|mushy peas|curry sauce|gravy|pickled onion|buttered roll|coleslaw|onion rings|tapioca pearls|popping boba|grass jelly)$/i,
    40,
    120,
  ],
  [
    /espresso|chai|\btea\b|tisane|kaapi|cookie|biscuit|macaron|samosa|\bbun\b|muffin|croissant|danish|pain au|scone|brownie|cannoli|affogato|maki|soup|bruschetta|scoop|first flush|jasmine/i,
    60,
    180,
  ],
  [
    /pizza|margherita|diavola|funghi|formaggi|pasta|pepe|arrabbiata|pesto|carbonara|risotto|grilled|roast|stew|calamari|biryani|thali|platter|ramen|curry|burger|steak|whole cake|kebab|doner|shish|mixed grill|and chips/i,
    430,
    900,
  ],
];
const MIDDLE_TIER: readonly [number, number] = [190, 420];

function samplePrice(voice: Voice, dish: string): number {
  const tier = PRICE_TIERS.find(([pattern]) => pattern.test(dish));
  const [min, max] = tier ? [tier[1], tier[2]] : MIDDLE_TIER;
  return priceIn(voice, min, max);
}

/** What the brief gives for each day, as items: the day and what it brings. */
function dayItems(voice: Voice, category: string): ContentItem[] {
  return voice.facts.days.map((given) => {
    const [day = '', what = ''] = given.split(/:\s*/);
    return { title: day, text: sentence(what.charAt(0).toUpperCase() + what.slice(1)), category };
  });
}

function menuCopy(voice: Voice): SectionContent {
  const { plan, random, name } = voice;
  // A menu by the day, as the brief gives it, is the menu: no sample dishes beside it.
  if (voice.facts.days.length > 0) {
    return {
      intro: sentence(`What’s cooking at ${name}, day by day`),
      items: dayItems(voice, 'This week'),
    };
  }
  const words = `${plan.topic} ${plan.keywords.join(' ')}`;
  // A kitchen in India cooks Indian food unless its words say otherwise.
  const usual =
    MENUS.find(([pattern]) => pattern.test(words))?.[1] ??
    (voice.facts.currency === 'INR' ? INDIAN_MENU : DEFAULT_MENU);
  const menu = withoutWhatIsNotEaten(usual, words);
  const offers = givenOffers(voice);
  const amounts = givenAmounts(voice);
  // A dish the brief prices costs that; its other amounts go in order to the dishes after.
  // A tiffin's dishes are what its meals are made of: what they cost is its plans'.
  const priceOf = (dish: string) =>
    priceFor(voice, dish, amounts, () =>
      usual === TIFFIN_MENU ? undefined : nearGiven(voice, samplePrice(voice, dish)),
    );
  // The dishes the prompt names open the menu, under its first heading.
  const [firstCategory] = Object.keys(menu);
  // The brief's own dishes carry only what it says of them: no "house favourite" it did not claim.
  const named = offers.map((dish) => ({
    title: dish,
    text: withPriceWords(voice, dish, ''),
    price: priceOf(dish),
    category: firstCategory ?? 'Menu',
    badges: badgesNamed(dish),
  }));
  // A sample dish the brief already names ("Veg momos", "Kaju katli, 250 g"), or one of its
  // kind ("Lamb doner" beside the brief's "Doner"), is not listed twice.
  const namedAlready = (dish: string) =>
    offers.some((offer) => {
      const sample = dish.toLowerCase().split(',')[0] ?? '';
      return sample === offer.toLowerCase() || sample.endsWith(` ${offer.toLowerCase()}`);
    });
  return {
    intro: sentence(`What ${name} serves`),
    items: [
      ...named,
      ...Object.entries(menu).flatMap(([category, dishes]) => {
        const notes = random.shuffle([
          'House favourite',
          'Ask us what goes into it',
          'Ask us about today\u2019s version',
          'Made to order',
          'Our regulars\u2019 pick',
        ]);
        return random
          .shuffle(dishes.filter((dish) => !namedAlready(dish)))
          .slice(0, 3)
          .map((dish, i) => ({
            title: dish,
            text: sentence(notes[i] ?? 'Made to order'),
            price: priceOf(dish),
            category,
            badges: dietaryBadges(dish, random),
          }));
      }),
    ].slice(0, 16),
  };
}

/** Meat, or as a rule made with it (a Hyderabadi biryani). */
const MEAT =
  /chicken|mutton|lamb|beef|pork|fish|prawn|shrimp|calamari|tuna|salmon|bacon|ham|egg|keema|biryani|diavola|carbonara|65|nachos|\bcod\b|haddock|scampi|sausage|doner|kebab|shish|mixed grill|shawarma|cheeseburger|smash burger/i;
/** Made with milk, or in a home kitchen as a rule with ghee or curd: vegetarian, never vegan. */
const DAIRY =
  /curd|dahi|ghee|raita|lassi|kadhi|kheer|halwa|\bdal\b|sabzi|chole|rajma|paneer|cheese|butter|cream|milk|kulfi|rasmalai|mousse|brûlée|latte|flat white|tiramisu|panna cotta|ice cream|shake|sundae|gelato|croissant|danish|cheesecake|formaggi|cacio|malai|makhani|toastie|kofta|laddoo|ladoo|barfi|burfi|peda|katli|jamun|rasgulla|sandesh|kalakand|mithai|hamper|halloumi/i;

/** A brief for vegetarian food only ("pure veg", "veg lunch boxes"), or vegan. */
const VEG_ONLY = /\b(?:pure[- ]?veg|veg|vegetarian|satvik|sattvic)\b/i;
const VEGAN = /\bvegan\b/i;
/** Jain food is vegetarian without what grows underground: no potato, onion or garlic. */
const JAIN = /\bjain\b/i;
const ROOTS = /aloo|potato|onion|garlic|carrot|gajar|beet|radish|mooli/i;
/** Words that say meat is served after all ("veg and non-veg"). */
const SERVES_MEAT = /\bnon[- ]?veg|\b(?:chicken|mutton|fish|meat|seafood|eggs?)\b/i;

/** The sample menu without dishes the brief says are not eaten there: meat, or dairy too. */
function withoutWhatIsNotEaten(
  menu: Record<string, string[]>,
  words: string,
): Record<string, string[]> {
  const vegan = VEGAN.test(words);
  const jain = JAIN.test(words);
  if (!(vegan || jain || VEG_ONLY.test(words)) || SERVES_MEAT.test(words)) return menu;
  const eaten = (dish: string) =>
    !MEAT.test(dish) && !(vegan && DAIRY.test(dish)) && !(jain && ROOTS.test(dish));
  return Object.fromEntries(
    Object.entries(menu).map(([category, dishes]) => [category, dishes.filter(eaten)]),
  );
}

/** Baked or wheat-based: never called vegan or gluten-free without knowing the recipe. */
const WHEAT =
  /momo|thukpa|chowmein|kachori|\bpav\b|pani puri|bhel|box|hamper|bread|loaf|sourdough|rye|focaccia|croissant|bun|pastr|cake|pizza|pasta|noodle|ramen|udon|toast|naan|roti|paratha|burger|sandwich|bruschetta|danish|pain|brownie|cookie|muffin|tart|pie|cannoli|gyoza|katsu|bhaji|puri|samosa|fries|margherita|funghi|arrabbiata|pesto|granola|wrap|pitta|batter|onion rings|gravy|curry sauce|\broll\b/i;

/**
 * The badges a dish the brief names carries: only what its name says ("Veg momos", "Vegan
 * brownie"), since the owner has not said what goes into it.
 */
function badgesNamed(dish: string): string[] {
  if (/\bvegan\b/i.test(dish)) return ['Vegan'];
  return /\b(?:veg|vegetarian|paneer)\b/i.test(dish) && !MEAT.test(dish) ? ['Vegetarian'] : [];
}

/** Dietary badges a sample dish can honestly carry, from what it is called. */
function dietaryBadges(
  dish: string,
  random: { int: (min: number, max: number) => number },
): string[] {
  if (MEAT.test(dish)) return random.int(0, 3) === 0 ? ['Spicy'] : [];
  if (DAIRY.test(dish) || WHEAT.test(dish)) return ['Vegetarian'];
  return random.int(0, 1) === 0 ? ['Vegan'] : ['Vegan', 'Gluten-free'];
}

/** What visitors say of a fair they came to, and will come to again. */
const fairQuotes = (subject: Subject): string[] => [
  'A lovely day out for the whole family',
  'The children loved every minute',
  `We will be back for the next ${subject.business.split(' ').at(-1) ?? 'one'}`,
];

/** Who a sample reviewer is, where the reviews give no town: a shop's buyers may never visit. */
const reviewerRoles = (subject: Subject): string[] =>
  subject.flavour === 'faith'
    ? ['Member', 'First-time visitor', 'Volunteer', 'Neighbour']
    : subject.flavour === 'shop'
      ? ['Regular customer', 'First-time buyer', 'Customer', 'Gift buyer']
      : ['Regular', 'First-time visitor', 'Customer', 'Neighbour'];

/** A patient speaks of the doctor the brief names, not of the site's name. */
const doctorNamed = (voice: Voice): string | undefined =>
  clinicOf(voice.subject) ? doctorsIn(voice.facts.people)[0] : undefined;

/** What customers of a business of no kind above say: a hire's, a venue's, a planner's, any. */
const generalQuotes = (subject: Subject, name: string): string[] =>
  hireOf(subject)?.quotes(name) ??
  (venueOf(subject)
    ? venueQuotes(name)
    : plannerOf(subject)
      ? plannerQuotes(name)
      : playOf(subject)?.quotes(name)) ?? [
    'Clear answers to every question we asked',
    'Friendly, reliable and always on time',
    `I tell everyone about ${name}`,
  ];

function testimonialCopy(voice: Voice): SectionContent {
  const { subject, name, random, city } = voice;
  const coach = coachOf(subject);
  const { offer, short } = subject;
  const doctor = doctorNamed(voice);
  const quotes: Record<Subject['flavour'], string[]> = {
    shop: everydayStoreOf(subject)?.quotes(name) ?? [
      // Said by a buyer who may never have come to a shop (many sellers have none).
      `The ${short} ${subject.plural ? 'are' : 'is'} even better than the photos`,
      // Nothing of gifts, wrapping or notes in the box: what any shop's buyer may say.
      'Exactly what I asked for, and they answered every question',
      `Quick to reply and easy to order from. ${name} is my go-to now`,
      'Good quality, and they helped me choose',
    ],
    food: cateringOf(subject)?.quotes(name) ?? [
      `The best ${short}${city ? ` in ${city}` : ' we have had'}. We keep coming back`,
      `Warm service and ${offer} worth crossing town for`,
      `${name} is our favourite place for Sunday lunch`,
      'Every visit feels like coming home',
    ],
    product: [
      `${name} saves me time every single week`,
      `We switched to ${name} and never looked back`,
      `Finally, ${someOf(offer)} that people actually enjoy using`,
    ],
    person: [
      `${name} understood exactly what we wanted`,
      `Calm, thoughtful and brilliant at ${offer}`,
      'The work arrived on time and was better than we imagined',
    ],
    creative: [
      `${name} understood exactly what we wanted`,
      `The smartest ${offer} team we have worked with`,
      'On time, on budget and better than we imagined',
    ],
    wellness: [
      'I came for one class and kept coming back',
      `Friendly ${coach}s and a calm space${city ? `; the best ${offer} in ${city}` : ''}`,
      `${name} is the highlight of my week`,
    ],
    school: [
      'I finally understand it, and I enjoy every class',
      'My daughter looks forward to every class',
      `I recommend ${name} to every parent I know`,
    ],
    faith: faithQuotes(name),
    trade: tradeQuotes(name, tradeOf(subject)),
    stay: stayOf(subject).quotes(name),
    pets: petQuotes(name),
    care: isPropertyAgent(subject)
      ? AGENT.quotes(name)
      : [
          'Clear advice, kind people and no waiting',
          `${doctor ?? name} took the time to explain everything`,
          `I recommend ${doctor ?? name} to all my friends`,
        ],
    sport: [
      'Well organised from the start line to the finish',
      'My first race, and I am already signed up for the next',
      `The friendliest ${subject.business.split(' ').at(-1) ?? 'event'} I have taken part in`,
    ],
    conference: [
      'The best days of my year',
      'Great talks, and even better conversations between them',
      `I met half my team at ${name}`,
    ],
    festival: [
      'The best days of my year',
      'An incredible lineup, and the food was just as good',
      `We have been to ${name} every year since the first`,
    ],
    fair: fairQuotes(subject),
    gathering: gatheringWordsOf(subject).quotes,
    evening: [
      'What a night',
      'A great atmosphere from start to finish',
      'Exactly the evening I needed',
    ],
    wedding: ['We cannot wait to celebrate with you', 'A perfect match', 'So happy for you both'],
    writing: [
      `${name} is the first thing I read on a Sunday`,
      `Practical, honest writing about ${offer}`,
      'I have tried half the ideas here, and they all worked',
    ],
    cause: [
      `${name} does quiet, important work`,
      'Volunteering here is the best thing I do all week',
      'Every rupee I give goes exactly where they say it will',
    ],
    act: [
      `What a ${actWords(subject).show}`,
      `We booked ${name} for our celebration, and everyone is still talking about it`,
      `I have not missed a ${actWords(subject).show} since the first one`,
    ],
    club: [
      'I came along once and have not missed a meeting since',
      `The friendliest people I know${city ? ` in ${city}` : ''}`,
      `${name} is the best part of my week`,
    ],
    general: generalQuotes(subject, name),
  };
  const picked = random.shuffle(quotes[subject.flavour]).slice(0, 3);
  // Reviewers are never the people the prompt names (the owner does not review themselves).
  const names = personNames({ ...voice, facts: { ...voice.facts, people: [] } }, picked.length);
  const roles = reviewerRoles(subject);
  return {
    intro: '',
    items: picked.map((quote, i) => ({
      title: names[i] ?? personName(random),
      text: sentence(quote),
      meta: city ?? roles[i] ?? 'Regular',
    })),
  };
}

function scheduleCopy(voice: Voice): SectionContent {
  if (voice.facts.days.length > 0) {
    // The brief's programme by the day, each session under its day.
    const items = dayItems(voice, 'Every week').map((item) => ({
      ...item,
      title: item.text.replace(/\.$/, ''),
      text: '',
      meta: item.title,
    }));
    return { intro: '', items };
  }
  if (voice.facts.sessions.length > 0) return sessionsCopy(voice);
  const copy =
    isEvent(voice.subject) && voice.facts.events.length > 0 ? onCopy(voice) : programmeCopy(voice);
  // The day and time the prompt gives lead the programme, as it gave them.
  const when = dayAndTime(voice.facts);
  if (!when) return copy;
  return voice.subject.flavour === 'club'
    ? { ...copy, intro: `${clubMeets(voice, when)}; come along.` }
    : { ...copy, intro: `Starts ${when}. ${copy.intro}` };
}

/**
 * A race's day, with a start for each category the brief names, or a tournament's two days of
 * matches.
 */
function sportProgramme(voice: Voice): [string, [string, string][]][] {
  if (isTournament(voice.subject)) {
    return [
      [
        'Day 1',
        [
          ['08:00', 'Opening matches'],
          ['12:00', 'Group matches'],
          ['16:00', 'Quarter-finals'],
        ],
      ],
      [
        'Day 2',
        [
          ['09:00', 'Semi-finals'],
          ['14:00', 'Final'],
          ['17:00', 'Prize giving'],
        ],
      ],
    ];
  }
  const categories = givenOffers(voice).slice(0, 4);
  const starts = (categories.length > 0 ? categories : ['Long course', 'Short course']).map(
    (category, i): [string, string] => [
      `0${5 + Math.floor((30 + i * 30) / 60)}:${(30 + i * 30) % 60 === 0 ? '00' : '30'}`,
      `${capitalise(category)} start`,
    ],
  );
  return [
    ['Race day', [['04:30', 'Bib collection and bag drop'], ...starts, ['10:00', 'Prize giving']]],
  ];
}

/** Each day's programme in order, [time, session], by the kind of business. */
/** A programme's days, each with its times and what happens then. */
type Programme = [day: string, [time: string, what: string][]][];

function programmesFor(offer: string): Partial<Record<Subject['flavour'], Programme>> {
  return {
    festival: [
      [
        'Day 1',
        [
          ['14:00', 'Opening set'],
          ['16:30', 'Acoustic session'],
          ['19:00', 'Sunset set'],
          ['21:30', 'Headliner'],
        ],
      ],
      [
        'Day 2',
        [
          ['14:00', 'Local heroes'],
          ['16:30', 'Afternoon jam'],
          ['19:00', 'Late-night DJ set'],
          ['21:30', 'Closing set'],
        ],
      ],
    ],
    wedding: [
      [
        'Friday',
        [
          ['09:30', 'Welcome breakfast'],
          ['11:00', 'Mehendi'],
          ['14:00', 'Lunch with family'],
          ['19:00', 'Sangeet'],
        ],
      ],
      [
        'Saturday',
        [
          ['10:00', 'Ceremony'],
          ['13:00', 'Wedding lunch'],
          ['16:00', 'Photographs'],
          ['19:30', 'Reception dinner'],
        ],
      ],
    ],
    // A cause's dates are its drives and days for the people who help, not a conference's talks.
    cause: [
      [
        'This month',
        [
          ['10:00', 'Community drive'],
          ['16:00', 'Volunteer day'],
        ],
      ],
      [
        'Next month',
        [
          ['10:00', 'Community drive'],
          ['17:00', 'Supporters’ meet-up'],
        ],
      ],
    ],
    // A school's batches: sample times for the owner to change.
    school: [
      [
        'Weekdays',
        [
          ['07:00', 'Morning batch'],
          ['16:00', 'After-school batch'],
          ['18:30', 'Evening batch'],
        ],
      ],
      [
        'Saturdays',
        [
          ['10:00', 'Weekend batch'],
          ['12:00', 'Doubt-clearing session'],
        ],
      ],
    ],
    wellness: [
      [
        'Weekdays',
        [
          ['06:30', `Morning ${offer}`],
          ['12:30', `Lunchtime ${offer}`],
          ['18:00', `${capitalise(offer)} for beginners`],
          ['19:30', `Evening ${offer}`],
        ],
      ],
      [
        'Weekends',
        [
          ['08:00', `Slow ${offer}`],
          ['10:00', `${capitalise(offer)} basics`],
          ['17:00', `Gentle ${offer}`],
          ['18:30', `Strong ${offer}`],
        ],
      ],
    ],
  };
}

/**
 * An evening's programme: its parts, an hour apart, on the date the brief gives and from the time
 * it gives (sample times from 7pm when it gives none).
 */
function eveningProgramme({ subject, facts }: Voice): Programme {
  const start = (facts.times[0] ? parseTime(facts.times[0]) : undefined) ?? { hour: 19, minute: 0 };
  return [
    [
      facts.dates[0] ?? 'On the night',
      eveningWords(subject).parts.map((what, i) => [
        clockTime((start.hour + i) % 24, start.minute),
        what,
      ]),
    ],
  ];
}

/** A conference's two days of talks, on what it is about. */
const conferenceProgramme = (offer: string): Programme => [
  [
    'Day 1',
    [
      ['09:30', `Keynote: the future of ${offer}`],
      ['11:00', `Workshop: hands-on ${offer}`],
      ['14:00', 'Lightning talks'],
      ['16:30', `Panel: what is next for ${offer}`],
    ],
  ],
  [
    'Day 2',
    [
      ['09:30', `Case study: ${offer} in practice`],
      ['11:00', 'Community showcase'],
      ['14:00', 'Open questions with the speakers'],
      ['16:30', 'Closing keynote'],
    ],
  ],
];

/** Businesses that move about: where to find them is their timetable. */
const ON_THE_MOVE = /\b(?:truck|stall|cart|van|pop-?up|stand)\b/;

/** A food truck's or a stall's week of stops; the places are the owner's to fill in. */
const STOPS: Programme = [
  [
    'Weekdays',
    [
      ['12:00', 'Lunch stop'],
      ['18:30', 'Evening stop'],
    ],
  ],
  [
    'Weekends',
    [
      ['11:00', 'Market stop'],
      ['19:00', 'Late-night stop'],
    ],
  ],
];

/** What a café or a restaurant has on beside its menu. */
const FOOD_EVENINGS: Programme = [
  [
    'This week',
    [
      ['18:00', 'Tasting evening'],
      ['11:00', 'Weekend brunch'],
    ],
  ],
  [
    'Next week',
    [
      ['19:00', 'Chef’s table'],
      ['16:00', 'Cooking class'],
    ],
  ],
];

/** Any other business's dates to come: open days and evenings, not a conference's talks. */
const DATES_TO_COME: Programme = [
  [
    'This month',
    [
      ['11:00', 'Open day'],
      ['18:00', 'Evening workshop'],
    ],
  ],
  [
    'Next month',
    [
      ['11:00', 'Open day'],
      ['18:00', 'Meet-up'],
    ],
  ],
];

/**
 * Coming up, at the time the brief gives (each at its usual time when it gives none): a club's
 * meetings, an act's shows.
 */
function comingUp({ facts }: Voice, list: readonly [string, string][]): Programme {
  const given = facts.times[0] ? parseTime(facts.times[0]) : undefined;
  const at = given ? clockTime(given.hour, given.minute) : undefined;
  return [[facts.dates[0] ?? 'Coming up', list.map(([time, what]) => [at ?? time, what])]];
}

/** The timetable of a business or an event of the subject's kind. */
function programmeOf(voice: Voice): Programme {
  const { subject } = voice;
  switch (subject.flavour) {
    case 'sport':
      return sportProgramme(voice);
    case 'evening':
      return eveningProgramme(voice);
    case 'act':
      return comingUp(voice, actWords(subject).shows);
    case 'club':
      return comingUp(voice, CLUB_MEETINGS);
    case 'food':
      return ON_THE_MOVE.test(subject.business) ? STOPS : FOOD_EVENINGS;
    case 'conference':
      return conferenceProgramme(subject.offer);
    case 'faith':
      return faithOf(subject).programme;
    default:
      return programmesFor(subject.offer)[subject.flavour] ?? DATES_TO_COME;
  }
}

/** Timetables whose sessions are led by someone: a talk's speaker, a class's teacher. */
const LED_SESSIONS: ReadonlySet<Subject['flavour']> = new Set([
  'conference',
  'festival',
  'wellness',
  'school',
]);

/** The line over a timetable, by the kind of business. */
function programmeIntro(voice: Voice): string {
  const size = termOf(voice, 'Class size');
  const intro = programmeIntroOf(voice);
  return size ? `${intro} ${sentence(size)}` : intro;
}

function programmeIntroOf({ subject, where }: Voice): string {
  const intros: Partial<Record<Subject['flavour'], string>> = {
    sport: isTournament(subject)
      ? `The fixtures${where}; your match times come with your entry.`
      : `The day's timings${where}; your start time is on your entry.`,
    wedding: `The celebrations${where}, day by day.`,
    wellness: `The classes${where}; ask us which one suits you.`,
    school: `The batches${where}; ask us which one suits you.`,
    festival: `Who plays when${where}.`,
    fair: `What is on when${where}.`,
    evening: guestsPerform(subject)
      ? `The evening${where}, from start to finish.`
      : `Who is on when${where}.`,
    cause: `Dates to come${where}: come along, or bring a friend.`,
    gathering: `The day${where}, from start to finish.`,
    act: `Where to see us next${where}.`,
    club: `When we meet${where}; come along.`,
    food: ON_THE_MOVE.test(subject.business)
      ? `Where to find us this week${where}.`
      : `What is on${where}, beside the menu.`,
    conference: `The sessions${where}, day by day.`,
    faith: 'Times may change on festival days; ask us before you come.',
  };
  return intros[subject.flavour] ?? `Dates to come${where}.`;
}

/**
 * The classes the brief gives by their times, each as it says; the one person it names leads
 * them, where classes have a teacher.
 */
function sessionsCopy(voice: Voice): SectionContent {
  const { people, sessions } = voice.facts;
  const teacher = people.length === 1 && LED_SESSIONS.has(voice.subject.flavour) ? people[0] : '';
  return timedCopy(voice, sessions, teacher ? `With ${teacher}.` : '');
}

/** What an event has on at the times the brief gives, each as it says, on its day. */
const onCopy = (voice: Voice): SectionContent =>
  timedCopy(voice, voice.facts.events, '', voice.facts.dates[0] ?? 'On the day');

/** A timetable of the brief's own lines, each "what: when", with the same text and day. */
function timedCopy(
  voice: Voice,
  lines: readonly string[],
  text: string,
  category?: string,
): SectionContent {
  return {
    intro: programmeIntro(voice),
    items: lines.map((line) => {
      const [title = line, time = ''] = line.split(': ');
      return { title, text, meta: time, ...(category ? { category } : {}) };
    }),
  };
}

function programmeCopy(voice: Voice): SectionContent {
  const { subject, random } = voice;
  const programme = programmeOf(voice);
  const sessions = programme.flatMap(([, list]) => list).length;
  const names = personNames(voice, sessions);
  const intro = programmeIntro(voice);
  const led =
    LED_SESSIONS.has(subject.flavour) || (subject.flavour === 'evening' && !guestsPerform(subject));
  let n = 0;
  return {
    intro,
    items: programme.flatMap(([day, list]) =>
      list.map(([time, title]) => ({
        title,
        text: led ? sentence(`With ${names[n++] ?? personName(random)}`) : '',
        meta: time,
        category: day,
      })),
    ),
  };
}

/** The line over a team of one the brief names. */
const ONE_PERSON_INTRO: Partial<Record<Subject['flavour'], string>> = {
  care: 'Who will look after you.',
  wellness: 'Who will guide you.',
  school: 'Who will teach you.',
};

function teamCopy(voice: Voice): SectionContent {
  const { subject, random, name } = voice;
  const coach = coachOf(subject);
  const practice = practiceOf(subject);
  const clinic = clinicOf(subject);
  const roles: Partial<Record<Subject['flavour'], [string, string[]]>> = {
    conference: [
      'Speakers from across the country.',
      ['Keynote speaker', 'Engineer', 'Researcher', 'Founder', 'Designer'],
    ],
    festival: [
      `Artists playing ${name} this year.`,
      ['Headliner', 'Singer-songwriter', 'DJ', 'Percussionist', 'Guitarist'],
    ],
    evening: guestsPerform(subject)
      ? ['The people running the evening.', ['Host', 'Co-host', 'Sound and lights']]
      : [`Who is on stage at ${name}.`, eveningWords(subject).roles],
    sport: [
      'The people who make the day happen.',
      ['Event director', 'Volunteer lead', 'Operations', 'Medical lead'],
    ],
    wedding: [
      'The people standing beside us.',
      ['Best friend', 'Host', 'Family', 'Master of ceremonies'],
    ],
    wellness: [
      'The people who will guide you.',
      [`Founder and head ${coach}`, `Senior ${coach}`, capitalise(coach), 'Front desk'],
    ],
    pets: [
      'The people who will look after your pet.',
      [
        'Founder',
        `Head ${petCareOf(subject).worker}`,
        capitalise(petCareOf(subject).worker),
        'Bookings',
      ],
    ],
    care: treatsAnimals(subject)
      ? [
          'The people who will look after your pet.',
          ['Founder and vet', 'Vet', 'Vet nurse', 'Front desk'],
        ]
      : practice
        ? ['The people who will take on your work.', practice.roles]
        : clinic
          ? ['The people who will look after you.', clinic.roles]
          : isPropertyAgent(subject)
            ? ['The people who will help you find a home.', AGENT.roles]
            : [
                'The people who will look after you.',
                ['Founder', 'Senior consultant', 'Consultant', 'Front desk'],
              ],
    faith: ['The people who serve here.', faithOf(subject).roles],
    trade: [
      'The people who will do the job.',
      [
        'Founder',
        `Senior ${tradeOf(subject).worker}`,
        capitalise(tradeOf(subject).worker),
        'Bookings',
      ],
    ],
    school: [
      'The people who will teach you.',
      ['Founder and head teacher', 'Senior teacher', 'Teacher', 'Front desk'],
    ],
    act: ['The people on stage.', actWords(subject).roles],
    club: [
      'The people who keep the club going.',
      ['Organiser', 'Co-organiser', 'Treasurer', 'Members’ secretary'],
    ],
    shop: [
      'The people behind the shop.',
      ['Founder', 'Buyer', 'Packing and dispatch', 'Customer care'],
    ],
    food: [
      'The people in our kitchen.',
      cateringOf(subject)?.roles ?? ['Head chef', 'Sous chef', 'Pastry chef', 'Front of house'],
    ],
    product: ['The people building it.', ['Founder', 'Engineer', 'Designer', 'Customer success']],
    cause: [
      'The people behind the work.',
      ['Founder', 'Programme lead', 'Volunteer coordinator', 'Fundraising lead'],
    ],
    general: ['The people behind the work.', ['Founder', 'Manager', 'Customer care', 'Operations']],
  };
  // A designer's or an agency's team.
  const [intro, usual] = roles[subject.flavour] ?? [
    'The people behind the work.',
    ['Founder', 'Lead designer', 'Engineer', 'Producer', 'Strategist'],
  ];
  // Who founded the business is the owner's to say: no made-up person is its founder.
  const list = usual.flatMap((role) =>
    role === 'Founder'
      ? []
      : [role.replace(/^Founder and head /, 'Head ').replace(/^Founder and /, 'Lead ')],
  );
  // The people the brief names are the team: nobody is made up beside them, and no role they
  // were not given ("Dr. Meera Joshi" is not a sample clinic's "Front desk").
  const given = voice.facts.people;
  if (teamIsNamed(given, subject)) {
    return {
      intro: given.length === 1 ? (ONE_PERSON_INTRO[subject.flavour] ?? '') : intro,
      items: given.slice(0, 8).map((person) => ({ title: person, text: '' })),
    };
  }
  const shuffled = random.shuffle(list);
  const size = Math.max(Math.min(4, list.length), Math.min(8, voice.facts.people.length));
  const names = personNames(voice, size);
  return {
    intro,
    items: Array.from({ length: size }, (_, i) => ({
      title: names[i] ?? personName(random),
      text: shuffled[i % shuffled.length] ?? 'Team',
    })),
  };
}

/** A figure as the stats show it: the count, then what it counts ("12,000" · "meals served"). */
function figureItem(figure: string): { title: string; text: string } {
  const [, count = figure, counted = ''] = /^(\S+)\s+(.*)$/.exec(figure) ?? [];
  return { title: count, text: counted };
}

/**
 * The business's figures: the ones the person gave, as written. Without any (stats asked for, no
 * numbers given), each stands empty for them to fill in, marked as sample: a page never claims a
 * count, a rate or a reach the business did not state.
 */
function statsCopy(voice: Voice): SectionContent {
  const { subject, name, facts } = voice;
  if (facts.figures.length > 0) return { intro: '', items: facts.figures.map(figureItem) };
  const who = subject.flavour === 'product' ? `teams using ${name}` : `${people(subject)} served`;
  return {
    intro: 'Add the figures you can stand behind; until then these stay blank.',
    items: [who, 'years in business', 'places we serve'].map((text) => ({ title: '—', text })),
  };
}

/** A podcast's latest episodes, numbered down from the newest, each with how long it runs. */
function episodesCopy(voice: Voice): SectionContent {
  const { subject, random } = voice;
  const { short } = subject;
  const titles = random.shuffle([
    `Getting started with ${short}`,
    `The questions listeners ask about ${short}`,
    `What nobody tells you about ${short}`,
    `${capitalise(short)}: the mistakes we made`,
    `A conversation about ${short}`,
    `Your questions, answered`,
  ]);
  const texts = random.shuffle([
    'Where it all began, and what we would do differently.',
    'A long conversation, with notes and links below.',
    'Short and practical: listen on your commute.',
    'The stories behind the headlines.',
  ]);
  const newest = random.int(12, 48);
  return {
    intro: sentence(`New conversations about ${subject.offer}, with notes for every episode`),
    items: Array.from({ length: 4 }, (_, i) => ({
      title: titles[i] ?? `Notes on ${short}`,
      text: texts[i % texts.length] ?? '',
      category: ['Conversation', 'Story', 'Q&A'][i % 3] ?? 'Conversation',
      meta: `Episode ${newest - i} · ${random.int(25, 70)} min`,
    })),
  };
}

function postsCopy(voice: Voice): SectionContent {
  if (isPodcast(voice.subject)) return episodesCopy(voice);
  const { subject, random, name } = voice;
  const { short } = subject;
  const cats = random.pick([
    ['Guides', 'Stories', 'Notes'],
    ['Notes', 'Essays', 'Reviews'],
    ['Tips', 'Stories', 'Guides'],
  ]);
  const titles = random.shuffle([
    `What a year of ${short} taught me`,
    `A beginner\u2019s guide to ${short}`,
    `${capitalise(short)} on a budget`,
    `Five things I wish I had known about ${short}`,
    `Behind the scenes at ${name}`,
    `The questions people ask me about ${short}`,
  ]);
  const texts = random.shuffle([
    'A short read with practical ideas you can use today.',
    'Notes, photos and a few mistakes worth avoiding.',
    'Everything I learned, in one place.',
    'The questions readers ask most, answered.',
  ]);
  return {
    intro: sentence(
      `Writing about ${subject.offer}, ${random.pick(['every week', 'when there is something worth saying', 'from the road'])}`,
    ),
    items: Array.from({ length: 4 }, (_, i) => ({
      title: titles[i] ?? `Notes on ${short}`,
      text: texts[i % texts.length] ?? '',
      category: cats[i % 3] ?? 'Notes',
      meta: `${random.int(3, 12)} min read`,
    })),
  };
}

/** An event's when and where, as far as the brief gave them: no day or city made up. */
function whenAndWhere(voice: Voice): [string, string] {
  const answer = voice.facts.dates[0]
    ? `On ${dayAndTime(voice.facts)}${voice.where}; the full address is on your ticket`
    : voice.where
      ? `${capitalise(voice.where.trim())}; the date and the full address are on your ticket`
      : 'The date and the full address are on your ticket';
  return ['When and where is it?', answer];
}

/**
 * The questions people ask about something that happens on a day, by its kind, answered with
 * what the page knows or a way to ask: no refund policy, free entry or hotel the brief did not give.
 */
function eventQuestions(voice: Voice): Partial<Record<Subject['flavour'], [string, string][]>> {
  const { subject, facts, where, plan } = voice;
  const stalls = plan.sections.some((section) => section.kind === 'rsvp');
  // Nothing to carry the address but the page: what the brief gives, or ask.
  const whenAndWhereAsked: [string, string] = [
    'When and where is it?',
    facts.dates[0]
      ? `On ${dayAndTime(facts)}${where}`
      : where
        ? `${capitalise(where.trim())}; ask us the date`
        : 'Ask us the date and the place',
  ];
  return {
    gathering: [
      whenAndWhereAsked,
      ...gatheringWordsOf(subject).questions(facts.prices.length > 0, online(voice)),
    ],
    // A fair has no tickets to carry its address.
    fair: [
      whenAndWhereAsked,
      [
        'How do I book a stall?',
        stalls
          ? 'Through the form on this page; we call you to confirm'
          : 'Write or call us, and we will tell you how',
      ],
      [
        'What does it cost?',
        facts.prices.length > 0
          ? 'The prices are on this page; ask us about anything not listed'
          : 'Ask us before you come',
      ],
      ['Is the place accessible?', 'Write to us before you come, and we will tell you how'],
    ],
    conference: [
      whenAndWhere(voice),
      ['Can I get a refund?', 'Write to us before the event and we will do what we can'],
      ['What does my ticket include?', 'Write to us and we will tell you what it covers'],
      ['Is the venue accessible?', 'Write to us before you come, and we will tell you how'],
    ],
    sport: isTournament(subject)
      ? [
          ['How do we enter a team?', 'Through the registration form on this page'],
          [
            'Can we change players after entering?',
            'Write to us with the change, and we will tell you',
          ],
          ['When are the fixtures out?', 'They go up on this page once they are set'],
        ]
      : [
          ['Can I change my category?', 'Write to us as early as you can, and we will tell you'],
          ['What do I need to bring?', 'Your entry confirmation; write to us with anything else'],
          ['Is there a bag drop?', 'Write to us before the day, and we will tell you'],
          ['Can I pass my entry to a friend?', 'Write to us, and we will tell you if you can'],
        ],
    // Nothing about the venue or its rules that the brief did not give.
    evening: [
      whenAndWhere(voice),
      ...(guestsPerform(subject)
        ? [
            ['Can I perform?', 'Yes, everyone can: write to us to put your name down'] satisfies [
              string,
              string,
            ],
          ]
        : []),
      ['Can I get a refund?', 'Write to us before the evening and we will do what we can'],
      ['Is the venue accessible?', 'Write to us before you come, and we will tell you how'],
    ],
    festival: [
      whenAndWhere(voice),
      ['Can I get a refund?', 'Write to us before the festival and we will do what we can'],
      ['Can I bring children?', 'Write to us before you come, and we will tell you'],
      ['Is the site accessible?', 'Write to us before you come, and we will tell you how'],
    ],
    wedding: [
      ['What should I wear?', 'Festive dress, and comfortable shoes for dancing'],
      [
        'Can I bring a plus-one?',
        'Your invitation says who is invited; write to us if you are unsure',
      ],
      ['Where should I stay?', 'Write to us, and we will suggest places near the venue'],
      ['Do you have a gift list?', 'Your company is the only gift we need'],
    ],
  };
}

/** What people ask a trade before they book it: where it works, what a visit costs, parts. */
function tradeQuestions({ subject, city, facts }: Voice): [string, string][] {
  const { mends } = tradeOf(subject);
  // Work brought to the shop is asked about as the shop's: when it is ready, what it costs.
  if (broughtIn(subject, facts)) {
    return [
      [
        'Where do I bring it?',
        city ? `To our shop in ${city}; ask us the way` : 'Ask us the way to our shop',
      ],
      ['How long does it take?', 'It depends on the job: we tell you when it will be ready'],
      ['What does it cost?', 'Show us the job, and we tell you the price before we start'],
    ];
  }
  return [
    [
      'Which areas do you cover?',
      city
        ? `We work in ${city}. Tell us your area when you book, and we will confirm we can come`
        : 'Tell us your area when you book, and we will confirm we can come',
    ],
    ['Do you charge for the visit?', 'Ask us when you book, and we will tell you'],
    mends
      ? ['Do you bring the parts?', 'Tell us the job when you book, and we will say what it needs']
      : ['How long does it take?', 'It depends on the job: we tell you how long when you book'],
    [
      'Can I change the time of my visit?',
      'Call or message us as soon as you can, and we will look for another time',
    ],
  ];
}

/** What the brief says of delivery and returns, or an honest way to ask: no terms made up. */
const shopQuestions = (voice: Voice): [string, string][] => [
  [
    'Do you deliver?',
    termOf(voice, 'Delivery') ??
      'Write to us with your pin code and we will tell you how we can get your order to you',
  ],
  [
    'Can I return something?',
    termOf(voice, 'Returns') ?? 'Write to us about it, and we will tell you what we can do',
  ],
  ['How do I order?', 'Write to us or call, and we will help you choose'],
  everydayStoreOf(voice.subject)?.question ?? [
    `Can I order ${voice.subject.short} in bulk?`,
    `Write to us with what you need and how many, and we will tell you what we can do`,
  ],
];

/** What a FAQ says things cost: where the brief gave prices, that they are on the page. */
const costAnswer = (given: boolean, what: 'prices' | 'fees', otherwise: string): string =>
  given ? `The ${what} are on this page; ask us about anything not listed` : otherwise;

/** What a practice's clients ask, with its fee: the brief's, on the page, or asked. */
function practiceQuestions(voice: Voice): [string, string][] | undefined {
  const practice = practiceOf(voice.subject);
  const fee = costAnswer(
    voice.facts.prices.length > 0,
    'fees',
    'It depends on the work: ask us, and we tell you the fee before we begin',
  );
  return practice && [...practice.questions, ['What does it cost?', fee]];
}

/** Whether the page lists dates to come (a schedule), for a FAQ to point to. */
const datesOnPage = (voice: Voice): boolean =>
  voice.plan.sections.some((section) => section.kind === 'schedule');

/** The sections a visitor books something on. */
const BOOKED: ReadonlySet<string> = new Set(['booking', 'appointment', 'tickets']);

/** What anyone asks any business: how to start, what it costs, where it is, changing a booking. */
function generalQuestions(voice: Voice): [string, string][] {
  return [
    [
      'How do I get started?',
      'Send us a message through the form below and we will get back to you',
    ],
    // The brief's own prices are on the page: the answer points to them, not away.
    [
      'How much does it cost?',
      costAnswer(
        voice.facts.prices.length > 0,
        'prices',
        'It depends on what you need; ask us for a price',
      ),
    ],
    ...(voice.city
      ? [['Where are you based?', `In ${voice.city}; write to us to meet`] as [string, string]]
      : []),
    // Only where something is booked on the page.
    ...(voice.plan.sections.some((section) => BOOKED.has(section.kind))
      ? [
          [
            'Can I change or cancel a booking?',
            'Write to us as early as you can, and we will see what we can do',
          ] as [string, string],
        ]
      : []),
  ];
}

function faqCopy(voice: Voice): SectionContent {
  const { subject, random, name, city } = voice;
  const general = generalQuestions(voice);
  const lists: Partial<Record<Subject['flavour'], [string, string][]>> = {
    care: practiceQuestions(voice) ?? (isPropertyAgent(subject) ? AGENT.questions : undefined),
    // An owner's homes: a visit, and the brief's prices.
    general: showsHomes(subject)
      ? [...AGENT.questions.slice(0, 2), general[1]!]
      : hireOf(subject)
        ? [...(hireOf(subject)?.questions ?? []), general[1]!]
        : venueOf(subject)
          ? venueQuestions(voice.facts.capacity[0])
          : plannerOf(subject)
            ? PLANNER_QUESTIONS
            : playOf(subject) && [...(playOf(subject)?.questions ?? []), general[1]!],
    trade: tradeQuestions(voice),
    stay: stayOf(subject).questions(city),
    pets: PET_QUESTIONS,
    faith: [
      ['Can anyone visit?', 'Yes, everyone is welcome. Please dress modestly'],
      [
        'Can we hold a ceremony here?',
        'Write to us with the date and the kind of ceremony, and we will get back to you',
      ],
      ['How can I help?', 'Volunteer at a festival or a community meal, or give online'],
      ['Who do I ask about a service?', 'Write to us, or ask at the office after any service'],
    ],
    shop: shopQuestions(voice),
    food: cateringOf(subject)?.questions(city) ?? [
      ['Do I need to book?', 'Call or write to us, and we will tell you'],
      [
        'What is on the menu?',
        'Our dishes and their prices are on this page; ask us about anything else',
      ],
      [
        'Can you cater events?',
        'Write to us with the date and how many guests, and we will tell you what we can do',
      ],
      [
        'Do you deliver?',
        termOf(voice, 'Delivery') ?? 'Ask us when you call, and we will tell you',
      ],
    ],
    product: [
      [
        'How do I get started?',
        `Sign up on this page, or write to us and we will show you ${name}`,
      ],
      ['Can I try it first?', 'Write to us and we will show you around'],
      ['Who do I ask for help?', 'Write to us, and a person replies'],
      [
        'How much does it cost?',
        costAnswer(voice.facts.prices.length > 0, 'prices', 'Write to us and we will tell you'),
      ],
    ],
    ...eventQuestions(voice),
    wellness: [
      [`Is ${name} right for beginners?`, `Tell us your level, and we will suggest where to start`],
      [
        'What should I bring?',
        'Comfortable clothes and a bottle of water; ask us if you need anything else',
      ],
      ...general.slice(2),
    ],
    school: [
      ['Which class is right for me?', 'Tell us what you want to learn, and we will suggest one'],
      ['Can I try a class first?', 'Write to us and we will tell you how'],
      [
        'What are the fees?',
        costAnswer(
          voice.facts.prices.length > 0,
          'fees',
          'They depend on the class; we tell you before you join',
        ),
      ],
      ...general.slice(0, 1),
    ],
    act: [
      [
        'Can we book you for an event?',
        'Yes: write to us with the date, the place and what you have in mind',
      ],
      [
        'Where can we see you next?',
        datesOnPage(voice)
          ? `Our upcoming ${actWords(subject).show}s are on this page`
          : `Write to us, and we will tell you where our next ${actWords(subject).show} is`,
      ],
      ['How do we reach you for an interview?', 'Write to us through the form on this page'],
    ],
    club: [
      [
        'Can I come along before I join?',
        'Write to us, and we will tell you when and where we meet next',
      ],
      [
        'How often do you meet?',
        datesOnPage(voice) ? 'The dates are on this page' : 'Write to us, and we will tell you',
      ],
      [
        'What does it cost?',
        costAnswer(givenPrices(voice).length > 0, 'fees', 'Write to us and we will tell you'),
      ],
      ['Can I bring a friend?', 'Yes; tell us first, so we know how many to expect'],
    ],
    cause: [
      ['How can I help?', 'Volunteer, donate or tell a friend; every bit counts'],
      ['Can I give every month?', 'Write to us, and we will tell you how'],
      ['Where does the money go?', 'Ask us, and we will show you where it goes'],
      ...general.slice(0, 1),
    ],
  };
  return {
    intro: '',
    items: asItems(random.shuffle(lists[subject.flavour] ?? general).slice(0, 4)),
  };
}

function contactCopy(voice: Voice): SectionContent {
  const { subject, random } = voice;
  const intros: Partial<Record<Subject['flavour'], string>> = {
    food: cateringOf(subject)?.contact ?? 'Ask us anything, or just say hello.',
    wedding: 'Please let us know if you can join us by the end of next month.',
    product: 'Questions about plans, or want a demo? Write to us.',
    wellness: 'Book your first class or ask us anything.',
    sport: 'Questions about your entry? Write to us.',
    care: 'Book an appointment or ask a question, and we will get back to you.',
    trade: broughtIn(subject, voice.facts)
      ? 'Tell us what needs doing; we reply with the price and when it will be ready.'
      : 'Tell us what needs doing and when suits you; we call back to confirm the visit.',
    faith: 'Questions about services, ceremonies or visiting: write to us.',
    school: 'Ask about classes, timings or fees, and we will reply soon.',
    shop: 'Questions about an order? We are happy to help.',
    person: 'Tell me about your project; I read every message.',
    writing: isPodcast(subject)
      ? 'Questions, guest ideas or feedback: write to us.'
      : 'I read every message, and I would love to hear from you.',
    act: 'Bookings, interviews and everything else: write to us.',
    club: 'Want to join, or come along once to see? Write to us.',
  };
  return {
    intro:
      intros[subject.flavour] ??
      random.pick([
        'We would love to hear from you.',
        'Questions, ideas or bookings: write to us.',
        'Drop us a line and we will get back to you soon.',
      ]),
    // Only the ways in and the place the brief gave (the email, else the name, first): no address
    // or email is made up.
    items: [
      {
        title: voice.facts.emails[0] ?? voice.name,
        text: voice.facts.places[0] ?? '',
        ...(voice.facts.phones[0] ? { meta: voice.facts.phones[0] } : {}),
      },
    ],
  };
}

/** The city the brief names, if any: a region ("the Himalayas", "Kerala") or a venue is none. */
function cityFor(plan: SitePlan, subject: Subject): string | undefined {
  const isCity = (place: string) =>
    !/^the /.test(place) && !REGIONS.includes(place) && !isVenue(place);
  return (
    plan.facts.places.find(isCity) ??
    (subject.place && isCity(subject.place) ? subject.place : undefined)
  );
}

export function voiceFor(plan: SitePlan, subject: Subject, section: Section): Voice {
  const place = plan.facts.places[0] ?? subject.place;
  return {
    plan,
    section,
    subject,
    facts: plan.facts,
    name: plan.title,
    city: cityFor(plan, subject),
    // Things happen at a venue, and in a town; an event's place that is no town is its venue
    // ("at Crossword Bandra", "at Funcity Noida").
    where: place
      ? ` ${isVenue(place) || (isEvent(subject) && !isPlace(place)) ? 'at' : 'in'} ${place}`
      : '',
    random: seededRandom(`${plan.topic}:${plan.keywords.join(' ')}:${section.id}`),
  };
}

/**
 * A section's copy with as many items as the prompt asked for ("three case studies", "five
 * posts"): more are written from other seeds, none repeated; extra ones are left out.
 */
function sectionContent(plan: SitePlan, subject: Subject, section: Section): SectionContent {
  const copy = writtenContent(plan, subject, section);
  const wanted = plan.checklist.find((item) => item.kind === section.kind)?.count;
  if (wanted === undefined || copy.items.length === 0) return copy;
  const items = [...copy.items];
  const seen = new Set(items.map((item) => item.title));
  for (let round = 2; items.length < wanted && round < 8; round++) {
    const more = writtenContent(plan, subject, { ...section, id: `${section.id}-${round}` });
    for (const item of more.items) {
      if (items.length >= wanted) break;
      if (seen.has(item.title)) continue;
      seen.add(item.title);
      items.push(item);
    }
  }
  return { ...copy, items: items.slice(0, wanted) };
}

function writtenContent(plan: SitePlan, subject: Subject, section: Section): SectionContent {
  const voice = voiceFor(plan, subject, section);
  const copy = copyOf(voice);
  // "everything from ₹80" is said of the list, and "free delivery above ₹999" of delivery, as
  // the brief says them, and of no one item.
  const price = listPrice(voice);
  const said = [
    ...(price ? [`Prices ${price.word} ${moneyOf(voice)(price.amount)}`] : []),
    ...deliveryTermsOn(voice).map(capitalise),
  ].map(sentence);
  if (said.length === 0) return copy;
  return { ...copy, intro: [copy.intro, ...said].filter(Boolean).join(' ') };
}

function copyOf(voice: Voice): SectionContent {
  const { section } = voice;
  switch (section.kind) {
    case 'hero':
      return heroCopy(voice);
    case 'about':
      return { intro: sentence(aboutCopy(voice)), items: [] };
    case 'features':
      return featureCopy(voice);
    case 'products':
      return productCopy(voice);
    case 'gallery':
      return galleryCopy(voice);
    case 'menu':
      return menuCopy(voice);
    case 'pricing':
      return pricingCopy(voice);
    case 'testimonials':
      return testimonialCopy(voice);
    case 'schedule':
      return scheduleCopy(voice);
    case 'team':
      return teamCopy(voice);
    case 'stats':
      return statsCopy(voice);
    case 'posts':
      return postsCopy(voice);
    case 'faq':
      return faqCopy(voice);
    case 'contact':
      return contactCopy(voice);
    default: {
      const writer = SECTION_WRITERS[section.kind];
      return writer ? writer.copy(voice) : { intro: '', items: [] };
    }
  }
}

/** The offline Content agent: copy for each section, written around what the site offers. */
export function writeContent(plan: SitePlan): SiteContent {
  const subject = describeSubject(plan);
  const book = phrasebookFor(plan.language);
  if (book)
    return localizedContent(plan, book, (section) => sectionContent(plan, subject, section));
  const sections: Record<string, SectionContent> = {};
  for (const section of plan.sections)
    sections[section.id] = sectionContent(plan, subject, section);
  return siteContentSchema.parse({
    description: `${plan.title}: ${plan.tagline}`.slice(0, 300),
    footer: `\u00a9 ${sentence(plan.title)} Made with care.`,
    sections: onePriceEach(plan, sections),
  });
}

/**
 * One thing has one sample price on a page: where two sections list it (a drop-in class among
 * the services and among the memberships), both show the first drawn. A price the brief gives is
 * its own item's, with what the brief says of it, and is carried to no other.
 */
function onePriceEach(
  plan: SitePlan,
  sections: Record<string, SectionContent>,
): Record<string, SectionContent> {
  const given = new Set(plan.facts.prices.map(amountOf));
  const chosen = new Map<string, number>();
  for (const { title, price } of Object.values(sections).flatMap(({ items }) => items)) {
    const key = offerKey(title);
    if (price !== undefined && !given.has(price) && !chosen.has(key)) chosen.set(key, price);
  }
  return Object.fromEntries(
    Object.entries(sections).map(([id, content]) => [
      id,
      {
        ...content,
        items: content.items.map((item) =>
          item.price === undefined || given.has(item.price)
            ? item
            : { ...item, price: chosen.get(offerKey(item.title)) ?? item.price },
        ),
      },
    ]),
  );
}
