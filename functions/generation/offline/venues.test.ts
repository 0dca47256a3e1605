import { describe, expect, it } from 'vitest';
import { builtPage as pageOf } from '../../../testing/fixtures/generation/built-page';
import { factsFromPrompt } from './facts';

describe('a hall or a lawn let for occasions', () => {
  it('is a venue: what it is for, where, how many it holds, and a date to check', async () => {
    const page = await pageOf(
      'banquet hall in Ludhiana for 500 guests, weddings and receptions, call 9876543210',
    );
    expect(page.title).toBe('Ludhiana Banquet Hall');
    expect(page.kinds).toEqual(['hero', 'about', 'features', 'gallery', 'faq', 'appointment']);
    expect(page.text('about')).toMatch(/a banquet hall for weddings, receptions/);
    // The brief's capacity, as written; nothing of catering, decor or rates it did not give.
    expect(page.text('faq')).toMatch(/Up to 500 guests/);
    expect(page.text('faq')).toMatch(/caterer and decorator\?Ask us/);
    expect(page.text('appointment')).toMatch(/^Check a date/);
    expect(page.text('appointment')).toMatch(/or call us on 9876543210/);
    expect(page.labels('appointment').join(' | ')).toMatch(/Occasion.*Date.*Number of guests/);
    expect(page.all).not.toMatch(/guests in Ludhiana|speakers|tickets/i);
  });

  it('is one by any of its names, not an event, and not a venue an event is held at', async () => {
    const farmhouse = await pageOf('farmhouse for parties near Gurgaon, book for your event');
    expect(farmhouse.intent).toBe('generic');
    expect(farmhouse.title).toBe('Gurgaon Farmhouse');
    expect(farmhouse.kinds).not.toContain('tickets');
    expect((await pageOf('marriage lawn in Jaipur, capacity 1000')).text('faq')).toMatch(
      /Up to 1000/,
    );
    expect((await pageOf('party hall in Pune for birthday parties')).text('appointment')).toMatch(
      /Check a date/,
    );
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
