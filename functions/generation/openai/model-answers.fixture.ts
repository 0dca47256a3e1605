import type { SiteContent, SiteImages, SitePlan } from '../agents/site-plan.ts';
import { buildPage } from '../offline/frontend.ts';
import { offlineModels } from '../offline/offline-models.ts';
import type { SiteContentOutput, SitePlanOutput } from './model-output.ts';
import { takeSitePlan } from './page-html.ts';

/** A plan as a model would return it: valid, with a readable palette. */
export async function samplePlan(
  prompt = 'an online store selling handmade soy candles, with a cart and a contact form',
): Promise<SitePlan> {
  return offlineModels.plan(prompt);
}

export async function sampleContent(plan: SitePlan): Promise<SiteContent> {
  return offlineModels.writeContent(plan);
}

/** The plan in the shape the model answers in: every field present, null for absent ones. */
export function planAnswer(plan: SitePlan): SitePlanOutput {
  return {
    ...plan,
    facts: { ...plan.facts, name: plan.facts.name ?? null },
    checklist: plan.checklist.map((item) => ({
      ...item,
      count: item.count ?? null,
      approximation: item.approximation ?? null,
    })),
  };
}

/** The content in the shape the model answers in: a list of sections, null for absent fields. */
export function contentAnswer(content: SiteContent): SiteContentOutput {
  return {
    description: content.description,
    footer: content.footer,
    sections: Object.entries(content.sections).map(([id, section]) => ({
      id,
      intro: section.intro,
      items: section.items.map((item) => ({
        title: item.title,
        text: item.text,
        price: item.price ?? null,
        yearlyPrice: item.yearlyPrice ?? null,
        category: item.category ?? null,
        meta: item.meta ?? null,
        badges: item.badges ?? null,
        attributes: item.attributes ?? null,
        percent: item.percent ?? null,
        date: item.date ?? null,
        href: item.href ?? null,
      })),
    })),
  };
}

/**
 * A good page as a model would write it: valid and accessible, images as the tokens it was
 * given, no embedded plan (the agent adds that).
 */
export function cannedPage(plan: SitePlan, content: SiteContent, images: SiteImages): string {
  const tokens = Object.fromEntries(Object.keys(images).map((key) => [key, `{{image:${key}}}`]));
  return takeSitePlan(buildPage(plan, content, tokens)).html;
}

/** The HTML document inside a prompt (the page an agent sent to be rewritten). */
export function pageInPrompt(prompt: string): string {
  const start = prompt.indexOf('<!DOCTYPE html>');
  const end = prompt.lastIndexOf('</html>');
  if (start < 0 || end < 0) throw new Error('The prompt carries no page.');
  return prompt.slice(start, end + '</html>'.length);
}
