import { offlineModels } from '../offline/offline-models.ts';
import type { AgentModels, PageProblem } from './agent-models.ts';
import { sitePlanSchema, type SitePlan } from './site-plan.ts';
import { validatePage } from './validate-page.ts';

export interface BuildResult {
  plan: SitePlan;
  html: string;
  /** Problems left after the one round of fixes (empty when the page is clean). */
  problems: PageProblem[];
  /** Problems the first check found, sent back to be fixed. */
  firstProblems: PageProblem[];
  fixNotes: string[];
}

/**
 * Every agent in order: plan → content → images → page → behaviour → test, and failures sent back
 * to be fixed once. `existing` makes it an edit: the prompt changes that plan.
 */
export async function runBuild(
  models: AgentModels,
  prompt: string,
  existing?: SitePlan,
): Promise<BuildResult> {
  const plan = sitePlanSchema.parse(await models.plan(prompt, existing));
  const content = await models.writeContent(plan);
  const images = await models.makeImages(plan, content);
  const page = await models.buildPage(plan, content, images);
  let html = await models.addBehaviour(page, plan);
  const firstProblems = await validatePage(html);
  let problems = firstProblems;
  let fixNotes: string[] = [];
  if (firstProblems.length > 0) {
    const fixed = await models.fixPage(html, firstProblems);
    html = fixed.html;
    fixNotes = fixed.notes;
    problems = await validatePage(html);
  }
  return { plan, html, problems, firstProblems, fixNotes };
}

export function runOfflineBuild(prompt: string): Promise<BuildResult> {
  return runBuild(offlineModels, prompt);
}
