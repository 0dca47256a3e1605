import { describe, expect, it } from 'vitest';
import { writeContent } from '../content';
import { amountOf } from '../facts';
import { planFromPrompt } from '../planner';

/** The price list the offline agents write for a brief: each item's title, price and terms. */
async function priceList(prompt: string) {
  const plan = planFromPrompt(prompt);
  const content = writeContent(plan);
  const pricing = plan.sections.find((section) => section.kind === 'pricing');
  const items = content.sections[pricing?.id ?? '']?.items ?? [];
  return items.map(({ title, text, price, meta, yearlyPrice }) => ({
    title,
    text,
    price: price ?? Number.NaN,
    meta,
    yearly: yearlyPrice !== undefined,
  }));
}

const SOFTWARE = /seats|onboarding|priority support|custom limits/i;

describe('a price list', () => {
  it('of a business that is not software has its own kind of prices, sold as it sells them', async () => {
    const cases: [string, RegExp][] = [
      [
        'tuition classes for class 10 maths in Nagpur with fees and pricing',
        /per (?:month|term|course)/,
      ],
      ['coworking space in Kochi called Desk Club, pricing and a map', /per (?:day|month)/],
      ['homestay in Coorg, three rooms, pricing and a booking form', /per night/],
      ['wedding photographer in Jaipur, portfolio and pricing packages', /per booking/],
      ['tiffin service in Pune, pricing and a menu', /per (?:week|month)/],
    ];
    const wrong = [];
    for (const [prompt, terms] of cases) {
      const items = await priceList(prompt);
      if (items.length < 2) wrong.push(`${prompt}: no price list`);
      for (const item of items) {
        // Only software is sold by the year unasked ("2 months free" is its offer alone).
        if (
          SOFTWARE.test(`${item.title} ${item.text}`) ||
          !terms.test(item.meta ?? '') ||
          item.yearly
        ) {
          wrong.push(
            `${prompt}: ${item.title}, ${item.text} ${item.meta}${item.yearly ? ', yearly' : ''}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the brief’s price first, and asks more for each fuller level', async () => {
    const items = await priceList('mehendi artist in Jaipur, bridal mehendi from ₹5,000, pricing');
    expect(items[0]?.price).toBe(amountOf('₹5,000'));
    for (let i = 1; i < items.length; i++) {
      expect(items[i]?.price).toBeGreaterThan(items[i - 1]?.price ?? 0);
    }
  });

  it('of software has plans by the month, also sold by the year', async () => {
    const items = await priceList('SaaS landing page for Billwise, invoicing software, pricing');
    expect(items.map((item) => item.title)).toEqual(['Starter', 'Growth', 'Scale']);
    expect(items.every((item) => item.meta === 'per month' && item.yearly)).toBe(true);
  });

  it('puts a price the brief gives for no period on the row whose usual range it fits', async () => {
    // "₹60,000 per month" would say what the brief did not: the course costs ₹60,000.
    const bootcamp = await priceList('tuition for a 16 week full stack course, Rs 60,000');
    expect(bootcamp.find((item) => item.price === 60000)?.meta).toBe('per course');
    const monthly = await priceList('maths tuition in Pune for class 10, Rs 2000');
    expect(monthly.find((item) => item.price === 2000)?.meta).toBe('per month');
  });
});
