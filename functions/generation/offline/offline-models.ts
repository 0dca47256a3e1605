import type { AgentModels } from '../agents/agent-models.ts';
import { addBehaviour } from './behaviour.ts';
import { writeContent } from './content.ts';
import { fixPage } from './fix-page.ts';
import { buildPage } from './frontend.ts';
import { makeImages } from './images.ts';
import { editPlan } from './plan-edits.ts';
import { planFromPrompt } from './planner.ts';

/** The agents without an API key: deterministic (no Math.random, no clock), same input → same page. */
export const offlineModels: AgentModels = {
  plan: async (prompt, existing) =>
    existing ? editPlan(existing, prompt) : planFromPrompt(prompt),
  writeContent: async (plan) => writeContent(plan),
  makeImages: async (plan, content) => makeImages(plan, content),
  buildPage: async (plan, content, images) => buildPage(plan, content, images),
  addBehaviour: async (html, plan) => addBehaviour(html, plan),
  fixPage: async (html, problems) => fixPage(html, problems),
};
