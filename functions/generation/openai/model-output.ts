import { z } from 'zod';
import {
  contentItemSchema,
  sectionContentSchema,
  siteContentSchema,
  type ContentItem,
  type SiteContent,
  type SitePlan,
} from '../agents/site-plan.ts';
import { contrastRatio } from '../offline/colour.ts';
import { buildPalette } from '../offline/palette.ts';

/**
 * The content schema as strict structured outputs can express it: every property required (the
 * optional ones nullable) and sections as a list, since a strict schema has no open-ended maps.
 */
const contentItemOutputSchema = z.object({
  title: contentItemSchema.shape.title,
  text: contentItemSchema.shape.text,
  price: contentItemSchema.shape.price.unwrap().nullable(),
  category: contentItemSchema.shape.category.unwrap().nullable(),
  meta: contentItemSchema.shape.meta.unwrap().nullable(),
});

export const siteContentOutputSchema = z.object({
  description: siteContentSchema.shape.description,
  footer: siteContentSchema.shape.footer,
  sections: z.array(
    z.object({
      id: z.string(),
      intro: sectionContentSchema.shape.intro,
      items: z.array(contentItemOutputSchema).max(24),
    }),
  ),
});
export type SiteContentOutput = z.infer<typeof siteContentOutputSchema>;

function toContentItem(item: SiteContentOutput['sections'][number]['items'][number]): ContentItem {
  return {
    title: item.title,
    text: item.text,
    ...(item.price === null ? {} : { price: item.price }),
    ...(item.category === null ? {} : { category: item.category }),
    ...(item.meta === null ? {} : { meta: item.meta }),
  };
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
