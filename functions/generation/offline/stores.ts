/**
 * A shop that sells what a home needs every day or every week (a kirana, a grocer, a hardware
 * store): people come for the things on its shelves, not for gifts, so its samples are those
 * things at what they usually cost, its reviews speak of finding them, and nothing is a limited
 * edition.
 */
export interface EverydayStore {
  words: RegExp;
  /** Its usual shelves, each with sample goods: a name with its size, and a price range in rupees. */
  shelves: Record<string, [name: string, min: number, max: number][]>;
  /** What the hero says after what it sells. */
  tagline: (offer: string) => string;
  /** Why people shop there, without claiming what only its owner knows. */
  reasons: [string, string][];
  /** Sample reviews, marked as samples on the page. */
  quotes: (name: string) => string[];
  /** What a customer asks before coming, answered without terms the owner did not give. */
  question: [string, string];
}

const KIRANA: EverydayStore = {
  words:
    /\b(?:kirana|grocer(?:y|ies|s)?|provisions?|general stores?|super ?markets?|mini ?marts?|departmental stores?)\b/i,
  shelves: {
    Staples: [
      ['Atta, 5 kg', 220, 320],
      ['Basmati rice, 1 kg', 110, 180],
      ['Toor dal, 1 kg', 140, 190],
      ['Sugar, 1 kg', 44, 52],
    ],
    Dairy: [
      ['Milk, 500 ml', 27, 34],
      ['Curd, 400 g', 35, 55],
      ['Paneer, 200 g', 85, 110],
      ['Butter, 100 g', 56, 62],
    ],
    'Daily needs': [
      ['Tea, 250 g', 120, 160],
      ['Sunflower oil, 1 litre', 140, 190],
      ['Bath soap, pack of 4', 120, 180],
      ['Detergent powder, 1 kg', 90, 140],
    ],
  },
  tagline: (offer) => `${offer} for every day, close to home.`,
  reasons: [
    ['Everyday needs', 'Staples, dairy and household things, under one roof'],
    ['Ask if we have it', 'Not sure we stock something? Call or message us'],
    ['Real help', 'A question about an order? Write to us and a person replies'],
  ],
  quotes: (name) => [
    `Everything for the week in one trip. ${name} is our regular shop now`,
    'They always find what I ask for, or tell me when it comes in',
    'Fresh milk every morning, and the prices are fair',
  ],
  question: [
    'Do you have something I cannot find here?',
    'Ask us by phone or message; if we do not stock it, we will tell you',
  ],
};

const HARDWARE: EverydayStore = {
  words:
    /\b(?:hardware|sanitary ?ware|sanitary|electricals?|paints?|tools? shop|plumbing supplies)\b/i,
  shelves: {
    Tools: [
      ['Claw hammer', 250, 450],
      ['Screwdriver set', 199, 399],
      ['Measuring tape, 5 m', 120, 250],
      ['Drill bits, set of 10', 250, 500],
    ],
    Plumbing: [
      ['PVC pipe, 1 inch, 3 m', 180, 320],
      ['Bib cock tap', 250, 650],
      ['Teflon tape', 15, 30],
    ],
    Electrical: [
      ['LED bulb, 9 W', 90, 150],
      ['Extension board, 4 sockets', 250, 450],
      ['Copper wire, 1.5 sq mm, 90 m', 1400, 2200],
    ],
  },
  tagline: (offer) => `${offer} for the job at hand.`,
  reasons: [
    ['What the job needs', 'Tools, fittings and supplies, under one roof'],
    ['Ask if we have it', 'Tell us the job or send a photo, and we tell you what we have'],
    ['Real help', 'A question about an order? Write to us and a person replies'],
  ],
  quotes: (name) => [
    `Found the exact fitting I needed. ${name} is where I go first now`,
    'They asked what the job was and sold me only what it needed',
    'Good stock, and the prices are fair',
  ],
  question: [
    'Can you tell me what I need for a job?',
    'Tell us the job, with a photo if you can, and we will tell you what we stock for it',
  ],
};

/** A dairy, or a farm that sells its milk: milk by the litre, what is made from it, and ghee. */
const DAIRY: EverydayStore = {
  // Milk is what it sells ("cow milk", "A2 milk"), not what a soap or a tea is made with.
  words: /\b(?:dair(?:y|ies)|doodh|gau ?shala)\b|\bmilk$/i,
  shelves: {
    Milk: [
      ['Cow milk, 1 litre', 56, 70],
      ['Buffalo milk, 1 litre', 64, 80],
      ['A2 cow milk, 1 litre', 80, 110],
    ],
    'Curd and paneer': [
      ['Curd, 500 g', 40, 60],
      ['Paneer, 200 g', 85, 110],
      ['Buttermilk, 500 ml', 20, 30],
    ],
    'Ghee and butter': [
      ['Cow ghee, 500 ml', 330, 450],
      ['White butter, 200 g', 110, 150],
    ],
  },
  tagline: (offer) => `${offer} for every day.`,
  reasons: [
    ['From the milk up', 'Milk, curd, paneer and ghee in one place'],
    ['Ask what is in today', 'Call or message us before you come'],
    ['Real help', 'A question about an order? Write to us and a person replies'],
  ],
  quotes: (name) => [
    `The milk tastes the way it did when I was small. ${name} is our daily order now`,
    'Thick curd and soft paneer, every time',
    'They tell me straight away when something is not in',
  ],
  question: [
    'Can I get milk every day?',
    'Ask us by phone or message about a daily order, and we will tell you what we can do',
  ],
};

const STORES: readonly EverydayStore[] = [KIRANA, DAIRY, HARDWARE];

/** The everyday store a shop is, by the words of what it is and sells, if it is one. */
export function everydayStoreOf(subject: {
  flavour: string;
  business: string;
  offer: string;
}): EverydayStore | undefined {
  if (subject.flavour !== 'shop') return undefined;
  const words = `${subject.business} ${subject.offer}`;
  return STORES.find((store) => store.words.test(words));
}
