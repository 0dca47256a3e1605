import { describe, expect, it } from 'vitest';
import { deliveryTermsIn, listPricesIn, pricedOffersIn, termsIn } from './priced-offers';
import { offlinePage } from '../../../testing/fixtures/generation/offline-page';
import { parsedPage } from '../../../testing/fixtures/generation/parsed-page';

describe('the things a brief prices', () => {
  it('pairs each price with the thing before it in its clause', () => {
    expect(pricedOffersIn('Sweets in Surat: kaju katli ₹900/kg, samosa ₹20, order online')).toEqual(
      [
        { offer: 'kaju katli', price: '₹900/kg' },
        { offer: 'samosa', price: '₹20' },
      ],
    );
    expect(pricedOffersIn('custom cakes from ₹450; full detailing starting at Rs 1,999')).toEqual([
      { offer: 'custom cakes', price: 'from ₹450' },
      { offer: 'full detailing', price: 'from Rs 1,999' },
    ]);
  });

  it('pairs a price with what is sold after the selling, and each of two joined by "and"', () => {
    expect(pricedOffersIn('dairy farm selling fresh cow milk Rs 60 per litre, paneer')).toEqual([
      { offer: 'fresh cow milk', price: 'Rs 60/litre' },
    ]);
    expect(pricedOffersIn('milk Rs 60/litre and paneer Rs 400/kg')).toEqual([
      { offer: 'milk', price: 'Rs 60/litre' },
      { offer: 'paneer', price: 'Rs 400/kg' },
    ]);
    // A list's one price, and two prices of one thing, stay no one thing's.
    expect(pricedOffersIn('croissants and cinnamon buns from ₹80')).toEqual([]);
    expect(pricedOffersIn('monthly plans ₹2,400 and ₹3,600')).toEqual([]);
  });

  it('pairs a price with the thing after it when nothing before it names one', () => {
    expect(
      pricedOffersIn(
        'saree shop: a ₹3,500 banarasi silk saree, ₹1,200 cotton sarees in 20 colours',
      ),
    ).toEqual([
      { offer: 'banarasi silk saree', price: '₹3,500' },
      { offer: 'cotton sarees', price: '₹1,200' },
    ]);
    expect(pricedOffersIn('tea stall with ₹10 cutting chai')).toEqual([
      { offer: 'cutting chai', price: '₹10' },
    ]);
    // What an amount is per, what is won or taken off, and a price of nothing named.
    expect(pricedOffersIn('gym with ₹999 a month membership')).toEqual([
      { offer: 'membership', price: '₹999/month' },
    ]);
    // What an amount is for, said after it in any of the ways people write it.
    expect(
      pricedOffersIn('pani puri ₹30 plate, dahi puri ₹50 per plate, training ₹500 a session'),
    ).toEqual([
      { offer: 'pani puri', price: '₹30/plate' },
      { offer: 'dahi puri', price: '₹50/plate' },
      { offer: 'training', price: '₹500/session' },
    ]);
    expect(
      pricedOffersIn('win ₹10,000 cash prize, flat ₹200 off, ₹500 per month, ₹45,000 onwards'),
    ).toEqual([]);
    // A session or a visit priced with nothing named is what is sold.
    expect(pricedOffersIn('physiotherapy in Pune. ₹700 per session, ₹300 a visit')).toEqual([
      { offer: 'session', price: '₹700/session' },
      { offer: 'visit', price: '₹300/visit' },
    ]);
    expect(pricedOffersIn('just ₹99 for the first month, only ₹49 delivery')).toEqual([]);
  });

  it('reads what a list costs, the least or about what, as no one thing’s price', () => {
    const prompt =
      'bakery: everything from ₹80. tees, prices around ₹799; sourdough and buns from ₹120, ₹99 onwards';
    expect(pricedOffersIn(prompt)).toEqual([]);
    expect(listPricesIn(prompt)).toEqual(['from ₹80', 'around ₹799', 'from ₹120', 'from ₹99']);
    // One thing's least price is that thing's.
    expect(listPricesIn('custom cakes from ₹450, memberships start at ₹999')).toEqual([]);
  });

  it('reads amounts without a currency as a list of prices', () => {
    expect(pricedOffersIn('tailor in Agra. blouse 350, kurta 500, alterations')).toEqual([
      { offer: 'blouse', price: '350' },
      { offer: 'kurta', price: '500' },
    ]);
    // One amount alone, a count, a place's number or a year is no price.
    expect(pricedOffersIn('gym in Sector 18, batch 30, since 2015, call 98450 11111')).toEqual([]);
    expect(pricedOffersIn('tuition for class 9 to 12, 40 students a batch')).toEqual([]);
  });

  it('reads an amount alone without a currency as the price of what it names, or per its unit', () => {
    expect(
      pricedOffersIn('child specialist in Kothrud Pune. OPD 6pm to 9pm. Consultation 500'),
    ).toEqual([{ offer: 'Consultation', price: '500' }]);
    expect(pricedOffersIn('yoga studio in Rishikesh, drop in class 500, 200 hour course')).toEqual([
      { offer: 'drop in class', price: '500' },
    ]);
    expect(pricedOffersIn('car rental in Goa. self drive scooty 400/day, car 1800/day')).toEqual([
      { offer: 'self drive scooty', price: '400/day' },
      { offer: 'car', price: '1800/day' },
    ]);
    expect(pricedOffersIn('pickles from Guntur, mango avakaya 350 per kg, gongura 300')).toEqual([
      { offer: 'mango avakaya', price: '350/kg' },
      { offer: 'gongura', price: '300' },
    ]);
    // Said per a unit, a small amount is a price too; a count per a unit is not.
    expect(pricedOffersIn('laundry in Koramangala. wash & fold 70/kg')).toEqual([
      { offer: 'wash & fold', price: '70/kg' },
    ]);
    expect(pricedOffersIn('yoga, max 5 per person')).toEqual([]);
    // A count, an address, a grade, a PIN code or a small number alone is still no price.
    for (const brief of [
      'party hall for 200, guests up to 300',
      'shop in Mumbai, Shop 104, Pune 411038',
      'tuition for class 10, Sector 22, Flat 301, Tower 120',
      'tea stall, chai 20',
      'yoga, batches of 20 per class, capacity 150',
    ]) {
      expect({ brief, offers: pricedOffersIn(brief) }).toEqual({ brief, offers: [] });
    }
  });

  it('keeps how much a price buys with the name it measures: "avakaya 500g ₹250"', () => {
    expect(
      pricedOffersIn('pickles from Guntur. mango avakaya 500g ₹260, gongura 500 g ₹210'),
    ).toEqual([
      { offer: 'mango avakaya 500g', price: '₹260' },
      { offer: 'gongura 500 g', price: '₹210' },
    ]);
    expect(pricedOffersIn('organic farm. Box of 5kg for Rs 799')).toEqual([
      { offer: 'Box of 5kg', price: 'Rs 799' },
    ]);
    // A quantity alone names nothing.
    expect(pricedOffersIn('ghee, 500g ₹300')).toEqual([]);
  });

  it('reads a plan named by how often it is paid, and two prices of one clause as no one’s', () => {
    expect(pricedOffersIn('gym in Nashik: drop-in ₹500, monthly pass ₹3,000')).toEqual([
      { offer: 'drop-in', price: '₹500' },
      { offer: 'monthly pass', price: '₹3,000' },
    ]);
    expect(pricedOffersIn('yoga fees: monthly ₹1,200')).toEqual([]);
    expect(pricedOffersIn('home tiffin, monthly plans ₹2,400 and ₹3,600')).toEqual([]);
  });

  it('leaves charges, a list’s one price and a price with no name alone', () => {
    expect(pricedOffersIn('tickets ₹599, entry: 300 per head, ₹800 per class')).toEqual([]);
    expect(pricedOffersIn('selling croissants and cinnamon buns from ₹80')).toEqual([]);
    expect(pricedOffersIn('wedding catering, per plate packages from ₹450')).toEqual([]);
  });
});

/** Each item of the page's priced sections, as its words. */
async function pricedItems(prompt: string): Promise<string[]> {
  const { html } = await offlinePage(prompt);
  const page = parsedPage(html);
  return Array.from(
    page.querySelectorAll(
      '[data-kind="menu"] [data-item], [data-kind="products"] [data-item], [data-kind="services"] [data-item], [data-kind="pricing"] [data-item]',
    ),
    (item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
}

describe('a page of a brief that prices what it sells', () => {
  it('shows each price on the thing it prices, and on nothing else', async () => {
    const items = await pricedItems(
      'Hot Wok momo stall in Shillong: veg momos ₹60, pork momos ₹110, thukpa ₹140',
    );
    for (const [name, price] of [
      ['Veg momos', '₹60'],
      ['Pork momos', '₹110'],
      ['Thukpa', '₹140'],
    ] as const) {
      expect(items.filter((item) => item.includes(price))).toEqual([expect.stringContaining(name)]);
    }
  });

  it('says a price is the least a thing costs, or what it is for', async () => {
    const items = await pricedItems(
      'home bakery in Pune, celebration cakes from ₹650, brownies ₹400/box, order on whatsapp',
    );
    expect(items.find((item) => item.startsWith('Celebration cakes'))).toMatch(/From ₹650/);
    expect(items.find((item) => item.startsWith('Brownies'))).toMatch(/₹400.*Per box/);
  });

  it('gives a priced service no length the brief did not give', async () => {
    const items = await pricedItems('unisex salon in Nagpur, haircut ₹250, hair spa ₹900');
    expect(items.find((item) => item.startsWith('Hair spa'))).not.toMatch(/\bmin\b/);
  });
});

describe('a menu with the brief’s dishes', () => {
  it('lists each once, claims nothing of their recipes, and prices samples near them', async () => {
    const items = await pricedItems(
      'momo stall near Mall Road, Manali: veg momos ₹70, thukpa ₹110',
    );
    expect(items.filter((item) => item.startsWith('Veg momos'))).toHaveLength(1);
    // The owner has not said the thukpa is vegan or gluten-free.
    expect(items.find((item) => item.startsWith('Thukpa'))).not.toMatch(/Vegan|Gluten-free/);
    const prices = items.map((item) => Number(/₹([\d,]+)/.exec(item)?.[1]?.replace(',', '')));
    expect(Math.max(...prices)).toBeLessThanOrEqual(140);
  });
});

describe('a brief’s terms of delivery', () => {
  it('are read as written, and said as such on the page, never as an item’s price', async () => {
    const prompt =
      'online plant shop in Pune, products with add to cart, free delivery above ₹999, call 98220 12345';
    expect(deliveryTermsIn(prompt)).toEqual(['free delivery above ₹999']);
    const page = parsedPage((await offlinePage(prompt)).html);
    const products = page.querySelector('[data-kind="products"]');
    expect(products?.querySelector('.intro')?.textContent).toMatch(/Free delivery above ₹999\./);
    const prices = Array.from(products?.querySelectorAll('[data-item]') ?? [], (item) =>
      (item.textContent ?? '').replace(/\s+/g, ' '),
    );
    expect(prices.filter((item) => item.includes('₹999'))).toEqual([]);
  });
});

describe('the brief’s own things', () => {
  // What a shop or a kitchen would have to have said for these to be true.
  const CLAIMS =
    /favourite|most-loved|regulars|bestseller|limited|back in stock|new this season|made to order/i;

  it('are said to be nothing the brief did not say', async () => {
    const momos = await pricedItems('momo stall in Manali: veg momos ₹70, thukpa ₹110');
    const sarees = await pricedItems(
      'saree shop in Varanasi: a ₹3,500 banarasi silk saree, ₹1,200 cotton sarees',
    );
    for (const own of ['Veg momos', 'Thukpa', 'Banarasi silk saree', 'Cotton sarees']) {
      const item = [...momos, ...sarees].find((each) => each.startsWith(own));
      expect(item).toBeDefined();
      expect(item).not.toMatch(CLAIMS);
    }
  });
});

describe('the brief’s own goods without a price', () => {
  it('are listed without one, never at a price made up for them, and with no goods made up', async () => {
    const page = parsedPage(
      (await offlinePage('handloom shop in Pune selling cotton sarees ₹1,200, dupattas and stoles'))
        .html,
    );
    const items = Array.from(page.querySelectorAll('[data-kind="products"] [data-item]'));
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Cotton sarees',
      'Dupattas',
      'Stoles',
    ]);
    expect(items.map((item) => item.querySelector('.price')?.textContent ?? null)).toEqual([
      '₹1,200',
      null,
      null,
    ]);
    expect(page.querySelector('[data-kind="products"]')?.textContent).toMatch(/ask us the price/i);
    // Asked about from the card, not put in a cart at nothing.
    expect(items.map((item) => item.querySelector('a.button')?.textContent ?? null)).toEqual([
      null,
      'Ask the price: Dupattas',
      'Ask the price: Stoles',
    ]);
    expect(items.map((item) => !!item.querySelector('.add-to-cart'))).toEqual([true, false, false]);
  });

  it('leave a cart something to add: where none is priced, the usual goods follow them', async () => {
    const page = parsedPage(
      (
        await offlinePage(
          'handloom shop in Pune selling cotton sarees, dupattas and stoles, with cart',
        )
      ).html,
    );
    const items = Array.from(page.querySelectorAll('[data-kind="products"] [data-item]'));
    expect(items.slice(0, 3).map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Cotton sarees',
      'Dupattas',
      'Stoles',
    ]);
    expect(page.querySelectorAll('[data-kind="products"] .add-to-cart').length).toBeGreaterThan(0);
  });

  it('stand on a dairy’s shelves without a sample of the same thing beside them', async () => {
    const page = parsedPage(
      (await offlinePage('dairy farm selling fresh cow milk Rs 60 per litre, paneer and ghee'))
        .html,
    );
    const titles = Array.from(
      page.querySelectorAll('[data-kind="products"] [data-item] h3'),
      (title) => title.textContent ?? '',
    );
    expect(titles.slice(0, 3)).toEqual(['Fresh cow milk', 'Paneer', 'Ghee']);
    expect(titles.slice(3).length).toBeGreaterThan(0);
    expect(titles.slice(3).filter((title) => /\bmilk,|paneer|ghee/i.test(title))).toEqual([]);
    expect(page.body.textContent).not.toMatch(/gift|sampler|limited edition/i);
  });
});

describe('what a price is for', () => {
  it('is said on its item, however the brief writes it', async () => {
    const items = await pricedItems(
      'chaat stall in Indore: pani puri ₹30 plate, dahi puri ₹50 per plate, ragda ₹40/plate',
    );
    for (const own of ['Pani puri', 'Dahi puri', 'Ragda']) {
      expect(items.find((item) => item.startsWith(own))).toMatch(/₹\d+\s*Per plate/);
    }
  });
});

describe('a service the brief prices', () => {
  it('is said to take no time the brief did not give', async () => {
    const items = await pricedItems('barber shop in Jayanagar. haircut 250, beard 150');
    for (const own of ['Haircut', 'Beard']) {
      expect(items.find((item) => item.startsWith(own))).not.toMatch(/\d+\s*(?:min|hour)/);
    }
  });
});

describe('a plan the brief prices by its name', () => {
  it('is a row of that name, at that price, for that period', async () => {
    const items = await pricedItems(
      'Fit Zone gym in Pune, membership ₹999 a month, personal training ₹500 per session',
    );
    expect(items.filter((item) => item.includes('₹999'))).toEqual([
      expect.stringMatching(/^Membership\s*₹999 per month/),
    ]);
  });
});

describe('a price list', () => {
  it('calls no row the most popular: what sells best is the owner’s to say', async () => {
    for (const brief of [
      'Fit Zone gym in Pune, membership ₹999 a month, price list',
      'coaching class for class 10 in Kota, fees and batches',
      'a landing page for a habit tracker app with pricing',
    ]) {
      const items = (await pricedItems(brief)).join(' ');
      expect({ brief, praise: /popular|best ?seller/i.exec(items)?.[0] }).toEqual({
        brief,
        praise: undefined,
      });
    }
  });
});

describe('a session the brief prices with nothing else named', () => {
  it('is a row of its own at that price, and no other row is priced at it', async () => {
    const items = await pricedItems(
      'physiotherapy clinic in Kothrud, Pune. back pain and sports injuries. ₹700 per session',
    );
    expect(items.filter((item) => item.includes('₹700'))).toEqual([
      expect.stringMatching(/^Session\s*₹700/),
    ]);
  });
});

describe('plans the brief prices by their names', () => {
  it('are each paid per what the name says, or per what such a plan usually is', async () => {
    const items = await pricedItems('Iron gym in Nashik: drop-in ₹500, monthly pass ₹3,000');
    expect(items.filter((item) => /₹500|₹3,000/.test(item))).toEqual([
      expect.stringMatching(/^Drop-in\s*₹500 per class/),
      expect.stringMatching(/^Monthly pass\s*₹3,000 per month/),
    ]);
  });
});

describe('fees the brief gives for a period', () => {
  it('are paid for that period, not by the month', async () => {
    const yearly = await pricedItems('coaching class for class 10 maths in Kota. fees 25000/year');
    expect(yearly.filter((item) => item.includes('₹25,000'))).toEqual([
      expect.stringMatching(/^Yearly fee\s*₹25,000 per year\s*Paid once a year\./),
    ]);
    const quarterly = await pricedItems('keyboard classes for kids, fees 3000 per quarter');
    expect(quarterly.filter((item) => item.includes('₹3,000'))).toEqual([
      expect.stringMatching(/^Quarterly fee\s*₹3,000 per quarter/),
    ]);
    // A fee by the month stays the monthly fee, said once.
    const monthly = await pricedItems('Bharatanatyam classes in Chennai. Fees 1500 per month.');
    expect(monthly.filter((item) => item.includes('₹1,500'))).toEqual([
      expect.stringMatching(/^Monthly fee\s*₹1,500 per month/),
    ]);
  });
});

describe('a laundry that prices by the kilo and picks up free above an amount', () => {
  it('shows its price on its own service once, and the amount only as its term', async () => {
    const items = await pricedItems(
      'Laundry in Koramangala. free pickup & drop above ₹500. wash & fold 70/kg. FreshFold',
    );
    expect(items.filter((item) => /wash (?:&|and) fold/i.test(item))).toEqual([
      expect.stringMatching(/^Wash & fold\s*₹70/),
    ]);
    expect(items.filter((item) => item.includes('₹500'))).toEqual([]);
  });
});

describe('goods the brief prices by the jar', () => {
  it('are listed as its own, each at its price, and the samples beside them keep none of them', async () => {
    const items = await pricedItems(
      "Nani's pickles from Rajahmundry. mango avakaya 500g ₹260, gongura 500g ₹210. order on whatsapp",
    );
    for (const [name, price] of [
      ['Mango avakaya 500g', '₹260'],
      ['Gongura 500g', '₹210'],
    ] as const) {
      expect(items.filter((item) => item.includes(price))).toEqual([expect.stringContaining(name)]);
    }
  });
});

describe('fees the brief gives by how often they are paid, without a currency', () => {
  it('are each on a row for that period: "monthly 1200, quarterly 3200"', async () => {
    const items = await pricedItems(
      'gym in Ludhiana - Iron Temple Fitness. monthly 1200, quarterly 3200, personal training extra',
    );
    expect(items.filter((item) => /₹1,200|₹3,200/.test(item))).toEqual([
      expect.stringMatching(/₹1,200 per month/),
      expect.stringMatching(/^Quarterly \w+\s*₹3,200 per quarter/),
    ]);
  });
});

describe('a service the brief prices alone, without a currency', () => {
  it('shows that price on it, and no sample of the same service beside it', async () => {
    const clinic = await pricedItems(
      'Dr. Sneha Kulkarni, child specialist in Kothrud Pune. book appointment. Consultation 500',
    );
    expect(clinic.filter((item) => /consultation/i.test(item))).toEqual([
      expect.stringMatching(/^Consultation\s*₹500/),
    ]);
    const yoga = await pricedItems('yoga studio in Rishikesh with classes, drop in class 500');
    expect(yoga.filter((item) => /drop[- ]in/i.test(item))).toEqual([
      expect.stringMatching(/^Drop in class\s*₹500/),
    ]);
  });
});

describe('a brief that prices its services and a plan', () => {
  it('shows the plan’s price too, on a row of its own', async () => {
    const items = await pricedItems(
      'doorstep car wash in Baner: foam wash ₹349, interior vacuum ₹499, monthly plan ₹1,999 for 4 washes',
    );
    expect(items.filter((item) => item.includes('₹1,999'))).toEqual([
      expect.stringMatching(/^Monthly plan\s*₹1,999\s*Ask us what is included\./),
    ]);
    expect(items.find((item) => item.startsWith('Foam wash'))).toMatch(/₹349/);
  });
});

describe('the terms a brief gives', () => {
  it('reads each as written, with its kind, and not a form, a product or a priced term', () => {
    expect(
      termsIn(
        'dog grooming in Pune, pickup and drop available, first consultation free, book a free consultation. free delivery above ₹999',
      ),
    ).toEqual([
      { title: 'We come to you', text: 'pickup and drop available' },
      { title: 'First consultation', text: 'first consultation free' },
    ]);
    expect(termsIn('tee shop, cash on delivery all over India, easy returns')).toEqual([
      { title: 'Delivery', text: 'cash on delivery all over India' },
      { title: 'Returns', text: 'easy returns' },
    ]);
    expect(termsIn('a food delivery app for restaurants')).toEqual([]);
    // What comes with the business, not the business.
    expect(termsIn('grocery store in Andheri with home delivery')).toEqual([
      { title: 'Delivery', text: 'home delivery' },
    ]);
  });

  it('reads how many a class takes, and one term said in two parts as one', () => {
    expect(termsIn('hatha yoga, fees 1500 per month. Small groups, max 8 people.')).toEqual([
      { title: 'Class size', text: 'Small groups, max 8 people' },
    ]);
    expect(termsIn('maths tuition, 6 students per batch, home visits available')).toEqual([
      { title: 'Class size', text: '6 students per batch' },
      { title: 'We come to you', text: 'home visits available' },
    ]);
    expect(termsIn('cash on delivery, free delivery across India')).toEqual([
      { title: 'Delivery', text: 'cash on delivery, free delivery across India' },
    ]);
    expect(termsIn('a coaching centre with 500 students in 3 cities')).toEqual([]);
  });
});

describe('a rate the brief gives by a unit', () => {
  it('is shown per that unit, never as a visit’s or a month’s price', async () => {
    for (const [prompt, shown] of [
      [
        'cab service from Dehradun to Mussoorie and Rishikesh. 12 rs per km. call 94120 55555',
        /₹12 per km/,
      ],
      [
        'Piano lessons in Manchester for beginners and adults, £30 per half hour',
        /£30 per half hour/,
      ],
      [
        'Freelance German-English translator in Berlin, certified translations, €1.20 per line',
        /€1\.20 per line/,
      ],
    ] as const) {
      const items = await pricedItems(prompt);
      expect({ prompt, rate: items.find((item) => /^Our rate/.test(item)) }).toEqual({
        prompt,
        rate: expect.stringMatching(shown),
      });
      expect({ prompt, perVisit: items.filter((item) => /per visit/.test(item)) }).toEqual({
        prompt,
        perVisit: [],
      });
    }
  });

  it('is the rate of the work beside the services the brief names, each without a made-up price', async () => {
    const items = await pricedItems(
      "Handyman in Austin, TX - drywall, furniture assembly, small plumbing. $65/hr. Mike's Fix-It",
    );
    expect(items).toEqual([
      expect.stringMatching(/^Our rate\s*\$65 per hour/),
      expect.stringMatching(/^Drywall.*Ask us the price\./),
      expect.stringMatching(/^Furniture assembly.*Ask us the price\./),
      expect.stringMatching(/^Small plumbing.*Ask us the price\./),
    ]);
    expect(items.filter((item) => /\$\d/.test(item))).toHaveLength(1);
  });

  it('is the work’s rate where the brief names no services, beside its terms and no sample price', async () => {
    const brief =
      'Sharma Plumbers, Leeds. emergency call outs, same day visits, 2 hour minimum, £60 per hour';
    const items = await pricedItems(brief);
    expect(items[0]).toMatch(/^Our rate\s*£60 per hour/);
    expect(items.filter((item) => /£\d/.test(item))).toHaveLength(1);
    const services = parsedPage((await offlinePage(brief)).html).querySelector(
      '[data-kind="services"]',
    );
    expect(services?.textContent).toMatch(/Same day visits\.\s*2 hour minimum\./);
    // A price per the usual service is that service's.
    expect((await pricedItems('dog walking in Austin, $25 per 30 min walk'))[0]).toMatch(
      /^Dog walk\s*\$25/,
    );
  });

  it('is read whatever one thing it is per', () => {
    expect(pricedOffersIn('bridal mehendi starts 5000, party mehendi 300 per hand')).toEqual([
      { offer: 'bridal mehendi', price: 'from 5000' },
      { offer: 'party mehendi', price: '300/hand' },
    ]);
  });
});

describe('sample prices abroad', () => {
  it('are what such things cost there, not rupees at the exchange rate', async () => {
    // A dog walk, a drop-in visit, a handyman's jobs: never "$3" for a plumbing job.
    for (const prompt of [
      'Dog walker in Brooklyn, NY. I am Jess. Mon-Fri only.',
      'Handyman in Austin, TX. book a visit',
    ]) {
      const amounts = (await pricedItems(prompt)).flatMap((item) => {
        const amount = /\$(\d+)/.exec(item)?.[1];
        return amount ? [Number(amount)] : [];
      });
      expect({ prompt, some: amounts.length > 1 }).toEqual({ prompt, some: true });
      expect({ prompt, least: Math.min(...amounts) >= 5 }).toEqual({ prompt, least: true });
    }
  });
});
