import { describe, expect, it } from 'vitest';
import { ownerClaimsIn } from './owner-claims';

const kinds = (text: string, prompt = 'A landing page for my bakery in Mumbai') => [
  ...new Set(ownerClaimsIn(text, prompt).map((claim) => claim.kind)),
];

describe('claims only the owner can make', () => {
  it.each([
    ['Crumb & Co opened its doors in Mumbai in 2014.', ['a founding year', 'an opening story']],
    ['We have welcomed more than 3,400 guests since.', ['a count of people served']],
    [
      'Experienced team: years of experience in dentistry',
      ['years of experience', 'a claim of experience'],
    ],
    ['Haircut by our experienced team, at a time that suits you.', ['a claim of experience']],
    ['Every repair done by qualified technicians', ['a claim of experience']],
    ['For 12 years I have worked in branding', ['years of experience']],
    ['An award-winning studio', ['an award']],
    ['ISO 9001 certified clinic', ['a certification']],
    ['Rated 4.9 by our customers', ['a rating']],
    ['Helping 500+ families every year', ['a count of people served']],
    ['Since 2019 we have baked every day', ['a founding year']],
    // A stats block as a page reads it: the label, then its figure.
    [
      'teams use Habit HQ 61,000+ uptime last year 99.9% cities 18',
      ['a figure about the business', 'a reach'],
    ],
    ['98% of our patients would recommend us', ['a figure about the business']],
    ['Now delivering in 12 cities', ['a reach']],
    ['Are donations tax-deductible? Yes, under section 80G', ['a tax or legal status']],
    ['A registered charity since day one', ['a tax or legal status']],
    ['Straight to the work; our accounts are published every year', ['a claim about its accounts']],
    ['Talks, workshops and conversations in Chennai.', ['a city the brief did not name']],
    ['Homes to rent across Bangalore, visited by us.', ['a city the brief did not name']],
  ])('finds the claim in “%s”', (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  it.each([
    'Fresh bread every morning, made by hand.',
    'Open 8 am to 8 pm, seven days a week.',
    'Sourdough ₹250 · Croissant ₹120',
    '© 2026 Crumb & Co',
    'Call +91 98765 43210 to order a cake for 20 people.',
    'Classes for kids from 5 years old',
    'Plans for teams of 5+ seats cost ₹699 per month',
    'Get 20% off your first order',
    'Team size 1-10 11-50 51-200 200+',
    'Experience the flavours of Kerala, with a team that cooks to order',
  ])('finds none in “%s”', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('keeps a claim the person made themselves', () => {
    const prompt = 'A site for Crumb & Co, a bakery in Pune since 2014, award-winning sourdough';
    expect(kinds('Baking in Pune since 2014, with award-winning sourdough.', prompt)).toEqual([]);
    expect(kinds('Baking in Pune since 2011.', prompt)).toEqual(['a founding year']);
  });

  it('keeps a city the person named, by any of its names', () => {
    expect(kinds('Fresh bread in Mumbai every morning.')).toEqual([]);
    expect(kinds('Fresh bread in Bombay every morning.')).toEqual([]);
    expect(kinds('Fresh bread in Bengaluru.', 'a bakery in Bangalore')).toEqual([]);
    expect(kinds('Fresh bread in Goa.', 'a bakery in Goa')).toEqual([]);
    expect(kinds('Delivered across Pune.')).toEqual(['a city the brief did not name']);
  });
});
