import { describe, expect, it } from 'vitest';
import { checkCoverage } from '../../coverage/coverage';
import { embeddedPlan } from '../../page/site-plan';
import { offlineModels } from '../offline-models';
import { applyEdits, type EditOperation } from './page-edits';

const PROMPT =
  'bakery called Crumb & Co in Pune with a menu, an FAQ, reviews and a contact form, call +91 98765 43210';

async function page(): Promise<string> {
  const plan = await offlineModels.plan(PROMPT);
  const content = await offlineModels.writeContent(plan);
  return offlineModels.buildPage(plan, content, await offlineModels.makeImages(plan, content));
}

const base = await page();
const basePlan = embeddedPlan(base);
if (!basePlan) throw new Error('The page carries no plan');

const PLAN_SCRIPT = /<script type="application\/json" id="site-plan">[\s\S]*?<\/script>/;
const STYLE = /<style>[\s\S]*?<\/style>/;
const BEHAVIOUR = /<script id="site-behaviour">[\s\S]*?<\/script>/;

/** The page without the parts an edit of this kind may rewrite. */
const without = (html: string, ...parts: RegExp[]) =>
  parts.reduce((text, part) => text.replace(part, ''), html);

async function expectWorking(html: string): Promise<void> {
  const plan = embeddedPlan(html);
  expect(plan).toBeDefined();
  const card = await checkCoverage(html, plan ?? basePlan!);
  expect(card.widgets.broken).toEqual([]);
}

function edit(...operations: EditOperation[]) {
  return applyEdits(base, operations);
}

/** The plain-text paragraphs of the page's sections, in order. */
const paragraphs = (html: string) =>
  [...html.replace(PLAN_SCRIPT, '').matchAll(/<p\b[^>]*>([^<]+)<\/p>/g)].map(
    (match) => match[1] ?? '',
  );

describe('rewording offline', () => {
  it('makes a section’s text shorter, and changes nothing outside it', async () => {
    const faq = basePlan.sections.find((section) => section.kind === 'faq');
    const { html, done, notDone } = edit({
      op: 'retone',
      tone: 'shorter',
      target: { section: 'faq' },
    });

    expect(notDone).toEqual([]);
    expect(done[0]).toMatch(new RegExp(`^Made the “${faq?.heading}” text shorter`));
    const span = (page: string) =>
      new RegExp(`<section[^>]*id="${faq?.id}"[\\s\\S]*?</section>`).exec(page)?.[0] ?? '';
    const before = paragraphs(span(base)).join(' ');
    const after = paragraphs(span(html)).join(' ');
    expect(after.length).toBeLessThan(before.length);
    expect(html.replace(span(html), '')).toBe(base.replace(span(base), ''));
    await expectWorking(html);
  });

  it('makes the headline friendlier, and the whole text more formal again', async () => {
    const friendly = edit({ op: 'retone', tone: 'friendlier', target: 'headline' });
    const h1 = (page: string) => /<h1\b[^>]*>([^<]*)<\/h1>/.exec(page)?.[1];
    expect(h1(friendly.html)).not.toBe(h1(base));
    expect(friendly.html.replace(/<h1\b[^>]*>[^<]*<\/h1>/, '')).toBe(
      base.replace(/<h1\b[^>]*>[^<]*<\/h1>/, ''),
    );

    const formal = applyEdits(friendly.html, [{ op: 'retone', tone: 'formal', target: 'all' }]);
    expect(paragraphs(formal.html).join(' ')).not.toMatch(/!|’re\b|n’t\b/);
    await expectWorking(formal.html);
  });

  it('makes text longer with what the plan states, never a made-up fact', () => {
    const { html } = edit({ op: 'retone', tone: 'longer', target: { section: 'contact' } });
    const added = paragraphs(html).filter((text) => !paragraphs(base).includes(text));
    expect(added.length).toBeGreaterThan(0);
    for (const text of added)
      expect(text).toMatch(/\+91 98765 43210|Pune|We would love to hear from you\./);
  });

  it('says what it could not find or change', () => {
    const { notDone, html } = edit({
      op: 'retone',
      tone: 'shorter',
      target: { text: 'Not on this page' },
    });
    expect(html).toBe(base);
    expect(notDone).toEqual(['“Not on this page” was not found on the page']);
  });
});

describe('targeted edits of a page', () => {
  it('renames the business everywhere it shows, and nowhere else', async () => {
    const { html, done } = edit({ op: 'rename', to: 'Loaf & Ladle' });

    expect(html).not.toContain('Crumb &amp; Co');
    expect(html).toContain('<title>Loaf &amp; Ladle</title>');
    expect(done[0]).toMatch(/^Renamed “Crumb & Co” to “Loaf & Ladle” in \d+ places$/);
    expect(html.split('Loaf &amp; Ladle').join('Crumb &amp; Co').replace(PLAN_SCRIPT, '')).toBe(
      base.replace(PLAN_SCRIPT, ''),
    );
    expect(embeddedPlan(html)?.title).toBe('Loaf & Ladle');
    await expectWorking(html);
  });

  it('keeps the name, and says the limit, for a name longer than a site may have', () => {
    const long =
      'The Wonderful Neighbourhood Bakery and Cafe of Old Bandra, Serving Bread Every Day';
    const { html, done, notDone } = edit({ op: 'rename', to: long });

    expect(html).toBe(base);
    expect(done).toEqual([]);
    expect(notDone).toEqual([
      `a site's name can be at most 80 characters, and “${long}” has ${long.length}`,
    ]);
  });

  it('recolours through the stylesheet alone, light to dark', async () => {
    const { html } = edit({ op: 'retheme', hue: 140, mode: 'dark' });

    const plan = embeddedPlan(html);
    expect(plan?.theme.mode).toBe('dark');
    expect(plan?.theme.hue).toBe(140);
    expect(html).toContain(`--primary:${plan?.theme.palette.primary}`);
    expect(html).toContain('data-theme="dark"');
    // Only the stylesheet, the theme's attributes and the plan changed.
    const strip = (text: string) =>
      without(text, PLAN_SCRIPT, STYLE)
        .replace(/data-theme="\w+"/, '')
        .replace(/mode-\w+/, '');
    expect(strip(html)).toBe(strip(base));
    await expectWorking(html);
  });

  it('changes the headline and only the headline', () => {
    const { html } = edit({ op: 'set-headline', text: 'Fresh bread every morning' });

    expect(html).toMatch(/<h1 id="[^"]+">Fresh bread every morning<\/h1>/);
    expect(html.replace(/(<h1 id="[^"]+">)[^<]*/, '$1')).toBe(
      base.replace(/(<h1 id="[^"]+">)[^<]*/, '$1'),
    );
  });

  it('adds a section of any kind where it was asked, with its link and its behaviour', async () => {
    const { html, done } = edit({
      op: 'add-section',
      kind: 'countdown',
      position: { after: 'menu' },
    });

    const kinds = [...html.matchAll(/data-kind="([a-z]+)"/g)].map((match) => match[1]);
    expect(kinds[kinds.indexOf('menu') + 1]).toBe('countdown');
    expect(done[0]).toMatch(/^Added a .+ section after /);
    const section = embeddedPlan(html)?.sections.find(
      (candidate) => candidate.kind === 'countdown',
    );
    expect(html).toContain(`<li><a href="#${section?.id}">`);
    expect(html).toContain('data-widget="countdown"');
    await expectWorking(html);
  });

  it('removes a section with its link, and moves one with the menu following', async () => {
    const removed = edit({ op: 'remove-section', kind: 'faq' });
    expect(removed.html).not.toContain('data-kind="faq"');
    expect(embeddedPlan(removed.html)?.sections.map((section) => section.kind)).not.toContain(
      'faq',
    );
    // Removed on purpose: no longer asked for, so the scorecard does not call it missing.
    const removedPlan = embeddedPlan(removed.html);
    expect(removedPlan?.checklist.map((item) => item.kind)).not.toContain('faq');
    const card = await checkCoverage(removed.html, removedPlan ?? basePlan);
    expect(card.items.filter((item) => item.status === 'missing')).toEqual([]);
    await expectWorking(removed.html);

    const moved = edit({ op: 'move-section', kind: 'contact', position: { at: 'top' } });
    const kinds = [...moved.html.matchAll(/data-kind="([a-z]+)"/g)].map((match) => match[1]);
    expect(kinds.slice(0, 2)).toEqual(['hero', 'contact']);
    const links = [...moved.html.matchAll(/<li><a href="#([^"]+)">/g)].map((match) => match[1]);
    const contactId = embeddedPlan(moved.html)?.sections.find((s) => s.kind === 'contact')?.id;
    expect(links[0]).toBe(contactId);
    await expectWorking(moved.html);
  });

  it('adds a light/dark switch that starts in the current theme', async () => {
    const { html } = edit({ op: 'add-theme-toggle' });

    expect(html).toContain('data-widget="theme-toggle" aria-pressed="false"');
    expect(embeddedPlan(html)?.interactivity.themeToggle).toBe(true);
    expect(
      without(html, STYLE, PLAN_SCRIPT, BEHAVIOUR).replace(
        /<button[^>]*theme-toggle[^>]*>Dark mode<\/button>/,
        '',
      ),
    ).toBe(without(base, STYLE, PLAN_SCRIPT, BEHAVIOUR));
    await expectWorking(html);
  });

  it('changes contact details everywhere they show', () => {
    const { html } = edit({ op: 'set-contact', phone: '+91 80 4567 1234', email: 'hi@loaf.in' });

    expect(html).toContain('+91&nbsp;80&nbsp;4567&nbsp;1234');
    expect(html).toContain('tel:+918045671234');
    expect(html).not.toContain('98765');
    expect(html).toContain('mailto:hi@loaf.in');
    expect(embeddedPlan(html)?.facts.phones).toEqual(['+91 80 4567 1234']);
  });

  it('changes the font and the text size in the stylesheet', () => {
    const { html } = edit({ op: 'set-font', font: 'serif' }, { op: 'scale-text', percent: 112.5 });

    expect(html).toContain('font-family:Georgia');
    expect(html).toContain('html{font-size:112.5%}');
    expect(without(html, STYLE, PLAN_SCRIPT)).toBe(without(base, STYLE, PLAN_SCRIPT));
  });

  it('says what it could not do, and leaves the page as it was', () => {
    const { html, done, notDone } = edit({ op: 'add-section', kind: 'faq' });

    expect(html).toBe(base);
    expect(done).toEqual([]);
    expect(notDone[0]).toMatch(/already has a .*FAQ/i);
  });
});

describe('edits of a list and its order', () => {
  /** The names and prices of the menu's items, in order. */
  const menu = (html: string) =>
    [...html.matchAll(/<strong>([^<]+)<\/strong><span class="price">([^<]+)<\/span>/g)].map(
      (match) => `${match[1]} ${match[2]}`,
    );

  it('adds an item with its price to the menu, as the person’s own and not a sample', async () => {
    const { html, done, notDone } = edit({
      op: 'add-item',
      title: 'Masala chai',
      price: 40,
      kind: 'menu',
    });

    expect(notDone).toEqual([]);
    expect(done).toEqual(['Added “Masala chai” at ₹40 to Menu']);
    expect(menu(html)).toEqual([...menu(base), 'Masala chai ₹40']);
    expect(html).toMatch(/<li data-item><strong>Masala chai<\/strong>/);
    // Only the new item: the rest of the page as it was.
    expect(
      without(html, PLAN_SCRIPT).replace(/<li data-item><strong>Masala chai[\s\S]*?<\/li>/, ''),
    ).toBe(without(base, PLAN_SCRIPT));
    expect(embeddedPlan(html)?.facts.offers).toContain('Masala chai');
    await expectWorking(html);
  });

  it('changes one item’s price and no other', () => {
    const [first, second] = menu(base);
    const name = first?.replace(/ ₹[\d,]+$/, '') ?? '';
    const { html, done } = edit({ op: 'set-price', item: name.toLowerCase(), price: 95 });

    expect(done).toEqual([`Changed the price of ${name} to ₹95`]);
    expect(menu(html).slice(0, 2)).toEqual([`${name} ₹95`, second]);
    expect(menu(html).slice(1)).toEqual(menu(base).slice(1));
  });

  it('swaps two sections with their menu links, changing nothing inside them', async () => {
    const kinds = (html: string) =>
      [...html.matchAll(/<section[^>]*data-kind="([a-z]+)"/g)].map((match) => match[1]);
    const { html, done } = edit({ op: 'swap-sections', kinds: ['faq', 'menu'] });

    const before = kinds(base);
    const after = kinds(html);
    expect(after.indexOf('faq')).toBe(before.indexOf('menu'));
    expect(after.indexOf('menu')).toBe(before.indexOf('faq'));
    expect(done[0]).toMatch(/^Swapped the .+ and .+ sections$/);
    const links = (page: string) => [...page.matchAll(/<li><a href="#([^"]+)">/g)].map((m) => m[1]);
    const ids = embeddedPlan(html)
      ?.sections.filter((s) => s.kind !== 'hero')
      .map((s) => s.id);
    expect(links(html)).toEqual(ids);
    expect(without(html, PLAN_SCRIPT).length).toBe(without(base, PLAN_SCRIPT).length);
    await expectWorking(html);
  });

  it('shows a list as a grid through a class and one stylesheet rule', () => {
    const { html, done } = edit({ op: 'set-layout', kind: 'menu', layout: 'grid' });

    expect(done).toEqual(['Showed Menu as a grid']);
    expect(html).toContain('<ul class="dishes as-grid">');
    expect(html).toMatch(/\.as-grid\{display:grid/);
    expect(edit({ op: 'set-layout', kind: 'testimonials', layout: 'grid' }).notDone).toEqual([
      expect.stringMatching(/already shown as a grid/),
    ]);
  });

  it('says what it cannot do with an item, and leaves the page as it was', () => {
    const results = [
      edit({ op: 'set-price', item: 'wedding cake', price: 900 }),
      edit({ op: 'add-item', title: 'Masala chai', kind: 'menu' }),
      edit({ op: 'add-item', title: 'Gold', price: 999, kind: 'pricing' }),
    ];

    expect(results.map((result) => result.html === base)).toEqual([true, true, true]);
    expect(results.map((result) => result.notDone[0])).toEqual([
      'the page has no “wedding cake” to price',
      'say what “Masala chai” costs to add it',
      expect.stringMatching(/^the page has no .*pricing.* section to add “Gold” to$/i),
    ]);
  });
});
