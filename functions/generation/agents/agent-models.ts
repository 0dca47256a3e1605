import type { SiteContent, SiteImages, SitePlan } from './site-plan.ts';

/** A problem the Testing agent found: which checker, which rule, and what it said. */
export interface PageProblem {
  source: 'html-validate' | 'axe-core';
  rule: string;
  message: string;
  selector?: string;
}

export interface FixResult {
  html: string;
  notes: string[];
}

/**
 * What each agent role does. The offline implementation is deterministic; a model-backed one
 * implements the same methods (all async) and returns the same shapes, parsed with the schemas.
 */
export interface AgentModels {
  /** Planner: a plan for the prompt, or the existing plan changed as the prompt asks. */
  plan(prompt: string, existing?: SitePlan): Promise<SitePlan>;
  /** Content: the copy of every section. */
  writeContent(plan: SitePlan): Promise<SiteContent>;
  /** Image: the hero art and item pictures. */
  makeImages(plan: SitePlan, content: SiteContent): Promise<SiteImages>;
  /** Frontend: the complete single-file HTML page (no behaviour yet). */
  buildPage(plan: SitePlan, content: SiteContent, images: SiteImages): Promise<string>;
  /** Backend: the page with the client-side behaviour the plan asks for. */
  addBehaviour(html: string, plan: SitePlan): Promise<string>;
  /** Testing's fix-up: the page with the reported problems fixed, where it can. */
  fixPage(html: string, problems: readonly PageProblem[]): Promise<FixResult>;
}
