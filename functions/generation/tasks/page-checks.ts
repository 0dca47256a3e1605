import { lostInRewrite } from '../coverage/rewrite-losses';
import { createScorecards } from '../pipeline/scorecards';
import type { PipelineTaskDeps } from './pipeline-tasks';

/**
 * The page checks, which load the DOM packages: given only to the page checker's function (and
 * to the local cloud's Tasks, which all run in one process).
 */
export function pageChecks({
  artefacts,
}: Pick<PipelineTaskDeps, 'artefacts'>): Pick<PipelineTaskDeps, 'scorecardOf' | 'lostInRewrite'> {
  return { scorecardOf: createScorecards(artefacts), lostInRewrite };
}
