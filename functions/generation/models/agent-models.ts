import type { MadePictureType } from '../../projects/made-pictures';
import type { PageProblem } from '../page/page-problem';
import type { SiteContent, SiteImages, SitePlan } from '../page/site-plan';

export interface EditedPage {
  html: string;
  /** One line per change made: "Renamed “A” to “B” in 6 places". */
  done: string[];
  /** What the instruction asked that was not done, and why. */
  notDone: string[];
  /**
   * The page was written again, not changed where the instruction named: it may have lost what
   * the page delivered, so it is checked for that before it is saved.
   */
  rewritten?: boolean;
}

export interface FixResult {
  html: string;
  notes: string[];
}

/** An agent's progress while a model works (streamed tokens, a step begun). */
export interface ModelProgress {
  text: string;
  /** 0-100 within this agent's own work. */
  percent: number;
}

/** One earlier turn of a project's conversation: what was asked, and what came of it. */
export interface Turn {
  asked: string;
  /** What was done ("Changed the headline to …"), or why nothing was. */
  outcome: string;
}

/** What every model call may take: the person's words, and a way to report progress as it goes. */
export interface ModelCallOptions {
  /**
   * The person's own words for this run. Agents that write copy or markup read them beside the
   * plan, so nothing they said is lost where a plan (the offline groundwork's, or a model's) left
   * it out.
   */
  words?: string;
  onProgress?: (progress: ModelProgress) => void;
  /**
   * The page's text as written so far, for a call that writes one (the Frontend's), from its
   * doctype on, called as it grows: each text continues the last one. Best effort: the final page
   * is the call's result.
   */
  onPartialHtml?: (html: string) => void;
  /**
   * A step of another agent's work rather than an agent's own (a build's planning when the
   * Planner was not chosen): the cheap model and little reasoning.
   */
  quick?: boolean;
  /**
   * An edit's conversation so far, oldest first: what lets "undo that", "like before but blue"
   * or "the same for the footer" be understood.
   */
  turns?: readonly Turn[];
  /**
   * Keeps a picture the Image agent made as one of the project's files, resolving to the path the
   * page names it by (`assets/{id}.webp`). Without it a picture is written into the page.
   */
  savePicture?: (bytes: Uint8Array, contentType: MadePictureType) => Promise<string>;
}

/**
 * What each agent role does. The offline implementation is deterministic; a model-backed one
 * implements the same methods (all async) and returns the same shapes, parsed with the schemas.
 */
export interface AgentModels {
  /** Planner: a plan for the prompt, or the existing plan changed as the prompt asks. */
  plan(prompt: string, existing?: SitePlan, options?: ModelCallOptions): Promise<SitePlan>;
  /** Content: the copy of every section. */
  writeContent(plan: SitePlan, options?: ModelCallOptions): Promise<SiteContent>;
  /** Image: the hero art and item pictures. */
  makeImages(plan: SitePlan, content: SiteContent, options?: ModelCallOptions): Promise<SiteImages>;
  /**
   * Frontend: the complete single-file HTML page, its controls working; its copy written from
   * the plan and the person's words when no `content` is given (no Content agent ran).
   */
  buildPage(
    plan: SitePlan,
    content: SiteContent | null,
    images: SiteImages,
    options?: ModelCallOptions,
  ): Promise<string>;
  /**
   * Frontend, for an edit: the current page changed as the instruction asks, everything else
   * kept byte for byte, with what was done and what was not, in words for the person.
   */
  editPage?(html: string, instruction: string, options?: ModelCallOptions): Promise<EditedPage>;
  /** Backend: the page with the client-side behaviour the plan asks for. */
  addBehaviour(html: string, plan: SitePlan, options?: ModelCallOptions): Promise<string>;
  /** Testing's fix-up: the page with the reported problems fixed, where it can. */
  fixPage(
    html: string,
    problems: readonly PageProblem[],
    options?: ModelCallOptions,
  ): Promise<FixResult>;
}
