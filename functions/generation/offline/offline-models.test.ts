import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../shared/colour';
import { buildPalette } from './palette';
import { detectHue, detectIntent, detectMode, detectMood, planFromPrompt } from './planner';
import { offlineModels } from './offline-models';
import { offlinePage } from '../../../testing/fixtures/generation/offline-page';
import { OFFLINE_PROMPTS } from '../../../testing/fixtures/generation/offline-prompts';
import { MOODS, sitePlanSchema } from '../page/site-plan';
import { validatePage } from '../page/validate-page';
import { parsedPage } from '../../../testing/fixtures/generation/parsed-page';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('offline models', () => {
  it('gives thirty different prompts thirty different pages', async () => {
    const pages = await Promise.all(OFFLINE_PROMPTS.map((prompt) => offlinePage(prompt)));

    expect(new Set(pages.map((page) => sha256(page.html))).size).toBe(OFFLINE_PROMPTS.length);
  });

  it('gives the same prompt the same page, byte for byte', async () => {
    const first = await offlinePage('a dark online store selling handmade soy candles');
    const second = await offlinePage('a dark online store selling handmade soy candles');

    expect(second.html).toBe(first.html);
  });

  it('produces plans that parse with the site plan schema', () => {
    for (const prompt of OFFLINE_PROMPTS) {
      expect(sitePlanSchema.safeParse(planFromPrompt(prompt)).success).toBe(true);
    }
  });

  it.each([
    ['an online shop for handmade soaps', 'store'],
    ['portfolio for a wedding photographer', 'portfolio'],
    ['a bakery website for Crumb & Co.', 'restaurant'],
    ['a SaaS landing page for an invoicing tool', 'saas'],
    ['my travel blog', 'blog'],
    ['a tech conference with schedule', 'event'],
    ['a branding agency', 'agency'],
    ['a personal resume page', 'personal'],
    ['something lovely about gardens', 'generic'],
    ['half marathon in Kochi with registration', 'event'],
    ['a 5k run for charity', 'event'],
    ['barber shop with online booking', 'agency'],
    ['a shoe repair shop near the station', 'generic'],
    // Software a repair shop installs or fixes is a job, not a software product.
    ['laptop repair shop in Nehru Place, screen, battery, software installation', 'generic'],
    ['phone repairs in Leeds: screens, batteries, software, same day', 'generic'],
    ['repair shop management software for garages', 'saas'],
    // Goods and nothing else that says what it is: a shop, though it never says so.
    ['Threadline - printed t-shirts and hoodies, order on whatsapp', 'store'],
    ['handmade soaps and candles by Ritu', 'store'],
    ['jewellery making workshop on Sunday', 'event'],
  ])('detects the intent of %j as %s', (prompt, intent) => {
    expect(detectIntent(prompt)).toBe(intent);
  });

  it('reads mood, mode and colour from the words', () => {
    expect(detectMood('a playful site for kids')).toBe('playful');
    expect(detectMood('an elegant jewellery boutique')).toBe('elegant');
    expect(detectMood('a minimal architecture studio')).toBe('minimal');
    expect(detectMode('a dark moody bar')).toBe('dark');
    expect(detectMode('a sunny florist')).toBe('light');
    // How long a stay is says nothing of the look; an evening named for the night may.
    expect(detectMode('pet boarding, rates per night')).toBe('light');
    expect(detectMood('homestay, ₹2000 a night')).toBe('calm');
    expect(detectMode('jazz night at Blue Frog')).toBe('dark');
    expect(detectHue('make it green')).toBe(140);
    expect(detectHue('an orange-themed pizzeria')).toBe(28);
    expect(detectHue('no colours here')).toBeUndefined();
  });

  it('gives a barber one price list of the services asked for, and nothing a shop of goods has', async () => {
    const { plan, html } = await offlinePage(
      'barbershop in Indore, prices for cut, shave and beard colour, and online booking',
    );
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds).toEqual(expect.arrayContaining(['pricing', 'appointment']));
    expect(kinds).not.toContain('products');
    expect(kinds).not.toContain('services');
    expect(plan.siteType).toBe('barbershop');
    const prices = parsedPage(html).querySelector('[data-kind="pricing"]');
    const items = [...(prices?.querySelectorAll('[data-item] h3') ?? [])].map((h) => h.textContent);
    expect(items).toEqual(['Cut', 'Shave', 'Beard colour']);
    expect(prices?.textContent).not.toMatch(/consultation|care plan|monthly|yearly/i);
  });

  it('writes a race as a race: its categories’ starts, entries and registration, no talks', async () => {
    const { plan, html } = await offlinePage(
      'Ghats Ultra Trail on 9 Nov: 25k and 50k races, registration and an FAQ',
    );
    expect(plan.title).toBe('Ghats Ultra Trail');
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds).toEqual(expect.arrayContaining(['schedule', 'rsvp', 'faq']));
    expect(kinds).not.toContain('speakers');
    expect(kinds).not.toContain('stats');
    const doc = parsedPage(html);
    const text = (kind: string) => doc.querySelector(`[data-kind="${kind}"]`)?.textContent ?? '';
    expect(text('schedule')).toMatch(/25k start[\s\S]*50k start/);
    expect(doc.body.textContent).not.toMatch(/keynote|talks|workshop|speaker/i);
    const categories = [...doc.querySelectorAll('[data-kind="rsvp"] select option')].map(
      (option) => option.textContent,
    );
    expect(categories).toEqual(expect.arrayContaining(['25k', '50k']));
  });

  it('writes a tournament as teams and fixtures, and asks a team for its name', async () => {
    const { plan, html } = await offlinePage(
      'inter-college football tournament in Pune, fixtures, team registration and prizes',
    );
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds).toEqual(expect.arrayContaining(['schedule', 'rsvp', 'prizes']));
    expect(kinds).not.toContain('speakers');
    const doc = parsedPage(html);
    expect(doc.querySelector('[data-kind="schedule"]')?.textContent).toMatch(/Final/);
    expect(doc.querySelector('[data-kind="rsvp"] label')?.textContent).toBe('Team name');
    expect(doc.body.textContent).not.toMatch(/keynote|talks|builds|bib collection/i);
  });

  it('reads what the business is from its brief, and from its name only where the name says', () => {
    expect(planFromPrompt('Moonlight Bakers: cakes and breads in Pune').siteType).not.toMatch(
      /bakers/,
    );
    expect(planFromPrompt('Green Leaf Cafe in Pune, menu and opening hours').siteType).toBe('cafe');
  });

  it('names the site after the name in the prompt', () => {
    expect(planFromPrompt('a bakery website for Crumb & Co.').title).toBe('Crumb & Co.');
    expect(planFromPrompt('a sushi restaurant called Koi Garden, dark theme').title).toBe(
      'Koi Garden',
    );
  });

  it('builds palettes whose text meets WCAG AA on every background it is used on', () => {
    for (let hue = 0; hue < 360; hue += 15) {
      for (const mode of ['light', 'dark'] as const) {
        for (const mood of MOODS) {
          const p = buildPalette(hue, mode, mood);
          for (const background of [p.background, p.surface]) {
            expect(contrastRatio(p.text, background)).toBeGreaterThanOrEqual(4.5);
            expect(contrastRatio(p.muted, background)).toBeGreaterThanOrEqual(4.5);
            expect(contrastRatio(p.link, background)).toBeGreaterThanOrEqual(4.5);
          }
          expect(contrastRatio(p.onPrimary, p.primary)).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('gives a store a working cart: add to cart updates the count and the total', async () => {
    const { plan, html } = await offlinePage('an online shop for handmade soaps');
    const dom = new JSDOM(html, { runScripts: 'dangerously' });
    const { document } = dom.window;
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.add-to-cart')];

    buttons[0]?.click();
    buttons[0]?.click();
    buttons[1]?.click();

    expect(plan.interactivity.cart).toBe(true);
    expect(buttons.length).toBeGreaterThan(0);
    expect(document.querySelector('[data-cart-count]')?.textContent).toBe('3 items in your cart.');
    const prices = buttons.slice(0, 2).map((b) => Number(b.dataset.price));
    const expected = 2 * (prices[0] ?? 0) + (prices[1] ?? 0);
    expect(document.querySelector('[data-cart-total]')?.textContent).toBe(
      `\u20b9${expected.toLocaleString('en-IN')}`,
    );
    dom.window.close();
  });

  it('filters products by category', async () => {
    const { html } = await offlinePage('an online shop for handmade soaps');
    const dom = new JSDOM(html, { runScripts: 'dangerously' });
    const { document } = dom.window;
    const filter = document.querySelector<HTMLButtonElement>(
      '[data-filter]:not([data-filter="all"])',
    );

    filter?.click();

    const category = filter?.dataset.filter;
    const items = [...document.querySelectorAll<HTMLElement>('#products-list [data-category]')];
    expect(
      items.filter((item) => !item.hidden).every((item) => item.dataset.category === category),
    ).toBe(true);
    expect(items.some((item) => item.hidden)).toBe(true);
    expect(filter?.getAttribute('aria-pressed')).toBe('true');
    dom.window.close();
  });

  it('switches menu tabs and validates the contact form with messages', async () => {
    const { html } = await offlinePage('a cafe called Bean There with a menu');
    const dom = new JSDOM(html, { runScripts: 'dangerously' });
    const { document } = dom.window;
    const secondTab = document.getElementById('menu-tab-1');
    const form = document.querySelector<HTMLFormElement>('form[data-widget="form"]');

    secondTab?.click();
    form?.dispatchEvent(new dom.window.Event('submit', { cancelable: true }));

    expect(secondTab?.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById('menu-panel-1')?.hidden).toBe(false);
    expect(document.getElementById('menu-panel-0')?.hidden).toBe(true);
    expect(document.getElementById('contact-name-error')?.textContent).toBe(
      'Please fill in your name.',
    );
    expect(document.getElementById('contact-name')?.getAttribute('aria-invalid')).toBe('true');
    dom.window.close();
  });
});

describe('Testing agent', () => {
  it('reports html-validate errors and axe-core violations on a broken page', async () => {
    const broken =
      '<!DOCTYPE html><html><head><title>x</title></head><body><img src="a.png"><button>Go</button><div id="a"></div><div id="a"></div></body></html>';

    const problems = await validatePage(broken);

    const rules = new Set(problems.map((p) => `${p.source}:${p.rule}`));
    expect(rules).toContain('html-validate:no-dup-id');
    expect(rules).toContain('html-validate:no-implicit-button-type');
    expect(rules).toContain('axe-core:image-alt');
    expect(rules).toContain('axe-core:html-has-lang');
  });

  it('fixes what it can mechanically, once', async () => {
    const broken =
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title></head><body><main><h1>Hi</h1><img src="a.png"><button>Go</button><p id="a">1</p><p id="a">2</p></main></body></html>';
    const problems = await validatePage(broken);

    const fixed = await offlineModels.fixPage(broken, problems);
    const remaining = await validatePage(fixed.html);

    expect(problems.length).toBeGreaterThan(0);
    expect(
      remaining.filter((p) =>
        [
          'no-dup-id',
          'duplicate-id',
          'image-alt',
          'html-has-lang',
          'no-implicit-button-type',
        ].includes(p.rule),
      ),
    ).toEqual([]);
    expect(fixed.notes.length).toBeGreaterThan(0);
  });

  it('leaves a valid form valid when it fixes something else on the page', async () => {
    // A problem only the checks beside the HTML's find (a cart with nothing to add) still sends
    // the page through the fix-up, which must not write required="" where the page had required.
    const page =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>x</title></head><body><main><h1>Hi</h1><form novalidate><label for="n">Name</label><input id="n" name="n" type="text" required><button type="submit">Send</button></form></main></body></html>';
    expect(await validatePage(page)).toEqual([]);
    const fixed = await offlineModels.fixPage(page, [
      { source: 'coverage', rule: 'broken-cart', message: 'The cart widget does not work.' },
    ]);
    expect(fixed.html).toMatch(/<input id="n" name="n" type="text" required>/);
    expect(await validatePage(fixed.html)).toEqual([]);
  });
});
