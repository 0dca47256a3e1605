import { playOf } from '../play';
import type { SectionContent } from '../../page/site-plan';
import { isTicketedEvent, PRICED_PER_VISIT, type Subject } from '../subject';
import {
  givenPrices,
  givenRates,
  offerPrice,
  planPrice,
  pricedTitles,
  priceIn,
  type Voice,
} from '../voice';
import { sentence } from '../words';
import { toCents } from '../html';
import { feePeriod, NAMED_FOR_PERIOD, periodIn, rateTitle } from '../periods';
import { pricedServices, ticketsCopy } from './offers';
import { petCareOf } from '../pets';
import { LET_BY_THE_MONTH } from '../stays';

/** A row of a price list: its title, what it gives, per what, and its usual range in rupees. */
export type PlanRow = [title: string, text: string, meta: string, min: number, max: number];

/** A class's prices: a drop-in class, a month's pass, a year's membership. */
const CLASS_PASSES: PlanRow[] = [
  ['Drop-in class', 'One class, any time of day', 'per class', 300, 700],
  ['Monthly pass', 'Unlimited classes for a month', 'per month', 2000, 4500],
  ['Annual membership', 'Unlimited classes all year', 'per year', 15000, 35000],
];

/** A place to stay's rooms, by the night. */
const ROOMS: PlanRow[] = [
  ['Standard room', 'A comfortable room for two', 'per night', 2000, 4000],
  ['Deluxe room', 'More room to spread out', 'per night', 3500, 6500],
  ['Suite', 'Our largest room, with a sitting area', 'per night', 6000, 12000],
];

/**
 * A place to stay's rates, told by what it lets: a paying guest's rooms by the month, a hostel's
 * beds and a hotel's rooms by the night, whatever else its words mention (treks, yoga classes).
 */
const STAY_LISTS: [RegExp, PlanRow[]][] = [
  [
    LET_BY_THE_MONTH,
    [
      ['Triple sharing', 'A room shared by three', 'per month', 5000, 8000],
      ['Twin sharing', 'A room shared by two', 'per month', 7000, 11000],
      ['Single room', 'A room of your own', 'per month', 10000, 16000],
    ],
  ],
  [
    /\b(?:hostels?|dorms?|dormitor(?:y|ies))\b/,
    [
      ['Bed in a shared dorm', 'A bed and a locker of your own', 'per night', 400, 900],
      ['Private room', 'A room for one or two', 'per night', 1200, 2500],
    ],
  ],
];

/** A designer's or a freelancer's prices: three sizes of project. */
const PROJECTS: PlanRow[] = [
  ['Essentials', 'A focused piece of work', 'per project', 15000, 40000],
  ['Standard', 'The full job, with a round of changes', 'per project', 40000, 90000],
  ['Complete', 'Everything, start to finish', 'per project', 90000, 200000],
];

/**
 * What businesses of a kind charge for, told by the words of what they are and offer, the first
 * that matches: a school's fees, a co-working space's desks, a photographer's bookings. A
 * software product's plans (seats, limits, onboarding) are its own and no one else's.
 */
const PRICE_LISTS: [RegExp, PlanRow[]][] = [
  // Things let by the day, by what they are (hire.ts).
  [
    /\b(?:car|suv|jeep|van|tempo) rentals\b/,
    [
      ['Hatchback', 'Room for four, easy to park', 'per day', 1200, 2000],
      ['Sedan', 'Room for five and their bags', 'per day', 1800, 2800],
      ['SUV', 'Room for seven, for family trips', 'per day', 2800, 4500],
    ],
  ],
  [
    /\b(?:bike|scooty|scooter|motorbike|motorcycle) rentals\b/,
    [
      ['Scooter', 'Easy in town traffic', 'per day', 300, 500],
      ['Commuter bike', 'Light on fuel, for day trips', 'per day', 400, 700],
      ['Cruiser', 'For long rides', 'per day', 900, 1500],
    ],
  ],
  [
    /\b(?:cycle|bicycle) rentals\b/,
    [
      ['City cycle', 'For easy rides around town', 'per day', 150, 300],
      ['Geared cycle', 'For hills and longer rides', 'per day', 250, 500],
      ['Electric cycle', 'For going further with less effort', 'per day', 400, 800],
    ],
  ],
  [
    /\bcamera rentals\b/,
    [
      ['Camera body', 'For stills and video', 'per day', 800, 2500],
      ['Lens', 'Wide, zoom or portrait', 'per day', 300, 1500],
      ['Gimbal', 'For steady video', 'per day', 500, 1200],
    ],
  ],
  [
    /\b(?:tent|tent house|shamiana) rentals\b|\btent house\b/,
    [
      ['Shamiana', 'Cover for an event, put up and taken down', 'per day', 3000, 10000],
      ['Chairs and tables', 'For guests, set out for you', 'per piece', 10, 60],
      ['Lights', 'For an evening event', 'per night', 2000, 8000],
    ],
  ],
  [
    /\b(?:yoga|pilates|gym|fitness|zumba|crossfit|meditation|barre|martial arts|boxing|aerobics)\b/,
    CLASS_PASSES,
  ],
  [
    /\b(?:school|academy|tuition|tutor\w*|coaching|classes|lessons?|courses?|institute|teacher)\b/,
    [
      ['Monthly fee', 'Classes every week of the month', 'per month', 1000, 3000],
      ['Term fee', 'A full term of classes, paid once', 'per term', 5000, 12000],
      ['Full course', 'The whole course, paid once', 'per course', 12000, 30000],
    ],
  ],
  [
    /\b(?:clinic|doctor|dental|dentist|physio\w*|therap\w*|hospital|health care)\b/,
    [
      ['First consultation', 'An unhurried first visit and a clear plan', 'per visit', 500, 1200],
      ['Follow-up', 'A check-in on how things are going', 'per visit', 300, 800],
      ['Care plan', 'Regular visits, planned with you', 'per month', 2000, 5000],
    ],
  ],
  [
    /\b(?:firm|consult\w*|chartered|accountants?|ca|lawyers?|advocates?|legal|law|tax|audit\w*)\b/,
    [
      ['Consultation', 'An hour to understand what you need', 'per session', 1000, 3000],
      ['Fixed-fee work', 'One piece of work, for one fee', 'per piece of work', 5000, 20000],
      ['Retainer', 'Advice whenever you need it', 'per month', 5000, 25000],
    ],
  ],
  [
    /\b(?:co-?working|desks?|office space)\b/,
    [
      ['Day pass', 'A desk for the day', 'per day', 300, 600],
      ['Hot desk', 'Any free desk, every weekday', 'per month', 4000, 8000],
      ['Dedicated desk', 'A desk of your own', 'per month', 7000, 14000],
    ],
  ],
  [
    /\b(?:tiffin|dabba|mess|meal (?:plans?|subscriptions?))\b/,
    [
      ['Trial week', 'A week of meals, to try us', 'per week', 700, 1200],
      ['One meal a day', 'Lunch or dinner, every day', 'per month', 2500, 4000],
      ['Two meals a day', 'Lunch and dinner, every day', 'per month', 4500, 7000],
    ],
  ],
  [
    /\b(?:travel|tours?|trips?|treks?|trekking|holidays?|tour packages?)\b/,
    [
      ['Weekend trip', 'Two nights away, stays and travel planned', 'per person', 6000, 15000],
      ['Week-long tour', 'A week, planned day by day', 'per person', 20000, 45000],
      ['Tailor-made trip', 'Planned around you, from start to finish', 'per person', 45000, 90000],
    ],
  ],
  [
    /\bcater\w*/,
    [
      ['Simple menu', 'A main, sides and a dessert', 'per plate', 250, 450],
      ['Classic menu', 'Two mains, sides and a dessert', 'per plate', 450, 750],
      ['Feast', 'Starters, mains and desserts', 'per plate', 700, 1200],
    ],
  ],
  [
    /\b(?:photograph\w*|mehe?ndi|henna|make-?up|dj|decor\w*|planners?|planning)\b/,
    [
      ['Essentials', 'A few hours, for a smaller occasion', 'per booking', 5000, 15000],
      ['Standard', 'Half a day, for most occasions', 'per booking', 15000, 35000],
      ['Complete', 'The whole day, start to finish', 'per booking', 35000, 80000],
    ],
  ],
];

/** What a business of each kind charges for when its words name none of the above. */
const BY_FLAVOUR: Partial<Record<Subject['flavour'], PlanRow[]>> = {
  product: [
    ['Starter', 'Everything you need to get started', 'per month', 299, 999],
    ['Growth', 'More seats, priority support and reports', 'per month', 799, 2999],
    ['Scale', 'Custom limits, onboarding and a named contact', 'per month', 1999, 6999],
  ],
  creative: PROJECTS,
  person: PROJECTS,
  wellness: CLASS_PASSES,
  writing: [
    ['Free', 'The letter, as it comes out', 'per month', 0, 0],
    ['Supporter', 'Every post, and the archive', 'per month', 99, 299],
    ['Yearly', 'Every post and the archive, paid yearly', 'per year', 999, 2999],
  ],
  cause: [
    ['Friend', 'A small gift every month', 'per month', 300, 700],
    ['Supporter', 'A gift that helps us do more each month', 'per month', 1000, 2500],
    ['Patron', 'A yearly gift that keeps the work going', 'per year', 10000, 30000],
  ],
  act: [
    ['Short set', 'Up to an hour, for a smaller occasion', 'per booking', 10000, 25000],
    ['Full show', 'Two sets, with a break between them', 'per booking', 25000, 50000],
    ['Private event', 'Planned with you, start to finish', 'per booking', 40000, 90000],
  ],
  club: [
    ['Drop-in', 'One meeting, to try us', 'per visit', 100, 300],
    ['Monthly membership', 'Every meeting of the month', 'per month', 300, 800],
    ['Annual membership', 'Every meeting, all year', 'per year', 1500, 5000],
  ],
  // What a place of worship asks for: its hall, a family's special prayer, a member's support.
  faith: [
    ['Hall booking', 'For weddings and gatherings', 'per day', 5000, 20000],
    ['Special prayer', 'For a family occasion', 'per booking', 500, 2500],
    ['Annual membership', 'Supports the care of the building', 'per year', 1000, 5000],
  ],
  // A trade's rate card: what a visit, an hour's work and a call at night cost.
  trade: [
    ['Visit and inspection', 'We look at the job and tell you the price', 'per visit', 150, 400],
    ['Labour', 'For work that is not on the price list', 'per hour', 300, 700],
    ['Emergency call-out', 'Nights, Sundays and holidays', 'per visit', 500, 1200],
  ],
  food: [
    ['Set lunch', 'A main with sides', 'per person', 300, 600],
    ['Set dinner', 'Three courses', 'per person', 600, 1200],
    ['Group menu', 'Sharing plates for the table', 'per person', 800, 1600],
  ],
};

/** Plans by the month for any business that sells them so (the brief asks to switch to yearly). */
const SUBSCRIPTION: PlanRow[] = [
  ['Starter', 'Everything you need to get started', 'per month', 299, 999],
  ['Plus', 'More of everything, and help when you need it', 'per month', 799, 2999],
  ['Pro', 'Everything, for those who rely on it', 'per month', 1999, 6999],
];

/** A price list for any other business: three levels of its service. */
const ANY_BUSINESS: PlanRow[] = [
  ['Basic', 'What most people need', 'per visit', 500, 1500],
  ['Standard', 'More time and more care', 'per visit', 1500, 3500],
  ['Premium', 'Everything we offer', 'per visit', 3500, 7000],
];

/** The usual price list of the subject's kind of business, told by it and the brief's words. */
function usualPlans({ subject, plan }: Voice): PlanRow[] {
  const words = [subject.business, subject.offer, ...plan.keywords].join(' ').toLowerCase();
  // A software product's plans, and a yoga studio's classes, whatever else the words say.
  const own = subject.flavour === 'product' || subject.flavour === 'wellness';
  if (own) return BY_FLAVOUR[subject.flavour] ?? ANY_BUSINESS;
  if (subject.flavour === 'stay')
    return STAY_LISTS.find(([pattern]) => pattern.test(words))?.[1] ?? ROOMS;
  // Pet care's prices are its services', a stay's by the night.
  if (subject.flavour === 'pets') {
    const care = petCareOf(subject);
    const text = care.stays ? 'On the days you choose' : 'At a time that suits you';
    return care.services.map(([name, unit, min, max]) => [name, text, unit, min, max]);
  }
  return (
    playOf(subject)?.rates ??
    PRICE_LISTS.find(([pattern]) => pattern.test(words))?.[1] ??
    BY_FLAVOUR[subject.flavour] ??
    ANY_BUSINESS
  );
}

/** What a brief calls its prices, after their period ("monthly plans", "annual membership"). */
const PRICE_WORDS =
  /^(?:plans?|fees?|pricing|prices?|rates?|subscriptions?|pass(?:es)?|memberships?|packages?)$/;

/** The period the brief says its prices are for, if it says one. */
function periodOf({ facts, plan }: Voice): string | undefined {
  const named = plan.keywords.flatMap((word, i) =>
    PRICE_WORDS.test(plan.keywords[i + 1] ?? '') ? [word] : [],
  );
  return periodIn([...facts.prices, ...named]);
}

/**
 * The usual plans, fitted to the brief: by the month when it asks to switch between monthly and
 * yearly prices; only those of the period its prices are for ("monthly plans ₹2,400 and ₹3,600"),
 * when the business has two or more of them.
 */
function fittedPlans(voice: Voice): PlanRow[] {
  const usual = usualPlans(voice);
  const toggle = voice.plan.checklist.some((item) => item.kind === 'billing-toggle');
  if (toggle) return usual.some((row) => row[2] === 'per month') ? usual : SUBSCRIPTION;
  const period = periodOf(voice);
  const same = usual.filter((row) => row[2] === period);
  if (same.length >= 2) return same;
  // Each period the brief prices by ("monthly 1200, quarterly 3200") has a row of its own.
  const given = [...new Set(voice.facts.prices.flatMap((text) => periodIn(text) ?? []))];
  return given.reduce((rows, each) => withPeriod(rows, each, given), usual);
}

/**
 * The usual rows, with one for the period the brief prices by when none is ("fees 25000/year"
 * at a school that charges by the month): its first row paid by a period is paid by that one.
 */
function withPeriod(rows: PlanRow[], period: string, given: readonly string[]): PlanRow[] {
  const time = feePeriod(period);
  if (!time || rows.some((row) => row[2] === period)) return rows;
  const at = rows.findIndex((row) => feePeriod(row[2]) !== undefined && !given.includes(row[2]));
  const row = rows[at];
  if (!row) return rows;
  const [title, text, meta, min, max] = row;
  const scale = time.months / (feePeriod(meta)?.months ?? 1);
  // "Monthly fee" is the yearly fee; a row not named for its period keeps its name and words.
  const named = NAMED_FOR_PERIOD.test(title);
  const retimed: PlanRow = [
    named ? title.replace(NAMED_FOR_PERIOD, `${time.every} `) : title,
    named ? `Paid once a ${period.replace('per ', '')}` : text,
    period,
    Math.round(min * scale),
    Math.round(max * scale),
  ];
  return rows.map((each, i) => (i === at ? retimed : each));
}

/** Names of plans that are levels of one service, cheapest to dearest ("basic", "pro", "gold"). */
const LEVELS =
  /^(?:free|basic|starter|standard|plus|pro|premium|business|enterprise|team|teams|solo|individual|personal|family|lite|growth|scale|advanced|elite|ultimate|gold|silver|bronze|platinum|diamond|essential|essentials|complete|classic|deluxe|super|max|mini|regular|unlimited|annual|monthly|yearly|weekly)$/i;

/** The value that occurs most often, the first of those on a tie. */
function commonest(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce<[string, number] | undefined>(
    (best, entry) => (best && best[1] >= entry[1] ? best : entry),
    undefined,
  )?.[0];
}

/** The names of what the price list sells (a stay's rooms), as its rows are titled. */
export const priceListNames = (voice: Voice): string[] => planRows(voice).map(([title]) => title);

/**
 * The plans the brief names, in its order, or the usual ones of the business. Named plans are
 * sold for one period, by the month where the business sells by the month, with the usual
 * plans' terms for it, each dearer than the one before. Levels of one thing ("silver, gold and
 * platinum") say how much each holds; plans named for what they are ("lunch and dinner plans")
 * claim nothing of what they hold.
 */
function planRows(voice: Voice): PlanRow[] {
  const usual = fittedPlans(voice);
  const { plans } = voice.facts;
  if (plans.length === 0) {
    // The brief's other prices ("monthly plan ₹2,499") go on the usual rows after its own.
    const priced = pricedRows(voice);
    const rates = rateRows(voice, usual);
    // A rate is what this business charges: the three levels any business might sell would
    // say what it does not ("Basic ₹1,309 per visit" at a cab service paid by the km).
    if (!priced) return rates.length > 0 && usual === ANY_BUSINESS ? rates : [...rates, ...usual];
    return givenPrices(voice).length > 0 ? [...priced, ...rates, ...usual] : priced;
  }
  const levels = plans.every((plan) => LEVELS.test(plan.split(' ')[0] ?? ''));
  const periods = new Set(usual.map((row) => row[2]));
  const period = periods.has('per month') ? 'per month' : commonest(usual.map((row) => row[2]));
  const rows = periods.size > 1 ? usual.filter((row) => row[2] === period) : usual;
  return plans.map((plan, i) => {
    const at = Math.min(i, rows.length - 1);
    const [, , rowMeta, min, max] = rows[at] ?? ANY_BUSINESS[0]!;
    const meta = planPeriod(voice, plan, usual) ?? rowMeta;
    // Past the last of the usual rows, each plan starts where the one before ends.
    const past = i - at;
    const [low, high] =
      past === 0 ? [min, max] : [max * (1 + 0.5 * (past - 1)), max * (1 + 0.5 * past)];
    const text = !levels
      ? 'Ask us what is included'
      : i === 0
        ? `The essentials, to get started with ${voice.name}`
        : i === plans.length - 1
          ? `Everything ${voice.name} offers`
          : 'More room as you grow';
    return [plan, text, meta, Math.round(low), Math.round(high)];
  });
}

/**
 * What a plan the brief names is paid per: as its price says ("₹999 a month"), as its name says
 * ("Monthly pass"), or as the usual row it shares a word with ("Drop-in", per class).
 */
function planPeriod(voice: Voice, plan: string, usual: readonly PlanRow[]): string | undefined {
  const per = offerPrice(voice, plan)?.per;
  if (per) return `per ${per}`;
  const named = periodIn(plan);
  if (named) return named;
  const words = plan
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 4 && !PRICE_WORDS.test(word));
  return usual.find(([title]) => words.some((word) => title.toLowerCase().includes(word)))?.[2];
}

/**
 * The things the brief prices, as a price list's rows ("Veg momos", ₹60), each per what its
 * price says ("₹900/kg" → per kg); undefined when it prices none.
 */
function pricedRows(voice: Voice): PlanRow[] | undefined {
  const priced = pricedTitles(voice);
  if (priced.length === 0) return undefined;
  return priced.map((title) => {
    const offer = offerPrice(voice, title);
    // "rooms from ₹1,500 a night": the least it costs, per what it says.
    const meta = [offer?.from ? 'starting price' : '', offer?.per ? `per ${offer.per}` : '']
      .filter(Boolean)
      .join(', ');
    const amount = offer?.amount ?? 0;
    return [title, '', meta, amount, amount];
  });
}

/**
 * The brief's prices by a unit no usual row is sold by ("12 rs per km", "£30 per half hour",
 * "€1.20 per line"): each the business's rate, a row of its own, per what it says. On a row of
 * another unit ("Basic ₹12 per visit") it would say what the brief did not.
 */
function rateRows(voice: Voice, usual: readonly PlanRow[]): PlanRow[] {
  const title = rateTitle(voice.subject.flavour);
  return givenRates(voice)
    .filter(({ per }) => !usual.some((row) => row[2] === per))
    .map(({ amount, per }): PlanRow => [title, '', per, amount, amount]);
}

/** A price above the one before it, when a sample one would come out below it. */
const above = (previous: number, currency: string): number =>
  currency === 'INR' ? Math.ceil((previous * 1.5) / 100) * 100 - 1 : Math.ceil(previous * 1.5);

/**
 * Each row's price: the brief's amounts, each on the first free row of the period it gives
 * ("₹1,500/month" on the monthly pass), the rest in order; then sample prices in the business's
 * usual range, each dearer than the brief's before it of the same period. A free plan costs nothing.
 */
/** How many times out of a row's usual range a price must be to go on another row. */
const FAR_OUT = 5;

/** How far an amount is from a row's usual range, as a ratio: none inside it. */
const farFrom = (amount: number, [, , , min, max]: PlanRow): number =>
  amount < min ? min / Math.max(amount, 1) : amount > max ? amount / Math.max(max, 1) : 1;

function rowPrices(voice: Voice, rows: readonly PlanRow[]): number[] {
  const given = givenPrices(voice).map(({ amount, text }) => ({
    amount,
    period: periodIn(text),
  }));
  // A row the brief prices costs that (a plan it prices by name, wherever its prices are
  // listed: "monthly plan 3000rs"); a free plan nothing.
  const prices: (number | undefined)[] = rows.map(
    ([title, , , , max]) =>
      offerPrice(voice, title)?.amount ??
      planPrice(voice, title)?.amount ??
      (/^free$/i.test(title) || max === 0 ? 0 : undefined),
  );
  const own = new Set(prices);
  const place = (amount: number, fits: (row: PlanRow) => boolean): boolean => {
    const at = rows.findIndex((row, i) => prices[i] === undefined && fits(row));
    if (at >= 0) prices[at] = amount;
    return at >= 0;
  };
  const unplaced = given.filter(
    ({ amount, period }) =>
      !own.has(amount) && (!period || !place(amount, (row) => row[2] === period)),
  );
  // A price the brief gives with no period goes on the first row left, unless it is far out of
  // that row's usual range: then on the row it is nearest ("16 week course, Rs 60,000" is the
  // full course's, not "₹60,000 per month").
  for (const { amount } of unplaced) {
    const open = rows.filter((_, i) => prices[i] === undefined);
    const first = open[0];
    const nearest =
      first && farFrom(amount, first) <= FAR_OUT
        ? first
        : open.reduce<PlanRow | undefined>(
            (best, row) => (!best || farFrom(amount, row) < farFrom(amount, best) ? row : best),
            undefined,
          );
    place(amount, (row) => row === nearest);
  }
  const placed = prices.map((price) => price !== undefined && price > 0);
  return rows.map(([, , meta, min, max], i) => {
    const price = prices[i];
    if (price !== undefined) return price;
    const before = Math.max(
      0,
      ...rows.flatMap((row, j) => (j < i && row[2] === meta && placed[j] ? [prices[j] ?? 0] : [])),
    );
    const sample = priceIn(voice, min, max);
    prices[i] = sample > before ? sample : above(before, voice.facts.currency);
    return prices[i];
  });
}

/**
 * A price list: the brief's amounts in order, then sample prices in the business's usual range,
 * each level dearer than the one before. Only a software product's monthly plans are also sold
 * by the year (or any plans, when the brief asks to switch between the two).
 */
export function pricingCopy(voice: Voice): SectionContent {
  const { subject } = voice;
  if (PRICED_PER_VISIT.test(subject.business)) {
    return {
      intro: 'Prices at a glance; ask us about anything not listed.',
      items: pricedServices(
        voice,
        (_title, length) => ({
          text: length
            ? sentence(`${length}, booked at a time that suits you`)
            : 'Booked at a time that suits you.',
          meta: 'per visit',
        }),
        { priceList: true },
      ),
    };
  }
  if (subject.flavour === 'fair') return ticketsCopy(voice);
  if (isTicketedEvent(subject))
    return { ...ticketsCopy(voice), intro: 'Choose a ticket, and book your place below.' };
  const rows = planRows(voice);
  const prices = rowPrices(voice, rows);
  const yearly =
    subject.flavour === 'product' ||
    voice.plan.checklist.some((item) => item.kind === 'billing-toggle');
  return {
    intro:
      subject.flavour === 'product'
        ? 'Simple plans that grow with you.'
        : 'Prices at a glance; ask us about anything not listed.',
    items: rows.map(([title, text, meta], i) => {
      const price = prices[i] ?? 0;
      // A monthly plan can be paid yearly: ten months' price, two months free.
      const monthly = yearly && meta === 'per month' && price > 0;
      return {
        title,
        text: text ? sentence(text) : '',
        price,
        meta,
        ...(monthly ? { yearlyPrice: toCents(price * 10) } : {}),
      };
    }),
  };
}
