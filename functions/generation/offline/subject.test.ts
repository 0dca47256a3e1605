import { describe, expect, it } from 'vitest';
import { detectIntent, planFromPrompt } from './planner';
import { describeSubject, offerFromPrompt } from './subject';
import { fallbackTitle } from './brand';
import { seededRandom } from './seeded-random';

const offer = (prompt: string): string => offerFromPrompt(prompt, detectIntent(prompt));

describe('offerFromPrompt', () => {
  it.each([
    ['a dark online store selling handmade soy candles', 'handmade soy candles'],
    [
      'an ecommerce shop for vintage vinyl records with filters and a cart',
      'vintage vinyl records',
    ],
    ['minimal portfolio for a wedding photographer called Lens & Light', 'wedding photography'],
    ['an architect portfolio showcasing residential projects, elegant', 'residential architecture'],
    ['a yoga studio called Stillpoint with classes and a contact form', 'yoga'],
    [
      'a SaaS startup landing page for an analytics dashboard, bold and blue',
      'analytics dashboard',
    ],
    ['a CRM software platform for small businesses with a free trial', 'CRM software'],
    ['an elegant Italian restaurant called Trattoria Bella with reservations', 'Italian food'],
    ['a bakery website for Crumb & Co.', 'bread and pastries'],
    ['a pottery studio selling ceramic mugs and bowls', 'ceramic mugs and bowls'],
    ['a personal blog about hiking in the Himalayas', 'hiking'],
    ['a food blog with Indian recipes and a newsletter', 'Indian recipes'],
  ])('reads what %j offers as %j', (prompt, expected) => {
    expect(offer(prompt)).toBe(expected);
  });

  it('never reads the site name, a colour or a section as the offer', () => {
    expect(offer('a neon gaming merch store for Pixel Forge')).toBe('gaming merch');
    expect(offer('a fitness gym called Iron Temple, bold red, with pricing plans')).toBe('fitness');
  });
});

describe('describeSubject', () => {
  it('knows countable offers from uncountable ones', () => {
    const candles = describeSubject({
      topic: 'handmade soy candles',
      keywords: ['handmade', 'soy', 'candles'],
      intent: 'store',
    });
    const coffee = describeSubject({ topic: 'coffee', keywords: ['cafe'], intent: 'restaurant' });

    expect(candles).toMatchObject({
      short: 'soy candles',
      item: 'handmade soy candle',
      plural: true,
      flavour: 'shop',
    });
    expect(coffee).toMatchObject({ item: undefined, plural: false, flavour: 'food' });
  });

  it('reads the business and the place from the keywords', () => {
    const studio = describeSubject({
      topic: 'yoga',
      keywords: ['yoga', 'studio', 'pune'],
      intent: 'agency',
    });

    expect(studio).toMatchObject({ business: 'yoga studio', flavour: 'wellness', place: 'Pune' });
  });
});

describe('businesses of the street and the counter', () => {
  it.each([
    ['Joshi Sweets in Nagpur: pedha ₹560/kg, barfi ₹640/kg', 'restaurant', 'sweet shop'],
    ['halwai shop in Old Delhi, jalebi and rabri', 'restaurant', 'sweet shop'],
    ['momo stall near Mall Road, Manali', 'restaurant', 'momo stall'],
    ['car wash in Baner, foam wash and interior cleaning, book a slot', 'agency', 'car wash'],
  ])('reads %j as a %s page for a %s', (prompt, intent, business) => {
    const plan = planFromPrompt(prompt);
    expect(plan.intent).toBe(intent);
    expect(describeSubject(plan).business).toBe(business);
  });

  it('reads festival gift boxes as goods for the season, not a festival', () => {
    const plan = planFromPrompt('Joshi Mithai, Nagpur — festival gift boxes and dry fruit hampers');
    expect(plan.intent).toBe('restaurant');
    expect(describeSubject(plan).flavour).toBe('food');
    expect(plan.sections.map((section) => section.kind)).not.toContain('tickets');
  });
});

describe('classes', () => {
  it.each([
    ['Coding classes for kids in Pune, python and scratch', 'school', 'coding classes'],
    ['Spoken English classes in Lucknow, weekend batch', 'school', 'spoken english classes'],
    ['Yoga with Meera — online classes on zoom', 'wellness', 'yoga classes'],
    ['home tutor for maths and science, classes 6 to 10, fees per month', 'school', 'tutor'],
    // Classes held at a business are that business's.
    ['pottery classes at our cafe in Goa', 'food', 'cafe'],
  ])('read %j as a %s business: %s', (prompt, flavour, business) => {
    expect(describeSubject(planFromPrompt(prompt))).toMatchObject({ flavour, business });
  });
});

describe('the name of a business no word names', () => {
  it('is what it offers, never "The Team"', () => {
    const subject = describeSubject({
      topic: 'maths and science',
      keywords: ['maths', 'science', 'ahmedabad'],
      intent: 'agency',
    });
    expect(subject.business).toBe('team');
    const title = fallbackTitle('maths and science, Ahmedabad', subject, seededRandom('x'));
    expect(title).not.toBe('The Team');
    expect(title).toMatch(/Math/);
  });
});

describe('a business the brief places', () => {
  it.each([
    // A town of any size, a state or a city of two words is where it is, never its name.
    ['Pune bakery with eggless cakes', 'Pune Eggless Bakery'],
    ['Kerala ayurvedic clinic', 'Kerala Ayurvedic Clinic'],
    ['dentist in Gurgaon', 'Gurgaon Dental Clinic'],
    ['Navi Mumbai tiffin service', 'Navi Mumbai Tiffin'],
    ['Thane gym, monthly Rs 1500', 'Thane Gym'],
    ['Surat saree shop', 'Surat Saree Shop'],
    ['Lucknow chikan kurtis online', 'Lucknow Chikan Kurti Shop'],
    ['Indore poha stall', 'Indore Poha Stall'],
    ['Chennai filter coffee kiosk', 'Chennai Coffee Kiosk'],
    ['bookshop in Kolkata', 'Kolkata Bookshop'],
    // What it offers, where, where no word says what it is.
    ['Varanasi boat rides at sunrise', 'Varanasi Boat Rides'],
    ['trekking in the Himalayas', 'Trekking in the Himalayas'],
    ['website for Goa', 'Goa'],
    // The town it is in, over the one its goods are named for.
    ['Kanchipuram silk sarees shop in Chennai', 'Chennai Silk Sarees Shop'],
    ['online store for Darjeeling tea', 'Darjeeling Tea Shop'],
    ['spices online store', 'The Spice Shop'],
    // A name is still a name; a people's or a language's word is not one, a stage name is.
    ['Crumb bakery in Pune', 'Crumb'],
    ['matrimonial bureau in Ahmedabad for Gujarati families', 'Ahmedabad Matrimonial Bureau'],
    ['DJ Rohit for weddings, sangeet and birthday parties in Jaipur', 'DJ Rohit'],
    ['cafe called Pune Social', 'Pune Social'],
  ])('calls %j %j', (brief, title) => {
    expect(planFromPrompt(brief).title).toBe(title);
  });
});
