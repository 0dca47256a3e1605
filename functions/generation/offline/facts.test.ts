import { describe, expect, it } from 'vitest';
import { factsFromPrompt } from './facts';

describe('the facts a prompt gives', () => {
  it('keeps names, places, prices, phones and times exactly as written', () => {
    const facts = factsFromPrompt(
      'bakery called Crumb & Co in Pune selling sourdough, croissants and cinnamon buns from ₹80. opening hours 7am to 7pm, call +91 98765 43210',
    );
    expect(facts).toMatchObject({
      name: 'Crumb & Co',
      places: ['Pune'],
      prices: ['₹80'],
      currency: 'INR',
      phones: ['+91 98765 43210'],
      times: ['7am', '7pm'],
      offers: ['sourdough', 'croissants', 'cinnamon buns'],
      people: [],
    });
  });

  it('reads a person’s site as being about that person, with their email and handle', () => {
    const facts = factsFromPrompt(
      'a dark-theme portfolio for Ananya Rao, a UX designer in Kyoto. email ananya@studio.jp, instagram @ananya.designs',
    );
    expect(facts).toMatchObject({
      name: 'Ananya Rao',
      people: ['Ananya Rao'],
      places: ['Kyoto'],
      emails: ['ananya@studio.jp'],
      handles: ['@ananya.designs'],
      look: ['dark'],
    });
  });

  it('finds a couple, a date and a time, and people named after a cue', () => {
    expect(
      factsFromPrompt('wedding website for Riya and Sam on 14 March 2027 at 5pm in Udaipur'),
    ).toMatchObject({
      people: ['Riya', 'Sam'],
      dates: ['14 March 2027'],
      times: ['5pm'],
      places: ['Udaipur'],
    });
    expect(
      factsFromPrompt('a hackathon with judges Meera Nair and Arjun Das, prize pool $5,000').people,
    ).toEqual(['Meera Nair', 'Arjun Das']);
  });

  it('names a site after its business word or its couple when there is no "called"', () => {
    expect(factsFromPrompt('elegant italian restaurant Trattoria Bella in Mumbai').name).toBe(
      'Trattoria Bella',
    );
    expect(factsFromPrompt('ice cream parlour Scoop Street in Mysuru').name).toBe('Scoop Street');
    expect(
      factsFromPrompt('Priya & Rahul are getting married! 12th December 2026, Jaipur'),
    ).toMatchObject({ name: 'Priya & Rahul', people: ['Priya', 'Rahul'], places: ['Jaipur'] });
    expect(factsFromPrompt('B2B CRM software for small businesses').name).toBeUndefined();
  });

  it('prices in the currency the prompt uses', () => {
    expect(factsFromPrompt('a yoga studio in Berlin, classes €15 each')).toMatchObject({
      prices: ['€15'],
      currency: 'EUR',
    });
    expect(factsFromPrompt('saas with plans at $29/month and $99/month')).toMatchObject({
      prices: ['$29/month', '$99/month'],
      currency: 'USD',
    });
  });

  it('does not take a dark chocolate, a dark mode switch or opening hours for something else', () => {
    const facts = factsFromPrompt(
      'a chocolate shop selling dark chocolate and truffles with a dark mode toggle, hours 10am-8pm',
    );
    expect(facts.look).toEqual([]);
    expect(facts.prices).toEqual([]);
    expect(facts.times).toEqual(['10am', '8pm']);
  });
});
