import { describesNewSite, readEdit } from './edits/edit-intent';
import { applyEdits } from './edits/page-edits';
import type { EditedPage } from '../models/agent-models';
import { embeddedPlan } from '../page/site-plan';
import { writeContent } from './content';
import { buildPage } from './frontend';
import { makeImages } from './images';
import { planFromPrompt } from './planner';

/**
 * The offline Frontend's edit: the instruction read into operations on the current page (its
 * embedded plan tells what it holds), or a new page when the instruction describes a new site.
 */
export function editPage(html: string, instruction: string): EditedPage {
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
}
