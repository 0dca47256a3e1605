import type { Scorecard } from '../../../shared/api/scorecard-schema';
import { checkCoverage } from '../coverage/coverage';
import { embeddedPlan } from '../page/site-plan';
import { sitePlanSchema } from '../page/site-plan';
import { validatePage } from '../page/validate-page';
import type { Artefacts } from './artefacts';
import type { PipelineRun, PipelineWork } from './pipeline-state';
import { logger } from '../../lib/observability';

/**
 * The saved page's scorecard: the page checked against the run's plan (the Planner's, else the
 * one the page carries) and validated. A page with no plan to check against has none; a check
 * that fails is logged and leaves none, since a scorecard never fails a run whose page is saved.
 */
export function createScorecards(artefacts: Artefacts) {
  return async (
    html: string,
    run: PipelineRun,
    work: PipelineWork,
  ): Promise<Scorecard | undefined> => {
    try {
      const plan = work.artefacts.plan
        ? await artefacts.getJson(work.artefacts.plan, sitePlanSchema)
        : embeddedPlan(html);
      if (!plan) return undefined;
      const problems = await validatePage(html);
      return await checkCoverage(html, plan, problems.length);
    } catch (error) {
      logger.warn('No scorecard', { error });
      return undefined;
    }
  };
}
