import {
  sitePlanSchema,
  type Interactivity,
  type Mood,
  type Section,
  type SectionKind,
  type SiteIntent,
  type SitePlan,
} from '../agents/site-plan.ts';
import { COLOUR_HUES, buildTheme } from './palette.ts';
import { seededRandom } from './seeded-random.ts';
import { capitalise, contentWords, hasWord, nameFromPrompt } from './words.ts';

/** Intent keywords; the intent with most words in the prompt wins, earlier ones on a tie. */
const INTENT_WORDS: [SiteIntent, string[]][] = [
  [
    'portfolio',
    [
      'portfolio',
      'photographer',
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
    ],
  ],
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
      'brewery',
      'dhaba',
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
      'school',
    ],
  ],
  ['personal', ['personal', 'resume', 'cv', 'about me', 'myself', 'freelancer', 'bio']],
];

const ACRONYMS: Record<string, string> = { saas: 'SaaS', crm: 'CRM', api: 'API', b2b: 'B2B' };

const INTENT_VOCABULARY = new Set([
  ...INTENT_WORDS.flatMap(([, words]) => words),
  ...Object.keys(COLOUR_HUES),
]);

const INTENT_SECTIONS: Record<SiteIntent, SectionKind[]> = {
  store: ['hero', 'features', 'products', 'testimonials', 'faq', 'contact'],
  portfolio: ['hero', 'about', 'gallery', 'testimonials', 'contact'],
  restaurant: ['hero', 'about', 'menu', 'testimonials', 'contact'],
  saas: ['hero', 'features', 'stats', 'pricing', 'testimonials', 'faq', 'contact'],
  blog: ['hero', 'posts', 'about', 'contact'],
  event: ['hero', 'about', 'schedule', 'team', 'pricing', 'faq', 'contact'],
  agency: ['hero', 'features', 'gallery', 'team', 'testimonials', 'contact'],
  personal: ['hero', 'about', 'features', 'posts', 'contact'],
  generic: ['hero', 'about', 'features', 'testimonials', 'faq', 'contact'],
};

/** Words that ask for a section whatever the intent. */
export const SECTION_WORDS: Record<SectionKind, string[]> = {
  hero: [],
  about: ['about', 'story', 'mission'],
  features: ['features', 'services', 'benefits'],
  products: ['products', 'catalogue', 'catalog', 'cart', 'merch'],
  gallery: ['gallery', 'portfolio', 'photos', 'projects', 'work'],
  menu: ['menu', 'dishes'],
  pricing: ['pricing', 'prices', 'plans', 'tickets', 'subscription'],
  testimonials: ['testimonials', 'reviews', 'quotes'],
  schedule: ['schedule', 'agenda', 'timetable', 'programme', 'program', 'lineup'],
  team: ['team', 'speakers', 'staff', 'people'],
  stats: ['stats', 'numbers', 'metrics'],
  posts: ['blog', 'posts', 'articles', 'news'],
  faq: ['faq', 'faqs', 'questions'],
  contact: [
    'contact',
    'form',
    'booking',
    'reservation',
    'reservations',
    'enquiry',
    'signup',
    'rsvp',
  ],
};

/** Mood words, in priority order; the first found sets the mood. */
const MOOD_WORDS: [Mood, string[]][] = [
  [
    'playful',
    ['playful', 'fun', 'kids', 'colourful', 'colorful', 'whimsical', 'quirky', 'cheerful'],
  ],
  ['elegant', ['elegant', 'luxury', 'luxurious', 'classy', 'sophisticated', 'premium', 'refined']],
  ['bold', ['bold', 'vibrant', 'loud', 'energetic', 'neon', 'striking']],
  ['pastel', ['pastel', 'soft', 'gentle', 'cute', 'dreamy']],
  ['minimal', ['minimal', 'minimalist', 'clean', 'simple', 'monochrome']],
  ['dark', ['dark', 'night', 'midnight', 'noir', 'moody', 'black']],
];

const DARK_WORDS = ['dark', 'night', 'midnight', 'noir', 'moody', 'black', 'neon'];

const SECTION_HEADINGS: Record<SectionKind, string[]> = {
  hero: ['Welcome'],
  about: ['About us', 'Our story', 'Who we are'],
  features: ['What we offer', 'Why choose us', 'Features'],
  products: ['Shop the collection', 'Our products', 'Bestsellers'],
  gallery: ['Selected work', 'Gallery', 'Recent projects'],
  menu: ['Our menu', 'On the menu', 'Menu'],
  pricing: ['Pricing', 'Plans', 'Choose your plan'],
  testimonials: ['What people say', 'Kind words', 'Reviews'],
  schedule: ['Schedule', 'Programme', 'Agenda'],
  team: ['The team', 'Meet the people', 'Speakers'],
  stats: ['By the numbers', 'In numbers'],
  posts: ['Latest posts', 'From the journal', 'Recent articles'],
  faq: ['Frequently asked questions', 'Questions and answers'],
  contact: ['Get in touch', 'Contact us', 'Say hello'],
};

/** The intent with the most matching words; ties go to the one listed first. */
export function detectIntent(prompt: string): SiteIntent {
  let best: SiteIntent = 'generic';
  let bestScore = 0;
  for (const [intent, words] of INTENT_WORDS) {
    const score = words.filter((word) => hasWord(prompt, [word])).length;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

export function detectMood(prompt: string): Mood {
  for (const [mood, words] of MOOD_WORDS) {
    if (hasWord(prompt, words)) return mood;
  }
  return 'calm';
}

export function detectMode(prompt: string): 'light' | 'dark' {
  if (hasWord(prompt, ['light mode', 'light theme', 'bright'])) return 'light';
  return hasWord(prompt, DARK_WORDS) ? 'dark' : 'light';
}

/** The hue of the first colour named in the prompt, if any. */
export function detectHue(prompt: string): number | undefined {
  for (const word of prompt.toLowerCase().match(/[a-z]+/g) ?? []) {
    const hue = COLOUR_HUES[word];
    if (hue !== undefined) return hue;
  }
  return undefined;
}

/** The word that made the intent (e.g. "bakery"), or the first content word. */
function detectTopic(prompt: string, intent: SiteIntent, keywords: readonly string[]): string {
  const words = INTENT_WORDS.find(([candidate]) => candidate === intent)?.[1] ?? [];
  const lower = prompt.toLowerCase();
  const found = words.find((word) => new RegExp(`\\b${word}\\b`).test(lower));
  return found ?? keywords[0] ?? 'studio';
}

function interactivityFor(
  intent: SiteIntent,
  kinds: readonly SectionKind[],
  prompt: string,
): Interactivity {
  return {
    cart:
      kinds.includes('products') &&
      (intent === 'store' || hasWord(prompt, ['cart', 'buy', 'order'])),
    filters:
      kinds.includes('products') ||
      ((kinds.includes('gallery') || kinds.includes('posts')) &&
        (intent !== 'agency' || hasWord(prompt, ['filter', 'filters']))),
    tabs: kinds.includes('menu') || kinds.includes('schedule') || hasWord(prompt, ['tabs']),
    form: kinds.includes('contact'),
    navToggle: true,
  };
}

function fallbackTitle(
  topic: string,
  keywords: readonly string[],
  intent: SiteIntent,
  pickIndex: number,
): string {
  const suffix: Record<SiteIntent, string[]> = {
    store: ['Supply Co.', 'Market', 'Goods'],
    portfolio: ['Studio', 'Works', 'Portfolio'],
    restaurant: ['Kitchen', 'House', 'Table'],
    saas: ['Cloud', 'HQ', 'Labs'],
    blog: ['Journal', 'Notes', 'Dispatch'],
    event: ['Fest', 'Summit', 'Live'],
    agency: ['Collective', 'Partners', 'Agency'],
    personal: ['Hub', 'Corner', 'Page'],
    generic: ['Co.', 'Studio', 'House'],
  };
  const noun = keywords.find((word) => word !== topic && !INTENT_VOCABULARY.has(word)) ?? topic;
  const options = suffix[intent];
  const name = ACRONYMS[noun] ?? capitalise(noun);
  return `${name} ${options[pickIndex % options.length] ?? 'Co.'}`;
}

export function sectionId(kind: SectionKind, taken: ReadonlySet<string>): string {
  let id: string = kind;
  for (let n = 2; taken.has(id); n++) id = `${kind}-${n}`;
  return id;
}

export function makeSection(kind: SectionKind, seed: string, taken: ReadonlySet<string>): Section {
  return {
    id: sectionId(kind, taken),
    kind,
    heading: seededRandom(`${seed}:${kind}`).pick(SECTION_HEADINGS[kind]),
  };
}

/** Put sections in page order: hero first, contact last, the rest as given. */
export function orderSections(sections: readonly Section[]): Section[] {
  const rank = (s: Section): number => (s.kind === 'hero' ? 0 : s.kind === 'contact' ? 2 : 1);
  return [...sections].sort((a, b) => rank(a) - rank(b));
}

/** The offline Planner: a plan from the prompt's words, the same plan for the same prompt. */
export function planFromPrompt(prompt: string): SitePlan {
  const random = seededRandom(prompt);
  const intent = detectIntent(prompt);
  const mood = detectMood(prompt);
  const mode = detectMode(prompt);
  const hue = detectHue(prompt) ?? random.int(0, 359);
  const keywords = contentWords(prompt).slice(0, 8);
  const topic = detectTopic(prompt, intent, keywords);
  const title = (
    nameFromPrompt(prompt) ?? fallbackTitle(topic, keywords, intent, random.int(0, 2))
  ).slice(0, 80);

  const kinds = new Set<SectionKind>(INTENT_SECTIONS[intent]);
  for (const [kind, words] of Object.entries(SECTION_WORDS) as [SectionKind, string[]][]) {
    if (words.length > 0 && hasWord(prompt, words)) kinds.add(kind);
  }
  const taken = new Set<string>();
  const sections: Section[] = [];
  for (const kind of kinds) {
    const section = makeSection(kind, prompt, taken);
    taken.add(section.id);
    sections.push(section);
  }
  const ordered = orderSections(sections);
  const taglines = [
    `${capitalise(topic)} made with care, for people who notice the details.`,
    `Everything good about ${topic}, in one place.`,
    `Honest ${topic}, thoughtfully done.`,
    `Your new favourite place for ${topic}.`,
  ];

  return sitePlanSchema.parse({
    topic,
    intent,
    title,
    tagline: random.pick(taglines),
    keywords,
    theme: buildTheme(hue, mode, mood),
    sections: ordered,
    interactivity: interactivityFor(
      intent,
      ordered.map((s) => s.kind),
      prompt,
    ),
  });
}

export { interactivityFor };
