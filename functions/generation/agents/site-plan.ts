import { z } from 'zod';

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

export const SECTION_KINDS = [
  'hero',
  'about',
  'features',
  'products',
  'gallery',
  'menu',
  'pricing',
  'testimonials',
  'schedule',
  'team',
  'stats',
  'posts',
  'faq',
  'contact',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const MOODS = ['calm', 'dark', 'minimal', 'playful', 'elegant', 'bold', 'pastel'] as const;
export type Mood = (typeof MOODS)[number];

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/, 'a #rrggbb colour');

/** Colours are chosen so every text/background pair the page uses meets WCAG AA (4.5:1). */
export const paletteSchema = z.object({
  background: hexColour,
  surface: hexColour,
  text: hexColour,
  muted: hexColour,
  primary: hexColour,
  onPrimary: hexColour,
  accent: hexColour,
  link: hexColour,
});
export type Palette = z.infer<typeof paletteSchema>;

export const themeSchema = z.object({
  mode: z.enum(['light', 'dark']),
  mood: z.enum(MOODS),
  /** Degrees on the colour wheel the palette is built around. */
  hue: z.number().int().min(0).max(359),
  palette: paletteSchema,
  font: z.enum(['sans', 'serif', 'rounded', 'mono']),
});
export type Theme = z.infer<typeof themeSchema>;

export const sectionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  kind: z.enum(SECTION_KINDS),
  heading: z.string().min(1).max(120),
});
export type Section = z.infer<typeof sectionSchema>;

export const interactivitySchema = z.object({
  cart: z.boolean(),
  filters: z.boolean(),
  tabs: z.boolean(),
  form: z.boolean(),
  navToggle: z.boolean(),
});
export type Interactivity = z.infer<typeof interactivitySchema>;

export const sitePlanSchema = z
  .object({
    /** What the page is about, in the prompt's words; content and art are seeded from it. */
    topic: z.string().min(1).max(200),
    intent: z.enum(SITE_INTENTS),
    title: z.string().min(1).max(80),
    tagline: z.string().min(1).max(200),
    keywords: z.array(z.string().min(1).max(40)).max(12),
    theme: themeSchema,
    sections: z.array(sectionSchema).min(1).max(14),
    interactivity: interactivitySchema,
  })
  .superRefine((plan, ctx) => {
    const ids = new Set<string>();
    for (const section of plan.sections) {
      if (ids.has(section.id)) {
        ctx.addIssue({ code: 'custom', message: `duplicate section id ${section.id}` });
      }
      ids.add(section.id);
    }
  });
export type SitePlan = z.infer<typeof sitePlanSchema>;

export const contentItemSchema = z.object({
  title: z.string().min(1).max(120),
  text: z.string().max(600),
  /** Whole rupees. */
  price: z.number().int().nonnegative().optional(),
  category: z.string().max(40).optional(),
  meta: z.string().max(120).optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const sectionContentSchema = z.object({
  intro: z.string().max(600),
  items: z.array(contentItemSchema).max(24),
});
export type SectionContent = z.infer<typeof sectionContentSchema>;

/** Copy for each section, keyed by section id. */
export const siteContentSchema = z.object({
  description: z.string().min(1).max(300),
  footer: z.string().max(300),
  sections: z.record(z.string(), sectionContentSchema),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/** Inline SVG markup (or an <img> for generated images) keyed by 'hero' or `${sectionId}-${i}`. */
export type SiteImages = Record<string, string>;
