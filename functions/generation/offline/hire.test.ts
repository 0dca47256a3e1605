import { describe, expect, it } from 'vitest';
import { offlinePage } from '../../../testing/fixtures/generation/offline-page';
import { parsedPage } from '../../../testing/fixtures/generation/parsed-page';

const pageOf = async (brief: string) => {
  const { plan, html } = await offlinePage(brief);
  const doc = parsedPage(html);
  const booking = doc.querySelector('[data-kind="appointment"], [data-kind="booking"]');
  return {
    title: plan.title,
    kinds: plan.sections.map((section) => section.kind),
    rates: [...doc.querySelectorAll('[data-kind="pricing"] [data-item] h3')].map(
      (node) => node.textContent ?? '',
    ),
    heading: booking?.querySelector('h2')?.textContent ?? '',
    labels: [...(booking?.querySelectorAll('label') ?? [])].map((node) =>
      (node.textContent ?? '').trim(),
    ),
    choices: [...(booking?.querySelectorAll('select option') ?? [])]
      .slice(1)
      .map((node) => node.textContent ?? ''),
    text: doc.body.textContent ?? '',
  };
};

describe('a business that hires things out by the day', () => {
  it('is named for what it lets and where, however the brief says it', async () => {
    for (const [brief, title] of <[string, string][]>[
      ['bike rental in Goa', 'Goa Bike Rentals'],
      ['bikes for rent in Goa', 'Goa Bike Rentals'],
      ['rent a car in Jaipur', 'Jaipur Car Rentals'],
      ['cars on rent in Pune', 'Pune Car Rentals'],
      ['self drive cars in Bangalore', 'Bangalore Car Rentals'],
      ['camera rental in Mumbai', 'Mumbai Camera Rentals'],
    ]) {
      expect({ brief, title: (await pageOf(brief)).title }).toEqual({ brief, title });
    }
  });

  it('shows its rates, and books one of them for dates', async () => {
    const cars = await pageOf(
      'car rental in Goa, self drive, Swift Rs 1500 per day, Innova Rs 3000 per day, call 98220 33333',
    );
    // Booked on the form every kind of site may have, with the dates it is out.
    expect(cars.kinds).toEqual(['hero', 'pricing', 'faq', 'appointment']);
    expect(cars.rates).toEqual(['Swift', 'Innova']);
    expect(cars.heading).toBe('Book a car');
    expect(cars.choices).toEqual(['Swift', 'Innova']);
    expect(cars.labels.join(' | ')).toMatch(/From.*Until/);
    expect(cars.labels.join(' | ')).not.toMatch(/Guests|Time/);
    // "online booking" asked is that form, not a restaurant's table booking.
    const asked = await pageOf('bike rental in Goa, online booking');
    expect(asked.kinds).toContain('appointment');
    expect(asked.kinds).not.toContain('booking');
    // Without prices, the usual ones of what it lets, as samples.
    const bikes = await pageOf('bike rental in Manali');
    expect(bikes.rates).toEqual(['Scooter', 'Commuter bike', 'Cruiser']);
    expect(bikes.choices).toEqual(bikes.rates);
  });

  it('makes up no deposit, fuel or kilometre terms', async () => {
    const { text } = await pageOf('bike rental in Goa');
    expect(text).not.toMatch(
      /deposit of|₹\d[\d,]* deposit|free kilometres|full tank|unlimited km/i,
    );
    expect(text).toMatch(/We tell you when we confirm your booking/);
  });

  it('is no hire where something else is done to the thing', async () => {
    for (const brief of ['bike repair shop in Goa', 'car wash in Pune']) {
      const page = await pageOf(brief);
      expect({ brief, title: page.title, dates: page.labels.includes('Until') }).toEqual({
        brief,
        title: expect.not.stringMatching(/Rentals/),
        dates: false,
      });
    }
  });
});
