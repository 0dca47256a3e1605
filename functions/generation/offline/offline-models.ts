import type { AgentModels } from '../models/agent-models';
import { NoTemplateError } from '../models/model-errors';

/**
 * The offline Frontend writes a page in a few milliseconds; while someone watches it (a partial
 * page is asked for), it takes this long a section, so the preview is seen filling in.
 */
export const OFFLINE_SECTION_PAUSE_MS = 60;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The agents without an API key: deterministic (no Math.random, no clock), same input → same page.
 *
 * Each method loads its own code when first called, so an agent's function reads only the offline
 * code its own step runs (the Planner's never reads the Frontend's), and one on a model API reads
 * only what it uses as groundwork.
 */
export const offlineModels: AgentModels = {
  plan: async (prompt, existing) => {
    if (existing) return (await import('./plan-edits')).editPlan(existing, prompt);
    // A tool the templates do not have is not passed off as a business's page.
    const missing = (await import('../catalogue/tools')).toolNotHere(prompt);
    if (missing) throw new NoTemplateError(missing);
    return (await import('./planner')).planFromPrompt(prompt);
  },
  writeContent: async (plan) => (await import('./content')).writeContent(plan),
  makeImages: async (plan, content) => (await import('./images')).makeImages(plan, content),
  buildPage: async (plan, given, images, options) => {
    const { buildPage, pageParts, partialPage } = await import('./frontend');
    // The templates write no copy of their own: theirs comes from the Content templates.
    const content = given ?? (await import('./content')).writeContent(plan);
    const partial = options?.onPartialHtml;
    if (partial) {
      // Written section by section, as a model would stream it, so the preview fills in.
      const parts = pageParts(plan, content, images);
      for (let written = 1; written <= parts.sections.length; written++) {
        partial(partialPage(parts, written));
        options.onProgress?.({
          text: `Placing template section ${written} of ${parts.sections.length}`,
          percent: (100 * written) / parts.sections.length,
        });
        await pause(OFFLINE_SECTION_PAUSE_MS);
      }
    }
    return buildPage(plan, content, images);
  },
  addBehaviour: async (html, plan) => (await import('./behaviour')).addBehaviour(html, plan),
  editPage: async (html, instruction) => (await import('./page-edit')).editPage(html, instruction),
  fixPage: async (html, problems) => (await import('./fix-page')).fixPage(html, problems),
};
