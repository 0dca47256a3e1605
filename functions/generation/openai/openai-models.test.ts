import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelProgress } from '../models/agent-models';
import { embeddedPlan } from '../page/site-plan';
import {
  ModelDeadlineError,
  ModelOutputError,
  ModelRateLimitError,
  ModelUnavailableError,
} from '../models/model-errors';
import { RETRYABLE_MODEL_ERRORS } from '../pipeline/pipeline-state';
import { sitePlanSchema } from '../page/site-plan';
import { validatePage } from '../page/validate-page';
import { contrastRatio } from '../../../shared/colour';
import { logger } from '../../lib/observability';
import { offlineModels } from '../offline/offline-models';
import {
  lastUserMessage,
  SERVER_PROFILES,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../../testing/fakes/fake-openai-server';
import {
  cannedPage,
  contentAnswer,
  pageInPrompt,
  sampleContent,
  planAnswer,
  samplePlan,
} from '../../../testing/fixtures/generation/model-answers';
import { createOpenAiModels } from './openai-models';
import { OUTPUT_TOKEN_CAPS } from './chat-calls';

/** A 1×1 PNG, as the image API returns it. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** A 1×1 WebP, as GPT image models answer when asked for WebP. */
const WEBP_BASE64 = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

let fake: FakeOpenAi;

beforeEach(async () => {
  fake = await startFakeOpenAi();
});

afterEach(async () => {
  await fake.close();
});

function models(
  options: {
    imageModel?: string;
    timeoutMs?: number;
    planModel?: string;
    reasoningEffort?: 'minimal' | 'low';
  } = {},
) {
  return createOpenAiModels({
    client: fake.client({ timeoutMs: options.timeoutMs }),
    model: 'gpt-5',
    imageModel: options.imageModel,
    planModel: options.planModel,
    reasoningEffort: options.reasoningEffort,
  });
}

describe('the OpenAI Planner', () => {
  it('asks for the plan as strict structured output and returns it parsed', async () => {
    const plan = await samplePlan();
    fake.answerChat = () => ({ content: JSON.stringify(planAnswer(plan)) });

    const planned = await models().plan('an online store selling handmade soy candles');

    expect(planned).toEqual(plan);
    const [request] = fake.chatRequests;
    expect(request?.model).toBe('gpt-5');
    expect(request?.response_format).toEqual(
      expect.objectContaining({
        type: 'json_schema',
        json_schema: expect.objectContaining({ name: 'site_plan', strict: true }),
      }),
    );
    expect(request?.messages[0]?.content).toContain('Planner agent');
  });

  it('sends the current plan with the instruction when it edits a plan', async () => {
    const plan = await samplePlan();
    const renamed = { ...plan, title: 'Wick & Wax' };
    fake.answerChat = () => ({ content: JSON.stringify(planAnswer(renamed)) });

    const planned = await models().plan('rename it to Wick & Wax', plan);

    expect(planned.title).toBe('Wick & Wax');
    const asked = lastUserMessage(fake.chatRequests[0]);
    expect(asked).toContain('rename it to Wick & Wax');
    expect(asked).toContain(`"title": "${plan.title}"`);
  });

  it('gives the model its validation errors and a second go when a plan does not fit', async () => {
    const plan = await samplePlan();
    const answers = [{ ...planAnswer(plan), sections: [] }, planAnswer(plan)];
    fake.answerChat = () => ({ content: JSON.stringify(answers.shift()) });

    const planned = await models().plan('a candle shop');

    expect(planned).toEqual(plan);
    expect(fake.chatRequests).toHaveLength(2);
    expect(lastUserMessage(fake.chatRequests[1])).toContain('does not fit the schema');
  });

  it('keeps the facts and the checklist the model read from the prompt', async () => {
    const plan = await samplePlan(
      'a bakery called Crumb & Co in Pune, sourdough from ₹250, call +91 98765 43210, with opening hours and three reviews',
    );
    fake.answerChat = () => ({ content: JSON.stringify(planAnswer(plan)) });

    const planned = await models().plan('a bakery');

    expect(planned.facts).toMatchObject({
      name: 'Crumb & Co',
      places: ['Pune'],
      prices: ['₹250'],
      phones: ['+91 98765 43210'],
    });
    expect(planned.checklist).toEqual(
      expect.arrayContaining([
        { asked: 'opening hours', kind: 'hours' },
        { asked: 'three reviews', kind: 'testimonials', count: 3 },
      ]),
    );
  });

  it('refuses a plan whose checklist names no catalogue kind, or whose facts are malformed', async () => {
    const plan = planAnswer(await samplePlan());
    const answers = [
      {
        ...plan,
        checklist: [{ asked: 'a spaceship', kind: 'spaceship', count: null, approximation: null }],
      },
      { ...plan, facts: { ...plan.facts, currency: 'rupees' } },
    ];
    fake.answerChat = () => ({ content: JSON.stringify(answers.shift()) });

    await expect(models().plan('a candle shop')).rejects.toBeInstanceOf(ModelOutputError);
    expect(fake.chatRequests).toHaveLength(2);
  });

  it('fails with ModelOutputError when the second answer is no plan either', async () => {
    fake.answerChat = () => ({ content: 'I would love to help you plan a website!' });

    await expect(models().plan('a candle shop')).rejects.toBeInstanceOf(ModelOutputError);
  });

  it('replaces a palette people could not read with one that meets WCAG AA', async () => {
    const plan = await samplePlan();
    const unreadable = {
      ...plan,
      theme: {
        ...plan.theme,
        palette: { ...plan.theme.palette, text: '#dddddd', background: '#ffffff' },
      },
    };
    fake.answerChat = () => ({ content: JSON.stringify(planAnswer(unreadable)) });

    const planned = await models().plan('a candle shop');

    const { palette } = planned.theme;
    expect(contrastRatio(palette.text, palette.background)).toBeGreaterThanOrEqual(4.5);
    expect(planned.theme.hue).toBe(plan.theme.hue);
    expect(sitePlanSchema.safeParse(planned).success).toBe(true);
  });
});

describe('the OpenAI Content agent', () => {
  it('returns the copy keyed by section id, with absent fields left out', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    fake.answerChat = () => ({ content: JSON.stringify(contentAnswer(content)) });

    const written = await models().writeContent(plan);

    expect(written).toEqual(content);
    expect(fake.chatRequests[0]?.response_format?.json_schema?.name).toBe('site_content');
  });
});

describe('the OpenAI Frontend agent', () => {
  it('streams the page, reporting progress, and returns it with images and plan in place', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    const images = await offlineModels.makeImages(plan, content);
    const page = cannedPage(plan, content, images);
    fake.answerChat = () => ({ stream: `Here is the page:\n\`\`\`html\n${page}\n\`\`\`\n` });
    const progress: ModelProgress[] = [];

    const html = await models().buildPage(plan, content, images, {
      onProgress: (report) => progress.push(report),
    });

    expect(fake.chatRequests[0]?.stream).toBe(true);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).not.toContain('```');
    expect(html).not.toContain('{{image:');
    expect(html).toContain(images.hero);
    expect(embeddedPlan(html)).toEqual(plan);
    const streaming = progress.filter((report) =>
      /^Writing the page \(\d+ KB\)$/.test(report.text),
    );
    expect(streaming.length).toBeGreaterThan(3);
    const percents = progress.map((report) => report.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ text: expect.stringMatching(/^Page written/), percent: 100 });
    expect(await validatePage(html)).toEqual([]);
  });

  it('asks for the page in one piece when the account may not stream the model', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    const page = cannedPage(plan, content, {});
    fake.answerChat = (request) =>
      request.stream
        ? { status: 400, message: 'Your organization must be verified to stream this model.' }
        : { content: page };

    const html = await models().buildPage(plan, content, {});

    expect(fake.chatRequests.map((request) => request.stream ?? false)).toEqual([true, false]);
    expect(embeddedPlan(html)).toEqual(plan);
  });

  it('fails with ModelOutputError when the answer is not a complete page', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    fake.answerChat = () => ({ stream: 'Sure! <div class="hero">Candles</div> Hope this helps.' });

    await expect(models().buildPage(plan, content, {})).rejects.toBeInstanceOf(ModelOutputError);
  });

  it('fails with ModelOutputError when the model runs out of room mid-page', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    const page = cannedPage(plan, content, {});
    fake.answerChat = () => ({ stream: page.slice(0, 500), finishReason: 'length' });

    await expect(models().buildPage(plan, content, {})).rejects.toThrow(/ran out of room/);
  });
});

describe('the OpenAI edit', () => {
  async function currentPage() {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    const images = await offlineModels.makeImages(plan, content);
    return { plan, images, html: await offlineModels.buildPage(plan, content, images) };
  }

  it("applies the model's patches and keeps the rest of the page byte for byte", async () => {
    const { plan, images, html } = await currentPage();
    const title = `<h1 id="hero-title">${plan.title}</h1>`;
    fake.answerChat = () => ({
      content: JSON.stringify({
        patches: [{ find: title, replace: '<h1 id="hero-title">Wick &amp; Wax</h1>' }],
        done: ['Changed the headline to “Wick & Wax”'],
        notDone: [],
      }),
    });

    const edited = await models().editPage(html, 'change the headline to Wick & Wax');

    const sent = lastUserMessage(fake.chatRequests[0]);
    expect(fake.chatRequests).toHaveLength(1);
    expect(fake.chatRequests[0]?.stream).toBeFalsy();
    expect(sent.length).toBeLessThan(html.length);
    expect(sent).not.toContain('id="site-plan"');
    expect(edited.done).toEqual(['Changed the headline to “Wick & Wax”']);
    expect(edited.html).toContain(images.hero);
    expect(edited.html.replace('<h1 id="hero-title">Wick &amp; Wax</h1>', title)).toBe(html);
    expect(embeddedPlan(edited.html)).toEqual(plan);
  });

  it('carries the conversation so far, oldest first, before the new instruction', async () => {
    const { html } = await currentPage();
    fake.answerChat = () => ({
      content: JSON.stringify({
        patches: [{ find: '</footer>', replace: '<p>Back</p></footer>' }],
        done: ['Put the old colours back'],
        notDone: [],
      }),
    });
    const turns = [
      { asked: 'a candle shop', outcome: 'Saved as version 1. Page written (20 KB)' },
      {
        asked: 'make it blue',
        outcome: 'Saved as version 2. Changed --primary from #7e3b9b to #1d4ed8',
      },
    ];

    await models().editPage(html, 'undo that', { turns });

    const sent = lastUserMessage(fake.chatRequests[0]);
    expect(sent).toMatch(
      /The conversation so far, oldest first:\n1\. They asked: "a candle shop"\n.*\n2\. They asked: "make it blue"\n\s+Saved as version 2\. Changed --primary from #7e3b9b to #1d4ed8\n\nThe instruction:\nundo that/,
    );
  });

  it('gives a patch that does not apply one more go, with the page as it now stands', async () => {
    const { plan, html } = await currentPage();
    const title = `<h1 id="hero-title">${plan.title}</h1>`;
    const answers = [
      {
        patches: [
          { find: title, replace: '<h1 id="hero-title">Wick</h1>' },
          { find: '<footer>NOT ON THE PAGE', replace: 'x' },
        ],
        done: ['Changed the headline'],
        notDone: [],
      },
      {
        patches: [{ find: '<footer>', replace: '<footer data-edited>' }],
        done: ['Marked the footer'],
        notDone: [],
      },
    ];
    fake.answerChat = () => ({ content: JSON.stringify(answers.shift()) });

    const edited = await models().editPage(html, 'change the headline and the footer');

    expect(fake.chatRequests).toHaveLength(2);
    const retry = lastUserMessage(fake.chatRequests[1]);
    expect(retry).toContain('did not apply');
    expect(retry).toContain('<footer>NOT ON THE PAGE');
    expect(retry).toContain('<h1 id="hero-title">Wick</h1>');
    expect(edited.html).toContain('<footer data-edited>');
    expect(edited.done).toEqual(['Changed the headline', 'Marked the footer']);
    expect(edited.rewritten).toBeUndefined();
  });

  it('writes the page again only when patching fails twice, and says so to have it checked', async () => {
    const { html } = await currentPage();
    const missing = { patches: [{ find: 'NOT ON THE PAGE', replace: 'x' }], done: [], notDone: [] };
    fake.answerChat = (request) =>
      request.stream
        ? { stream: pageInPrompt(lastUserMessage(request)).replace('<footer>', '<footer data-x>') }
        : { content: JSON.stringify(missing) };

    const edited = await models().editPage(html, 'mark the footer');

    expect(fake.chatRequests.map((request) => Boolean(request.stream))).toEqual([
      false,
      false,
      true,
    ]);
    expect(edited.html).toContain('<footer data-x>');
    expect(edited.done[0]).toMatch(/writing the page again/);
    // What it may have lost is the page checker's to find (coverage/rewrite-losses.ts).
    expect(edited.rewritten).toBe(true);
  });

  it('keeps the plan describing the page when a patch adds or removes a section', async () => {
    const { plan, html } = await currentPage();
    const removed = plan.sections.find((section) => section.kind !== 'hero');
    if (!removed) throw new Error('The sample plan has only a hero');
    const press =
      '<section id="press" data-kind="custom" aria-labelledby="press-title"><div class="wrap"><h2 id="press-title">In the press</h2></div></section>';
    fake.answerChat = () => ({
      content: JSON.stringify({
        patches: [
          { find: '<footer>', replace: `${press}\n<footer>` },
          { find: `<section id="${removed.id}"`, replace: `<section id="${removed.id}-gone"` },
        ],
        done: ['Added a press section'],
        notDone: [],
      }),
    });

    const edited = await models().editPage(html, 'add a press section and drop one');

    const sections = embeddedPlan(edited.html)?.sections ?? [];
    expect(sections.at(-1)).toEqual({ id: 'press', kind: 'custom', heading: 'In the press' });
    expect(sections.map((section) => section.id)).not.toContain(removed.id);
    expect(sections.find((section) => section.id === `${removed.id}-gone`)?.kind).toBe(
      removed.kind,
    );
  });
});

describe('the OpenAI Backend agent', () => {
  it("adds the catalogue's behaviour, keeping the visitor's work, without a model call", async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    const images = await offlineModels.makeImages(plan, content);
    const page = await offlineModels.buildPage(plan, content, images);

    const html = await models().addBehaviour(page, plan);

    expect(fake.chatRequests).toHaveLength(0);
    expect(html.match(/<script id="site-behaviour">/g)).toHaveLength(1);
    expect(html).toContain('var persist = true;');
    const withoutScript = (text: string) =>
      text.replace(/<script id="site-behaviour">[\s\S]*?<\/script>\n?/, '');
    expect(withoutScript(html)).toBe(withoutScript(page));
  });

  it('does not call the model when the plan asks for no behaviour', async () => {
    const plan = await samplePlan();
    const still = {
      ...plan,
      interactivity: {
        cart: false,
        filters: false,
        tabs: false,
        form: false,
        navToggle: false,
        themeToggle: false,
      },
    };

    const html = await models().addBehaviour('<!DOCTYPE html>\n<html></html>\n', still);

    expect(html).toBe('<!DOCTYPE html>\n<html></html>\n');
    expect(fake.chatRequests).toHaveLength(0);
  });
});

describe('the OpenAI fix-up', () => {
  it("sends the page with its problems and applies the model's patches, nothing else", async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    const good = await offlineModels.buildPage(plan, content, {});
    const broken = good.replace('<main id="main">', '<main id="main"><a href="#faq"></a>');
    fake.answerChat = () => ({
      content: JSON.stringify({
        patches: [
          { find: '<a href="#faq"></a>', replace: '<a href="#faq">Questions</a>' },
          { find: 'text that is not on the page', replace: 'anything' },
        ],
        notes: ['Gave the empty link a name.'],
      }),
    });
    const problems = await validatePage(broken);

    const fixed = await models().fixPage(broken, problems);

    expect(problems.length).toBeGreaterThan(0);
    const sent = lastUserMessage(fake.chatRequests[0]);
    expect(sent).toContain('<a href="#faq"></a>');
    expect(sent).toContain(`${problems[0]?.source} ${problems[0]?.rule}`);
    // The answer is a few patches, not the page again.
    expect(fake.chatRequests[0]?.stream).toBeFalsy();
    expect(fixed.notes).toEqual([
      'Gave the empty link a name.',
      "1 of the model's fixes did not match the page and were left out.",
    ]);
    expect(fixed.html.replace('<a href="#faq">Questions</a>', '')).toBe(good);
    expect(await validatePage(fixed.html)).toEqual([]);
    expect(embeddedPlan(fixed.html)).toEqual(plan);
  });
});

describe('the OpenAI Image agent', () => {
  it('generates the hero and the first item pictures with the image model', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    const art = await offlineModels.makeImages(plan, content);
    fake.answerImage = () => ({ b64: PNG_BASE64 });

    const images = await models({ imageModel: 'gpt-image-1' }).makeImages(plan, content);

    expect(fake.imageRequests).toHaveLength(4);
    expect(fake.imageRequests[0]).toEqual(
      expect.objectContaining({ model: 'gpt-image-1', size: '1536x1024' }),
    );
    expect(images.hero).toMatch(/^<img class="art" src="data:image\/png;base64,iVBOR/);
    expect(images.hero).toContain(`alt="${plan.title}: ${plan.topic}"`);
    const generated = Object.values(images).filter((markup) => markup.startsWith('<img'));
    expect(generated).toHaveLength(4);
    expect(Object.keys(images)).toEqual(Object.keys(art));
    expect(Object.values(images).filter((markup) => markup.startsWith('<svg'))).toHaveLength(
      Object.keys(art).length - 4,
    );
  });

  it("keeps each picture as one of the project's files, and the page names it by its path", async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    fake.answerImage = ({ size }) => ({ b64: size === '1536x1024' ? WEBP_BASE64 : PNG_BASE64 });
    const kept: { bytes: string; type: string }[] = [];
    const savePicture = async (bytes: Uint8Array, type: string) => {
      kept.push({ bytes: Buffer.from(bytes).toString('base64'), type });
      return `assets/01JB${String(kept.length).padStart(22, '0')}.${type.slice('image/'.length)}`;
    };

    const images = await models({ imageModel: 'gpt-image-1' }).makeImages(plan, content, {
      savePicture,
    });

    expect(kept).toHaveLength(4);
    expect(kept.map((picture) => picture.type).sort()).toEqual([
      'image/png',
      'image/png',
      'image/png',
      'image/webp',
    ]);
    expect(kept.find((picture) => picture.type === 'image/webp')?.bytes).toBe(WEBP_BASE64);
    expect(images.hero).toMatch(/^<img class="art" src="assets\/01JB0+\d\.webp" alt=/);
    const pictures = Object.values(images).filter((markup) => markup.startsWith('<img'));
    expect(pictures).toHaveLength(4);
    expect(pictures.join('')).not.toContain('base64');
  });

  it('draws SVG art when no image model is configured', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);

    const images = await models().makeImages(plan, content);

    expect(images).toEqual(await offlineModels.makeImages(plan, content));
    expect(fake.imageRequests).toHaveLength(0);
  });

  it('keeps the art for a picture the image API refuses', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    fake.answerImage = () => ({ status: 400, message: 'Rejected by the safety system.' });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

    const images = await models({ imageModel: 'gpt-image-1' }).makeImages(plan, content);

    expect(images).toEqual(await offlineModels.makeImages(plan, content));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Rejected by the safety system.'));
    warn.mockRestore();
  });
});

describe('servers without strict structured outputs', () => {
  it('falls back to JSON mode once, then asks that way at once', async () => {
    fake.profile = { ...SERVER_PROFILES.ollama };
    const plan = await samplePlan();
    fake.answerChat = () => ({ content: JSON.stringify(planAnswer(plan)) });
    const ollama = models();

    await expect(ollama.plan('a candle shop')).resolves.toEqual(plan);
    await expect(ollama.plan('a candle shop')).resolves.toEqual(plan);

    expect(fake.chatRequests.map((request) => request.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
    // In JSON mode the schema travels in the prompt.
    expect(fake.chatRequests[1]?.messages[0]?.content).toContain('"checklist"');
  });

  it('reads the JSON out of words and fences when the server has no JSON mode at all', async () => {
    fake.profile = { ...SERVER_PROFILES.plain };
    const plan = await samplePlan();
    fake.answerChat = () => ({
      content: `Sure! Here is the plan:\n\`\`\`json\n${JSON.stringify(planAnswer(plan))}\n\`\`\`\nEnjoy.`,
    });

    await expect(models().plan('a candle shop')).resolves.toEqual(plan);
    expect(fake.chatRequests.map((request) => request.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      undefined,
    ]);
  });
});

describe('calls that behave at scale', () => {
  it('sends each call kind its reasoning effort and its output-token cap', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    fake.answerChat = (request) =>
      request.stream
        ? { stream: cannedPage(plan, content, {}) }
        : { content: JSON.stringify(planAnswer(plan)) };
    const configured = models({ reasoningEffort: 'minimal' });

    await configured.plan('a candle shop');
    await configured.buildPage(plan, content, {});

    const [planning, page] = fake.chatRequests;
    expect(planning).toMatchObject({
      reasoning_effort: 'minimal',
      max_completion_tokens: OUTPUT_TOKEN_CAPS.json,
    });
    expect(page).toMatchObject({ max_completion_tokens: OUTPUT_TOKEN_CAPS.page });
  });

  it('plans a build’s own plan (quick) on the plan model with little reasoning', async () => {
    const plan = await samplePlan();
    fake.answerChat = () => ({ content: JSON.stringify(planAnswer(plan)) });

    await models({ planModel: 'gpt-5-mini' }).plan('a candle shop', undefined, { quick: true });
    await models({ planModel: 'gpt-5-mini' }).plan('a candle shop');

    expect(fake.chatRequests.map((request) => [request.model, request.reasoning_effort])).toEqual([
      ['gpt-5-mini', 'low'],
      ['gpt-5', undefined],
    ]);
  });

  it('waits as long as a rate limit asks (Retry-After) and tries again within the call’s time', async () => {
    const plan = await samplePlan();
    let calls = 0;
    fake.answerChat = () =>
      ++calls === 1
        ? { status: 429, message: 'Rate limit reached.', headers: { 'retry-after-ms': '400' } }
        : { content: JSON.stringify(planAnswer(plan)) };
    const started = Date.now();

    await expect(models({ timeoutMs: 10_000 }).plan('a candle shop')).resolves.toEqual(plan);

    expect(fake.chatRequests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('hands a rate limit that would outlast the call to the state machine at once', async () => {
    fake.answerChat = () => ({
      status: 429,
      message: 'Rate limit reached.',
      headers: { 'retry-after': '120' },
    });

    await expect(models({ timeoutMs: 10_000 }).plan('a candle shop')).rejects.toBeInstanceOf(
      ModelRateLimitError,
    );
    expect(fake.chatRequests).toHaveLength(1);
  });

  it('leaves out a schema keyword the server’s strict output refuses, and stays strict', async () => {
    const plan = await samplePlan();
    fake.answerChat = (request) =>
      JSON.stringify(request.response_format?.json_schema?.schema).includes('"pattern"')
        ? {
            status: 400,
            message: "Invalid schema for response_format 'site_plan': 'pattern' is not permitted.",
          }
        : { content: JSON.stringify(planAnswer(plan)) };

    await expect(models().plan('a candle shop')).resolves.toEqual(plan);

    expect(fake.chatRequests.map((request) => request.response_format?.type)).toEqual([
      'json_schema',
      'json_schema',
    ]);
  });
});

describe('model API failures', () => {
  it('turns a 429 into ModelRateLimitError, which the state machine retries', async () => {
    fake.answerChat = () => ({ status: 429, message: 'Rate limit reached for gpt-5.' });

    const failure = await models()
      .plan('a candle shop')
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ModelRateLimitError);
    expect(failure).toHaveProperty('name', 'ModelRateLimitError');
  });

  it('turns a 500 into ModelUnavailableError', async () => {
    const plan = await samplePlan();
    fake.answerChat = () => ({ status: 500, message: 'The server had an error.' });

    await expect(models().buildPage(plan, await sampleContent(plan), {})).rejects.toBeInstanceOf(
      ModelUnavailableError,
    );
  });

  it('turns a timeout into ModelDeadlineError, which is not retried', async () => {
    fake.answerChat = () => ({ hang: true });

    const failure = models({ timeoutMs: 300 }).plan('a candle shop');

    await expect(failure).rejects.toBeInstanceOf(ModelDeadlineError);
    await expect(failure).rejects.toThrow('The AI model took too long to plan the site.');
    expect(RETRYABLE_MODEL_ERRORS).not.toContain('ModelDeadlineError');
  });

  it('turns a stream that stalls into ModelDeadlineError', async () => {
    const plan = await samplePlan();
    const content = await sampleContent(plan);
    fake.answerChat = () => ({ stream: cannedPage(plan, content, {}), stallAfterChunks: 3 });

    await expect(models({ timeoutMs: 500 }).buildPage(plan, content, {})).rejects.toBeInstanceOf(
      ModelDeadlineError,
    );
  });

  it('turns a rate-limited image request into ModelRateLimitError', async () => {
    const plan = await samplePlan();
    fake.answerImage = () => ({ status: 429, message: 'Too many images.' });

    await expect(
      models({ imageModel: 'gpt-image-1' }).makeImages(plan, await sampleContent(plan)),
    ).rejects.toBeInstanceOf(ModelRateLimitError);
  });

  it('reports any other API error with what the API said, as an error that is not retried', async () => {
    fake.answerChat = () => ({ status: 401, message: 'Incorrect API key provided.' });

    const failure = await models()
      .plan('a candle shop')
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(failure).toHaveProperty('name', 'Error');
    expect(failure).toHaveProperty(
      'message',
      expect.stringMatching(/^Could not plan the site: .*401.*Incorrect API key provided/),
    );
  });

  it('does not retry a 429 that means the account is out of quota', async () => {
    fake.answerChat = () => ({
      status: 429,
      message: 'You exceeded your current quota.',
      code: 'insufficient_quota',
    });

    const failure = await models()
      .plan('a candle shop')
      .catch((error: unknown) => error);

    expect(failure).toHaveProperty('name', 'Error');
    expect(failure).toHaveProperty('message', expect.stringContaining('no quota left'));
  });
});
