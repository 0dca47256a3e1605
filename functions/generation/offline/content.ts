import {
  siteContentSchema,
  type ContentItem,
  type Section,
  type SectionContent,
  type SiteContent,
  type SitePlan,
} from '../agents/site-plan.ts';
import { seededRandom, type SeededRandom } from './seeded-random.ts';
import { capitalise, singular, titleCase } from './words.ts';

const ADJECTIVES = [
  'Classic',
  'Signature',
  'Everyday',
  'Limited',
  'Small-batch',
  'Heritage',
  'Wild',
  'Golden',
  'Midnight',
  'Morning',
  'Coastal',
  'Hand-finished',
];
const FIRST_NAMES = [
  'Asha',
  'Rohan',
  'Meera',
  'Kabir',
  'Leela',
  'Arjun',
  'Priya',
  'Dev',
  'Nisha',
  'Vikram',
  'Tara',
  'Ishaan',
  'Zoya',
  'Neel',
];
const LAST_NAMES = [
  'Rao',
  'Menon',
  'Kapoor',
  'Iyer',
  'Sharma',
  'Das',
  'Bose',
  'Nair',
  'Mehta',
  'Khan',
  'Sen',
  'Pillai',
];
const CITIES = ['Bengaluru', 'Mumbai', 'Pune', 'Chennai', 'Kochi', 'Jaipur', 'Delhi', 'Hyderabad'];

const MENUS: [RegExp, Record<string, string[]>][] = [
  [
    /bakery|cake|pastr|bread/,
    {
      Breads: ['Sourdough loaf', 'Seeded rye', 'Milk bread', 'Focaccia'],
      Pastries: ['Butter croissant', 'Almond danish', 'Cardamom bun', 'Pain au chocolat'],
      Cakes: ['Lemon drizzle', 'Chocolate fudge slice', 'Carrot cake', 'Basque cheesecake'],
    },
  ],
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
  [
    /indian|curry|dhaba|biryani|thali/,
    {
      Starters: ['Paneer tikka', 'Onion bhaji', 'Chicken 65', 'Dahi puri'],
      Mains: ['Dal makhani', 'Hyderabadi biryani', 'Butter chicken', 'Malai kofta'],
      Desserts: ['Gulab jamun', 'Rasmalai', 'Kulfi', 'Gajar halwa'],
    },
  ],
];
const DEFAULT_MENU: Record<string, string[]> = {
  Starters: ['Tomato soup', 'Garden salad', 'Crispy calamari', 'Bruschetta'],
  Mains: ['Grilled fish', 'Mushroom risotto', 'Roast chicken', 'Vegetable stew'],
  Desserts: ['Chocolate mousse', 'Fruit tart', 'Crème brûlée', 'Ice cream'],
};

function personName(random: SeededRandom): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

/** A price in whole rupees ending in 9 (₹249, ₹1,499). */
function price(random: SeededRandom, min: number, max: number): number {
  return Math.round(random.int(min, max) / 10) * 10 - 1;
}

/** The thing the site is about, as a noun for item names ("handmade candles" → "candle"). */
function subjectNoun(plan: SitePlan): string {
  const skip = new Set([
    plan.topic,
    'store',
    'shop',
    'online',
    'ecommerce',
    'website',
    'selling',
    'sell',
    'products',
  ]);
  const candidates = plan.keywords.filter(
    (keyword) => !skip.has(keyword) && !plan.title.toLowerCase().includes(keyword),
  );
  // The head of an English noun phrase is usually its plural noun: "handmade soy candles".
  const word = candidates.find((keyword) => /[^s]s$/.test(keyword)) ?? candidates[0];
  return singular(word ?? plan.topic);
}

function categories(plan: SitePlan, random: SeededRandom): string[] {
  const fromPrompt = plan.keywords
    .filter((word) => word !== plan.topic)
    .slice(1, 4)
    .map(capitalise);
  return fromPrompt.length >= 3
    ? fromPrompt
    : random.pick([
        ['New', 'Bestsellers', 'Gifts'],
        ['Essentials', 'Limited', 'Sets'],
        ['Small', 'Medium', 'Large'],
      ]);
}

function sectionContent(plan: SitePlan, section: Section): SectionContent {
  const random = seededRandom(`${plan.topic}:${plan.keywords.join(' ')}:${section.id}`);
  const topic = plan.topic;
  const noun = subjectNoun(plan);
  const name = plan.title;
  const items = (count: number, make: (i: number) => ContentItem): ContentItem[] =>
    Array.from({ length: count }, (_, i) => make(i));

  switch (section.kind) {
    case 'hero':
      return {
        intro: `${plan.tagline} ${random.pick(['Come and see what we have been working on.', 'Take a look around and say hello.', 'Start exploring below.'])}`,
        items: [
          { title: random.pick(['Explore', 'Get started', 'See more', 'Discover']), text: '' },
        ],
      };
    case 'about':
      return {
        intro: `${name} began with a simple idea: ${topic} should be ${random.pick(['personal', 'honest', 'joyful', 'unhurried'])}. Since ${random.int(2009, 2022)} we have ${random.pick(['worked with', 'welcomed', 'served'])} ${random.int(3, 90) * 100} people from ${random.pick(CITIES)} and beyond, and every ${noun} still gets our full attention.`,
        items: [],
      };
    case 'features': {
      const features = random
        .shuffle([
          ['Made with care', `Every ${noun} is checked by hand before it reaches you.`],
          ['Fast and friendly', `Questions about ${topic}? We answer within a day.`],
          ['Fair prices', 'Clear prices in rupees, with nothing hidden at checkout.'],
          ['Built to last', `We choose materials and methods that keep your ${noun} at its best.`],
          [
            'Local roots',
            `Proudly based in ${random.pick(CITIES)}, working with neighbours we know.`,
          ],
          ['Thoughtful design', 'Simple to use, pleasant to look at, easy to recommend.'],
        ])
        .slice(0, 3);
      return {
        intro: `Why people choose ${name}.`,
        items: features.map(([title, text]) => ({ title: title ?? '', text: text ?? '' })),
      };
    }
    case 'products': {
      const cats = categories(plan, random);
      const adjectives = random.shuffle(ADJECTIVES);
      return {
        intro: `Our ${noun} range, ${random.pick(['made in small batches', 'chosen with care', 'ready to ship'])}.`,
        items: items(6, (i) => ({
          title: `${adjectives[i] ?? 'Classic'} ${capitalise(noun)}`,
          text: random.pick([
            `A ${noun} for every day.`,
            'Our most-loved pick.',
            'Limited run; when it is gone, it is gone.',
            `A thoughtful gift for any ${noun} lover.`,
          ]),
          price: price(random, 199, 4999),
          category: cats[i % cats.length] ?? 'New',
        })),
      };
    }
    case 'gallery': {
      const cats = random.pick([
        ['Branding', 'Web', 'Print'],
        ['Portraits', 'Landscapes', 'Events'],
        ['Residential', 'Commercial', 'Interiors'],
      ]);
      return {
        intro: `A few recent ${topic} projects we are proud of.`,
        items: items(6, (i) => ({
          title: `${random.pick(ADJECTIVES)} ${random.pick(['Series', 'Project', 'Study', 'Story', 'Commission'])}`,
          text: `${cats[i % 3] ?? 'Work'} for a client in ${random.pick(CITIES)}.`,
          category: cats[i % 3] ?? 'Work',
        })),
      };
    }
    case 'menu': {
      const menu =
        MENUS.find(([pattern]) => pattern.test(`${topic} ${plan.keywords.join(' ')}`))?.[1] ??
        DEFAULT_MENU;
      return {
        intro: `Made fresh every day at ${name}.`,
        items: Object.entries(menu).flatMap(([category, dishes]) =>
          random
            .shuffle(dishes)
            .slice(0, 3)
            .map((dish) => ({
              title: dish,
              text: random.pick([
                'House favourite.',
                'Seasonal ingredients.',
                'Ask us about today\u2019s version.',
                'Made to order.',
              ]),
              price: price(random, 90, 650),
              category,
            })),
        ),
      };
    }
    case 'pricing': {
      const tickets = plan.intent === 'event';
      const names = tickets ? ['Day pass', 'Full pass', 'VIP'] : ['Starter', 'Growth', 'Scale'];
      const base = tickets ? random.int(5, 15) * 100 : random.int(3, 9) * 100;
      return {
        intro: tickets
          ? 'Secure your place early; seats are limited.'
          : 'Simple plans that grow with you. Cancel any time.',
        items: names.map((title, i) => ({
          title,
          text:
            [
              tickets
                ? 'Entry for one day, talks and lunch.'
                : `Everything you need to start with ${topic}.`,
              tickets
                ? 'All days, all sessions, the evening party.'
                : 'More seats, priority support and reports.',
              tickets
                ? 'Front-row seats and a speakers\u2019 dinner.'
                : 'Custom limits, onboarding and a named contact.',
            ][i] ?? '',
          price: base * (i * 2 + 1) - 1,
          meta: tickets ? 'per person' : 'per month',
        })),
      };
    }
    case 'testimonials':
      return {
        intro: '',
        items: items(3, () => ({
          title: personName(random),
          text: random.pick([
            `The best ${topic} experience we have had. We keep coming back.`,
            `${name} got every detail right.`,
            `Warm, quick and genuinely good at what they do.`,
            `I recommend ${name} to everyone who asks about ${topic}.`,
            'Worth every rupee.',
          ]),
          meta: random.pick(CITIES),
        })),
      };
    case 'schedule': {
      const days = ['Day 1', 'Day 2'];
      const slots = ['09:30', '11:00', '14:00', '16:30'];
      return {
        intro: `${random.int(12, 40)} sessions over two days in ${random.pick(CITIES)}.`,
        items: days.flatMap((day) =>
          slots.map((time) => ({
            title: random.pick([
              `Opening: the future of ${topic}`,
              `Hands-on ${topic} workshop`,
              `Panel: building with ${topic}`,
              'Lightning talks',
              `Keynote on ${topic}`,
              'Community showcase',
            ]),
            text: `With ${personName(random)}.`,
            meta: time,
            category: day,
          })),
        ),
      };
    }
    case 'team':
      return {
        intro:
          plan.intent === 'event'
            ? 'Speakers from across the country.'
            : 'The people behind the work.',
        items: items(4, () => ({
          title: personName(random),
          text: random.pick([
            'Founder',
            'Lead designer',
            'Engineer',
            'Producer',
            'Strategist',
            'Researcher',
          ]),
        })),
      };
    case 'stats':
      return {
        intro: '',
        items: [
          { title: `${random.int(2, 90)},000+`, text: 'people served' },
          {
            title: `${random.int(95, 99)}.${random.int(0, 9)}%`,
            text: 'uptime and happy customers',
          },
          { title: `${random.int(3, 40)}`, text: 'cities' },
        ],
      };
    case 'posts': {
      const cats = random.pick([
        ['Guides', 'Stories', 'News'],
        ['Notes', 'Essays', 'Reviews'],
        ['Tips', 'Recipes', 'Travel'],
      ]);
      return {
        intro: `Writing about ${topic}, ${random.pick(['every week', 'when we have something to say', 'from the field'])}.`,
        items: items(4, (i) => ({
          title: random.pick([
            `What I learned from a year of ${topic}`,
            `A beginner's guide to ${topic}`,
            `Ten small ${topic} ideas`,
            `Why ${topic} matters now`,
            `Behind the scenes: ${titleCase(noun)}`,
            `${capitalise(topic)} on a budget`,
          ]),
          text: 'A short read with practical ideas you can use today.',
          category: cats[i % 3] ?? 'Notes',
          meta: `${random.int(3, 12)} min read`,
        })),
      };
    }
    case 'faq':
      return {
        intro: '',
        items: random
          .shuffle([
            {
              title: 'How do I get started?',
              text: `Send us a message through the form below and we will reply within one working day.`,
            },
            {
              title: 'Do you deliver across India?',
              text: 'Yes, to every pin code we can reach, usually within 3 to 7 days.',
            },
            {
              title: 'Can I change my order?',
              text: 'Of course. Write to us before it ships and we will sort it out.',
            },
            { title: 'Which payment methods do you accept?', text: 'UPI, cards and net banking.' },
            {
              title: `Is ${name} good for beginners?`,
              text: `Absolutely; we love helping people discover ${topic}.`,
            },
          ])
          .slice(0, 4),
      };
    case 'contact':
      return {
        intro: random.pick([
          'We would love to hear from you.',
          'Questions, ideas or bookings: write to us.',
          'Drop us a line and we will get back to you soon.',
        ]),
        items: [
          {
            title: `hello@${name.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'example'}.example`,
            text: `${random.int(1, 99)} ${random.pick(['MG Road', 'Park Street', 'Church Street', 'Marine Drive'])}, ${random.pick(CITIES)}`,
          },
        ],
      };
  }
}

/** The offline Content agent: copy for each section, seeded by the topic and the section. */
export function writeContent(plan: SitePlan): SiteContent {
  const sections: Record<string, SectionContent> = {};
  for (const section of plan.sections) sections[section.id] = sectionContent(plan, section);
  return siteContentSchema.parse({
    description: `${plan.title}: ${plan.tagline}`.slice(0, 300),
    footer: `\u00a9 ${plan.title}. Made with care.`,
    sections,
  });
}
