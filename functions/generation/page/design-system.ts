import type { Theme } from './site-plan';

/**
 * Sitewright's design system: one set of tokens the templates' stylesheet is made of and the
 * model's page prompt asks for, so a page from either engine looks like one product. Change a
 * token here and both follow; the guide's version says which the prompt was written against.
 */
export const DESIGN_SYSTEM_VERSION = '1.0';

/** Type sizes: fluid headings, a lead and small print; body text is 1rem at line-height 1.6. */
export const TYPE_SCALE = {
  h1: 'clamp(2.2rem,6vw,3.6rem)',
  h2: 'clamp(1.6rem,4vw,2.3rem)',
  h3: '1.17rem',
  lead: '1.2rem',
  small: '.85rem',
} as const;

/** Spacing steps: a section's padding (roomier for minimal and elegant moods), gaps, a card's. */
export const SPACING = {
  section: '4rem',
  sectionRoomy: '5.5rem',
  gap: '1.5rem',
  card: '1.25rem',
  gutter: '1.25rem',
} as const;

/** Corner radius by mood, and the one shadow a card may have. */
export const RADIUS = { minimal: '4px', playful: '22px', other: '12px' } as const;
export const CARD_SHADOW = '0 6px 20px rgb(0 0 0 / 8%)';

/** The content's width, and the widths pages are read at; menus fold below `narrow`. */
export const LAYOUT = { content: '1120px', narrow: 760, checkedAt: [375, 768, 1440] } as const;

export function radiusFor(mood: Theme['mood']): string {
  return mood === 'minimal' ? RADIUS.minimal : mood === 'playful' ? RADIUS.playful : RADIUS.other;
}

export function sectionSpacingFor(mood: Theme['mood']): string {
  return mood === 'minimal' || mood === 'elegant' ? SPACING.sectionRoomy : SPACING.section;
}

/** How each kind of section is laid out, in both engines. */
const SECTION_LAYOUTS = [
  'hero: two columns (text with the h1, lead and one primary button; the picture beside it), one column below 760px',
  'features, services, menu, products, pricing, team, testimonials, gallery, posts: a grid of cards, repeat(auto-fit,minmax(240px,1fr)), gap 1.5rem; pricing cards equal height',
  'about, story: one readable column (max-width 68ch) with an optional picture',
  'FAQ: <details>/<summary> per question',
  'forms (contact, booking, newsletter…): one column, max-width 36rem, labels above fields, 1rem between fields',
  'stats: a row of figures (2.4rem, weight 800) with what each counts under it',
];

/** An exemplary card grid and button, as the templates write them. */
const EXAMPLE = `<section id="services" aria-labelledby="services-title"><div class="wrap"><h2 id="services-title">Services</h2><p class="intro">…</p><ul class="cards"><li class="card" data-item><h3>…</h3><p>…</p></li>…</ul></div></section>
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:${SPACING.gap};list-style:none;padding:0}
.card{background:var(--bg);border:1px solid var(--surface);border-radius:var(--radius);padding:${SPACING.card};box-shadow:${CARD_SHADOW}}
.button{display:inline-block;padding:.7rem 1.3rem;border-radius:var(--radius);background:var(--primary);color:var(--on-primary);font-weight:700;text-decoration:none}`;

/** The design system as the page writer reads it. */
export function designGuide(): string {
  return `Design system ${DESIGN_SYSTEM_VERSION} (the templates use the same tokens; follow it unless the person asks otherwise):
- Colour roles: the plan's palette as custom properties on :root — --bg (background), --surface (alternate sections, card borders), --text, --muted (secondary text), --primary and --on-primary (buttons, never text on --bg), --accent (small highlights only), --link. Text only in the pairs the palette was made for; alternate sections with --surface.
- Type: system font stack of the plan's font; body 1rem, line-height 1.6; h1 ${TYPE_SCALE.h1}; h2 ${TYPE_SCALE.h2}; h3 ${TYPE_SCALE.h3}; lead ${TYPE_SCALE.lead}; small ${TYPE_SCALE.small}; headings line-height 1.2, weight 700-800.
- Spacing: sections ${SPACING.section} top and bottom (${SPACING.sectionRoomy} for a minimal or elegant mood); gaps ${SPACING.gap}; card padding ${SPACING.card}; content in .wrap, max-width ${LAYOUT.content}, side padding ${SPACING.gutter}.
- Shape: radius --radius (${RADIUS.minimal} minimal, ${RADIUS.playful} playful, else ${RADIUS.other}) on cards, buttons, inputs and pictures; one shadow, ${CARD_SHADOW}, on cards only.
- Layouts: ${SECTION_LAYOUTS.join('; ')}.
- Responsive: mobile first, checked at ${LAYOUT.checkedAt.join(', ')}px; the nav folds into a toggle below ${LAYOUT.narrow}px; grids fall to one column; no horizontal scroll.
- Interaction: every control works with plain JavaScript (no library); hover and :focus-visible states; buttons look like buttons, links like links; honour prefers-reduced-motion.
An example, as the templates write it:
${EXAMPLE}`;
}
