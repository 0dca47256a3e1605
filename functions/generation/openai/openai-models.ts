import type { OpenAI } from 'openai';
import type { ReasoningEffort } from 'openai/resources/shared';
import { bindDeps } from '../../lib/bind-deps';
import type { AgentModels, EditedPage, FixResult, ModelCallOptions } from '../models/agent-models';
import type { PageProblem } from '../page/page-problem';
import { pictureToken } from '../page/picture-tokens';
import {
  embeddedPlan,
  withSectionsOfPage,
  type SiteContent,
  type SiteImages,
  type SitePlan,
} from '../page/site-plan';
import { rewired, withBehaviour } from '../offline/behaviour';
import { offlineModels } from '../offline/offline-models';
import { streamedCompletion, structuredCompletion, type ChatModel } from './chat-calls';
import { generateImages } from './generated-images';
import {
  applyPatches,
  pageEditSchema,
  pagePatchesSchema,
  siteContentOutputSchema,
  sitePlanOutputSchema,
  toSiteContent,
  toSitePlan,
  withReadablePalette,
} from './model-output';
import {
  finishModelPage,
  previewWithPlaceholders,
  shrinkAssets,
  sitePlanScript,
  takeSitePlan,
  withLanguage,
  withSitePlanScript,
  type ExtractedPage,
} from './page-html';
import {
  CONTENT_SYSTEM_PROMPT,
  EDIT_PATCH_SYSTEM_PROMPT,
  EDIT_SYSTEM_PROMPT,
  FIX_SYSTEM_PROMPT,
  FRONTEND_SYSTEM_PROMPT,
  PLANNER_SYSTEM_PROMPT,
  contentUserMessage,
  editUserMessage,
  fixUserMessage,
  imageSlotList,
  pageUserMessage,
  planUserMessage,
} from './prompts';

export interface OpenAiModelsConfig {
  /** An SDK client, pointed at OpenAI or at any server that speaks its API (e.g. Ollama). */
  client: OpenAI;
  /** The chat model every agent uses, e.g. `gpt-5` or `llama3.1`. */
  model: string;
  /** The model of a build's own planning step (`quick` calls). @default model */
  planModel?: string | undefined;
  /** An image model (e.g. `gpt-image-1`); without one the Image agent draws SVG art offline. */
  imageModel?: string | undefined;
  /** The image model's server, when it is not the chat model's. @default client */
  imageClient?: OpenAI | undefined;
  /** For plans, copy and fixes; the model's own default when unset. */
  reasoningEffort?: ReasoningEffort | undefined;
  /** For writing a page; the model's own default when unset. */
  pageReasoningEffort?: ReasoningEffort | undefined;
}

/** The reasoning of a quick call: a step of another agent's work, not an agent's own. */
const QUICK_EFFORT: ReasoningEffort = 'low';

/** Goes at patching an edit before the page is written again. */
const EDIT_PATCH_ATTEMPTS = 2;

/** About how long a page for this copy comes out, for the Frontend agent's percentage. */
function expectedPageCharacters(plan: SitePlan, content: SiteContent | null): number {
  // Copy the page writes itself: about the catalogue's usual four items a section.
  const items = content
    ? Object.values(content.sections).reduce((sum, section) => sum + section.items.length, 0)
    : plan.sections.length * 4;
  return 7000 + plan.sections.length * 700 + items * 450;
}

function describeImage(key: string, plan: SitePlan, content: SiteContent | null): string {
  if (key === 'hero') return 'the hero picture, next to the title';
  const [, sectionId, index] = /^(.+)-(\d+)$/.exec(key) ?? [];
  const section = plan.sections.find((candidate) => candidate.id === sectionId);
  const item = section ? content?.sections[section.id]?.items[Number(index)] : undefined;
  return section && item
    ? `the picture on the card for "${item.title}" in the "${section.heading}" section`
    : 'a picture';
}

function done(options: ModelCallOptions, text: string, html: string): void {
  options.onProgress?.({
    text: `${text} (${Math.max(1, Math.round(html.length / 1024))} KB)`,
    percent: 100,
  });
}

/**
 * An edited page carrying its plan with the sections it now has (added, removed, moved); the
 * page as it is when its sections are the plan's.
 */
function withPlanOfPage(html: string, plan: SitePlan | undefined): string {
  if (!plan) return html;
  const next = withSectionsOfPage(plan, html);
  return JSON.stringify(next.sections) === JSON.stringify(plan.sections)
    ? html
    : withSitePlanScript(html, sitePlanScript(next));
}

/** The chat model every call goes through, and the configuration it was made from. */
interface OpenAiModels {
  config: OpenAiModelsConfig;
  chat: ChatModel;
}

/** The call's options, with the page so far shown with its pictures (or placeholders). */
function previewing(
  options: ModelCallOptions,
  assets: ReadonlyMap<string, string>,
): ModelCallOptions {
  const partial = options.onPartialHtml;
  return partial
    ? { ...options, onPartialHtml: (text) => partial(previewWithPlaceholders(text, assets)) }
    : options;
}

/**
 * Has the model rewrite `html` (its site plan and inline assets set aside, then put back) and
 * reports `finished` with the new page's size.
 */
async function rewritePage(
  chat: ChatModel,
  html: string,
  request: {
    system: string;
    user: (page: string) => string;
    task: string;
    label: string;
    finished: string;
    /** The plan script the page ends up with; the one it had when not given. */
    sitePlan?: string | undefined;
    /** Characters the answer adds to the page's, for the progress percentage. */
    extraCharacters?: number;
  },
  options: ModelCallOptions,
): Promise<ExtractedPage> {
  const { html: withoutPlan, script } = takeSitePlan(html);
  const shrunk = shrinkAssets(withoutPlan);
  const answer = await streamedCompletion(
    chat,
    {
      system: request.system,
      user: request.user(shrunk.html),
      task: request.task,
      label: request.label,
      expectedCharacters: shrunk.html.length + (request.extraCharacters ?? 0),
    },
    previewing(options, shrunk.assets),
  );
  const page = finishModelPage(answer, {
    assets: shrunk.assets,
    sitePlan: request.sitePlan ?? script,
  });
  done(options, request.finished, page.html);
  return page;
}

/**
 * Planner: the plan as a strict structured output, its palette made readable. A `quick` plan (a
 * build's own planning step) uses the plan model with little reasoning.
 */
async function plan(
  { chat, config }: OpenAiModels,
  prompt: string,
  existing?: SitePlan,
  options: ModelCallOptions = {},
): Promise<SitePlan> {
  options.onProgress?.({
    text: existing ? 'Updating the plan' : 'Planning the site',
    percent: 20,
  });
  const planner = options.quick
    ? { ...chat, model: config.planModel ?? chat.model, reasoningEffort: QUICK_EFFORT }
    : chat;
  const planned = await structuredCompletion(planner, {
    name: 'site_plan',
    schema: sitePlanOutputSchema,
    system: PLANNER_SYSTEM_PROMPT,
    user: planUserMessage(prompt, existing),
    task: 'plan the site',
  });
  const plan = withReadablePalette(toSitePlan(planned));
  options.onProgress?.({ text: 'Plan ready', percent: 100 });
  return plan;
}

/** Content: the copy of every section, as a strict structured output. */
async function writeContent(
  { chat }: OpenAiModels,
  plan: SitePlan,
  options: ModelCallOptions = {},
): Promise<SiteContent> {
  options.onProgress?.({ text: 'Writing the copy', percent: 20 });
  const output = await structuredCompletion(chat, {
    name: 'site_content',
    schema: siteContentOutputSchema,
    system: CONTENT_SYSTEM_PROMPT,
    user: contentUserMessage(plan, options.words),
    task: 'write the copy',
  });
  const content = toSiteContent(output, plan);
  options.onProgress?.({ text: 'Copy written', percent: 100 });
  return content;
}

/** Image: from the image API when an image model is configured, else the built-in art. */
async function makeImages(
  { config }: OpenAiModels,
  plan: SitePlan,
  content: SiteContent,
  options: ModelCallOptions = {},
): Promise<SiteImages> {
  if (!config.imageModel) return offlineModels.makeImages(plan, content, options);
  return generateImages(
    { client: config.imageClient ?? config.client, model: config.imageModel },
    plan,
    content,
    options,
  );
}

/** Frontend: the page, streamed, with a token for each picture put back afterwards. */
async function buildPage(
  { chat }: OpenAiModels,
  plan: SitePlan,
  content: SiteContent | null,
  images: SiteImages,
  options: ModelCallOptions = {},
): Promise<string> {
  const slots = Object.keys(images).map((key) => ({
    token: pictureToken(key),
    describes: describeImage(key, plan, content),
  }));
  const assets = new Map(Object.entries(images));
  const answer = await streamedCompletion(
    chat,
    {
      system: FRONTEND_SYSTEM_PROMPT,
      user: pageUserMessage(plan, content, imageSlotList(slots), options.words),
      task: 'write the page',
      label: 'Writing the page',
      expectedCharacters: expectedPageCharacters(plan, content),
    },
    previewing(options, assets),
  );
  const written = finishModelPage(answer, {
    assets,
    sitePlan: sitePlanScript(plan),
  });
  // The catalogue widgets' behaviour, for the markup the model wrote.
  const html = withBehaviour(withLanguage(written.html, plan.language), plan, { persist: false });
  done(options, 'Page written', html);
  return html;
}

/**
 * Frontend, for an edit: patches first, since an edit costs what it changes and what it does not
 * name stays as it is. A patch that does not apply gets one more go with the page as it now
 * stands; only if patching still falls short is the page written again, and said to be
 * (`rewritten`): the pipeline keeps it only when it loses nothing the page delivered, checked by
 * the function that ships the page checkers, not by the Frontend's.
 */
async function editPage(
  { chat }: OpenAiModels,
  html: string,
  instruction: string,
  options: ModelCallOptions = {},
): Promise<EditedPage> {
  // Patches first: an edit costs what it changes, and what it does not name stays as it is.
  // A patch that does not apply gets one more go with the page as it now stands; only if
  // patching still falls short is the page written again.
  const { html: withoutPlan, script } = takeSitePlan(html);
  const plan = embeddedPlan(html);
  const shrunk = shrinkAssets(withoutPlan);
  let page = shrunk.html;
  let failed: string[] = [];
  const doneLines: string[] = [];
  const notDone: string[] = [];
  for (let attempt = 1; attempt <= EDIT_PATCH_ATTEMPTS; attempt++) {
    options.onProgress?.({ text: 'Asking the model for the changes', percent: 20 });
    const answer = await structuredCompletion(chat, {
      name: 'page_edit',
      schema: pageEditSchema,
      system: EDIT_PATCH_SYSTEM_PROMPT,
      user: editUserMessage(page, instruction, failed, options.words, options.turns),
      task: 'edit the page',
    });
    const patched = applyPatches(page, answer.patches);
    page = patched.html;
    doneLines.push(...answer.done);
    if (attempt === 1) notDone.push(...answer.notDone);
    failed = patched.unapplied.map((patch) => patch.find);
    if (failed.length === 0) {
      const finished = finishModelPage(page, {
        assets: shrunk.assets,
        sitePlan: script,
      });
      done(options, 'Page edited', finished.html);
      return {
        html: withPlanOfPage(rewired(html, finished.html), plan),
        done: doneLines,
        notDone,
      };
    }
  }
  const edited = await rewritePage(
    chat,
    html,
    {
      system: EDIT_SYSTEM_PROMPT,
      user: (page) => editUserMessage(page, instruction, [], options.words, options.turns),
      task: 'edit the page',
      label: 'Editing the page',
      finished: 'Page edited',
    },
    options,
  );
  return {
    html: withPlanOfPage(rewired(html, edited.html), plan),
    done: ['Made the change by writing the page again (the targeted changes did not apply)'],
    notDone,
    rewritten: true,
  };
}

/**
 * Backend: the catalogue widgets' own behaviour, kept across visits. No model call is needed for
 * that, and none is made.
 */
async function addBehaviour(
  _models: OpenAiModels,
  html: string,
  plan: SitePlan,
  options: ModelCallOptions = {},
): Promise<string> {
  // The widgets' behaviour is the catalogue's own; the Backend makes it keep the visitor's
  // work across visits. No model call is needed for that, and none is made.
  const page = withBehaviour(html, plan, { persist: true });
  done(options, 'Behaviour added', page);
  return page;
}

/** Testing's fix-up: the model answers small patches, not the page again. */
async function fixPage(
  { chat }: OpenAiModels,
  html: string,
  problems: readonly PageProblem[],
  options: ModelCallOptions = {},
): Promise<FixResult> {
  if (problems.length === 0) return { html, notes: ['No problems to fix.'] };
  // The model reads the page and answers small patches: a fix costs a few hundred tokens
  // of output, not the page again.
  const { html: withoutPlan, script } = takeSitePlan(html);
  const shrunk = shrinkAssets(withoutPlan);
  options.onProgress?.({ text: 'Asking the model for fixes', percent: 20 });
  const answer = await structuredCompletion(chat, {
    name: 'page_patches',
    schema: pagePatchesSchema,
    system: FIX_SYSTEM_PROMPT,
    user: fixUserMessage(shrunk.html, problems, options.words),
    task: 'fix the page',
  });
  const patched = applyPatches(shrunk.html, answer.patches);
  const page = finishModelPage(patched.html, { assets: shrunk.assets, sitePlan: script });
  done(options, 'Page fixed', page.html);
  const notes = answer.notes.length > 0 ? answer.notes : [`Made ${patched.applied} fixes.`];
  return {
    html: rewired(html, page.html),
    notes:
      patched.unapplied.length > 0
        ? [
            ...notes,
            `${patched.unapplied.length} of the model's fixes did not match the page and were left out.`,
          ]
        : notes,
  };
}

/**
 * The agents backed by an OpenAI-compatible chat model: plan and copy as strict structured
 * outputs, pages streamed (so each agent reports its progress), images from the image API when
 * an image model is configured. Every answer is checked before it is returned: a bad one is a
 * ModelOutputError, a rate limit or outage the retryable errors of model-errors.ts. Edits
 * rewrite the page itself (`editPage`), so what the instruction does not touch stays as it was.
 */
export function createOpenAiModels(config: OpenAiModelsConfig): Required<AgentModels> {
  const models: OpenAiModels = {
    config,
    chat: {
      client: config.client,
      model: config.model,
      reasoningEffort: config.reasoningEffort,
      pageReasoningEffort: config.pageReasoningEffort,
    },
  };
  return bindDeps(models, {
    plan,
    writeContent,
    makeImages,
    buildPage,
    editPage,
    addBehaviour,
    fixPage,
  });
}
