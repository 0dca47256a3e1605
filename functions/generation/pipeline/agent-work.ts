import { NOT_DONE_MAX, type AgentName } from '../../../shared/constants';
import type {
  AgentModels,
  EditedPage,
  ModelCallOptions,
  ModelProgress,
  Turn,
} from '../models/agent-models';
import { EditUnchangedError } from '../models/model-errors';
import {
  embeddedPlan,
  siteContentSchema,
  sitePlanSchema,
  type SiteContent,
  type SiteImages,
  type SitePlan,
} from '../page/site-plan';
import { picturesToCome, withPlaceholders } from '../page/picture-tokens';
import { validatePage } from '../page/validate-page';
import { codeObjectKeys } from '../../projects/code-object-keys';
import type { SavePicture } from '../../projects/made-pictures';
import type { Artefacts } from './artefacts';
import type { PipelineArtefacts, PipelineRun, PipelineState, PipelineWork } from './pipeline-state';
import { siteImagesSchema, writtenPage } from './written-page';
import { counted, linesOf, picturesMade, planChanges } from './agent-changes';

export interface AgentWorkDeps {
  /** The run's models (OpenAI-backed, or the offline ones). */
  models: AgentModels;
  /**
   * The templates. A run on them (no model configured) makes the plan, copy and art of agents
   * it did not choose with them, at no charge; a run on a model uses them only for the built-in
   * art and the mechanical fixes, never for its plan or its copy.
   */
  groundwork: AgentModels;
  artefacts: Artefacts;
  /** The current HTML of an edited project, by its code bucket key. */
  readCode: (key: string) => Promise<string | null>;
  /** The project's conversation before this run, oldest first (an edit's memory). */
  recentTurns?: (run: PipelineRun) => Promise<readonly Turn[]>;
  /** Keeps a picture the Image agent made as one of the project's files (made-pictures.ts). */
  savePicture?: SavePicture;
}

/** The agents whose work an edit is made anew from. */
const EDIT_MAKERS = new Set<AgentName>(['Planner', 'Content', 'Image']);

/** What an edit did, for the agent's line: its changes, then what it could not do. */
function editSummary(edited: EditedPage): string {
  const done = edited.done.join('; ');
  const notDone = edited.notDone.length ? `Not done: ${edited.notDone.join('; ')}` : '';
  return [done, notDone].filter(Boolean).join('. ').slice(0, 1000);
}

/**
 * Whether the run's models are the templates (no model configured): the agents then say what
 * the templates do, not what a model would.
 */
const onTemplates = (deps: AgentWorkDeps): boolean => deps.models === deps.groundwork;

export type ReportProgress = (progress: ModelProgress) => Promise<void>;
/** Passes on the page as written so far (best effort, never awaited by the writer). */
export type ReportPartialPage = (html: string) => void;

/** What the agent made, and a line for the status log when it is done. */
interface AgentOutcome {
  artefacts: PipelineArtefacts;
  summary: string;
  /** An edit's account of what it changed (the Frontend's, on a targeted edit). */
  reply?: string;
  /** What a targeted edit could not do, each in words for the person. */
  notDone?: string[];
  /** The Frontend wrote an edited page again (PipelineWork's `rewritten`). */
  rewritten?: boolean;
  /** The agent's work left the page exactly as it found it: its credits go back. */
  unchanged?: boolean;
}

/** What the Image agent reads of the copy when there is none yet: the pictures' subjects only. */
function withoutCopy(plan: SitePlan): SiteContent {
  return { description: plan.tagline, footer: '', sections: {} };
}

/** What every agent reads: the run, the keys of its artefacts, and the work before it. */
function contextOf(deps: AgentWorkDeps, state: PipelineState, agent: AgentName) {
  const { groundwork, artefacts } = deps;
  const { run, work } = state;
  const templated = onTemplates(deps);
  const memo: { base?: Promise<string | null>; plan?: Promise<SitePlan> } = {};
  const key = (name: string) => codeObjectKeys.artefact(run, name);
  const isEdit = run.baseCodeKey !== null;
  /** Work this step did for an agent the run did not choose, kept for the agents after it. */
  const made: PipelineArtefacts = {};

  const baseHtml = () =>
    (memo.base ??= run.baseCodeKey ? deps.readCode(run.baseCodeKey) : Promise.resolve(null));

  /** The plan an edit starts from: the one the current page carries. */
  const existingPlan = async () => {
    const html = await baseHtml();
    return html ? embeddedPlan(html) : undefined;
  };

  /**
   * The plan: the Planner's, else (on the templates) the templates', else the page's own (an
   * edit), else the model's, made as this step's first part with the quick planning call. The
   * Image agent, working beside the Frontend, keeps its own to itself: the Frontend's is the one
   * the page is built from and later agents read.
   */
  const planned = async (options: ModelCallOptions) => {
    const existing = await existingPlan();
    if (templated) return sitePlanSchema.parse(await groundwork.plan(run.prompt, existing));
    if (existing) return existing;
    const plan = sitePlanSchema.parse(
      await deps.models.plan(run.prompt, undefined, { ...options, quick: true }),
    );
    if (agent !== 'Image') made.plan = await artefacts.putJson(key('plan.json'), plan);
    return plan;
  };
  const plan = (options: ModelCallOptions = {}) =>
    (memo.plan ??= work.artefacts.plan
      ? artefacts.getJson(work.artefacts.plan, sitePlanSchema)
      : planned(options));
  /** Whether this step plans before its own work (a model build without the Planner). */
  const plansFirst = !templated && !work.artefacts.plan && !isEdit;

  /** The copy: the Content agent's, else the templates' on them; on a model, none yet. */
  const content = async (): Promise<SiteContent | null> =>
    work.artefacts.content
      ? artefacts.getJson(work.artefacts.content, siteContentSchema)
      : templated
        ? siteContentSchema.parse(await groundwork.writeContent(await plan()))
        : null;

  /** The built-in art for the copy there is (on a model without copy: the hero's). */
  const builtInArt = async () => {
    const current = await plan();
    return groundwork.makeImages(current, (await content()) ?? withoutCopy(current));
  };

  const images = async (): Promise<SiteImages> =>
    work.artefacts.images
      ? artefacts.getJson(work.artefacts.images, siteImagesSchema)
      : builtInArt();

  const page = async (): Promise<string> => {
    const html = (await writtenPage(artefacts, work.artefacts)) ?? (await baseHtml());
    if (html) return html;
    throw new Error('There is no page to work on yet');
  };

  /**
   * Whether the Image agent is making this run's pictures at this moment (side by side with
   * the Frontend), so the page is written with a token for each.
   */
  const picturesBeside = run.chosen.Image && !work.completed.includes('Image');

  const hasPlan = work.artefacts.plan !== undefined;
  return {
    run,
    key,
    isEdit,
    hasPlan,
    made,
    plansFirst,
    baseHtml,
    existingPlan,
    plan,
    content,
    builtInArt,
    images,
    page,
    picturesBeside,
  };
}

type Context = ReturnType<typeof contextOf>;

/** The Planner: the site plan from the words (an edit's changes the current plan). */
async function workPlanner(
  deps: AgentWorkDeps,
  ctx: Context,
  options: ModelCallOptions,
  report: ReportProgress,
): Promise<AgentOutcome> {
  const { models, artefacts } = deps;
  const templated = onTemplates(deps);
  const existing = await ctx.existingPlan();
  await report({
    text: templated
      ? 'Matching your words to the templates’ sections'
      : existing
        ? 'Reading the current plan'
        : 'Reading your description',
    percent: 10,
  });
  const plan = sitePlanSchema.parse(await models.plan(ctx.run.prompt, existing, options));
  const sections = plan.sections.length;
  const stored = { plan: await artefacts.putJson(ctx.key('plan.json'), plan) };
  if (templated) return { artefacts: stored, summary: `Chose ${sections} template sections` };
  // On a model, the page is built from this plan: without the Planner, the Frontend would have
  // made a quick one of its own. An edit's plan is measured against the page's.
  const changes = existing ? planChanges(existing, plan) : null;
  if (changes?.length === 0) {
    return { artefacts: stored, summary: 'The plan already fit the instruction', unchanged: true };
  }
  return {
    artefacts: stored,
    summary: changes
      ? `Updated the plan: ${changes.join(', ')}`
      : `Planned ${counted(sections, 'section', 'sections')}, ${plan.checklist.length} asked-for items`,
  };
}

/** The Content agent: the copy of every section of the plan. */
async function workContent(
  deps: AgentWorkDeps,
  ctx: Context,
  options: ModelCallOptions,
  report: ReportProgress,
): Promise<AgentOutcome> {
  const { models, artefacts } = deps;
  const templated = onTemplates(deps);
  const plan = await ctx.plan();
  const sections = plan.sections.length;
  await report({
    text: templated
      ? `Filling ${sections} template sections with your details`
      : `Writing copy for ${sections} sections`,
    percent: 10,
  });
  const content = siteContentSchema.parse(await models.writeContent(plan, options));
  const stored = { content: await artefacts.putJson(ctx.key('content.json'), content) };
  if (templated) return { artefacts: stored, summary: 'Template copy filled in' };
  // On a model, the page's words are these: without the Content agent, the Frontend would have
  // written its own while laying out the page.
  const lines = linesOf(content).length;
  return {
    artefacts: stored,
    summary: `Wrote ${counted(lines, 'line', 'lines')} of copy for ${counted(sections, 'section', 'sections')}`,
  };
}

/** The Image agent: the pictures the plan and its copy call for. */
async function workImage(
  deps: AgentWorkDeps,
  ctx: Context,
  options: ModelCallOptions,
  report: ReportProgress,
): Promise<AgentOutcome> {
  const { models, artefacts } = deps;
  const templated = onTemplates(deps);
  if (ctx.plansFirst) await report({ text: 'Reading your description', percent: 5 });
  const plan = await ctx.plan(options);
  const content = (await ctx.content()) ?? withoutCopy(plan);
  await report({ text: templated ? 'Picking built-in artwork' : 'Creating artwork', percent: 10 });
  const { savePicture } = deps;
  const keeping: ModelCallOptions = savePicture
    ? { ...options, savePicture: (bytes, type) => savePicture(ctx.run.projectId, bytes, type) }
    : options;
  const images = siteImagesSchema.parse(await models.makeImages(plan, content, keeping));
  const count = Object.keys(images).length;
  const stored = { images: await artefacts.putJson(ctx.key('images.json'), images) };
  if (templated) {
    return {
      artefacts: stored,
      summary: `${counted(count, 'built-in image', 'built-in images')} ready`,
    };
  }
  const made = picturesMade(await ctx.builtInArt(), images);
  return made === 0
    ? { artefacts: stored, summary: 'No picture to make beyond the built-in art', unchanged: true }
    : { artefacts: stored, summary: `${counted(made, 'picture', 'pictures')} made` };
}

/**
 * The Frontend: the page. An edit changes only what it names, unless the Planner, Content or
 * Image agent worked on it (a redesign, new copy, new art): then it is made anew from their work.
 */
async function workFrontend(
  deps: AgentWorkDeps,
  ctx: Context,
  options: ModelCallOptions,
  report: ReportProgress,
): Promise<AgentOutcome> {
  const { models, artefacts } = deps;
  const base = await ctx.baseHtml();
  let html: string;
  // An edit changes only what it names; one the Planner, Content or Image agent worked on
  // (a redesign, new copy, new art) is made anew from their work, so what was paid for is used.
  const earlier = ctx.run.agents.filter((agent) => EDIT_MAKERS.has(agent));
  if (base && models.editPage && earlier.length === 0) {
    await report({ text: 'Editing the page', percent: 10 });
    const turns = (await deps.recentTurns?.(ctx.run)) ?? [];
    const edited = await models.editPage(base, ctx.run.prompt, { ...options, turns });
    if (edited.html === base) throw new EditUnchangedError(edited.notDone);
    return {
      artefacts: { html: await artefacts.putHtml(ctx.key('frontend.html'), edited.html) },
      summary: editSummary(edited),
      reply: editSummary(edited),
      ...(edited.notDone.length > 0
        ? { notDone: edited.notDone.slice(0, 20).map((line) => line.slice(0, NOT_DONE_MAX)) }
        : {}),
      rewritten: edited.rewritten === true,
    };
  } else {
    if (ctx.plansFirst) await report({ text: 'Planning the page', percent: 5 });
    const plan = await ctx.plan(options);
    const content = await ctx.content();
    await report({
      text: onTemplates(deps)
        ? 'Assembling the page from templates'
        : ctx.isEdit
          ? 'Rebuilding the page'
          : 'Laying out the page',
      percent: 15,
    });
    if (ctx.picturesBeside) {
      // The pictures the Image agent is making have the keys of the built-in art.
      const keys = Object.keys(await ctx.builtInArt());
      const partial = options.onPartialHtml;
      html = await models.buildPage(plan, content, picturesToCome(keys), {
        ...options,
        ...(partial ? { onPartialHtml: (text) => partial(withPlaceholders(text)) } : {}),
      });
    } else {
      html = await models.buildPage(plan, content, await ctx.images(), options);
    }
  }
  const size = `${Math.ceil(Buffer.byteLength(html) / 1024)} KB`;
  return {
    artefacts: { html: await artefacts.putHtml(ctx.key('frontend.html'), html) },
    summary: ctx.made.plan ? `Planned and wrote the page (${size})` : `Page written (${size})`,
  };
}

/** The Backend: forms and interactive widgets wired up. */
async function workBackend(
  deps: AgentWorkDeps,
  ctx: Context,
  options: ModelCallOptions,
  report: ReportProgress,
): Promise<AgentOutcome> {
  const { models, artefacts } = deps;
  const plan = await ctx.plan();
  const templated = onTemplates(deps);
  const before = await ctx.page();
  // Only this step reads the widgets' catalogue: the other agents' cold start loads none of it.
  const { keptAcrossVisits } = await import('../catalogue/widgets');
  const kept = keptAcrossVisits(before);
  await report({
    text: templated
      ? kept.length > 0
        ? `Keeping ${kept.join(' and ')} across visits`
        : 'Looking for a cart or form to keep across visits'
      : 'Wiring up forms and interactions',
    percent: 10,
  });
  const html = await models.addBehaviour(before, plan, options);
  if (html === before) {
    return {
      artefacts: {},
      summary: templated ? 'No cart or form on this page to keep' : 'Nothing to wire up',
      unchanged: true,
    };
  }
  return {
    artefacts: { html: await artefacts.putHtml(ctx.key('backend.html'), html) },
    summary: templated ? `Kept ${kept.join(' and ')} across visits` : 'Interactions added',
  };
}

/** The Testing agent: validation, accessibility and coverage checks, and one round of fixes. */
async function workTesting(
  deps: AgentWorkDeps,
  ctx: Context,
  options: ModelCallOptions,
  report: ReportProgress,
): Promise<AgentOutcome> {
  const { models, groundwork, artefacts } = deps;
  // Only the page checker runs this step: the other agents' function loads none of the coverage
  // checks (nor the widget probes they run in the DOM).
  const { checkCoverage, coverageProblems } = await import('../coverage/coverage');
  const before = await ctx.page();
  let html = before;
  const plan = await ctx.plan();
  await report({ text: 'Validating HTML and accessibility', percent: 15 });
  const first = await validatePage(html);
  await report({ text: 'Checking the page has everything you asked for', percent: 30 });
  let card = await checkCoverage(html, plan, first.length);
  let left = first;
  const check = async () => {
    left = await validatePage(html);
    card = await checkCoverage(html, plan, left.length);
    return [...left, ...coverageProblems(card)];
  };
  const problems = [...first, ...coverageProblems(card)];
  if (problems.length > 0) {
    // One fix round: the mechanical fixes first, at no cost; the model only for what they
    // leave (what is missing, or has no one safe fix), as patches.
    await report({
      text: `Fixing ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`,
      percent: 50,
    });
    html = (await groundwork.fixPage(html, problems)).html;
    const remaining = await check();
    if (remaining.length > 0 && models !== groundwork) {
      html = (await models.fixPage(html, remaining, options)).html;
      await report({ text: 'Checking the fixes', percent: 80 });
      await check();
    }
  }
  const summary = [
    `${card.delivered} of ${card.asked} asked-for items`,
    first.length === 0
      ? 'HTML and accessibility checks passed'
      : left.length === 0
        ? `fixed ${first.length} HTML and accessibility ${first.length === 1 ? 'problem' : 'problems'}`
        : `${left.length} of ${first.length} HTML and accessibility problems left`,
  ].join('; ');
  const said = summary.charAt(0).toUpperCase() + summary.slice(1);
  if (html === before)
    return { artefacts: {}, summary: `${said}; nothing to fix`, unchanged: true };
  return {
    artefacts: { html: await artefacts.putHtml(ctx.key('tested.html'), html) },
    summary: said,
  };
}

/** Each agent's part of the run. */
const AGENT_STEPS: Record<
  AgentName,
  (
    deps: AgentWorkDeps,
    ctx: Context,
    options: ModelCallOptions,
    report: ReportProgress,
  ) => Promise<AgentOutcome>
> = {
  Planner: workPlanner,
  Content: workContent,
  Image: workImage,
  Frontend: workFrontend,
  Backend: workBackend,
  Testing: workTesting,
};

/** Runs `agent` on the state, reporting progress; answers the work with it completed. */
async function runAgent(
  deps: AgentWorkDeps,
  agent: AgentName,
  state: PipelineState,
  report: ReportProgress,
  partialPage?: ReportPartialPage,
): Promise<{ work: PipelineWork; summary: string; unchanged: boolean }> {
  const ctx = contextOf(deps, state, agent);
  // The agent's own steps set where it is; a model call's progress (0-100 of that call)
  // fills the rest of the bar from there, so the bar never steps back.
  let reached = 0;
  const step: ReportProgress = async (progress) => {
    reached = Math.max(reached, progress.percent);
    await report({ text: progress.text, percent: reached });
  };
  // Progress from inside a model call is sent without waiting; the agent's own steps wait.
  let pending: Promise<void> = Promise.resolve();
  const options: ModelCallOptions = {
    words: state.run.prompt,
    onProgress: ({ text, percent }) => {
      const within = reached + ((95 - reached) * Math.min(100, Math.max(0, percent))) / 100;
      pending = pending
        .then(() => report({ text, percent: Math.max(reached, within) }))
        .catch(() => undefined);
    },
    ...(partialPage ? { onPartialHtml: partialPage } : {}),
  };
  const outcome = await AGENT_STEPS[agent](deps, ctx, options, step);
  await pending;
  const completed = state.work.completed.includes(agent)
    ? state.work.completed
    : [...state.work.completed, agent];
  const reply = outcome.reply ?? state.work.reply;
  const notDone = outcome.notDone ?? state.work.notDone;
  // Kept by the agents after the Frontend, so the check before the save still sees it.
  const rewritten = outcome.rewritten === true || state.work.rewritten === true;
  return {
    work: {
      completed,
      artefacts: { ...state.work.artefacts, ...ctx.made, ...outcome.artefacts },
      ...(reply ? { reply } : {}),
      ...(notDone ? { notDone } : {}),
      ...(rewritten ? { rewritten: true } : {}),
    },
    summary: outcome.summary,
    unchanged: outcome.unchanged === true,
  };
}

/**
 * The work of one agent Task, on what the earlier agents left in the code bucket. Each agent reads
 * what it needs (making the groundwork of agents not chosen), does its part with the models, and
 * stores its result under a key that the next one reads. Safe to retry: a retry overwrites the
 * same keys.
 */
export function createAgentWork(deps: AgentWorkDeps) {
  return {
    run: (
      agent: AgentName,
      state: PipelineState,
      report: ReportProgress,
      partialPage?: ReportPartialPage,
    ) => runAgent(deps, agent, state, report, partialPage),
  };
}

export type AgentWork = ReturnType<typeof createAgentWork>;
