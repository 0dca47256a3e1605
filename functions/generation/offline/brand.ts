import type { SiteFacts } from '../page/site-plan';
import { termOf } from './voice';
import { cateringOf } from './catering';
import type { SectionKind } from '../page/site-kinds';
import { CATALOGUE } from '../catalogue/kinds';
import { SECTION_WRITERS } from './sections/index';
import type { SeededRandom } from './seeded-random';
import {
  businessFromPrompt,
  businessLabel,
  defaultOffer,
  isPodcast,
  isTournament,
  ownersBusiness,
  NOTHING_SAID,
  PRICED_PER_VISIT,
  titleWords,
  type Subject,
} from './subject';
import { capitalise, sentence, singular, someOf, withArticle, withCapitalsOf } from './words';
import { eveningWords, guestsPerform } from './evening';
import { clinicOf, type Specialty } from './clinics';
import { practiceOf } from './practices';
import { isPropertyAgent, showsHomes } from './property';
import { hireOf } from './hire';
import { actWords } from './groups';
import { broughtIn, tradeOf } from './trades';
import { faithOf } from './faith';
import { petCareOf } from './pets';
import { everydayStoreOf } from './stores';
import { eventTitle, gatheringTitle, gatheringWordsOf, weekdayIn } from './gatherings';

/** "soy candles" → "Soy Candle", for names ("The Soy Candle Shop"). */
function nameWords(phrase: string): string {
  const first = phrase.split(' and ')[0] ?? phrase;
  const words = first.split(' ');
  const head = words.pop() ?? first;
  return titleWords([...words, singular(head)].join(' '));
}

const inPlace = (subject: Subject): string => (subject.place ? ` in ${subject.place}` : '');

/**
 * A title for a site whose prompt gives no name: what it is, and where when the brief says,
 * never a made-up brand ("The Corner Bakery", "Bloom HQ") the owner might take for theirs.
 */
export function fallbackTitle(
  prompt: string,
  subject: Subject,
  random: SeededRandom,
  people: readonly string[] = [],
): string {
  // A gathering at someone's business is the gathering's ("Annual Day of St Mary's School").
  if (subject.flavour === 'gathering') return titleOfKind(prompt, subject, random);
  // A business the brief names as someone's is called so ("Sunita's Tiffin Service").
  const owners = ownersBusiness(prompt);
  if (owners) return `${owners.owner}'s ${titleWords(owners.business)}`.slice(0, 80);
  const clinic = clinicOf(subject);
  if (clinic) return clinicTitle(subject, clinic, people, businessFromPrompt(prompt)?.word);
  // A practice of one person the brief names is theirs ("Meera, Tarot Reader").
  const [person] = people;
  if (
    practiceOf(subject) &&
    person &&
    people.length === 1 &&
    !PRACTICE_PLACE.test(subject.business)
  ) {
    return `${person}, ${titleWords(businessLabel(subject.business))}`;
  }
  return titleOfKind(prompt, subject, random);
}

/** What it is, and where when the brief says ("Surat Saree Shop", "Trekking in the Himalayas"). */
function whereItIs(subject: Subject, what: string): string {
  if (!subject.place) return `The ${what}`;
  return /^the /.test(subject.place)
    ? `${what} in ${subject.place}`
    : `${capitalise(subject.place)} ${what}`;
}

/** What the brief offers, where ("Varanasi Boat Rides"), or only where when it says nothing else. */
const whatIsOfferedWhere = (subject: Subject): string =>
  subject.offer === NOTHING_SAID
    ? capitalise(subject.place ?? '')
    : whereItIs(subject, titleWords(subject.short));

/** Words that name a practice's place, not its people ("law firm", "tax consultancy"). */
const PRACTICE_PLACE =
  /\b(?:firm|office|chambers|practice|consultancy|agency|bureau|centre|center|associates|services?|company)$/;

/** A title for a business of its kind, from what the brief's words say it is. */
function titleOfKind(prompt: string, subject: Subject, random: SeededRandom): string {
  const named = businessFromPrompt(prompt);
  const word = named?.word ?? subject.business;
  const qualifier = named?.qualifier;
  // "our community" is whose it is, not what: "The Community Project".
  const offerName = nameWords(subject.short).replace(/^(?:Our|My|Your|Their)\s+/i, '');
  const firstWord = titleWords(subject.short.split(' ')[0] ?? subject.short);
  // No word says what it is ("team" stands in): it is called by what it offers.
  // Where only the brief's own words name it, they do: never "The Team", a section's heading.
  const business =
    subject.business !== 'team'
      ? titleWords(named?.qualifier ? `${named.qualifier} ${named.word}` : subject.business)
      : named
        ? titleWords(named.qualifier ? `${named.qualifier} ${named.word}` : named.word)
        : `${offerName} Company`;
  // An evening the brief names by its kind ("jazz night") is called that.
  const titled =
    named || word === 'team'
      ? `${titleWords(qualifier ?? subject.short)} ${titleWords(named ? word : 'live')}`
      : titleWords(word);
  // A hotel, a hostel, a homestay is called what it is, and where ("The Boys PG Hostel").
  // Where only when the brief says: a made-up setting ("The Garden B&B") would be a claim.
  const where = (what: string) => whereItIs(subject, what);
  const calledWhatItIs = where(`${titleWords(qualifier ?? '')} ${titleWords(businessLabel(word))}`);
  // A trade named by its repairs is called by what it repairs ("Watch Repairs").
  const byRepairs = /^(?:repairs?|servicing)$/.test(word);
  const placeWord = /^bakers?$/.test(word) ? 'bakery' : word;
  const calledBy = byRepairs ? titleWords(subject.short) : business;
  // An evening, a festival, a party or a launch is called as the brief names it, and for whom.
  const asNamed = (title: (brief: string, place: string | undefined) => string | undefined) =>
    title(prompt, subject.place && capitalise(subject.place));
  const options: Record<Subject['flavour'], string[]> = {
    shop:
      qualifier && word !== 'store'
        ? [where(`${titleWords(qualifier)} ${titleWords(word)}`)]
        : word === 'bookshop'
          ? [where(/^books?$/i.test(offerName) ? 'Bookshop' : `${offerName} Bookshop`)]
          : [where(`${offerName} Shop`)],
    // A baker's is a bakery: the place, not its people, is in the name.
    food:
      qualifier || subject.offer !== defaultOffer(word)
        ? [where(`${titleWords(qualifier ?? firstWord)} ${titleWords(placeWord)}`)]
        : [where(titleWords(placeWord))],
    person: [`${titleWords(subject.offer)} Studio`, `${titleWords(subject.offer)} Portfolio`],
    product: [
      `The ${titleWords(qualifier ?? subject.offer)} ${/app$/i.test(qualifier ?? subject.offer) ? '' : 'App'}`,
    ],
    writing: isPodcast(subject) ? [`The ${offerName} Podcast`] : [`The ${offerName} Journal`],
    conference: [
      subject.place && !qualifier
        ? `${subject.place} ${titleWords(word)}`
        : `${titleWords(qualifier ?? subject.short)} ${titleWords(word)}`,
    ],
    festival: [asNamed(eventTitle) ?? titled],
    // "Diwali Mela", "Summer Fete"; a fair named by nothing else is its place's.
    fair: [
      qualifier
        ? `${titleWords(qualifier)} ${titleWords(word)}`
        : subject.place
          ? `${capitalise(subject.place)} ${titleWords(word)}`
          : `The ${titleWords(word)}`,
    ],
    evening: [asNamed(eventTitle) ?? titled],
    gathering: [asNamed(gatheringTitle) ?? titleWords(subject.business)],
    sport: [subject.place ? `${capitalise(subject.place)} ${business}` : `The ${business}`],
    wedding: ['Our Wedding'],
    creative: [`The ${business}`],
    // Classes without a studio are called what they are ("Yoga Classes").
    wellness: [/classes$/i.test(business) && !subject.place ? business : where(business)],
    // "Career Coaching", not "The Career Coach": the brief names no coach.
    // A practice without a name is called what its people are, and where ("Pune Lawyers").
    care: [
      /^coach/.test(word) && qualifier
        ? `${titleWords(qualifier)} Coaching`
        : practiceOf(subject) && subject.place
          ? `${capitalise(subject.place)} ${PRACTICE_PLACE.test(subject.business) ? business : business.replace(/s?$/, 's')}`
          : isPropertyAgent(subject) && subject.place
            ? `${capitalise(subject.place)} Real Estate`
            : `The ${business}`,
    ],
    faith: [subject.place ? `${capitalise(subject.place)} ${business}` : `The ${business}`],
    // A trade without a name is called what it is, and where ("Bhopal Electrician").
    trade: [
      subject.place
        ? `${capitalise(subject.place)} ${calledBy}`
        : byRepairs
          ? calledBy
          : `The ${calledBy}`,
    ],
    // A tuition class or a coaching centre is called by what it teaches ("Maths Classes").
    // Taught nothing the brief names, it is the centre it is ("The Coaching Centre").
    school: [
      (qualifier ?? subject.short) === word && /coaching|tuition/.test(word)
        ? `The ${titleWords(word)} Centre`
        : /tuition|tutor|coaching|lessons/.test(word)
          ? `${titleWords(qualifier ?? subject.short)} ${/coaching|lessons/.test(word) ? titleWords(word) : word === 'tutor' ? 'Tuition' : 'Classes'}`
          : `The ${business}`,
    ],
    cause: [`The ${offerName} Project`],
    // A band or a club without a name is called what it is, and where ("Chennai Community Choir").
    act: [subject.place ? `${capitalise(subject.place)} ${business}` : `The ${business}`],
    club: [subject.place ? `${capitalise(subject.place)} ${business}` : `The ${business}`],
    stay: [calledWhatItIs],
    // Pet care without a name is called what it does, and where ("Pune Pet Boarding").
    pets: [
      subject.place
        ? `${capitalise(subject.place)} ${titleWords(subject.short)}`
        : `The ${titleWords(subject.short)} Co.`,
    ],
    // Things let by the day are called what is let, and where ("Goa Bike Rentals").
    general: hireOf(subject)
      ? [`${subject.place ? `${capitalise(subject.place)} ` : ''}${titleWords(subject.business)}`]
      : named && !['business', 'company', 'space', 'service'].includes(word)
        ? [calledWhatItIs]
        : [subject.place ? whatIsOfferedWhere(subject) : `The ${offerName} Company`],
  };
  const title = random.pick(options[subject.flavour]).replace(/\s+/g, ' ').trim();
  return withCapitalsOf(title, prompt).slice(0, 80);
}

/**
 * A doctor's site without a name: the one doctor it names, with what they are ("Dr Sunita Shah,
 * Gynaecologist"); else the clinic the brief's words name, or its kind's, and where ("Pune
 * Dental Clinic").
 */
function clinicTitle(
  subject: Subject,
  clinic: Specialty,
  people: readonly string[],
  word: string | undefined,
): string {
  const namesThePlace =
    !word ||
    /^(?:clinic|polyclinic|hospital|nursinghome|centre|center|lab|labs|practice)$/.test(word);
  // One person, who the brief's word says is the doctor ("dentist Dr Mehta", "dietitian Priya
  // Rao"), as the brief calls them, or as their medicine does ("ENT doctor Dr Rao").
  const [person] = people;
  if (person && people.length === 1 && !namesThePlace) {
    const worker =
      word && !/^(?:doctors?|specialists?)$/.test(word) && !namesThePlace ? word : clinic.doctor;
    return worker === 'doctor' ? person : `${person}, ${titleWords(singular(worker))}`;
  }
  const place = namesThePlace && word ? titleWords(subject.business) : titleWords(clinic.clinic);
  return subject.place ? `${capitalise(subject.place)} ${place}` : `The ${place}`;
}

/** The line under the site's name, about what it offers. */
export function tagline(
  prompt: string,
  subject: Subject,
  random: SeededRandom,
  facts: Pick<SiteFacts, 'terms' | 'dates'>,
): string {
  const { offer, short } = subject;
  const Offer = capitalise(offer);
  const where = inPlace(subject);
  const mission = /\bhelping\s+([^,.;!?]+)/i.exec(prompt)?.[1]?.trim();
  const store = everydayStoreOf(subject);
  const options: Record<Subject['flavour'], string[]> = {
    shop: store
      ? [store.tagline(Offer)]
      : [
          // Delivered only where the brief says it delivers.
          termOf({ facts }, 'Delivery')
            ? `${Offer}, chosen with care and delivered to your door.`
            : `${Offer}, chosen with care.`,
          `${Offer} worth giving, and worth keeping.`,
          `The ${short} we would buy for ourselves.`,
        ],
    food: cateringOf(subject)?.taglines(Offer, where) ?? [
      `${Offer}, made with care${where}.`,
      `${Offer}, done properly${where}.`,
      // No hours the brief did not give ("from morning till late").
      ...(offer.includes(' and ') ? [] : [`Good company and ${offer}${where}.`]),
    ],
    person: /photograph/.test(offer)
      ? [`${Offer} with an eye for the moments that matter.`]
      : [
          `${Offer}, thoughtfully made${where}.`,
          `${Offer}: selected work and the stories behind it.`,
        ],
    product: [
      `${capitalise(someOf(offer))} that gets out of your way.`,
      `${capitalise(someOf(offer))} that is simple from the first day.`,
    ],
    writing: isPodcast(subject)
      ? [`A podcast about ${offer}${where}.`, `Conversations about ${offer}${where}.`]
      : [
          `Stories and practical tips about ${offer}${where}.`,
          `Honest writing about ${offer}${where}.`,
        ],
    conference: [
      `Talks, workshops and conversations about ${offer}${where}.`,
      `Meet the people shaping ${offer}${where}.`,
    ],
    festival: [`${Offer}, food and good company${where}.`, `${Offer} under open skies${where}.`],
    fair: [`${Offer}${where}. Bring the whole family.`, `${Offer}${where}, for all ages.`],
    evening: [`An evening of ${offer}${where}.`, `${Offer}, live${where}.`],
    // When it is on, where the brief gives a weekday and no date ("Every Thursday").
    gathering: [
      [facts.dates[0] ? undefined : weekdayIn(prompt), gatheringWordsOf(subject).tagline]
        .filter(Boolean)
        .map((line) => sentence(capitalise(line ?? '')))
        .join(' '),
    ],
    sport: isTournament(subject)
      ? [`Teams, fixtures and a final to play for${where}.`]
      : [
          `A ${lastWord(subject.business)} for every pace${where}.`,
          `See you at the start line${where}.`,
        ],
    wedding: [`We are getting married${where}, and we would love you to be there.`],
    creative: [
      `${Offer}${where}: tell us what you need.`,
      `${Offer}${where}, from the first idea.`,
    ],
    wellness: [`${Offer} classes${where}.`, `Make time for ${offer}${where}.`],
    faith: [`A place of prayer and community${where}.`, `Prayer, festivals and service${where}.`],
    trade: broughtIn(subject, facts)
      ? [
          `${Offer}${where}: bring it in, or ask us first.`,
          `${Offer}${where}: tell us the job, and we will take it from there.`,
        ]
      : [
          `${Offer}${where}, at a time that suits you.`,
          `${Offer}${where}: tell us the job, and we will take it from there.`,
        ],
    care: isPropertyAgent(subject)
      ? [`${Offer}${where}.`]
      : [
          `${Offer}${where}: ask us anything before you book.`,
          `${Offer}${where}, at a time that suits you.`,
        ],
    school: [`Classes in ${offer}${where}.`, `Learn ${offer}${where}, one class at a time.`],
    cause: mission
      ? [`Helping ${mission}.`]
      : [`Standing up for ${offer}${where}.`, `Together, we can do more for ${offer}.`],
    act: [`${Offer}, live${where}.`, `${Offer}${where}, on stage and up close.`],
    club:
      offer === 'good company'
        ? [`A friendly ${subject.business}${where}.`]
        : [
            `${capitalise(withArticle(subject.business))}${where} for everyone who loves ${offer}.`,
            `Come for the ${offer}, stay for the company.`,
          ],
    stay: [
      `${Offer}${where}, with a warm welcome.`,
      `A place to stay${where}, and a warm welcome.`,
    ],
    pets: [`${Offer}${where}, gentle and patient.`, `${Offer}${where}, for pets and their people.`],
    general: showsHomes(subject)
      ? [`${Offer}${where}.`]
      : hireOf(subject)
        ? [`${Offer}${where}, by the day.`]
        : [`${Offer}${where}, done well.`, `${Offer}${where}, with a friendly welcome.`],
  };
  return sentence(random.pick(options[subject.flavour])).slice(0, 200);
}

const lastWord = (text: string): string => text.split(' ').at(-1) ?? text;

/** A look inside the place, where the business is one ("Inside the studio"); photos otherwise. */
const insideThe = (subject: Subject): string => {
  const place = lastWord(subject.business);
  return place === 'team' || place === 'classes' ? 'Photos' : `Inside the ${place}`;
};

/** What a section's heading may be: by the kind of business, or otherwise. */
interface HeadingChoices {
  byFlavour?: Partial<Record<Subject['flavour'], string[]>>;
  otherwise: string[];
}

/** Section headings that fit the business, for the sections whose headings are not their own. */
const SECTION_HEADINGS: Partial<Record<SectionKind, (subject: Subject) => HeadingChoices>> = {
  hero: () => ({ otherwise: ['Welcome'] }),
  about: (subject) => ({
    byFlavour: {
      person: ['About me'],
      writing: [isPodcast(subject) ? 'About the show' : 'About me'],
      conference: ['About the event'],
      sport: [`About the ${lastWord(subject.business)}`],
      festival: ['About the festival'],
      fair: [`About the ${lastWord(subject.business)}`],
      evening: ['About the evening'],
      gathering: [`About the ${lastWord(subject.business)}`],
      wedding: ['Our story'],
      product: ['Why we built it'],
      cause: ['Our mission'],
      act: [`About the ${lastWord(subject.business)}`],
      club: [`About the ${lastWord(subject.business)}`],
    },
    otherwise: ['Our story', 'About us'],
  }),
  features: () => ({
    byFlavour: {
      shop: ['Why shop with us'],
      food: ['Why guests come back'],
      product: ['Features', 'What it does'],
      creative: ['What we do', 'Services'],
      wellness: ['What we offer'],
      care: ['Services', 'How we help'],
      trade: ['How it works', 'Why call us'],
      faith: ['Be part of it'],
      stay: ['Why stay with us'],
      pets: ['Why pet parents choose us'],
      school: ['Why students choose us'],
      person: ['What I do'],
      cause: ['How we help'],
      writing: ['What you will find here'],
      club: ['Why join us'],
      fair: ['What’s on'],
    },
    otherwise: ['What we do'],
  }),
  products: (subject) => ({
    byFlavour: { act: ['Merch'] },
    otherwise:
      subject.short.split(' ').length <= 3 && subject.short.length <= 24
        ? [`Shop ${subject.short}`, `Our ${subject.short}`]
        : ['Shop the collection'],
  }),
  gallery: (subject) => ({
    byFlavour: {
      person: ['Selected work', 'Recent work'],
      creative: ['Recent work', 'Case studies'],
      wellness: [insideThe(subject)],
      care: [insideThe(subject)],
      trade: ['Recent jobs', 'Our work'],
      faith: ['Photos'],
      stay: ['Around the place', 'A look around'],
      pets: ['Photos'],
      school: ['Inside the classroom'],
      food: ['From our kitchen'],
      product: ['Screenshots', 'A closer look'],
      conference: ['Highlights'],
      sport: ['Highlights'],
      festival: ['Highlights'],
      fair: ['Photos'],
      evening: ['Photos'],
      wedding: ['Photos'],
      act: ['Photos'],
      club: ['Photos'],
    },
    otherwise: ['Gallery'],
  }),
  menu: () => ({ otherwise: ['Menu', 'On the menu', 'Our menu'] }),
  // A salon's or a barber's prices are a list of its services', not plans or fees.
  pricing: (subject) =>
    PRICED_PER_VISIT.test(subject.business)
      ? { otherwise: ['Prices', 'Price list'] }
      : hireOf(subject)
        ? { otherwise: ['Rates', 'What to rent'] }
        : {
            byFlavour: {
              conference: ['Tickets'],
              sport: ['Entries', 'Entry fees'],
              festival: ['Tickets'],
              fair: ['Entry and stalls'],
              evening: ['Tickets'],
              wellness: ['Memberships', 'Class passes'],
              care: ['Fees'],
              trade: ['Rates', 'Price list'],
              stay: ['Rooms and rates'],
              pets: ['Prices'],
              school: ['Fees'],
              product: ['Pricing', 'Plans'],
              act: ['Book us'],
              club: ['Membership'],
            },
            otherwise: ['Pricing'],
          },
  testimonials: (subject) => ({
    byFlavour: {
      shop: ['What customers say', 'Customer reviews'],
      food: ['What guests say'],
      product: ['What users say'],
      wellness: ['What members say'],
      // A doctor's are patients.
      care: [clinicOf(subject) ? 'What patients say' : 'What clients say'],
      trade: ['What customers say'],
      faith: ['What visitors say'],
      stay: ['What guests say'],
      pets: ['What pet parents say'],
      school: ['What students say', 'What parents say'],
      creative: ['What clients say', 'Kind words'],
      person: ['Kind words', 'What clients say'],
      conference: ['What attendees say'],
      sport: ['What participants say'],
      festival: ['What festival-goers say'],
      fair: ['What visitors say'],
      evening: ['What people say'],
      wedding: ['Kind words'],
      club: ['What members say'],
    },
    otherwise: ['What people say', 'Kind words'],
  }),
  schedule: (subject) => ({
    byFlavour: {
      festival: ['Lineup'],
      fair: ['What’s on when', 'Programme'],
      evening: [guestsPerform(subject) ? 'How the evening runs' : 'Lineup'],
      wedding: ['The day'],
      wellness: ['Timetable'],
      school: ['Batch timings', 'Timetable'],
      act: [`Upcoming ${actWords(subject).show}s`],
      club: ['When we meet', 'Meetings'],
      faith: [faithOf(subject).schedule],
    },
    otherwise: ['Schedule', 'Agenda'],
  }),
  team: (subject) => ({
    byFlavour: {
      conference: ['Speakers'],
      sport: ['The organisers'],
      festival: ['Artists'],
      fair: ['The organisers'],
      evening: [eveningWords(subject).bill],
      wedding: ['Wedding party'],
      wellness: [/gym/.test(subject.business) ? 'Meet the trainers' : 'Meet the teachers'],
      school: ['Our teachers'],
      trade: [`Our ${tradeOf(subject).worker}s`],
      faith: ['Who serves here'],
      stay: ['Your hosts'],
      pets: [`Our ${petCareOf(subject).worker}s`],
      act: [`Meet the ${lastWord(subject.business)}`],
      club: ['The organisers'],
    },
    otherwise: ['Meet the team', 'The team'],
  }),
  stats: () => ({ otherwise: ['By the numbers', 'In numbers'] }),
  posts: (subject) => ({
    byFlavour: {
      writing: isPodcast(subject)
        ? ['Episodes', 'Latest episodes']
        : ['Latest posts', 'Recent stories'],
      person: ['Writing'],
    },
    otherwise: ['News'],
  }),
  faq: () => ({ otherwise: ['Frequently asked questions', 'Questions and answers'] }),
  contact: () => ({
    byFlavour: {
      food: ['Say hello', 'Get in touch'],
      wedding: ['RSVP'],
      wellness: ['Book a class', 'Visit us'],
      care: ['Book an appointment', 'Get in touch'],
      trade: ['Book a visit', 'Get in touch'],
      faith: ['Visit us', 'Get in touch'],
      stay: ['Plan your stay', 'Get in touch'],
      pets: ['Get in touch'],
      school: ['Ask about joining', 'Get in touch'],
      product: ['Talk to us'],
      person: ['Work with me', 'Get in touch'],
      writing: ['Say hello'],
      act: ['Bookings', 'Get in touch'],
      club: ['Join us', 'Get in touch'],
    },
    otherwise: ['Get in touch', 'Contact us'],
  }),
};

/** Section headings that fit the business: short, because the navigation shows them too. */
export function sectionHeadings(kind: SectionKind, subject: Subject): string[] {
  const choices = SECTION_HEADINGS[kind]?.(subject);
  if (!choices) {
    return SECTION_WRITERS[kind]?.headings?.(subject) ?? [capitalise(CATALOGUE[kind].label)];
  }
  return choices.byFlavour?.[subject.flavour] ?? choices.otherwise;
}
