import * as z from '../../../shared/zod';
import {
  attributeSchema,
  checklistItemSchema,
  contentItemSchema,
  interactivitySchema,
  languageTagSchema,
  sectionContentSchema,
  sectionSchema,
  sitePlanObjectSchema,
  sitePlanSchema,
  siteContentSchema,
  siteFactsSchema,
  type ContentItem,
  type SiteContent,
  type SitePlan,
} from '../page/site-plan';
import { contrastRatio } from '../../../shared/colour';
import { buildPalette } from '../offline/palette';

/** An optional field as strict structured outputs take it: always present, null when unset. */
const asNullable = <T extends z.core.$ZodType>(field: z.ZodMiniOptional<T>) =>
  z.nullable(field.def.innerType);

/**
 * The content schema as strict structured outputs can express it: every property required (the
 * optional ones nullable) and sections as a list, since a strict schema has no open-ended maps.
 */
const item = contentItemSchema.shape;
const contentItemOutputSchema = z.object({
  title: item.title,
  text: item.text,
  price: asNullable(item.price),
  yearlyPrice: asNullable(item.yearlyPrice),
  category: asNullable(item.category),
  meta: asNullable(item.meta),
  badges: asNullable(item.badges),
  attributes: z.nullable(z.array(attributeSchema).check(z.maxLength(8))),
  percent: asNullable(item.percent),
  date: asNullable(item.date),
  href: asNullable(item.href),
});

/**
 * The plan as strict structured outputs can express it: the facts' optional name nullable, the
 * list fields without defaults, and the checklist's optional fields nullable.
 */
const factList = (max: number) =>
  z.array(z.string().check(z.minLength(1), z.maxLength(120))).check(z.maxLength(max));
export const sitePlanOutputSchema = z.extend(sitePlanObjectSchema, {
  siteType: z.string().check(z.minLength(1), z.maxLength(60)),
  language: languageTagSchema,
  facts: z.object({
    name: z.nullable(z.string().check(z.minLength(1), z.maxLength(120))),
    people: factList(12),
    offers: factList(24),
    events: factList(8),
    places: factList(8),
    dates: factList(8),
    times: factList(12),
    figures: factList(8),
    stores: factList(2),
    plans: factList(6),
    prices: factList(16),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    phones: factList(4),
    emails: factList(4),
    handles: factList(8),
    colours: factList(6),
    look: factList(8),
  }),
  checklist: z
    .array(
      z.extend(checklistItemSchema, {
        count: asNullable(checklistItemSchema.shape.count),
        approximation: asNullable(checklistItemSchema.shape.approximation),
      }),
    )
    .check(z.maxLength(40)),
  interactivity: z.extend(interactivitySchema, { themeToggle: z.boolean() }),
  // A calculator's given numbers are the offline planner's reading of the brief; a planning model
  // is asked for none (strict outputs have no open-ended objects), and writes its own tools.
  sections: z.array(z.omit(sectionSchema, { values: true })).check(z.minLength(1), z.maxLength(24)),
});
export type SitePlanOutput = z.infer<typeof sitePlanOutputSchema>;

/** The model's plan as the pipeline keeps it: nulls dropped, every rule of the plan checked. */
export function toSitePlan(output: SitePlanOutput): SitePlan {
  const { name, ...facts } = output.facts;
  return sitePlanSchema.parse({
    ...output,
    facts: siteFactsSchema.parse({ ...facts, ...(name === null ? {} : { name }) }),
    checklist: output.checklist.map(({ count, approximation, ...rest }) => ({
      ...rest,
      ...(count === null ? {} : { count }),
      ...(approximation === null ? {} : { approximation }),
    })),
  });
}

export const siteContentOutputSchema = z.object({
  description: siteContentSchema.shape.description,
  footer: siteContentSchema.shape.footer,
  sections: z.array(
    z.object({
      id: z.string(),
      intro: sectionContentSchema.shape.intro,
      items: z.array(contentItemOutputSchema).check(z.maxLength(24)),
    }),
  ),
});
export type SiteContentOutput = z.infer<typeof siteContentOutputSchema>;

function toContentItem(
  output: SiteContentOutput['sections'][number]['items'][number],
): ContentItem {
  // Every field the model left null is simply absent.
  return Object.fromEntries(
    Object.entries(output).filter(([, value]) => value !== null),
  ) as ContentItem;
}

/** The model's content keyed by the plan's section ids; a section it skipped gets no copy. */
export function toSiteContent(output: SiteContentOutput, plan: SitePlan): SiteContent {
  const sections: SiteContent['sections'] = {};
  for (const section of plan.sections) {
    const written = output.sections.find((candidate) => candidate.id === section.id);
    sections[section.id] = {
      intro: written?.intro ?? '',
      items: written?.items.map(toContentItem) ?? [],
    };
  }
  return siteContentSchema.parse({
    description: output.description,
    footer: output.footer,
    sections,
  });
}

const AA = 4.5;

/** Whether every text/background pair the pages use meets WCAG AA. */
export function paletteIsReadable(palette: SitePlan['theme']['palette']): boolean {
  const grounds = [palette.background, palette.surface];
  const onGrounds = [palette.text, palette.muted, palette.link];
  return (
    onGrounds.every((colour) => grounds.every((ground) => contrastRatio(colour, ground) >= AA)) &&
    contrastRatio(palette.onPrimary, palette.primary) >= AA
  );
}

/**
 * The plan with a palette people can read: the model's own when it passes AA everywhere, else the
 * offline palette built around the model's hue, mode and mood (which passes by construction).
 * jsdom cannot measure contrast, so the Testing agent would not catch this later.
 */
export function withReadablePalette(plan: SitePlan): SitePlan {
  const { theme } = plan;
  if (paletteIsReadable(theme.palette)) return plan;
  return {
    ...plan,
    theme: { ...theme, palette: buildPalette(theme.hue, theme.mode, theme.mood) },
  };
}

/**
 * The Testing agent's answer: small edits to the page instead of the page again. Each `find` is
 * text copied from the page exactly; `replace` is what goes in its place.
 */
export const pagePatchesSchema = z.object({
  patches: z
    .array(
      z.object({
        find: z.string().check(z.minLength(1), z.maxLength(4000)),
        replace: z.string().check(z.maxLength(20_000)),
      }),
    )
    .check(z.maxLength(40)),
  notes: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(40)),
});
export type PagePatches = z.output<typeof pagePatchesSchema>;

/** The Frontend's answer to an edit: patches, and in words what they do and what they cannot. */
export const pageEditSchema = z.object({
  patches: pagePatchesSchema.shape.patches,
  done: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(20)),
  notDone: z.array(z.string().check(z.maxLength(300))).check(z.maxLength(20)),
});

/**
 * The page with each patch applied where its `find` first occurs; a patch whose text is not on
 * the page is skipped and counted, never guessed at.
 */
export function applyPatches(
  html: string,
  patches: PagePatches['patches'],
): { html: string; applied: number; unapplied: PagePatches['patches'] } {
  let page = html;
  const unapplied: PagePatches['patches'] = [];
  for (const patch of patches) {
    const at = page.indexOf(patch.find);
    if (at < 0) {
      unapplied.push(patch);
      continue;
    }
    page = page.slice(0, at) + patch.replace + page.slice(at + patch.find.length);
  }
  return { html: page, applied: patches.length - unapplied.length, unapplied };
}
