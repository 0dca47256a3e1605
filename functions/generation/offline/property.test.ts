import { describe, expect, it } from 'vitest';
import { offlinePage } from '../../../testing/fixtures/generation/offline-page';
import { parsedPage } from '../../../testing/fixtures/generation/parsed-page';
import { homesIn } from './property';

const pageOf = async (brief: string) => {
  const doc = parsedPage((await offlinePage(brief)).html);
  const listings = [...doc.querySelectorAll('[data-kind="listings"] [data-item]')].map((item) => ({
    title: item.querySelector('h3')?.textContent ?? '',
    price: item.querySelector('.price')?.textContent ?? '',
    sample: item.hasAttribute('data-sample'),
    facts: item.querySelector('dl')?.textContent ?? '',
  }));
  return {
    title: doc.title,
    listings,
    intro: doc.querySelector('[data-kind="listings"] p')?.textContent ?? '',
    visit: doc.querySelector('[data-kind="appointment"] h2')?.textContent ?? '',
    choices: [...doc.querySelectorAll('[data-kind="appointment"] select option')]
      .slice(1)
      .map((option) => option.textContent),
    kinds: [...doc.querySelectorAll('main > section')].map((node) =>
      node.getAttribute('data-kind'),
    ),
  };
};

describe('homes a brief lists', () => {
  it('are read by size and kind, each with the price the brief gives it, as written', () => {
    expect(
      homesIn(
        'real estate agent in Gurgaon, 2BHK and 3BHK flats for sale, 2BHK from 85 lakh, 3BHK Rs 1.2 crore',
      ),
    ).toEqual(['2 BHK flat: from 85 lakh', '3 BHK flat: Rs 1.2 crore']);
    expect(homesIn('villas for sale in Goa, 3BHK villa ₹2.5 cr, 4BHK villa 3.8 crore')).toEqual([
      '3 BHK villa: ₹2.5 cr',
      '4 BHK villa: 3.8 crore',
    ]);
    expect(homesIn('2 bhk flat for rent in Baner, 25000 per month')).toEqual([
      '2 BHK flat: 25000 per month',
    ]);
    expect(homesIn('1BHK on rent Rs 12,000/month and 2BHK Rs 18000 in Kothrud')).toEqual([
      '1 BHK home: Rs 12,000/month',
      '2 BHK home: Rs 18000',
    ]);
  });

  it('are none where a size prices other work (a pest control’s 2BHK)', () => {
    expect(homesIn('pest control 1BHK Rs 1200 2BHK Rs 1500')).toEqual([]);
  });
});

describe('an agent of homes', () => {
  it('lists the brief’s homes at its prices as written, and books a site visit', async () => {
    const page = await pageOf(
      'real estate agent in Gurgaon, 2BHK and 3BHK flats for sale, 2BHK from 85 lakh, 3BHK Rs 1.2 crore, site visit booking, call Rajesh 98110 44444',
    );
    expect(page.title).toBe('Gurgaon Real Estate');
    expect(page.listings).toEqual([
      // What the brief says of them, and no bathrooms or area it did not give.
      { title: '2 BHK flat', price: 'from 85 lakh', sample: false, facts: 'Beds2' },
      { title: '3 BHK flat', price: 'Rs 1.2 crore', sample: false, facts: 'Beds3' },
    ]);
    expect(page.visit).toBe('Book a site visit');
    expect(page.choices).toContain('A site visit');
    expect(page.kinds).not.toContain('services');
  });

  it('is named for its place and kind, never for "sale"', async () => {
    expect((await pageOf('real estate consultants, flats for sale')).title).toBe(
      'The Real Estate Agency',
    );
    expect((await pageOf('property dealer in Mohali')).title).toBe('Mohali Real Estate');
    expect((await pageOf('real estate in Pune, flats for rent')).title).toBe('Pune Real Estate');
  });

  it('makes up no locality or inspection: sample homes are in none where the city is unknown', async () => {
    const page = await pageOf('property dealer in Mohali, flats for sale');
    expect(page.listings.length).toBeGreaterThan(0);
    expect(page.listings.every((home) => home.sample)).toBe(true);
    expect(page.listings.map((home) => home.title).join(' ')).not.toMatch(
      /Old Town|Riverside|Hillview|Central/,
    );
    expect(page.intro).not.toMatch(/checked by us/);
    // A city whose localities are known has its homes in them, as samples.
    const pune = await pageOf('real estate agent in Pune, flats for sale');
    expect(pune.listings.map((home) => home.title).join(' ')).toMatch(/Baner|Kothrud|Viman Nagar/);
  });
});

describe('an owner’s home to let or sell', () => {
  it('is named for the home, lists it at its price, and books a visit to it', async () => {
    const page = await pageOf(
      '2 bhk flat for rent in Baner, 25000 per month, owner Mr Kulkarni 98220 55555',
    );
    expect(page.title).toBe('2 BHK Flat for Rent in Baner');
    expect(page.listings).toEqual([
      { title: '2 BHK flat', price: '25000 per month', sample: false, facts: 'Beds2' },
    ]);
    expect(page.visit).toBe('Book a site visit');
    expect(page.choices).not.toContain('Selling my property');
    expect((await pageOf('3BHK villa for sale in Goa, ₹2.5 crore')).title).toBe(
      '3 BHK Villa for Sale in Goa',
    );
  });

  it('is no listing of homes where other things are let', async () => {
    expect((await pageOf('bikes for rent in Goa')).kinds).not.toContain('listings');
  });
});
