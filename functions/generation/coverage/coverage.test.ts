import { describe, expect, it } from 'vitest';
import { offlineModels } from '../offline/offline-models';
import { checkCoverage, coverageProblems } from './coverage';
import type { SitePlan } from '../page/site-plan';
import { ownerClaimsIn } from './owner-claims';

/** A page's words as a reader meets them: tags, scripts and styles out. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const PROMPT =
  'a cafe called Bean There in Kochi with a menu, three reviews, an FAQ and a dark mode toggle. email hello@beanthere.in';

async function builtPage(prompt = PROMPT): Promise<{ plan: SitePlan; html: string }> {
  const plan = await offlineModels.plan(prompt);
  const content = await offlineModels.writeContent(plan);
  const html = await offlineModels.buildPage(
    plan,
    content,
    await offlineModels.makeImages(plan, content),
  );
  return { plan, html };
}

const statusOf = (card: Awaited<ReturnType<typeof checkCoverage>>, kind: string) =>
  card.items.find((item) => item.kind === kind);

describe('the coverage check', () => {
  it('finds everything asked for on a page that has it, facts and working widgets included', async () => {
    const { plan, html } = await builtPage();

    const card = await checkCoverage(html, plan);

    expect(card.items.map((item) => [item.kind, item.status])).toEqual([
      ['menu', 'present'],
      ['testimonials', 'present'],
      ['faq', 'present'],
      ['theme-toggle', 'present'],
    ]);
    expect(card).toMatchObject({ asked: 4, delivered: 4 });
    expect(card.facts).toMatchObject({ given: 3, shown: 3, missing: [] });
    // Each detail with where it went: the email in the contact section and the footer.
    const contact = plan.sections.find((section) => section.kind === 'contact')?.heading;
    expect(card.facts.placed).toContainEqual({
      fact: 'hello@beanthere.in',
      where: [contact, 'Footer'],
    });
    expect(card.facts.placed.find((placed) => placed.fact === 'Bean There')?.where[0]).toBe(
      'Header',
    );
    expect(card.widgets.broken).toEqual([]);
    expect(card.widgets.total).toBeGreaterThanOrEqual(4);
    expect(coverageProblems(card)).toEqual([]);
  });

  it('lists as sample content the dishes and reviews nobody gave, by section, and keeps a given price', async () => {
    const { plan, html } = await builtPage(
      'a cafe called Bean There in Kochi with a menu (filter coffee ₹60) and three reviews',
    );

    const card = await checkCoverage(html, plan);

    const sections = (kind: string) =>
      plan.sections.find((section) => section.kind === kind)?.heading ?? '';
    const reviews = card.sample.filter((item) => item.section === sections('testimonials'));
    expect(reviews).toHaveLength(3);
    const dishes = card.sample.filter((item) => item.section === sections('menu'));
    expect(dishes.length).toBeGreaterThan(0);
    // The coffee the person priced is theirs, not a sample.
    expect(html).toContain('₹60');
    expect(dishes.some((item) => item.text.includes('₹60'))).toBe(false);
    // Each listed as it reads, its parts apart: a dish and its price, not "Masala dosa₹120".
    for (const item of dishes) expect(item.text).toMatch(/\S ₹\d/);
  });

  it('shows the figures the person gave as written, and invents none when they gave none', async () => {
    const brief =
      'a site for Seed Trust, a food bank in Chennai: 12,000 meals served, 40 volunteers';
    const given = await builtPage(brief);
    const card = await checkCoverage(given.html, given.plan);
    expect(card.facts.missing).toEqual([]);
    expect(given.html).toMatch(/<strong>12,000<\/strong> <span>meals served<\/span>/);
    expect(card.sample.some((item) => item.text.includes('12,000'))).toBe(false);
    expect(ownerClaimsIn(textOf(given.html), brief)).toEqual([]);

    // Asked for stats with no numbers: blanks to fill in, marked as sample, and no claim.
    const blank = await builtPage('a landing page for a habit tracker app with a stats section');
    const stats = /<section[^>]*data-kind="stats"[\s\S]*?<\/section>/.exec(blank.html)?.[0] ?? '';
    expect(stats.match(/data-sample/g)).toHaveLength(3);
    expect(textOf(stats)).not.toMatch(/\d/);
    const prompt = 'a landing page for a habit tracker app with a stats section';
    expect(ownerClaimsIn(textOf(blank.html), prompt)).toEqual([]);
    // And a product page that did not ask has no stats at all.
    const plain = await builtPage('a landing page for a habit tracker app');
    expect(plain.html).not.toContain('data-kind="stats"');
  });

  it('gives a clinic an appointment form for "online booking", and fails a page with a table booking', async () => {
    const { plan, html } = await builtPage('a dental clinic in Pune with online booking and a FAQ');
    expect(plan.sections.map((section) => section.kind)).toContain('appointment');
    expect(plan.sections.map((section) => section.kind)).not.toContain('booking');
    const card = await checkCoverage(html, plan);
    expect(card.misplaced).toEqual([]);
    expect(html).not.toMatch(/Book a table|Party size/i);

    // The same page with a restaurant's table booking in it, as a model might write it.
    const restaurant = await builtPage('a bistro in Pune with table reservations');
    const booking = /<section id="[^"]*" data-kind="booking"[\s\S]*?<\/section>/.exec(
      restaurant.html,
    )?.[0];
    expect(booking).toBeDefined();
    const withBooking = html.replace('</main>', `${booking}</main>`);
    const wrong = await checkCoverage(withBooking, plan);
    expect(wrong.misplaced).toEqual([{ kind: 'booking', instead: 'appointment' }]);
    expect(coverageProblems(wrong).map((problem) => problem.rule)).toEqual(['misplaced-booking']);
  });

  it('finds an item taken off the page, and a fact no longer shown', async () => {
    const { plan, html } = await builtPage();
    const without = html
      .replace(/<section id="[^"]*" data-kind="faq"[\s\S]*?<\/section>/, '')
      .replaceAll('hello@beanthere.in', 'hi@example.com');

    const card = await checkCoverage(without, plan);

    expect(statusOf(card, 'faq')).toMatchObject({ status: 'missing', note: 'not on the page' });
    expect(card.delivered).toBe(3);
    expect(card.facts.missing).toEqual(['hello@beanthere.in']);
    expect(coverageProblems(card).map((problem) => problem.rule)).toEqual([
      'missing-faq',
      'missing-fact',
    ]);
  });

  it('finds a widget that does not work, and fewer items than were asked for', async () => {
    const { plan, html } = await builtPage();
    // The toggle's behaviour gone (a model's page that left it out), and one review removed.
    const broken = html
      .replace(
        'document.querySelectorAll(\'[data-widget="theme-toggle"]\')',
        "document.querySelectorAll('.none')",
      )
      .replace(/<li class="card" data-item(?: data-sample)?><figure>[\s\S]*?<\/li>/, '');

    const card = await checkCoverage(broken, plan);

    expect(statusOf(card, 'theme-toggle')).toMatchObject({ status: 'missing' });
    expect(statusOf(card, 'theme-toggle')?.note).toMatch(/^does not work/);
    expect(card.widgets.broken.map((widget) => widget.widget)).toEqual(['theme-toggle']);
    expect(statusOf(card, 'testimonials')).toMatchObject({ status: 'missing', note: '2 of 3' });
  });

  it('counts an honest stand-in as approximated, with what stands in', async () => {
    const { plan, html } = await builtPage();
    const asked: SitePlan = {
      ...plan,
      checklist: [
        ...plan.checklist,
        { asked: 'a trailer', kind: 'video', approximation: 'a video placeholder' },
      ],
    };
    const withVideo = html.replace(
      '</main>',
      '<section id="video" data-kind="video" aria-labelledby="video-title"><h2 id="video-title">Trailer</h2><div data-approximated="a video placeholder"><p>The trailer goes here.</p></div></section></main>',
    );

    const card = await checkCoverage(withVideo, asked);

    expect(statusOf(card, 'video')).toMatchObject({
      status: 'approximated',
      note: 'a video placeholder',
    });
  });
});
