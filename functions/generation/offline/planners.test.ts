import { describe, expect, it } from 'vitest';
import { builtPage as pageOf } from '../../../testing/fixtures/generation/built-page';

describe('a planner of other people’s occasions', () => {
  it('is a wedding planner with what the brief says it plans, quoted, not a caterer’s menu', async () => {
    const page = await pageOf(
      'wedding planner in Jaipur - destination weddings, decor, catering, mehendi and sangeet',
    );
    expect(page.intent).toBe('generic');
    expect(page.title).toBe('Jaipur Wedding Planner');
    expect(page.kinds).not.toContain('menu');
    expect(page.text('services')).toMatch(/Destination weddings.*Decor.*Mehendi/);
    // Nothing it plans has a price the brief did not give; no dish is on the page.
    expect(page.text('services')).not.toMatch(/₹/);
    expect(page.all).not.toMatch(/Paneer tikka|Chicken|per plate/);
    expect(page.text('appointment')).toMatch(/^Tell us about your event/);
    expect(page.labels('appointment')).toEqual([
      'Name',
      'Phone',
      'Occasion',
      'Date',
      'Number of guests (optional)',
    ]);
  });

  it('is an event company with the usual work where the brief lists none, and no price tiers', async () => {
    const page = await pageOf('event management company in Delhi');
    expect(page.title).toBe('Delhi Event Management Company');
    expect(page.kinds).not.toContain('pricing');
    expect(page.text('services')).toMatch(/Corporate events.*Product launches/);
    expect(page.text('gallery')).not.toMatch(/for a client|Commission/);
  });

  it('leaves software for events a product', async () => {
    expect((await pageOf('event management software for colleges')).intent).toBe('saas');
  });
});
