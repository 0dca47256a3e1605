import type { SectionKind } from '../../page/site-kinds';
import type { ContentItem } from '../../page/site-plan';
import { escapeHtml as e } from '../html';
import { caresForPets, isTournament, treatsAnimals } from '../subject';
import { petCareOf } from '../pets';
import { clinicOf } from '../clinics';
import { practiceOf } from '../practices';
import { homeKindIn, homesGiven } from '../property';
import { broughtIn, tradeOf } from '../trades';
import { EVENING_TICKETS } from '../evening';
import { isRate, rateTitle } from '../periods';
import {
  givenAmounts,
  givenOffers,
  givenPrices,
  givenRates,
  givenTerms,
  offerPrice,
  pricedOffers,
  priceFor,
  priceIn,
  pricedTitles,
  withPriceWords,
  type Voice,
} from '../voice';
import { capitalise, sentence } from '../words';
import { plannedBy, plannerOf } from '../planners';
import type { RenderContext, SectionWriter } from './types';

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Services a business of this kind offers, with a usual length and a price range in rupees. */
function usualServices(voice: Voice): [string, string, number, number][] {
  const { business, flavour, short } = voice.subject;
  // A groomer's or a kennel's, a dog grooming salon's included.
  if (caresForPets(voice.subject)) return petCareOf(voice.subject).services;
  if (treatsAnimals(voice.subject)) {
    return [
      ['General check-up', '30 min', 400, 800],
      ['Vaccination', '15 min', 300, 900],
      ['Dental cleaning', '60 min', 1500, 4000],
      ['Spaying and neutering', '1 day', 3000, 9000],
    ];
  }
  const clinic = clinicOf(voice.subject);
  if (clinic) return clinic.services;
  if (/barber/.test(business)) {
    return [
      ['Haircut', '30 min', 200, 500],
      ['Beard trim', '20 min', 100, 300],
      ['Haircut and beard', '45 min', 300, 700],
      ['Hot towel shave', '30 min', 200, 450],
    ];
  }
  if (/salon|spa|beauty/.test(business)) {
    return [
      ['Haircut and style', '45 min', 400, 1200],
      ['Colour', '90 min', 1500, 4000],
      ['Facial', '60 min', 900, 2500],
      ['Manicure and pedicure', '75 min', 700, 1800],
    ];
  }
  if (/gym|fitness/.test(business)) {
    return [
      ['Personal training', '60 min', 800, 1500],
      ['Strength and conditioning class', '45 min', 300, 600],
      ['Nutrition consultation', '30 min', 900, 1800],
    ];
  }
  if (flavour === 'school') {
    return [
      ['Regular classes', '60 min', 1000, 3000],
      ['Exam preparation', '90 min', 1500, 4000],
      ['One-to-one lessons', '60 min', 800, 2000],
    ];
  }
  if (flavour === 'act') {
    return [
      ['Private event', '2 hours', 15000, 40000],
      ['Wedding or celebration', '3 hours', 25000, 60000],
      ['Festival or club', '90 min', 10000, 30000],
    ];
  }
  if (flavour === 'club') {
    return [
      ['Drop-in session', '2 hours', 100, 300],
      ['Beginners’ session', '2 hours', 200, 500],
      ['Members’ outing', 'half a day', 300, 1000],
    ];
  }
  if (flavour === 'trade') return tradeOf(voice.subject).jobs;
  const practice = practiceOf(voice.subject);
  if (practice) return practice.services;
  if (flavour === 'care') {
    return [
      ['First consultation', '30 min', 500, 1200],
      ['Follow-up visit', '20 min', 300, 800],
      ['Health check', '60 min', 1500, 4000],
    ];
  }
  if (flavour === 'creative') {
    return [
      ['Brand identity', '3-4 weeks', 40000, 120000],
      ['Website design', '4-6 weeks', 60000, 200000],
      ['Campaign', '2-3 weeks', 30000, 90000],
    ];
  }
  if (flavour === 'wellness') {
    return [
      ['Drop-in class', '60 min', 300, 700],
      ['Private session', '60 min', 1200, 2500],
      ['Beginners’ course', '4 weeks', 2500, 5000],
    ];
  }
  return [
    [`${short.charAt(0).toUpperCase()}${short.slice(1)} consultation`, '45 min', 800, 2000],
    ['Full service', '2 hours', 2500, 6000],
    ['Follow-up', '30 min', 500, 1200],
  ];
}

/** The names of the services a business of this kind usually offers. */
export const usualServiceNames = (voice: Voice): string[] =>
  usualServices(voice).map(([name]) => name);

/** A service row: its title, usual length, price range in rupees, and whether the brief named it. */
type ServiceRow = [title: string, length: string, min: number, max: number, own: boolean];

/**
 * The services a business lists with their prices: the ones the brief names, else the usual
 * ones for its kind, each with a usual length and a price range in rupees.
 */
function serviceRows(voice: Voice): ServiceRow[] {
  const offers = givenOffers(voice);
  // A usual service the brief names or prices as a plan ("drop in class 500") is the owner's, as
  // is one of its kind ("Consultation" is the child specialist's consultation).
  const given = [...offers, ...voice.facts.plans].map(offerKey);
  const usual = usualServices(voice)
    .filter(([name]) => {
      const key = offerKey(name);
      return !given.some((own) => key === own || key.endsWith(` ${own}`));
    })
    .map(([name, length, min, max]): ServiceRow => [name, length, min, max, false]);
  const priced = pricedTitles(voice).length;
  if (offers.length < 2 && priced === 0) return usual;
  // The brief's own services cost what this kind of business usually asks.
  const low = usual.length > 0 ? Math.min(...usual.map((row) => row[2])) : 500;
  const high = usual.length > 0 ? Math.max(...usual.map((row) => row[3])) : 2500;
  // A service's usual length is told only where this kind of business has one of its name, and
  // not of one the brief prices: that item is the owner's, and the owner gave no length.
  const lengthOf = (offer: string) =>
    offerPrice(voice, offer)
      ? ''
      : (usual.find(([name]) => name.toLowerCase() === offer.toLowerCase())?.[1] ?? '');
  // A plan the brief prices by name ("monthly plan ₹1,999") is a service of its own where no
  // price list on the page has a row for it, so its price goes on it and on no other service.
  const listsPlans = voice.plan.sections.some((section) => section.kind === 'pricing');
  const named = [...offers, ...(listsPlans ? [] : voice.facts.plans)].map((offer): ServiceRow => [
    offer,
    lengthOf(offer),
    low,
    high,
    true,
  ]);
  // One priced service alone is the first of the usual list, not all of it; and the brief's
  // other prices ("monthly plan ₹2,499") go on the usual services after its own.
  const loose = givenAmounts(voice).length > 0;
  const rest = offers.length < 2 || (priced > 0 && loose) ? usual : [];
  return [...named, ...rest];
}

/** A service's name as compared with another's: "Drop-in class" is "drop in class", "&" "and". */
export const offerKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/[\s-]+/g, ' ')
    .trim();

/**
 * The brief's rates beside the services it names ("drywall, furniture assembly … $65/hr"), or
 * where it names none ("plumber, £60 per hour"): a price by a unit is what the work costs, none
 * of its services' price. The one thing a brief names is what its rate is for.
 */
const serviceRates = (voice: Voice) => {
  const named = givenOffers(voice).length;
  if (named === 1) return [];
  // Without named services, only a rate by time is the work's ("£60 per hour"); "$25 per walk"
  // is the price of the usual walk.
  return givenRates(voice).filter(
    ({ per }) => named > 0 || /^per (?:hour|half hour|day)$/.test(per),
  );
};

/**
 * The services as priced items: the brief's rate first, then its own amounts in order, else a
 * price in each service's usual range; `describe` words each from its title and usual length. A
 * service the brief names without a price has none (it is the owner's to give, not ours to make
 * up), unless the list is a price list the brief asks for: there a sample price, marked as one,
 * stands for the owner to replace.
 */
export function pricedServices(
  voice: Voice,
  describe: (title: string, length: string) => { text: string; meta: string },
  { priceList = false } = {},
): ContentItem[] {
  const rates = serviceRates(voice);
  const amounts = givenPrices(voice)
    .filter(({ text }) => !rates.some((rate) => rate.text === text))
    .map(({ amount }) => amount);
  const rated = rates.map(({ amount, per }) => ({
    title: rateTitle(voice.subject.flavour),
    text: '',
    meta: per,
    price: amount,
  }));
  const services = serviceRows(voice).map(([title, length, min, max, own]) => {
    const { text, meta } = describe(title, length);
    // Beside the brief's rate, a job's sample price would say what the rate does not.
    const price = priceFor(voice, title, amounts, () =>
      (own && !priceList) || rates.length > 0 ? undefined : priceIn(voice, min, max),
    );
    return {
      title,
      ...(price === undefined
        ? { text: `${text} Ask us the price.`.trim(), meta: '' }
        : { text: withPriceWords(voice, title, text), meta, price }),
    };
  });
  return [...rated, ...services];
}

function servicesCopy(voice: Voice) {
  // A planner's work has no price the brief did not give: it is quoted for the occasion.
  const planner = plannerOf(voice.subject);
  if (planner) {
    return {
      intro: 'What we plan; tell us about your event, and we send you a quote.',
      items: plannedBy(planner, givenOffers(voice))
        .slice(0, 8)
        .map(([title, text]) => ({ title, text: sentence(text) })),
      extra: { action: 'Ask us' },
    };
  }
  // Work brought in to the shop is asked about, not booked for a time.
  const brought = broughtIn(voice.subject, voice.facts);
  // The brief's terms ("same day visits", "2 hour minimum") go where its services are, on a page
  // with no list of reasons to hold them.
  const hasReasons = voice.plan.sections.some((section) => section.kind === 'features');
  const terms = hasReasons ? [] : givenTerms(voice).map(([, words]) => sentence(words));
  return {
    intro: ['What we offer; ask us about anything not listed here.', ...terms].join(' '),
    items: pricedServices(voice, (title, length) => ({
      // A plan is not booked for a time: what it covers is the owner's to say.
      text: voice.facts.plans.includes(title)
        ? 'Ask us what is included.'
        : brought
          ? 'We tell you when it will be ready.'
          : practiceOf(voice.subject)
            ? `${title}: tell us what you need.`
            : `${title}, booked at a time that suits you.`,
      meta: length,
    })).slice(0, 8),
    ...(brought ? { extra: { action: 'Ask us' } } : {}),
  };
}

function pricedCards({ copy, money, contactTarget }: RenderContext, action: string): string {
  return `<ul class="cards">${copy.items
    .map((item) => {
      const price =
        item.price === undefined ? '' : `<span class="price">${money(item.price)}</span>`;
      const meta = item.meta ? `<span class="muted">${e(item.meta)}</span>` : '';
      const line = price || meta ? `<p>${[price, meta].filter(Boolean).join(' ')}</p>` : '';
      const text = item.text ? `<p>${e(item.text)}</p>` : '';
      // A rate is asked about for the job, not booked as one thing.
      const button = isRate(item.title)
        ? 'Ask for a quote'
        : `${e(action)}<span class="visually-hidden">: ${e(item.title)}</span>`;
      return `<li class="card" data-item><h3>${e(item.title)}</h3>${line}${text}<a class="button" href="${contactTarget}">${button}</a></li>`;
    })
    .join('')}</ul>`;
}

/**
 * A race's or a tournament's entries: one for each category the brief names ("21k entry"), else
 * the usual kinds of entry.
 */
export function entryRows(voice: Voice): [string, string, string][] {
  if (isTournament(voice.subject)) {
    return [
      ['Team entry', 'One team, its whole squad', 'per team'],
      ['Early-bird team entry', 'For the first teams to sign up', 'per team'],
    ];
  }
  const categories = givenOffers(voice);
  return categories.length > 0
    ? categories.map((category) => [
        `${category} entry`,
        `Entry to the ${category.toLowerCase()}`,
        'per person',
      ])
    : [
        ['Early-bird entry', 'For those who sign up first', 'per person'],
        ['Standard entry', 'Entry to the event', 'per person'],
        ['Team entry', 'For a team of four', 'per team'],
      ];
}

/**
 * A fair's or a gathering's prices: what the brief prices ("stall booking Rs 1500", "entry £2"),
 * each as its own row; else a fair's usual entry and stall, or a gathering's one entry at the
 * price the brief gives (no other kind of ticket is made up for it).
 */
function ownRows(voice: Voice): [string, string, string][] {
  const priced = pricedOffers(voice);
  if (priced.length > 0)
    return priced.map(({ title, per }) => [title, '', per ? `per ${per}` : '']);
  return voice.subject.flavour === 'fair'
    ? [
        ['Entry', 'Entry for one', 'per person'],
        ['Stall', 'A stall for the day', 'per stall'],
      ]
    : [['Entry', '', perOf(voice.facts.prices[0])]];
}

/** What a price the brief gives is per, as it says ("Rs 500/team" is "per team"). */
const perOf = (price: string | undefined): string => {
  const per = /\/\s*([a-z]+)/i.exec(price ?? '')?.[1];
  return per ? `per ${per}` : '';
};

export function ticketsCopy(voice: Voice) {
  const festival = voice.subject.flavour === 'festival';
  const fair = voice.subject.flavour === 'fair' || voice.subject.flavour === 'gathering';
  const amounts =
    fair && pricedOffers(voice).length > 0
      ? pricedOffers(voice).map(({ amount }) => amount)
      : givenAmounts(voice);
  const sport = voice.subject.flavour === 'sport';
  const rows: [string, string, string][] = sport
    ? entryRows(voice)
    : fair
      ? ownRows(voice)
      : voice.subject.flavour === 'evening'
        ? EVENING_TICKETS
        : festival
          ? [
              ['Day pass', 'Entry for one day, every stage', 'per person'],
              ['Weekend pass', 'Both days, every stage', 'per person'],
              ['VIP pass', 'Fast entry, the viewing deck and a meet-and-greet', 'per person'],
            ]
          : voice.subject.flavour === 'conference'
            ? [
                ['Student pass', 'Every talk, with a valid student ID', 'per person'],
                ['Standard pass', 'Every talk and workshop, lunch included', 'per person'],
                ['Supporter pass', 'Front-row seats and dinner with the speakers', 'per person'],
              ]
            : // A place's own tickets (a museum's, a show's): entry, alone or together.
              [
                ['Entry', 'Entry for one', 'per person'],
                ['Group of four', 'Entry for four, together', 'per group'],
              ];
  return {
    intro: fair
      ? 'What it costs; ask us about anything not listed.'
      : voice.facts.dates[0]
        ? `${sport ? 'Entries' : voice.subject.flavour === 'evening' ? 'Tickets' : 'Passes'} for ${voice.facts.dates[0]}; book your place below.`
        : 'Choose a ticket, and book your place below.',
    // A race's entries are entered, not ticketed.
    ...(sport ? { extra: { action: 'Enter' } } : {}),
    items: rows.map(([title, text, meta], i) => ({
      title,
      text: text ? `${text}.` : '',
      price: amounts[i] ?? priceIn(voice, 400 + i * 900, 900 + i * 1500),
      meta,
    })),
  };
}

/** Localities by city; elsewhere plain ones. */
const AREAS: Record<string, string[]> = {
  Mumbai: ['Bandra West', 'Andheri East', 'Powai', 'Lower Parel'],
  Pune: ['Baner', 'Koregaon Park', 'Kothrud', 'Viman Nagar'],
  Bengaluru: ['Indiranagar', 'Koramangala', 'HSR Layout', 'Whitefield'],
  Bangalore: ['Indiranagar', 'Koramangala', 'HSR Layout', 'Whitefield'],
  Delhi: ['Saket', 'Vasant Kunj', 'Dwarka', 'Lajpat Nagar'],
  Hyderabad: ['Gachibowli', 'Banjara Hills', 'Kondapur', 'Madhapur'],
  Chennai: ['Adyar', 'Anna Nagar', 'Velachery', 'T. Nagar'],
  Kochi: ['Kakkanad', 'Edappally', 'Panampilly Nagar', 'Fort Kochi'],
};

/** Sample homes' words, none a place: where a home is, only the brief or the owner can say. */
const HOME_NOTES = [
  'Bright rooms, a balcony and covered parking.',
  'Close to schools and the market.',
  'Newly painted, with a modular kitchen.',
  'A quiet building with a lift and power backup.',
];

/**
 * Homes for sale or to let: the ones the brief lists, each with its price as written; where it
 * lists none, sample ones (in the city's known localities, else in none).
 */
function listingsCopy(voice: Voice) {
  const { random, city } = voice;
  const areas = city ? AREAS[city] : undefined;
  const words = `${voice.plan.topic} ${voice.plan.keywords.join(' ')}`;
  const given = homesGiven(voice.facts.homes);
  const rent = given.some((home) => home.perMonth) || !/sale|buy|villa|plot/i.test(words);
  const kind = given[0]?.kind ?? homeKindIn(words);
  const meta = rent ? 'per month' : 'for sale';
  const sample = (i: number): ContentItem => {
    const beds = 1 + (i % 3);
    const area = areas?.[i % areas.length];
    const title = kind === 'plot' ? 'Plot' : `${beds} BHK ${kind}`;
    return {
      title: area ? `${title} in ${area}` : title,
      text: kind === 'plot' ? 'On a wide road, close to the highway.' : random.pick(HOME_NOTES),
      price: rent
        ? priceIn(voice, 12000 * beds, 25000 * beds)
        : priceIn(voice, 4500000 * beds, 9000000 * beds),
      ...(area ? { category: area } : {}),
      meta,
      attributes: homeAttributes(beds, kind, random),
    };
  };
  const items: ContentItem[] =
    given.length > 0
      ? given.map((home) => ({
          title: `${home.size} BHK ${home.kind}`,
          text: '',
          ...(home.amount ? { price: home.amount } : {}),
          meta: home.written ?? meta,
          // Its bedrooms are what the brief says of it; its baths and area are the owner's to add.
          attributes: [{ label: 'Beds', value: String(home.size) }],
        }))
      : // One home of each size, or of each size in two of the city's localities.
        Array.from({ length: areas ? 6 : 3 }, (_, i) => sample(i));
  const plural = kind === 'plot' ? 'Plots' : `${capitalise(kind)}s`;
  return {
    intro: `${plural} ${rent ? 'to rent' : 'for sale'}${city ? ` in ${city}` : ''}; ask us about any of them.`,
    items,
  };
}

/** A home's size, rooms and area as a listing's facts; a plot's area alone. */
function homeAttributes(
  beds: number,
  kind: string,
  random: Voice['random'],
): { label: string; value: string }[] {
  const area = `${(450 + beds * 350 + random.int(0, 8) * 25).toLocaleString('en-IN')} sq ft`;
  if (kind === 'plot') return [{ label: 'Area', value: area }];
  return [
    { label: 'Beds', value: String(beds) },
    { label: 'Baths', value: String(Math.max(1, beds - (beds > 2 ? 1 : 0))) },
    { label: 'Area', value: area },
  ];
}

/** A budget band for a price: the filter a visitor can pick. */
function band(price: number, items: readonly ContentItem[]): string {
  const sorted = items.map((item) => item.price ?? 0).sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? price;
  return price < middle ? 'budget-lower' : 'budget-upper';
}

function listingsBody({ copy, section, money, contactTarget }: RenderContext): string {
  const items = copy.items;
  const areas = [...new Set(items.map((item) => item.category ?? ''))].filter(Boolean);
  const sorted = items.map((item) => item.price ?? 0).sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const bedsOf = (item: ContentItem) =>
    item.attributes?.find((a) => a.label === 'Beds')?.value ?? '1';
  const beds = [...new Set(items.map(bedsOf))].sort();
  const choices: [string, string][] = [
    ['all', 'All'],
    ...areas.map((area): [string, string] => [slug(area), area]),
    ['budget-lower', `Under ${money(middle)}`],
    ['budget-upper', `${money(middle)} and up`],
    ...beds.map((bed): [string, string] => [`beds-${bed}`, `${bed} BHK`]),
  ];
  const buttons = choices
    .map(
      ([value, label], i) =>
        `<button type="button" data-filter="${value}" aria-pressed="${i === 0}">${e(label)}</button>`,
    )
    .join('');
  const cards = items.map((item) => {
    const tags = [
      slug(item.category ?? ''),
      band(item.price ?? 0, items),
      `beds-${bedsOf(item)}`,
    ].join(' ');
    const facts = (item.attributes ?? [])
      .map((attribute) => `<div><dt>${e(attribute.label)}</dt><dd>${e(attribute.value)}</dd></div>`)
      .join('');
    // A price the brief gives is shown as it writes it ("from 85 lakh", "₹1.2 crore").
    const price = /\d/.test(item.meta ?? '')
      ? `<span class="price">${e(item.meta ?? '')}</span>`
      : `<span class="price">${money(item.price ?? 0)}</span> <span class="muted">${e(item.meta ?? '')}</span>`;
    const text = item.text ? `<p>${e(item.text)}</p>` : '';
    return `<li class="card" data-item data-category="${tags}"><h3>${e(item.title)}</h3><p>${price}</p><dl class="attributes">${facts}</dl>${text}<a class="button" href="${contactTarget}">Enquire<span class="visually-hidden"> about ${e(item.title)}</span></a></li>`;
  });
  return `<div class="filters" data-widget="filters" role="group" aria-label="Filter homes by area, budget or bedrooms" data-filter-for="${section.id}-list">${buttons}<span class="visually-hidden" role="status"></span></div><ul class="cards" id="${section.id}-list">${cards.join('')}</ul>`;
}

function comparisonCopy(voice: Voice) {
  const { name } = voice;
  const rows: [string, string, string][] = [
    ['Set-up', 'Ready in minutes', 'Days of back-and-forth'],
    ['Support', 'Real people', 'A ticket queue'],
    ['Pricing', 'One clear price', 'Extras at every step'],
  ];
  return {
    intro: `How ${name} compares with the usual way.`,
    items: [
      {
        title: name,
        text: 'What you get with us.',
        attributes: rows.map(([label, ours]) => ({ label, value: ours })),
      },
      {
        title: 'The usual way',
        text: 'What most people put up with.',
        attributes: rows.map(([label, , theirs]) => ({ label, value: theirs })),
      },
    ],
  };
}

function comparisonBody({ copy, section }: RenderContext): string {
  const [ours, theirs] = copy.items;
  if (!ours || !theirs) return '';
  const rows = (ours.attributes ?? [])
    .map(
      (attribute, i) =>
        `<tr data-item><th scope="row">${e(attribute.label)}</th><td>${e(attribute.value)}</td><td>${e(theirs.attributes?.[i]?.value ?? '')}</td></tr>`,
    )
    .join('');
  return `<table class="comparison" aria-labelledby="${section.id}-title"><thead><tr><th scope="col"><span class="visually-hidden">Feature</span></th><th scope="col">${e(ours.title)}</th><th scope="col">${e(theirs.title)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function prizesCopy(voice: Voice) {
  const amounts = givenAmounts(voice);
  const total = amounts[0];
  // "prize pool ₹1,00,000": a pool is shared out; separate amounts are the prizes themselves.
  const shares =
    amounts.length === 1 && total ? [total / 2, total * 0.3, total * 0.2].map(Math.round) : amounts;
  const sport = voice.subject.flavour === 'sport';
  const rows: [string, string][] = sport
    ? [
        ['Winners', 'The trophy, and the prize money'],
        ['Runners-up', 'Prize money, and medals for the team'],
        ['Best player', 'For the standout performance of the event'],
      ]
    : [
        ['First prize', 'Cash, mentoring sessions and a place in our showcase'],
        ['Second prize', 'Cash and a year of cloud credits'],
        ['Third prize', 'Cash and goodies for the whole team'],
        ['Best first-timers', 'A special mention and a bundle of books'],
      ];
  return {
    intro:
      total && amounts.length === 1
        ? `A prize pool of ${voice.facts.prices[0]}, shared by the winners.`
        : sport
          ? 'Prizes for the winners and the best on the day.'
          : 'Prizes for the best builds, and for the brave ones.',
    items: rows.map(([title, text], i) => ({
      title,
      text: `${text}.`,
      price: shares[i] ?? priceIn(voice, 10000 / (i + 1), 50000 / (i + 1)),
    })),
  };
}

function prizesBody({ copy, money }: RenderContext): string {
  return `<ol class="cards prizes">${copy.items
    .map(
      (item) =>
        `<li class="card" data-item><h3>${e(item.title)}</h3><p class="price">${money(item.price ?? 0)}</p><p>${e(item.text)}</p></li>`,
    )
    .join('')}</ol>`;
}

function donationCopy(voice: Voice) {
  const amounts = givenAmounts(voice);
  // What a gift pays for is the cause's to say: each amount is described by what it is.
  const does = [
    'A one-time gift that helps straight away',
    'A gift that goes twice as far',
    'A generous gift from a friend of the work',
    'A patron’s gift that keeps the work going',
  ];
  const base = [500, 1000, 2500, 5000];
  return {
    intro: 'Choose an amount; every gift helps.',
    items: base.map((amount, i) => ({
      title: `Give ${amount}`,
      text: `${does[i] ?? 'Keeps the work going'}.`,
      price: amounts[i] ?? priceIn(voice, amount, amount),
    })),
  };
}

function donationBody({ copy, money, contactTarget, plan }: RenderContext): string {
  const first = copy.items[0];
  const buttons = copy.items
    .map(
      (item, i) =>
        `<li data-item><button type="button" data-amount="${item.price ?? 0}" aria-pressed="${i === 0}">${money(item.price ?? 0)}</button><p class="muted">${e(item.text)}</p></li>`,
    )
    .join('');
  return `<div class="donation" data-widget="donation" data-currency="${e(plan.facts.currency)}"><ul class="amounts">${buttons}</ul><p data-donation-summary aria-live="polite">You are giving ${money(first?.price ?? 0)}. Thank you!</p><a class="button" href="${contactTarget}">Donate now</a></div>`;
}

export const OFFER_WRITERS: Partial<Record<SectionKind, SectionWriter>> = {
  services: {
    // What a clinic or a salon does to you is a treatment; a barber's cut, an accountant's or a
    // lawyer's work, is a service.
    headings: (subject) => [
      subject.flavour === 'care' && !/barber/.test(subject.business) && !practiceOf(subject)
        ? 'Treatments'
        : 'Services',
    ],
    copy: servicesCopy,
    body: (context) => pricedCards(context, context.copy.extra?.action ?? 'Book'),
  },
  tickets: {
    headings: (subject) => [subject.flavour === 'sport' ? 'Entries' : 'Tickets'],
    copy: ticketsCopy,
    body: (context) => pricedCards(context, context.copy.extra?.action ?? 'Get tickets'),
  },
  listings: {
    headings: () => ['Available homes'],
    copy: listingsCopy,
    body: listingsBody,
    styles:
      '.attributes{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin:.5rem 0}.attributes div{display:flex;gap:.35rem}.attributes dt{color:var(--muted)}.attributes dd{margin:0;font-weight:700}',
  },
  comparison: {
    headings: () => ['How we compare'],
    copy: comparisonCopy,
    body: comparisonBody,
    styles:
      '.comparison{border-collapse:collapse;width:100%;margin-top:1rem;table-layout:fixed}.comparison th,.comparison td{text-align:left;padding:.7rem .4rem;border-bottom:1px solid var(--muted);vertical-align:top}',
  },
  prizes: {
    headings: () => ['Prizes'],
    copy: prizesCopy,
    body: prizesBody,
  },
  donation: {
    headings: () => ['Donate'],
    copy: donationCopy,
    body: donationBody,
    styles:
      '.amounts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,150px),1fr));gap:1rem;list-style:none;margin:1rem 0;padding:0}.amounts button{width:100%;font-size:1.2rem}.amounts [aria-pressed=true]{background:var(--primary);color:var(--on-primary);border-color:var(--primary)}[data-donation-summary]{font-weight:700}',
  },
};
