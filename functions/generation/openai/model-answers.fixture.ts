import {
  siteContentSchema,
  sitePlanSchema,
  type SiteContent,
  type SiteImages,
  type SitePlan,
} from '../page/site-plan';
import { picturesToCome } from '../page/picture-tokens';
import { buildPage } from '../offline/frontend';
import { escapeHtml } from '../offline/html';
import { offlineModels } from '../offline/offline-models';
import { lastUserMessage, type ChatRequest, type FakeAnswer } from './fake-openai-server.fixture';
import type { SiteContentOutput, SitePlanOutput } from './model-output';
import { takeSitePlan } from './page-html';

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
  const tokens = picturesToCome(Object.keys(images));
  return takeSitePlan(buildPage(plan, content, tokens)).html;
}

/** The HTML document inside a prompt (the page an agent sent to be rewritten). */
export function pageInPrompt(prompt: string): string {
  const start = prompt.indexOf('<!DOCTYPE html>');
  const end = prompt.lastIndexOf('</html>');
  if (start < 0 || end < 0) throw new Error('The prompt carries no page.');
  return prompt.slice(start, end + '</html>'.length);
}

/** The agent a request is for, from its system prompt ("You are the Planner agent …"). */
export function agentOf(request: ChatRequest): string {
  return /You are the (\w+) agent/.exec(request.messages[0]?.content ?? '')?.[1] ?? 'unknown';
}

/** The JSON value that follows `marker` in `text`, up to the next blank line. */
function jsonAfter(text: string, marker: string): unknown {
  const start = text.indexOf(marker);
  if (start < 0) throw new Error(`The request has no "${marker}".`);
  const rest = text.slice(start + marker.length);
  const end = rest.search(/\n\n(?![ \]}])/);
  return JSON.parse(end < 0 ? rest : rest.slice(0, end));
}

/**
 * A JSON answer as a server answers it: bare when a response format was asked for; wrapped in
 * words and a fence when not, as models write it.
 */
function jsonAnswer(request: ChatRequest, value: unknown): FakeAnswer {
  const json = JSON.stringify(value);
  return request.response_format
    ? { content: json }
    : { content: `Here is the JSON you asked for:\n\`\`\`json\n${json}\n\`\`\`` };
}

export interface CompetentModelOptions {
  /** What the Frontend leaves out of the page it writes (a fact it forgot, a section). */
  forget?: (page: string) => string;
}

/**
 * A fake model that does each agent's job well from what it was sent, and from nothing else:
 * the Planner plans the words in its request; the Content agent writes the copy of the plan it
 * was sent; the Frontend writes the page of the plan and copy it was sent, with the image tokens
 * it was given; the Testing agent answers patches that add each missing fact to the footer. So a
 * fact the pipeline does not send cannot reach the page.
 */
export function competentModel(
  options: CompetentModelOptions = {},
): (request: ChatRequest) => Promise<FakeAnswer> {
  return async (request) => {
    const asked = lastUserMessage(request);
    switch (agentOf(request)) {
      case 'Planner': {
        const words = asked.slice(asked.indexOf('\n') + 1);
        return jsonAnswer(request, planAnswer(await offlineModels.plan(words)));
      }
      case 'Content': {
        const plan = sitePlanSchema.parse(jsonAfter(asked, 'Write the copy for this site plan:\n'));
        return jsonAnswer(request, contentAnswer(await offlineModels.writeContent(plan)));
      }
      case 'Frontend': {
        const plan = sitePlanSchema.parse(jsonAfter(asked, 'The site plan:\n'));
        const content = siteContentSchema.parse(jsonAfter(asked, 'The copy, by section id:\n'));
        const keys = [...asked.matchAll(/\{\{image:([a-z0-9-]+)\}\}/g)].map((match) => match[1]);
        const images = Object.fromEntries(keys.map((key) => [key ?? '', '']));
        const page = cannedPage(plan, content, images);
        return { stream: options.forget ? options.forget(page) : page };
      }
      case 'Testing': {
        const facts = [...asked.matchAll(/The page must show "([^"]+)" exactly as given/g)].map(
          (match) => match[1] ?? '',
        );
        return jsonAnswer(request, {
          patches: facts.map((fact) => ({
            find: '</footer>',
            replace: `<p>${escapeHtml(fact)}</p></footer>`,
          })),
          notes: facts.map((fact) => `Added ${fact} to the footer.`),
        });
      }
      default:
        return { status: 400, message: 'Unexpected agent.' };
    }
  };
}
