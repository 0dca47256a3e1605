import { offlineModels } from '../offline/offline-models.ts';
import type { AgentModels } from './agent-models.ts';
import { runBuild, type BuildResult } from './run-build.ts';
import { embeddedPlan } from './site-plan.ts';

export interface EditResult extends Partial<BuildResult> {
  html: string;
  changed: boolean;
  notes: string[];
}

/**
 * An edit: the page's own plan changed as the instruction asks and rebuilt. Copy and art are
 * seeded per section, so what the instruction does not name comes out the same.
 */
export async function editPage(
  currentHtml: string,
  instruction: string,
  models: AgentModels = offlineModels,
): Promise<EditResult> {
  const plan = embeddedPlan(currentHtml);
  if (!plan) {
    return {
      html: currentHtml,
      changed: false,
      notes: ['This page carries no site plan to edit from.'],
    };
  }
  const result = await runBuild(models, instruction, plan);
  const changed = result.html !== currentHtml;
  return {
    ...result,
    changed,
    notes: changed ? [] : ['Nothing in the instruction matched something to change.'],
  };
}
