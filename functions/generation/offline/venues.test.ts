import { describe, expect, it } from 'vitest';
import { offlinePage } from '../../../testing/fixtures/generation/offline-page';
import { parsedPage } from '../../../testing/fixtures/generation/parsed-page';
import { factsFromPrompt } from './facts';

const pageOf = async (brief: string) => {
  const { plan, html } = await offlinePage(brief);
  const doc = parsedPage(html);
  const text = (selector: string) =>
    (doc.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ');
  return {
    title: plan.title,
    intent: plan.intent,
    kinds: plan.sections.map((section) => section.kind),
    about: text('[data-kind="about"]'),
    faq: text('[data-kind="faq"]'),
    form: text('[data-kind="appointment"]'),
    fields: Array.from(
      doc.querySelectorAll('[data-kind="appointment"] label'),
      (label) => label.textContent?.trim() ?? '',
    ),
    all: text('body'),
  };
};

describe('a hall or a lawn let for occasions', () => {
  it('is a venue: what it is for, where, how many it holds, and a date to check', async () => {
    const page = await pageOf(
      'banquet hall in Ludhiana for 500 guests, weddings and receptions, call 9876543210',
    );
    expect(page.title).toBe('Ludhiana Banquet Hall');
    expect(page.kinds).toEqual(['hero', 'about', 'features', 'gallery', 'faq', 'appointment']);
    expect(page.about).toMatch(/a banquet hall for weddings, receptions/);
    // The brief's capacity, as written; nothing of catering, decor or rates it did not give.
    expect(page.faq).toMatch(/Up to 500 guests/);
    expect(page.faq).toMatch(/caterer and decorator\?Ask us/);
    expect(page.form).toMatch(/^Check a date/);
    expect(page.form).toMatch(/or call us on 9876543210/);
    expect(page.fields.join(' | ')).toMatch(/Occasion.*Date.*Number of guests/);
    expect(page.all).not.toMatch(/guests in Ludhiana|speakers|tickets/i);
  });

  it('is one by any of its names, not an event, and not a venue an event is held at', async () => {
    const farmhouse = await pageOf('farmhouse for parties near Gurgaon, book for your event');
    expect(farmhouse.intent).toBe('generic');
    expect(farmhouse.title).toBe('Gurgaon Farmhouse');
    expect(farmhouse.kinds).not.toContain('tickets');
    expect((await pageOf('marriage lawn in Jaipur, capacity 1000')).faq).toMatch(/Up to 1000/);
    expect((await pageOf('party hall in Pune for birthday parties')).form).toMatch(/Check a date/);
    const wedding = await pageOf('our wedding reception at Royal Banquet Hall, 12 Dec, RSVP');
    expect(wedding.intent).toBe('event');
    expect(wedding.kinds).toContain('rsvp');
  });
});

describe('how many a place holds', () => {
  it.each([
    ['banquet hall for 500 guests', ['500 guests']],
    ['marriage lawn, capacity 1000, weddings', ['1000']],
    ['hall with seating for 1,200 people', ['1,200 people']],
    // A class's or a cake's size is no place's.
    ['yoga for 20 people', []],
    ['cake for 12 people Rs 900', []],
  ])('is read from %j as written', (brief, capacity) => {
    expect(factsFromPrompt(brief).capacity).toEqual(capacity);
  });
});
