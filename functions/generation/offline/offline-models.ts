import type { AgentModels } from '../models/agent-models';
import { embeddedPlan } from '../page/site-plan';
import { describesNewSite, readEdit } from '../edits/edit-intent';
import { applyEdits } from '../edits/page-edits';
import { addBehaviour } from './behaviour';
import { writeContent } from './content';
import { fixPage } from './fix-page';
import { buildPage, pageParts, partialPage } from './frontend';
import { makeImages } from './images';
import { editPlan } from './plan-edits';
import { planFromPrompt } from './planner';

/**
 * The offline Frontend writes a page in a few milliseconds; while someone watches it (a partial
 * page is asked for), it takes this long a section, so the preview is seen filling in.
 */
export const OFFLINE_SECTION_PAUSE_MS = 60;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The agents without an API key: deterministic (no Math.random, no clock), same input → same page. */
export const offlineModels: AgentModels = {
  plan: async (prompt, existing) =>
    existing ? editPlan(existing, prompt) : planFromPrompt(prompt),
  writeContent: async (plan) => writeContent(plan),
  makeImages: async (plan, content) => makeImages(plan, content),
  buildPage: async (plan, content, images, options) => {
    const partial = options?.onPartialHtml;
    if (partial) {
      // Written section by section, as a model would stream it, so the preview fills in.
      const parts = pageParts(plan, content, images);
      for (let written = 1; written <= parts.sections.length; written++) {
        partial(partialPage(parts, written));
        options.onProgress?.({
          text: `Writing section ${written} of ${parts.sections.length}`,
          percent: (100 * written) / parts.sections.length,
        });
        await pause(OFFLINE_SECTION_PAUSE_MS);
      }
    }
    return buildPage(plan, content, images);
  },
  addBehaviour: async (html, plan) => addBehaviour(html, plan),
  editPage: async (html, instruction) => {
    if (describesNewSite(instruction)) {
      const plan = planFromPrompt(instruction);
      const content = writeContent(plan);
      const page = buildPage(plan, content, makeImages(plan, content));
      return { html: page, done: ['Made a new page from your description'], notDone: [] };
    }
    const intent = readEdit(instruction, embeddedPlan(html));
    const outcome = applyEdits(html, intent.operations);
    return {
      html: outcome.html,
      done: outcome.done,
      notDone: [
        ...outcome.notDone,
        ...intent.notUnderstood.map((clause) => `could not tell what to change for “${clause}”`),
      ],
    };
  },
  fixPage: async (html, problems) => fixPage(html, problems),
};
