import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { SitePlan } from '../page/site-plan';
import { offlineModels } from './offline-models';

const STORE =
  'A small shop selling hand-knitted scarves with a cart, filters by colour and a contact form';
const CAFE = 'A cafe with a menu for breakfast, lunch and dinner and a contact form';

/** What a Frontend-only build makes: the groundwork's plan, copy and art, then the page. */
async function frontendPage(prompt: string): Promise<{ plan: SitePlan; html: string }> {
  const plan = await offlineModels.plan(prompt);
  const content = await offlineModels.writeContent(plan);
  const images = await offlineModels.makeImages(plan, content);
  return { plan, html: await offlineModels.buildPage(plan, content, images) };
}

/** What a deployed site answers the page's form post with (a stand-in for `fetch`). */
type SiteAnswer = (url: string, init: { body: string }) => Promise<{ ok: boolean; body: unknown }>;

/**
 * The page loaded with its scripts running, as a browser would (its storage seeded first). With
 * `site`, the page has `fetch` and its form posts reach it, as on a deployed site; without, it is
 * the preview, which sends nothing.
 */
function open(html: string, storage: Record<string, string> = {}, site?: SiteAnswer) {
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    url: 'https://scarves.example/',
    beforeParse(window) {
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
      if (site) {
        Object.assign(window, {
          fetch: async (url: string, init: { body: string }) => {
            const { ok, body } = await site(url, init);
            return { ok, json: async () => body };
          },
        });
      }
    },
  });
  const { document } = dom.window;
  const click = (element: Element | null) => {
    if (!element) throw new Error('No such element');
    element.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
  };
  return { dom, document, click };
}

function behaviourScripts(html: string): number {
  return (html.match(/<script id="site-behaviour">/g) ?? []).length;
}

describe("the Frontend's page works without the Backend", () => {
  it('makes the menu, the filters, the cart and the contact form work', async () => {
    const { plan, html } = await frontendPage(STORE);
    expect(plan.interactivity).toMatchObject({ cart: true, filters: true, form: true });
    expect(behaviourScripts(html)).toBe(1);
    const { document, click, dom } = open(html);

    const menu = document.querySelector('.nav-toggle');
    expect(menu?.getAttribute('aria-expanded')).toBe('false');
    click(menu);
    expect(menu?.getAttribute('aria-expanded')).toBe('true');

    const filters = [...document.querySelectorAll('[data-filter]')];
    const narrow = filters.find((button) => button.getAttribute('data-filter') !== 'all');
    click(narrow ?? null);
    expect(narrow?.getAttribute('aria-pressed')).toBe('true');
    const items = [...document.querySelectorAll('[data-category]')];
    expect(items.some((item) => item.hasAttribute('hidden'))).toBe(true);

    click(document.querySelector('.add-to-cart'));
    expect(document.querySelector('[data-cart-count]')?.textContent).toBe('1 item in your cart.');
    expect(document.querySelectorAll('[data-cart-lines] li')).toHaveLength(1);

    const form = document.querySelector<HTMLFormElement>('form[data-widget="form"]');
    if (!form) throw new Error('No contact form');
    form.dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
    expect(form.querySelector('[role=status]')?.textContent).toBe(
      'Please fix the highlighted fields.',
    );
    for (const [name, value] of [
      ['name', 'Asha'],
      ['email', 'asha@example.com'],
      ['message', 'Do you ship to Pune?'],
    ]) {
      const field = form.querySelector<HTMLInputElement>(`[name=${name}]`);
      if (field) field.value = value ?? '';
    }
    form.dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
    expect(form.querySelector('[role=status]')?.textContent).toBe(
      'Thank you, Asha! We will be in touch soon. (This is a preview: once the site is deployed, what is sent here is delivered to you.)',
    );
  });

  it("sends a deployed page's form to the site, and says how it went", async () => {
    const { html } = await frontendPage(STORE);
    const posts: { url: string; answers: unknown }[] = [];
    let answer = { ok: true, body: { success: true } as unknown };
    const { document, dom } = open(html, {}, async (url, init) => {
      posts.push({ url, answers: JSON.parse(init.body) });
      return answer;
    });
    const form = document.querySelector<HTMLFormElement>('form[data-widget="form"]');
    if (!form) throw new Error('No contact form');
    const status = form.querySelector('[role=status]');
    const fill = () => {
      for (const [name, value] of [
        ['name', 'Asha'],
        ['email', 'asha@example.com'],
        ['message', 'Do you ship to Pune?'],
      ]) {
        const field = form.querySelector<HTMLInputElement>(`[name=${name}]`);
        if (field) field.value = value ?? '';
      }
    };
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

    fill();
    form.dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
    expect(status?.textContent).toBe('Sending…');
    await settled();

    expect(status?.textContent).toBe('Thank you, Asha! We will be in touch soon.');
    expect(posts).toEqual([
      {
        url: `_forms/${form.id || 'form'}`,
        answers: expect.objectContaining({
          name: 'Asha',
          email: 'asha@example.com',
          message: 'Do you ship to Pune?',
          _gotcha: '',
        }),
      },
    ]);
    const trap = form.querySelector('[aria-hidden=true] input[name=_gotcha]');
    expect(trap?.getAttribute('tabindex')).toBe('-1');

    answer = {
      ok: false,
      body: { detail: 'Too many submissions from you. Please try again in a while.' },
    };
    fill();
    form.dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
    await settled();

    expect(status?.textContent).toBe('Too many submissions from you. Please try again in a while.');
    expect(form.querySelector<HTMLInputElement>('[name=name]')?.value).toBe('Asha');
  });

  it('makes the tabs work', async () => {
    const { plan, html } = await frontendPage(CAFE);
    expect(plan.interactivity.tabs).toBe(true);
    const { document, click } = open(html);
    const tabs = [...document.querySelectorAll('[role=tab]')];
    expect(tabs.length).toBeGreaterThan(1);
    click(tabs[1] ?? null);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    const shown = [...document.querySelectorAll('[role=tabpanel]')].filter(
      (panel) => !panel.hasAttribute('hidden'),
    );
    expect(shown.map((panel) => panel.id)).toEqual([tabs[1]?.getAttribute('aria-controls')]);
  });

  it('keeps nothing in the browser: that is the Backend’s part', async () => {
    const { html } = await frontendPage(STORE);
    const { document, click, dom } = open(html);
    click(document.querySelector('.add-to-cart'));
    expect(dom.window.localStorage.length).toBe(0);
  });
});

describe('the Backend after the Frontend', () => {
  it('leaves exactly one behaviour script, however often it runs', async () => {
    const { plan, html } = await frontendPage(STORE);
    const once = await offlineModels.addBehaviour(html, plan);
    const twice = await offlineModels.addBehaviour(once, plan);
    expect(behaviourScripts(once)).toBe(1);
    expect(twice).toBe(once);
  });

  it('keeps the cart and an unsent form across visits, and forgets a sent form', async () => {
    const { plan, html: frontend } = await frontendPage(STORE);
    const html = await offlineModels.addBehaviour(frontend, plan);

    const first = open(html);
    first.click(first.document.querySelector('.add-to-cart'));
    first.click(first.document.querySelector('.add-to-cart'));
    const message = first.document.querySelector<HTMLTextAreaElement>(
      'form[data-widget="form"] [name=message]',
    );
    if (!message) throw new Error('No message field');
    message.value = 'Two scarves, please';
    message.dispatchEvent(new first.dom.window.Event('input', { bubbles: true }));
    const stored = Object.fromEntries(
      Array.from({ length: first.dom.window.localStorage.length }, (_, index) => {
        const key = first.dom.window.localStorage.key(index) ?? '';
        return [key, first.dom.window.localStorage.getItem(key) ?? ''];
      }),
    );

    const again = open(html, stored);
    expect(again.document.querySelector('[data-cart-count]')?.textContent).toBe(
      '2 items in your cart.',
    );
    const restored = again.document.querySelector<HTMLTextAreaElement>(
      'form[data-widget="form"] [name=message]',
    );
    expect(restored?.value).toBe('Two scarves, please');

    const form = again.document.querySelector<HTMLFormElement>('form[data-widget="form"]');
    if (!form) throw new Error('No contact form');
    for (const [name, value] of [
      ['name', 'Asha'],
      ['email', 'asha@example.com'],
    ]) {
      const field = form.querySelector<HTMLInputElement>(`[name=${name}]`);
      if (field) field.value = value ?? '';
    }
    form.dispatchEvent(new again.dom.window.Event('submit', { cancelable: true }));
    const drafts = Array.from({ length: again.dom.window.localStorage.length }, (_, index) =>
      again.dom.window.localStorage.key(index),
    ).filter((key) => key?.startsWith('site-form:'));
    expect(drafts).toEqual([]);
  });
});
