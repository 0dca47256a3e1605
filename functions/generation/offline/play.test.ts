import { describe, expect, it } from 'vitest';
import { builtPage as pageOf } from '../../../testing/fixtures/generation/built-page';

describe('a place booked by the hour to play', () => {
  it('is a gaming cafe with its rate by the hour and a slot to book, not a cafe’s menu', async () => {
    const page = await pageOf('gaming cafe in Pune with PS5 and PC, Rs 100 per hour');
    expect(page.intent).toBe('generic');
    expect(page.title).toBe('Pune Gaming Cafe');
    expect(page.kinds).toEqual(['hero', 'about', 'hours', 'pricing', 'faq', 'booking']);
    // The brief's rate on the row it prices, per hour; never on a dish.
    expect(page.text('pricing')).toMatch(/Console or PC₹100 per hour/);
    expect(page.all).not.toMatch(/Cold brew|Espresso|Sunday lunch|Come hungry/);
    expect(page.text('booking')).toMatch(/^Book a slot/);
    expect(page.labels('booking').join(' | ')).toMatch(/Station.*Date.*Time.*How many are playing/);
  });

  it('is a turf, a court, a snooker club or an escape room, each by when or what is booked', async () => {
    const turf = await pageOf('box cricket turf in Thane, Rs 1200 per hour, book your slot');
    expect(turf.title).toBe('Thane Box Cricket Turf');
    expect(turf.text('pricing')).toMatch(/Weekday₹1,200 per hour/);
    // A turf is booked by its day and time; there is nothing else to choose.
    expect(turf.labels('booking')).not.toContain('Slot');
    // Its opening hours are not when something starts.
    expect(
      (await pageOf('badminton courts in Bengaluru, open 6am to 11pm')).text('hero'),
    ).not.toMatch(/6am in Bengaluru/);
    const courts = await pageOf('badminton courts in Bengaluru');
    expect(courts.title).toBe('Bengaluru Badminton Courts');
    expect(courts.text('booking')).toMatch(/confirm your court/);
    expect((await pageOf('snooker club in Chandigarh')).text('pricing')).toMatch(/Snooker table/);
    expect((await pageOf('escape room in Bengaluru, Rs 800 per person')).text('pricing')).toMatch(
      /₹800 per person/,
    );
  });
});
