/**
 * Trades a home, an office or a car calls in (a plumber, an electrician, movers, a laundry): the
 * words that name one, the jobs each usually does and who comes to do them. Their pages offer a
 * visit, not an appointment at a desk or a table.
 */

/** Work a trade does on site: with a word for a service or a company, the business is a trade. */
export const TRADE_WORK =
  /\b(?:plumb\w*|electric\w*|wiring|carpent\w*|pest|termites?|cleaning|laundry|dry[- ]cleaning|repairs?|servicing|waterproofing|shifting|relocation|movers|packers|ac\s+(?:repairs?|servic\w*|install\w*|technicians?|mechanics?|gas)|appliances?|inverters?|handyman|locksmith|(?:car|bike|scooter)\s+wash(?:ing)?|detailing|roofing|tiling|flooring|welding|fabrication|mechanics?|technicians?|contractors?|tailor\w*|stitching|alterations?|printing|printers|print shops?|xerox|photocopy\w*|offset press)\b/i;

/** A job: its name, how long it takes or what it is priced by, and a price range in rupees. */
export type Job = [name: string, length: string, min: number, max: number];

interface Trade {
  /** Words in what the business is or offers that make it this trade. */
  words: RegExp;
  /** Who comes to do the work ("electrician"). */
  worker: string;
  /** Whether it mends things, fitting parts where needed (a plumber does; a car wash does not). */
  mends: boolean;
  /** The work is brought to its shop (a tailor's, a cobbler's), not done at the customer's. */
  atTheShop?: true;
  jobs: Job[];
}

/** The trades by their words; the first whose words match is the business's. */
const TRADES: readonly Trade[] = [
  {
    words: /\bac\b|air[- ]condition/i,
    worker: 'AC technician',
    mends: true,
    jobs: [
      ['AC service', '1 hour', 500, 900],
      ['AC repair', '1-2 hours', 400, 1500],
      ['Gas refilling', '2 hours', 2000, 3500],
      ['AC installation', '2-3 hours', 1200, 2500],
    ],
  },
  {
    words: /pest|termite/i,
    worker: 'technician',
    mends: false,
    jobs: [
      ['Cockroach treatment', 'per flat', 800, 1800],
      ['Termite treatment', 'per flat', 2500, 6000],
      ['Bed bug treatment', 'per flat', 1500, 3500],
      ['Mosquito control', 'per visit', 600, 1500],
    ],
  },
  {
    words: /movers|packers|shifting|relocation/i,
    worker: 'mover',
    mends: false,
    jobs: [
      ['Home shifting in the city', '1 day', 6000, 15000],
      ['Office relocation', '1-2 days', 15000, 50000],
      ['Moving to another city', '3-7 days', 15000, 45000],
      ['Car and bike transport', '3-7 days', 5000, 15000],
    ],
  },
  {
    words: /\bwash(?:ing)?\b|detailing/i,
    worker: 'washer',
    mends: false,
    jobs: [
      ['Exterior wash', 'per car', 300, 600],
      ['Interior cleaning', 'per car', 500, 1200],
      ['Full detailing', '3-4 hours', 2500, 6000],
      ['Ceramic coating', '1-2 days', 12000, 30000],
    ],
  },
  {
    words: /laundry|dry[- ]clean|ironing/i,
    worker: 'pickup partner',
    mends: false,
    jobs: [
      ['Wash and fold', 'per kg', 60, 120],
      ['Wash and iron', 'per kg', 90, 160],
      ['Dry cleaning', 'per item', 150, 400],
      ['Steam ironing', 'per item', 10, 25],
    ],
  },
  {
    words: /plumb/i,
    worker: 'plumber',
    mends: true,
    jobs: [
      ['Leak repair', '1 hour', 300, 800],
      ['Tap and mixer fitting', '1 hour', 250, 600],
      ['Blocked drain clearing', '1-2 hours', 400, 1200],
      ['Water tank cleaning', '2-3 hours', 800, 2000],
    ],
  },
  {
    words: /electric|wiring|inverter/i,
    worker: 'electrician',
    mends: true,
    jobs: [
      ['Fan and light fitting', '1 hour', 200, 500],
      ['Switchboard repair', '1 hour', 250, 600],
      ['Inverter installation', '2 hours', 500, 1500],
      ['House wiring', 'per room', 2500, 6000],
    ],
  },
  {
    words: /paint|waterproof/i,
    worker: 'painter',
    mends: false,
    jobs: [
      ['Interior painting', 'per sq ft', 12, 25],
      ['Exterior painting', 'per sq ft', 18, 35],
      ['Waterproofing', 'per sq ft', 40, 90],
      ['Wood polish', 'per sq ft', 60, 120],
    ],
  },
  {
    words: /carpent|furniture|wardrobe|cabinet/i,
    worker: 'carpenter',
    mends: true,
    jobs: [
      ['Furniture repair', '2 hours', 400, 1200],
      ['Door and lock fitting', '1-2 hours', 500, 1500],
      ['Made-to-measure wardrobe', 'per sq ft', 1200, 2200],
      ['Kitchen cabinets', 'per sq ft', 1400, 2500],
    ],
  },
  {
    words: /clean/i,
    worker: 'cleaner',
    mends: false,
    jobs: [
      ['Home deep cleaning', '4-6 hours', 2500, 6000],
      ['Bathroom cleaning', '1-2 hours', 500, 1200],
      ['Kitchen cleaning', '2-3 hours', 1200, 2500],
      ['Sofa cleaning', '1-2 hours', 500, 1500],
    ],
  },
  {
    words: /bicycle|\bcycles?\b|\bcycling\b/i,
    worker: 'mechanic',
    mends: true,
    atTheShop: true,
    jobs: [
      ['Puncture repair', '30 min', 80, 200],
      ['Brake and gear tune-up', '1 hour', 250, 600],
      ['Full service', 'half a day', 600, 1500],
      ['Wheel truing', '1 hour', 200, 500],
    ],
  },
  {
    words: /mechanic|\bcars?\b|\bbikes?\b|scooter|garage/i,
    worker: 'mechanic',
    mends: true,
    atTheShop: true,
    jobs: [
      ['General service', 'half a day', 2500, 6000],
      ['Oil change', '1 hour', 1500, 3500],
      ['Brake repair', '2 hours', 1000, 3500],
      ['Battery replacement', '30 min', 3500, 8000],
    ],
  },
  {
    words: /phone|mobile|laptop|computer|tablet|electronics/i,
    worker: 'technician',
    mends: true,
    atTheShop: true,
    jobs: [
      ['Screen replacement', '1-2 hours', 1500, 6000],
      ['Battery replacement', '1 hour', 800, 3000],
      ['Charging port repair', '1 hour', 500, 1500],
      ['Water damage check', '1 day', 300, 800],
    ],
  },
  {
    words: /watch|clock/i,
    worker: 'watchmaker',
    mends: true,
    atTheShop: true,
    jobs: [
      ['Battery replacement', '15 min', 150, 400],
      ['Strap or bracelet fitting', '30 min', 200, 800],
      ['Glass replacement', '1 day', 300, 900],
      ['Full service', '1-2 weeks', 1500, 5000],
    ],
  },
  {
    words: /shoe|cobbler|\bbags?\b|luggage/i,
    worker: 'craftsman',
    mends: true,
    atTheShop: true,
    jobs: [
      ['Resoling', '1-2 days', 300, 900],
      ['Heel repair', '1 day', 150, 400],
      ['Zip replacement', '1 day', 150, 500],
      ['Clean and polish', '1 day', 100, 300],
    ],
  },
  {
    // A printer's: cards, banners and leaflets, ordered at the shop.
    words: /print|xerox|photocopy|\bflex\b/i,
    worker: 'printer',
    mends: false,
    atTheShop: true,
    jobs: [
      ['Visiting cards', 'per 100', 150, 500],
      ['Wedding cards', 'per 100', 1500, 6000],
      ['Flex banners', 'per sq ft', 10, 30],
      ['Flyers and brochures', 'per 1,000', 1500, 5000],
      ['Stickers and labels', 'per 100', 200, 800],
    ],
  },
  {
    words: /tailor|stitch|alteration/i,
    worker: 'tailor',
    mends: true,
    atTheShop: true,
    jobs: [
      ['Blouse stitching', '3-5 days', 350, 900],
      ['Salwar suit stitching', '5-7 days', 600, 1500],
      ['Kurta stitching', '3-5 days', 400, 1000],
      ['Alterations', '1-2 days', 100, 400],
    ],
  },
  {
    words: /appliance|fridge|refrigerator|washing machine|microwave|geyser/i,
    worker: 'technician',
    mends: true,
    jobs: [
      ['Washing machine repair', '1 hour', 400, 1200],
      ['Fridge repair', '1 hour', 400, 1500],
      ['Microwave repair', '1 hour', 300, 900],
      ['Geyser repair', '1 hour', 300, 900],
    ],
  },
  {
    words: /build|renovat|contractor|tiling|flooring/i,
    worker: 'site supervisor',
    mends: false,
    jobs: [
      ['Home renovation', '4-8 weeks', 150000, 600000],
      ['Kitchen remodel', '2-3 weeks', 80000, 250000],
      ['Bathroom remodel', '1-2 weeks', 50000, 150000],
      ['Tiling and flooring', 'per sq ft', 60, 150],
    ],
  },
];

/** A trade the words do not place: small jobs around the home. */
const HANDYMAN: Trade = {
  words: /handyman/i,
  worker: 'technician',
  mends: true,
  jobs: [
    ['Small repairs', '1 hour', 300, 800],
    ['Fixture fitting', '1 hour', 250, 600],
    ['Door and window repair', '1-2 hours', 400, 1200],
    ['Drilling and mounting', '30 min', 150, 400],
  ],
};

/** Words in what a business is that say it comes to the customer ("doorstep mobile repair"). */
const COMES_TO_YOU = /\b(?:doorstep|home|visits?|on-?site)\b/i;

/** The trade a business is, by what it is and offers ("AC repair", "plumber"). */
export function tradeOf(subject: { business: string; offer: string }): Trade {
  const words = `${subject.business} ${subject.offer}`;
  const trade = TRADES.find((each) => each.words.test(words)) ?? HANDYMAN;
  return trade.atTheShop && COMES_TO_YOU.test(words) ? { ...trade, atTheShop: undefined } : trade;
}

/**
 * Whether the customer brings the work in (a tailor's, a phone repair shop's): a trade that
 * works at its shop, unless the brief says it comes to you ("pickup and drop", "home visits").
 */
export function broughtIn(
  subject: { flavour: string; business: string; offer: string },
  facts: { terms: readonly string[] },
): boolean {
  if (subject.flavour !== 'trade' || !tradeOf(subject).atTheShop) return false;
  return !facts.terms.some((term) => term.startsWith('We come to you:'));
}

/** What a trade the work is brought to promises: no visit, a price and a day it is ready. */
export const SHOP_PROMISES: [string, string][] = [
  ['Tell us the job', 'Describe it in a message or a call, with a photo if you can'],
  ['Bring it in', 'We look at it with you and say what it needs'],
  ['Ask the cost', 'Ask us what it costs, and when it will be ready, before any work starts'],
];

/** What a trade promises a customer, as the features section says it. */
export const TRADE_PROMISES: [string, string][] = [
  ['Tell us the job', 'Describe it in a message or a call, with a photo if you can'],
  ['A time that suits you', 'Choose the day and the time of the visit'],
  ['Ask the cost', 'Ask us what it costs before any work starts'],
];

/** Sample reviews of a trade, marked as samples on the page. */
export const tradeQuotes = (name: string, trade: Pick<Trade, 'mends' | 'atTheShop'>): string[] =>
  trade.atTheShop
    ? [
        'Ready on the day they said, and done right',
        `${name} told me the price before starting, and stuck to it`,
        `${name} is where I take everything now`,
      ]
    : [
        trade.mends
          ? 'Came when they said they would and fixed it in one visit'
          : 'Came when they said they would, and took real care',
        `${name} told me the price before starting, and stuck to it`,
        trade.mends
          ? `I call ${name} for every job at home now`
          : `${name} is who I call now, every time`,
      ];
