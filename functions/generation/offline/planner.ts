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
import { fallbackTitle, sectionHeadings, tagline } from './brand.ts';
import { describeSubject, offerFromPrompt, type Subject } from './subject.ts';
import { contentWords, hasWord, nameFromPrompt } from './words.ts';

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
      'parlour',
      'roastery',
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
      'school',
    ],
  ],
  ['personal', ['personal', 'resume', 'cv', 'about me', 'myself', 'freelancer', 'bio']],
];

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

export function sectionId(kind: SectionKind, taken: ReadonlySet<string>): string {
  let id: string = kind;
  for (let n = 2; taken.has(id); n++) id = `${kind}-${n}`;
  return id;
}

export function makeSection(
  kind: SectionKind,
  subject: Subject,
  seed: string,
  taken: ReadonlySet<string>,
): Section {
  return {
    id: sectionId(kind, taken),
    kind,
    heading: seededRandom(`${seed}:${kind}`).pick(sectionHeadings(kind, subject)),
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
  const topic = offerFromPrompt(prompt, intent).slice(0, 200);
  const subject = describeSubject({ topic, keywords, intent });
  const title = (nameFromPrompt(prompt) ?? fallbackTitle(prompt, subject, random)).slice(0, 80);

  const kinds = new Set<SectionKind>(INTENT_SECTIONS[intent]);
  // A wedding sells no tickets, whatever an event usually has.
  if (subject.flavour === 'wedding') kinds.delete('pricing');
  for (const [kind, words] of Object.entries(SECTION_WORDS) as [SectionKind, string[]][]) {
    if (words.length > 0 && hasWord(prompt, words)) kinds.add(kind);
  }
  const taken = new Set<string>();
  const sections: Section[] = [];
  for (const kind of kinds) {
    const section = makeSection(kind, subject, prompt, taken);
    taken.add(section.id);
    sections.push(section);
  }
  const ordered = orderSections(sections);

  return sitePlanSchema.parse({
    topic,
    intent,
    title,
    tagline: tagline(prompt, subject, random),
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
