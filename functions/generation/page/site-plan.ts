import * as z from '../../../shared/zod';
import { markupText } from './markup-text';
import { MOODS, SECTION_KINDS, SITE_INTENTS, WIDGETS, type SectionKind } from './site-kinds';

export * from './site-kinds';

const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'a #rrggbb colour'));

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
  hue: z.number().check(z.int(), z.gte(0), z.lte(359)),
  palette: paletteSchema,
  font: z.enum(['sans', 'serif', 'rounded', 'mono']),
});
export type Theme = z.infer<typeof themeSchema>;

export const sectionSchema = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)),
  kind: z.enum(SECTION_KINDS),
  heading: z.string().check(z.minLength(1), z.maxLength(120)),
  /**
   * A tool's inputs as the brief gives them in asking its question, by input name: a number, or
   * the value of a choice.
   */
  values: z.optional(
    z.record(
      z.string().check(z.maxLength(40)),
      z.union([z.number(), z.string().check(z.maxLength(40))]),
    ),
  ),
});
export type Section = z.infer<typeof sectionSchema>;

export const interactivitySchema = z.object({
  cart: z.boolean(),
  filters: z.boolean(),
  tabs: z.boolean(),
  form: z.boolean(),
  navToggle: z.boolean(),
  /** A light/dark switch in the header. */
  themeToggle: z._default(z.boolean(), false),
});
export type Interactivity = z.infer<typeof interactivitySchema>;

const fact = z.string().check(z.minLength(1), z.maxLength(120));
const facts = (max: number) => z._default(z.array(fact).check(z.maxLength(max)), []);

/**
 * What the prompt states, each exactly as written: the page shows these and never contradicts
 * them. Anything not given is invented, consistent with what is (a Kyoto business, a Kyoto address).
 */
export const siteFactsSchema = z.object({
  /** The business, person or event the site is for, when the prompt names it. */
  name: z.optional(fact),
  people: facts(12),
  /** Products, dishes, services or plans named in the prompt. */
  offers: facts(24),
  events: facts(8),
  places: facts(8),
  dates: facts(8),
  times: facts(12),
  /** Opening hours given with their days, each as written ("Mon–Sat 9am–7pm"). */
  hours: facts(8),
  /** What the brief gives for each of several days, as "Monday: rajma chawal". */
  days: facts(7),
  /** Classes or sittings the brief gives by their times, as "Morning batch: 6am – 7am". */
  sessions: facts(8),
  /** The words of the buttons the brief names ("Book a consultation"). */
  actions: facts(4),
  /**
   * Figures the business states about itself, as written ("12,000 members", "98% satisfaction",
   * "15 years"): the only figures its page may claim.
   */
  figures: facts(8),
  /** How many a place holds, as written ("500 guests", "1000"): a hall's, a lawn's. */
  capacity: facts(1),
  /** The app stores whose buttons the prompt asks for ("App Store", "Google Play"). */
  stores: facts(2),
  /** The plans or tiers the prompt names, in its order ("Free", "Pro"). */
  plans: facts(6),
  /** Prices as written ("₹250", "$12/month"). */
  prices: facts(16),
  /**
   * What the brief sells at a price it gives, each as "kaju katli: ₹900/kg" ("from ₹450" when
   * it gives the least it costs): the page shows each price on its own item.
   */
  pricedOffers: facts(16),
  /**
   * Homes or land the brief lists by size, each as its size and kind with its price as written
   * ("2 BHK flat: from 85 lakh", "3 BHK flat"): each shown as its own listing.
   */
  homes: facts(6),
  /** The plans the brief prices, each as "monthly plan: 3000rs": each on its own plan's row. */
  planPrices: facts(6),
  /**
   * What the brief says its things cost as a list, with its word ("from ₹80" of "everything from
   * ₹80", "around ₹799"): said of the list, never one item's price.
   */
  listPrices: facts(4),
  /** The brief's terms of delivery with an amount, as written ("free delivery above ₹999"). */
  deliveryTerms: facts(4),
  /**
   * The brief's other terms, each as its kind and its words ("Delivery: cash on delivery all over
   * India", "We come to you: pickup and drop available"): said as given, and never made up.
   */
  terms: facts(6),
  /** ISO 4217 code of the prices shown; INR unless the prompt prices in another. */
  currency: z._default(z.string().check(z.regex(/^[A-Z]{3}$/)), 'INR'),
  phones: facts(4),
  /** What the brief says a phone is for, as "Emergencies: 98450 11111". */
  phoneLabels: facts(4),
  emails: facts(4),
  /** Social handles and links ("@crumbandco", "instagram.com/crumb"). */
  handles: facts(8),
  colours: facts(6),
  /** The words that set the look ("dark", "playful and colourful"). */
  look: facts(8),
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;

/** Checklist kinds: a section kind, or a widget named on its own ("a dark-mode toggle"). */
export const CHECKLIST_KINDS = [...SECTION_KINDS, ...WIDGETS] as const;
export type ChecklistKind = (typeof CHECKLIST_KINDS)[number];

/** One thing the prompt asks for, in its words, and what delivers it. */
export const checklistItemSchema = z.object({
  /** The prompt's own words for it ("three blog posts", "WhatsApp button"). */
  asked: z.string().check(z.minLength(1), z.maxLength(120)),
  kind: z.enum(CHECKLIST_KINDS),
  /** How many the prompt asks for ("three posts"). */
  count: z.optional(z.number().check(z.int(), z.gte(1), z.lte(24))),
  /** When the catalogue has no exact kind: what stands in for it ("placeholder"). */
  approximation: z.optional(z.string().check(z.minLength(1), z.maxLength(120))),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** A BCP 47 language tag as pages carry it in `lang` ("en", "hi", "pt-BR"). */
export const languageTagSchema = z
  .string()
  .check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'a language tag such as "en" or "hi"'));

/** The longest a site's name (its plan's title) may be. */
export const SITE_TITLE_MAX_LENGTH = 80;

export const sitePlanObjectSchema = z.object({
  /** What the page is about, in the prompt's words; content and art are seeded from it. */
  topic: z.string().check(z.minLength(1), z.maxLength(200)),
  intent: z.enum(SITE_INTENTS),
  /** The kind of site in a word or two ("bakery", "wedding", "photographer's portfolio"). */
  siteType: z._default(z.string().check(z.minLength(1), z.maxLength(60)), 'website'),
  title: z.string().check(z.minLength(1), z.maxLength(SITE_TITLE_MAX_LENGTH)),
  tagline: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The language the person wrote in, which the page is written in. */
  language: z._default(languageTagSchema, 'en'),
  keywords: z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(12)),
  facts: z._default(siteFactsSchema, () => siteFactsSchema.parse({})),
  checklist: z._default(z.array(checklistItemSchema).check(z.maxLength(40)), []),
  theme: themeSchema,
  sections: z.array(sectionSchema).check(z.minLength(1), z.maxLength(24)),
  interactivity: interactivitySchema,
});

export const sitePlanSchema = sitePlanObjectSchema.check(
  z.superRefine((plan, ctx) => {
    const ids = new Set<string>();
    for (const section of plan.sections) {
      if (ids.has(section.id)) {
        ctx.addIssue({ code: 'custom', message: `duplicate section id ${section.id}` });
      }
      ids.add(section.id);
    }
  }),
);
export type SitePlan = z.infer<typeof sitePlanSchema>;

/** A label and its value, for listings and comparisons ("Beds", "3"). */
export const attributeSchema = z.object({
  label: z.string().check(z.minLength(1), z.maxLength(40)),
  value: z.string().check(z.minLength(1), z.maxLength(80)),
});

/** An amount of money: whole units, or units and cents. */
const money = z.number().check(
  z.nonnegative(),
  z.refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, {
    message: 'An amount has at most two decimal places',
  }),
);

/**
 * One item of a section. Which fields a kind's items carry is the catalogue's `fields`
 * (../catalogue/kinds.ts): a price for a menu, a percent for skills, a date for a timeline.
 */
export const contentItemSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  text: z.string().check(z.maxLength(600)),
  /** Units of the plan's currency, whole or to the cent ("€1.20 per line"). */
  price: z.optional(money),
  /** The price billed yearly (per year), where a plan has one. */
  yearlyPrice: z.optional(money),
  category: z.optional(z.string().check(z.maxLength(40))),
  meta: z.optional(z.string().check(z.maxLength(120))),
  /** Short labels shown as badges ("Vegan", "Gluten-free", "Most popular"). */
  badges: z.optional(
    z.array(z.string().check(z.minLength(1), z.maxLength(30))).check(z.maxLength(6)),
  ),
  attributes: z.optional(z.array(attributeSchema).check(z.maxLength(8))),
  /** 0-100, for skills and progress. */
  percent: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
  /** A date or date-time as written for people ("14 March 2027", "Sat 7 pm"). */
  date: z.optional(z.string().check(z.maxLength(60))),
  /** A link: https:, mailto:, tel:, a #section or a data: file. */
  href: z.optional(z.string().check(z.maxLength(2000))),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const sectionContentSchema = z.object({
  intro: z.string().check(z.maxLength(600)),
  items: z.array(contentItemSchema).check(z.maxLength(24)),
  /** A section's own settings ("2027-03-14T09:00" for a countdown, a file's name). */
  extra: z.optional(z.record(z.string(), z.string().check(z.maxLength(2000)))),
});
export type SectionContent = z.infer<typeof sectionContentSchema>;

/** Copy for each section, keyed by section id. */
export const siteContentSchema = z.object({
  description: z.string().check(z.minLength(1), z.maxLength(300)),
  footer: z.string().check(z.maxLength(300)),
  sections: z.record(z.string(), sectionContentSchema),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/** Inline SVG markup (or an <img> for generated images) keyed by 'hero' or `${sectionId}-${i}`. */
export type SiteImages = Record<string, string>;

const EMBEDDED_PLAN = /<script type="application\/json" id="site-plan">([\s\S]*?)<\/script>/;

/** The plan a generated page carries, or undefined when it has none (or it does not parse). */
export function embeddedPlan(html: string): SitePlan | undefined {
  const json = EMBEDDED_PLAN.exec(html)?.[1];
  if (!json) return undefined;
  try {
    const parsed = sitePlanSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A section's first heading as text, from where the section opens to where it closes. */
function headingIn(part: string): string | undefined {
  const heading = /<h[23]\b[^>]*>([\s\S]*?)<\/h[23]>/.exec(part)?.[1];
  const text = heading === undefined ? undefined : markupText(heading);
  return text ? text.slice(0, 120) : undefined;
}

/**
 * The plan with its sections as the page now has them, in the page's order: an edit that added,
 * removed or moved a section (a model's patch or rewrite) leaves a plan that still describes the
 * page, so later edits and checks read the page as it is. Sections it knew keep their headings;
 * a new one takes its kind from `data-kind` (`custom` when the catalogue has no such kind) and its
 * heading from the page. A page with no marked sections leaves the plan as it was.
 */
export function withSectionsOfPage(plan: SitePlan, html: string): SitePlan {
  const sections: Section[] = [];
  const body = html.replace(EMBEDDED_PLAN, '');
  for (const open of body.matchAll(/<section\b([^>]*)>/g)) {
    const attributes = open[1] ?? '';
    const id = /\bid="([a-z][a-z0-9-]*)"/.exec(attributes)?.[1];
    const kind = /\bdata-kind="([a-z-]+)"/.exec(attributes)?.[1];
    if (!id || !kind || sections.some((section) => section.id === id)) continue;
    const known = plan.sections.find((section) => section.id === id);
    const end = body.indexOf('</section>', open.index);
    const heading =
      known?.heading ?? headingIn(body.slice(open.index, end < 0 ? undefined : end)) ?? id;
    sections.push({
      id,
      kind: (SECTION_KINDS as readonly string[]).includes(kind) ? (kind as SectionKind) : 'custom',
      heading,
    });
  }
  if (sections.length === 0) return plan;
  const next = withSections(plan, sections);
  return sitePlanSchema.safeParse(next).success ? next : plan;
}

/**
 * The plan with these sections; what the checklist asked for of a kind of section the page no
 * longer has goes with it (someone removed it: it is no longer asked for).
 */
export function withSections(plan: SitePlan, sections: Section[]): SitePlan {
  const kept = new Set<string>(sections.map((section) => section.kind));
  const gone = new Set<string>(
    plan.sections.map((section) => section.kind).filter((kind) => !kept.has(kind)),
  );
  return {
    ...plan,
    sections,
    checklist: plan.checklist.filter((item) => !gone.has(item.kind)),
  };
}
