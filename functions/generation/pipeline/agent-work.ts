import { NOT_DONE_MAX, type AgentName } from '../../../shared/constants';
import type {
  AgentModels,
  EditedPage,
  ModelCallOptions,
  ModelProgress,
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
import type { Artefacts } from './artefacts';
import type { PipelineArtefacts, PipelineState, PipelineWork } from './pipeline-state';
import { siteImagesSchema, writtenPage } from './written-page';
import { counted, linesRewritten, picturesMade, planChanges } from './agent-changes';

export interface AgentWorkDeps {
  /** The run's models (OpenAI-backed, or the offline ones). */
  models: AgentModels;
  /**
   * Groundwork for agents the run did not choose: a Frontend-only build still needs a plan,
   * copy and art, which the offline models make at no charge and with no model call.
   */
  groundwork: AgentModels;
  artefacts: Artefacts;
  /** The current HTML of an edited project, by its code bucket key. */
  readCode: (key: string) => Promise<string | null>;
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

/** What every agent reads: the run, the keys of its artefacts, and the work before it. */
function contextOf(deps: AgentWorkDeps, state: PipelineState) {
  const { groundwork, artefacts } = deps;
  const { run, work } = state;
  const memo: { base?: Promise<string | null>; plan?: Promise<SitePlan> } = {};
  const key = (name: string) => codeObjectKeys.artefact(run, name);
  const isEdit = run.baseCodeKey !== null;

  const baseHtml = () =>
    (memo.base ??= run.baseCodeKey ? deps.readCode(run.baseCodeKey) : Promise.resolve(null));

  /** The plan an edit starts from: the one the current page carries. */
  const existingPlan = async () => {
    const html = await baseHtml();
    return html ? embeddedPlan(html) : undefined;
  };

  const plan = () =>
    (memo.plan ??= work.artefacts.plan
      ? artefacts.getJson(work.artefacts.plan, sitePlanSchema)
      : existingPlan().then(async (existing) =>
          sitePlanSchema.parse(await groundwork.plan(run.prompt, existing)),
        ));

  const content = async (): Promise<SiteContent> =>
    work.artefacts.content
      ? artefacts.getJson(work.artefacts.content, siteContentSchema)
      : siteContentSchema.parse(await groundwork.writeContent(await plan()));

  const images = async (): Promise<SiteImages> =>
    work.artefacts.images
      ? artefacts.getJson(work.artefacts.images, siteImagesSchema)
      : groundwork.makeImages(await plan(), await content());

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
    baseHtml,
    existingPlan,
    plan,
    content,
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
  // Against the plan the run would have used without it: the templates'.
  const changes = planChanges(
    sitePlanSchema.parse(await deps.groundwork.plan(ctx.run.prompt, existing)),
    plan,
  );
  return changes.length === 0
    ? { artefacts: stored, summary: 'Planned what the templates would have', unchanged: true }
    : { artefacts: stored, summary: `Planned ${sections} sections: ${changes.join(', ')}` };
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
  const rewritten = linesRewritten(
    siteContentSchema.parse(await deps.groundwork.writeContent(plan)),
    content,
  );
  return rewritten === 0
    ? { artefacts: stored, summary: 'The templates’ copy already fit', unchanged: true }
    : { artefacts: stored, summary: `${counted(rewritten, 'line', 'lines')} rewritten` };
}

/** The Image agent: the pictures the plan and its copy call for. */
async function workImage(
  deps: AgentWorkDeps,
  ctx: Context,
  options: ModelCallOptions,
  report: ReportProgress,
): Promise<AgentOutcome> {
  const { models, artefacts } = deps;
  const plan = await ctx.plan();
  const content = await ctx.content();
  const templated = onTemplates(deps);
  await report({ text: templated ? 'Picking built-in artwork' : 'Creating artwork', percent: 10 });
  const images = siteImagesSchema.parse(await models.makeImages(plan, content, options));
  const count = Object.keys(images).length;
  const stored = { images: await artefacts.putJson(ctx.key('images.json'), images) };
  if (templated) {
    return {
      artefacts: stored,
      summary: `${counted(count, 'built-in image', 'built-in images')} ready`,
    };
  }
  const made = picturesMade(await deps.groundwork.makeImages(plan, content), images);
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
  const { models, groundwork, artefacts } = deps;
  const base = await ctx.baseHtml();
  let html: string;
  // An edit changes only what it names; one the Planner, Content or Image agent worked on
  // (a redesign, new copy, new art) is made anew from their work, so what was paid for is used.
  const earlier = ctx.run.agents.filter((agent) => EDIT_MAKERS.has(agent));
  if (base && models.editPage && earlier.length === 0) {
    await report({ text: 'Editing the page', percent: 10 });
    const edited = await models.editPage(base, ctx.run.prompt, options);
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
    const plan = await ctx.plan();
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
      const keys = Object.keys(await groundwork.makeImages(plan, content));
      const partial = options.onPartialHtml;
      html = await models.buildPage(plan, content, picturesToCome(keys), {
        ...options,
        ...(partial ? { onPartialHtml: (text) => partial(withPlaceholders(text)) } : {}),
      });
    } else {
      html = await models.buildPage(plan, content, await ctx.images(), options);
    }
  }
  return {
    artefacts: { html: await artefacts.putHtml(ctx.key('frontend.html'), html) },
    summary: `Page written (${Math.ceil(Buffer.byteLength(html) / 1024)} KB)`,
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
  const ctx = contextOf(deps, state);
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
      artefacts: { ...state.work.artefacts, ...outcome.artefacts },
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
