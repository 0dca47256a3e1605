import type { SiteContent, SiteImages, SitePlan } from '../page/site-plan';

/**
 * What a model agent changed against what the run would have used without it (the templates'
 * plan, copy or art), in words the workspace shows: "2 sections added, order changed". Empty
 * when it changed nothing, and the agent's credits then go back.
 */

/** "1 section", "3 sections". */
export const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** The sections added, removed and reordered, the look and the words of the plan. */
export function planChanges(before: SitePlan, after: SitePlan): string[] {
  const was = before.sections.map((section) => section.kind);
  const now = after.sections.map((section) => section.kind);
  const added = now.filter((kind) => !was.includes(kind)).length;
  const removed = was.filter((kind) => !now.includes(kind)).length;
  const kept = now.filter((kind) => was.includes(kind));
  const changes = [
    ...(added > 0 ? [`${counted(added, 'section', 'sections')} added`] : []),
    ...(removed > 0 ? [`${counted(removed, 'section', 'sections')} removed`] : []),
    ...(kept.join() !== was.filter((kind) => now.includes(kind)).join() ? ['order changed'] : []),
    ...(JSON.stringify(before.theme) !== JSON.stringify(after.theme) ? ['new look'] : []),
  ];
  const words = (plan: SitePlan) =>
    JSON.stringify([plan.title, plan.tagline, plan.sections.map((section) => section.heading)]);
  if (words(before) !== words(after)) changes.push('new headings');
  if (changes.length === 0 && JSON.stringify(before) !== JSON.stringify(after)) {
    changes.push('details changed');
  }
  return changes;
}

/** Every line of copy: the description, the footer, each section's intro and items' words. */
export function linesOf(content: SiteContent): string[] {
  return [
    content.description,
    content.footer,
    ...Object.values(content.sections).flatMap((section) => [
      section.intro,
      ...section.items.flatMap((item) =>
        Object.values(item).filter((value): value is string => typeof value === 'string'),
      ),
    ]),
  ].filter((line) => line.trim().length > 0);
}

/** How many pictures differ from the built-in art. */
export function picturesMade(before: SiteImages, after: SiteImages): number {
  return Object.entries(after).filter(([key, image]) => before[key] !== image).length;
}
