// What a site plan is made of, by name: its intents, section kinds, widgets and moods. In a module
// of their own, without the plan's schemas, for the code that only names them.

export const SITE_INTENTS = [
  'store',
  'portfolio',
  'restaurant',
  'saas',
  'blog',
  'event',
  'agency',
  'personal',
  'generic',
] as const;
export type SiteIntent = (typeof SITE_INTENTS)[number];

/**
 * The section catalogue's kinds: what a one-page site can be made of. Each kind's meaning, the
 * words that ask for it, its widgets and item fields are in ../catalogue/kinds.ts.
 */
export const SECTION_KINDS = [
  'hero',
  'about',
  'features',
  'services',
  'steps',
  'products',
  'gallery',
  'menu',
  'hours',
  'pricing',
  'tickets',
  'comparison',
  'testimonials',
  'faq',
  'team',
  'speakers',
  'judges',
  'stats',
  'skills',
  'timeline',
  'posts',
  'schedule',
  'listings',
  'logos',
  'prizes',
  'awards',
  'countdown',
  /** A working tool (a calculator, a list, a timer…): ../catalogue/tools.ts. */
  'tool',
  'waitlist',
  'newsletter',
  'rsvp',
  'booking',
  'appointment',
  'enquiry',
  'volunteer',
  'trial',
  'donation',
  'map',
  'social',
  'video',
  'download',
  'cta',
  'contact',
  /** A section the catalogue has no kind for, designed by a model (never planned offline). */
  'custom',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

/** The working primitives a tool is built from (../catalogue/tools.ts), each a widget too. */
export const TOOL_PRIMITIVES = [
  'calculator',
  'tracker',
  'timer',
  'text-stats',
  'picker',
  'flashcards',
  'board',
  'memory-game',
  'typing-test',
  'poll',
] as const;
export type ToolPrimitive = (typeof TOOL_PRIMITIVES)[number];

/**
 * The widgets a page can carry: each has its behaviour (offline/widgets.ts) and a probe that
 * exercises it in a real DOM (the coverage check). Sections name the widgets they hold.
 */
export const WIDGETS = [
  'nav-toggle',
  'theme-toggle',
  'tabs',
  'filters',
  'cart',
  'billing-toggle',
  'lightbox',
  'accordion',
  'countdown',
  'form',
  'donation',
  ...TOOL_PRIMITIVES,
] as const;
export type Widget = (typeof WIDGETS)[number];

export const MOODS = ['calm', 'dark', 'minimal', 'playful', 'elegant', 'bold', 'pastel'] as const;
export type Mood = (typeof MOODS)[number];
